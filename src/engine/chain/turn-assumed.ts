/**
 * CH-TURN-ASSUMED (rules reference docs/c03/诱发类效果.rst:38; CH-PHASE-TRIGGER-TURN): with no turn written (`回合:` absent), the turn
 * player is the one the chain itself needs — a link whose phase trigger names one player's phase (「自己的结束阶段」「对方准备阶段」) is
 * activated only in that player's turn, so that player's turn is assumed. It is decided once, here, before anything is judged: the
 * answer's header (回合玩家), the board, priority and every check then read the same turn player, and the check that said the turn
 * was assumed (CH-PHASE-TRIGGER-TURN) says it of that same player. A later link needing the other player's turn is then judged
 * against it (refused). No such link: the default (A) stays.
 */
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { Scenario, ScenarioLink } from '../../scenario/types.js';
import { phaseTriggerOwner } from './phase-trigger-phase.js';

/** The effect a link names, when it can be told before judging: its number, else its card's one trigger. */
function linkEffect(scenario: Scenario, link: ScenarioLink): EffectFacts | null {
  const card = scenario.instances.find((i) => i.ref === link.card)?.card;
  if (!card) return null;
  const pool = card.effects.filter((e) => (link.pendulum ? e.pendulum : !e.pendulum));
  if (link.effect !== null) return pool.find((e) => e.n === link.effect) ?? null;
  const triggers = pool.filter((e) => e.kind === 'trigger');
  return triggers.length === 1 ? triggers[0]! : null;
}

/** The turn player the chain's links need, when no turn is written; null when none needs one (or a turn is written). */
export function turnNeeded(scenario: Scenario): Player | null {
  if (scenario.turnPlayerStated) return null;
  for (const link of [...(scenario.earlier ?? []).flat(), ...scenario.links]) {
    const e = linkEffect(scenario, link);
    const owner = e ? phaseTriggerOwner(e, link.controller) : null;
    if (owner) return owner;
  }
  return null;
}

/** The scenario with the turn player its chain needs (CH-TURN-ASSUMED) — the one source of the turn player for the whole answer. */
export function withTurnAssumed(scenario: Scenario): Scenario {
  const needed = turnNeeded(scenario);
  return needed ? { ...scenario, turnPlayer: needed, turnAssumed: true } : scenario;
}

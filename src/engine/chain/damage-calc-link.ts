/**
 * CH-DAMAGE-CALC-IN-LINK (rules reference docs/c03/战斗阶段流程.rst:1025–1041): an effect that performs a damage
 * calculation as it resolves (「攻击对象转移为那只怪兽进行伤害计算」, the fact `damageCalculation`) puts the game in the
 * damage step for the links below it. There a Normal Summon and the summons by a procedure of the rules (Fusion,
 * Synchro, Xyz, Link, Ritual Summon) cannot be made: an effect whose summon is all it does does nothing. A Special
 * Summon treated as a Fusion Summon (from the Extra Deck, no materials) is no such summon and still applies.
 */
import type { Action, EffectFacts } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';

/** The link above `link` that already performed a damage calculation in this chain, if any. */
export function damageCalculatedAbove(state: EngineState, link: LinkState): LinkState | null {
  if (!state.board.attack) return null;
  for (const l of state.links) {
    if (l.n > link.n && l.outcome === 'resolved' && l.effect?.damageCalculation) return l;
  }
  return null;
}

/** CH-DAMAGE-CALC-PROCEDURE-STEP: a step that is itself the summon by a procedure (a Normal Summon, 「…为素材作超量召唤」: `withMoved.how`). */
export function procedureStep(a: Action): boolean {
  return a.do === 'summon' || a.withMoved?.how !== undefined;
}

/** Is a summon the damage step forbids all that this effect does? (With steps of its own before the procedure's, it is not.) */
export function summonsOnly(e: EffectFacts): boolean {
  if (e.summonsByProcedure) return !e.does.some(procedureStep) || e.does.every(procedureStep);
  return e.does.length > 0 && e.does.every((a) => a.do === 'summon');
}

/**
 * CH-DAMAGE-CALC-ATTACKER-GONE (rules reference docs/c03/战斗阶段流程.rst:1011–1016): an effect that moves the battle and
 * performs the damage calculation (「攻击对象转移为这张卡进行伤害计算」) has no battle to move once the attacking monster left the Monster Zone
 * or passed to the defending player's control in the chain: it does nothing. (A target flipped face-down or changed is
 * still a battle: only the attacker ends it.)
 */
export function attackerGoneForCalc(state: EngineState, link: LinkState): boolean {
  if (!link.effect?.damageCalculation) return false;
  const attack = state.board.attack;
  if (!attack) return false;
  const key = state.board.aliases?.[attack.attacker] ?? attack.attacker;
  const attacker = state.board.cards[key];
  return !attacker || attacker.zone !== 'monster' || attacker.controller !== state.board.turnPlayer;
}

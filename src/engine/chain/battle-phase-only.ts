/**
 * CH-BATTLE-PHASE-ONLY (rules reference docs/c03/战斗阶段流程.rst:20–24): once the turn's Battle Phase is over (Main
 * Phase 2, the End Phase), an activated effect that can only do something in a Battle Phase cannot be activated — one
 * whose whole effect is to let monsters attack more or directly (`grantsAttack`), to change battle damage for the turn
 * (`battleDamage`), or to do something later at a moment of the battle (「那次伤害步骤开始时…破坏」「战斗阶段结束时破坏」, a
 * lingering step timed to the damage step or the end step). An effect that also does something now (a destruction, a
 * summon) may be activated: its Battle Phase part is only added.
 *
 * CH-BATTLE-DAMAGE-APPLIED (docs/c03/战斗阶段流程.rst:726): an activation whose whole effect is a change of every
 * battle's damage for the turn (「这个回合，怪兽之间的战斗发生的双方的战斗伤害变成2倍」) cannot be activated once the same
 * change applies this turn — the same card's effect resolved earlier this turn (`本回合:`, not negated) — since such
 * changes apply only once. Two chained are both activated (neither applies yet) and both resolve.
 */
import type { BattleDamageRule, EffectFacts, PhaseId } from '../../cards/facts.js';
import type { Judging } from './legality.js';
import type { Phrase } from '../phrases/index.js';
import { historyEffect } from '../game/history.js';
import { firstStep } from '../game/undergo.js';
import { R } from '../rule-ids.js';

const BATTLE_MOMENTS = new Set<PhaseId>(['start-step', 'battle-step', 'damage-step-start', 'before-damage-calculation', 'damage-calculation', 'after-damage-calculation', 'damage-step-end', 'end-step']);
const AFTER_BATTLE = new Set(['main-phase-2', 'end-phase', 'hand-size-adjustment']);

/** A step left for a moment of the battle (a lingering step timed to the damage step or the end step). */
const battleTimed = (e: EffectFacts): boolean =>
  e.does.every((a) => a.whenever !== undefined && a.whenever.event === 'phase-start' && a.whenever.phase !== undefined && BATTLE_MOMENTS.has(a.whenever.phase));

/** Battle-damage changes that last the turn (not only the battle the effect was activated in). */
const turnDamage = (e: EffectFacts): BattleDamageRule[] => (e.battleDamage ?? []).filter((r) => r.lasts !== 'battle');

/** Does the whole effect need a Battle Phase still to come? */
export function onlyInBattle(e: EffectFacts): boolean {
  if (e.kind === 'continuous' || e.kind === 'procedure') return false;
  const damage = turnDamage(e).length > 0;
  const battlePart = e.grantsAttack !== undefined || damage || e.does.length > 0;
  // The compiler may also write a battle-damage change's words as a damage step (「给与的战斗伤害变成2倍」): with the
  // change read, such a step is that change, not damage dealt now; and what follows it 「那之后」 (the card's own
  // destruction) waits on it, so the first step decides (誓约.rst:199–200).
  // (Read as the change alone, the step after it is marked 「那之后」 (`then`) with no step before: it waits on the change too.)
  const rest: EffectFacts = damage && (firstStep(e.does).every((a) => a.do === 'damage') || e.does[0]?.then === true) ? { ...e, does: [] } : e;
  return battlePart && battleTimed(rest);
}

export function battlePhaseOnly(j: Judging): Phrase | null {
  const phase = j.board.phase;
  if (!phase || !AFTER_BATTLE.has(phase) || !onlyInBattle(j.e)) return null;
  j.rules.push(R.BATTLE_PHASE_ONLY);
  return { rule: R.BATTLE_PHASE_ONLY, params: { phase } };
}

/** A change of every battle's damage (not tied to the effect's card, its targets or one kind of monster). */
const global = (r: BattleDamageRule): boolean => (r.of === 'monsters' || r.of === 'any') && r.receiver === 'any';

export function battleDamageApplied(j: Judging): Phrase | null {
  const e = j.e;
  const rules = turnDamage(e);
  if (rules.length === 0 || e.does.length > 0 || e.grantsAttack || !rules.every(global)) return null;
  const same = JSON.stringify(rules);
  for (const h of j.state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated) continue;
    const done = historyEffect(h);
    if (!done || JSON.stringify(turnDamage(done)) !== same) continue;
    j.rules.push(R.BATTLE_DAMAGE_APPLIED);
    return { rule: R.BATTLE_DAMAGE_APPLIED, params: { card: h.card.name } };
  }
  return null;
}

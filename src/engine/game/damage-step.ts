/**
 * What may be activated in the damage step 伤害步骤 (issue 11, family 1): rules CH-DAMAGE-STEP and
 * CH-DAMAGE-CALC. The same facts of the turn reference (src/rules: `isDamageStep`,
 * `onlyDamageCalculationEffects`) that `/phase 伤害步骤` and the window notes read, so the chain, the
 * window and the reference cannot disagree.
 *
 * In the damage step (each of its parts) only these may be activated:
 * - Counter Traps;
 * - effects that directly change ATK/DEF (`modify-stats`);
 * - effects that negate an activation (`negate-activation`);
 * - effects whose text names the damage step or a part of it (a `phase` requirement or a trigger
 *   timed there) — in the parts they name, which the phase requirement itself checks;
 * - card activations and quick effects timed to battle damage (「受到战斗伤害时」), after damage calculation only
 *   (CH-DAMAGE-STEP-WAITS-FOR; docs/c03/战斗阶段流程.rst:459–460), ones timed to destruction by battle only at the end of the
 *   step (伤害步骤结束时, :434–436), and ones a destruction by an effect meets too in every part (:498);
 * and trigger effects, which follow their own timing (their event decides) — except an optional trigger
 * met by a change of a card other than itself (special summoned, sent to the GY, banished, added to
 * the hand, tributed …, or destroyed only by an effect): CH-DAMAGE-STEP-TRIGGER (rules reference
 * docs/c03/战斗阶段流程.rst:505–551). A trigger of its own change, of another card destroyed (by
 * battle), of battle damage, or one whose text names the step is not barred.
 * During damage calculation 伤害计算时 only effects whose text names it — and, chained to a link (never
 * starting a chain), Counter Traps and effects that negate an activation (rules reference
 * docs/c03/战斗阶段流程.rst:400).
 * An effect that negates an *effect* (not an activation), or protects, is not allowed unless its text
 * names the step.
 */
import type { Card, EffectFacts } from '../../cards/facts.js';
import { phaseWithin } from '../../rules/index.js';
import { R } from '../rule-ids.js';
import { damageCalculationOnly, damageStepStatChanges, isDamageStep } from './phase.js';

/** Why a link is allowed in the damage step (kept for the reason words). */
export type DamageStepAllowance =
  | 'trigger'
  | 'counter-trap'
  | 'stat-change'
  | 'negates-activation'
  | 'names-step'
  | 'waits-for-destruction'
  | 'waits-for-battle-damage'
  | 'waits-for-battle-destruction'
  | 'mandatory';

/** A refusal; `waits` names the event a card activation refused by CH-DAMAGE-STEP-WAITS-FOR waits for (the reason words differ). */
export type DamageStepVerdict = { ok: true; by: DamageStepAllowance } | { ok: false; rule: string; part: string; waits?: 'battle-damage' | 'battle-destruction' };

/** The phases an effect's text names: its phase requirements and the phase its trigger is timed to. */
function namedPhases(e: EffectFacts): string[] {
  const out: string[] = [];
  for (const c of e.condition ?? []) if (c.is === 'phase') out.push(...c.phases);
  for (const c of e.resolutionCondition ?? []) if (c.is === 'phase') out.push(...c.phases);
  if (e.trigger?.phase) out.push(e.trigger.phase);
  return out;
}

/** Does the effect's text name the damage step (a part of it), or — `calcOnly` — the damage calculation? */
export function namesDamageStep(e: EffectFacts, calcOnly: boolean): boolean {
  return namedPhases(e).some((p) => (calcOnly ? damageCalculationOnly(p) : isDamageStep(p) || phaseWithin(p, 'damage-step') === true));
}

/**
 * May this effect of `card` be activated in `phase`? Null when `phase` is not in the damage step (this
 * rule does not restrict it).
 */
export function damageStepVerdict(card: Card, e: EffectFacts, phase: string | null, answering = false): DamageStepVerdict | null {
  if (phase === null || !isDamageStep(phase)) return null;
  // CMP-DAMAGE-STEP-STATED: 「（伤害步骤也能发动）」 — its own text allows it (a trigger on another card's change too).
  if (e.alsoInDamageStep) return { ok: true, by: 'names-step' };
  // CH-DAMAGE-STEP-OLD-RULING (docs/c03/战斗阶段流程.rst:516–522): an old text whose rulings bar it from the Damage Step.
  if (e.notInDamageStep) return { ok: false, rule: R.DAMAGE_STEP_OLD_RULING, part: phase };
  // CH-DAMAGE-STEP-CHOICE (docs/c03/战斗阶段流程.rst:505, 526): a ● picked only as the effect resolves (「（对方）从以下效果选择1个
  // 适用」) is not known at activation: the effect is one of the damage step's kinds only when every ● is — one ● that ends the
  // Battle Phase makes it no ATK/DEF change, whichever ● the note names.
  if (e.choiceAtResolution && e.choiceOf !== undefined) {
    for (const o of card.effects ?? []) {
      if (o === e || o.choiceOf !== e.choiceOf) continue;
      const v = damageStepVerdict(card, { ...o, choiceAtResolution: undefined }, phase, answering);
      if (v && !v.ok) return { ok: false, rule: R.DAMAGE_STEP_CHOICE, part: phase };
    }
  }
  // Triggers follow their timing: their event (or the step they name) decides, not this rule —
  // except an optional trigger met by another card's change (CH-DAMAGE-STEP-TRIGGER).
  if (e.kind === 'trigger' || e.kind === 'flip') {
    // CH-DAMAGE-STEP-SUMMON-EVENT (docs/c03/战斗阶段流程.rst:1033): nothing is Normal or Flip Summoned in the damage step, and a trigger met
    // before it was activated then — a trigger met only by such a summon has no event to answer here.
    if (onlyNormalOrFlipSummon(e)) return { ok: false, rule: R.DAMAGE_STEP_SUMMON_EVENT, part: phase };
    if (barredTriggerInDamageStep(e)) return { ok: false, rule: R.DAMAGE_STEP_TRIGGER, part: phase };
    // CH-DAMAGE-STEP-BATTLE-TRIGGER: a trigger of the Battle Step (「自己战斗阶段1次」) is activated in that step, not in the damage step.
    if (e.trigger?.phase === 'battle-step' && e.trigger.event === 'phase-start') return { ok: false, rule: R.DAMAGE_STEP_BATTLE_TRIGGER, part: phase };
    return { ok: true, by: 'trigger' };
  }
  // CH-DAMAGE-STEP-WAITS-FOR (docs/c03/战斗阶段流程.rst:498, :514): a card activation timed to a destruction (its `waitsFor`, 「…被破坏送去
  // 墓地时」, not by effects only) follows that event as a trigger of it would. One that a destruction by an effect meets too
  // (「被战斗·效果破坏」, 「被破坏」 with no cause) is among the step's 诱发类 effects in every part (:498): an effect may destroy there.
  // (Not one timed to leaving the field, 「…从场上离开的场合」, which lists destruction among other moves: D-时间, :548.)
  const w = e.waitsFor;
  const destruction = w !== undefined && (w.event === 'destroyed' || (w.on ?? []).some((x) => x === 'destroyed' || x === 'destroyed-by-battle')) && !(w.on ?? []).includes('left-field');
  if (e.kind === 'activation' && !e.trigger && destruction && !damageCalculationOnly(phase)) {
    const causes = w!.cause === undefined ? [] : asArrayOf(w!.cause);
    // Destruction by battle only (「被战斗破坏时」「被战斗破坏送去墓地时」): the step's table puts 『被战斗破坏』『战斗破坏怪兽』 at its end
    // (:434–436, :451, :464–465: 伤害步骤结束时): a monster destroyed at damage calculation is sent to the GY only then, and no other part has
    // such a destruction. A phase holding that part without naming it (「伤害步骤」) is not refused: the chain assumes it and says so.
    if (causes.length > 0 && causes.every((c) => c === 'battle')) {
      if (phase === BATTLE_DESTRUCTION_PART || phaseWithin(BATTLE_DESTRUCTION_PART, phase) === true) return { ok: true, by: 'waits-for-battle-destruction' };
      return { ok: false, rule: R.DAMAGE_STEP_WAITS_FOR, part: phase, waits: 'battle-destruction' };
    }
    if (!(causes.length > 0 && causes.every((c) => c === 'effect'))) return { ok: true, by: 'waits-for-destruction' };
  }
  if (damageCalculationOnly(phase)) {
    if (namesDamageStep(e, true)) return { ok: true, by: 'names-step' };
    // A card activated at the moment its text names (「…战斗的伤害计算时才能发动」, `waitsFor`): in that part of the step only.
    if (e.waitsFor?.phase === phase) return { ok: true, by: 'names-step' };
    if (answering && isCounterTrap(card, e)) return { ok: true, by: 'counter-trap' };
    if (answering && e.does.some((a) => a.do === 'negate-activation')) return { ok: true, by: 'negates-activation' };
    return { ok: false, rule: R.DAMAGE_CALC, part: phase };
  }
  if (namesDamageStep(e, false)) return { ok: true, by: 'names-step' };
  // CH-DAMAGE-STEP-WAITS-FOR (docs/c03/战斗阶段流程.rst:459–460, :505): a card activation or quick effect timed to battle damage
  // (「受到战斗伤害时」「给与…战斗伤害时」) is activated where the step's table puts that event — after damage calculation, where the
  // damage was just dealt — and only there: before it no battle damage is dealt, at the end of the step its moment has passed.
  // A phase holding that part without naming it (「伤害步骤」) is not refused: the chain assumes the part and says so.
  if (waitsForBattleDamage(e)) {
    if (phase === BATTLE_DAMAGE_PART || phaseWithin(BATTLE_DAMAGE_PART, phase) === true) return { ok: true, by: 'waits-for-battle-damage' };
    return { ok: false, rule: R.DAMAGE_STEP_WAITS_FOR, part: phase, waits: 'battle-damage' };
  }
  // CH-PHASE-PART-UNSTATED: the moment it waits for may be the part of the step the situation does not name (「伤害步骤」 for
  // 「伤害计算时」): CH-PERIOD says it assumed that part; never refused on a part the user did not write.
  if (e.waitsFor?.phase === phase || (e.waitsFor?.phase !== undefined && phaseWithin(e.waitsFor.phase, phase) === true)) return { ok: true, by: 'names-step' };
  if (isCounterTrap(card, e)) return { ok: true, by: 'counter-trap' };
  if (e.does.some((a) => a.do === 'negate-activation')) return { ok: true, by: 'negates-activation' };
  // CH-DAMAGE-STEP-MANDATORY (docs/c03/战斗阶段流程.rst:818–820): a mandatory quick effect (「…发动时发动」, no 「才能」) is no choice
  // of its player: it is activated in the damage step as anywhere — the step's limits are on what a player may choose to activate.
  if (e.kind === 'quick' && e.mandatory === true) return { ok: true, by: 'mandatory' };
  // CH-DAMAGE-STEP-RESPONSE (docs/c03/战斗阶段流程.rst:532–534): an effect 「…发动时才能发动」 that does not negate that
  // activation is not one of the damage step's kinds, even when it changes ATK/DEF.
  if (e.respondsTo) return { ok: false, rule: R.DAMAGE_STEP_RESPONSE, part: phase };
  // CH-DAMAGE-STEP-STAT-TIMING (docs/c03/战斗阶段流程.rst:536, docs/c02/怪兽的效果分类.rst:67): such a change only until before damage
  // calculation — after it (伤害计算后, 伤害步骤结束时) it is no longer one of the step's kinds, as /phase says.
  if (e.does.some((a) => a.do === 'modify-stats' && !a.then)) return damageStepStatChanges(phase) ? { ok: true, by: 'stat-change' } : { ok: false, rule: R.DAMAGE_STEP_STAT_TIMING, part: phase };
  return { ok: false, rule: R.DAMAGE_STEP, part: phase };
}

/** The part of the damage step where battle damage's card activations are made: 伤害计算后 (docs/c03/战斗阶段流程.rst:459–460). */
export const BATTLE_DAMAGE_PART = 'after-damage-calculation';

/** The part of the damage step where card activations timed to destruction by battle are made: 伤害步骤结束时 (docs/c03/战斗阶段流程.rst:434–436, :464–465). */
export const BATTLE_DESTRUCTION_PART = 'damage-step-end';

/**
 * Is this a card activation or quick effect (not a trigger) timed to damage that battle damage meets — 「受到战斗伤害时」「给与…战斗伤害时」,
 * or 「受到伤害时」 with no cause named? Damage by effects only (「效果伤害」) is not: the step's table lists battle damage alone.
 */
export function waitsForBattleDamage(e: EffectFacts): boolean {
  const w = e.waitsFor;
  if (!w || e.trigger || (e.kind !== 'activation' && e.kind !== 'quick')) return false;
  const words: readonly string[] = [...asArrayOf(w.event), ...(w.on ?? [])];
  if (!words.some((x) => x === 'damage' || x === 'battle-damage')) return false;
  // A damage event that is also a moment of the battle (「…伤害计算时」) is timed by that moment (CH-WAITS-FOR-MOMENT).
  if (w.phase !== undefined) return false;
  const causes = w.cause === undefined ? [] : asArrayOf(w.cause);
  return causes.length === 0 || causes.includes('battle');
}

/** Events a trigger may meet in the damage step whoever they happen to: destruction, battle and damage. */
const DAMAGE_STEP_EVENTS = new Set<string>([
  'destroyed', 'destroyed-by-battle', 'battle-damage', 'damage', 'attacked', 'battle-start', 'before-damage-calculation', 'damage-calculation', 'after-damage-calculation',
]);

/**
 * An optional trigger met by a change of a card other than itself (its subject is not "this card"):
 * special summoned, sent to the GY, banished, tributed, added to the hand, position changed …, or
 * destroyed only by an effect. It cannot be activated in the damage step (CH-DAMAGE-STEP-TRIGGER).
 * Mandatory triggers, triggers of the card's own change, of another card destroyed (by battle or
 * either way), of damage, and triggers whose text names the step are not barred.
 */
export function barredTriggerInDamageStep(e: EffectFacts): boolean {
  if (e.kind !== 'trigger' || e.mandatory || !e.trigger) return false;
  const subject = e.trigger.subject;
  if (!subject || subject.self) return false;
  if (namesDamageStep(e, false)) return false;
  const causes = e.trigger.cause === undefined ? [] : asArrayOf(e.trigger.cause);
  const effectOnly = causes.length > 0 && causes.every((c) => c === 'effect');
  // The text's own words when the compiler kept them (「从场上离开」 is one word though it lists every way
  // of leaving, destruction included), else the events.
  const words: readonly string[] = e.trigger.on && e.trigger.on.length > 0 ? e.trigger.on : asArrayOf(e.trigger.event);
  return words.every((ev) => !DAMAGE_STEP_EVENTS.has(ev) || (ev === 'destroyed' && effectOnly));
}

/** The events of a battle itself: a trigger met by one of them was met in the damage step by its nature. */
const BATTLE_EVENTS = new Set<string>(['destroyed-by-battle', 'battle-damage', 'attacked', 'battle-start', 'before-damage-calculation', 'damage-calculation', 'after-damage-calculation']);

/**
 * Is this trigger met by a moment of the battle itself (its text names a part of the damage step, or each event is one of the battle's:
 * 「战斗破坏」「战斗伤害」「伤害计算后」)? Such a trigger is in the damage step by its nature; any other one could have been met before it
 * (CH-DAMAGE-STEP-EVENT-ASSUMED).
 */
export function namesDamageStepMoment(e: EffectFacts): boolean {
  if (namesDamageStep(e, false)) return true;
  const tr = e.trigger;
  if (!tr) return false;
  const words: readonly string[] = tr.on && tr.on.length > 0 ? tr.on : asArrayOf(tr.event);
  return words.length > 0 && words.every((w) => BATTLE_EVENTS.has(w));
}

/** The summons no one makes in the damage step: a Normal Summon 召唤 (by rule or by an effect) and a Flip Summon 反转召唤. */
const MAIN_PHASE_SUMMONS = new Set<string>(['summoned', 'flip-summoned']);

/**
 * Is every event that meets this trigger (each alternative's too) a Normal or Flip Summon (「这张卡召唤成功时」「召唤·反转召唤成功时」)? A
 * Special Summon (「召唤·特殊召唤成功时」) can happen in the damage step, so a trigger that lists one is not held to this.
 */
export function onlyNormalOrFlipSummon(e: EffectFacts): boolean {
  const patterns = [e.trigger, ...(e.orTriggers ?? []).map((o) => o.trigger)];
  return patterns.every((tr) => {
    if (!tr || tr.armedBy) return false;
    const words: readonly string[] = tr.on && tr.on.length > 0 ? tr.on : asArrayOf(tr.event);
    return words.length > 0 && words.every((w) => MAIN_PHASE_SUMMONS.has(w));
  });
}

function asArrayOf<T>(x: T | readonly T[]): readonly T[] {
  return Array.isArray(x) ? (x as readonly T[]) : [x as T];
}

function isCounterTrap(card: Card, e: EffectFacts): boolean {
  return card.type.kind === 'trap' && card.type.subtypes.includes('counter') && e.kind === 'activation';
}

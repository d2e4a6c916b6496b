/**
 * CH-NOTHING-ON-TARGET (rules reference docs/c03/特定效果的处理方法.rst:441–442, 476; docs/c03/无效.rst:396–398):
 * an optional effect cannot be activated targeting a monster on which none of its steps would change
 * anything — every step is done to the targets, and each one would leave this target as it is:
 * 「攻击力·守备力变成0」 on a monster already at 0/0, 「效果无效」 on a monster with no effects to negate
 * (a Normal Monster or a Token) or whose effects are already negated (`(效果无效)`). An effect that sets ATK/DEF and negates may
 * target an Effect Monster at 0/0 (its negation still applies) but not a Normal Monster at 0/0.
 * A step that only may be done (「可以」) changes nothing for sure; any other step (a halving, a gain, a
 * destruction, a step on another card) is a change, and the target stays valid — unless it rides on the step
 * before it (`needsBefore`): 「效果无效并破坏」 destroys only by way of the negation (CH-NEGATE-THEN-DESTROY).
 */
import type { Action, EffectFacts } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { Judging } from './legality.js';
import { isField } from '../game/board.js';
import { statsOf } from '../game/stats.js';
import { R } from '../rule-ids.js';
import { alsoTrapMonster, negationReachesTraps } from '../game/trap-monster-negated.js';
import type { Phrase } from '../phrases/index.js';

/** A monster whose effects there is nothing to negate: no monster effects printed, or negated already. */
function nothingToNegate(c: BoardCard): boolean {
  const sub = c.card.type.subtypes;
  const noEffects = !sub.includes('effect') && (sub.includes('normal') || sub.includes('token'));
  return noEffects || c.states.includes('effects-negated');
}

/** Would this step leave the target as it is? */
function idleOn(a: Action, c: BoardCard, e: EffectFacts): boolean {
  if (a.optional) return true;
  // CH-TRAP-MONSTER-NEGATED: a trap monster also still a Trap, negated as a Spell/Trap or a card, goes back to the Spell & Trap Zone.
  if ((a.do === 'negate-effects' || a.do === 'negate-effect') && alsoTrapMonster(c) && !c.states.includes('effects-negated') && negationReachesTraps(e.targets?.filter)) return false;
  if (a.do === 'negate-effects' || a.do === 'negate-effect') return nothingToNegate(c);
  if (a.do === 'modify-stats' && a.change && a.change.layer === 'current' && a.change.op === 'set' && a.change.value !== undefined) {
    const s = statsOf(c);
    const v = a.change.value;
    if (a.stat === 'atk') return s.atk?.value === v;
    if (a.stat === 'def') return s.def?.value === v;
    if (a.stat === 'atk-def') return s.atk?.value === v && (s.def === null || s.def.value === v);
  }
  return false;
}

/** An optional effect all of whose steps are done to its targets, of the kinds that may leave a target unchanged. */
function onlyOnTargets(e: EffectFacts): boolean {
  const mandatory = e.kind === 'flip' ? (e.mandatory ?? true) : (e.mandatory ?? false);
  if (mandatory || e.kind === 'continuous' || e.kind === 'procedure' || !e.targets || e.does.length === 0) return false;
  // A step that rides on the one before it (`needsBefore`: 「效果无效并破坏」) changes nothing when that one does not (CH-NEGATE-THEN-DESTROY).
  return e.does.every((a, i) => a.what === 'targets' && (a.do === 'negate-effects' || a.do === 'negate-effect' || a.do === 'modify-stats' || a.optional || (i > 0 && a.needsBefore === true)));
}

/**
 * Would every step leave the target as it is? A step that rides on the one before it (`needsBefore`:
 * 「攻击力变成0，那个效果无效」) is idle when that one is (CH-NOTHING-ON-TARGET-FIRST).
 */
function idleSteps(e: EffectFacts, c: BoardCard): { idle: boolean; riding: boolean; destroy: boolean } {
  let prev = false;
  let riding = false;
  let destroy = false;
  for (const [i, a] of e.does.entries()) {
    const rides: boolean = i > 0 && a.needsBefore === true && prev;
    const idle: boolean = rides || idleOn(a, c, e);
    if (!idle) return { idle: false, riding: false, destroy: false };
    if (rides && !idleOn(a, c, e)) {
      if (a.do === 'destroy') destroy = true;
      else riding = true;
    }
    prev = idle;
  }
  return { idle: true, riding, destroy };
}

/** A face-up monster on the field on which none of the effect's steps would change anything. */
function unchangedBy(e: EffectFacts, c: BoardCard | undefined): c is BoardCard {
  return Boolean(c && isField(c.zone) && c.faceUp && c.zone === 'monster' && idleSteps(e, c).idle);
}

/**
 * At resolution (无效.rst:398): such an effect whose every remaining target became one it could not
 * have been activated on (negated by a link resolved before it) applies nothing. Returns those cards' names.
 */
export function nothingLeftOnTargets(e: EffectFacts, targets: readonly BoardCard[]): string[] | null {
  if (!onlyOnTargets(e) || targets.length === 0 || !targets.every((c) => unchangedBy(e, c))) return null;
  return targets.map((c) => c.card.name);
}

/**
 * CH-NOTHING-ON-TARGET-OTHER-STEPS (issue 16, docs/c03/特定效果的处理方法.rst:489): an optional effect whose last steps, after 「那之后」, are all
 * on its targets and of those kinds while its steps before act on other cards only (「这张卡回到卡组，从卡组把怪兽特殊召唤。那之后，作为对象的怪兽的攻击力变成0」):
 * the target is chosen for those steps alone, so it must be one they would change. The effect judged on its target steps.
 */
function targetStepsOnly(e: EffectFacts): EffectFacts | null {
  if (onlyOnTargets(e) || !e.targets) return null;
  const mandatory = e.kind === 'flip' ? (e.mandatory ?? true) : (e.mandatory ?? false);
  if (mandatory || e.kind === 'continuous' || e.kind === 'procedure') return null;
  // Only steps on the targets that come after the others, 「那之后」 (a step on another card beside them — the cards in the target's column — may depend on
  // the target, and keeps it valid: CH-NOTHING-ON-TARGET).
  const first = e.does.findIndex((a) => a.what === 'targets');
  if (first <= 0 || !e.does[first]!.then) return null;
  const onTargets = e.does.slice(first);
  if (onTargets.some((a) => a.what !== 'targets')) return null;
  // (Another step that reads the targets — an amount, a copy — uses them too: not judged here.)
  if (e.does.some((a) => a.what !== 'targets' && (a.amountFrom?.of === 'targets' || a.readsFrom === 'targets'))) return null;
  const only = { ...e, does: onTargets.map((a, i) => (i === 0 ? { ...a, needsBefore: undefined } : a)) };
  return onlyOnTargets(only) ? only : null;
}

export function nothingOnTarget(j: Judging): Phrase | null {
  const { link, board } = j;
  if (link.targets.length === 0) return null;
  const part = targetStepsOnly(j.e);
  const e = part ?? j.e;
  if (!part && !onlyOnTargets(e)) return null;
  for (const r of link.targets) {
    const c = board.cards[r];
    if (unchangedBy(e, c)) {
      if (part) j.rules.push(R.NOTHING_ON_TARGET_OTHER_STEPS);
      j.rules.push(R.NOTHING_ON_TARGET);
      const steps = idleSteps(e, c);
      if (steps.riding) j.rules.push(R.NOTHING_ON_TARGET_FIRST);
      if (steps.destroy) j.rules.push(R.NEGATE_THEN_DESTROY);
      return { rule: R.NOTHING_ON_TARGET, params: { card: c.card.name } };
    }
  }
  return null;
}

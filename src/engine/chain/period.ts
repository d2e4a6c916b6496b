/**
 * CH-PERIOD (rules reference docs/c03/战斗阶段流程.rst, the damage step's parts): a card activation or quick effect timed to a period of a
 * phase — its `waitsFor` is only a phase (event 'phase-start' with a phase), 「…的伤害计算时才能发动」, or a period the text bounds,
 * 「从伤害步骤开始时到伤害计算前1次…才能发动」 (`periodFrom` … `phase`) — is activated only in that period. Outside it (Main Phase 1,
 * the Battle Step, after damage calculation) it cannot be; a phase containing the period without saying which part (「伤害步骤」)
 * is not refused here. When the situation gives no phase, the period is assumed and said.
 * (Whose battle — 「这张卡进行战斗的」 — is the effect's battling condition, CH-COND, read by the compiler.)
 */
import type { Judging } from './legality.js';
import type { Phrase } from '../phrases/index.js';
import { say } from '../phrases/index.js';
import { pushOnce } from '../game/state.js';
import { asArray } from '../game/match.js';
import { phaseWithin } from '../../rules/index.js';
import { R } from '../rule-ids.js';

/** The parts of the damage step in order (docs/c03/战斗阶段流程.rst). */
export const DAMAGE_STEP_ORDER: readonly string[] = ['damage-step-start', 'before-damage-calculation', 'damage-calculation', 'after-damage-calculation', 'damage-step-end'];

/** Is this effect's `waitsFor` only a period of a phase? */
export function periodOnly(e: Judging['e']): boolean {
  const w = e.waitsFor;
  if (!w || e.trigger || e.kind === 'trigger' || e.kind === 'flip' || !w.phase || w.armedBy?.length || w.nextTurn) return false;
  const events = asArray(w.event);
  return events.length > 0 && events.every((x) => x === 'phase-start');
}

/** True inside the period, false outside, null when the phase contains the period without saying which part. */
export function withinPeriod(phase: string, to: string, from: string | undefined): boolean | null {
  if (phaseWithin(phase, to) === true) return true;
  if (from) {
    const i = DAMAGE_STEP_ORDER.indexOf(phase);
    const a = DAMAGE_STEP_ORDER.indexOf(from);
    const b = DAMAGE_STEP_ORDER.indexOf(to);
    if (i >= 0 && a >= 0 && b >= 0) return i >= a && i <= b;
    if (phaseWithin(from, phase) === true) return null;
  }
  return phaseWithin(to, phase) === true ? null : false;
}

export function periodTiming(j: Judging): Phrase | null {
  if (!periodOnly(j.e)) return null;
  const w = j.e.waitsFor!;
  j.rules.push(R.PERIOD);
  const phase = j.board.phase;
  const params = { name: j.name, to: w.phase!, from: w.periodFrom ?? null };
  if (phase === null) {
    pushOnce(j.state.assumptions, say({ rule: R.PERIOD, params: Object.assign({}, params, { variant: 'assumed', phase: null }) }));
    return null;
  }
  const within = withinPeriod(phase, w.phase!, w.periodFrom);
  // CH-PHASE-PART-UNSTATED: a phase written without its part (「伤害步骤」) that holds the period: assumed to be in it, and said.
  if (within === null) j.rules.push(R.PHASE_PART_UNSTATED);
  if (within === null) pushOnce(j.state.assumptions, say({ rule: R.PERIOD, params: Object.assign({}, params, { variant: 'part', phase }) }));
  return within === false ? { rule: R.PERIOD, params: Object.assign({}, params, { variant: 'outside', phase }) } : null;
}

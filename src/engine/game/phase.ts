/**
 * The few facts about phases and steps that change a trigger window, keyed by the ids of the turn
 * reference (src/rules). Kept here, small, so the window rules do not depend on the reference's
 * prose. Card data names phases by the same ids (`PhaseId`).
 */

import type { PhaseId } from '../../cards/facts.js';
import { phaseFactsFor, phaseWithin } from '../../rules/index.js';

/** The parts of the damage step 伤害步骤 (also read from the reference when it knows the id). */
const DAMAGE_STEP_IDS = new Set([
  'damage-step',
  'damage-step-start',
  'before-damage-calculation',
  'damage-calculation',
  'after-damage-calculation',
  'damage-step-end',
]);

const MAIN_PHASE_IDS = new Set(['main-phase-1', 'main-phase-2']);

const BATTLE_PHASE_IDS = new Set(['battle-phase', 'start-step', 'battle-step', 'end-step', ...DAMAGE_STEP_IDS]);

const END_PHASE_IDS = new Set(['end-phase', 'hand-size-adjustment']);

export function isDamageStep(phase: string | null): boolean {
  if (phase === null) return false;
  return phaseFactsFor(phase)?.isDamageStep ?? DAMAGE_STEP_IDS.has(phase);
}

/**
 * CH-DAMAGE-STEP-STAT-TIMING: may an effect that directly changes ATK/DEF be activated in this part of the damage step? Only from
 * its start until before damage calculation (the reference's fact `damageStepStatChanges`; a part it does not know: yes).
 */
export function damageStepStatChanges(phase: string): boolean {
  return phaseFactsFor(phase)?.damageStepStatChanges ?? true;
}

/** 伤害计算时: only effects that say they are used during damage calculation (the reference's fact). */
export function damageCalculationOnly(phase: string | null): boolean {
  if (phase === null) return false;
  return phaseFactsFor(phase)?.onlyDamageCalculationEffects ?? phase === 'damage-calculation';
}

/**
 * WIN-REPLAY: 伤害计算后 and 伤害步骤结束时 — the damage calculation of the battle has been made: a monster gone from the field then
 * does not end the battle before it, nor stop the attack.
 */
export function damageCalculationOver(phase: string | null): boolean {
  return phase === 'after-damage-calculation' || phase === 'damage-step-end';
}

export function isMainPhase(phase: string | null): boolean {
  return phase !== null && MAIN_PHASE_IDS.has(phase);
}

export function isBattlePhase(phase: string | null): boolean {
  return phase !== null && BATTLE_PHASE_IDS.has(phase);
}

export function isHandSizeAdjustment(phase: string | null): boolean {
  return phase === 'hand-size-adjustment';
}

/** Does the current phase id fall within the card data's phase (a phase covers its steps)? Null when unknown. */
export function phaseMatches(current: string | null, phase: PhaseId): boolean | null {
  if (current === null) return null;
  return phaseWithin(current, phase) === true;
}

/** Does a trigger's phase name the end phase (「结束阶段」 triggers such as a card sent to the GY this turn)? */
export function isEndPhaseWord(phase: PhaseId | undefined): boolean {
  return phase === 'end-phase';
}

/**
 * CH-BATTLE-FLIPPED: a part of the damage step at which a monster attacked face-down has been turned face-up by the battle — from
 * 伤害计算前 on (rules reference docs/c03/战斗阶段流程.rst:577); not the step's start, nor a damage step whose part is unsaid.
 */
export function battleFlippedBy(phase: string | null): boolean {
  return phase === 'before-damage-calculation' || phase === 'damage-calculation' || damageCalculationOver(phase);
}

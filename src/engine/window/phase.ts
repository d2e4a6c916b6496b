/**
 * The few facts about phases and steps that change a trigger window, keyed by the ids of the turn
 * reference (src/rules). Kept here, small, so the window rules do not depend on the reference's
 * prose. Curated card data names phases more loosely ('main1', 'battle-step', 'end'): `phaseMatches`
 * accepts both spellings.
 */

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

/** Curated-data phase words → the reference ids they cover. */
const LOOSE: Record<string, string[]> = {
  draw: ['draw-phase'],
  standby: ['standby-phase'],
  main1: ['main-phase-1'],
  main2: ['main-phase-2'],
  main: ['main-phase-1', 'main-phase-2'],
  battle: [...BATTLE_PHASE_IDS],
  'battle-start': ['start-step'],
  'battle-step': ['battle-step'],
  'battle-end': ['end-step'],
  end: [...END_PHASE_IDS],
  'end-phase': [...END_PHASE_IDS],
  'damage-step': [...DAMAGE_STEP_IDS],
  'battle-phase': [...BATTLE_PHASE_IDS],
};

export function isDamageStep(phase: string | null): boolean {
  if (phase === null) return false;
  return phaseFactsFor(phase)?.isDamageStep ?? DAMAGE_STEP_IDS.has(phase);
}

/** 伤害计算时: only effects that say they are used during damage calculation (the reference's fact). */
export function damageCalculationOnly(phase: string | null): boolean {
  if (phase === null) return false;
  return phaseFactsFor(phase)?.onlyDamageCalculationEffects ?? phase === 'damage-calculation';
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

/** Does the current phase id fall within a phase word of card data (either spelling)? Null when unknown. */
export function phaseMatches(current: string | null, word: string): boolean | null {
  if (current === null) return null;
  if (current === word) return true;
  // A parent id of the reference covers its steps ('battle-phase' ⊃ 'damage-calculation').
  if (phaseWithin(current, word) === true) return true;
  const ids = LOOSE[word];
  if (ids) return ids.includes(current);
  return false;
}

/** Does a phase word name the end phase (「结束阶段」 triggers such as a card sent to the GY this turn)? */
export function isEndPhaseWord(word: string | undefined): boolean {
  return word === 'end' || word === 'end-phase';
}

/**
 * WIN-BATTLE-FLIP-WAITS (issue 16, rules reference docs/c03/诱发类效果.rst:32): a face-down monster flipped face-up by the attack
 * itself (the action `反转 X (战斗)`, made before damage calculation) does not activate its flip effect at once: the effect waits for
 * the moment after damage calculation — by then the monster may be one that is sure to be destroyed by that battle, which no
 * effect can target (CH-BATTLE-DESTROYED-PENDING). A flip made otherwise (a Flip Summon, an effect) is not held.
 */
import type { EngineEvent } from '../types.js';

/** The steps of the damage step before the end of damage calculation. */
const BEFORE_AFTER_CALC = new Set(['damage-step', 'damage-step-start', 'before-damage-calculation', 'damage-calculation']);

/** Was `ref` flipped face-up by the battle, in a step before damage calculation is over (so its flip effect waits)? */
export function battleFlipWaits(events: readonly EngineEvent[], ref: string, canon: (r: string) => string, phase: string | null): boolean {
  if (phase === null || !BEFORE_AFTER_CALC.has(phase)) return false;
  return events.some((e) => e.type === 'flipped' && e.cause === 'battle' && e.cards.some((r) => canon(r) === ref));
}

/**
 * A GY lock (「对墓地的卡有涉及的效果无效化」): a continuous negation of effects that must move cards out of
 * the GY. Read by a Special Summon that may choose from the GY among other places (./actions.ts,
 * CH-GY-LOCK-CHOICE) and by a destruction replacement whose substitute is a card in the GY
 * (./destroy-replacement.ts, CH-REPLACE-DESTROY-CANNOT).
 */
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { onField } from './board.js';
import { activationPending } from './on-chain.js';

/** The card carrying a GY lock face-up on the field now, its own activation resolved (not `self`), or null. */
export function gyLockOn(state: EngineState, self: string): BoardCard | null {
  for (const { source, action: x } of state.negators) {
    if (!onField(source) || !source.faceUp || source.ref === self || !source.controller || activationPending(state, source)) continue;
    if (x.effects?.some((f) => f.movesFrom === 'gy' || (Array.isArray(f.movesFrom) && f.movesFrom.includes('gy')))) return source;
  }
  return null;
}

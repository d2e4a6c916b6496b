/**
 * CH-DELAYED (s60): a step left for a phase counted from the activation — 「发动后第2次的自己的准备阶段」,
 * 「2回合（数对方的回合）以后」 (the 2nd End Phase of the opponent's turns) — is done in that phase, not in the first one
 * played. The phases a scenario plays after its chains are few (this turn's End Phase, the next turn's, the next Standby Phase), so
 * this counts only those: which of them are the step's kind (its controller's, the opponent's, anyone's).
 */
import type { Player } from '../../cards/facts.js';

export interface Counted {
  n: number;
  whose?: 'self' | 'opponent';
}

/** How many of the phases played (each named by its turn player, in order) the count takes, for a step its controller left. */
export function countedReached(counted: Counted, played: readonly Player[], controller: Player): number {
  return played.filter((p) => counted.whose === undefined || (counted.whose === 'self') === (p === controller)).length;
}

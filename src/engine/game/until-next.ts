/**
 * CMP-UNTIL-NEXT-PHASE: the moment 「直到下次的（自己|对方）的准备阶段／结束阶段」「直到下次的对方回合结束时」 (Action.lastsUntil, read by the
 * compiler) comes, seen from the turn and phase the step applied in: whose phase, and which turn's — this turn's, the next one's, or
 * the one after (「下次的自己准备阶段」 applied in one's own Main Phase: this turn's Standby Phase is over, the next turn is the
 * opponent's, so it is the turn after). Pure: the answer states it, the Standby Phase played (`… 准备阶段`) waits for it.
 */
import type { LastsUntil, Player } from '../../cards/facts.js';
import { opponent } from '../../scenario/types.js';

/** Which turn, counted from the one the step applied in. */
export type TurnAhead = 'this' | 'next' | 'after-next';

export interface UntilMoment {
  at: LastsUntil['at'];
  /** The player whose phase or turn it is; null when the text names none (the next one, whoever's turn it is). */
  player: Player | null;
  turn: TurnAhead;
  /** (s57) 「第2次自己的准备阶段」: the Nth such phase, the one `turn` names counted as the 1st; absent for that one. */
  nth?: number;
}

/** Phases that come before the Standby Phase of a turn (from the Draw Phase, this turn's Standby Phase is still to come). */
const BEFORE_STANDBY = new Set(['draw-phase']);

/**
 * When the lasting step applied now ends. `me`: the effect's controller; `turnPlayer`, `phase`: the turn and phase now (phase null:
 * not given — taken as after the Standby Phase and before the End Phase, a Main Phase).
 */
export function untilMoment(u: LastsUntil, me: Player, turnPlayer: Player, phase: string | null): UntilMoment {
  const player = u.whose === undefined ? null : u.whose === 'self' ? me : opponent(me);
  const nth = u.nth && u.nth > 1 ? { nth: u.nth } : {};
  // (The moment in this turn still to come: the Standby Phase from the Draw Phase, the End Phase or the turn's end before the End Phase.)
  const stillThisTurn = u.at === 'standby-phase' ? phase !== null && BEFORE_STANDBY.has(phase) : phase !== 'end-phase';
  if (player === null || player === turnPlayer) return { at: u.at, player, turn: stillThisTurn ? 'this' : player === null ? 'next' : 'after-next', ...nth };
  return { at: u.at, player, turn: 'next', ...nth };
}

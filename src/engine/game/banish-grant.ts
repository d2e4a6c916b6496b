/**
 * CH-CANNOT-BE-BANISHED, granted to other cards (rules reference docs/c03/卡片的抗性.rst:57–81): a face-up card's continuous effect that
 * says other cards cannot be banished (「自己场上的「X」怪兽不能除外」, 「自己场上的「X」卡不能除外」;
 * the compiler's `cannot-be-banished` with a described `what`) protects the cards it describes while they are face-up
 * on the field, as long as its card is face-up there with its effects not negated. Like the card's own protection
 * (CH-CANNOT-BE-BANISHED, ./undergo.ts), it does not reach a card once it has left the field (destroyed, then banished
 * from the GY).
 */
import type { Action, Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { isField } from './board.js';
import { matchesFilter, onBoard } from './match.js';
import { negatedByBond } from './bonds.js';

/**
 * Is `c` kept from this banish by another face-up card's 「…不能除外」? `by` is the player whose effect banishes: a protection
 * only from the opponent's effects (「…不能用对方的效果除外」, CH-CANNOT-BE-BANISHED-BY-OPPONENT) does not stop a banish by the
 * protected card's own controller; with `by` unknown it is taken to hold.
 */
export function grantedCannotBeBanished(a: Action, board: Board, c: BoardCard, by?: Player | null): boolean {
  if (a.do !== 'banish' || !isField(c.zone) || !c.faceUp) return false;
  for (const h of Object.values(board.cards)) {
    if (!isField(h.zone) || !h.faceUp || h.activationNegated || h.states.includes('effects-negated') || h.states.includes('cannot-use') || negatedByBond(board, h)) continue;
    for (const e of h.card.effects) {
      if (e.kind !== 'continuous') continue;
      for (const x of e.does) {
        if (x.do !== 'cannot-be-banished' || typeof x.what !== 'object' || x.what === null) continue;
        if (x.fromCards?.side === 'opponent' && by && c.controller && by === c.controller) continue;
        if (matchesFilter(x.what.filter, c, onBoard(board, h.ref, h.controller ?? c.controller ?? 'A'))) return true;
      }
    }
  }
  return false;
}

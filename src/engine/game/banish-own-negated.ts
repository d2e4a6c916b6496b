/**
 * CH-CANNOT-BE-BANISHED with its effects negated: a card's own printed 「场上的表侧表示的这张卡不能除外」 is one of its effects, so
 * it does not apply while that card's effects are negated — stated `(效果无效)`, negated by a holder that keeps targeting it
 * (CT-BOND-NEGATE), or by a face-up card's continuous negation (rules reference docs/c03/卡片的抗性.rst:40–44). Asked only once
 * the card prints that protection (cannotBeBanished is true), so the negation checks cost nothing for other cards.
 */
import type { Action } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { isField } from './board.js';
import { negatedByBond } from './bonds.js';
import { cannotBeBanished } from './undergo.js';
import { effectsNegatedNow } from './effects-negated.js';
import { negatedSource } from './negated-counters.js';
import type { Acting } from './protection.js';

/** At resolution: does `c`'s own 「不能除外」 keep it from this banish (face-up on the field, its effects not negated)? */
export function ownCannotBeBanished(state: EngineState, link: Acting | null, a: Action, c: BoardCard, faceUpOnField = isField(c.zone) && c.faceUp): boolean {
  if (!cannotBeBanished(a, c.card, faceUpOnField)) return false;
  return !c.states.includes('effects-negated') && !negatedByBond(state.board, c) && !negatedSource(state, link, c);
}

/** On a board alone (legality: is there something to apply to?): the same, with the board's continuous negations. */
export function ownCannotBeBanishedOn(board: Board, a: Action, c: BoardCard): boolean {
  if (!cannotBeBanished(a, c.card, isField(c.zone) && c.faceUp)) return false;
  if (c.states.includes('effects-negated') || negatedByBond(board, c)) return false;
  return !effectsNegatedNow(c, Object.values(board.cards), board.earlierNegations);
}

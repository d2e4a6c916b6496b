/**
 * CH-DECK-OUT (issue 16; rules reference docs/c03/特定效果的处理方法.rst:22–23): a player who must draw more cards than their
 * Deck holds cannot draw them and loses the Duel at that moment; both players at once (one effect drawing for each player) is a
 * draw (CH-DUEL-DRAW). Judged only for a Deck the situation lists (`A卡组:…`, `A卡组:` empty); a Deck it does not
 * list may hold any number of cards. A draw of as many cards as its player discarded (`perOwnDiscard`) counts that player's
 * discards in the same resolution: a player who discarded none draws none.
 */
import type { Action, Player } from '../../cards/facts.js';
import type { EngineState, LinkState } from './state.js';
import { R } from '../rule-ids.js';

/** How many cards `p` discarded in this link's resolution so far. */
function discardedBy(state: EngineState, link: LinkState, p: Player): number {
  let n = 0;
  for (const e of state.events) {
    if (e.link !== link.n || e.type !== 'discarded' || e.cause === 'cost') continue;
    if (e.cards.length) n += e.cards.filter((r, i) => (e.controllers?.[i] ?? state.board.cards[r]?.controller) === p).length;
    // (A discard of no named card: none when the listed hand holds no card but the one resolving.)
    else if (e.player === p && !handListedEmpty(state, link, p)) n += e.amount ?? 1;
  }
  return n;
}

function handListedEmpty(state: EngineState, link: LinkState, p: Player): boolean {
  if (!state.knownZones.has(`${p}:hand`)) return false;
  for (const key in state.board.cards) {
    const c = state.board.cards[key]!;
    if (c.zone === 'hand' && (c.controller ?? c.owner) === p && c.ref !== link.ref) return false;
  }
  return true;
}

/** Whether `p` cannot draw the cards this step asks (and has lost); the board records it for the end of the Duel. */
export function deckOut(state: EngineState, link: LinkState, a: Action, p: Player, count: number): boolean {
  if (!state.knownZones.has(`${p}:deck`)) return false;
  const wanted = a.perOwnDiscard ? discardedBy(state, link, p) : count;
  if (wanted <= 0) return false;
  let held = 0;
  for (const key in state.board.cards) {
    const c = state.board.cards[key]!;
    if (c.zone === 'deck' && (c.owner ?? c.controller) === p) held++;
  }
  if (held >= wanted) return false;
  const board = state.board;
  if (!board.deckedOut?.includes(p)) board.deckedOut = [...(board.deckedOut ?? []), p];
  link.rules.push(R.DECK_OUT);
  return true;
}

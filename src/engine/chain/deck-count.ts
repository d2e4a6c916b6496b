/**
 * CH-DECK-SHORT (rules reference docs/c03/特定效果的处理方法.rst:242–249, 326–330): an effect whose first step
 * draws, or sends/banishes from the top of the Deck, a number of cards cannot be activated when the
 * situation lists that Deck with fewer cards — the step could not be carried out (a mill of 5 with 4 cards;
 * a draw of 2 from a 1-card Deck). A mandatory effect is still activated, and at resolution the step
 * takes what is left (the resolution already moves only the listed cards). A Deck not listed is not judged.
 */
import type { Action, Player } from '../../cards/facts.js';
import type { Judging } from './legality.js';
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/** How many cards the step takes from the top of whose Deck, or null when it takes none that way. */
function fromDeckTop(a: Action, me: Player): { player: Player; count: number } | null {
  const other: Player = me === 'A' ? 'B' : 'A';
  const filter = typeof a.what === 'object' ? a.what.filter : null;
  const side = filter?.side ?? (a.player === 'self' || a.player === 'opponent' ? a.player : a.do === 'draw' && a.player === undefined ? 'self' : undefined);
  if (side !== 'self' && side !== 'opponent') return null;
  const player = side === 'self' ? me : other;
  if (a.do === 'draw') return { player, count: a.count ?? (typeof a.amount === 'number' ? a.amount : 1) };
  if ((a.do === 'send-to-gy' || a.do === 'banish') && a.top && filter?.place === 'deck' && typeof a.what === 'object' && typeof a.what.count === 'number') return { player, count: a.what.count };
  return null;
}

export function deckTooShort(j: Judging): Phrase | null {
  const { e, me, state } = j;
  if (e.mandatory || e.kind === 'continuous' || e.kind === 'procedure') return null;
  const first = e.does[0];
  if (!first || first.optional) return null;
  const step = fromDeckTop(first, me);
  if (!step || !state.knownZones.has(`${step.player}:deck`)) return null;
  let inDeck = 0;
  for (const c of Object.values(state.board.cards)) if (c.zone === 'deck' && (c.owner ?? c.controller) === step.player) inDeck++;
  if (inDeck >= step.count) return null;
  return { rule: R.DECK_SHORT, params: { name: j.name, player: step.player, count: step.count, have: inDeck, draw: first.do === 'draw' } };
}

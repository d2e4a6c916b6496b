/**
 * SIT-COST-PAID-ONCE, the engine's side: a card a cost note names (`[cost:丢弃 X]`) is looked up on the board as the link is
 * activated — after the chains played before it (`然后`) and the links below it. A card the situation listed where the cost takes
 * it from, and which has since moved somewhere that cost cannot take it from (paid by an earlier chain's cost: already in the GY),
 * cannot pay the cost again: the activation is refused, saying where the card is now. A card the situation itself lists elsewhere
 * (a user may write a cost card where it went) is not judged here.
 *
 * No gate in the CHECKS table: the notes are the link's, not the effect's facts (a note may state a cost the card's facts lack). It
 * returns at once, allocating nothing, for a link with no cost note — nearly every link.
 */
import type { Zone } from '../../cards/facts.js';
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { canonical } from '../game/board.js';
import type { Judging } from './legality.js';

/** Whether a cost of this verb can take a card from `zone` (null: not judged). */
function takesFrom(verb: string, zone: Zone): boolean | null {
  switch (verb) {
    case 'discard':
      return zone === 'hand';
    case 'tribute':
      return zone === 'monster' || zone === 'hand';
    case 'send-to-gy':
      return zone !== 'gy' && zone !== 'banished';
    case 'banish':
      return zone !== 'banished';
    case 'return-to-hand':
      return zone !== 'hand';
    case 'return-to-deck':
      return zone !== 'deck' && zone !== 'extra';
    default:
      return null;
  }
}

export function costNoteMoved(j: Judging): Phrase | null {
  const { link, state } = j;
  for (const d of link.directives) {
    if (d.kind !== 'cost-card') continue;
    const inst = state.scenario.instances.find((i) => i.ref === d.card);
    if (!inst || inst.origin !== 'situation' || !inst.zone || takesFrom(d.action, inst.zone) !== true) continue;
    const now = state.board.cards[canonical(state.board, d.card)];
    // (The activated card itself, paying its own cost, is judged where the activation takes it from — not here.)
    if (!now || now.ref === canonical(state.board, link.ref) || !now.zone || now.zone === inst.zone || takesFrom(d.action, now.zone) !== false) continue;
    return { rule: R.COST_PAID_ONCE, params: { card: now.card.name, verb: d.action, was: inst.zone, now: now.zone } };
  }
  return null;
}

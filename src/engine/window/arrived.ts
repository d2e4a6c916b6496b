/**
 * WIN-CONTINUOUS-FIRST (seed 000 召唤的处理 ⑥): which monsters' continuous effects start to apply as the window opens — a monster an
 * event of this window (a summon, a flip, a change to face-up) put face-up on the field, whose effects are not negated there. A link's
 * card the situation did not place, assumed face-up on the field where it was activated, did not arrive; nor did a monster summoned
 * by the action the chain was built after (its continuous effects applied since then). A monster whose effects a face-up card
 * negates (a continuous negation of every face-up monster's effects) applies none.
 */
import type { Board, EngineEvent } from '../types.js';
import { effectsNegatedNow } from '../game/effects-negated.js';

/** The events by which a card comes to be face-up on the field. */
const ARRIVALS = new Set(['summoned', 'special-summoned', 'flip-summoned', 'flipped', 'position-changed']);

/** Did an event of the window put the card (its key `ref`) face-up on the field? */
export function arrivedByEvent(events: readonly EngineEvent[], ref: string, canon: (r: string) => string): boolean {
  for (const e of events) {
    if (!ARRIVALS.has(e.type)) continue;
    for (const r of e.cards) if (r === ref || canon(r) === ref) return true;
  }
  return false;
}

/** Are the card's effects negated on the board the window opens on? */
export function negatedThere(after: Board, ref: string, canon: (r: string) => string): boolean {
  let c = after.cards[ref];
  if (!c) for (const k in after.cards) if (canon(k) === ref) { c = after.cards[k]; break; }
  return c !== undefined && effectsNegatedNow(c, Object.values(after.cards), after.earlierNegations);
}

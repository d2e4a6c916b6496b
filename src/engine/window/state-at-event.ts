/**
 * WIN-STATE-AT-EVENT (issue 16; rules reference docs/c03/诱发类效果.rst:404–407): a trigger's board condition marked
 * `atEvent` (「○○存在的状态，xx的场合」) is read where every card was once the step of its event was done — not on the
 * board after the chain. A card destroyed later in the chain still counted; one that came later did not.
 */
import type { Condition, Player } from '../../cards/facts.js';
import type { Timeline } from '../game/timeline.js';
import { matchContext, matchesFilter, type CardView, type GameView } from '../game/match.js';

/** The conditions read at the event, and the rest (read after the chain as before). */
export function splitAtEvent(conds: readonly Condition[]): { atEvent: Condition[]; rest: Condition[] } {
  const atEvent: Condition[] = [];
  const rest: Condition[] = [];
  for (const c of conds) ((c.is === 'exists' || c.is === 'none') && c.atEvent ? atEvent : rest).push(c);
  return { atEvent, rest };
}

/** Do the conditions hold at events[index]? Every card is seen where the timeline had it then. */
export function holdsAtEvent(conds: readonly Condition[], game: GameView, tl: Timeline, index: number, selfRef: string, me: Player): boolean {
  const views: CardView[] = [];
  for (const v of game.cards()) {
    const s = tl.at(v.ref, index);
    if (!s) continue;
    views.push({ ...v, zone: s.zone, faceUp: s.faceUp, controller: s.controller, position: s.position, ...(s.changed ? { changed: s.changed } : {}) });
  }
  const ctx = matchContext(selfRef, me, game.attacker);
  for (const c of conds) {
    if (c.is !== 'exists' && c.is !== 'none') continue;
    const n = views.filter((v) => matchesFilter(c.filter, v, ctx) || (c.is === 'exists' && c.or !== undefined && matchesFilter(c.or, v, ctx))).length;
    if (c.is === 'exists' ? n < (c.min ?? 1) : n > 0) return false;
  }
  return true;
}

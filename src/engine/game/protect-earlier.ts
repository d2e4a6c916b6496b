/**
 * Issue 16, lingering effects — CH-PROTECT-EARLIER (rules reference docs/c03/装备卡.rst:122, docs/c03/卡片的抗性.rst:146).
 *
 * A protection from destruction an effect activated earlier this turn left (`本回合:`, its effect applied: not negated, not
 * activated by another card's effect as that resolved) — 「这个回合，自己场上的「X」卡不会被战斗·效果破坏」, a `cannot-be-destroyed` step
 * lasting the turn over every card a filter names (read by the compiler after 「这个回合，」). It names no card chosen at its resolution:
 * it keeps every card that fits it (read from the side of the player who activated it) for the rest of the turn — a monster
 * used as an equip card that still bears the name too. A card unaffected by the protecting card is not kept.
 */
import type { Card, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { activatedByEffect, historyEffect, lastsNow } from './history.js';
import { matchesFilter, onBoard } from './match.js';
import { stateUnaffected } from './protection.js';
import { isField } from './board.js';

/** The earlier activation whose lasting protection keeps `c` (on the field) from destruction by `cause`, or null. */
export function protectedEarlier(state: EngineState, c: BoardCard, cause: 'battle' | 'effect'): { card: Card; player: Player } | null {
  if (!isField(c.zone)) return null;
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null) continue;
    const e = historyEffect(h);
    if (!e || e.kind === 'continuous' || activatedByEffect(h, e)) continue;
    for (const a of e.does) {
      if (a.do !== 'cannot-be-destroyed' || !lastsNow(a, state.scenario.phase) || typeof a.what !== 'object' || a.what.scope !== 'all') continue;
      if (a.against !== 'any' && a.against !== cause) continue;
      if (!matchesFilter(a.what.filter, c, onBoard(state.board, `本回合:${h.card.name}`, h.player))) continue;
      if (stateUnaffected(c, h.card, h.player)) continue;
      return { card: h.card, player: h.player };
    }
  }
  return null;
}

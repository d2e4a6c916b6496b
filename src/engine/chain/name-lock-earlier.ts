/**
 * Issue 16, lingering effects — CH-NAME-LOCK-EARLIER (rules reference docs/c02/卡片·效果的发动.rst:12–14).
 *
 * An effect activated earlier this turn (`本回合:`, its effect applied: not negated, not activated by another card's effect) that
 * added a card to the hand and left 「这个回合，自己不能作这个效果加入手卡的卡以及那些同名卡的发动」, the card it added written on the
 * entry (`本回合:A:X(加入:Y)`, also `(对象:Y)`): its player cannot activate a card of that name, nor its effects, for the rest of
 * the turn — wherever the card is (the hand, the field, a Pendulum Zone). The other player is free; a card returned to the hand by
 * an effect with no such text is free.
 */
import type { Card, Player } from '../../cards/facts.js';
import type { EngineState } from '../game/state.js';
import { activatedByEffect, historyEffect } from '../game/history.js';

/** The earlier activation whose lock forbids `player` to activate a card named `name` now, or null. */
export function nameLockEarlier(state: EngineState, player: Player, name: string): Card | null {
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null || h.player !== player || !h.about?.some((c) => c.name === name)) continue;
    const e = historyEffect(h);
    if (!e || activatedByEffect(h, e)) continue;
    if (h.card.addedNameLock) return h.card;
  }
  return null;
}

/**
 * Added (issue 16, SIT-CHANGED-HERE): a card the situation lists with the Attribute or Type an earlier effect gave it where it is
 * now (`元素灵剑士·随风(属性:地)` in the GY, `X(种族:恐龙族)` on the field). The change lasts only while it stays there: once the card
 * moves it is a new card with its own Attribute and Type again (rules reference docs/c03/只能有○○存在.rst:45, :133). The binder
 * records each changed card here; the board gives the card back its own self when it moves (../engine/game/board.ts).
 */
import type { Card } from '../cards/facts.js';

const OWN = new WeakMap<Card, Card>();

/** Record that `changed` is `own` with an Attribute or Type taken where it is. */
export function rememberChangedHere(changed: Card, own: Card): void {
  OWN.set(changed, own);
}

/** The card as it is of itself, when this one carries an Attribute or Type taken where it is; undefined otherwise. */
export function ownSelf(card: Card): Card | undefined {
  return OWN.get(card);
}

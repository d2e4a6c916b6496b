/**
 * Added (issue 16, WIN-NAME-OFF-FIELD): a card the situation lists renamed (`X(卡名:Y)`, an earlier effect changed its name on
 * the field) remembers the card it is, so that what happens once it left the field reads its own name again
 * (rules reference docs/c03/特定效果的处理方法.rst:886). The binder records each renamed card here; readers ask by the object.
 */
import type { Card } from '../cards/facts.js';

const PRINTED = new WeakMap<Card, Card>();

/** Record that `renamed` is `printed` under a name taken on the field. */
export function rememberRenamed(renamed: Card, printed: Card): void {
  PRINTED.set(renamed, printed);
}

/** The card under its own name, when this one carries a name taken on the field; undefined otherwise. */
export function printedName(card: Card): Card | undefined {
  return PRINTED.get(card);
}

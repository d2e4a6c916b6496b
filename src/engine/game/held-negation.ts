/**
 * Issue 16, lingering effects — CT-BOND-NEGATE-HELD (rules reference docs/c02/基本用语.rst:340–347).
 *
 * An activated effect that negates its target 「只要这只怪兽在场上表侧表示存在」 / 「这只怪兽表侧表示存在期间」 (read from the card text,
 * ../../cards/compile/held-negation.ts) keeps that target (持续取对象, stated `(对象:X)` on its card): the negation was applied once, as the
 * effect resolved, and lasts while the card stays face-up on the field holding it — also when the card's own effects are negated since
 * (`(效果无效)`): an effect the target activates resolves negated. The card gone from the field or face-down, the target is free.
 */
import type { Board, BoardCard } from '../types.js';
import { isField } from './board.js';

/** The face-up card whose held negation covers `c` now, or null. */
export function heldNegationOf(board: Board, c: BoardCard): BoardCard | null {
  if (!isField(c.zone) || !c.faceUp) return null;
  for (const k in board.cards) {
    const h = board.cards[k]!;
    if (h === c || !h.bound || !isField(h.zone) || !h.faceUp || !h.bound.some((b) => b.ref === c.ref)) continue;
    if (h.card.heldNegation) return h;
  }
  return null;
}

/**
 * WIN-EQUIPPED-HOLDER-GONE (rules reference docs/c03/装备卡.rst:42–53): an equip card whose monster had already left the Monster
 * Zone, or was no longer face-up there, when the card itself moves (destroyed by rule as no longer equipped) was equipped to no
 * monster as it moved — it is not 「怪兽装备的这张卡」 (WIN-EQUIPPED-ONLY reads the event's `unequipped`). An equip card that leaves
 * together with its monster, in the same move, was still equipped: it is.
 */
import type { Board, BoardCard } from '../types.js';

/** The cards of a move (read before any of them moves) that are equip cards of a monster no longer face-up in a Monster Zone. */
export function holderGone(board: Board, cards: readonly BoardCard[]): string[] | undefined {
  let out: string[] | undefined;
  for (const c of cards) {
    if (!c.equippedTo) continue;
    const m = board.cards[c.equippedTo];
    if (!m || m.zone !== 'monster' || !m.faceUp) (out ??= []).push(c.ref);
  }
  return out;
}

/**
 * CH-NEGATED-EARLIER (rules reference docs/c03/无效.rst:262–289): a face-up card the situation marks
 * `(效果无效)` had its effects negated by an effect resolved before this chain (a one-time negation
 * of a monster's effects, 「这个效果特殊召唤的怪兽的效果无效化」). An effect it activates from the field in that state resolves
 * negated — also when the card has left the field since (the negation covered that activation) — unless
 * the card was turned face-down meanwhile: a face-down card is a new card, and the negation is over.
 * Its continuous effects do not apply while it stays so (the chain's scan of negators skips it).
 */
import type { Board, BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { isField } from '../game/board.js';
import { R } from '../rule-ids.js';

/** Is this card, as the situation lists it, face-up on the field with its effects negated earlier? */
export function negatedEarlier(c: BoardCard | undefined): boolean {
  return Boolean(c && c.faceUp && isField(c.zone) && c.states.includes('effects-negated'));
}

/**
 * CH-NEGATED-OFF-FIELD (issue 16, lingering effects; rules reference docs/c03/无效.rst:320–328): a card in the GY, banished or
 * face-up in the Extra Deck that the situation marks `(效果无效)` — a negation that lasts there (a monster destroyed by battle by a
 * card whose effect negates it in the GY, 「那些攻击破坏的怪兽的效果不能发动并无效化」): an effect it activates where it is resolves
 * negated, also when it has left that place by resolution (the negation covered that activation).
 */
export function negatedOffField(c: BoardCard | undefined): boolean {
  return Boolean(c && (c.zone === 'gy' || c.zone === 'banished' || (c.zone === 'extra' && c.faceUp)) && c.states.includes('effects-negated'));
}

/** Mark the links activated from the field by such a card (read on the board as it was before the chain). */
export function markNegatedEarlier(state: EngineState, before: Board): void {
  for (const l of state.links) {
    if (l.legal === false || l.cardActivation) continue;
    const c = before.cards[l.ref];
    if (isField(l.activatedFrom) ? negatedEarlier(c) : l.activatedFrom === c?.zone && negatedOffField(c)) {
      // CH-GAINED-NOT-NEGATED-EARLIER: a ● the card gains by its own 「得到以下效果」 — no effect gives it, the earlier negation does not reach it.
      if (l.effect?.gainedSelf) {
        l.rules.push(R.GAINED_NOT_NEGATED_EARLIER);
        continue;
      }
      l.negatedEarlier = true;
      if (!isField(l.activatedFrom)) l.negatedOffField = true;
    }
  }
}

/** Still negated at resolution: the mark holds unless the card is now face-down on the field. */
export function stillNegatedEarlier(state: EngineState, link: LinkState): boolean {
  if (!link.negatedEarlier) return false;
  const c = state.board.cards[link.ref];
  return !(c && isField(c.zone) && !c.faceUp);
}

/**
 * CH-TARGET-MOVED: 「那个对象转移为自己场上的作为正确对象的这张卡」 — as the effect resolves, the activation it answers
 * targets this card instead of the card it protected (the target it had is replaced; the answered effect then resolves on this card).
 * The card must still be face-up on its field to take the target; whether it is a correct target for that effect is its player's to
 * judge, assumed and said.
 */
import type { CardFilter, Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import type { LinkState } from './state.js';
import { canonical } from './board.js';
import { matchesFilter, onBoard } from './match.js';

export type TargetMoved =
  | { moved: true; from: BoardCard | null }
  | { moved: false; why: 'no-activation' | 'left' | 'already' };

/** Move the answered link's target — the one of this card's side, else its only one — to `self`; the link's targets are replaced, not changed in place. */
export function moveTarget(board: Board, answered: LinkState | null, self: BoardCard | undefined, me: Player, protects?: CardFilter): TargetMoved {
  if (!answered || answered.targets.length === 0) return { moved: false, why: 'no-activation' };
  if (!self || self.zone !== 'monster' || !self.faceUp) return { moved: false, why: 'left' };
  const refs = answered.targets.map((r) => canonical(board, r));
  if (refs.includes(self.ref)) return { moved: false, why: 'already' };
  // The protected card: the target the trigger's words name (`protects`, its `respondsTo.targets`: 「自己场上的「六武众」怪兽」) when one is
  // — read as it was targeted, not where it is now (it may have left since) — else a target of this card's side (its owner's, should it
  // have left the field since), else the only target.
  const named = protects ? protectedTarget(board, refs, self, me, protects) : -1;
  const at = named >= 0 ? named : refs.findIndex((r) => board.cards[r]?.owner === me || board.cards[r]?.controller === me);
  const i = at >= 0 ? at : refs.length === 1 ? 0 : -1;
  if (i < 0) return { moved: false, why: 'no-activation' };
  const from = board.cards[refs[i]!] ?? null;
  answered.targets = answered.targets.map((r, k) => (k === i ? self.ref : r));
  return { moved: true, from };
}

/**
 * The index of the target the trigger protects: one that fits its words but for where and how it lies now (a card bounced since is still
 * the one it protected); -1 when none does.
 */
function protectedTarget(board: Board, refs: readonly string[], self: BoardCard, me: Player, protects: CardFilter): number {
  const { place: _place, faceUp: _faceUp, ...kind } = protects;
  const ctx = onBoard(board, self.ref, me, true);
  return refs.findIndex((r) => {
    const c = board.cards[r];
    return c !== undefined && matchesFilter(kind, c, ctx);
  });
}

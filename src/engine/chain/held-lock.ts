/**
 * Issue 16, lingering effects — CT-BOND-LOCK-HELD (rules reference docs/c02/基本用语.rst:336–340).
 *
 * A card that keeps a target (持续取对象, stated `(对象:X)`) whose effect says that card cannot be activated while it applies
 * (「选择的卡只要这张卡在场上表侧表示存在不能发动」, 「只要这张卡在场地区域存在，盖放的那张卡直到结束阶段不能发动」: read from the text,
 * ../../cards/compile/held-lock.ts) holds it only while its own effects apply: face-up on the field, not negated (`(效果无效)`,
 * `(不能使用)`, or a continuous negation of the field now). Negated, the target may be activated; it still keeps the target.
 */
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { isField } from '../game/board.js';
import { continuouslyNegated } from '../game/protection.js';

/** The card whose held lock forbids activating `self` now, or null. */
export function heldLockOn(state: EngineState, link: LinkState, self: BoardCard): BoardCard | null {
  for (const k in state.board.cards) {
    const h = state.board.cards[k]!;
    if (h === self || !h.bound?.some((b) => b.ref === self.ref) || !isField(h.zone) || !h.faceUp) continue;
    if (!h.card.heldActivationLock) continue;
    if (h.activationNegated || h.states.includes('effects-negated') || h.states.includes('cannot-use') || continuouslyNegated(state, link, h)) continue;
    return h;
  }
  return null;
}

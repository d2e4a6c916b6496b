/**
 * CH-COST-CANNOT-TRIBUTE: a monster whose own continuous effect says it cannot be tributed (「只要这张卡在怪兽区域存在，这张卡不能解放」,
 * `forbids: 'tribute'` on `self` without `forbidsEffectOnly`) cannot be tributed for a cost either, while that effect applies — face-up
 * in the Monster Zone, its effects not negated (rules reference docs/c03/只能有○○存在.rst:292 counts such a monster among those that
 * cannot be tributed). A limit against effects only (「不能用效果解放」) is left to the tribute by an effect.
 * Asked only for a tribute cost; a card with no continuous effect answers at once.
 */
import type { Board, BoardCard } from '../types.js';
import { hasContinuous } from '../game/speed.js';
import { effectsNegatedNow } from '../game/effects-negated.js';

export function untributableForCost(board: Board, x: BoardCard): boolean {
  if (x.zone !== 'monster' || !x.faceUp || !hasContinuous(x.card)) return false;
  const limited = x.card.effects.some((e) => e.kind === 'continuous' && e.does.some((a) => a.forbids === 'tribute' && a.what === 'self' && !a.forbidsEffectOnly));
  if (!limited || x.states.includes('effects-negated') || x.states.includes('cannot-use')) return false;
  return !effectsNegatedNow(x, Object.values(board.cards), board.earlierNegations);
}

/**
 * MATCH-STAT-BELOW: a card description bounded by another card's ATK — 「持有比这张卡／特殊召唤的怪兽的攻击力低的攻击力（守备力）
 * 的怪兽」 (`CardFilter.below`, read by the compiler: CMP-STAT-BELOW). The bound is that card's ATK as it is when the filter is read:
 * at activation (what the effect would destroy — its target in the GY by its printed ATK), and as the step resolves (the target
 * then on the field, by the ATK it shows). A 「?」 ATK off the field is no number: nothing is lower. With the card not known the
 * filter is left as it is (nothing compared).
 */
import type { Action, CardFilter } from '../../cards/facts.js';
import type { Board } from '../types.js';
import { valueNow } from './stats.js';
import type { CardView } from './match.js';

function atkOf(c: CardView): number | undefined {
  const atk = c.stats?.length ? valueNow(c, 'atk') : c.card.atk;
  if (atk === undefined || (atk < 0 && c.zone !== 'monster')) return undefined;
  return Math.max(atk, 0);
}

/** The filter with the ATK its bound reads put in, from the effect's own card or its (first) target. */
export function boundBelow(f: CardFilter, own: CardView | undefined, targets: readonly CardView[]): CardFilter {
  if (!f.below || f.below.value !== undefined) return f;
  const ref = f.below.of === 'self' ? own : targets[0];
  const value = ref ? atkOf(ref) : undefined;
  return value === undefined ? f : { ...f, below: { ...f.below, value } };
}

/** A step whose subject is such a description, bounded on the board as it resolves (its own card `selfRef`, its targets `targets`). */
export function boundStepBelow(a: Action, board: Board, selfRef: string, targets: readonly string[]): Action {
  const what = a.what;
  if (!what || typeof what !== 'object' || !('filter' in what) || !what.filter.below) return a;
  const own = board.cards[selfRef];
  const tgt = targets.map((r) => board.cards[r]).filter((c): c is NonNullable<typeof c> => c !== undefined);
  const filter = boundBelow(what.filter, own, tgt);
  return filter === what.filter ? a : { ...a, what: { ...what, filter } };
}

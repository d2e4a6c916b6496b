/**
 * MATCH-LEVEL-NOT-RANK (s54; rules reference docs/c01/大师规则（2017）变更点.rst:68 — a Link Monster has neither Level nor Rank; an
 * Xyz Monster has a Rank, no Level — docs/c03/复制.rst:204 「不持有等级的怪兽」): a Level bound (「4星以下」「5星以上」「8星」, `levelMin`/`levelMax`) reaches only a monster with a Level. The card data stores a Rank
 * or a Link Rating where a Level would be, so a bound read on that number alone took 「No.39 希望皇 霍普」 (Rank 4) for a Level 4 monster.
 */
import type { Card, CardFilter } from './facts.js';

/** An Xyz or Link Monster: a monster with no Level. */
export function noLevel(card: Pick<Card, 'type'>): boolean {
  return card.type.kind === 'monster' && (card.type.subtypes.includes('xyz') || card.type.subtypes.includes('link'));
}

/**
 * Does a monster whose Level is now `level` fit the filter's Level bound? No bound: yes. A monster with no Level: no (unless the filter
 * also reaches Ranks, `levelled`: 「等级·阶级比…低的」). A Level the card data does not give: assumed to fit, as everywhere.
 */
export function fitsLevelBound(f: Pick<CardFilter, 'levelMin' | 'levelMax' | 'levelled'>, card: Pick<Card, 'type'>, level: number | undefined): boolean {
  if (f.levelMin === undefined && f.levelMax === undefined) return true;
  if (!f.levelled && noLevel(card)) return false;
  if (level === undefined) return true;
  return (f.levelMin === undefined || level >= f.levelMin) && (f.levelMax === undefined || level <= f.levelMax);
}

/** A Rank bound (「4阶以下」「5阶以上」): only an Xyz Monster has a Rank — the number the card data stores for it. Unknown: assumed to fit. */
export function fitsRankBound(f: Pick<CardFilter, 'rankMin' | 'rankMax'>, card: Pick<Card, 'type'>, rank: number | undefined): boolean {
  if (f.rankMin === undefined && f.rankMax === undefined) return true;
  if (card.type.kind === 'monster' && card.type.subtypes.length > 0 && !card.type.subtypes.includes('xyz')) return false;
  if (rank === undefined) return true;
  return (f.rankMin === undefined || rank >= f.rankMin) && (f.rankMax === undefined || rank <= f.rankMax);
}

/**
 * CMP-TRIBUTE-COUNT: how many tributes a monster's Normal Summon (上级召唤) needs, from its Level now and the count its text sets
 * (`Card.tributeCount`, read once by the compiler: ./compile/summon-materials.ts readTributeCount). One function for the written
 * Tribute Summon (src/scenario/summon-materials.ts) and the Normal Summon an effect makes (src/engine/game/summon-by-effect.ts), so
 * the two never count differently. It reads facts only, no card text.
 */
import type { TributeCount, TributeOption } from './facts.js';

/** The counts its Normal Summon may be made with: any one of `options`; `fixed` when the text allows no other count. */
export interface TributeNeed {
  options: TributeOption[];
  fixed: boolean;
}

/** The Level's own count (rules reference docs/c02/基本用语.rst:641–648): Level 5–6 one tribute, 7 or more two, 4 or less none. */
export const levelTributes = (level: number | undefined): number => ((level ?? 0) >= 7 ? 2 : (level ?? 0) >= 5 ? 1 : 0);

/**
 * The counts a monster of `level` (its Level now: lowered in the hand, it is counted so) may be Normal Summoned with:
 * - the text's `only` count, and no other (「必须把3只解放作召唤」: no effect waives or lowers it, 基本用语.rst:653–659);
 * - else its Level's count, and the text's other counts — a larger one (「也能把3只怪兽解放」) at any Level, a smaller one
 *   (「可以把1只…解放作召唤」「或者1只「守墓」怪兽」「可以不用解放作召唤」) only while the Level asks for more (SIT-TRIBUTE-LEVEL-NOW).
 * No options: it is summoned without tributes.
 */
export function tributeNeed(count: TributeCount | undefined, level: number | undefined): TributeNeed {
  if (count?.only) return { options: [count.only], fixed: true };
  const own = levelTributes(level);
  const options: TributeOption[] = own > 0 ? [{ n: own }] : [];
  for (const o of count?.also ?? []) if (!o.lighter || own > o.n) options.push(o);
  return { options, fixed: false };
}

/** The fewest tributes of the options, and that option (the first of that count, the Level's own before a text's). */
export function fewestTributes(need: TributeNeed): TributeOption | null {
  let best: TributeOption | null = null;
  for (const o of need.options) if (!best || o.n < best.n) best = o;
  return best;
}

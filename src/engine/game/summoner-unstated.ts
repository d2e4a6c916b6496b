/**
 * WIN-BATTLE-PHASE-END-SUMMONER: 「这张卡用名字带有「剑斗兽」的怪兽的效果特殊召唤成功的场合，这张卡进行战斗的战斗阶段结束时」 (two 剑斗兽 monsters) —
 * a condition on which card's effect Special Summoned this card (FD-SUMMONED-BY-SELF, `summonedBySelf`), read from what the situation
 * writes of it (`由X`). Where the situation writes no summoner and nothing else of how it came out, the clause is not known either way:
 * a 剑斗兽 on the field is almost always one tagged in by another 剑斗兽's effect (their whole play), so the reader assumes it and says so,
 * rather than leaving its trigger out silently. Written summoned by another card's effect, or another way (通常召唤, 自身特召, …), it is
 * not met, and the reader says why.
 */
import type { CardFilter, Player } from '../../cards/facts.js';
import type { CardState } from '../../notation/ast.js';
import { matchContext, matchesFilter, type CardView } from './match.js';
import { becameNewCard } from './memory.js';

/** How a self `summonedBySelf` clause unmet stands: no summoner written (assumed met), or another card or another way written. */
export type SummonerUnmet = { is: 'unwritten' } | { is: 'other'; by: string | null };

/**
 * Ways of coming out that are no Special Summon by a card's effect (a Normal, Tribute or Flip Summon, a summon by its own procedure,
 * a Fusion … Pendulum Summon): written, the summoner is known not to be a card's effect.
 */
const NOT_BY_EFFECT: readonly CardState[] = ['normal-summoned', 'tribute-summoned', 'flip-summoned', 'summoned-by-itself', 'fusion-summoned', 'synchro-summoned', 'xyz-summoned', 'link-summoned', 'ritual-summoned', 'pendulum-summoned'];

const looseOf = new WeakMap<CardFilter, CardFilter>();

/**
 * Why this card does not meet the filter's `summonedBySelf` when it meets the rest of it (face-up in the Monster Zone…), or null: the
 * filter asks no summoner of this card, the card meets it, or it fails it for another reason too.
 */
export function summonerUnmet(f: CardFilter, self: CardView, selfRef: string, me: Player): SummonerUnmet | null {
  if (!f.self || !f.summonedBySelf) return null;
  const ctx = matchContext(selfRef, me, null);
  let loose = looseOf.get(f);
  if (!loose) looseOf.set(f, (loose = { ...f, summonedBySelf: undefined }));
  if (!matchesFilter(loose, self, ctx) || matchesFilter(f, self, ctx)) return null;
  if (self.summonedByOwn !== undefined) return { is: 'other', by: self.summonedByOwn };
  // (Turned face-down or banished and back since, it is a new card that no effect named here Special Summoned.)
  const states = self.states ?? [];
  if (NOT_BY_EFFECT.some((s) => states.includes(s)) || becameNewCard(states)) return { is: 'other', by: null };
  return { is: 'unwritten' };
}

/**
 * SIT-SUMMON-PLEDGE-BATTLE-PHASE (s59; rules reference docs/c03/誓约.rst:241–253): a pledge of the monster's Special Summon against
 * the Battle Phase — no effect of it, so not on the field and not negated (技能抽取 does not lift it):
 * - 「这个方法特殊召唤过的场合，这个回合自己不能进行战斗阶段」「这个方法特殊召唤(成功)的回合，自己不能…」 (燃烧拳击手 练习拳手): only a summon by
 *   its own procedure binds (`by: 'procedure'`, :249–253);
 * - 「把这张卡特殊召唤的回合，自己不能进行战斗阶段」 (爆走特急 火箭飞矢): any Special Summon of it binds, by a card effect too (`by: 'any'`,
 *   :244–247, 熔岩魔神's wording).
 * Before s59 the sentence was kept as an empty continuous effect and the player attacked after the summon.
 */
import type { EffectFacts } from '../facts.js';

/** The two leads, then the Battle Phase limit; the sentence stands anywhere in the text (before or after the procedure). */
const SENTENCE = /(这个方法特殊召唤(?:过|成功)?的(?:场合[，,]这个回合|回合)|把这张卡特殊召唤的回合)[，,]?自己不能进行战斗阶段/;

/** The summon pledge a monster's text states, or null. */
export function summonPledgeOf(text: string): NonNullable<EffectFacts['summonPledge']> | null {
  const m = SENTENCE.exec(text);
  if (!m) return null;
  return { forbids: 'battle-phase', by: m[1]!.startsWith('这个方法') ? 'procedure' : 'any', words: m[0] };
}

/**
 * Puts the pledge on the record of its own sentence (the compiler keeps it as an effect with nothing to do), else on the card's
 * procedure — the engine reads it from the card, whichever record holds it. (The caller asks only a monster's text holding
 * 「不能进行战斗阶段」.)
 */
export function summonPledgeFacts(out: EffectFacts[], text: string): void {
  const p = summonPledgeOf(text);
  if (!p) return;
  const holder = out.find((e) => e.words !== undefined && e.does.length === 0 && p.words.includes(e.words)) ?? out.find((e) => e.kind === 'procedure' && !e.summonRestriction) ?? out.find((e) => e.kind === 'procedure');
  if (holder) holder.summonPledge = p;
}

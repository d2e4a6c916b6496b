/**
 * CMP-CANNOT-BE-CHAINED: 「(对方/双方)不能对应这个效果的发动把魔法·陷阱·怪兽的效果发动」「不能对应这张卡的发动让魔法·陷阱卡发动」 —
 * what may not be activated in answer to this activation (EffectFacts.cannotBeAnsweredBy, judged by CH-CANNOT-BE-CHAINED):
 * whose (the opponent's, or anyone's) and which kinds of card. 「把选择的卡/作为对象的卡发动」 bans only the targets
 * (CH-CANNOT-BE-CHAINED-TARGET).
 */
import type { CardKind, EffectFacts } from '../facts.js';

export type AnswerGuard = NonNullable<EffectFacts['cannotBeAnsweredBy']>;
export type AnswerGuardScope = 'this-effect' | 'card-activation';

const GUARD = /(对方|双方)?不能对应这(个效果|张卡)的发动(?:让|把)([^。，]*?)发动/g;

/**
 * CH-CANNOT-BE-CHAINED-GRANTED: 「只要这张卡在(怪兽区域|场上|场地区域)存在，对方不能对应(通常召唤的|自己的「X」)怪兽的效果的发动把魔法·陷阱·怪兽的效果发动」
 * (天魔大帝, 玄化因子) — a guard held by a continuous effect over the activations of its controller's monsters of that kind; null when the
 * text says none (or says it under another condition).
 */
const HELD_GUARD = /(?:^|。|：)只要这张卡在(?:怪兽区域|场上|场地区域|魔法与陷阱区域)(?:表侧表示)?存在[，,]对方不能对应(通常召唤的|自己的)?(?:「([^」]+)」)?怪兽的效果的发动(?:让|把)([^。，]*?)发动/;
/** An Equip Card's 「对方不能对应装备怪兽的效果的发动把…发动」: the guard is the equipped monster's, held while the card equips it. */
const EQUIPPED_GUARD = /(?:^|。|：)对方不能对应装备怪兽的效果的发动(?:让|把)([^。，]*?)发动/;
/** A sentence that is only that ban (an old text's sentence of its own): a continuous effect, not one activated. */
export const onlyEquippedGuard = (s: string): boolean => /^对方不能对应装备怪兽的效果的发动(?:让|把)[^。，]*?发动。?$/.test(s);
export function heldAnswerGuardIn(text: string): NonNullable<EffectFacts['answerGuardGrant']> | null {
  const m = HELD_GUARD.exec(text);
  if (!m) {
    const eq = EQUIPPED_GUARD.exec(text);
    return eq ? { of: { kind: 'monster', equipped: true }, guard: { by: 'opponent', cardKind: kindsIn(eq[1]!) } } : null;
  }
  const of: NonNullable<EffectFacts['answerGuardGrant']>['of'] = { kind: 'monster', side: 'self' };
  if (m[1] === '通常召唤的') of.summoned = 'normal';
  if (m[2]) of.archetype = m[2];
  return { of, guard: { by: 'opponent', cardKind: kindsIn(m[3]!) } };
}

function kindsIn(words: string): CardKind[] {
  const kinds: CardKind[] = [];
  if (words.includes('魔法')) kinds.push('spell');
  if (words.includes('陷阱')) kinds.push('trap');
  if (words.includes('怪兽')) kinds.push('monster');
  return kinds.length ? kinds : ['monster', 'spell', 'trap'];
}

/** The bans a text states about answering its own activations. */
export function answerGuardsIn(text: string): { scope: AnswerGuardScope; guard: AnswerGuard }[] {
  const out: { scope: AnswerGuardScope; guard: AnswerGuard }[] = [];
  for (const m of text.matchAll(GUARD)) {
    // 「自己场上有7星以上的…存在的场合，对方不能对应…」: a ban under a condition of the board is not read (it would hold always).
    const start = Math.max(text.lastIndexOf('。', m.index), text.lastIndexOf('：', m.index)) + 1;
    if (/的场合|时，|只要/.test(text.slice(start, m.index))) continue;
    const words = m[3]!;
    const guard: AnswerGuard = { by: m[1] === '对方' ? 'opponent' : 'any' };
    if (/选择的卡|作为对象的卡/.test(words)) guard.targetedOnly = true;
    else {
      const kinds: CardKind[] = [];
      if (words.includes('魔法')) kinds.push('spell');
      if (words.includes('陷阱')) kinds.push('trap');
      if (words.includes('怪兽')) kinds.push('monster');
      // 「把卡的效果发动」「让效果发动」: every kind.
      guard.cardKind = kinds.length ? (kinds.length === 1 ? kinds[0]! : kinds) : ['monster', 'spell', 'trap'];
    }
    out.push({ scope: m[2] === '张卡' ? 'card-activation' : 'this-effect', guard });
  }
  return out;
}

// CMP-TOKEN-NAMED: a step that Special Summons Tokens its text names (「把4只「羊衍生物」…特殊召唤」, 「2只「绵毛衍生物」」) makes that many
// Tokens of that name — the resolution and the events name them, not an unnamed monster. ANS-EN-UNNAMED: a monster an effect summons
// that the user did not name is shown in an English answer by an English placeholder, never the Chinese one.
import { describe, expect, it } from 'vitest';
import { haveCards } from '../cards/data.js';
import { cdbJudge } from '../cards/data.js';

const summoned = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => {
  const a = cdbJudge().chain(input, { lang });
  if (!a.ok) throw new Error(a.error.message);
  return { a, names: a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name)) };
};

describe.skipIf(!haveCards)('named Tokens and unnamed monsters', () => {
  it('[CMP-TOKEN-NAMED] 替罪羊 Special Summons 4 「羊衍生物」, named in the events and the resolution', () => {
    const { a, names } = summoned('{回合:A 阶段:主要1 A场:替罪羊(盖)} C1 A:替罪羊');
    expect(names).toEqual(['羊衍生物', '羊衍生物', '羊衍生物', '羊衍生物']);
    expect(JSON.stringify(a.links)).toContain('羊衍生物');
    expect(JSON.stringify(a)).not.toContain('未写明的怪兽');
  });
  it('[CMP-TOKEN-NAMED] read from card text: 蒲公英狮 in the GY makes 2 「绵毛衍生物」; the other side — 超融合 summons a Fusion Monster the user did not name: one unnamed monster', () => {
    expect(summoned('{回合:A 阶段:主要1 A墓:蒲公英狮} C1 A:蒲公英狮').names.filter((n) => n.includes('衍生物'))).toEqual(['绵毛衍生物', '绵毛衍生物']);
    const fusion = summoned('{回合:A 阶段:主要1 A场:超融合(盖),青眼白龙 A手:旋风 B场:黑魔术师} C1 A:超融合 [cost:丢弃 旋风]').names;
    expect(fusion).toHaveLength(1);
    expect(fusion[0]).toContain('未写明的怪兽');
  });
  it('[ANS-EN-UNNAMED] in English the monster 超融合 summons is 「(an unnamed monster)」 — no Chinese placeholder anywhere in the answer', () => {
    const { a, names } = summoned('{回合:A 阶段:主要1 A场:超融合(盖),青眼白龙 A手:旋风 B场:黑魔术师} C1 A:超融合 [cost:丢弃 旋风]', 'en');
    expect(names).toEqual(['(an unnamed monster)']);
    expect(JSON.stringify(a)).not.toContain('未写明');
  });
});

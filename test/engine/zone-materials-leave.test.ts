// ZONE-EXTRA-SUMMON (docs/c01/大师规则（2020年4月版）变更点.rst:21–33): a monster summoned from the Extra Deck looks for a zone once
// its materials have left the field. An effect that summons with materials (「…融合召唤」) while a monster of its player's is on the
// field — a possible material — is not refused for want of a zone, and is not stopped at resolution: that monster's zone may be the
// one used. An Extra Deck summon without materials, or a plain Special Summon, is still refused on a full field.
import { describe, expect, it } from 'vitest';
import { ask, haveData, legal } from '../reference/judge.js';

const FULL = 'A场:三眼怪(主1),黑魔术师(主2),青眼白龙(主3),黑森林的魔女(主4),元素英雄 羽翼侠(主5),No.39 希望皇 霍普(EX左) B场:';
const summoned = (input: string): number => ask(input).events.filter((e) => e.type === 'special-summoned').length;

describe.skipIf(!haveData)('ZONE-EXTRA-SUMMON: the materials on the field free their zone in the same step', () => {
  it('[ZONE-EXTRA-SUMMON] 融合 on a full field with 元素英雄 羽翼侠 among the monsters can be activated, and a monster is Fusion Summoned', () => {
    const input = `{回合:A 阶段:主要1 ${FULL} A手:融合,元素英雄 爆热女郎 A额外:元素英雄 火焰翼侠} C1 A:融合`;
    expect(legal(input, 1)).toBe(true);
    expect(ask(input).links[0]!.outcome).toBe('resolved');
    expect(summoned(input)).toBe(1);
  });
  it('[ZONE-EXTRA-SUMMON] with no materials, the same full field refuses 简易融合 (from the Extra Deck) and 死者苏生 (to a Main Monster Zone)', () => {
    expect(legal(`{回合:A 阶段:主要1 ${FULL} A手:简易融合 A额外:元素英雄 火焰翼侠} C1 A:简易融合`, 1)).toBe(false);
    expect(legal(`{回合:A 阶段:主要1 ${FULL} A手:死者苏生 A墓:元素英雄 爆热女郎} C1 A:死者苏生→元素英雄 爆热女郎`, 1)).toBe(false);
  });
});

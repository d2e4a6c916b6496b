// CMP-FLIP-MONSTER-TYPE: 「反转怪兽」「反转效果怪兽」 name Flip monsters (card texts: 死亡恶魔龙 「只要这张卡在场上存在，反转效果怪兽的效果无效化」,
// 反转重用 「以自己墓地最多2只反转怪兽为对象」). Before, 「反转效果怪兽」 was read as any Effect Monster and 「反转怪兽」 as any monster.
import { describe, expect, it } from 'vitest';
import { filterOf } from '../../src/cards/compile/words.js';
import { askCdb, haveCards } from './data.js';

const first = (input: string) => askCdb(input).links[0]!;

describe('CMP-FLIP-MONSTER-TYPE', () => {
  it('[CMP-FLIP-MONSTER-TYPE] the phrases read the Flip type', () => {
    expect(filterOf('反转效果怪兽').subtypes).toEqual(['flip']);
    expect(filterOf('自己墓地最多2只反转怪兽').subtypes).toEqual(['flip']);
  });
  it.skipIf(!haveCards)('[CMP-FLIP-MONSTER-TYPE] 死亡恶魔龙 face-up negates the effect of a Flip monster (深渊的暗杀者), not of another Effect Monster (黑羽-疾风之盖尔②)', () => {
    expect(first('{回合:B 阶段:主要1 A场:死亡恶魔龙,三眼怪 B场:深渊的暗杀者} C1 B:深渊的暗杀者→三眼怪').outcome).toBe('effect-negated');
    expect(first('{回合:B 阶段:主要1 A场:死亡恶魔龙,三眼怪 B场:黑羽-疾风之盖尔} C1 B:黑羽-疾风之盖尔→三眼怪').outcome).toBe('resolved');
  });
});

// CMP-LEAVES-SPECIAL-SUMMONED (issue 16): 「特殊召唤的表侧表示的这张卡从场上离开的场合回到卡组最下面」 — a card's own leave-the-field
// replacement (CH-LEAVES-REPLACEMENT) that holds only while the card was Special Summoned. Rules reference docs/c04/饼蛙.rst:39.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { leavesReplacementOf } from '../../src/cards/compile/replacement.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe('「特殊召唤的表侧表示的这张卡从场上离开的场合…」 (CMP-LEAVES-SPECIAL-SUMMONED)', () => {
  it('[CMP-LEAVES-SPECIAL-SUMMONED] the compiler reads the Special Summon condition into the leave replacement; the plain form has none', () => {
    expect(leavesReplacementOf('特殊召唤的表侧表示的这张卡从场上离开的场合回到卡组最下面。')?.leavesTo).toEqual({ to: 'deck-bottom', specialOnly: true });
    expect(leavesReplacementOf('表侧表示的这张卡从场上离开的场合除外。')?.leavesTo).toEqual({ to: 'banished' });
    expect(leavesReplacementOf('通常召唤的表侧表示的这张卡从场上离开的场合除外。')).toBeNull();
  });
});

describe.skipIf(!haveCards)('a Special Summoned card leaving the field goes where its own rule says (CMP-LEAVES-SPECIAL-SUMMONED)', () => {
  it('[CMP-LEAVES-SPECIAL-SUMMONED] 终焉龙 混沌帝 Special Summoned and destroyed by the opponent\'s 黑洞 goes to the bottom of the Deck, not the GY; the monster destroyed beside it has no such rule (a situation that does not say how it came out reads it as Special Summoned)', () => {
    for (const how of ['(特殊召唤)', '']) {
      const a = askCdb(`{回合:B 阶段:主要1 A场:终焉龙 混沌帝${how},青眼白龙 B手:黑洞} C1 B:黑洞`);
      expect(moved(a, 'destroyed')).toEqual(expect.arrayContaining(['终焉龙 混沌帝', '青眼白龙']));
      expect(moved(a, 'returned-to-deck')).toEqual(['终焉龙 混沌帝']);
      expect(moved(a, 'returned-to-deck')).not.toContain('青眼白龙');
      expect(a.links[0]!.rules).toContain('CH-LEAVES-REPLACEMENT');
    }
  });
  it('[CMP-LEAVES-SPECIAL-SUMMONED] returned to the hand by 强制脱出装置 it goes to the Deck instead too (any leaving of the field); a monster stated as Normal Summoned keeps no such rule', () => {
    const back = askCdb('{回合:A 阶段:主要1 A场:终焉龙 混沌帝(特殊召唤) B场:青眼白龙,强制脱出装置(盖)} C1 B:强制脱出装置→A:终焉龙 混沌帝');
    expect(moved(back, 'returned-to-hand')).toEqual([]);
    expect(moved(back, 'returned-to-deck')).toEqual(['终焉龙 混沌帝']);
    const normal = askCdb('{回合:B 阶段:主要1 A场:终焉龙 混沌帝(通常召唤) B手:黑洞} C1 B:黑洞');
    expect(moved(normal, 'returned-to-deck')).toEqual([]);
  });
});

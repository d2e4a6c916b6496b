// CMP-SUMMONED-FROM-PLACE (issue 16): in a card filter, 「从额外卡组特殊召唤的（1只表侧表示）怪兽」 names where the monster was summoned
// from, not where it is: it is a monster on the field that remembers that summon (`summonedFrom`), also with a count and a face
// written between. Before, 「额外卡组」 was read as the place of the card and no monster on the field could be chosen. Rules reference
// docs/c04/饼蛙.rst:59.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { filterOf } from '../../src/cards/compile/words.js';

describe('reading 「从X特殊召唤的」 in a card filter (CMP-SUMMONED-FROM-PLACE)', () => {
  it('[CMP-SUMMONED-FROM-PLACE] the summon\'s place is a memory of a monster on the field; a place of its own is kept', () => {
    expect(filterOf('从额外卡组特殊召唤的1只表侧表示怪兽')).toEqual({ kind: 'monster', place: 'field', faceUp: true, summonedFrom: 'extra' });
    expect(filterOf('从额外卡组特殊召唤的对方场上1只怪兽')).toMatchObject({ side: 'opponent', place: 'field', summonedFrom: 'extra' });
    expect(filterOf('从卡组把1只怪兽特殊召唤').place).toBe('deck');
  });
});

describe.skipIf(!haveCards)('a target that was Special Summoned from the Extra Deck (CMP-SUMMONED-FROM-PLACE)', () => {
  const dracul = (state: string) => askCdb(`{回合:B 阶段:主要1 A场:No.24 龙血鬼 德拉古勒斯 B场:青眼双爆裂龙(${state})} C1 A:No.24 龙血鬼 德拉古勒斯①→B:青眼双爆裂龙`).links[0]!;
  it('[CMP-SUMMONED-FROM-PLACE] No.24 龙血鬼 德拉古勒斯① in the opponent\'s turn may target the opponent\'s Fusion Summoned monster (an Extra Deck summon), or one stated as summoned from there', () => {
    expect(dracul('融合召唤').legal).toBe(true);
    expect(dracul('从额外特召').legal).toBe(true);
  });
  it('[CMP-SUMMONED-FROM-PLACE] not a monster stated as summoned otherwise (a plain Special Summon, one from the GY), nor a monster still in the Extra Deck', () => {
    expect(dracul('特殊召唤').legal).toBe(false);
    expect(dracul('从墓地特召').legal).toBe(false);
    expect(askCdb('{回合:B 阶段:主要1 A场:No.24 龙血鬼 德拉古勒斯 B额外:娱乐伙伴 天空魔术家(表侧)} C1 A:No.24 龙血鬼 德拉古勒斯①→B:娱乐伙伴 天空魔术家').links[0]!.legal).toBe(false);
  });
});

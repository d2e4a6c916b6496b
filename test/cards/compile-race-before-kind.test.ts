// CMP-RACE-BEFORE-KIND: a Type followed by a monster kind (「龙族的仪式怪兽」「龙族同调怪兽」「电子界族连接怪兽」「龙族的通常怪兽」)
// keeps the Type in the filter — before, only 「X族(的)怪兽」 kept it, so 异色眼降临 Ritual Summoned a Fairy. Where the Type belongs to
// the Fusion Monster a card decides (「魔法师族融合怪兽卡决定的融合素材怪兽」), the materials get no Type.
import { describe, expect, it } from 'vitest';
import { filterOf } from '../../src/cards/compile/words.js';
import { askCdb, haveCards } from './data.js';

describe('CMP-RACE-BEFORE-KIND', () => {
  it('[CMP-RACE-BEFORE-KIND] the Type before a monster kind is read, with the kind', () => {
    const ritual = filterOf('1只龙族的仪式怪兽');
    expect(ritual.race).toBe('龙族');
    expect(ritual.subtypes).toEqual(['ritual']);
    expect(filterOf('自己场上1只龙族同调怪兽').race).toBe('龙族');
    expect(filterOf('自己墓地1只电子界族连接怪兽').race).toBe('电子界族');
    expect(filterOf('1只7星以下的龙族的通常怪兽').race).toBe('龙族');
    expect(filterOf('1只龙族·战士族·魔法师族的通常怪兽').race).toEqual(['龙族', '战士族', '魔法师族']);
  });
  it('[CMP-RACE-BEFORE-KIND] the other side: the Fusion Monster\'s Type is not the materials\', and a kind without a Type has none', () => {
    expect(filterOf('自己的场上·墓地把魔法师族融合怪兽卡决定的融合素材怪兽').race).toBeUndefined();
    expect(filterOf('自己墓地1只同调怪兽').race).toBeUndefined();
  });
  it.skipIf(!haveCards)('[CMP-RACE-BEFORE-KIND] 异色眼降临 (imported) Ritual Summons only a Dragon: with a Fairy Ritual Monster alone in a listed hand and an empty GY it cannot be activated; with a Dragon one too it summons the Dragon', () => {
    const fairy = askCdb('{回合:A 阶段:主要1 A手:破灭之女神 露茵,异色眼灵摆龙 A墓:} C1 A:异色眼降临').links[0]!;
    expect(fairy.legal).toBe(false);
    const both = askCdb('{回合:A 阶段:主要1 A手:破灭之女神 露茵,古圣戴 始龙,异色眼灵摆龙 A墓:} C1 A:异色眼降临');
    expect(both.links[0]!.legal).toBe(true);
    expect(both.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['古圣戴 始龙']);
    // 高等仪式术 names no Type: the Fairy is fine for it.
    expect(askCdb('{回合:A 阶段:主要1 A手:破灭之女神 露茵 A墓:} C1 A:高等仪式术').links[0]!.legal).toBe(true);
  });
});

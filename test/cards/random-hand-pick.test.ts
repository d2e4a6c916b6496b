// CMP-RANDOM-HAND-PICK (card text, 英雄逆袭: 「从自己手卡对方随机选择1张卡。那张是名字带有「元素英雄」的怪兽卡的场合，对方场上1只怪兽破坏，并把选择的卡
// 在自己场上特殊召唤」): the card summoned is the one picked from the hand — before, 「在自己场上」 was read as where it came from, and a
// 「元素英雄」 monster already on the field was "summoned".
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const TEXT = '自己场上存在的名字带有「元素英雄」的怪兽被战斗破坏时才能发动。从自己手卡对方随机选择1张卡。那张是名字带有「元素英雄」的怪兽卡的场合，对方场上1只怪兽破坏，并把选择的卡在自己场上特殊召唤。';

describe('CMP-RANDOM-HAND-PICK', () => {
  it('[CMP-RANDOM-HAND-PICK] the summon takes the 「元素英雄」 monster picked from the hand; both steps wait on the random pick', () => {
    const e = compileEffects(TEXT, { kind: 'trap', subtypes: ['normal'] })[0]!;
    const summon = e.does.find((a) => a.do === 'special-summon')!;
    expect([summon.from, summon.what]).toEqual(['hand', { filter: { side: 'self', place: 'hand', kind: 'monster', archetype: '元素英雄' }, scope: 'choose', count: 1 }]);
    expect(e.does.map((a) => [a.do, a.conditional, a.uncertain, a.randomPick])).toEqual([['destroy', true, true, true], ['special-summon', true, true, true]]);
  });
});

describe.skipIf(!haveCards)('CMP-RANDOM-HAND-PICK, what a user sees', () => {
  it('[CMP-RANDOM-HAND-PICK] 英雄逆袭 in the opponent\'s Battle Phase: no monster of the field is summoned — the hand\'s 「元素英雄」 monster is', () => {
    const a = askCdb('{回合:B 阶段:战斗 A场:英雄逆袭(盖),元素英雄 羽翼侠 B场:青眼白龙 A手:元素英雄 爆热女郎} C1 A:英雄逆袭');
    const summoned = a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
    expect(summoned).not.toContain('元素英雄 羽翼侠');
    expect(summoned).toEqual(['元素英雄 爆热女郎']);
    // Which card the opponent picks is not known: the answer says it assumed one that fits (not a ruling that it does).
    expect(a.assumptions.join('\n')).toContain('取决于从手卡随机选出的卡');
    expect(a.links[0]!.rules).toContain('CMP-RANDOM-HAND-PICK');
  });
});

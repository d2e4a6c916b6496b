// CMP-ATTRIBUTE-REVEAL-COST: 「可以从以下选择1个，把那属性的手卡的怪兽各1只给对方观看发动。●光：… ●暗·炎：…」 — each ● is a choice whose
// cost shows monsters of the hand of the Attributes its heading names; CH-COST-REVEAL-PUBLIC then judges it (rules reference
// docs/c03/特定效果的处理方法.rst:385–392). The monster here is a test fixture written as text, read by the compiler.
import { describe, expect, it } from 'vitest';
import { judgeWith, summary } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { haveCards } from '../cards/data.js';

const shower = textCard({ id: 998400904, name: '测试属性观看', type: 'monster effect', level: 4, atk: 1000, def: 1000, race: '战士族', attribute: '光', text: '①：自己·对方回合，可以从以下选择1个，把那属性的手卡的怪兽各1只给对方观看发动。\n●光：自己从卡组抽1张。\n●暗·炎：给与对方500伤害。' });
const fixtures = [shower];

describe.skipIf(!haveCards)('CMP-ATTRIBUTE-REVEAL-COST', () => {
  it('[CMP-ATTRIBUTE-REVEAL-COST] each ● costs showing monsters of the hand of the Attributes it names', () => {
    const costs = shower.effects.filter((e) => e.n === 1).map((e) => e.cost);
    expect(costs).toEqual([
      [{ do: 'look', what: { count: 1, filter: { kind: 'monster', place: 'hand', attribute: '光' }, scope: 'choose' }, from: 'hand' }],
      [{ do: 'look', what: { count: 2, filter: { kind: 'monster', place: 'hand', attribute: ['暗', '炎'] }, scope: 'choose' }, from: 'hand' }],
    ]);
  });
  it('[CMP-ATTRIBUTE-REVEAL-COST] the ●光 whose only LIGHT monster of the listed hand is kept revealed cannot be chosen; hidden it can; the ● of other Attributes is not bound by it', () => {
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试属性观看 A手:青眼白龙(公开),三眼怪} C1 A:测试属性观看①[●1]', fixtures))).toEqual(['C1:illegal:illegal']);
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试属性观看 A手:青眼白龙,三眼怪} C1 A:测试属性观看①[●1]', fixtures))).toEqual(['C1:legal:resolved']);
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试属性观看 A手:青眼白龙(公开),三眼怪} C1 A:测试属性观看①[●2]', fixtures))).toEqual(['C1:legal:resolved']);
  });
});

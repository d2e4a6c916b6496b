// CMP-STAT-OLD-INCREASE: the old wording 「自己没有手卡时，自己场上表侧表示存在的名字带有「永火」的怪兽攻击力及守备力增加400」 (虚无的波动 ①) —
// 「增加」 is 「上升」 (a stat change, here of both values joined by 「及」), and 「自己没有手卡」 is a hand of 0 cards, the condition it applies
// under. Before, the paragraph read as nothing at all: the 「永火」 monsters never gained 400 (review s46 (3): the 「及」 was read — the verb and
// the condition were not).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const spell = { kind: 'spell', subtypes: ['continuous'] } as never;

describe('[CMP-STAT-OLD-INCREASE] 「增加」 and 「没有手卡」', () => {
  it('[CMP-STAT-OLD-INCREASE] 「自己没有手卡时，…怪兽攻击力及守备力增加400」: +400 to both values of those monsters, while its controller\'s hand is empty', () => {
    const [e] = compileEffects('自己没有手卡时，自己场上表侧表示存在的名字带有「永火」的怪兽攻击力及守备力增加400。可以把自己场上表侧表示存在的这张卡送去墓地将自己的所有手卡送去墓地。', spell).filter((x) => x.kind === 'continuous');
    expect(e!.condition).toEqual([{ is: 'hand-size', side: 'self', op: '==', value: 0 }]);
    expect(e!.does[0]).toMatchObject({ do: 'modify-stats', stat: 'atk-def', change: { op: 'add', value: 400 }, what: { filter: { archetype: '永火', side: 'self' } } });
  });
  it('[CMP-STAT-OLD-INCREASE] the other side: 「增加」 with no number after it (「…的数量增加」) is no stat change', () => {
    const [e] = compileEffects('只要这张卡在场上表侧表示存在，自己场上的怪兽攻击力的上限增加。', spell);
    expect((e?.does ?? []).some((a) => a.do === 'modify-stats' && a.change?.value !== undefined)).toBe(false);
  });
});

describe.skipIf(!haveCards)('[CMP-STAT-OLD-INCREASE] 虚无的波动 on the field', () => {
  it('[CMP-STAT-OLD-INCREASE] 虚无的波动 with its controller\'s hand written empty: 永火兽 is 2000/1600; with a card in that hand: 1600/1200 (the condition does not hold); with the hand not written: not counted, and the answer says so', () => {
    const empty = askCdb('{回合:A 阶段:主要1 A场:虚无的波动,永火兽 A手: B场:青眼白龙} 伤害计算');
    expect(empty.stats.find((s) => s.card.name === '永火兽')).toMatchObject({ atk: 2000, def: 1600 });
    const held = askCdb('{回合:A 阶段:主要1 A场:虚无的波动,永火兽 A手:旋风 B场:青眼白龙} 伤害计算');
    expect(held.stats.find((s) => s.card.name === '永火兽')?.atk ?? 1600).toBe(1600);
    const unwritten = askCdb('{回合:A 阶段:主要1 A场:虚无的波动,永火兽 B场:青眼白龙} 伤害计算');
    expect(unwritten.assumptions.join('')).toContain('虚无的波动');
  });
  it('[CMP-STAT-OLD-INCREASE] the hand not written: the answer names the condition it could not judge (自己手卡是0张) and says to write the hand (`A手:`), not a phase or LP (review s48: it said 「例如阶段、双方基本分…如 阶段:伤害计算」)', () => {
    const said = askCdb('{回合:A 阶段:主要1 A场:虚无的波动,永火兽 B场:青眼白龙} 伤害计算').assumptions.find((x) => x.includes('「虚无的波动」对怪兽攻击力·守备力的持续改变'));
    expect(said).toContain('手卡');
    expect(said).toContain('A手:');
    expect(said).not.toContain('例如阶段、双方基本分');
    const mirror = askCdb('{回合:A 阶段:主要1 B场:虚无的波动,永火兽 A场:青眼白龙} 伤害计算').assumptions.find((x) => x.includes('「虚无的波动」对怪兽攻击力·守备力的持续改变'));
    expect(mirror).toContain('B手:');
  });
});

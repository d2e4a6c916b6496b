// CH-EQUIP-STATS-LP-UNKNOWN: 巨大化 (「自己基本分比对方少的场合…2倍。…比对方多的场合…一半」) with the LPs not both given: which branch applies cannot be
// told — the answer counts it as equal LP (neither branch) and says so as an assumption, never as the ruling; with both LPs given it says nothing.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('an equip card hanging on LP not given (CH-EQUIP-STATS-LP-UNKNOWN)', CARDS_DB);

const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;

describe.skipIf(!haveCards)('巨大化 with an LP not given', () => {
  it('[CH-EQUIP-STATS-LP-UNKNOWN] only A\'s LP given (B\'s not): 3000 counted as equal LP, and the assumption says so — also in the damage step', () => {
    const a = askCdb('{回合:A 阶段:伤害计算 A基本分:1000 A场:青眼白龙,巨大化(装备:青眼白龙) B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师} 伤害计算');
    expect(atk(a, '青眼白龙')).toBe(3000);
    const said = a.assumptions.join();
    expect(said).toContain('按双方基本分相同计算');
    expect(said).toContain('巨大化');
    const en = askCdb('{回合:A A场:青眼白龙} C1 A:巨大化→青眼白龙');
    expect(en.assumptions.join()).toContain('基本分相同');
  });

  it('[CH-EQUIP-STATS-LP-UNKNOWN] the other side: both LPs given — judged (6000), nothing assumed about them; 巨大化 gone from the field (旋风) — back to 3000, nothing said', () => {
    const a = askCdb('{回合:A A基本分:1000 B基本分:8000 A场:青眼白龙,巨大化(装备:青眼白龙)} 伤害计算');
    expect(atk(a, '青眼白龙')).toBe(6000);
    expect(a.assumptions.join()).not.toContain('基本分相同');
    const gone = askCdb('{回合:B 阶段:主要1 A基本分:1000 B基本分:8000 A场:青眼白龙,巨大化(装备:青眼白龙) B手:旋风} C1 B:旋风→巨大化');
    expect(atk(gone, '青眼白龙')).toBe(3000);
    expect(gone.assumptions.join()).not.toContain('基本分相同');
  });
});

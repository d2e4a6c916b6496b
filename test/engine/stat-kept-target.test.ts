// CMP-STAT-KEPT-TARGET (test/RULES.md; rules reference docs/c03/攻守计算.rst:499–502): 「这张卡平常和作为对象的卡的拥有一样的攻击力·守备力的数值」 (子机)
// is a standing 变成 to the values the card it keeps targeting shows now, applied after every other change — also after the ones applied last
// (邪神 恐惧之源's halving), so it is not halved again.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { keptTargetStatsOf } from '../../src/cards/compile/kept-target-stats.js';

const stat = (input: string, name: string) => {
  const s = askCdb(input).stats?.find((x) => x.card.name === name);
  return s ? [s.atk, s.def] : undefined;
};
const BOARD = 'B场:超时空战斗机 V形蛇,子机(对象:超时空战斗机 V形蛇)';

describe('CMP-STAT-KEPT-TARGET, the reader', () => {
  it('[CMP-STAT-KEPT-TARGET] the sentence is a 变成 of its own ATK/DEF read from the kept target, applied last; other text is not', () => {
    expect(keptTargetStatsOf('这张卡平常和作为对象的卡的拥有一样的攻击力·守备力的数值。')).toMatchObject({ what: 'self', stat: 'atk-def', change: { op: 'set', per: { keptTargetValue: true } }, appliesLast: true });
    expect(keptTargetStatsOf('这张卡平常和作为对象的卡的拥有一样的攻击力的数值。')?.stat).toBe('atk');
    expect(keptTargetStatsOf('这张卡的攻击力变成作为对象的怪兽的攻击力。')).toBeNull();
  });
});

describe.skipIf(!haveCards)('CMP-STAT-KEPT-TARGET', () => {
  it('[CMP-STAT-KEPT-TARGET] 子机 shows its target\'s values: printed, or as the situation states them', () => {
    expect(stat(`{回合:B ${BOARD}} 伤害计算`, '子机')).toEqual([1200, 800]);
    expect(stat(`{回合:B B场:超时空战斗机 V形蛇(攻2000),子机(对象:超时空战斗机 V形蛇)} 伤害计算`, '子机')).toEqual([2000, 800]);
  });
  it('[CMP-STAT-KEPT-TARGET] the target halved by the opponent\'s 黑羽-疾风之盖尔 ② halves 子机 with it; 子机 itself halved goes back to its target\'s values', () => {
    expect(stat(`{回合:A A场:黑羽-疾风之盖尔 ${BOARD}} C1 A:黑羽-疾风之盖尔②→超时空战斗机 V形蛇`, '子机')).toEqual([600, 400]);
    expect(stat(`{回合:A A场:黑羽-疾风之盖尔 ${BOARD}} C1 A:黑羽-疾风之盖尔②→子机`, '子机')).toEqual([1200, 800]);
  });
  it('[CMP-STAT-KEPT-TARGET] under the opponent\'s 邪神 恐惧之源, 子机 has its halved target\'s values, halved once', () => {
    expect(stat(`{回合:B A场:邪神 恐惧之源 ${BOARD}} 伤害计算`, '子机')).toEqual([600, 400]);
  });
});

// Phase triggers that must start a chain (test/RULES.md CH-PHASE-TRIGGER-FIRST; rules reference
// docs/c03/诱发类效果.rst:139, 590, 633): a trigger activated from the hand at a phase, and a phase
// trigger whose card carries the `firstLinkOnly` ruling, are Chain Link 1 only. Other phase triggers
// (饼蛙's Standby Phase effect, on the field, no such ruling) may still be chained.
import { beforeAll, describe, expect, it } from 'vitest';
import { createJudge, type Judge } from '../../src/judge.js';
import { CARDS_DB, haveCards } from '../cards/data.js';
import { chain } from './build.js';

const legalities = (a: ReturnType<typeof chain>) => a.links.map((l) => l.legal);

describe('phase triggers that must start a chain (curated)', () => {
  it('[CH-PHASE-TRIGGER-FIRST] a face-up Trap whose phase trigger is ruled Chain Link 1 only (通灵盘①) cannot be chained, not even by a second copy; alone it is activated', () => {
    const a = chain('{回合:B 阶段:结束阶段 A场:通灵盘,通灵盘} C1 A:通灵盘① C2 A:通灵盘①');
    expect(legalities(a)).toEqual([true, false]);
    expect(a.links[1]!.rules).toContain('CH-PHASE-TRIGGER-FIRST');
    expect(a.links[1]!.illegalReason).toContain('连锁1');
    expect(legalities(chain('{回合:B 阶段:结束阶段 A场:通灵盘} C1 A:通灵盘①'))).toEqual([true]);
  });

  it('[CH-PHASE-TRIGGER-FIRST] a phase trigger on the field without that ruling is not covered: two 饼蛙 may chain their Standby Phase effects', () => {
    const a = chain('{回合:A 阶段:准备阶段 A场:饼蛙,饼蛙} C1 A:饼蛙 C2 A:饼蛙');
    expect(a.links[1]!.rules).not.toContain('CH-PHASE-TRIGGER-FIRST');
  });
});

describe.skipIf(!haveCards)('phase triggers from the hand (compiled cards)', () => {
  let judge: Judge;
  beforeAll(() => {
    judge = createJudge({ cardsDb: CARDS_DB });
  });
  it('[CH-PHASE-TRIGGER-FIRST] a trigger activated from the hand at a phase (黄金瓢虫) is Chain Link 1 only: a second copy cannot chain it; one copy alone is activated', () => {
    const two = judge.chain('{回合:A 阶段:准备阶段 A手:黄金瓢虫,黄金瓢虫} C1 A:黄金瓢虫 C2 A:黄金瓢虫', { lang: 'zh-CN' });
    if (!two.ok) throw new Error(two.error.message);
    expect(two.links.map((l) => l.legal)).toEqual([true, false]);
    expect(two.links[1]!.rules).toContain('CH-PHASE-TRIGGER-FIRST');
    const one = judge.chain('{回合:A 阶段:准备阶段 A手:黄金瓢虫} C1 A:黄金瓢虫', { lang: 'zh-CN' });
    if (!one.ok) throw new Error(one.error.message);
    expect(one.links.map((l) => l.legal)).toEqual([true]);
  });
});

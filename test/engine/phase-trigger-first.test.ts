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

// Triggers written as activated in the Battle Phase / Battle Step (test/RULES.md CH-BATTLE-TRIGGER-FIRST;
// rules reference docs/c03/诱发类效果.rst:609): Chain Link 1 only, even on the field.
describe('Battle Step triggers that must start a chain (curated)', () => {
  it('[CH-BATTLE-TRIGGER-FIRST] a Battle Step trigger on the field (高速战士①) cannot be chained to a second copy; alone it is activated', () => {
    const two = chain('{回合:A 阶段:战斗步骤 A场:高速战士,高速战士} C1 A:高速战士① C2 A:高速战士①');
    expect(legalities(two)).toEqual([true, false]);
    expect(two.links[1]!.rules).toContain('CH-BATTLE-TRIGGER-FIRST');
    expect(two.links[1]!.illegalReason).toContain('连锁1');
    expect(legalities(chain('{回合:A 阶段:战斗步骤 A场:高速战士} C1 A:高速战士①'))).toEqual([true]);
  });
});

describe.skipIf(!haveCards)('Battle Step triggers (compiled cards)', () => {
  let judge: Judge;
  beforeAll(() => {
    judge = createJudge({ cardsDb: CARDS_DB });
  });
  it('[CH-BATTLE-TRIGGER-FIRST] at an attack declaration the opponent’s 连接栗子球① goes first; 高速战士① cannot be chained to it (only after the chain)', () => {
    const a = judge.chain('{回合:A 阶段:战斗步骤 攻击:A:高速战士→B:三眼怪 A场:高速战士 B场:连接栗子球,三眼怪} C1 B:连接栗子球① C2 A:高速战士①', { lang: 'zh-CN' });
    if (!a.ok) throw new Error(a.error.message);
    expect(a.links.map((l) => l.legal)).toEqual([true, false]);
    expect(a.links[1]!.rules).toContain('CH-BATTLE-TRIGGER-FIRST');
  });
});

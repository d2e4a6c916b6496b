// CMP-MAIN-PHASE-1-START: 「(自己)主要阶段1(的)开始时才能发动」 (升阶魔法-七皇之剑, 大热波) — the clause was dropped by the card text compiler, so
// the card could be activated in Main Phase 2. Now Main Phase 1 only; the very start of the phase, and 七皇之剑's 「自己抽卡阶段通过把通常抽卡的
// 这张卡持续公开」 (a fact of the Draw Phase), are said as assumed — not as unread clauses.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const legal = (a: ChainAnswer) => a.links[0]?.legal;
const said = (a: ChainAnswer) => a.assumptions.join('\n');

describe.skipIf(!haveCards)('「主要阶段1的开始时才能发动」', () => {
  it('[CMP-MAIN-PHASE-1-START] 升阶魔法-七皇之剑 in Main Phase 2: cannot be activated, the reason names Main Phase 1', () => {
    const a = askCdb('{回合:A 阶段:主要2} C1 A:升阶魔法-七皇之剑');
    expect(legal(a)).toBe(false);
    expect(a.links[0]?.illegalReason ?? '').toContain('主要阶段1');
  });
  it('[CMP-MAIN-PHASE-1-START] 升阶魔法-七皇之剑 in Main Phase 1: activated, the start of the phase and the revealed normal draw said as assumed', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:升阶魔法-七皇之剑');
    expect(legal(a)).not.toBe(false);
    expect(said(a)).toContain('「那个回合的主要阶段1的开始时」）情境中无法写明');
    // (s54, CH-DRAWN-REVEALED: the assumption describes the reveal before saying the situation cannot state it.)
    expect(said(a)).toContain('「自己抽卡阶段通过把通常抽卡的这张卡持续公开」）：这张卡要是自己回合的抽卡阶段通常抽卡抽到的');
    expect(said(a)).toContain('这是抽卡阶段的事，情境中无法写明');
    expect(said(a)).not.toContain('没有被读懂');
  });
  it('[CMP-MAIN-PHASE-1-START] 大热波 (「主要阶段1的开始时才能发动」, no turn named): refused in Main Phase 2, activated in Main Phase 1', () => {
    expect(legal(askCdb('{回合:A 阶段:主要2} C1 A:大热波'))).toBe(false);
    expect(legal(askCdb('{回合:A 阶段:主要1} C1 A:大热波'))).not.toBe(false);
  });
  it('[CMP-MAIN-PHASE-1-START] 拼图之圈 (「那个回合的主要阶段1才能发动」): refused in Main Phase 2; in Main Phase 1 no start of the phase is assumed', () => {
    expect(legal(askCdb('{回合:A 阶段:主要2} C1 A:拼图之圈'))).toBe(false);
    const a = askCdb('{回合:A 阶段:主要1} C1 A:拼图之圈');
    expect(legal(a)).not.toBe(false);
    expect(said(a)).not.toContain('「那个回合的主要阶段1」');
  });
});

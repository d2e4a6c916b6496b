// CH-STANDBY-NEXT-TURN (s50): 「下个回合的准备阶段」 is the next turn's Standby Phase, not the next one. From the Draw Phase the Standby
// Phase played (`… 准备阶段`) is this turn's: 超魔神 本我 destroyed there (「…破坏送去墓地的场合，下个回合的准备阶段时…」) used to be
// offered in it, and 迪亚邦德之核 (「这张卡直到下个回合的准备阶段除外」) came back in it. 「下次的准备阶段」 (炎王神兽 大鹏不死鸟) still is
// this turn's, and from any later phase of the turn the next Standby Phase is the next turn's, the other player's.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

/** Each step of the Standby Phase played as `<do>:<card>`. */
const steps = (a: ChainAnswer): string[] => (a.standbyPhase ?? []).map((s) => `${s.do}:${s.card.name}`);

describe.skipIf(!haveCards)('「下个回合的准备阶段」 waits for the next turn (CH-STANDBY-NEXT-TURN)', () => {
  it('[CH-STANDBY-NEXT-TURN] 超魔神 本我 destroyed in the Draw Phase: this turn\'s Standby Phase does not offer its ①; destroyed in the End Phase: the next turn\'s (B\'s) does', () => {
    const draw = askCdb('{回合:A 阶段:抽卡 A场:超魔神 本我 B场:破坏轮(盖)} C1 B:破坏轮→A:超魔神 本我 准备阶段');
    expect(steps(draw)).toEqual(['next-turn:超魔神 本我']);
    expect(draw.standbyPhase![0]!.reason).toContain('要在下个回合的准备阶段才发动');
    const end = askCdb('{回合:A 阶段:结束 A场:超魔神 本我 B场:破坏轮(盖)} C1 B:破坏轮→A:超魔神 本我 准备阶段');
    expect(steps(end)).toEqual(['activate:超魔神 本我']);
    expect(end.standbyPhase![0]!.reason).toContain('准备阶段（B的）');
    // In B's turn: the next turn's Standby Phase is A's.
    const bTurn = askCdb('{回合:B 阶段:主要1 A场:超魔神 本我} C1 B:黑洞 准备阶段');
    expect(steps(bTurn)).toEqual(['activate:超魔神 本我']);
    expect(bTurn.standbyPhase![0]!.reason).toContain('准备阶段（A的）');
  });

  it('[CH-STANDBY-NEXT-TURN] 「下次的准备阶段」 is not the next turn\'s: 炎王神兽 大鹏不死鸟 destroyed in the Draw Phase is offered in this turn\'s Standby Phase', () => {
    const a = askCdb('{回合:A 阶段:抽卡 A场:炎王神兽 大鹏不死鸟 B场:破坏轮(盖)} C1 B:破坏轮→A:炎王神兽 大鹏不死鸟 准备阶段');
    expect(steps(a)).toEqual(['activate:炎王神兽 大鹏不死鸟']);
    expect(a.standbyPhase![0]!.reason).toContain('准备阶段（A的）');
  });

  it('[CH-STANDBY-NEXT-TURN] 迪亚邦德之核 「直到下个回合的准备阶段除外」 in the Draw Phase: it does not come back in this turn\'s Standby Phase; from the Main Phase it does in the next', () => {
    const draw = askCdb('{回合:A 阶段:抽卡 A场:迪亚邦德之核 B场:青眼白龙} C1 A:迪亚邦德之核②→B:青眼白龙 准备阶段');
    expect(draw.standbyPhase![0]!.done).toEqual([]);
    expect(draw.standbyPhase![0]!.reason).toContain('要在下个回合的准备阶段才回到场上');
    expect(draw.delayed?.[0]?.what).toContain('下个回合的准备阶段');
    const main = askCdb('{回合:A 阶段:主要1 A场:迪亚邦德之核 B场:青眼白龙} C1 A:迪亚邦德之核②→B:青眼白龙 准备阶段');
    expect(main.standbyPhase![0]!.done.map((c) => c.name)).toEqual(['迪亚邦德之核']);
  });
});

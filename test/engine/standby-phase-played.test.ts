// Issue 16: the next Standby Phase played after the chain (`… 准备阶段`, src/engine/game/end-phase.ts) — CH-STANDBY-PHASE-PLAYED:
// the temporary banishments that end then, with CH-TEMP-BANISH-RETURN deciding whether each card comes back or goes to the GY.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';

skipMessage('CH-STANDBY-PHASE-PLAYED', CARDS_DB);

/** Each step of a played phase as `<do>:<cards done>/<cards not done>`. */
const steps = (xs: ChainAnswer['standbyPhase']): string[] => (xs ?? []).map((s) => `${s.do}:${s.done.map((c) => c.name).join('+')}/${s.notDone.map((c) => c.name).join('+')}`);

describe('CH-STANDBY-PHASE-PLAYED, the notation', () => {
  it('[CH-STANDBY-PHASE-PLAYED] 准备阶段 as the last word asks for the next Standby Phase, and is printed back so', () => {
    const r = parseNotation('{回合:B A除外:入魔雷神鸟(一时除外中)} 准备阶段');
    expect(r.ok && r.tree.kind === 'chain' ? r.tree.later : null).toBe('standby-phase');
    if (r.ok) expect(printNotation(r.tree)).toMatch(/准备阶段$/);
  });
});

describe.skipIf(!haveCards)('CH-STANDBY-PHASE-PLAYED', () => {
  it('[CH-STANDBY-PHASE-PLAYED] 入魔雷神鸟 banishing itself in answer to 黑洞 comes back in the next Standby Phase, not in this End Phase', () => {
    const a = askCdb('{回合:B A场:入魔雷神鸟 B场:三眼怪} C1 B:黑洞 C2 A:入魔雷神鸟 准备阶段');
    expect(steps(a.standbyPhase)).toEqual(['return:入魔雷神鸟/']);
    expect(a.standbyPhase![0]!.done[0]!.controller).toBe('A');
    expect(a.standbyPhase![0]!.rules).toEqual(expect.arrayContaining(['CH-STANDBY-PHASE-PLAYED', 'CH-TEMP-BANISH-RETURN']));
    expect(a.standbyPhase![0]!.reason).toContain('准备阶段');
    // Nothing of it is left for the End Phase; and the answer has no Standby Phase unless asked for.
    const e = askCdb('{回合:B A场:入魔雷神鸟 B场:三眼怪} C1 B:黑洞 C2 A:入魔雷神鸟 结束阶段');
    expect(steps(e.endPhase)).toEqual([]);
    expect(e.standbyPhase).toBeUndefined();
  });

  it('[CH-STANDBY-PHASE-PLAYED] a card stated 一时除外中 whose own text returns it in the Standby Phase: back then, not in the End Phase; named by 禁止令 (不能使用) it goes to the GY', () => {
    expect(steps(askCdb('{回合:B A除外:入魔雷神鸟(一时除外中)} 准备阶段').standbyPhase)).toEqual(['return:入魔雷神鸟/']);
    expect(steps(askCdb('{回合:B A除外:入魔雷神鸟(一时除外中)} 结束阶段').endPhase)).toEqual([]);
    const locked = askCdb('{回合:B B场:禁止令 A除外:入魔雷神鸟(一时除外中,不能使用)} 准备阶段');
    expect(steps(locked.standbyPhase)).toEqual(['return:/入魔雷神鸟']);
    expect(locked.standbyPhase![0]!.reason).toMatch(/不能使用/);
  });

  it('[CH-STANDBY-PHASE-PLAYED] 电脑网后门 (「下次的自己准备阶段」): in the opponent’s next Standby Phase the monster still waits; in its controller’s it comes back', () => {
    const mine = askCdb('{回合:B 阶段:主要1 A场:电脑网后门(盖),均衡负载王 A卡组:电子界工具} C1 A:电脑网后门→均衡负载王 准备阶段');
    expect(steps(mine.standbyPhase)).toEqual(['return:均衡负载王/']);
    const theirs = askCdb('{回合:A 阶段:主要1 A场:电脑网后门(盖),均衡负载王 A卡组:电子界工具} C1 A:电脑网后门→均衡负载王 准备阶段');
    expect(steps(theirs.standbyPhase)).toEqual(['return:/均衡负载王']);
    expect(theirs.standbyPhase![0]!.reason).toMatch(/A自己的下次准备阶段/);
    // In the Draw Phase, the Standby Phase played is this turn's own.
    expect(steps(askCdb('{回合:A 阶段:抽卡 A除外:同调炮手(一时除外中)} 准备阶段').standbyPhase)).toEqual(['return:同调炮手/']);
  });

  it('[CH-STANDBY-PHASE-PLAYED] with its controller’s five Main Monster Zones taken, the returning monster goes to the GY; a stated card whose text names no moment is assumed to come back then (said)', () => {
    const full = askCdb('{回合:B A场:三眼怪(主1),死灵骑士(主2),元素英雄 天空侠(主3),元素英雄 爆热女郎(主4),黑魔术师(主5) A除外:入魔雷神鸟(一时除外中)} 准备阶段');
    expect(steps(full.standbyPhase)).toEqual(['return:/入魔雷神鸟']);
    const plain = askCdb('{回合:A B除外:元素英雄 羽翼侠(一时除外中)} 准备阶段');
    expect(steps(plain.standbyPhase)).toEqual(['return:元素英雄 羽翼侠/']);
    expect(plain.assumptions.join()).toMatch(/元素英雄 羽翼侠.*准备阶段/);
  });
});

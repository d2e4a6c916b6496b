// Issue 11, family 11 (rest): a per-turn limit on monster-effect activations imposed by a continuous
// effect on the board — 召唤兽 卡利古拉 ①: 「只要这张卡在怪兽区域存在，那个期间双方各自在1回合只能有1次把怪兽的
// 效果发动」 (curated from its card text). Each player is counted on their own, from when it applies
// (docs/c03/里侧·一时除外.rst:380): their earlier links on the chain, and their cards the situation
// marks 已用 (assumed used while it applied, and said). An activation over the limit is illegal, judged
// before costs; a negated activation still counts (docs/c02/卡片·效果的发动.rst:194, :202).
import { describe, expect, it } from 'vitest';
import { judgeWith, linkOf, summary } from '../build.js';
import { card } from '../../../src/cards/curated/dsl.js';

const quick = (id: number, name: string) =>
  card({ id, name, type: 'monster effect', level: 4, atk: 1000, def: 1000, effects: [{ kind: 'quick', cost: [{ do: 'pay-lp', amount: 100, player: 'self' }], does: [{ do: 'gain-lp', amount: 500, player: 'self' }] }] });
const Q1 = quick(99999861, '测试怪兽即时甲');
const Q2 = quick(99999862, '测试怪兽即时乙');
const Q3 = quick(99999863, '测试怪兽即时丙');
const QP = card({ id: 99999864, name: '测试速攻回复', type: 'spell quickplay', effects: [{ kind: 'activation', does: [{ do: 'gain-lp', amount: 500, player: 'self' }] }] });
const FIX = [Q1, Q2, Q3, QP];

describe('family 11: per-turn limits on monster-effect activations', () => {
  it('[CH-ACTIVATION-LIMIT] with 召唤兽 卡利古拉 face-up, a player\'s second monster effect of the turn is illegal (before its cost is paid); the other player still has their one', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A LP:8000 B LP:8000 A场:召唤兽 卡利古拉,测试怪兽即时甲,测试怪兽即时乙 B场:测试怪兽即时丙} C1 A:测试怪兽即时甲 C2 B:测试怪兽即时丙 C3 A:测试怪兽即时乙', FIX);
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:illegal:illegal']);
    expect(linkOf(a, 3).rules).toContain('CH-ACTIVATION-LIMIT');
    expect(linkOf(a, 3).illegalReason).toContain('召唤兽 卡利古拉');
    expect(linkOf(a, 3).illegalReason).toContain('C1');
    expect(linkOf(a, 1).rules).toContain('CH-ACTIVATION-LIMIT');
    // Checked before costs: the illegal link paid nothing (two LP payments, A's and B's).
    expect(a.events.filter((e) => e.type === 'lp-paid').map((e) => e.player)).toEqual(['A', 'B']);
  });

  it('[CH-ACTIVATION-LIMIT] the other side: without 卡利古拉 both of A\'s monster effects are legal; with it, a Spell is not limited', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试怪兽即时甲,测试怪兽即时乙 B场:测试怪兽即时丙} C1 A:测试怪兽即时甲 C2 B:测试怪兽即时丙 C3 A:测试怪兽即时乙', FIX);
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:legal:resolved']);
    expect(linkOf(a, 3).rules).not.toContain('CH-ACTIVATION-LIMIT');
    const b = judgeWith('{回合:A 阶段:主要1 A场:召唤兽 卡利古拉,测试怪兽即时甲 A手:测试速攻回复} C1 A:测试怪兽即时甲 C2 A:测试速攻回复', FIX);
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });

  it('[CH-ACTIVATION-LIMIT] a card the situation marks 已用 counts as the player\'s activation this turn (said as an assumption); the opponent is not limited by it', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:召唤兽 卡利古拉,测试怪兽即时甲(已用),测试怪兽即时乙 B场:测试怪兽即时丙} C1 A:测试怪兽即时乙', FIX);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(a.assumptions.join()).toContain('测试怪兽即时甲');
    const b = judgeWith('{回合:A 阶段:主要1 A场:召唤兽 卡利古拉,测试怪兽即时甲(已用) B场:测试怪兽即时丙} C1 B:测试怪兽即时丙', FIX);
    expect(summary(b)).toEqual(['C1:legal:resolved']);
  });
  it('[CH-ACTIVATION-LIMIT] the card gone: with 召唤兽 卡利古拉 in the GY (not in the Monster Zone) its limit no longer applies', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A墓:召唤兽 卡利古拉 A场:测试怪兽即时甲,测试怪兽即时乙 B场:测试怪兽即时丙} C1 A:测试怪兽即时甲 C2 B:测试怪兽即时丙 C3 A:测试怪兽即时乙', FIX);
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:legal:resolved']);
    expect(linkOf(a, 3).rules).not.toContain('CH-ACTIVATION-LIMIT');
  });
});

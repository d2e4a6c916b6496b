// A chain opened by a summon negation (seed 000 3.2 召唤的处理 ④, 情况A/B): the summon waits on the
// chain. Negated → the summon fails (召唤失败). The negation negated → the summon succeeds when the
// chain ends, and that window is also the 「召唤成功时」 window.
import { describe, expect, it } from 'vitest';
import { chain, linkOf, summary } from './build.js';

const triggersOf = (a: ReturnType<typeof chain>) =>
  a.window.triggers.map((t) => `${t.order}:${t.card.name}:${t.controller}:L${t.level}:${t.mandatory ? 'mandatory' : 'optional'}`);

describe('a chain opened by a summon negation', () => {
  it('[CH-SUMMON-NEGATION-NEGATED] 神之宣告 negated by 反击反击: the summon succeeds and 光帝 克赖斯 may use its 「召唤成功时」 trigger; 神之宣告 resolving instead: the summon fails', () => {
    // 情况A: C1's activation is negated, so the summon it answered succeeds at the chain's end.
    const a = chain('{回合:A B场:三眼怪} C1 B:神之宣告→A:光帝 克赖斯 C2 A:反击反击');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-SUMMON-NEGATION-NEGATED');
    expect(linkOf(a, 1).reason).toContain('召唤成功');
    const summoned = a.events.filter((e) => e.type === 'summoned');
    expect(summoned.map((e) => e.cards.map((c) => c.name))).toEqual([['光帝 克赖斯']]);
    // It is the last thing that happened (after the rule's GY move of 反击反击): nothing else is destroyed.
    expect(a.events[a.events.length - 1]!.type).toBe('summoned');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['神之宣告']);
    // The whole window: the optional 「…时」 trigger of the summoned monster, not missed; priority passes to B after it.
    expect(a.window.kind).toBe('chain-end');
    expect(triggersOf(a)).toEqual(['1:光帝 克赖斯:A:L3:optional']);
    expect(a.window.missedTiming).toEqual([]);
    expect(a.window.priority).toBe('B');
    expect(a.window.notes.join()).toContain('召唤成功时');
    expect(a.assumptions.join()).toContain('通常召唤');

    // 情况B: the same chain without C2 — the negation applies, the summon fails, the monster is destroyed.
    const b = chain('{回合:A B场:三眼怪} C1 B:神之宣告→A:光帝 克赖斯');
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    expect(linkOf(b, 1).rules).toContain('CH-SUMMON-NEGATED');
    expect(linkOf(b, 1).rules).not.toContain('CH-SUMMON-NEGATION-NEGATED');
    expect(b.events.filter((e) => e.type === 'summoned' || e.type === 'special-summoned')).toEqual([]);
    expect(b.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['光帝 克赖斯']);
    expect(b.window.triggers).toEqual([]);
    expect(b.window.missedTiming).toEqual([]);
    expect(b.window.priority).toBe('A');
    expect(b.window.notes.join()).toContain('召唤失败');
    expect(b.window.notes.join()).not.toContain('同时是「召唤成功时」');
  });

  it('[CH-SUMMON-NEGATION-NEGATED] a negator of Special Summons only (神之通告): the monster arrives Special Summoned; the opponent’s 「召唤成功时」 Trap waits for priority (level 7)', () => {
    const a = chain('{回合:A B场:奈落的落穴(盖)} C1 B:神之通告→A:光帝 克赖斯 C2 A:反击反击');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['光帝 克赖斯']);
    expect(triggersOf(a)).toEqual(['1:光帝 克赖斯:A:L3:optional', '2:奈落的落穴:B:L7:optional']);
    expect(a.window.missedTiming).toEqual([]);
    expect(a.window.priority).toBe('B');
    expect(a.assumptions.join()).toContain('表侧攻击表示');
  });
});

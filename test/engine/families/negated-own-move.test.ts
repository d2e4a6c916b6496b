// Issue 11, family 3 (rest): a trigger on a card's own move after its card activation was negated is
// judged where the card went. A Spell/Trap whose activation was negated is treated as never activated
// and, from that moment, no longer as a card on the field (rules reference docs/c03/无效.rst:132): it is
// not destroyed or sent to the GY *from the field*, so 「场上的这张卡被破坏的场合」 does not trigger
// (无效.rst:132, :140), while 「这张卡被破坏的场合」 does (齿车街 negated by 神之宣告 and destroyed:
// docs/c03/诱发类效果.rst:352). Negated without 「并破坏」, it goes to the GY by rule at the chain's end,
// not by an effect (无效.rst:148, 影依的原核 :150).
import { describe, expect, it } from 'vitest';
import { judgeWith, linkOf, summary } from '../build.js';
import { card } from '../../../src/cards/curated/dsl.js';
import type { TriggerPattern } from '../../../src/cards/facts.js';
import type { ChainAnswer } from '../../../src/answer/types.js';

const fieldSpell = (id: number, name: string, trigger: TriggerPattern) =>
  card({ id, name, type: 'spell field', effects: [{ kind: 'trigger', trigger, mandatory: false, does: [{ do: 'draw', amount: 1, player: 'self' }] }] });
const destroyed = fieldSpell(99999831, '测试场地被破坏', { event: 'destroyed' });
const destroyedOnField = fieldSpell(99999832, '测试场地场上被破坏', { event: 'destroyed', from: 'field' });
const sentToGy = fieldSpell(99999833, '测试场地送墓', { event: 'sent-to-gy' });
const sentByEffect = fieldSpell(99999834, '测试场地效果送墓', { event: 'sent-to-gy', cause: 'effect' });
// A Counter Trap that only negates the activation of a Spell/Trap card (no 「并破坏」).
const negateOnly = card({ id: 99999835, name: '测试只无效', type: 'trap counter', effects: [{ kind: 'activation', respondsTo: { activation: 'card', cardKind: ['spell', 'trap'] }, does: [{ do: 'negate-activation', what: 'activation' }] }] });
const FIXTURES = [destroyed, destroyedOnField, sentToGy, sentByEffect, negateOnly];

const win = (a: ChainAnswer) => a.window.triggers.map((t) => [t.card.name, t.controller, t.level, t.order, t.kind, t.mandatory]);

describe('family 3: a trigger on the card\'s own move after its card activation was negated', () => {
  it('[WIN-NEGATED-OWN-MOVE] negated and destroyed (神之宣告): 「这张卡被破坏的场合」 triggers, judged in the GY where it went', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:神之宣告(盖)} C1 A:测试场地被破坏 C2 B:神之宣告', FIXTURES);
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(linkOf(a, 2).rules).toContain('CH-SPEED-3');
    expect(a.events.map((e) => [e.type, e.cards.map((c) => c.name), e.cause])).toContainEqual(['destroyed', ['测试场地被破坏'], 'effect']);
    expect(win(a)).toEqual([['测试场地被破坏', 'A', 3, 1, 'trigger', false]]);
    expect(a.window.triggers[0]!.rules).toContain('WIN-NEGATED-OWN-MOVE');
    expect(a.window.missedTiming).toEqual([]);
    expect(a.window.priority).toBe('B');
  });

  it('[WIN-NEGATED-OWN-MOVE] negated and destroyed: 「场上的这张卡被破坏的场合」 does not trigger — it never was a face-up card on the field', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:神之宣告(盖)} C1 A:测试场地场上被破坏 C2 B:神之宣告', FIXTURES);
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(win(a)).toEqual([]);
    expect(a.window.missedTiming).toEqual([]);
    expect(a.window.notes.join()).toContain('不再当作场上的卡');
    expect(a.window.priority).toBe('A');
  });

  it('[WIN-NEGATED-OWN-MOVE] the other side: its activation resolved, then destroyed on the field by a new chain — 「场上的这张卡被破坏的场合」 triggers', () => {
    const a = judgeWith('{回合:B 阶段:主要1 A场:测试场地场上被破坏} C1 B:旋风→A:测试场地场上被破坏', FIXTURES);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(win(a)).toEqual([['测试场地场上被破坏', 'A', 4, 1, 'trigger', false]]);
    expect(a.window.triggers[0]!.rules).not.toContain('WIN-NEGATED-OWN-MOVE');
  });

  it('[WIN-NEGATED-OWN-MOVE] negated only (no 「并破坏」): sent to the GY by rule at the chain\'s end — 「被送去墓地的场合」 triggers, 「被效果送去墓地的场合」 does not', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试只无效(盖)} C1 A:测试场地送墓 C2 B:测试只无效', FIXTURES);
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(a.events.map((e) => [e.type, e.cards.map((c) => c.name), e.cause])).toContainEqual(['sent-to-gy', ['测试场地送墓', '测试只无效'], 'rule']);
    expect(win(a)).toEqual([['测试场地送墓', 'A', 3, 1, 'trigger', false]]);
    expect(a.window.triggers[0]!.rules).toContain('WIN-NEGATED-OWN-MOVE');
    const b = judgeWith('{回合:A 阶段:主要1 B场:测试只无效(盖)} C1 A:测试场地效果送墓 C2 B:测试只无效', FIXTURES);
    expect(summary(b)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(win(b)).toEqual([]);
    // Negated and destroyed (神之宣告) it is sent to the GY by an effect: that one triggers.
    const c = judgeWith('{回合:A 阶段:主要1 B场:神之宣告(盖)} C1 A:测试场地效果送墓 C2 B:神之宣告', FIXTURES);
    expect(win(c)).toEqual([['测试场地效果送墓', 'A', 3, 1, 'trigger', false]]);
  });
});

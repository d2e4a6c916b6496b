// Mandatory quick effects (必发的诱发即时效果) such as 死灵骑士's: when an activation they answer is
// made, they must be activated as the very next chain link. A chain typed without one gets an honest
// warning and the rule id on the link that should have been answered; a card that could not answer
// (face-down, not on the field, once-per-turn spent, cost unpayable, the wrong side) gets nothing.
import { describe, expect, it } from 'vitest';
import { chain, judgeWith, linkOf, summary } from './build.js';
import { card } from '../../src/cards/curated/dsl.js';

// Test-only cards: a mandatory quick effect that is once per turn and answers only the opponent's
// monster effects, and one whose cost is LP.
const oncePerTurn = card({
  id: 99999921,
  name: '测试必发即时甲',
  type: 'monster effect',
  effects: [{ kind: 'quick', mandatory: true, oncePerTurn: 'soft', respondsTo: { cardKind: 'monster', activation: 'effect', by: 'opponent' }, does: [{ do: 'negate-activation', what: 'activation' }] }],
});
const lpCost = card({
  id: 99999922,
  name: '测试必发即时乙',
  type: 'monster effect',
  effects: [{ kind: 'quick', mandatory: true, respondsTo: { cardKind: 'monster', activation: 'effect' }, cost: [{ do: 'pay-lp', amount: 2000, player: 'self' }], does: [{ do: 'negate-activation', what: 'activation' }] }],
});

// One whose activation requirement the situation cannot tell.
const unsure = card({
  id: 99999923,
  name: '测试必发即时丙',
  type: 'monster effect',
  effects: [{ kind: 'quick', mandatory: true, respondsTo: { cardKind: 'monster', activation: 'effect' }, condition: [{ is: 'other', note: 'a requirement the board does not show' }], does: [{ do: 'negate-activation', what: 'activation' }] }],
});

// One activated from the hand.
const fromHand = card({
  id: 99999924,
  name: '测试必发即时丁',
  type: 'monster effect',
  effects: [{ kind: 'quick', mandatory: true, from: 'hand', respondsTo: { cardKind: 'monster', activation: 'effect' }, does: [{ do: 'negate-activation', what: 'activation' }] }],
});

const MANDATORY = 'CH-MANDATORY-QUICK';

describe('[CH-MANDATORY-QUICK] a mandatory quick effect must answer the activation it can answer', () => {
  it('[CH-MANDATORY-QUICK] left out after a monster effect: warned in both languages, rule on the link it should have answered', () => {
    const input = '{回合:A B场:死灵骑士} C1 A:增殖的G';
    const a = chain(input);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain(MANDATORY);
    const w = a.warnings.join();
    expect(w).toContain('死灵骑士');
    expect(w).toContain('B场1');
    expect(w).toContain('必发');
    expect(w).toContain('C1');
    const en = chain(input, 'en').warnings.join();
    expect(en).toContain('must be activated as the next chain link in response to C1');
    expect(en).toContain('leaves it out');
  });

  it('[CH-MANDATORY-QUICK] left out when the activation targets it (效果遮蒙者 on the opponent’s turn)', () => {
    const a = chain('{回合:B B场:死灵骑士} C1 A:效果遮蒙者→死灵骑士');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain(MANDATORY);
    expect(a.warnings.join()).toContain('死灵骑士');
  });

  it('[CH-MANDATORY-QUICK] present directly after the activation it answers: no warning, it negates it', () => {
    const a = chain('{回合:A B场:死灵骑士} C1 A:增殖的G C2 B:死灵骑士');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).not.toContain(MANDATORY);
    expect(a.warnings.join()).not.toContain('必发');
  });

  it('[CH-MANDATORY-QUICK] on the chain, but not directly after: warned, naming where it was written', () => {
    const a = chain('{回合:B B场:死灵骑士} C1 A:增殖的G C2 A:效果遮蒙者→死灵骑士 C3 B:死灵骑士');
    expect(linkOf(a, 1).rules).toContain(MANDATORY);
    // C3 answers C2 directly: nothing to say about C2.
    expect(linkOf(a, 2).rules).not.toContain(MANDATORY);
    const w = a.warnings.join();
    expect(w).toContain('连锁C1');
    expect(w).toContain('C3');
  });

  it('[CH-MANDATORY-QUICK] a second copy must answer the first one’s activation (a monster effect too)', () => {
    const a = chain('{回合:A B场:死灵骑士,死灵骑士} C1 A:增殖的G C2 B:死灵骑士');
    expect(linkOf(a, 1).rules).not.toContain(MANDATORY);
    expect(linkOf(a, 2).rules).toContain(MANDATORY);
    expect(a.warnings.join()).toContain('B场2');
  });

  it('[CH-MANDATORY-QUICK] no warning when it cannot answer: face-down, not on the field, an activation it does not answer', () => {
    for (const input of ['{回合:A B场:死灵骑士(盖)} C1 A:增殖的G', '{回合:A B墓:死灵骑士} C1 A:增殖的G', '{回合:A B场:死灵骑士} C1 A:黑洞']) {
      const a = chain(input);
      expect(linkOf(a, 1).rules, input).not.toContain(MANDATORY);
      expect(a.warnings.join(), input).not.toContain('必发');
    }
  });

  it('[CH-MANDATORY-QUICK] no warning when its once per turn is spent, its cost cannot be paid, or the activation is its own side’s', () => {
    const quiet = ['{回合:A B场:测试必发即时甲(已用)} C1 A:增殖的G', '{回合:A A场:测试必发即时甲} C1 A:增殖的G', '{回合:A B场:测试必发即时乙 B基本分:1000} C1 A:增殖的G'];
    for (const input of quiet) {
      const a = judgeWith(input, [oncePerTurn, lpCost]);
      expect(linkOf(a, 1).rules, input).not.toContain(MANDATORY);
      expect(a.warnings.join(), input).not.toContain('必发');
    }
    // The same cards able to answer: warned (so the quiet cases are quiet for their reason).
    for (const input of ['{回合:A B场:测试必发即时甲} C1 A:增殖的G', '{回合:A B场:测试必发即时乙 B基本分:8000} C1 A:增殖的G']) {
      const a = judgeWith(input, [oncePerTurn, lpCost]);
      expect(linkOf(a, 1).rules, input).toContain(MANDATORY);
      expect(a.warnings.join(), input).toContain('必发');
    }
  });

  it('[CH-MANDATORY-QUICK] simultaneous triggers being stacked: only an assumption (mandatory quick effects come after all triggers)', () => {
    const a = chain('{回合:A B场:死灵骑士} C1 A:三眼怪 C2 A:光帝 克赖斯');
    expect(linkOf(a, 2).rules).toContain('CH-SEGOC-STACK');
    expect(a.warnings.join()).not.toContain('必发');
    expect(a.assumptions.join()).toContain('可能必须连锁C1');
    expect(a.assumptions.join()).toContain('可能必须连锁C2');
  });

  it('[CH-MANDATORY-QUICK] when whether it could be activated rests on an assumption: said as an assumption, not a warning', () => {
    const a = judgeWith('{回合:A B场:测试必发即时丙} C1 A:增殖的G', [unsure]);
    expect(linkOf(a, 1).rules).toContain(MANDATORY);
    expect(a.warnings.join()).not.toContain('必发');
    expect(a.assumptions.join()).toContain('可能必须连锁C1');
  });

  it('[CH-MANDATORY-QUICK] a card only in the hand of the situation is not counted (hidden place, not on the field)', () => {
    const a = judgeWith('{回合:A B手:测试必发即时丁} C1 A:增殖的G', [fromHand]);
    expect(linkOf(a, 1).rules).not.toContain(MANDATORY);
    expect(a.warnings.join()).not.toContain('必发');
  });
});

// CH-WITH-EFFECT (docs/c02/卡片·效果的发动.rst:28, 143–183): a Set Spell/Trap is used only by activating the card (turning it face-up).
// A Set Continuous Trap written with one of its other effects' numbers (`X①`) is its card activation with that effect in the same
// link, judged as `[同时发动①]` — the card goes face-up and the effect resolves. Before, the effect was activated by a card left
// face-down and at resolution was said to have left the field. The joined effect still answers only what it may answer.
import { describe, expect, it } from 'vitest';
import { ask, haveData } from '../reference/judge.js';

const RESPOND = (set: boolean) => `{回合:B 阶段:主要1 A场:头位审判${set ? '(盖)' : ''},三眼怪 B场:冰结界之龙 光枪龙 B手:三眼怪} C1 B:冰结界之龙 光枪龙①→三眼怪 C2 A:头位审判①[猜错]`; // (a wrong call: C1 negated — CH-COIN-BRANCH)

describe.skipIf(!haveData)('CH-WITH-EFFECT: a Set Continuous Trap written with an effect number is activated with that effect', () => {
  it('[CH-WITH-EFFECT] Set 头位审判① answering a monster effect on the field: activated face-up with its ①, it resolves (not "left the field") and C1 does not', () => {
    const a = ask(RESPOND(true));
    const c2 = a.links.find((l) => l.n === 2)!;
    expect(c2.legal).toBe(true);
    expect(c2.outcome).toBe('resolved');
    expect(c2.rules).toContain('CH-WITH-EFFECT');
    expect(c2.reason ?? '').not.toContain('离开');
    expect(a.links.find((l) => l.n === 1)!.outcome).not.toBe('resolved');
  });
  it('[CH-WITH-EFFECT] face-up, the same ① is its own effect (no card activation joined) and resolves the same way', () => {
    const c2 = ask(RESPOND(false)).links.find((l) => l.n === 2)!;
    expect(c2.outcome).toBe('resolved');
    expect(c2.rules).not.toContain('CH-WITH-EFFECT');
  });
  it('[CH-WITH-EFFECT] the joined ① still answers only a monster effect on the field: Set 头位审判① cannot answer 黑洞', () => {
    const a = ask('{回合:B 阶段:主要1 A场:头位审判(盖),三眼怪 B手:黑洞} C1 B:黑洞 C2 A:头位审判①');
    expect(a.links.find((l) => l.n === 2)!.legal).toBe(false);
  });
  it('[CH-WITH-EFFECT] a Set 真龙的默示录① in the damage step is its card activation with ① (the reference allows it with its ①, not alone)', () => {
    const a = ask('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪,真龙的默示录(盖)} C1 B:真龙的默示录①');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-WITH-EFFECT');
  });
});

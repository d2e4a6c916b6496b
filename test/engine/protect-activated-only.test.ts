// Issue 16, lingering effects vs unaffected: CH-PROTECT-ACTIVATED-ONLY — a protection 「不受…发动的效果影响」 covers only the
// resolution of an activated effect's chain link; a continuous effect (技能抽取) or a lasting effect left earlier still reaches the card
// (rules reference docs/c03/卡片的抗性.rst:280–290; docs/c03/特定效果的处理方法.rst:545–552).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-PROTECT-ACTIVATED-ONLY', CARDS_DB);

describe.skipIf(!haveCards)('CH-PROTECT-ACTIVATED-ONLY', () => {
  it('[CH-PROTECT-ACTIVATED-ONLY] 淘气仙星·贝拉麦当娜 (「不受其他卡发动的效果影响」) activating ② under a face-up 技能抽取: the continuous negation still reaches it, its effect is negated', () => {
    const a = askCdb('{回合:A A场:淘气仙星·贝拉麦当娜,技能抽取} C1 A:淘气仙星·贝拉麦当娜②');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.links[0]!.rules).toContain('CH-PROTECT-ACTIVATED-ONLY');
    // No order of the two continuous effects to decide (CH-CONT-FIRST-APPLIES): the protection never covered 技能抽取.
    expect(a.links[0]!.rules).not.toContain('CH-CONT-FIRST-APPLIES');
    expect(a.assumptions.join()).not.toMatch(/先适用/);
  });
  it('[CH-PROTECT-ACTIVATED-ONLY] the other side: the resolution of an activated effect (黑洞) does not reach it — it stays on the field, the other monster is destroyed', () => {
    const a = askCdb('{回合:B A场:淘气仙星·贝拉麦当娜,三眼怪 B手:黑洞} C1 B:黑洞');
    const destroyed = a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(destroyed).toContain('三眼怪');
    expect(destroyed).not.toContain('淘气仙星·贝拉麦当娜');
  });
});

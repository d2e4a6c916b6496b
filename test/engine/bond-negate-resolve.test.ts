// CT-BOND-NEGATE at resolution (docs/c03/特定效果的处理方法.rst:551; 卡片的抗性.rst:285): a face-up card that keeps a monster as its
// target and negates 「那只怪兽」's effects by a continuous effect (stated `魔族之链(对象:X)`) negates the effects that monster activated,
// when they resolve, while it applies — also for a monster unaffected only by activated effects (a continuous effect reaches it).
// Before, the bond was read only on banishment paths, and such an effect resolved.
import { describe, expect, it } from 'vitest';
import { ask, haveData } from '../reference/judge.js';

const first = (input: string) => ask(input).links.find((l) => l.n === 1)!;
const BREAKER = (chain: string, extra = '') => `{回合:A 阶段:主要1 A场:魔导战士 破坏者(魔力指示物1)${extra} B场:旋风(盖),魔族之链(对象:魔导战士 破坏者)} ${chain}`;

describe.skipIf(!haveData)('CT-BOND-NEGATE: the bond negates the target’s effects as they resolve', () => {
  it('[CT-BOND-NEGATE] 魔导战士 破坏者③ under 魔族之链 resolves negated, the reason naming the chain card; 旋风 is not destroyed', () => {
    const a = ask(BREAKER('C1 A:魔导战士 破坏者③→旋风'));
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.links[0]!.rules).toContain('CT-BOND-NEGATE');
    expect(a.links[0]!.reason).toContain('魔族之链');
    expect(a.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '旋风'))).toBe(false);
  });
  it('[CT-BOND-NEGATE] 淘气仙星·贝拉麦当娜 (unaffected by other activated effects only) is reached too: its ② is negated (CH-PROTECT-ACTIVATED-ONLY)', () => {
    const l = first('{回合:A 阶段:主要1 A场:淘气仙星·贝拉麦当娜(连接召唤) A墓:淘气仙星·坎迪娜 B场:魔族之链(对象:淘气仙星·贝拉麦当娜)} C1 A:淘气仙星·贝拉麦当娜②');
    expect(l.outcome).toBe('effect-negated');
    expect(l.rules).toContain('CH-PROTECT-ACTIVATED-ONLY');
  });
  it('[CT-BOND-NEGATE] the chain card destroyed above it (旋风 at C2) or its own effects negated: C1 resolves', () => {
    expect(first(BREAKER('C1 A:魔导战士 破坏者③→B:旋风 C2 A:旋风→魔族之链', ',旋风(盖)')).outcome).toBe('resolved');
    expect(first('{回合:A 阶段:主要1 A场:魔导战士 破坏者(魔力指示物1) B场:旋风(盖),魔族之链(对象:魔导战士 破坏者,效果无效)} C1 A:魔导战士 破坏者③→旋风').outcome).toBe('resolved');
  });
});

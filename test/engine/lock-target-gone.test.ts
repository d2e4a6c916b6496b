// s58: 光道魔术师 丽拉① 「…作为对象的对方的卡破坏。这个效果的发动后，直到下次的自己回合的结束时这张卡不能把表示形式变更」 with its target gone as
// it resolves. 『发动后，○○』 is a part added to the effect: 「即使前一段效果处理时不适用，只要没被无效，这部分基本上仍会适用」
// (rules reference docs/c03/誓约.rst:179) — the lock still applies; the destruction of the gone target does not (docs/c02/基本用语.rst:257).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const changed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'position-changed').flatMap((e) => e.cards.map((c) => c.name));
const first = (a: ChainAnswer) => a.earlierChains?.[0]?.links[0];
const base = '{回合:A 阶段:主要1 A场:光道魔术师 丽拉 B场:光之护封剑,旋风(盖)';
const lyla = 'C1 A:光道魔术师 丽拉→光之护封剑';

describe.skipIf(!haveCards)('[CH-POSITION-LOCK-LEFT] 光道魔术师 丽拉①\'s 『发动后』 lock, its target present or gone', () => {
  it('[CH-POSITION-LOCK-LEFT] target present: 光之护封剑 is destroyed and A\'s later change of 丽拉\'s battle position is refused', () => {
    const a = askCdb(`${base}} ${lyla} 然后 表示形式变更 光道魔术师 丽拉`);
    expect(String(first(a)?.reason)).toContain('「光之护封剑」被破坏');
    expect(changed(a)).toEqual([]);
    expect(a.warnings.join('')).toContain('「光道魔术师 丽拉」的效果让它直到下次的自己回合结束时不能按规则变更表示形式');
  });
  it('[CH-POSITION-LOCK-LEFT] target destroyed by 旋风 (C2) first: the lock still applies (誓约.rst:179) — the change is refused; the answer says the target\'s part is not done and that the other steps are not judged (before: 「所以不处理」 and the change was made)', () => {
    const a = askCdb(`${base}} ${lyla} C2 B:旋风→光之护封剑 然后 表示形式变更 光道魔术师 丽拉`);
    const c1 = first(a)!;
    expect(c1.outcome).toBe('resolved');
    expect(String(c1.reason)).toContain('「光道魔术师 丽拉」不能再按规则变更表示形式（直到下次的自己回合结束时');
    expect(String(c1.reason)).toContain('对对象的处理不进行；『这个效果的发动后，○○』是附加在效果上的部分');
    expect(String(c1.reason)).not.toContain('只对剩下的对象处理');
    expect(changed(a)).toEqual([]);
    expect(a.assumptions.join('')).toContain('效果中不涉及对象的其他处理是否进行没有判断');
  });
  it('[CH-POSITION-LOCK-LEFT] target gone and 丽拉 herself returned to the hand by 强制脱出装置: nothing is left to lock — the effect does nothing', () => {
    const a = askCdb(`${base},强制脱出装置(盖)} ${lyla} C2 B:旋风→光之护封剑 C3 B:强制脱出装置→光道魔术师 丽拉`);
    const c1 = a.links[0]!;
    expect(c1.outcome).toBe('no-effect');
    expect(String(c1.reason)).toContain('所以不处理');
    expect(a.assumptions.join('')).not.toContain('是否进行没有判断');
  });
  it('[CH-POSITION-LOCK-LEFT] target gone and the effect negated by 效果遮蒙者: the 『发动后』 part is the effect\'s own and is not applied (誓约.rst:170) — the change is made', () => {
    const a = askCdb(`${base} B手:效果遮蒙者} ${lyla} C2 B:旋风→光之护封剑 C3 B:效果遮蒙者→光道魔术师 丽拉 然后 表示形式变更 光道魔术师 丽拉`);
    expect(first(a)?.outcome).toBe('effect-negated');
    expect(changed(a)).toEqual(['光道魔术师 丽拉']);
  });
});

// CH-FORBIDDEN-MUST-STEP (issue 16, docs/c03/特定效果的处理方法.rst:325–334): an effect its player chooses to activate cannot
// be activated while a face-up card forbids a step it must carry out after the first (「…。那之后，…特殊召唤」 under a
// card that forbids Special Summons). Probed with other cards: a step after 「那之后」 that banishes, a step that is only
// 「可以」 or hangs on what an earlier step showed, the floodgate gone, and a mandatory trigger.
import { describe, expect, it } from 'vitest';
import { ask, haveData, legal } from '../reference/judge.js';

const refused = (input: string, n: number): boolean => {
  const l = ask(input).links[n - 1]!;
  return l.legal === false && l.rules.includes('CH-FORBIDDEN-MUST-STEP');
};

describe.skipIf(!haveData)('CH-FORBIDDEN-MUST-STEP: a must-do step forbidden by a face-up card keeps the effect from being activated', () => {
  it('[CH-FORBIDDEN-MUST-STEP] under 王宫的铁壁, 暗之进军 (add a 光道 monster, then banish cards from the Deck top) cannot be activated; without it it can', () => {
    expect(refused('{回合:A A墓:光道召唤师 露米娜丝 B场:王宫的铁壁} C1 A:暗之进军→光道召唤师 露米娜丝', 1)).toBe(true);
    expect(legal('{回合:A A墓:光道召唤师 露米娜丝} C1 A:暗之进军→光道召唤师 露米娜丝', 1)).toBe(true);
  });
  it('[CH-FORBIDDEN-MUST-STEP] the English reason names the floodgate and the step', () => {
    const l = ask('{回合:A B场:虚无空间,青眼白龙} C1 A:遭受妨碍的坏兽安眠', 'en').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain("Vanity's Emptiness");
  });
  it('[CH-FORBIDDEN-MUST-STEP] a summon that only happens when an earlier step shows it (超量叠光延迟) does not keep the effect from being activated under 虚无空间', () => {
    const l = ask('{回合:A A场:虚无空间 B场:No.39 希望皇 霍普} C1 A:超量叠光延迟→No.39 希望皇 霍普').links[0]!;
    expect(l.legal).toBe(true);
    expect(l.rules).not.toContain('CH-FORBIDDEN-MUST-STEP');
  });
});

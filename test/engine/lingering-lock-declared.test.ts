// CH-LINGERING-LOCK-DECLARED (s57): a lock an effect leaves on 「宣言的种类的卡」 — the kind (怪兽·魔法·陷阱) its activation declared — and one
// lasting 「直到下次的对方回合结束时」. No.16 色之支配者 (current text: 「直到下次的对方回合结束时，宣言的种类的卡双方不能发动」) compiled to
// nothing before; 复仇死者·混骸鬼① (「这个回合，对方不能把宣言的种类的卡的效果发动」) compiled no lock. Probed as a head judge would: the other
// player, the Damage Step, the card gone before its effect resolved, the kind not declared, a chain played before (`然后`).
import { describe, expect, it } from 'vitest';
import { ask, haveData } from '../reference/judge.js';

/** The last chain's link n: refused by the declared-kind lock, or not. */
const refused = (input: string, n: number): boolean => {
  const l = ask(input).links[n - 1]!;
  return l.legal === false && l.rules.includes('CH-LINGERING-LOCK') && l.rules.includes('CH-LINGERING-LOCK-DECLARED');
};

describe.skipIf(!haveData)('CH-LINGERING-LOCK-DECLARED: a lock on the declared kind of card', () => {
  it('[CH-LINGERING-LOCK-DECLARED] No.16 declared 魔法 in a chain before (`[宣言 魔法]` … 然后): the opponent’s 旋风 is refused, and the answer says the kind and that it lasts until the end of the opponent’s next turn', () => {
    const a = ask('{回合:A 阶段:主要1 A场:No.16 色之支配者(素材:三眼怪+三眼怪+三眼怪) B场:旋风(盖)} C1 A:No.16 色之支配者 [宣言 魔法] 然后 C1 B:旋风');
    const l = a.links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-LINGERING-LOCK-DECLARED');
    expect(l.illegalReason).toMatch(/直到下次的对方回合结束时双方不能把魔法卡（发动时宣言的种类）发动/);
  });
  it('[CH-LINGERING-LOCK-DECLARED] the kind declared only: after No.16 declared 魔法, a Trap (强制脱出装置) of either player is still activated', () => {
    expect(ask('{回合:A 阶段:主要1 A场:No.16 色之支配者(素材:三眼怪+三眼怪+三眼怪),强制脱出装置(盖) B场:三眼怪} C1 A:No.16 色之支配者 [宣言 魔法] 然后 C1 A:强制脱出装置 → B:三眼怪').links[0]!.legal).toBe(true);
    expect(ask('{回合:A 阶段:主要1 A场:No.16 色之支配者(素材:三眼怪+三眼怪+三眼怪),三眼怪 B场:强制脱出装置(盖)} C1 A:No.16 色之支配者 [宣言 魔法] 然后 C1 B:强制脱出装置 → A:三眼怪').links[0]!.legal).toBe(true);
  });
  it('[CH-LINGERING-LOCK-DECLARED] 「双方」: the lock binds No.16’s own controller and the other player alike (written in the history, `本回合:A:…(宣言:陷阱)`)', () => {
    expect(refused('{回合:A 阶段:主要1 A场:强制脱出装置(盖) B场:三眼怪 本回合:A:No.16 色之支配者(宣言:陷阱)} C1 A:强制脱出装置 → B:三眼怪', 1)).toBe(true);
    expect(refused('{回合:A 阶段:主要1 A场:三眼怪 B场:强制脱出装置(盖) 本回合:A:No.16 色之支配者(宣言:陷阱)} C1 B:强制脱出装置 → A:三眼怪', 1)).toBe(true);
  });
  it('[CH-LINGERING-LOCK-DECLARED] 怪兽 declared: a monster’s quick effect from the hand (效果遮蒙者) is refused; 魔法 declared, it is free', () => {
    expect(refused('{回合:A 阶段:主要1 A场:电子龙 本回合:A:No.16 色之支配者(宣言:怪兽)} C1 B:效果遮蒙者 → A:电子龙', 1)).toBe(true);
    expect(ask('{回合:A 阶段:主要1 A场:电子龙 本回合:A:No.16 色之支配者(宣言:魔法)} C1 B:效果遮蒙者 → A:电子龙').links[0]!.legal).toBe(true);
  });
  it('[CH-LINGERING-LOCK-DECLARED] the Damage Step: a Quick-Play Spell (收缩) is refused under 魔法, not under 陷阱', () => {
    expect(refused('{回合:A 阶段:伤害计算前 攻击:A:青眼白龙→B:三眼怪 本回合:A:No.16 色之支配者(宣言:魔法)} C1 B:收缩', 1)).toBe(true);
    expect(ask('{回合:A 阶段:伤害计算前 攻击:A:青眼白龙→B:三眼怪 本回合:A:No.16 色之支配者(宣言:陷阱)} C1 B:收缩').links[0]!.legal).toBe(true);
  });
  it('[CH-LINGERING-LOCK-DECLARED] No.16 gone before its effect resolved (强制脱出装置 chained to it): the effect still resolved, the lock applies to the next chain', () => {
    expect(refused('{回合:A 阶段:主要1 A场:No.16 色之支配者(素材:三眼怪+三眼怪+三眼怪) B场:强制脱出装置(盖),神之宣告(盖)} C1 A:No.16 色之支配者 [宣言 陷阱] C2 B:强制脱出装置 → No.16 色之支配者 然后 C1 A:死者苏生 C2 B:神之宣告', 2)).toBe(true);
  });
  it('[CH-LINGERING-LOCK-DECLARED] no kind written: nothing is refused, and the answer says which kind is not known and how to write it', () => {
    const a = ask('{回合:A 阶段:主要1 A场:No.16 色之支配者(素材:三眼怪+三眼怪+三眼怪) B场:旋风(盖)} C1 A:No.16 色之支配者 然后 C1 B:旋风');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.some((x) => /宣言的种类的卡不能发动/.test(x) && /宣言:魔法/.test(x))).toBe(true);
  });
  it('[CH-LINGERING-LOCK-DECLARED] 复仇死者·混骸鬼① (「这个回合，对方不能把宣言的种类的卡的效果发动」): the opponent’s Spell is refused, its controller’s is not', () => {
    const a = ask('{回合:B 阶段:主要1 A场:旋风(盖) 本回合:B:复仇死者·混骸鬼#1(宣言:魔法)} C1 B:黑洞 C2 A:旋风 → 黑洞');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.rules).toContain('CH-LINGERING-LOCK-DECLARED');
    expect(a.links[1]!.illegalReason).toMatch(/这个回合对方不能把魔法卡（发动时宣言的种类）发动/);
  });
  it('[CH-LINGERING-LOCK-DECLARED] 镜鸣的武神 (「直到下次的对方回合结束时，双方不能把魔法·陷阱卡的效果发动」, read before only with 「这个回合」): the opponent’s later Trap is refused, the answer says how long', () => {
    const l = ask('{回合:A 阶段:主要1 A场:三眼怪 B场:强制脱出装置(盖) 本回合:A:镜鸣的武神} C1 B:强制脱出装置 → A:三眼怪').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toMatch(/直到下次的对方回合结束时双方不能把这样的效果发动/);
  });
});

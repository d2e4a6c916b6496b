// CH-LINGERING-LOCK-LAST-TURN (s58): a lock an effect left in the turn before, written `上回合:` with the items of `本回合:`. Before,
// it could not be written at all (`上回合:` was no key: a parse error), so a lock lasting 「直到下次的对方回合结束时」 (镜鸣的武神,
// 花札卫-猪鹿蝶-②, No.16 色之支配者 — their current texts) was never applied in the turn it still binds. Probed as a head judge would:
// the other player's lock and its own player left free, a lock that ended with the turn before, bad input in both languages.
import { describe, expect, it } from 'vitest';
import { ask, haveData, referenceJudge } from '../reference/judge.js';

/** Link n of the last chain: refused by a lock of the turn before. */
const refusedLastTurn = (input: string, n: number): boolean => {
  const l = ask(input).links[n - 1]!;
  return l.legal === false && l.rules.includes('CH-LINGERING-LOCK') && l.rules.includes('CH-LINGERING-LOCK-LAST-TURN');
};

/** The error message a user sees for the input (it must not be answered). */
const errorOf = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN'): string => {
  const a = referenceJudge().chain(input, { lang });
  if (a.ok) throw new Error(`${input}: answered, expected an error`);
  return a.error.message;
};

describe.skipIf(!haveData)('CH-LINGERING-LOCK-LAST-TURN: a lock left in the turn before', () => {
  it('[CH-LINGERING-LOCK-LAST-TURN] 镜鸣的武神 (「直到下次的对方回合结束时，双方不能把魔法·陷阱卡的效果发动」) activated by A last turn: in B’s turn B’s Trap is refused, and the answer says it was last turn and how long it lasts', () => {
    const l = ask('{回合:B 阶段:主要1 A场:三眼怪 B场:强制脱出装置(盖) 上回合:A:镜鸣的武神} C1 B:强制脱出装置 → A:三眼怪').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-LINGERING-LOCK-LAST-TURN');
    expect(l.illegalReason).toMatch(/上个回合「镜鸣的武神」的效果已经适用，留下了直到下次的对方回合结束时双方不能把这样的效果发动的限制（这个回合还在适用/);
  });
  it('[CH-LINGERING-LOCK-LAST-TURN] the other player’s lock: 花札卫-猪鹿蝶-② (「直到下次的对方回合结束时，对方不能把墓地的卡的效果发动」) by A last turn refuses B’s GY effect now; A’s own GY effect is free', () => {
    expect(refusedLastTurn('{回合:B 阶段:主要1 B墓:小人的恶作剧 上回合:A:花札卫-猪鹿蝶-#2} C1 B:小人的恶作剧#2', 1)).toBe(true);
    expect(ask('{回合:B 阶段:主要1 A墓:小人的恶作剧 上回合:A:花札卫-猪鹿蝶-#2} C1 A:小人的恶作剧#2').links[0]!.legal).toBe(true);
  });
  it('[CH-LINGERING-LOCK-LAST-TURN] a lock that ended: 封魔之矢 (「直到回合结束时双方不能把魔法·陷阱卡的效果发动」) activated last turn binds nothing now, and the answer says it ended — written this turn it still refuses', () => {
    const a = ask('{回合:B 阶段:主要1 A场:三眼怪 B场:强制脱出装置(盖) 上回合:A:封魔之矢} C1 B:强制脱出装置 → A:三眼怪');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.some((x) => /上个回合A发动的「封魔之矢」的效果留下的限制只到那个回合结束时/.test(x))).toBe(true);
    expect(ask('{回合:B 阶段:主要1 A场:三眼怪 B场:强制脱出装置(盖) 本回合:A:封魔之矢} C1 B:强制脱出装置 → A:三眼怪').links[0]!.legal).toBe(false);
  });
  it('[CH-LINGERING-LOCK-LAST-TURN] No.16 色之支配者 with 宣言:陷阱 last turn, its controller not written: last turn’s turn player (A) is assumed and said, and 「双方」 binds B now; 宣言:魔法 leaves the Trap free', () => {
    const a = ask('{回合:B 阶段:主要1 A场:三眼怪 B场:强制脱出装置(盖) 上回合:No.16 色之支配者(宣言:陷阱)} C1 B:强制脱出装置 → A:三眼怪');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toMatch(/上个回合「No\.16 色之支配者」.*陷阱卡（发动时宣言的种类）/);
    expect(a.assumptions.some((x) => /上回合「No\.16 色之支配者」的控制者未写明，假定为上个回合的回合玩家 A/.test(x))).toBe(true);
    expect(ask('{回合:B 阶段:主要1 A场:三眼怪 B场:强制脱出装置(盖) 上回合:A:No.16 色之支配者(宣言:魔法)} C1 B:强制脱出装置 → A:三眼怪').links[0]!.legal).toBe(true);
  });
  it('[CH-LINGERING-LOCK-LAST-TURN] an effect negated last turn (效果无效) left nothing; 雪花之光’s lock for the Duel (CH-LINGERING-LOCK-DUEL) still binds its player', () => {
    expect(ask('{回合:B 阶段:主要1 A场:三眼怪 B场:强制脱出装置(盖) 上回合:A:镜鸣的武神(效果无效)} C1 B:强制脱出装置 → A:三眼怪').links[0]!.legal).toBe(true);
    const l = ask('{回合:B 阶段:主要1 上回合:A:雪花之光 A场:神之宣告(盖) B手:三眼怪} C1 B:死者苏生 C2 A:神之宣告').links[1]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toEqual(expect.arrayContaining(['CH-LINGERING-LOCK-DUEL', 'CH-LINGERING-LOCK-LAST-TURN']));
  });
  it('[CH-LINGERING-LOCK-LAST-TURN] bad input: an unknown word after 上回合: says 上回合 and what it takes, in Chinese and English; a summon there is refused with the reason', () => {
    expect(errorOf('{回合:B 阶段:主要1 上回合:A:镜鸣的武神(好)} C1 B:黑洞')).toMatch(/“上回合:”后面不认识“好”。可以写：发动、发动无效/);
    expect(errorOf('{回合:B 阶段:主要1 上回合:A:镜鸣的武神(good)} C1 B:黑洞', 'en')).toMatch(/Unknown word "good" after "last-turn:"\. Known: activated/);
    expect(errorOf('{回合:B 阶段:主要1 上回合:A:三眼怪(召唤)} C1 B:黑洞')).toMatch(/“上回合:”只写上个回合的发动/);
    expect(errorOf('{回合:B 阶段:主要1 last-turn:A:三眼怪(summoned)} C1 B:黑洞', 'en')).toMatch(/last-turn: lists only activations of the turn before/);
  });
});

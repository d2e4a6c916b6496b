// CH-TARGET-SAME-COLUMN (s58): 「以和这张卡相同纵列1只表侧表示怪兽为对象」 (红莲之机界骑士②), 「…相同纵列1张魔法·陷阱卡…」 (黄华之机界骑士②),
// 「以和这张卡相同纵列的1张卡为对象」 (导爆线) may only target a card in that card's column — the column shared across the field (A's zone c
// faces B's zone 6−c; B's EX右 faces A's 主2; a Spell & Trap Zone is in its column too). Before s58 the 和 of 「以和这张卡…」 split the
// targets into two groups: any card was a target (and two were wanted). Probed as a head judge would: the opponent's card in the column
// and in another, an Extra Monster Zone, a Spell & Trap Zone, the trap's own player's card, zones not stated, and this card gone before
// its effect resolves (the column is read again then: docs/c03/特定效果的处理方法.rst:569).
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const first = (input: string) => askCdb(input).links[0]!;
const redMoon = (mine: string, theirs: string) =>
  `{回合:A 阶段:主要1 A场:红莲之机界骑士${mine} A墓:苍穹之机界骑士 B场:黑魔术师${theirs}} C1 A:红莲之机界骑士 ② → 黑魔术师`;

describe.skipIf(!haveCards)('CH-TARGET-SAME-COLUMN: 「以和这张卡相同纵列…为对象」 targets only in this card’s column', () => {
  it('[CH-TARGET-SAME-COLUMN] 红莲之机界骑士 (A 主3) targets 黑魔术师 in B 主1 (A’s column 5): refused, naming the column; in B 主3 it is destroyed', () => {
    const off = first(redMoon('(主3)', '(主1)'));
    expect(off.legal).toBe(false);
    expect(off.rules).toContain('CH-TARGET-SAME-COLUMN');
    expect(JSON.stringify(off)).toContain('「黑魔术师」不在它的纵列');
    const on = first(redMoon('(主3)', '(主3)'));
    expect(on.legal).toBe(true);
    expect(JSON.stringify(on)).toContain('「黑魔术师」被破坏');
    const en = cdbJudge().chain(redMoon('(主3)', '(主1)'), { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(JSON.stringify(en.links[0])).toContain('is not in its column');
  });
  it('[CH-TARGET-SAME-COLUMN] the Extra Monster Zone is in a column: 红莲 in A 主2 may target B’s monster in EX右, not in EX左', () => {
    const input = (ex: string) => `{回合:A 阶段:主要1 A场:红莲之机界骑士(主2) A墓:苍穹之机界骑士 B场:解码语者(${ex})} C1 A:红莲之机界骑士 ② → 解码语者`;
    expect(first(input('EX右')).legal).toBe(true);
    expect(first(input('EX左')).legal).toBe(false);
  });
  it('[CH-TARGET-SAME-COLUMN] 黄华之机界骑士 (A 主3): B’s Set card in 魔陷3 (its column) may be targeted, in 魔陷1 not', () => {
    const input = (z: string) => `{回合:A 阶段:主要1 A场:黄华之机界骑士(主3) A墓:苍穹之机界骑士 B场:旋风(盖,${z})} C1 A:黄华之机界骑士 ② → 旋风`;
    expect(first(input('魔陷3')).legal).toBe(true);
    expect(first(input('魔陷1')).legal).toBe(false);
  });
  it('[CH-TARGET-SAME-COLUMN] 导爆线 (A 魔陷2): its own player’s monster in 主2 or B’s in 主4 (A’s column 2) may be targeted, B’s in 主2 not', () => {
    const input = (b: string, target: string) => `{回合:B 阶段:主要1 A场:导爆线(盖,魔陷2),黑魔术师(主2) B场:青眼白龙(${b})} C1 A:导爆线 → ${target}`;
    expect(first(input('主4', '青眼白龙')).legal).toBe(true);
    expect(first(input('主2', '青眼白龙')).legal).toBe(false);
    expect(first(input('主2', '黑魔术师')).legal).toBe(true);
  });
  it('[CH-TARGET-SAME-COLUMN] zones not stated: allowed, one target wanted (not two), and the answer says the column was not judged', () => {
    const r = askCdb(redMoon('', '(主1)'));
    expect(r.links[0]!.legal).toBe(true);
    expect(r.assumptions.join('\n')).toContain('纵列没有判断');
    expect(r.assumptions.join('\n')).not.toContain('要选2个对象');
  });
  it('[CH-TARGET-SAME-COLUMN] 红莲 returned to the hand before C1 resolves: its column cannot be read then — the target is destroyed, and the answer says the column was not judged', () => {
    const r = askCdb(`${redMoon('(主3)', '(主3)')} C2 B:强制脱出装置 → 红莲之机界骑士`);
    expect(JSON.stringify(r.links[0])).toContain('「黑魔术师」被破坏');
    expect(r.assumptions.join('\n')).toContain('在连锁中移动后不知道');
  });
});

// WIN-SAME-COLUMN-BATTLE (s58): 翠岚之机界骑士② 「这张卡和相同纵列的对方怪兽进行战斗的攻击宣言时，以自己墓地1只「机界骑士」怪兽为对象才能
// 发动」 is met only by an attack declared for a battle between it and an opponent's monster in its column (the column is shared across
// the field: A's 主3 faces B's 主3, A's 主2 faces B's 主4 and the Extra Monster Zone B calls 右). Before s58 the column was dropped by
// the compiler and the effect was offered at any attack, even a direct one. Probed as a head judge would: it attacks, it is attacked,
// the other column, an Extra Monster Zone, a direct attack, and zones not stated (not judged, and said).
import { describe, expect, it } from 'vitest';
import { askCdb as chain, cdbJudge, haveCards } from '../cards/data.js';

const knight = (input: string) => chain(input).window.triggers.find((t) => t.card.name === '翠岚之机界骑士');
const attack = (mine: string, theirs: string, turn: 'A' | 'B' = 'A') =>
  `{回合:${turn} 阶段:战斗阶段 A场:翠岚之机界骑士${mine} A墓:苍穹之机界骑士 B场:青眼白龙${theirs}} ` +
  (turn === 'A' ? '攻击宣言 翠岚之机界骑士 → 青眼白龙' : '攻击宣言 青眼白龙 → 翠岚之机界骑士');

describe.skipIf(!haveCards)('WIN-SAME-COLUMN-BATTLE: 翠岚之机界骑士② wants the monster it battles in its column', () => {
  it('[WIN-SAME-COLUMN-BATTLE] it attacks 青眼白龙 facing it (A 主3 ↔ B 主3): offered, the answer saying the column was read', () => {
    const t = knight(attack('(主3)', '(主3)'));
    expect(t).toBeDefined();
    expect(t!.rules).toContain('WIN-SAME-COLUMN-BATTLE');
    expect(t!.reason).toContain('在它的相同纵列');
  });
  it('[WIN-SAME-COLUMN-BATTLE] the monster in another column (A 主3, B 主2 is A’s column 4): not offered, whoever attacks', () => {
    expect(knight(attack('(主3)', '(主2)'))).toBeUndefined();
    expect(knight(attack('(主3)', '(主4)', 'B'))).toBeUndefined();
    expect(knight(attack('(主3)', '(主3)', 'B'))).toBeDefined();
  });
  it('[WIN-SAME-COLUMN-BATTLE] an Extra Monster Zone is in a column: B’s EX右 faces A’s 主2, B’s EX左 does not', () => {
    const input = (ex: string) => `{回合:A 阶段:战斗阶段 A场:翠岚之机界骑士(主2) A墓:苍穹之机界骑士 B场:解码语者(${ex})} 攻击宣言 翠岚之机界骑士 → 解码语者`;
    expect(knight(input('EX右'))).toBeDefined();
    expect(knight(input('EX左'))).toBeUndefined();
  });
  it('[WIN-SAME-COLUMN-BATTLE] a direct attack battles no monster: not offered', () => {
    expect(knight('{回合:A 阶段:战斗阶段 A场:翠岚之机界骑士 A墓:苍穹之机界骑士 B场:} 攻击宣言 翠岚之机界骑士')).toBeUndefined();
  });
  it('[WIN-SAME-COLUMN-BATTLE] zones not stated: offered, and the answer says the column was not judged (zh and en)', () => {
    const t = knight(attack('', ''));
    expect(t).toBeDefined();
    expect(t!.reason).toContain('纵列没有判断');
    const en = cdbJudge().chain(attack('(主3)', ''), { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.window.triggers.find((x) => x.card.name === '翠岚之机界骑士')!.reason).toContain('the column was not judged');
  });
  it('[WIN-SAME-COLUMN-BATTLE] refused by the column, the window says why among the effects not offered: the monster in another column, or a direct attack (zh and en)', () => {
    const notes = (input: string) => chain(input).window.notes.join('\n');
    expect(notes(attack('(主3)', '(主2)'))).toContain('「青眼白龙」不在它的纵列');
    expect(notes('{回合:A 阶段:战斗阶段 A场:翠岚之机界骑士 A墓:苍穹之机界骑士 B场:} 攻击宣言 翠岚之机界骑士')).toContain('直接攻击不和怪兽战斗');
    const en = cdbJudge().chain(attack('(主3)', '(主2)'), { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.window.notes.join('\n')).toContain('Blue-Eyes White Dragon is not in its column');
    // (A battle it is not in is no attack its text waits for: nothing said.)
    expect(notes('{回合:B 阶段:战斗阶段 A场:翠岚之机界骑士(主3),黑魔术师(主1) A墓:苍穹之机界骑士 B场:青眼白龙(主5)} 攻击宣言 青眼白龙 → 黑魔术师')).not.toContain('翠岚之机界骑士');
  });
});

// WIN-SAME-COLUMN-MOVED (s58): 灯影之机界骑士② 「和这张卡相同纵列的对方的卡从场上离开的场合或者被战斗破坏的场合才能发动」 is met only by an
// opponent's card that stood in its column (the column is shared across the field: A's 主3 faces B's 主3 and B's 魔陷3). Before s58
// the column was dropped by the compiler and any opponent's card leaving the field met it. Probed as a head judge would: the
// opponent's card in the column and in another one, destroyed by battle in the Damage Step, and zones not
// stated (not judged, and said).
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

const knight = (input: string) => chain(input).window.triggers.find((t) => t.card.name === '灯影之机界骑士');
const typhoon = (mine: string, theirs: string) => `{回合:A 阶段:主要1 A场:灯影之机界骑士${mine} A手:旋风,苍穹之机界骑士 B场:魔法筒(盖${theirs})} C1 A:旋风→魔法筒`;
const battle = (zone: string) => `{回合:A 阶段:伤害计算后 攻击:A:青眼白龙→B:黑魔术师 A场:灯影之机界骑士(主3),青眼白龙(主2) A手:苍穹之机界骑士 B场:黑魔术师(${zone})} 破坏 B:黑魔术师 (战斗)`;

describe.skipIf(!haveCards)('WIN-SAME-COLUMN-MOVED: 灯影之机界骑士② wants the opponent’s card in its column', () => {
  it('[WIN-SAME-COLUMN-MOVED] B’s 魔法筒 in 魔陷3 (A’s column 3, with 灯影 in A 主3) destroyed by 旋风: offered, the column read', () => {
    const t = knight(typhoon('(主3)', ',魔陷3'));
    expect(t).toBeDefined();
    expect(t!.rules).toContain('WIN-SAME-COLUMN-MOVED');
    expect(t!.reason).toContain('在「灯影之机界骑士」的相同纵列');
  });
  it('[WIN-SAME-COLUMN-MOVED] B’s card in 魔陷1 (A’s column 5): not offered', () => {
    expect(knight(typhoon('(主3)', ',魔陷1'))).toBeUndefined();
  });
  it('[WIN-SAME-COLUMN-MOVED] destroyed by battle in the Damage Step: B 主3 is in its column, B 主4 is not', () => {
    expect(knight(battle('主3'))).toBeDefined();
    expect(knight(battle('主4'))).toBeUndefined();
  });
  it('[WIN-SAME-COLUMN-MOVED] zones not stated: offered, and the answer says the column was not judged', () => {
    const t = knight(typhoon('', ''));
    expect(t).toBeDefined();
    expect(t!.reason).toContain('纵列没有判断');
  });
  it('[WIN-SAME-COLUMN-MOVED] refused by the column, the window says why among the effects not offered (B’s 魔法筒 in 魔陷1, 灯影 in A 主3)', () => {
    expect(chain(typhoon('(主3)', ',魔陷1')).window.notes.join('\n')).toContain('「魔法筒」不在它的纵列');
  });
});

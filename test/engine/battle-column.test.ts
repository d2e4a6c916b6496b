// CH-BATTLE-INDESTRUCTIBLE-COLUMN (s57): 明星之机械骑士② 「只要这张卡在怪兽区域存在，自己的「机界骑士」怪兽不会被和与那自身纵列不同纵列的怪兽的
// 战斗破坏，那次战斗发生的对自己的战斗伤害变成0」 — judged on the columns the situation states (A's 主1 faces B's 主5); unstated: not applied, said.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const calc = (zones: [string, string, string]) =>
  askCdb(`{回合:B 阶段:战斗步骤 A场:明星之机械骑士${zones[0]},灯影之机界骑士${zones[1]} B场:青眼白龙${zones[2]} 攻击:B:青眼白龙→A:灯影之机界骑士} 伤害计算`);

describe.skipIf(!haveCards)('明星之机械骑士: battle protection against monsters of another column', () => {
  it('[CH-BATTLE-INDESTRUCTIBLE-COLUMN] attacked from another column (A 主1, B 主1 = the other end): not destroyed, no battle damage', () => {
    const b = calc(['(EX左)', '(主1)', '(主1)']).battle!;
    expect(b.damage).toEqual({ A: 0, B: 0 });
    expect(b.destroyed.map((m) => m.name)).toEqual([]);
  });

  it('[CH-BATTLE-INDESTRUCTIBLE-COLUMN] attacked from its own column (A 主1 faces B 主5): destroyed, A takes 2200', () => {
    const b = calc(['(EX左)', '(主1)', '(主5)']).battle!;
    expect(b.damage).toEqual({ A: 2200, B: 0 });
    expect(b.destroyed.map((m) => m.name)).toEqual(['灯影之机界骑士']);
  });

  it('[CH-BATTLE-INDESTRUCTIBLE-COLUMN] zones not written: the columns are not guessed — not applied, and the answer says so (both languages)', () => {
    const a = calc(['', '', '']);
    expect(a.battle!.damage).toEqual({ A: 2200, B: 0 });
    expect(a.assumptions.join()).toContain('情境没有写出两只怪兽所在的区域：纵列无法判断');
    const en = cdbJudge().chain('{回合:B 阶段:战斗步骤 A场:明星之机械骑士,灯影之机界骑士 B场:青眼白龙 攻击:B:青眼白龙→A:灯影之机界骑士} 伤害计算', { lang: 'en' }) as ReturnType<typeof askCdb>;
    expect(en.assumptions.join()).toContain('the columns cannot be judged');
  });

  it('[CH-BATTLE-INDESTRUCTIBLE-COLUMN] not a 「机界骑士」 monster (三眼怪), or 明星之机械骑士 gone from the field: destroyed as the values say', () => {
    const other = askCdb('{回合:B 阶段:战斗步骤 A场:明星之机械骑士(EX左),三眼怪(主1) B场:青眼白龙(主1) 攻击:B:青眼白龙→A:三眼怪} 伤害计算').battle!;
    expect(other.damage).toEqual({ A: 2000, B: 0 });
    const gone = askCdb('{回合:B 阶段:战斗步骤 A场:灯影之机界骑士(主1) A墓:明星之机械骑士 B场:青眼白龙(主1) 攻击:B:青眼白龙→A:灯影之机界骑士} 伤害计算').battle!;
    expect(gone.damage).toEqual({ A: 2200, B: 0 });
  });
});

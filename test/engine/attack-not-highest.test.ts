// CH-ATTACK-NOT-HIGHEST (issue 16, docs/c03/战斗阶段流程.rst:339–341): 「对方不能选择除自己场上的攻击力最高的X以外的自己的X作为攻击对象」 —
// only the highest in ATK among those monsters may be chosen (ties: each); other monsters are not bound; a later change of the
// highest does not replay an attack already declared.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const attack = (field: string, target: string) => askCdb(`{回合:B 阶段:战斗步骤 A场:${field} B场:青眼白龙} 攻击宣言 青眼白龙 → ${target}`).attack;

describe.skipIf(!haveCards)('CH-ATTACK-NOT-HIGHEST', () => {
  it('[CH-ATTACK-NOT-HIGHEST] 十二阵·签订: of the Beast-Warriors only the highest ATK may be attacked, a monster of another Type may; tied highest both may; without the Field Spell any may', () => {
    const f = '十二阵·签订,十二兽 蛇笞(攻1000),十二兽 鼠骑(攻1200),三眼怪';
    expect(attack(f, '十二兽 蛇笞')?.legal).toBe(false);
    expect(attack(f, '十二兽 鼠骑')?.legal).toBe(true);
    expect(attack(f, '三眼怪')?.legal).toBe(true);
    expect(attack(f, '十二兽 蛇笞')?.rules).toContain('CH-ATTACK-TARGET');
    expect(attack('十二阵·签订,十二兽 蛇笞(攻1200),十二兽 鼠骑(攻1200)', '十二兽 蛇笞')?.legal).toBe(true);
    expect(attack('十二兽 蛇笞(攻1000),十二兽 鼠骑(攻1200)', '十二兽 蛇笞')?.legal).toBe(true);
  });
  it('[CH-ATTACK-NOT-HIGHEST] the highest changed by a chain in the battle step after the attack was declared: no replay', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:十二兽 鼠骑 A场:十二阵·签订,十二兽 蛇笞(攻1000),十二兽 鼠骑(攻1200),突进(盖) B场:青眼白龙} C1 A:突进→十二兽 蛇笞');
    expect(a.links.map((l) => l.legal)).toEqual([true]);
    expect(a.window.notes.join()).not.toContain('战斗回卷');
  });
});

// CH-BATTLE-INDESTRUCTIBLE (issue 16), the protection of one battle: 「怪兽不会被那次战斗破坏」「双方怪兽不会被这次战斗破坏」 — an effect
// activated in that battle keeps both monsters of it from being destroyed by it, whichever monsters end up battling (a text without
// 「那只」 follows a change of the attack target: docs/c03/战斗阶段流程.rst:185–187). One activated in an earlier battle does not.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a protection of this battle', () => {
  it('[CH-BATTLE-INDESTRUCTIBLE] 伪爆炸五星 at the attack declaration: neither 青眼白龙 is destroyed by the battle of equal ATK', () => {
    const b = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:青眼白龙 A场:青眼白龙,伪爆炸五星(盖) B场:青眼白龙} C1 A:伪爆炸五星').battle!;
    expect(b.destroyed).toEqual([]);
    expect(b.rules).toContain('CH-BATTLE-INDESTRUCTIBLE');
  });
  it('[CH-BATTLE-INDESTRUCTIBLE] the other side: activated earlier this turn (another battle), it does not protect this one — both are destroyed', () => {
    const b = askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:青眼白龙 A场:青眼白龙 B场:青眼白龙 本回合:A:伪爆炸五星} 伤害计算').battle!;
    expect(b.destroyed.length).toBe(2);
  });
  it('[CH-BATTLE-INDESTRUCTIBLE] 守卫竹篱 「自己场上存在的怪兽不会被那次战斗破坏」: its controller\'s monster, halved to 1250 against 3000, is not destroyed', () => {
    const b = askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:黑魔术师 A场:黑魔术师 A手:守卫竹篱 B场:青眼白龙} C1 A:守卫竹篱').battle!;
    expect(b.destroyed).toEqual([]);
    expect(b.rules).toContain('CH-BATTLE-INDESTRUCTIBLE');
  });
  it('[CH-BATTLE-INDESTRUCTIBLE] the other side: 守卫竹篱 keeps only its own side — the opponent\'s weaker monster is still destroyed', () => {
    const b = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:栗子球 A场:青眼白龙 A手:守卫竹篱 B场:栗子球} C1 A:守卫竹篱').battle!;
    expect(b.destroyed.map((d) => d.name ?? d)).toEqual(['栗子球']);
  });
});

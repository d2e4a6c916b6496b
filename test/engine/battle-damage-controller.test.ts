// CH-BATTLE-DAMAGE-ORDER (its controller reading): 「这张卡进行战斗所受到的对控制者的战斗伤害变成0」 — an old text's sentence after a
// trigger's sentence is a continuous rule of its own, and 「对控制者的」 (like 「对那控制者的」) names the battling monster's controller.
// Before, the sentence was read as part of the trigger before it and its receiver was not read: the controller took the damage.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const battle = (input: string) => askCdb(input).battle!;

describe.skipIf(!haveCards)('battle damage to the battling monster\'s controller', () => {
  it('[CH-BATTLE-DAMAGE-ORDER] 于贝尔 attacked by a stronger monster: its controller takes no battle damage', () => {
    const b = battle('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:于贝尔 A场:青眼白龙 B场:于贝尔} 伤害计算');
    expect(b.damage.B).toBe(0);
    expect(b.damage.A).toBe(0);
    expect(b.destroyed.map((c) => c.name)).not.toContain('于贝尔');
  });
  it('[CH-BATTLE-DAMAGE-ORDER] 于贝尔 attacking, and 于贝尔-极度悲伤的魔龙 (the same sentence): no damage to their controller', () => {
    expect(battle('{回合:B 阶段:伤害步骤 攻击:B:于贝尔→A:青眼白龙 A场:青眼白龙 B场:于贝尔} 伤害计算').damage.B).toBe(0);
    expect(battle('{回合:A 阶段:伤害步骤 攻击:A:于贝尔-极度悲伤的魔龙→B:三眼怪 A场:于贝尔-极度悲伤的魔龙 B场:三眼怪} 伤害计算').damage.A).toBe(0);
  });
  it('[CH-BATTLE-DAMAGE-ORDER] the other side: another monster of the same player battling takes its damage in full', () => {
    expect(battle('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:于贝尔,三眼怪} 伤害计算').damage.B).toBe(2000);
  });
  it('[CH-BATTLE-PROOF-NEGATED] under a face-up 技能抽取 于贝尔 keeps neither rule: destroyed, and its controller takes the damage', () => {
    const b = battle('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:于贝尔 A场:青眼白龙 B场:于贝尔,技能抽取} 伤害计算');
    expect(b.damage.B).toBe(3000);
    expect(b.destroyed.map((c) => c.name)).toContain('于贝尔');
  });
});

// FD-SUMMON-RIDER-BATTLE-DAMAGE (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:688–715): a change of battle damage the
// summoning effect leaves on the monster it Special Summoned — 「这个效果特殊召唤的怪兽给与玩家的战斗伤害变成一半」 (御用捕食者) halves
// the damage that monster inflicts on either player, whoever takes it; 「这个效果特殊召唤的怪兽进行战斗的场合，对方玩家受到的战斗伤害
// 变成0」 (过早的复活) leaves its opponent no damage from its battles. Read while the monster remembers that summon (`由X`), whether
// or not the summoning card is still there.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const dmg = (input: string) => askCdb(input).battle?.damage;

describe.skipIf(!haveCards)('the battle damage a summon leaves on the monster it summoned', () => {
  it('[FD-SUMMON-RIDER-BATTLE-DAMAGE] 御用捕食者’s monster attacking directly: 1500 instead of 3000; the same monster summoned otherwise deals 3000', () => {
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B A场:青眼白龙(特殊召唤,由御用捕食者,所有者:B)} 伤害计算')).toEqual({ A: 0, B: 1500 });
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B A场:青眼白龙(特殊召唤)} 伤害计算')).toEqual({ A: 0, B: 3000 });
  });
  it('[FD-SUMMON-RIDER-BATTLE-DAMAGE] only the damage that monster inflicts: losing its battle, its controller takes the winner’s full damage', () => {
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪(特殊召唤,由御用捕食者,所有者:B) B场:青眼白龙} 伤害计算')).toEqual({ A: 2000, B: 0 });
  });
  it('[FD-SUMMON-RIDER-BATTLE-DAMAGE] 过早的复活’s monster: its opponent takes nothing from its battle, its controller still takes the damage of a battle it loses', () => {
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:地缚神 乌鲁→B:三眼怪 A场:地缚神 乌鲁(特殊召唤,由过早的复活) B场:三眼怪} 伤害计算')).toEqual({ A: 0, B: 0 });
    expect(dmg('{回合:B 阶段:伤害计算 攻击:B:青眼究极龙→A:地缚神 乌鲁 A场:地缚神 乌鲁(特殊召唤,由过早的复活) B场:青眼究极龙} 伤害计算')).toEqual({ A: 1500, B: 0 });
  });
  it('[FD-SUMMON-RIDER-BATTLE-DAMAGE] 御用捕食者’s monster attacking, its damage moved to its controller by 次元壁: that damage is halved too', () => {
    expect(dmg('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙(特殊召唤,由御用捕食者,所有者:B) B场:三眼怪,次元壁(盖)} C1 B:次元壁')).toEqual({ A: 1000, B: 0 });
  });
});

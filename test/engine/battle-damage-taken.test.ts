// CH-BATTLE-DAMAGE-TAKEN-COND (issue 16, rules reference docs/c03/战斗阶段流程.rst:676–678, 701): an activation that needs
// its controller about to take battle damage in the damage calculation is judged on each single damage as it would be
// taken now — after the effects that change or move it. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link1 = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a condition on the battle damage about to be taken', () => {
  it('[CH-BATTLE-DAMAGE-TAKEN-COND] 体力增强剂 超级Z needs one damage of 2000 or more: a direct attack of 3000 and a difference of exactly 2000 meet it, a difference of 500 does not', () => {
    expect(link1('{回合:A 阶段:伤害计算 攻击:A:青眼白龙 A场:青眼白龙 B场:体力增强剂 超级Z(盖)} C1 B:体力增强剂 超级Z').legal).toBe(true);
    expect(link1('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪,体力增强剂 超级Z(盖)} C1 B:体力增强剂 超级Z').legal).toBe(true);
    const small = link1('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙 B场:黑魔术师,体力增强剂 超级Z(盖)} C1 B:体力增强剂 超级Z');
    expect(small.legal).toBe(false);
    expect(small.rules).toContain('CH-BATTLE-DAMAGE-TAKEN-COND');
  });

  it('[CH-BATTLE-DAMAGE-TAKEN-COND] 体力增强剂 超级Z: the attacker’s controller, who takes no damage, cannot activate it', () => {
    const l = link1('{回合:A 阶段:伤害计算 攻击:A:青眼白龙 A场:青眼白龙,体力增强剂 超级Z(盖)} C1 A:体力增强剂 超级Z');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-BATTLE-DAMAGE-TAKEN-COND');
  });

  it('[CH-BATTLE-DAMAGE-TAKEN-COND] 力量之壁 needs damage from an opponent’s attack: its controller’s monster losing meets it; winning, or attacking itself, does not', () => {
    expect(link1('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙 B场:黑魔术师,力量之壁(盖)} C1 B:力量之壁').legal).toBe(true);
    const wins = link1('{回合:A 阶段:伤害计算 攻击:A:三眼怪→B:黑魔术师 A场:三眼怪 B场:黑魔术师,力量之壁(盖)} C1 B:力量之壁');
    expect(wins.legal).toBe(false);
    expect(wins.rules).toContain('CH-BATTLE-DAMAGE-TAKEN-COND');
    expect(link1('{回合:B 阶段:伤害计算 攻击:B:三眼怪→A:黑魔术师 A场:黑魔术师 B场:三眼怪,力量之壁(盖)} C1 B:力量之壁').legal).toBe(false);
  });

  it('[CH-BATTLE-DAMAGE-TAKEN-COND] the damage is judged after it is moved: 亚马逊剑士 of the player attacked sends that damage to the attacker, so 力量之壁 cannot be activated', () => {
    const l = link1('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:亚马逊剑士 A场:青眼白龙 B场:亚马逊剑士,力量之壁(盖)} C1 B:力量之壁');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-BATTLE-DAMAGE-TAKEN-COND');
  });
});

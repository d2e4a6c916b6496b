// CH-BATTLE-DAMAGE-HALF-LP (test/RULES.md): a battle damage set to half the taker's LP at that time (恐啡肽狂龙无伤, curated in
// src/cards/curated/newer/c03a-battle-damage.ts) — a fixed value of order 9 of CH-BATTLE-DAMAGE-ORDER.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const dmg = (input: string) => askCdb(input).battle?.damage;

describe.skipIf(!haveCards)('CH-BATTLE-DAMAGE-HALF-LP', () => {
  it('[CH-BATTLE-DAMAGE-HALF-LP] the damage its controller takes in a battle between monsters becomes half that LP, higher or lower than the damage; the opponent’s damage is not changed', () => {
    expect(dmg('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:黑魔术师 A场:黑魔术师 B场:青眼白龙 A基本分:6000 本回合:A:恐啡肽狂龙无伤} 伤害计算')).toEqual({ A: 3000, B: 0 });
    expect(dmg('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:黑魔术师 A场:黑魔术师 B场:青眼白龙 A基本分:700 本回合:A:恐啡肽狂龙无伤} 伤害计算')).toEqual({ A: 350, B: 0 });
    expect(askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:黑魔术师 A场:黑魔术师 B场:青眼白龙 A基本分:6000 本回合:A:恐啡肽狂龙无伤} 伤害计算').battle?.rules).toContain('CH-BATTLE-DAMAGE-HALF-LP');
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙 B场:黑魔术师 B基本分:8000 A基本分:8000 本回合:A:恐啡肽狂龙无伤} 伤害计算')).toEqual({ A: 0, B: 500 });
  });
  it('[CH-BATTLE-DAMAGE-HALF-LP] with its taker’s LP not stated, the value is not guessed: the damage stays as it is; a damage of 0 stays 0', () => {
    expect(dmg('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:黑魔术师 A场:黑魔术师 B场:青眼白龙 本回合:A:恐啡肽狂龙无伤} 伤害计算')).toEqual({ A: 500, B: 0 });
    expect(askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:黑魔术师 A场:黑魔术师 B场:青眼白龙 本回合:A:恐啡肽狂龙无伤} 伤害计算').battle?.rules).not.toContain('CH-BATTLE-DAMAGE-HALF-LP');
    expect(dmg('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:青眼白龙 A场:青眼白龙 B场:青眼白龙 A基本分:8000 本回合:A:恐啡肽狂龙无伤} 伤害计算')).toEqual({ A: 0, B: 0 });
  });
});

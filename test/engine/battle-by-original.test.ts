// CH-BATTLE-BY-ORIGINAL: 「那次战斗的伤害计算用原本的攻击力·守备力进行」 (禁忌的圣典) changes how the battle's damage calculation is made — it compares
// the original ATK/DEF — not the monsters' values. Rules reference docs/c03/战斗阶段流程.rst:638–640.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a damage calculation made with the original values', () => {
  it('[CH-BATTLE-BY-ORIGINAL] a lowered attacker against a raised monster: 3000 against 2500 is compared, not 2000 against 3500 — and the values shown stay as they are', () => {
    const sit = '{回合:A 阶段:伤害计算 A场:青眼白龙(攻-1000) B场:黑魔术师(攻+1000),禁忌的圣典(盖) 攻击:A:青眼白龙→B:黑魔术师}';
    expect(chain(`${sit} 伤害计算`).battle?.damage.A).toBe(1500);
    const a = chain(`${sit} C1 B:禁忌的圣典`);
    expect([a.battle?.attackerValue, a.battle?.targetValue, a.battle?.damage.B]).toEqual([3000, 2500, 500]);
    expect(a.battle?.destroyed.map((c) => c.name)).toEqual(['黑魔术师']);
    expect(a.battle?.rules).toContain('CH-BATTLE-BY-ORIGINAL');
    expect(a.stats.find((s) => s.card.name === '青眼白龙')!.atk).toBe(2000);
    expect(String(a.battle?.reason)).toMatch(/原本的攻击力·守备力/);
  });
  it('[CH-BATTLE-BY-ORIGINAL] against Defense Position the original DEF: 3000 against 迷宫壁’s 3000 — no damage, nothing destroyed (without it: 1500 against 3500, 2000 damage)', () => {
    const sit = '{回合:A 阶段:伤害计算 A场:青眼白龙(攻-1500) B场:迷宫壁(守,守+500),禁忌的圣典(盖) 攻击:A:青眼白龙→B:迷宫壁}';
    expect(chain(`${sit} 伤害计算`).battle?.damage.A).toBe(2000);
    const a = chain(`${sit} C1 B:禁忌的圣典`);
    expect([a.battle?.damage.A, a.battle?.damage.B, a.battle?.destroyed.length]).toEqual([0, 0, 0]);
  });
  it('[CH-BATTLE-BY-ORIGINAL] the original an effect set counts (a stated 原攻): 邪心英雄 暗黑地魔 with original 3000 lowered to 2200 destroys a 2500 黑魔术师 raised to 3500', () => {
    const a = chain('{回合:A 阶段:伤害计算 A场:邪心英雄 暗黑地魔(原攻3000,攻-800,不受魔陷) B场:黑魔术师(攻+1000),禁忌的圣典(盖) 攻击:A:邪心英雄 暗黑地魔→B:黑魔术师} C1 B:禁忌的圣典');
    expect(a.battle?.attackerValue).toBe(3000);
    expect(a.battle?.destroyed.map((c) => c.name)).toEqual(['黑魔术师']);
  });
});

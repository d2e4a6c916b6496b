// CMP-BATTLE-DAMAGE-NOT-STEP: a text that only changes battle damage (次元壁: 「这次战斗让自己的基本分受到的战斗伤害，由对方来承受」) deals no
// damage as it resolves; its 「伤害」 was also read as a damage step with no amount, so the answer said 「A受到若干伤害」 at resolution.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a battle-damage change is no damage step', () => {
  it('[CMP-BATTLE-DAMAGE-NOT-STEP] 次元壁 (read from its text) resolves with no damage event; the battle moves the damage', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 攻击:A:亚马逊剑士→B:青眼白龙 A场:亚马逊剑士 B场:青眼白龙,次元壁(盖)} C1 B:次元壁');
    const l = a.links[0]!;
    expect(l.outcome).toBe('resolved');
    expect(l.reason).not.toContain('若干伤害');
    expect(a.events.filter((e) => e.type === 'damage' && e.link === 1)).toEqual([]);
  });
  it('[CMP-BATTLE-DAMAGE-NOT-STEP] the other side: a card that deals damage as it resolves (魔法筒: 「给与…伤害」) still does', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪,魔法筒(盖)} C1 B:魔法筒→青眼白龙');
    expect(a.events.some((e) => e.type === 'damage' && e.link === 1)).toBe(true);
  });
  it('[CMP-BATTLE-DAMAGE-NOT-STEP] in the damage step: 次元壁 cannot be activated at the damage calculation (its moment is the attack declaration); activated at the declaration and destroyed by a chained 旋风 before it resolves, a Normal Trap still resolves — the damage is moved', () => {
    const late = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪,次元壁(盖)} C1 B:次元壁');
    expect(late.links[0]!.legal).toBe(false);
    expect(late.battle?.damage).toEqual({ A: 0, B: 2000 });
    const gone = askCdb('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,旋风(盖) B场:三眼怪,次元壁(盖)} C1 B:次元壁 C2 A:旋风→次元壁');
    expect(gone.links.map((l) => l.outcome)).toEqual(['resolved', 'resolved']);
    expect(gone.events.filter((e) => e.type === 'damage' && e.link !== null)).toEqual([]);
    expect(gone.battle?.damage).toEqual({ A: 2000, B: 0 });
  });

  it('[CMP-BATTLE-DAMAGE-NOT-STEP] 「那次战斗发生的对自己的战斗伤害变成0」 of a card that is not in the battle (护卫防壁, a Trap activated at the damage calculation; 娱乐伙伴 障碍气球貘, discarded from the hand) is the battle it was activated in — read from their texts, it zeroes that damage; the other player\'s damage is not its own', () => {
    const wall = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪,护卫防壁(盖)} C1 B:护卫防壁');
    expect(wall.links[0]!.outcome).toBe('resolved');
    expect(wall.events.filter((e) => e.type === 'damage' && e.link === 1)).toEqual([]);
    expect(wall.battle?.damage).toEqual({ A: 0, B: 0 });
    expect(wall.battle?.changedBy).toContain('护卫防壁');
    // the other side: the damage is A's (its own weaker attacker) — 护卫防壁 does not touch it
    const theirs = askCdb('{回合:A 阶段:伤害计算 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪 B场:青眼白龙,护卫防壁(盖)} C1 B:护卫防壁');
    expect(theirs.battle?.damage).toEqual({ A: 2000, B: 0 });
    // its activation negated: nothing changes
    const negated = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,神之宣告(盖) B场:三眼怪,护卫防壁(盖)} C1 B:护卫防壁 C2 A:神之宣告→C1');
    expect(negated.battle?.damage).toEqual({ A: 0, B: 2000 });
    // a monster discarded from the hand (it left for the GY as its cost): both players' damage of that battle is 0
    const tapir = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪 B手:娱乐伙伴 障碍气球貘} C1 B:娱乐伙伴 障碍气球貘');
    expect(tapir.battle?.damage).toEqual({ A: 0, B: 0 });
    // the same effect recorded earlier this turn (another battle): 「那次战斗」 was that battle, not this one
    const earlier = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪 本回合:B:护卫防壁} 伤害计算');
    expect(earlier.battle?.damage).toEqual({ A: 0, B: 2000 });
  });
});

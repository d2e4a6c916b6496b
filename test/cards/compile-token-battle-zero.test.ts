// CMP-TOKEN-BATTLE-ZERO (test/RULES.md): 「…「圆舞衍生物」在自己场上特殊召唤。这衍生物的战斗发生的对双方玩家的战斗伤害变成0」 (武斗圆舞) — the Token its effect
// summoned carries the change: neither player takes battle damage from its battles. Before, the sentence was dropped silently and the
// Token's battle dealt damage as usual (圆舞衍生物 at 0 attacking 青眼白龙: A took 3000).
import { describe, expect, it } from 'vitest';
import { readSummonRiders } from '../../src/cards/compile/card-text-facts.js';
import { askCdb, haveCards } from './data.js';

describe('CMP-TOKEN-BATTLE-ZERO, the reader', () => {
  it('[CMP-TOKEN-BATTLE-ZERO] 「这衍生物的战斗发生的对双方玩家的战斗伤害变成0」 is a rider of the summoned Token', () => {
    expect(readSummonRiders('选择自己场上表侧表示存在的1只同调怪兽发动。把1只持有和那只怪兽相同种族·属性·等级·攻击力·守备力的「圆舞衍生物」在自己场上特殊召唤。这衍生物的战斗发生的对双方玩家的战斗伤害变成0。')).toEqual(['battle-damage-zero']);
  });
});

describe.skipIf(!haveCards)('CMP-TOKEN-BATTLE-ZERO, what a user sees', () => {
  const calc = (token: string) => askCdb(`{回合:A 阶段:战斗步骤 A场:${token} B场:青眼白龙 攻击:A:圆舞衍生物→B:青眼白龙} 伤害计算`).battle!;
  it('[CMP-TOKEN-BATTLE-ZERO] 圆舞衍生物 summoned by 武斗圆舞 attacking 青眼白龙: destroyed, no damage to either player', () => {
    const b = calc('圆舞衍生物(由武斗圆舞)');
    expect(b.damage).toEqual({ A: 0, B: 0 });
    expect(b.destroyed.map((d) => d.name)).toContain('圆舞衍生物');
  });
  it('[CMP-TOKEN-BATTLE-ZERO] the other side: not said to be summoned by it, the damage is dealt (A takes 3000)', () => {
    expect(calc('圆舞衍生物').damage).toEqual({ A: 3000, B: 0 });
  });
});

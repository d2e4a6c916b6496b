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
});

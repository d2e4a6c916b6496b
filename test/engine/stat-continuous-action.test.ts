// CH-STAT-CONTINUOUS, for actions (test/RULES.md; rules reference docs/c03/攻守计算.rst): an action written instead of a chain — an attack
// declared, a card destroyed — is judged on a board where the continuous ATK/DEF changes in force apply, as a chain's board is: a Field
// Spell's raise (山), a value copied from a kept target (子机, CMP-STAT-KEPT-TARGET), an equip's raise counted by the board as it stands
// (团结之力, CH-STAT-SCALED). Before, only a summon or a flip applied them, and an attack declaration showed printed values.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const battle = (input: string) => askCdb(input).battle;

describe.skipIf(!haveCards)('continuous ATK/DEF changes on an action\'s board', () => {
  it('[CH-STAT-CONTINUOUS] 山 raises the Dragon that declares an attack: 3200 against 三眼怪, 2200 damage', () => {
    const b = battle('{回合:A 阶段:战斗步骤 A场:青眼白龙,山 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪');
    expect(b?.attackerValue).toBe(3200);
    expect(b?.damage.B).toBe(2200);
  });
  it('[CH-STAT-CONTINUOUS] the other side: 山 with its effects negated raises nothing', () => {
    expect(battle('{回合:A 阶段:战斗步骤 A场:青眼白龙,山(效果无效) B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪')?.attackerValue).toBe(3000);
  });
  it('[CH-STAT-CONTINUOUS] 子机 attacking has the values of the monster it keeps targeting (CMP-STAT-KEPT-TARGET), not 0', () => {
    expect(battle('{回合:A 阶段:战斗步骤 A场:子机(对象:青眼白龙),青眼白龙 B场:三眼怪} 攻击宣言 子机 → 三眼怪')?.attackerValue).toBe(3000);
  });
  it('[CH-STAT-CONTINUOUS] 团结之力 counts every face-up monster of its player as the board stands (CH-STAT-SCALED): two monsters, +1600', () => {
    expect(battle('{回合:A 阶段:战斗步骤 A场:青眼白龙,三眼怪,团结之力(装备:青眼白龙) B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪')?.attackerValue).toBe(4600);
  });
});

// CH-EQUIP-DAMAGE-CALC-ONLY (issue 16, rules reference docs/c03/攻守计算.rst:423, :436–438): an equip card's
// change written 「只在（和对方怪兽进行战斗的）伤害计算时」 (孤毒之剑 ②) holds only while damage calculation is
// on — the situation's 阶段:伤害计算 — and not in the Main Phase nor after damage calculation; read from the
// card text (src/cards/compile/actions.ts → whileHolds), checked each time like 巨大化's LP (CH-EQUIP-STATS).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const line = (a: ChainAnswer, name: string): [number | null, number | null, number | null] => {
  const s = a.stats?.find((x) => x.card.name === name);
  if (!s) throw new Error(`no ATK/DEF line for ${name}`);
  return [s.atk, s.def, s.originalAtk];
};

describe.skipIf(!haveCards)('an equip change only during damage calculation', () => {
  const board = 'A场:青眼白龙,孤毒之剑(装备:青眼白龙) B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师}';

  it('[CH-EQUIP-DAMAGE-CALC-ONLY] 孤毒之剑 doubles 青眼白龙’s original ATK/DEF during damage calculation: 6000/5000, and the battle uses 6000', () => {
    const a = askCdb(`{回合:A 阶段:伤害计算 ${board} 伤害计算`);
    expect(line(a, '青眼白龙')).toEqual([6000, 5000, 6000]);
    expect(a.battle?.attackerValue).toBe(6000);
    expect(a.battle?.damage.B).toBe(3500);
    expect(a.stats?.find((x) => x.card.name === '青眼白龙')?.rules).toContain('CH-EQUIP-DAMAGE-CALC-ONLY');
  });

  it('[CH-EQUIP-DAMAGE-CALC-ONLY] the other side: in the Main Phase and after damage calculation 青眼白龙 is 3000/2500', () => {
    expect(line(askCdb('{回合:A 阶段:主要1 A场:青眼白龙,孤毒之剑(装备:青眼白龙)} 攻守计算'), '青眼白龙')).toEqual([3000, 2500, 3000]);
    const after = askCdb(`{回合:A 阶段:伤害计算后 ${board} 攻守计算`);
    expect(line(after, '青眼白龙')).toEqual([3000, 2500, 3000]);
    expect(after.stats?.find((x) => x.card.name === '青眼白龙')?.rules).toContain('CH-EQUIP-DAMAGE-CALC-ONLY');
  });

  it('[CH-EQUIP-DAMAGE-CALC-ONLY] a change with no such words (恶魔之斧) applies in every phase', () => {
    expect(line(askCdb('{回合:A 阶段:主要1 A场:青眼白龙,恶魔之斧(装备:青眼白龙)} 攻守计算'), '青眼白龙')[0]).toBe(4000);
    expect(line(askCdb('{回合:A 阶段:伤害计算后 A场:青眼白龙,恶魔之斧(装备:青眼白龙) B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师} 攻守计算'), '青眼白龙')[0]).toBe(4000);
  });
});

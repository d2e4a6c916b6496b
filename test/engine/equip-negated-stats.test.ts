// CH-EQUIP-NEGATED-STATS (head-judge review s41; rules reference docs/c03/装备卡.rst:98 「效果被无效时，仍然会装备」, :110 幻变骚灵物化
// under 王宫的通告: negated, still equipped, applies again once 王宫的通告 no longer applies; docs/c04/不能使用.rst:84–90: a card that
// cannot be used applies none of its effects): an equip card whose effects are negated — stated `(效果无效)`, `(不能使用)`, or reached by a
// face-up card's continuous negation (王宫的敕命's 「场上的全部魔法卡的效果无效化」, 王宫的通告's traps) — stays equipped and its change of
// 「装备怪兽」's ATK/DEF does not apply. Before, the raise of 恶魔之斧 (imported, read from its text) still counted in the battle.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-EQUIP-NEGATED-STATS', CARDS_DB);

const line = (input: string, name: string) => askCdb(input).stats?.find((x) => x.card.name === name);
const atk = (input: string, name = '黑魔术师') => line(input, name)?.atk;
const damage = (input: string) => askCdb(input).battle?.damage;
const BATTLE = '{回合:A 阶段:伤害计算 攻击:A:黑魔术师→B:青眼白龙';

describe.skipIf(!haveCards)('[CH-EQUIP-NEGATED-STATS] a negated equip card changes no ATK/DEF', () => {
  it('[CH-EQUIP-NEGATED-STATS] 恶魔之斧 stated negated or unusable on 黑魔术师: 2500 in the battle, A takes 500 — its own or the opponent’s 恶魔之斧; the other side: not negated it raises (3500, B takes 500)', () => {
    expect(damage(`${BATTLE} A场:黑魔术师,恶魔之斧(装备:黑魔术师,效果无效) B场:青眼白龙} 伤害计算`)).toEqual({ A: 500, B: 0 });
    expect(damage(`${BATTLE} A场:黑魔术师,恶魔之斧(装备:黑魔术师,不能使用) B场:青眼白龙} 伤害计算`)).toEqual({ A: 500, B: 0 });
    expect(damage(`${BATTLE} A场:黑魔术师 B场:青眼白龙,恶魔之斧(装备:黑魔术师,效果无效)} 伤害计算`)).toEqual({ A: 500, B: 0 });
    const off = line(`${BATTLE} A场:黑魔术师,恶魔之斧(装备:黑魔术师,不能使用) B场:青眼白龙} 伤害计算`, '黑魔术师')!;
    expect(off.atk).toBe(2500);
    expect(off.rules).toContain('CH-EQUIP-NEGATED-STATS');
    expect(off.reason).toContain('「恶魔之斧」不能使用');
    // The other side: the same equip card, not negated, raises the monster of either player.
    expect(damage(`${BATTLE} A场:黑魔术师,恶魔之斧(装备:黑魔术师) B场:青眼白龙} 伤害计算`)).toEqual({ A: 0, B: 500 });
    expect(damage(`${BATTLE} A场:黑魔术师 B场:青眼白龙,恶魔之斧(装备:黑魔术师)} 伤害计算`)).toEqual({ A: 0, B: 500 });
    expect(line(`${BATTLE} A场:黑魔术师,恶魔之斧(装备:黑魔术师) B场:青眼白龙} 伤害计算`, '黑魔术师')!.rules).not.toContain('CH-EQUIP-NEGATED-STATS');
  });

  it('[CH-EQUIP-NEGATED-STATS] a face-up card’s continuous negation: 王宫的敕命 (Spells) stops 恶魔之斧 but not the equip Trap 附锁链的尖盾; 王宫的通告 (Traps) the other way round', () => {
    expect(damage(`${BATTLE} A场:黑魔术师,恶魔之斧(装备:黑魔术师) B场:青眼白龙,王宫的敕命} 伤害计算`)).toEqual({ A: 500, B: 0 });
    expect(damage(`${BATTLE} A场:黑魔术师,恶魔之斧(装备:黑魔术师) B场:青眼白龙,王宫的通告} 伤害计算`)).toEqual({ A: 0, B: 500 });
    expect(atk(`${BATTLE} A场:黑魔术师,附锁链的尖盾(装备:黑魔术师) B场:青眼白龙,王宫的通告} 伤害计算`)).toBe(2500);
    expect(atk(`${BATTLE} A场:黑魔术师,附锁链的尖盾(装备:黑魔术师) B场:青眼白龙,王宫的敕命} 伤害计算`)).toBe(3000);
    // A 王宫的敕命 set face-down negates nothing.
    expect(atk('{回合:A 阶段:主要1 A场:黑魔术师,恶魔之斧(装备:黑魔术师) B场:王宫的敕命(盖)} 伤害计算')).toBe(3500);
  });

  it('[CH-EQUIP-NEGATED-STATS] the Damage Step: 突进 on 黑魔术师 with 恶魔之斧 negated is 3200 (B takes 200); under a face-up 王宫的敕命 突进 is negated too (2500, A takes 500); under 王宫的通告 both apply (4200)', () => {
    const step = '{回合:A 阶段:伤害步骤 攻击:A:黑魔术师→B:青眼白龙 A手:突进 B场:青眼白龙';
    const negated = askCdb(`${step} A场:黑魔术师,恶魔之斧(装备:黑魔术师,效果无效)} C1 A:突进→黑魔术师`);
    expect(negated.stats?.find((x) => x.card.name === '黑魔术师')?.atk).toBe(3200);
    expect(negated.battle?.damage).toEqual({ A: 0, B: 200 });
    const decree = askCdb(`${step},王宫的敕命 A场:黑魔术师,恶魔之斧(装备:黑魔术师)} C1 A:突进→黑魔术师`);
    expect(decree.links.map((l) => l.outcome)).toEqual(['effect-negated']);
    expect(decree.battle?.damage).toEqual({ A: 500, B: 0 });
    expect(atk(`${step},王宫的通告 A场:黑魔术师,恶魔之斧(装备:黑魔术师)} C1 A:突进→黑魔术师`)).toBe(4200);
  });

  it('[CH-EQUIP-NEGATED-STATS] a card that left: 王宫的敕命 destroyed in the chain — 恶魔之斧 applies again (2500 → 3500); 王宫的敕命 activated in the chain — it stops (3500 → 2500); the negated 恶魔之斧 itself destroyed — 2500, nothing left to name', () => {
    const freed = line('{回合:A 阶段:主要1 A场:黑魔术师,恶魔之斧(装备:黑魔术师),砂尘之大龙卷(盖) B场:青眼白龙,王宫的敕命} C1 A:砂尘之大龙卷→王宫的敕命', '黑魔术师')!;
    expect([freed.before?.atk, freed.atk]).toEqual([2500, 3500]);
    expect(freed.rules).not.toContain('CH-EQUIP-NEGATED-STATS');
    const stopped = line('{回合:B 阶段:主要1 A场:黑魔术师,恶魔之斧(装备:黑魔术师) B场:王宫的敕命(盖)} C1 B:王宫的敕命', '黑魔术师')!;
    expect([stopped.before?.atk, stopped.atk]).toEqual([3500, 2500]);
    expect(stopped.rules).toContain('CH-EQUIP-NEGATED-STATS');
    const gone = line('{回合:A 阶段:主要1 A场:黑魔术师,恶魔之斧(装备:黑魔术师,效果无效) B场:砂尘之大龙卷(盖)} C1 B:砂尘之大龙卷→恶魔之斧', '黑魔术师')!;
    expect(gone.atk).toBe(2500);
    expect(gone.rules).not.toContain('CH-EQUIP-NEGATED-STATS');
  });
});

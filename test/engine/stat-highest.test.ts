// CMP-STAT-HIGHEST: 「这张卡的攻击力·守备力变成「邪神 神之化身」以外的场上的攻击力最高的怪兽的攻击力＋100的数值」 (邪神 神之化身②) — a continuous 变成 to the
// highest ATK the other face-up monsters on the field show (either side), plus the number, counted again after each step and
// applied last (CH-STAT-SCALED, CH-STAT-RECALC-LAST). Rules reference docs/c03/攻守计算.rst:522.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a 变成 to the highest ATK on the field', () => {
  const at = (input: string, name = '邪神 神之化身') => {
    const s = chain(input).stats.find((x) => x.card.name === name)!;
    return [s.atk, s.def];
  };
  it('[CMP-STAT-HIGHEST] the highest ATK among the other face-up monsters of both sides + 100 — a face-down monster counts for nothing (its ATK is not shown: 0)', () => {
    expect(at('{回合:B A场:邪神 神之化身,暗黑之狂犬 B场:青眼白龙,黑羽-疾风之盖尔} 攻守计算')).toEqual([3100, 3100]);
    expect(at('{回合:B A场:邪神 神之化身,暗黑之狂犬 B场:青眼白龙(盖)} 攻守计算')).toEqual([2000, 2000]);
  });
  it('[CMP-STAT-HIGHEST] with no other monster on the field: 100/100', () => {
    expect(at('{回合:B A场:邪神 神之化身} 攻守计算')).toEqual([100, 100]);
  });
  it('[CMP-STAT-HIGHEST] counted on the values shown: a raise made earlier counts, and a halving of that monster in the chain lowers it again', () => {
    expect(at('{回合:B A场:邪神 神之化身,青眼白龙(攻+500) B场:黑羽-疾风之盖尔} 攻守计算')).toEqual([3600, 3600]);
    expect(at('{回合:B A场:邪神 神之化身,青眼白龙 B场:黑羽-疾风之盖尔} C1 B:黑羽-疾风之盖尔②→青眼白龙')).toEqual([1600, 1600]);
  });
  it('[CMP-STAT-HIGHEST] halved itself, it applies again on top: 1400 (CH-STAT-RECALC-LAST)', () => {
    const a = chain('{回合:B A场:邪神 神之化身 B场:黑羽-疾风之盖尔} C1 B:黑羽-疾风之盖尔②→邪神 神之化身');
    const s = a.stats.find((x) => x.card.name === '邪神 神之化身')!;
    expect([s.atk, s.def]).toEqual([1400, 1400]);
    expect(s.rules).toEqual(expect.arrayContaining(['CH-STAT-HALF', 'CH-STAT-RECALC-LAST']));
  });
  it('[CH-STAT-RECALC-LAST] a continuous halving applied last (邪神 恐惧之源①) is made on the value with the continuous raises in it, and they are not added again after it: 魔导战士 破坏者 with 2 Spell Counters (1600 + 600) / 2 = 1100; 黑魔术师 with 恶魔之斧 (2500 + 1000) / 2 = 1750', () => {
    expect(at('{回合:A A场:魔导战士 破坏者(魔力指示物2) B场:邪神 恐惧之源} 攻守计算', '魔导战士 破坏者')[0]).toBe(1100);
    expect(at('{回合:A A场:黑魔术师,恶魔之斧(装备:黑魔术师) B场:邪神 恐惧之源} 攻守计算', '黑魔术师')[0]).toBe(1750);
  });
});

// CMP-TRAP-BECOMES-EQUIP: the old Trap wording 「发动后这张卡变成攻击力上升500的装备卡，给…装备」 (幻兽之角, 甲虫装机的宝珠, 附锁链的尖盾) is the
// raise of the Equip Card the Trap becomes — of the monster it is equipped to, while it is — and the Trap stays on the field,
// equipped (CH-ST-STAYS-BY-TEXT); 附锁链的尖盾’s 「装备怪兽以守备表示进行战斗的场合，装备怪兽的守备力只在伤害计算时上升那个攻击力数值」 is its
// battle raise, by the ATK the monster shows then. CMP-SUBJECT-CARRIED: 守卫竹篱’s 「自己场上存在的怪兽不会被那次战斗破坏，攻击力…变成一半数值」 —
// the halving is of the monsters the clause before named. Rules reference docs/c03/攻守计算.rst:548–549.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a Trap that becomes an Equip Card', () => {
  const line = (input: string, name: string) => chain(input).stats.find((s) => s.card.name === name)!;
  it('[CMP-TRAP-BECOMES-EQUIP] 幻兽之角 activated: equipped to 暗黑之狂犬 (a Beast), which gains 800; the Trap stays on the field — no rule sends it to the GY', () => {
    const a = chain('{回合:A A场:暗黑之狂犬,幻兽之角(盖)} C1 A:幻兽之角');
    expect(a.stats.find((s) => s.card.name === '暗黑之狂犬')!.atk).toBe(2700);
    expect(a.window.notes.join('')).not.toMatch(/按规则送去墓地：「幻兽之角」/);
    expect(a.events.some((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '幻兽之角'))).toBe(false);
  });
  it('[CMP-TRAP-BECOMES-EQUIP] stated as equipped: 甲虫装机的宝珠 raises ATK and DEF by 500 (甲虫装机 豆娘 1500/2300); on the field alone it raises nothing', () => {
    const s = line('{回合:A A场:甲虫装机 豆娘,甲虫装机的宝珠(装备:甲虫装机 豆娘)} 攻守计算', '甲虫装机 豆娘');
    expect([s.atk, s.def]).toEqual([1500, 2300]);
    expect(chain('{回合:A A场:甲虫装机 豆娘,甲虫装机的宝珠} 攻守计算').stats.find((x) => x.card.name === '甲虫装机 豆娘')?.atk ?? 1000).toBe(1000);
  });
  it('[CMP-TRAP-BECOMES-EQUIP] 附锁链的尖盾 on a monster attacked in Defense Position: at damage calculation its DEF rises by its ATK (暗黑之狂犬 2400/1400 → DEF 3800)', () => {
    const a = chain('{回合:B 阶段:伤害计算 A场:暗黑之狂犬(守),附锁链的尖盾(装备:暗黑之狂犬) B场:青眼白龙 攻击:B:青眼白龙→A:暗黑之狂犬} 伤害计算');
    const s = a.stats.find((x) => x.card.name === '暗黑之狂犬')!;
    expect([s.atk, s.def]).toEqual([2400, 3800]);
    expect(a.battle?.damage.B).toBe(800);
  });
  it('[CMP-TRAP-BECOMES-EQUIP] the other side: in Attack Position, or before damage calculation, its DEF does not rise', () => {
    expect(line('{回合:B 阶段:伤害计算 A场:暗黑之狂犬,附锁链的尖盾(装备:暗黑之狂犬) B场:青眼白龙 攻击:B:青眼白龙→A:暗黑之狂犬} 伤害计算', '暗黑之狂犬').def).toBe(1400);
    expect(line('{回合:B 阶段:伤害计算前 A场:暗黑之狂犬(守),附锁链的尖盾(装备:暗黑之狂犬) B场:青眼白龙 攻击:B:青眼白龙→A:暗黑之狂犬} 攻守计算', '暗黑之狂犬').def).toBe(1400);
  });
  it('[CMP-SUBJECT-CARRIED] 守卫竹篱 at damage calculation halves every monster of its controller (not the opponent’s) until the end of the turn', () => {
    const a = chain('{回合:B 阶段:伤害计算 A场:暗黑之狂犬,黑魔术师 A手:守卫竹篱 B场:青眼白龙 攻击:B:青眼白龙→A:黑魔术师} C1 A:守卫竹篱');
    const atk = (n: string) => a.stats.find((x) => x.card.name === n)?.atk;
    expect([atk('暗黑之狂犬'), atk('黑魔术师'), atk('青眼白龙') ?? 3000]).toEqual([950, 1250, 3000]);
  });
});

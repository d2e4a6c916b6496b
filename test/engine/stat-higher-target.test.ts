// CMP-STAT-BELOW / MATCH-STAT-BELOW: 「以持有比这张卡的攻击力高的攻击力的对方场上1只怪兽为对象」 (退行手雷破坏者) — the target must have an ATK
// strictly higher than this card's ATK as it stands when the target is chosen; a lower or equal one is no target.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const legal = (mine: string, theirs: string) => askCdb(`{回合:A 阶段:主要1 A场:${mine} B场:${theirs}} C1 A:退行手雷破坏者①→${theirs.replace(/\(.*$/, '')}`).links[0]!.legal;

describe.skipIf(!haveCards)('a target whose ATK must be higher than this card’s', () => {
  it('[CMP-STAT-BELOW] 「持有比这张卡的攻击力高的攻击力的」 is read as a bound by this card’s ATK, from above: 金属反射史莱姆 (ATK 0) and 黑魔术师 (2500, equal) are no targets of 退行手雷破坏者 (2500); 青眼白龙 (3000) is', () => {
    expect(legal('退行手雷破坏者', '金属反射史莱姆(当作怪兽)')).toBe(false);
    expect(legal('退行手雷破坏者', '黑魔术师')).toBe(false);
    expect(legal('退行手雷破坏者', '青眼白龙')).toBe(true);
  });
  it('[MATCH-STAT-BELOW] the refusal says what the target must be: an ATK higher than this card’s', () => {
    const link = askCdb('{回合:A 阶段:主要1 A场:退行手雷破坏者 B场:金属反射史莱姆(当作怪兽)} C1 A:退行手雷破坏者①→金属反射史莱姆').links[0]!;
    expect(JSON.stringify(link)).toContain('攻击力比这张卡的攻击力高');
  });
  it('[MATCH-STAT-BELOW] the bound is this card’s ATK now: lowered to 1000, 黑魔术师 (2500) is higher and may be targeted; raised to 3500, 青眼白龙 may not', () => {
    expect(legal('退行手雷破坏者(攻1000)', '黑魔术师')).toBe(true);
    expect(legal('退行手雷破坏者(攻3500)', '青眼白龙')).toBe(false);
  });
});

// CH-STAT-DURATION-END: `… 回合结束后` / `… 伤害计算后` ask for the numbers once the turn (or the damage calculation) has
// ended (rules reference docs/c03/攻守计算.rst:168–189, 326–349). A resolved change lasting until then stops; what it
// fixed (one-shot changes before it) stays fixed, continuous changes before it apply again.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a duration ending', () => {
  const line = (input: string, name: string) => chain(input).stats.find((s) => s.card.name === name)!;
  it('[CH-STAT-DURATION-END] a change lasting until the end of the turn stops then: 半封 halves 青眼白龙 to 1500 for the turn; after it, 3000', () => {
    expect(line('{回合:A B场:青眼白龙} C1 A:半封→青眼白龙', '青眼白龙').atk).toBe(1500);
    const after = line('{回合:A B场:青眼白龙} C1 A:半封→青眼白龙 回合结束后', '青眼白龙');
    expect(after.atk).toBe(3000);
    expect(after.rules).toContain('CH-STAT-DURATION-END');
  });
  it('[CH-STAT-DURATION-END] what the ended change fixed stays fixed — an earlier one-shot raise is gone for good — while an equip card’s continuous raise applies again', () => {
    expect(line('{回合:A B场:青眼白龙(攻+500)} C1 A:半封→青眼白龙 回合结束后', '青眼白龙').atk).toBe(3000);
    expect(line('{回合:A B场:黑魔术师,恶魔之斧(装备:黑魔术师)} C1 A:半封→黑魔术师', '黑魔术师').atk).toBe(1750);
    expect(line('{回合:A B场:黑魔术师,恶魔之斧(装备:黑魔术师)} C1 A:半封→黑魔术师 回合结束后', '黑魔术师').atk).toBe(3500);
  });
  it('[CH-STAT-DURATION-END] a change made only for the damage calculation stops after it (伤害计算后); one for the turn does not', () => {
    const sit = '{回合:A 阶段:伤害计算 攻击:A:闪光No.39 希望皇 霍普·电光皇→B:三眼怪 A场:闪光No.39 希望皇 霍普·电光皇 B场:三眼怪}';
    expect(line(`${sit} C1 A:闪光No.39 希望皇 霍普·电光皇②`, '闪光No.39 希望皇 霍普·电光皇').atk).toBe(5000);
    expect(line(`${sit} C1 A:闪光No.39 希望皇 霍普·电光皇② 伤害计算后`, '闪光No.39 希望皇 霍普·电光皇').atk).toBe(2500);
    expect(line('{回合:A B场:青眼白龙} C1 A:半封→青眼白龙 伤害计算后', '青眼白龙').atk).toBe(1500);
  });
});

// SIT-ACTION-CARD (test/RULES.md; notation form 14): a link naming the monster the action before the chain summons is that monster —
// the one the summon put on the field, not a copy left in the hand nor a second copy assumed on the field.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('the summoned monster activating its own effect', () => {
  it('[SIT-ACTION-CARD] 召唤 电子暗黑魔角 (not listed), then its ①: it is the monster summoned — it equips 太古的白石, and no copy is assumed on the field', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:太古的白石} 召唤 电子暗黑魔角 C1 A:电子暗黑魔角①→太古的白石');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.reason).toContain('「太古的白石」作为装备卡');
    expect(a.assumptions.join('\n')).not.toContain('位置情境中没有写明');
  });
  it('[SIT-ACTION-CARD] listed in the hand, the same: the summon moved that card, so its ① is activated in the Monster Zone', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:电子暗黑魔角 A墓:太古的白石} 召唤 电子暗黑魔角 C1 A:电子暗黑魔角①→太古的白石');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.reason).toContain('「太古的白石」作为装备卡');
  });
  it('[SIT-ACTION-CARD] under 技能抽取 (negating monsters’ effects on the field): the summoned monster’s ① is negated, listed or not', () => {
    for (const hand of ['', ' A手:电子暗黑魔角']) {
      const a = askCdb(`{回合:A 阶段:主要1${hand} A墓:太古的白石 A场:技能抽取} 召唤 电子暗黑魔角 C1 A:电子暗黑魔角①→太古的白石`);
      expect(a.links[0]!.outcome).toBe('effect-negated');
      expect(a.links[0]!.reason).toContain('技能抽取');
    }
  });
});

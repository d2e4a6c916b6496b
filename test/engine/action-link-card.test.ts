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
  it('[SIT-ACTION-CARD] a tribute written as a link is the card the summon tributed: in the GY, not left on the field for 激流葬 to destroy', () => {
    // s58: before, the tributes' keys went to the link's card, which the action then did not move — 三眼怪 stayed in the Monster Zone of
    // the chain's board: 激流葬 destroyed 「青眼白龙」「三眼怪」, and 三眼怪 was offered again after the chain for that destruction.
    const a = askCdb('{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪,疾走的暗黑骑士 盖亚 B场:激流葬(盖)} 上级召唤 青眼白龙 解放 三眼怪,疾走的暗黑骑士 盖亚 C1 A:三眼怪 C2 B:激流葬');
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'resolved']);
    expect(a.links[1]!.reason).toMatch(/「激流葬」处理：「青眼白龙」被破坏。/);
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
    expect(a.window.triggers.map((c) => c.card.name)).toEqual([]);
  });
});

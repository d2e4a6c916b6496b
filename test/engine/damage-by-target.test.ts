// Issue 16, c04 灰流丽·星尘龙: CH-DAMAGE-BY-TARGET — a damage step done only when the target it moved is of a kind (「破坏的卡是怪兽的场合，
// 再给与…伤害」) is decided when the effect is activated, by the targets chosen: an answer to 「给与自己伤害的效果发动时」 (废品栗子球) may
// answer it only when every target is face-up, of that kind, and has something to deal.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DAMAGE-BY-TARGET', CARDS_DB);

const legalAt = (input: string, n: number) => askCdb(input).links[n - 1]!.legal;

describe.skipIf(!haveCards)('CH-DAMAGE-BY-TARGET', () => {
  it('[CH-DAMAGE-BY-TARGET] a stated amount on a kind: 邪帝 盖乌斯① banishing a DARK monster deals 1000 — 废品栗子球 may answer; on a LIGHT monster it deals none — 废品栗子球 cannot', () => {
    expect(legalAt('{回合:B B场:邪帝 盖乌斯(上级召唤) A场:黑魔术师 A手:废品栗子球} C1 B:邪帝 盖乌斯①→黑魔术师 C2 A:废品栗子球①', 2)).toBe(true);
    expect(legalAt('{回合:B B场:邪帝 盖乌斯(上级召唤) A场:青眼白龙 A手:废品栗子球} C1 B:邪帝 盖乌斯①→青眼白龙 C2 A:废品栗子球①', 2)).toBe(false);
  });
  it('[CH-DAMAGE-BY-TARGET] the damage only an Xyz Monster brings: No.15 机关傀儡-巨人杀手① on an Xyz Monster may be answered by 废品栗子球, on another monster it cannot; and the damage is dealt as it resolves', () => {
    const xyz = askCdb('{回合:B 阶段:主要1 B场:No.15 机关傀儡-巨人杀手 A场:希望皇 霍普(特召) A手:废品栗子球} C1 B:No.15 机关傀儡-巨人杀手①→希望皇 霍普 C2 A:废品栗子球①');
    expect(xyz.links[1]!.legal).toBe(true);
    expect(legalAt('{回合:B 阶段:主要1 B场:No.15 机关傀儡-巨人杀手 A场:三眼怪(特召) A手:废品栗子球} C1 B:No.15 机关傀儡-巨人杀手①→三眼怪 C2 A:废品栗子球①', 2)).toBe(false);
    const alone = askCdb('{回合:B 阶段:主要1 B场:No.15 机关傀儡-巨人杀手 A场:希望皇 霍普(特召)} C1 B:No.15 机关傀儡-巨人杀手①→希望皇 霍普');
    expect(alone.events.some((e) => e.type === 'damage' && e.player === 'A')).toBe(true);
  });
  it('[CH-DAMAGE-BY-TARGET] the other side: a face-down target (its kind and ATK hidden) and a Spell/Trap target decide no damage — 废品栗子球 cannot answer 混沌No.15 机关傀儡-连环杀手①', () => {
    expect(legalAt('{回合:B A场:三眼怪(盖) A手:废品栗子球 B场:混沌No.15 机关傀儡-连环杀手} C1 B:混沌No.15 机关傀儡-连环杀手①→三眼怪 C2 A:废品栗子球①', 2)).toBe(false);
    expect(legalAt('{回合:B A场:三眼怪,魔法筒(盖) A手:废品栗子球 B场:混沌No.15 机关傀儡-连环杀手} C1 B:混沌No.15 机关傀儡-连环杀手①→魔法筒 C2 A:废品栗子球①', 2)).toBe(false);
  });
});

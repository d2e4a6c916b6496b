// Counters (指示物, issue 16; test/RULES.md CNT-*; rules reference docs/c02/基本用语.rst 指示物): a card's counters stated in
// the situation (`(魔力指示物3)`), a cost that removes them, an ATK counted by them, and a new card holding none. Through the
// real pipeline over cards.cdb: what a user sees (link legality, the rules named, `stats`).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const atkOf = (a: ChainAnswer, name: string) => a.stats?.find((x) => x.card.name === name)?.atk;

describe.skipIf(!haveCards)('counters on cards', () => {
  it('[CNT-ATK] 魔导兽 刻耳柏洛斯 gains 500 per Spell Counter on it (2: 2400); the opponent’s 卡片守卫 300 per Guard Counter (1: 1900)', () => {
    expect(atkOf(askCdb('{回合:A A场:魔导兽 刻耳柏洛斯(魔力指示物2)} 攻守计算'), '魔导兽 刻耳柏洛斯')).toBe(2400);
    expect(atkOf(askCdb('{回合:A B场:卡片守卫(守卫指示物1)} 攻守计算'), '卡片守卫')).toBe(1900);
  });

  it('[CNT-ATK] counters of another kind do not count: 卡片守卫 with 2 Spell Counters stays at 1600, 刻耳柏洛斯 with none at 1400', () => {
    expect(atkOf(askCdb('{回合:A A场:卡片守卫(魔力指示物2)} 攻守计算'), '卡片守卫') ?? 1600).toBe(1600);
    expect(atkOf(askCdb('{回合:A A场:魔导兽 刻耳柏洛斯(A指示物3)} 攻守计算'), '魔导兽 刻耳柏洛斯') ?? 1400).toBe(1400);
  });

  it('[CNT-COST] 魔力诱导者 ③ needs 3 Spell Counters removed: with 2 it cannot be activated; with 3 it can, and its ATK falls from 2000 to 1700 once they are removed', () => {
    const short = askCdb('{回合:A 阶段:主要1 A场:魔力诱导者(魔力指示物2)} C1 A:魔力诱导者#3');
    expect(short.links[0]!.legal).toBe(false);
    expect(short.links[0]!.rules).toContain('CNT-COST');
    const paid = askCdb('{回合:A 阶段:主要1 A场:魔力诱导者(魔力指示物3)} C1 A:魔力诱导者#3');
    expect(paid.links[0]!.legal).toBe(true);
    const line = paid.stats?.find((x) => x.card.name === '魔力诱导者');
    expect(line?.before?.atk).toBe(2000);
    expect(line?.atk ?? 1700).toBe(1700);
  });

  it('[CNT-COST] counters of another kind do not pay it (3 A Counters on 魔力诱导者); a card whose counters are not stated is not judged', () => {
    const other = askCdb('{回合:A 阶段:主要1 A场:魔力诱导者(A指示物3)} C1 A:魔力诱导者#3');
    expect(other.links[0]!.legal).toBe(false);
    expect(other.links[0]!.rules).toContain('CNT-COST');
    expect(askCdb('{回合:A 阶段:主要1 A场:魔力诱导者} C1 A:魔力诱导者#3').links[0]!.legal).toBe(true);
  });

  it('[CNT-LEAVE] a card that was banished and came back is a new card: the counters written before (一时除外) are gone, the cost cannot be paid and no ATK is gained', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:魔力诱导者(魔力指示物3,一时除外)} C1 A:魔力诱导者#3');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CNT-COST');
    expect(atkOf(askCdb('{回合:B B场:魔导兽 刻耳柏洛斯(魔力指示物2,一时除外)} 攻守计算'), '魔导兽 刻耳柏洛斯') ?? 1400).toBe(1400);
  });

  it('[CNT-PLACE] 黑魔导战士 破坏者 ① places 2 Spell Counters on itself as it resolves: the answer shows 0→2 (or 1→3) and its ATK counted by them rises (1600→2400)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑魔导战士 破坏者} C1 A:黑魔导战士 破坏者#1');
    expect(a.links[0]!.rules).toContain('CNT-PLACE');
    expect(a.counters).toEqual([expect.objectContaining({ kind: '魔力', now: 2 })]);
    expect(atkOf(a, '黑魔导战士 破坏者')).toBe(2400);
    const more = askCdb('{回合:A 阶段:主要1 A场:黑魔导战士 破坏者(魔力指示物1)} C1 A:黑魔导战士 破坏者#1');
    expect(more.counters).toEqual([expect.objectContaining({ kind: '魔力', before: 1, now: 3 })]);
    expect(atkOf(more, '黑魔导战士 破坏者')).toBe(2800);
  });

  it('[CNT-PLACE] the card returned to the hand in the chain gets no counters (a new card); an effect negated places none', () => {
    const gone = askCdb('{回合:A 阶段:主要1 A场:黑魔导战士 破坏者 B场:强制脱出装置(盖)} C1 A:黑魔导战士 破坏者#1 C2 B:强制脱出装置→黑魔导战士 破坏者');
    expect(gone.counters).toBeUndefined();
    const negated = askCdb('{回合:A 阶段:主要1 A场:黑魔导战士 破坏者 B场:技能抽取} C1 A:黑魔导战士 破坏者#1');
    expect(negated.counters).toBeUndefined();
    expect(atkOf(negated, '黑魔导战士 破坏者') ?? 1600).toBe(1600);
  });

  it('[CNT-PLACE] placing affects the card: 魔力掌握 places none on 霸魔导士 奥金魔术师 unaffected by Spells; removing affects only the counters: 指示物吸除器 empties every kind on every card (卡片守卫 too)', () => {
    const placed = askCdb('{回合:A 阶段:主要1 A场:魔力掌握(盖) B场:霸魔导士 奥金魔术师(魔力指示物1,不受魔法)} C1 A:魔力掌握→霸魔导士 奥金魔术师');
    expect(placed.counters).toBeUndefined();
    const cleared = askCdb('{回合:B 阶段:主要1 B场:指示物吸除器(盖) A场:霸魔导士 奥金魔术师(魔力指示物1,不受魔法),卡片守卫(守卫指示物2)} C1 B:指示物吸除器');
    expect(cleared.counters?.map((c) => [c.card.name, c.kind, c.before, c.now]).sort()).toEqual([['卡片守卫', '守卫', 2, 0], ['霸魔导士 奥金魔术师', '魔力', 1, 0]]);
    expect(atkOf(cleared, '卡片守卫')).toBe(1600);
  });

  it('[CNT-NEGATED] 禁忌的圣杯 negating 霸魔导士 奥金魔术师 removes its Spell Counters (ATK back to 2800) but not its A-Counter; 卡片守卫 negated keeps its Guard Counters (another kind)', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:禁忌的圣杯(盖) A场:霸魔导士 奥金魔术师(魔力指示物2,A指示物1)} C1 B:禁忌的圣杯→霸魔导士 奥金魔术师');
    expect(a.links[0]!.rules).toContain('CNT-NEGATED');
    expect(a.counters).toEqual([expect.objectContaining({ kind: '魔力', before: 2, now: 0 })]);
    const guard = askCdb('{回合:A 阶段:主要1 B场:禁忌的圣杯(盖) A场:卡片守卫(守卫指示物1)} C1 B:禁忌的圣杯→卡片守卫');
    expect(guard.links[0]!.rules).not.toContain('CNT-NEGATED');
    expect(guard.counters).toBeUndefined();
  });

  it('[CNT-PLACE] a step removing some of its own counters, then placing one on the target: 漆黑的能量石 ① moves a Spell Counter to 魔导兽 刻耳柏洛斯 (3→2 and 0→1, ATK 1900)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3),魔导兽 刻耳柏洛斯} C1 A:漆黑的能量石#1→魔导兽 刻耳柏洛斯');
    expect(a.counters?.map((c) => [c.card.name, c.now]).sort()).toEqual([['漆黑的能量石', 2], ['魔导兽 刻耳柏洛斯', 1]]);
    expect(atkOf(a, '魔导兽 刻耳柏洛斯')).toBe(1900);
  });

  it('[CNT-MAX] a card holds no more counters than its own text allows: 王立魔法图书馆 (「最多3个」) at 3 gets none from 魔力掌握 (still a legal target), at 2 it gets the third', () => {
    const full = askCdb('{回合:A 阶段:主要1 A场:王立魔法图书馆(魔力指示物3)} C1 A:魔力掌握 → 王立魔法图书馆');
    expect(full.links[0]!.legal).toBe(true);
    expect(full.links[0]!.rules).toContain('CNT-MAX');
    expect(full.counters ?? []).toEqual([]);
    const room = askCdb('{回合:A 阶段:主要1 A场:王立魔法图书馆(魔力指示物2)} C1 A:魔力掌握 → 王立魔法图书馆');
    expect(room.links[0]!.rules).not.toContain('CNT-MAX');
    expect(room.counters).toEqual([expect.objectContaining({ kind: '魔力', before: 2, now: 3 })]);
  });

  it('[CNT-MAX] a text with no cap caps nothing: 魔导兽 刻耳柏洛斯 with 5 Spell Counters gets a sixth', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:魔导兽 刻耳柏洛斯(魔力指示物5)} C1 A:魔力掌握 → 魔导兽 刻耳柏洛斯');
    expect(a.links[0]!.rules).not.toContain('CNT-MAX');
    expect(a.counters).toEqual([expect.objectContaining({ kind: '魔力', before: 5, now: 6 })]);
  });

  it('[CNT-PLACE-CHOSEN] 「选自己场上1只「黑羽龙」放置对方场上的卡数量的黑羽指示物」: 黑羽-南风之奥斯特 ●1 puts as many Black Feather Counters on 黑羽龙 as the opponent has cards (2); with no 黑羽龙 it cannot be activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑羽龙 A墓:黑羽-南风之奥斯特 B场:三眼怪,黑洞(盖)} C1 A:黑羽-南风之奥斯特②[●1]');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CNT-PLACE-CHOSEN');
    expect(a.counters).toEqual([expect.objectContaining({ kind: '黑羽', now: 2 })]);
    const none = askCdb('{回合:A 阶段:主要1 A场:三眼怪 A墓:黑羽-南风之奥斯特 B场:三眼怪,黑洞(盖)} C1 A:黑羽-南风之奥斯特②[●1]');
    expect(none.links[0]!.legal).toBe(false);
    expect(none.links[0]!.rules).toContain('CH-NOTHING-TO-APPLY');
  });

  it('[CNT-PLACE-CHOSEN] 「「幽狱之时计塔」放置1个时计指示物」 (no target, a mandatory trigger): 命运英雄 恐惧从者 ① gives the face-up Field Spell one Clock Counter; a negated one cannot hold them and gets none', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:命运英雄 恐惧从者,幽狱之时计塔(场地) B场:} C1 A:命运英雄 恐惧从者①');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.counters).toEqual([expect.objectContaining({ kind: '时计', now: 1 })]);
    const negated = askCdb('{回合:A 阶段:主要1 A场:命运英雄 恐惧从者,幽狱之时计塔(场地,效果无效) B场:} C1 A:命运英雄 恐惧从者①');
    expect(negated.links[0]!.legal).toBe(true);
    expect(negated.counters ?? []).toEqual([]);
  });
});

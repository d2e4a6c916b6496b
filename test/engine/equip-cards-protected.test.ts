// A protection of 「自己场上的表侧表示的装备卡」 (issue 16; test/RULES.md CMP-EQUIP-CARDS-PROTECTED; rules reference docs/c03/无效.rst:360):
// the compiler reads the subject 「装备卡」 as the equip cards of that side — before, the whole protection was left unread. Through the
// real pipeline over cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a protection of one side’s equip cards', () => {
  it('[CMP-EQUIP-CARDS-PROTECTED] 武装神龙 护甲龙② (「自己场上的表侧表示的装备卡不会被效果破坏」): 旋风 does not destroy its controller’s equip card; another card of that side, or the other side’s equip card, it does', () => {
    expect(destroyed('{回合:B 阶段:主要1 A场:武装神龙 护甲龙,恶魔之斧(装备:武装神龙 护甲龙)} C1 B:旋风→恶魔之斧')).toEqual([]);
    expect(destroyed('{回合:B 阶段:主要1 A场:武装神龙 护甲龙,恶魔之斧(装备:武装神龙 护甲龙),王宫的通告} C1 B:旋风→王宫的通告')).toEqual(['王宫的通告']);
    expect(destroyed('{回合:B 阶段:主要1 A场:武装神龙 护甲龙 B场:恶魔之斧(装备:武装神龙 护甲龙)} C1 A:旋风→恶魔之斧')).toEqual(['恶魔之斧']);
  });
});

describe.skipIf(!haveCards)('an Equip Spell whose effect is negated still equips', () => {
  it('[CH-EQUIP-NEGATED-STAYS] 强夺 on 沉默剑士 LV3 (unaffected by the opponent’s Spells) and 堕落 on 电子凤凰 (its continuous negation of Spells targeting a Machine): negated, they still equip their target and stay; control is not taken', () => {
    for (const input of ['{回合:A 阶段:主要1 B场:沉默剑士 LV3} C1 A:强夺→沉默剑士 LV3', '{回合:A 阶段:主要1 B场:电子凤凰} C1 A:堕落→电子凤凰']) {
      const a = askCdb(input);
      expect(a.links.map((l) => l.outcome)).toEqual(['effect-negated']);
      expect(a.links[0]!.rules).toContain('CH-EQUIP-NEGATED-STAYS');
      expect(a.events.filter((e) => e.type === 'equipped').length).toBe(1);
      expect(a.events.some((e) => e.type === 'control-changed')).toBe(false);
      expect(a.events.filter((e) => e.type === 'sent-to-gy' || e.type === 'destroyed')).toEqual([]);
    }
    // One its negation destroys as it resolves (静寂之杖-波纹: 「…无效并破坏」) equips nothing.
    const gone = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,静寂之杖-波纹(装备:青眼白龙) A手:盗贼的烟玉} C1 A:盗贼的烟玉→青眼白龙');
    expect(gone.events.some((e) => e.type === 'equipped')).toBe(false);
  });
});

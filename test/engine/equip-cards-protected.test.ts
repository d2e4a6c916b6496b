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

// CH-EQUIP-FROM-OUTSIDE (issue 16; rules reference docs/c03/装备卡.rst:70–89): an effect that takes a card from the hand, Deck or
// GY and equips it to its own monster (「…当作装备卡使用给这张卡装备」「…装备魔法卡给这张卡装备」) puts it in its player's Spell & Trap
// Zone equipped to that monster; with no free zone nothing applies (the card stays where it was); with too few, as many as fit.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const equipped = (a: ChainAnswer) => a.events.filter((e) => e.type === 'equipped').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('equips of cards taken from outside the field', () => {
  it('[CH-EQUIP-FROM-OUTSIDE] 甲虫装机 蜈蚣① equips a 甲虫装机 monster from the hand to itself: it leaves the hand for its player’s Spell & Trap Zone', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:甲虫装机 蜈蚣 A手:甲虫装机 大黄蜂} C1 A:甲虫装机 蜈蚣①');
    expect(a.links[0]!.rules).toContain('CH-EQUIP-FROM-OUTSIDE');
    expect(equipped(a)).toEqual(['甲虫装机 大黄蜂']);
    expect(a.events.find((e) => e.type === 'equipped')!.cards[0]!.controller).toBe('A');
  });

  it('[CH-EQUIP-FROM-OUTSIDE] 妖精传姬-辛德瑞拉② from the Deck: equipped with a free zone; with all 5 Spell & Trap Zones taken nothing applies and the Equip Spell stays in the Deck (CH-EQUIP-NO-ZONE); a field not listed is not judged', () => {
    const free = askCdb('{回合:A 阶段:主要1 A场:妖精传姬-辛德瑞拉,旋风(盖),黑洞(盖),雷破(盖),月之书(盖) A卡组:恶魔之斧} C1 A:妖精传姬-辛德瑞拉②');
    expect(equipped(free)).toEqual(['恶魔之斧']);
    const full = askCdb('{回合:A 阶段:主要1 A场:妖精传姬-辛德瑞拉,旋风(盖),黑洞(盖),雷破(盖),月之书(盖),神之宣告(盖) A卡组:恶魔之斧} C1 A:妖精传姬-辛德瑞拉②');
    expect(full.links[0]!.rules).toContain('CH-EQUIP-NO-ZONE');
    expect(equipped(full)).toEqual([]);
    const unlisted = askCdb('{回合:A 阶段:主要1 A卡组:恶魔之斧} C1 A:妖精传姬-辛德瑞拉②');
    expect(unlisted.links[0]!.rules).not.toContain('CH-EQUIP-NO-ZONE');
  });

  it('[CH-EQUIP-FROM-OUTSIDE] the other side: a monster effect equipping its own target from the field (纳祭之魔①) is not this rule, and an equip whose monster left (甲虫装机 蜈蚣 destroyed in the chain) takes nothing from the hand', () => {
    const field = askCdb('{回合:A 阶段:主要1 A场:纳祭之魔 B场:青眼白龙} C1 A:纳祭之魔①→青眼白龙');
    expect(field.links[0]!.rules).not.toContain('CH-EQUIP-FROM-OUTSIDE');
    const gone = askCdb('{回合:A 阶段:主要1 A场:甲虫装机 蜈蚣 A手:甲虫装机 大黄蜂} C1 A:甲虫装机 蜈蚣① C2 B:雷破→甲虫装机 蜈蚣');
    expect(equipped(gone)).toEqual([]);
    expect(gone.links[0]!.outcome).toBe('no-effect');
  });
});

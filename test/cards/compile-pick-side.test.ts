// CMP-PICK-SIDE: whose cards a compiled pick takes is read from where the text takes them — a count before them (「最多有对方场上的…数量的」)
// says how many, not whose; a hand, Deck or Extra Deck with no side named is the taking player's own.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

const movedBy = (a: ReturnType<typeof askCdb>, link: number, type: string) =>
  a.events.filter((e) => e.type === type && e.link === link).flatMap((e) => e.cards.map((c) => `${c.name}@${c.ref}`));

describe.skipIf(!haveCards)('[CMP-PICK-SIDE] the side of a picked card', () => {
  it('[CMP-PICK-SIDE] 堕天使 路西法 ① summons from its own hand and Deck only — not a 「堕天使」 of the opponent\'s hand (the count names 对方场上)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:堕天使 路西法(上级召唤) B场:青眼白龙,黑魔术师 A手:黑洞 A卡组:青眼白龙 B手:堕天使 伊希塔布} C1 A:堕天使 路西法①');
    expect(movedBy(a, 1, 'special-summoned')).toEqual([]);
  });

  it('[CMP-PICK-SIDE] E-紧急呼唤 「从卡组把1只「元素英雄」怪兽加入手卡」 takes from its own Deck — the opponent\'s Deck card is not added', () => {
    const a = askCdb('{回合:A 阶段:主要1 A卡组:青眼白龙 B卡组:元素英雄 羽翼侠} C1 A:E-紧急呼唤');
    expect(movedBy(a, 1, 'added-to-hand')).toEqual([]);
    const b = askCdb('{回合:A 阶段:主要1 A卡组:元素英雄 羽翼侠 B卡组:元素英雄 羽翼侠} C1 A:E-紧急呼唤');
    expect(movedBy(b, 1, 'added-to-hand').map((x) => x.split('@')[1]!.charAt(0))).toEqual(['A']);
  });
});

// CH-FROM-ZONE for a trigger on the card's own summon (review s42 (4)): 元素英雄 水泡侠② — 「这张卡召唤·反转召唤·特殊召唤成功时才能发动」 —
// names no place: it is the summoned monster's effect, on the field. Listed only in the hand (never summoned) or in the GY (it left
// the field) it was activated; a card must be where its effect's location requires.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a trigger on its own summon is the monster’s on the field (CH-FROM-ZONE)', () => {
  it('[CH-FROM-ZONE] 元素英雄 水泡侠② listed in the hand, or in the GY (it left the field), cannot be activated, and the answer says where it must be', () => {
    const hand = askCdb('{回合:A 阶段:主要1 A手:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②');
    expect(hand.links[0]!.legal).toBe(false);
    expect(hand.links[0]!.illegalReason).toContain('手卡');
    const gy = askCdb('{回合:A 阶段:主要1 A墓:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②');
    expect(gy.links[0]!.legal).toBe(false);
  });
  it('[CH-FROM-ZONE] the other side: on the field (or not placed) it is activated; summoned from the hand, the window offers it; a trigger naming the GY (暗黑界的龙神 格拉法 discarded) is not touched', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1} C1 A:元素英雄 水泡侠②').links[0]!.legal).toBe(true);
    const w = askCdb('{回合:A 阶段:主要1 A手:元素英雄 水泡侠} 特殊召唤 元素英雄 水泡侠');
    expect(w.window.triggers.map((t) => t.card.name)).toContain('元素英雄 水泡侠');
    const discarded = askCdb('{回合:A 阶段:主要1 A手:暗黑界的龙神 格拉法} 丢弃 暗黑界的龙神 格拉法 (效果)');
    expect(discarded.window.triggers.map((t) => t.card.name)).toContain('暗黑界的龙神 格拉法');
  });
});

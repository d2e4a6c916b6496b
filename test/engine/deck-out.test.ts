// A player who must draw more cards than their Deck holds loses at that moment; both at once is a draw (test/RULES.md
// CH-DECK-OUT, CH-DUEL-DRAW; rules reference docs/c03/特定效果的处理方法.rst:22–23). Only a Deck the situation lists is judged.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('drawing from a Deck too small', () => {
  it('[CH-DECK-OUT] 变形壶 flipped: both discard and draw 5 — A with 3 cards in the Deck loses, B wins (B’s Deck not listed is not judged); the answer says why', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:变形壶(盖) A卡组:三眼怪,三眼怪,三眼怪} C1 A:变形壶①');
    expect(a.gameResult?.winner).toBe('B');
    expect(a.gameResult?.by).toBe('deck-out');
    expect(a.gameResult?.rules).toContain('CH-DECK-OUT');
    expect(JSON.stringify(a.gameResult?.reason)).toContain('A要从卡组抽出比卡组剩余数量更多的卡');
    expect(a.window.triggers).toEqual([]);
  });
  it('[CH-DECK-OUT] both Decks listed too small for the same draw: a draw game (CH-DUEL-DRAW)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:变形壶(盖) A卡组:三眼怪,三眼怪,三眼怪 B卡组:三眼怪} C1 A:变形壶①');
    expect(a.gameResult?.winner).toBe('draw');
    expect(a.gameResult?.rules).toEqual(expect.arrayContaining(['CH-DECK-OUT', 'CH-DUEL-DRAW']));
  });
  it('[CH-DECK-OUT] a Deck that holds enough ends nothing: 变形壶 with 5 cards in each listed Deck', () => {
    const five = '三眼怪,三眼怪,三眼怪,黑魔术师,黑魔术师';
    expect(askCdb(`{回合:B 阶段:主要1 A场:变形壶(盖) A卡组:${five} B卡组:${five}} C1 A:变形壶①`).gameResult).toBeUndefined();
  });
  it('[CH-DECK-OUT] 手札抹杀 draws as many as each player discarded: a player with no hand discards none and draws none, so an empty Deck does not lose; the other player’s empty Deck does', () => {
    expect(askCdb('{回合:A 阶段:主要1 A手: B手:三眼怪 A卡组: B卡组:三眼怪,三眼怪} C1 A:手札抹杀').gameResult).toBeUndefined();
    const b = askCdb('{回合:A 阶段:主要1 A手: B手:三眼怪 A卡组: B卡组:} C1 A:手札抹杀');
    expect(b.gameResult?.winner).toBe('A');
    expect(b.gameResult?.losers).toEqual(['B']);
  });
  it('[CH-DECK-OUT] an optional draw the Deck cannot cover is not activated at all (CH-DECK-SHORT), so it ends nothing', () => {
    const a = askCdb('{回合:A 阶段:主要1 A卡组:三眼怪} C1 A:强欲之壶');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.gameResult).toBeUndefined();
  });
});

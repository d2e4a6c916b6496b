/** FD-EXTRA-SPECIAL: a Fusion, Synchro, Xyz or Link monster on the field was Special Summoned (it reaches a Monster Zone no other way). */
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('an Extra Deck monster on the field is a Special Summoned monster (FD-EXTRA-SPECIAL)', () => {
  it('[FD-EXTRA-SPECIAL] 迷途风 (「特殊召唤的表侧表示怪兽」) may target a Synchro or Xyz monster the situation does not mark as Special Summoned, not a Main Deck monster left unmarked', () => {
    expect(askCdb('{回合:A B场:星尘龙} C1 A:迷途风→星尘龙').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A B场:No.39 希望皇 霍普} C1 A:迷途风→No.39 希望皇 霍普').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A B场:青眼白龙} C1 A:迷途风→青眼白龙').links[0]!.legal).toBe(false);
  });
});

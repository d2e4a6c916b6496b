// CH-COST-HAND: a discard cost needs cards in hand — the card activated from the hand counts against a listed hand only when the
// situation lists it there; a card activated from the hand but not written in a listed hand is read as beside the cards listed.
// Imported cards from cards.cdb (过火的埋葬: 「丢弃1张手卡才能发动」).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const first = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('CH-COST-HAND with a listed hand', () => {
  it('[CH-COST-HAND] 过火的埋葬 not written in a listed hand of one card is activated beside it, which pays the discard', () => {
    const l = first('{回合:A 阶段:主要1 A墓:削魂的死灵 A手:青眼白龙} C1 A:过火的埋葬→削魂的死灵 [cost:丢弃 青眼白龙]');
    expect(l.legal).toBe(true);
  });
  it('[CH-COST-HAND] the other side: listed as the only card of the hand, or with the hand listed empty, nothing is left to discard', () => {
    expect(first('{回合:A 阶段:主要1 A墓:削魂的死灵 A手:过火的埋葬} C1 A:过火的埋葬→削魂的死灵').legal).toBe(false);
    const empty = first('{回合:A 阶段:主要1 A墓:削魂的死灵 A手:} C1 A:过火的埋葬→削魂的死灵');
    expect(empty.legal).toBe(false);
    expect(empty.illegalReason).toContain('手卡不够');
  });
});

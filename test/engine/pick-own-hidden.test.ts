// SIT-PICK-OWN-HIDDEN (test/RULES.md): a curated pick from a hand, Deck or Extra Deck with no side written takes the taking player's
// own cards (「从卡组把1只4星以下的战士族怪兽加入手卡」: your Deck). Before, 增援 added the Warrior the situation listed in the
// opponent's Deck, and 愚蠢的埋葬 sent the opponent's Deck monster to the GY.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`));

describe.skipIf(!haveCards)('a pick from a hidden place with no side is its taker’s own', () => {
  it('[SIT-PICK-OWN-HIDDEN] 增援 with the Warrior only in the opponent’s Deck: nothing is added to A’s hand', () => {
    const a = askCdb('{回合:A A卡组: B卡组:异国的剑士} C1 A:增援');
    expect(moved(a, 'added-to-hand')).toEqual([]);
  });
  it('[SIT-PICK-OWN-HIDDEN] 增援 with the Warrior in both Decks: A adds the one from A’s own Deck', () => {
    const a = askCdb('{回合:A A卡组:异国的剑士 B卡组:异国的剑士} C1 A:增援');
    expect(moved(a, 'added-to-hand')).toEqual(['A:异国的剑士']);
  });
  it('[SIT-PICK-OWN-HIDDEN] 愚蠢的埋葬 (filter placed in the Deck, no side): the opponent’s Deck monster is not sent to the GY', () => {
    const a = askCdb('{回合:A A卡组: B卡组:异国的剑士} C1 A:愚蠢的埋葬');
    expect(moved(a, 'sent-to-gy').filter((c) => c.endsWith('异国的剑士'))).toEqual([]);
  });
});

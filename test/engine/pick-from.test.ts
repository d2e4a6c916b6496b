// SIT-PICK-FROM (test/RULES.md): a step that picks cards of a description from a place (「从卡组把1只4星以下的战士族怪兽加入手卡」, a curated
// `from: 'deck'` with a filter of kind, race and level only) picks them there — not a fitting card the situation lists on the field or in
// the GY. Before, 增援 added a Warrior from the field to the hand.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const added = (a: ChainAnswer) => a.events.filter((e) => e.type === 'added-to-hand').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a pick from the Deck picks in the Deck', () => {
  it('[SIT-PICK-FROM] 增援 with a Warrior on the field and in the GY: neither is added to the hand — the Warrior comes from the Deck (unnamed)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:战士 戴·格雷法 A墓:战士 戴·格雷法 A手:增援} C1 A:增援');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(added(a)).not.toContain('战士 戴·格雷法');
  });
  it('[SIT-PICK-FROM] the other side: 增援 with the Warrior listed in the Deck adds that one', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 A卡组:战士 戴·格雷法 A手:增援} C1 A:增援');
    expect(added(a)).toEqual(['战士 戴·格雷法']);
  });
  it('[SIT-PICK-FROM] with the Deck listed and no Warrior in it, nothing is added (CH-PICK-LISTED-EMPTY) — not the one on the field', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:战士 戴·格雷法 A卡组:三眼怪 A手:增援} C1 A:增援');
    expect(added(a)).toEqual([]);
  });
});

// CH-DRAW-LISTED-DECK (test/RULES.md; rules reference docs/c02/基本用语.rst:1385): a draw of as many cards as its player's Deck — listed in full —
// holds takes exactly those cards, whatever their order: 天使的施舍 with a Deck of 3 draws all three. With more cards than the draw, which are
// drawn is not known (unnamed). Before, the drawn cards were never named from the listed Deck, so the rules reference's own example — the last
// Exodia piece drawn completes the hand, A wins and 死灵的引诱's damage does not apply — was answered as B winning at 0 LP.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const drawn = (a: ChainAnswer) => a.events.filter((e) => e.type === 'drawn').flatMap((e) => e.cards.map((c) => c.name));
const HAND = '被封印者的右腕,被封印者的左腕,被封印者的右足,被封印者的左足,黑魔术师';

describe.skipIf(!haveCards)('a draw of a whole listed Deck', () => {
  it('[CH-DRAW-LISTED-DECK] 天使的施舍 with a listed Deck of 3 draws those 3: Exodia is complete, A wins, and 死灵的引诱 deals nothing (docs/c02/基本用语.rst:1385)', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A基本分:300 A手:${HAND} A卡组:被封印的艾克佐迪亚,青眼白龙,三眼怪 B场:死灵的引诱} C1 A:天使的施舍 [丢弃 黑魔术师][丢弃 青眼白龙]`);
    expect(drawn(a).sort()).toEqual(['三眼怪', '被封印的艾克佐迪亚', '青眼白龙'].sort());
    expect(a.gameResult?.winner).toBe('A');
    expect(a.events.some((e) => e.type === 'damage')).toBe(false);
  });
  it('[CH-DRAW-LISTED-DECK] the other side: with 4 cards listed in the Deck, which 3 are drawn is not known — none is named', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A手:${HAND} A卡组:被封印的艾克佐迪亚,青眼白龙,三眼怪,黑魔术师} C1 A:天使的施舍`);
    expect(drawn(a)).toEqual([]);
  });
});

// CH-DECK-SHORT: an effect whose first step draws, or mills/banishes from the top of the Deck, N cards cannot be
// activated when the situation lists that Deck with fewer; a mandatory one still is and takes what is left
// (rules reference docs/c03/特定效果的处理方法.rst:242–249). A Deck not listed is not judged.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DECK-SHORT', CARDS_DB);

const first = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('CH-DECK-SHORT', () => {
  it('[CH-DECK-SHORT] a draw of 2 or a mill of 5 from a listed Deck too small cannot be activated; enough cards, an unlisted Deck, or a mandatory effect can', () => {
    const draw = first('{回合:A A卡组:三眼怪} C1 A:强欲之壶');
    expect(draw.legal).toBe(false);
    expect(draw.rules).toContain('CH-DECK-SHORT');
    expect(first('{回合:A A卡组:三眼怪,三眼怪,三眼怪,三眼怪} C1 A:针虫的巢窟').legal).toBe(false);
    expect(first('{回合:A A卡组:三眼怪,三眼怪} C1 A:强欲之壶').legal).toBe(true);
    expect(first('{回合:A} C1 A:强欲之壶').legal).toBe(true);
    expect(first('{回合:A 阶段:结束阶段 A场:光道魔术师 丽拉 A卡组:三眼怪,三眼怪} C1 A:光道魔术师 丽拉②').legal).toBe(true);
  });
});

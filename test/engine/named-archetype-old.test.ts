// CMP-NAMED-ARCHETYPE-OLD in play, on a card imported from cards.cdb (read from its text, not curated): 武神-倭 adds
// 「1只名字带有「武神」的怪兽」 from the Deck — the old wording of the 「武神」 archetype. With the Deck listed, a 「武神」 monster
// there is added; a Deck holding only 三眼怪 has none to add (CH-PICK-LISTED-EMPTY), and the 「那之后」 send does not happen.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the old wording of an archetype (CMP-NAMED-ARCHETYPE-OLD)', CARDS_DB);

const added = (deck: string) => {
  const a = askCdb(`{回合:A 阶段:结束阶段 A场:武神-倭 A卡组:${deck}} C1 A:武神-倭①`);
  return { added: a.events.filter((e) => e.type === 'added-to-hand').flatMap((e) => e.cards.map((c) => c.name)), sent: a.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).length, rules: a.links[0]!.rules };
};

describe.skipIf(!haveCards)('the old wording 「名字带有「X」的怪兽」 of an archetype', () => {
  it('[CMP-NAMED-ARCHETYPE-OLD] 武神-倭 adds a 「武神」 monster from the listed Deck (武神-御雷), not another monster (三眼怪): with only 三眼怪 there nothing is added and nothing is sent after', () => {
    expect(added('三眼怪,武神-御雷').added).toEqual(['武神-御雷']);
    const none = added('三眼怪');
    expect(none.added).toEqual([]);
    expect(none.sent).toBe(0);
    expect(none.rules).toContain('CH-PICK-LISTED-EMPTY');
  });
});

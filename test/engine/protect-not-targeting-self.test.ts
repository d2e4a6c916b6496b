// CH-PROTECT-NOT-TARGETING, the wording 「不会被不以自身为对象的卡的效果破坏」 (issue 16, rules reference docs/c03/卡片的抗性.rst:120–132):
// a protection granted to other monsters, each kept from destruction by card effects that do not target it — read by the compiler
// for every card with that wording (王之棺, curated in src/cards/curated/newer/c02-more-newer.ts, over the 「荷鲁斯」 monsters of its side).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { c02MoreNewerCards } from '../../src/cards/curated/newer/c02-more-newer.js';

skipMessage('CH-PROTECT-NOT-TARGETING', CARDS_DB);

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('CH-PROTECT-NOT-TARGETING: 「不以自身为对象的」', () => {
  it('[CH-PROTECT-NOT-TARGETING] 「自己场上的「X」怪兽不会被不以自身为对象的卡的效果破坏」 is read as a protection of those monsters from effects not targeting them', () => {
    const a = c02MoreNewerCards.find((c) => c.name === '王之棺')!.effects.find((e) => e.n === 1)!.does[0]!;
    expect(a).toMatchObject({ do: 'cannot-be-destroyed', against: 'effect', fromCards: { notTargeting: true }, what: { filter: { archetype: '荷鲁斯', side: 'self' } } });
  });
  describe.skipIf(!haveCards)('played', () => {
    it('[CH-PROTECT-NOT-TARGETING] under 王之棺, 激流葬 (no target) destroys the other monsters, not the 「荷鲁斯」 one; 雷破 targeting it destroys it; without 王之棺 激流葬 destroys it too', () => {
      expect(destroyed('{回合:A 阶段:主要1 A场:三眼怪 B场:王之棺,荷鲁斯之黑炎龙 LV4} C1 A:激流葬')).toEqual(['三眼怪']);
      expect(destroyed('{回合:A 阶段:主要1 A场:三眼怪 B场:王之棺,荷鲁斯之黑炎龙 LV4} C1 A:雷破→荷鲁斯之黑炎龙 LV4')).toEqual(['荷鲁斯之黑炎龙 LV4']);
      expect(destroyed('{回合:A 阶段:主要1 A场:三眼怪 B场:荷鲁斯之黑炎龙 LV4} C1 A:激流葬')).toEqual(['三眼怪', '荷鲁斯之黑炎龙 LV4']);
    });
  });
});

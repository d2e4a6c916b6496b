// CMP-SUMMONED-TO-FIELD: 「把对方墓地存在的1只龙族怪兽在自己场上特殊召唤」 — the field a card is summoned to says nothing of which card is
// picked. Read as part of the pick, its 「自己」 made the opponent's GY monster either player's (side any) and 「场上」 a place to take from.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

describe.skipIf(!haveCards)('[CMP-SUMMONED-TO-FIELD] where a summoned card goes is not what is picked', () => {
  it('[CMP-SUMMONED-TO-FIELD] 维多利亚 summons a Dragon of the opponent\'s GY: targeting one in its own GY is refused', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:维多利亚 A墓:青眼白龙 B墓:真红眼黑龙} C1 A:维多利亚①→A:青眼白龙');
    expect(a.links[0]!.legal).toBe(false);
  });
  it('[CMP-SUMMONED-TO-FIELD] 维多利亚 targeting the opponent\'s GY Dragon summons it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:维多利亚 A墓:青眼白龙 B墓:真红眼黑龙} C1 A:维多利亚①→B:真红眼黑龙');
    expect(a.links[0]!.legal).not.toBe(false);
    expect(a.events.filter((e) => e.type === 'special-summoned' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['真红眼黑龙']);
  });
});

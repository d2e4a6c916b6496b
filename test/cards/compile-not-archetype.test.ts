// CMP-NOT-ARCHETYPE: 「名字带有「X」的怪兽以外的…」「「X」怪兽以外的…」 — the cards of archetype X are left out, not picked. The 「以外」
// was dropped and X read as the archetype picked: 命运英雄 恐惧人 ① destroyed the 「命运英雄」 monsters it spares.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

const movedBy = (a: ReturnType<typeof askCdb>, link: number, type: string) =>
  a.events.filter((e) => e.type === type && e.link === link).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CMP-NOT-ARCHETYPE] an archetype left out of a pick', () => {
  it('[CMP-NOT-ARCHETYPE] 命运英雄 恐惧人 ① destroys its controller\'s monsters other than 「命运英雄」 ones — 三眼怪, not 钻石人 or itself', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:命运英雄 恐惧人,命运英雄 钻石人,三眼怪} C1 A:命运英雄 恐惧人①');
    expect(movedBy(a, 1, 'destroyed')).toEqual(['三眼怪']);
  });

  it('[CMP-NOT-ARCHETYPE] 狱火机·莉莉丝 ① destroys the Spells/Traps on the field other than 「炼狱」 cards', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:狱火机·莉莉丝,炼狱的虚梦 B场:黑洞(盖放)} C1 A:狱火机·莉莉丝①');
    expect(movedBy(a, 1, 'destroyed')).toEqual(['黑洞']);
  });
});

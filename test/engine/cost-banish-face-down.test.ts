// A cost that banishes a specific card takes a face-up one only; one that asks for no kind may take a face-down card
// (test/RULES.md CH-COST-BANISH-FACE-DOWN; rules reference docs/c02/基本用语.rst:163–169). 真红眼不死龙皇 is a newer card
// curated as text (src/cards/curated/newer/c02-summon-procedures.ts); 虫惑之园 is curated; 马头鬼 and 三眼怪 come from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('banishing a card as a cost', () => {
  it('[CH-COST-BANISH-FACE-DOWN] a cost banishing 「自己场上1只不死族怪兽」 cannot take a face-down Zombie; face-up it can', () => {
    const down = chain('{回合:A 阶段:主要1 A场只有:真红眼不死龙皇,马头鬼(盖)} C1 A:真红眼不死龙皇②');
    expect(down.links[0]!.legal).toBe(false);
    expect(down.links[0]!.rules).toContain('CH-COST-BANISH-FACE-DOWN');
    const up = chain('{回合:A 阶段:主要1 A场:真红眼不死龙皇,马头鬼} C1 A:真红眼不死龙皇②');
    expect(up.links[0]!.legal).toBe(true);
    expect(up.links[0]!.rules).not.toContain('CH-COST-BANISH-FACE-DOWN');
  });
  it('[CH-COST-BANISH-FACE-DOWN] a cost banishing 「自己场上1只怪兽」 (no kind asked) may take a face-down monster', () => {
    const a = chain('{回合:A 阶段:主要1 A场:虫惑之园,三眼怪(盖)} C1 A:虫惑之园[cost:除外 三眼怪]');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).not.toContain('CH-COST-BANISH-FACE-DOWN');
  });
});

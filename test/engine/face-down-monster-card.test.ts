// A face-down card outside the Monster Zone is no 「怪兽卡」 (test/RULES.md MATCH-FACE-DOWN-NO-MONSTER-CARD; rules reference
// docs/c02/基本用语.rst:1253–1257). 群豪世界-真罗万象 is a newer card curated as text
// (src/cards/curated/newer/c02-activation-summons.ts); 纳祭之魔, 黑魔术师 and 三眼怪 come from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a face-down card is no monster card', () => {
  it('[MATCH-FACE-DOWN-NO-MONSTER-CARD] a monster held face-down as an Equip Card cannot be targeted as 「魔法与陷阱区域的怪兽卡」; face-up it can', () => {
    const down = chain('{回合:B 阶段:主要1 B场:群豪世界-真罗万象 A场:纳祭之魔,黑魔术师(装备:纳祭之魔,盖)} C1 B:群豪世界-真罗万象②→黑魔术师');
    expect(down.links[0]!.legal).toBe(false);
    const up = chain('{回合:B 阶段:主要1 B场:群豪世界-真罗万象 A场:纳祭之魔,黑魔术师(装备:纳祭之魔)} C1 B:群豪世界-真罗万象②→黑魔术师');
    expect(up.links[0]!.legal).toBe(true);
  });
});

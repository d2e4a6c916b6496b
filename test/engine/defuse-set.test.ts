// CH-DEFUSE-SET (rules reference docs/c02/基本用语.rst:940–960, 1019): 融合解除 summons 「那只怪兽的融合召唤使用过的一组融合素材」 —
// the materials its target was Fusion Summoned with (`素材:X+Y`), all in its controller's GY, of the kind its card lists.
// Cards read from cards.cdb (融合解除 is curated), with other Fusion Monsters than the reference's.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('融合解除 and the set of Fusion Materials', () => {
  it('[CH-DEFUSE-SET] the materials a Fusion Summoned monster remembers are summoned from the GY when all are there', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:青眼究极龙(融合召唤,素材:青眼白龙+青眼白龙+青眼白龙) B墓:青眼白龙,青眼白龙,青眼白龙} C1 B:融合解除 → 青眼究极龙');
    expect(summoned(a)).toEqual(['青眼白龙', '青眼白龙', '青眼白龙']);
    expect(a.links[0]!.rules).toContain('CH-DEFUSE-SET');
  });
  it('[CH-DEFUSE-SET] one of them missing from the GY: none is summoned (the monster still returns)', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:青眼究极龙(融合召唤,素材:青眼白龙+青眼白龙+青眼白龙) B墓:青眼白龙,青眼白龙} C1 B:融合解除 → 青眼究极龙');
    expect(summoned(a)).toEqual([]);
    expect(a.events.some((e) => e.type === 'returned-to-deck' && e.cards.some((c) => c.name === '青眼究极龙'))).toBe(true);
  });
  it('[CH-DEFUSE-SET] a Fusion Monster summoned another way (by a card\'s effect, `(特殊召唤)`) has no such set: nothing is summoned', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:青眼究极龙(特殊召唤) B墓:青眼白龙,青眼白龙,青眼白龙} C1 B:融合解除 → 青眼究极龙');
    expect(summoned(a)).toEqual([]);
  });
  it('[CH-DEFUSE-SET] a material line asking for monsters on the field (「场上的…」) does not describe monsters in the GY: nothing is summoned', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:凶饿毒融合龙(融合召唤,素材:黑魔术师+恶魔召唤) A墓:黑魔术师,恶魔召唤} C1 A:融合解除 → 凶饿毒融合龙');
    expect(summoned(a)).toEqual([]);
  });
  it('[CH-DEFUSE-SET] materials not stated: the old reading (an unnamed monster, as the player chooses)', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:青眼究极龙 B墓:青眼白龙,青眼白龙,青眼白龙} C1 B:融合解除 → 青眼究极龙');
    expect(a.links[0]!.rules).not.toContain('CH-DEFUSE-SET');
  });
});

// CMP-ARCHETYPE-EITHER (review s44 q1 (3)): 「以场上1只「六武众」效果怪兽或者「紫炎」效果怪兽为对象」 (六武之门② ●2个, read from its text) —
// a card of either archetype. Only the first was read (「六武众」), so a 「紫炎」 Effect Monster (大将军 紫炎) was refused as a target.
// The other side: a card of neither archetype, or of one but not an Effect Monster, is still refused; two descriptions of different
// tails (「「X」卡或者「Y」魔法·陷阱卡」) are not read this way.
// (紫炎的影武者, the card the review tried, is a Normal Monster in cards.cdb: 「「紫炎」效果怪兽」 does not take it — refused, rightly.)
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { filterOf } from '../../src/cards/compile/words.js';

const GATE = '{回合:A 阶段:主要1 A场:六武之门(武士道指示物4),';

describe('CMP-ARCHETYPE-EITHER: two archetypes joined by 或者/或 in a filter', () => {
  it('[CMP-ARCHETYPE-EITHER] 「「A」效果怪兽或者「B」效果怪兽」 and 「「A」或「B」怪兽」 are either archetype; different tails and card names are not', () => {
    expect(filterOf('场上1只「六武众」效果怪兽或者「紫炎」效果怪兽')).toMatchObject({ anyOf: [{ archetype: '六武众' }, { archetype: '紫炎' }], subtypes: ['effect'] });
    expect(filterOf('场上1只「六武众」效果怪兽或者「紫炎」效果怪兽').archetype).toBeUndefined();
    expect(filterOf('自己墓地1只「六武众」或「紫炎」怪兽')).toMatchObject({ anyOf: [{ archetype: '六武众' }, { archetype: '紫炎' }] });
    // Other side: one archetype stays one; different tails keep the first; names picked stay names.
    expect(filterOf('场上1只「六武众」效果怪兽')).toMatchObject({ archetype: '六武众' });
    expect(filterOf('场上1只「六武众」效果怪兽').anyOf).toBeUndefined();
    expect(filterOf('自己场上1张「幻影骑士团」卡或者「幻影」魔法·陷阱卡').anyOf).toBeUndefined();
    expect(filterOf('自己墓地1张「融合」或者「融合派兵」')).toMatchObject({ names: ['融合', '融合派兵'] });
  });
});

describe.skipIf(!haveCards)('六武之门② [●1] targets a 「六武众」 or 「紫炎」 Effect Monster (CMP-ARCHETYPE-EITHER)', () => {
  it('[CMP-ARCHETYPE-EITHER] →大将军 紫炎 and →六武众的师范 are legal; →三眼怪 and the Normal Monster 紫炎的影武者 are refused, the answer naming both archetypes', () => {
    expect(askCdb(`${GATE}大将军 紫炎} C1 A:六武之门② [●1]→大将军 紫炎`).links[0]!.legal).toBe(true);
    expect(askCdb(`${GATE}六武众的师范} C1 A:六武之门② [●1]→六武众的师范`).links[0]!.legal).toBe(true);
    const bad = askCdb(`${GATE}三眼怪} C1 A:六武之门② [●1]→三眼怪`).links[0]!;
    expect(bad.legal).toBe(false);
    expect(bad.illegalReason).toContain('「六武众」或「紫炎」');
    expect(askCdb(`${GATE}紫炎的影武者} C1 A:六武之门② [●1]→紫炎的影武者`).links[0]!.legal).toBe(false);
  });

  it('[CMP-ARCHETYPE-EITHER] the damage step (an ignition effect: refused) and a 大将军 紫炎 that left the field (in the GY: no target on the field)', () => {
    expect(askCdb('{回合:A 阶段:伤害步骤 A场:六武之门(武士道指示物4),大将军 紫炎} C1 A:六武之门② [●1]→大将军 紫炎').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:六武之门(武士道指示物4) A墓:大将军 紫炎} C1 A:六武之门② [●1]→大将军 紫炎').links[0]!.legal).toBe(false);
  });
});

// CH-COND-EITHER: an activation requirement naming two kinds of card joined by 「或者」
// (「场上有效果怪兽或者里侧守备表示怪兽存在的场合才能发动」, 停战协定) is met by a card of either kind —
// not only by one card that is both, nor by any monster at all.
import { describe, expect, it } from 'vitest';
import { compileCondition } from '../../src/cards/compile/conditions.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-COND-EITHER on a compiled card', CARDS_DB);

describe('[CH-COND-EITHER] two kinds of card, either one', () => {
  it('[CH-COND-EITHER] the compiler reads 「有X怪兽或者Y怪兽存在」 as two filters, either one; a list of races inside one phrase stays one filter', () => {
    expect(compileCondition('场上有效果怪兽或者里侧守备表示怪兽存在的场合')).toEqual({
      is: 'exists',
      filter: { kind: 'monster', place: 'field', subtypes: ['effect'] },
      or: { kind: 'monster', place: 'field', position: 'defense', faceUp: false },
    });
    // 「龙族或者植物族的调整」: one kind of card (a Tuner of either race), not split.
    expect(compileCondition('自己场上有龙族或者植物族的调整存在的场合')).not.toHaveProperty('or');
  });

  describe.skipIf(!haveCards)('on 停战协定 compiled from its text', () => {
    it('[CH-COND-EITHER] a face-down Normal Monster alone meets it (the second kind): 停战协定 may be activated', () => {
      const a = askCdb('{回合:A A场:青眼白龙(盖) B场:黑魔术师} C1 A:停战协定');
      expect(a.links[0]!.legal).toBe(true);
    });
    it('[CH-COND-EITHER] a face-up Effect Monster meets it (the first kind) though no monster is face-down: the requirement is not what stops it', () => {
      const a = askCdb('{回合:A A场:三眼怪 B场:黑魔术师} C1 A:停战协定');
      expect(a.links[0]!.illegalReason ?? '').not.toMatch(/发动条件不满足/);
    });
    it('[CH-COND-EITHER] a face-up Normal Monster in Defense Position is neither kind: the requirement is unmet and 停战协定 cannot be activated', () => {
      const a = askCdb('{回合:A A场:青眼白龙(守) B场:黑魔术师} C1 A:停战协定');
      expect(a.links[0]!.legal).toBe(false);
      expect(a.links[0]!.illegalReason).toMatch(/发动条件不满足/);
      expect(a.links[0]!.rules).toEqual(expect.arrayContaining(['CH-COND', 'CH-COND-EITHER']));
    });
  });
});

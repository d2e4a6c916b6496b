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

// CH-COND-EITHER, two windows (review s45 (5)): 「这个效果在自己回合的主要阶段及对方回合的战斗阶段才能发动」 (血之代偿) — 「A及B」 joins two windows,
// each its player's turn and its phase: either one is enough. Before, the sentence was dropped and the effect usable at any time.
describe('[CH-COND-EITHER] two windows joined by 及', () => {
  const TRAP = { kind: 'trap', subtypes: ['continuous'] } as never;
  it('[CH-COND-EITHER] the compiler reads 「自己回合的主要阶段及对方回合的战斗阶段」 as either window; one window alone (「在自己回合的主要阶段时」「在战斗阶段时」) as its turn and phase', async () => {
    const { compileEffects } = await import('../../src/cards/compile/index.js');
    const offering = compileEffects('可以支付500基本分，把1只怪兽通常召唤。这个效果在自己回合的主要阶段及对方回合的战斗阶段才能发动。', TRAP).find((e) => e.kind === 'quick')!;
    expect(offering.condition).toEqual([{ is: 'either', of: [[{ is: 'turn', whose: 'self' }, { is: 'phase', phases: ['main-phase-1', 'main-phase-2'] }], [{ is: 'turn', whose: 'opponent' }, { is: 'phase', phases: ['battle-phase'] }]] }]);
    expect(compileEffects('1回合1次，选择场上表侧表示存在的2只兽族怪兽才能发动。直到那个回合的结束阶段时，选择的1只怪兽的攻击力变成一半，另1只怪兽的攻击力上升那个数值。这个效果在自己的主要阶段时以及对方的战斗阶段时才能发动。', TRAP)[0]!.condition?.[0]?.is).toBe('either');
    // the other side: one window is no choice — its turn and phase, both needed
    expect(compileEffects('可以把自己墓地1张怪兽卡从游戏中除外，从手卡把1只通常怪兽通常召唤。这个效果在自己回合的主要阶段时才能发动。', TRAP)[0]!.condition).toEqual([{ is: 'turn', whose: 'self' }, { is: 'phase', phases: ['main-phase-1', 'main-phase-2'] }]);
  });
  it.skipIf(!haveCards)('[CH-COND-EITHER] 血之代偿② in its controller’s Main Phase or in the opponent’s Battle Phase: yes; in its own Battle Phase or the opponent’s Main Phase: no (the reason names both windows); in the damage calculation of the opponent’s attack: no (no summon then)', () => {
    const at = (s: string) => askCdb(`{回合:${s} A场:血之代偿 A手:青眼白龙 B场:黑魔术师} C1 A:血之代偿②`).links[0]!;
    expect(at('A 阶段:主要1').legal).toBe(true);
    expect(at('B 阶段:战斗步骤').legal).toBe(true);
    expect(at('B 阶段:战斗步骤').rules).toContain('CH-COND-EITHER');
    const own = at('A 阶段:战斗步骤');
    expect(own.legal).toBe(false);
    expect(String(own.illegalReason)).toContain('或（对方回合');
    expect(at('B 阶段:主要1').legal).toBe(false);
    expect(at('B 阶段:伤害计算 攻击:B:黑魔术师→A').legal).toBe(false);
  });
});

// CH-NOTHING-ON-TARGET-OTHER-STEPS (issue 16, rules reference docs/c03/特定效果的处理方法.rst:489): an optional effect whose steps on its
// targets would all leave the target as it is, while its other steps act on other cards (the card itself, the Deck), cannot
// be activated on that target: the target is chosen for those steps alone (CH-NOTHING-ON-TARGET judged on them).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-NOTHING-ON-TARGET-OTHER-STEPS', CARDS_DB);

// 恐乐园的死配人 ＜A丑角＞② (src/cards/curated/newer/c03-specific-more-newer.ts): it returns itself to the Deck and summons from there, 「那之后」 its target's
// ATK becomes 0. 效果遮蒙者 (cards.cdb) is an Effect Monster printed at ATK 0 (its target must be an Effect Monster: 「其他的效果怪兽」).
const input = (target: string) => `{回合:B 阶段:主要1 A场:恐乐园的死配人 ＜A丑角＞ B场:${target}} C1 A:恐乐园的死配人 ＜A丑角＞②→${target.replace(/\(.*\)$/, '')}`;

describe.skipIf(!haveCards)('CH-NOTHING-ON-TARGET-OTHER-STEPS', () => {
  it('[CH-NOTHING-ON-TARGET-OTHER-STEPS] a target already at ATK 0 (效果遮蒙者, or 三眼怪 stated 攻0) cannot be chosen', () => {
    for (const t of ['效果遮蒙者', '三眼怪(攻0)']) {
      const a = askCdb(input(t));
      expect(a.links[0]!.legal, t).toBe(false);
      expect(a.links[0]!.rules).toContain('CH-NOTHING-ON-TARGET-OTHER-STEPS');
    }
  });
  it('[CH-NOTHING-ON-TARGET-OTHER-STEPS] the other side: a target with ATK may be chosen, and its ATK becomes 0', () => {
    const a = askCdb(input('三眼怪'));
    expect(a.links[0]!.legal).toBe(true);
    expect(a.stats?.find((s) => s.card.name === '三眼怪')?.atk).toBe(0);
  });
});

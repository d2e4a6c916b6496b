// CH-NEGATE-NO-RESOLUTION (rules reference docs/c03/无效.rst:370–377): an effect negation applies only to what that one
// activation does at resolution. A Continuous Spell/Trap whose card activation resolves nothing — its whole effect is
// continuous, applying from resolution on (魔族之链) — gives it nothing to negate: the link resolves and its continuous
// effect applies. A card activation that does something when it resolves (活死人的呼声) is negated; negating the
// activation itself still stops both. Cards from cards.cdb (魔族之链 curated).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the negate-no-resolution rule', CARDS_DB);

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('[CH-NEGATE-NO-RESOLUTION] an effect negation on an activation that resolves nothing', () => {
  it('[CH-NEGATE-NO-RESOLUTION] 魔族之链 answered by 坏星坏兽 席兹奇埃鲁④ (negate that effect) resolves and applies to its target', () => {
    const a = askCdb('{回合:A A场:魔族之链(盖) B场:坏星坏兽 席兹奇埃鲁,三眼怪} C1 A:魔族之链→三眼怪 C2 B:坏星坏兽 席兹奇埃鲁④');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).toContain('CH-NEGATE-NO-RESOLUTION');
  });

  it('[CH-NEGATE-NO-RESOLUTION] the other side: 活死人的呼声 (it summons when it resolves) is effect-negated by the same answer', () => {
    expect(outcomes('{回合:A A场:活死人的呼声(盖) A墓:青眼白龙 B场:坏星坏兽 席兹奇埃鲁} C1 A:活死人的呼声→青眼白龙 C2 B:坏星坏兽 席兹奇埃鲁④')[0]).toBe('C1:effect-negated');
  });

  it('[CH-NEGATE-NO-RESOLUTION] an activation negation still negates 魔族之链’s activation (神之宣告)', () => {
    expect(outcomes('{回合:A A场:魔族之链(盖) B场:三眼怪,神之宣告(盖)} C1 A:魔族之链→三眼怪 C2 B:神之宣告')[0]).toBe('C1:activation-negated');
  });
});

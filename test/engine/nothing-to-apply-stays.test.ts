// CH-NOTHING-TO-APPLY for a Normal Spell that stays on the field by its own text (test/RULES.md; rules reference docs/c03/无效.rst:577):
// 光之护封剑's card activation flips the opponent's face-down monsters 「if there are any」, and the card then stays with its lock — it is
// activated whatever that step finds, like a Continuous Spell. Before, with no face-down monster it was refused 「没有可以适用的卡」; and
// the trigger window said it was sent to the GY by rule (CH-ST-STAYS-BY-TEXT) although it stayed.
// 光之护封剑 is curated; 黑洞 and 黑魔术师 come from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a Normal Spell that stays on the field is activated whatever its first step finds', () => {
  it('[CH-NOTHING-TO-APPLY] 光之护封剑 with no monster, or only a face-up one, on the opponent\'s field can be activated', () => {
    for (const field of ['', '黑魔术师']) {
      const a = askCdb(`{回合:A 阶段:主要1 A场:光之护封剑(盖) B场:${field}} C1 A:光之护封剑`);
      expect(a.links[0]!.legal).toBe(true);
      expect(a.links[0]!.rules).not.toContain('CH-NOTHING-TO-APPLY');
    }
  });
  it('[CH-NOTHING-TO-APPLY] the other side: a Normal Spell that leaves after the chain (黑洞) with nothing to destroy is still refused', () => {
    const l = askCdb('{回合:A 阶段:主要1 A场:黑洞(盖) B场:} C1 A:黑洞').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-NOTHING-TO-APPLY');
  });
  it('[CH-ST-STAYS-BY-TEXT] the trigger window does not say 光之护封剑 is sent to the GY by rule — it stays and its lock applies from now on', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:光之护封剑(盖) B场:黑魔术师(盖)} C1 A:光之护封剑');
    const notes = a.window.notes.join('\n');
    expect(notes).not.toMatch(/按规则送去墓地：「光之护封剑」/);
    expect(notes).toMatch(/从此开始适用的永续效果（「光之护封剑」）/);
    expect(a.events.some((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '光之护封剑'))).toBe(false);
  });
  it('[CH-ST-STAYS-BY-TEXT] the other side: 黑洞 is still said to go to the GY by rule after its chain', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑洞(盖) B场:黑魔术师} C1 A:黑洞');
    expect(a.window.notes.join('\n')).toMatch(/按规则送去墓地：「黑洞」/);
  });
});

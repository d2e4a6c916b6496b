// Issue 16, lingering effects: CH-UNNEGATABLE-EARLIER — 「这张卡的发动后，…对方场上的魔法·陷阱卡…发动和效果不会被无效化」 left by an
// effect activated earlier this turn (`本回合:`): the Spell/Trap cards on that player's field cannot be negated.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-UNNEGATABLE-EARLIER', CARDS_DB);

describe.skipIf(!haveCards)('CH-UNNEGATABLE-EARLIER', () => {
  it('[CH-UNNEGATABLE-EARLIER] after A’s 魔力之泉 this turn, B’s 旋风 activated from the field cannot be negated by 神之宣告: it resolves', () => {
    const a = askCdb('{回合:A 本回合:A:魔力之泉 A场:三眼怪,神之宣告(盖) B场:旋风(盖)} C1 B:旋风→A:神之宣告 C2 A:神之宣告');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).toContain('CH-UNNEGATABLE-EARLIER');
  });
  it('[CH-UNNEGATABLE-EARLIER] the other side: the player who activated it is not protected (A’s 黑洞 is negated), and with its effect negated it left nothing', () => {
    expect(askCdb('{回合:A 本回合:A:魔力之泉 A场:三眼怪 B场:神之宣告(盖) A手:黑洞} C1 A:黑洞 C2 B:神之宣告').links[0]!.outcome).toBe('activation-negated');
    expect(askCdb('{回合:A 本回合:A:魔力之泉(效果无效) A场:三眼怪,神之宣告(盖) B场:旋风(盖)} C1 B:旋风→A:神之宣告 C2 A:神之宣告').links[0]!.outcome).toBe('activation-negated');
  });
  it('[CH-UNNEGATABLE-EARLIER] a Spell activated from the hand is on its player’s field as it is activated: B’s 死者苏生 or 黑洞 from the hand is not negated either', () => {
    const a = askCdb('{回合:B 阶段:主要1 本回合:A:魔力之泉 A场:神之宣告(盖) B手:死者苏生 B墓:青眼白龙} C1 B:死者苏生→青眼白龙 C2 A:神之宣告');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).toContain('CH-UNNEGATABLE-EARLIER');
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toContain('青眼白龙');
    const b = askCdb('{回合:B 阶段:主要1 本回合:A:魔力之泉 A场:三眼怪,神之宣告(盖) B手:黑洞} C1 B:黑洞 C2 A:神之宣告');
    expect(b.links[0]!.outcome).toBe('resolved');
    // (The other side, in the hand too: without 魔力之泉 this turn the same activation is negated.)
    expect(askCdb('{回合:B 阶段:主要1 A场:神之宣告(盖) B手:死者苏生 B墓:青眼白龙} C1 B:死者苏生→青眼白龙 C2 A:神之宣告').links[0]!.outcome).toBe('activation-negated');
  });
});

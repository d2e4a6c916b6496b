// CMP-MATERIAL-ATTRIBUTE-TIERS at activation (test/RULES.md): an effect with steps done only for the Attributes of the monsters used
// for its card's summon (混源龙 巨涡始祖神①: ●只有光 / ●只有暗 / ●光和暗) is judged for having something to apply by the ● that applies
// only. Before, every ● was judged: with LIGHT and DARK materials and no monster in the GY, it was refused for want of a monster to
// summon from the GY (a step of ●只有光 that does not apply).
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const chaos = (materials: string | null, rest: string) =>
  `{回合:A 阶段:主要1 A场:混源龙 巨涡始祖神(自身特召${materials ? `,素材:${materials}` : ''}) A墓:旋风 ${rest}} C1 A:混源龙 巨涡始祖神①`;

describe.skipIf(!haveCards)('only the ● of the materials\' Attributes is judged at activation', () => {
  it('[CMP-MATERIAL-ATTRIBUTE-TIERS] LIGHT and DARK materials, no monster in the GY and no hand for the opponent: there are cards to destroy, so it can be activated', () => {
    const a = askCdb(chaos('青眼白龙+青眼白龙+黑魔术师', 'B手卡数:0 B场:三眼怪,黑洞(盖)'));
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).not.toContain('CH-NOTHING-TO-APPLY');
  });
  it('[CMP-MATERIAL-ATTRIBUTE-TIERS] DARK materials only: the opponent\'s hand is what it needs — with 3 cards there it can be activated, with none it cannot (and the reason is the hand, not the GY)', () => {
    expect(askCdb(chaos('黑魔术师+黑魔术师+黑魔术师', 'B手卡数:3 B场:三眼怪')).links[0]!.legal).toBe(true);
    const none = askCdb(chaos('黑魔术师+黑魔术师+黑魔术师', 'B手卡数:0 B场:三眼怪')).links[0]!;
    expect(none.legal).toBe(false);
    expect(none.rules).toContain('CH-NOTHING-TO-APPLY');
    expect(none.illegalReason ?? '').toMatch(/手卡/);
    expect(none.illegalReason ?? '').not.toMatch(/墓地/);
  });
  it('[CMP-MATERIAL-ATTRIBUTE-TIERS] the other side: LIGHT materials only, no monster in the GY — nothing to summon, it cannot be activated', () => {
    const l = askCdb(chaos('青眼白龙+青眼白龙+青眼白龙', 'B手卡数:3 B场:三眼怪')).links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-NOTHING-TO-APPLY');
  });
  it('[CMP-MATERIAL-ATTRIBUTE-TIERS] no materials stated: not refused; the answer says the tiered steps are taken as not applying', () => {
    const a = askCdb(chaos(null, 'B手卡数:0 B场:三眼怪'));
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.join()).toMatch(/为特殊召唤而除外的怪兽/);
  });
});

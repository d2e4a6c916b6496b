// SIT-NOTE-CARD-ORIGIN: a card a resolution note adds or Special Summons (`[加入手卡 X]`, `[特殊召唤 X]`) that the situation does not list
// is made where the step takes it from (the places the effect names: the hand, the Deck…), not face-up on a field stated empty.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { linkOf } from '../engine/build.js';

describe.skipIf(!haveCards)('where a card a note names comes from (SIT-NOTE-CARD-ORIGIN)', () => {
  it('[SIT-NOTE-CARD-ORIGIN] a monster C2 summons is not on the empty field when C1 is activated: 粗人预料 may be activated', () => {
    for (const monster of ['PSY骨架装备·γ', '被星杯所选中者']) {
      const a = askCdb(`{回合:A 阶段:主要1 A场:} C1 A:粗人预料 C2 A:紧急瞬间移动 [特殊召唤 ${monster}]`);
      expect(linkOf(a, 1).legal, monster).not.toBe(false);
      const said = a.assumptions.join('\n');
      expect(said).toContain(`「${monster}」不在情境中，假定在 A 的手卡`);
      expect(said).not.toContain(`「${monster}」不在情境中，假定为 A 场上表侧表示的卡`);
    }
  });
  it('[SIT-NOTE-CARD-ORIGIN] a card a note adds to the hand is assumed in the Deck', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:} C1 A:三眼怪 [加入手卡 黑魔术师]');
    const said = a.assumptions.join('\n');
    expect(said).toContain('「黑魔术师」不在情境中，假定在 A 的卡组');
    expect(said).not.toContain('假定为 A 场上表侧表示的卡');
  });
  it('[SIT-NOTE-CARD-ORIGIN] a card the situation lists is that card, where it is listed (nothing assumed)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场: A手:被星杯所选中者} C1 A:粗人预料 C2 A:紧急瞬间移动 [特殊召唤 被星杯所选中者]');
    expect(linkOf(a, 1).legal).not.toBe(false);
    expect(a.assumptions.join('\n')).not.toContain('「被星杯所选中者」不在情境中');
  });
});

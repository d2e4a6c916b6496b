// CMP-ARMED-NO-PLACE (issue 16; docs/c03/诱发类效果.rst:238–241): a delayed trigger armed by this card's own move off the field
// (「场上存在的这张卡被破坏的场合，下个回合的准备阶段时，可以把自己墓地存在的1只…特殊召唤」) whose cost and steps never touch this card is
// activated from no place — where the card went since does not matter. One that acts on itself (「这张卡从墓地特殊召唤」) is used where it is.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from './data.js';

describe.skipIf(!haveCards)('CMP-ARMED-NO-PLACE', () => {
  it('[CMP-ARMED-NO-PLACE] 太阳龙 因蒂② may be activated at the Standby Phase from the Extra Deck, face-down banished or the GY alike, and is shown activated from no place', () => {
    for (const where of ['A额外:太阳龙 因蒂 A墓:月影龙 基利亚', 'A除外:太阳龙 因蒂(里) A墓:月影龙 基利亚', 'A墓:太阳龙 因蒂,月影龙 基利亚']) {
      const a = askCdb(`{回合:B 阶段:准备阶段 ${where}} C1 A:太阳龙 因蒂②→月影龙 基利亚`);
      expect(a.links[0]!.legal).toBe(true);
      expect(a.links[0]!.outcome).toBe('resolved');
    }
    expect(askCdb('{回合:B 阶段:准备阶段 A额外:太阳龙 因蒂 A墓:月影龙 基利亚} C1 A:太阳龙 因蒂②→月影龙 基利亚').links[0]!.rules).toContain('CMP-ARMED-NO-PLACE');
    const card = cdbJudge().card('太阳龙 因蒂', { lang: 'zh-CN' });
    expect(card.ok && card.effects.find((e) => e.n === 2)!.activatedFrom).toBeNull();
  });
  it('[CMP-ARMED-NO-PLACE] the other side: 至尊太阳, whose delayed trigger summons itself from the GY, is still used in the GY — refused once banished', () => {
    expect(askCdb('{回合:B 阶段:准备阶段 A墓:至尊太阳 A手:三眼怪} C1 A:至尊太阳').links[0]!.legal).toBe(true);
    const gone = askCdb('{回合:B 阶段:准备阶段 A除外:至尊太阳 A手:三眼怪} C1 A:至尊太阳').links[0]!;
    expect(gone.legal).toBe(false);
    expect(gone.rules).not.toContain('CMP-ARMED-NO-PLACE');
  });
});

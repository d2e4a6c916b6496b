// SIT-RITUAL-LEVELS (rules reference docs/c02/怪兽的效果分类.rst:225): a Ritual Summon written with its tributes (`仪式召唤 X 素材 Y`) needs
// their levels (as they are now) to add up to at least the Ritual Monster's; a card that may stand for the whole level (影灵衣术士 施里特①,
// an unclassified effect — a monster effect) does so only for the monsters it names and only while its effects are not negated.
// The reference's case is 施里特 negated on the field; here also 混沌战士 and a tribute whose level is stated. cards.cdb.
import { describe, expect, it } from 'vitest';
import { cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the Ritual tributes’ levels', CARDS_DB);

/** The error the user sees for the input, or null when it is judged. */
const refusal = (input: string): string | null => {
  const a = cdbJudge().chain(input, { lang: 'zh-CN' });
  return a.ok ? null : JSON.stringify(a.error.message);
};
const summoned = (input: string): string[] => {
  const a = cdbJudge().chain(input, { lang: 'zh-CN' });
  return a.ok ? a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name)) : [];
};

describe.skipIf(!haveCards)('[SIT-RITUAL-LEVELS] the tributes of a Ritual Summon', () => {
  it('[SIT-RITUAL-LEVELS] the level 8 混沌战士 with 三眼怪 alone (3) is refused and the answer says the sum; with 三眼怪 + 青眼白龙, or 三眼怪 stated level 8, it is summoned', () => {
    expect(refusal('{回合:A 阶段:主要1 A场:三眼怪 A手:混沌战士} 仪式召唤 混沌战士 素材 三眼怪')).toContain('等级合计是3');
    expect(summoned('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙 A手:混沌战士} 仪式召唤 混沌战士 素材 三眼怪,青眼白龙')).toEqual(['混沌战士']);
    expect(summoned('{回合:A 阶段:主要1 A场:三眼怪(等级8) A手:混沌战士} 仪式召唤 混沌战士 素材 三眼怪')).toEqual(['混沌战士']);
  });
  it('[SIT-RITUAL-LEVELS] 影灵衣术士 施里特 alone stands for a 「影灵衣」 Ritual Monster’s levels, from the field or the hand — not negated (on the field or in the hand), and not for another Ritual Monster', () => {
    expect(summoned('{回合:A 阶段:主要1 A场:影灵衣术士 施里特 A手:尤尼科之影灵衣} 仪式召唤 尤尼科之影灵衣 素材 影灵衣术士 施里特')).toEqual(['尤尼科之影灵衣']);
    expect(summoned('{回合:A 阶段:主要1 A手:影灵衣术士 施里特,三叉龙之影灵衣} 仪式召唤 三叉龙之影灵衣 素材 影灵衣术士 施里特')).toEqual(['三叉龙之影灵衣']);
    expect(refusal('{回合:A 阶段:主要1 A场:影灵衣术士 施里特(效果无效) A手:尤尼科之影灵衣} 仪式召唤 尤尼科之影灵衣 素材 影灵衣术士 施里特')).toContain('效果被无效');
    expect(refusal('{回合:A 阶段:主要1 A手:影灵衣术士 施里特(效果无效),尤尼科之影灵衣} 仪式召唤 尤尼科之影灵衣 素材 影灵衣术士 施里特')).toContain('效果被无效');
    expect(refusal('{回合:A 阶段:主要1 A场:影灵衣术士 施里特 A手:混沌战士} 仪式召唤 混沌战士 素材 影灵衣术士 施里特')).toContain('等级合计是3');
  });
});

// SIT-SUMMON-BY-CARD (s60): a summon by a card's effect whose text Fusion Summons (奇迹同调融合 「…把那1只融合怪兽从额外卡组融合召唤」)
// is a Fusion Summon: the answer says 融合召唤 (before: only 「特殊召唤」), and a 「这张卡融合召唤成功的场合」 trigger (霸魔导士 奥金魔术师①)
// sees it. A Special Summon that is no Fusion Summon keeps saying 特殊召唤.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';

const renderText = renderChainText;

describe.skipIf(!haveCards)('a Fusion Summon by a card’s effect is said as one (SIT-SUMMON-BY-CARD)', () => {
  it('[SIT-SUMMON-BY-CARD] 奇迹同调融合 summons 旧神 诺登: the event says 融合召唤 (en: Fusion Summoned), not only 特殊召唤', () => {
    const a = askCdb('融合召唤 旧神 诺登 素材 古神 克图格亚,星尘龙 [由 奇迹同调融合]');
    const ev = a.events.find((e) => e.type === 'special-summoned')!;
    expect(ev.fusion).toBe(true);
    expect(renderText(a, 'zh-CN')).toContain('A:旧神 诺登 融合召唤');
    expect(renderText(cdbJudge().chain('融合召唤 旧神 诺登 素材 古神 克图格亚,星尘龙 [由 奇迹同调融合]', { lang: 'en' }), 'en')).toMatch(/诺登 Fusion Summoned/);
  });
  it('[SIT-SUMMON-BY-CARD] 霸魔导士 奥金魔术师 Fusion Summoned by 奇迹同调融合: its 「融合召唤成功的场合」 trigger is offered', () => {
    const a = askCdb('融合召唤 霸魔导士 奥金魔术师 素材 奥金魔术师,黑魔术师 [由 奇迹同调融合]');
    expect(renderText(a, 'zh-CN')).toContain('A:霸魔导士 奥金魔术师 融合召唤');
    expect(a.window.triggers.map((x) => x.card.name)).toContain('霸魔导士 奥金魔术师');
  });
  it('[SIT-SUMMON-BY-CARD] the other side: a Special Summon by an effect that is no Fusion Summon is said 特殊召唤', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:青眼白龙} 特殊召唤 青眼白龙 [由 死者苏生]');
    const text = renderText(a, 'zh-CN');
    expect(text).toContain('青眼白龙 特殊召唤');
    expect(text).not.toContain('融合召唤');
  });
});

// SIT-FUSION-DESCRIBED-PART (test/RULES.md; rules reference docs/c03/攻守计算.rst:41–59): a Fusion Monster's material line
// part stated by a description (「炎属性怪兽」「「元素英雄」怪兽」「攻击力2500以下的怪兽」) takes one material that fits it.
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from '../cards/data.js';

const error = (input: string): string | null => { const a = cdbJudge().chain(input, { lang: 'zh-CN' }); return a.ok ? null : a.error.message; };

describe.skipIf(!haveCards)('Fusion Material parts stated by a description', () => {
  it('[SIT-FUSION-DESCRIBED-PART] 元素英雄 新星主 (「元素英雄」怪兽＋炎属性怪兽) takes 元素英雄 爆热女郎 and 元素英雄 羽翼侠 in either order, not a WIND 元素英雄 with a LIGHT one or with 青眼白龙; 召唤兽 普尔加托里奥’s named part with a FIRE monster, not with 青眼白龙', () => {
    expect(error('{回合:A 阶段:主要1 A场:元素英雄 爆热女郎,元素英雄 羽翼侠} 融合召唤 元素英雄 新星主 素材 元素英雄 爆热女郎,元素英雄 羽翼侠')).toBeNull();
    expect(error('{回合:A 阶段:主要1 A场:元素英雄 爆热女郎,元素英雄 羽翼侠} 融合召唤 元素英雄 新星主 素材 元素英雄 羽翼侠,元素英雄 爆热女郎')).toBeNull();
    expect(error('{回合:A 阶段:主要1 A场:元素英雄 羽翼侠,元素英雄 闪光侠} 融合召唤 元素英雄 新星主 素材 元素英雄 羽翼侠,元素英雄 闪光侠')).toContain('炎属性怪兽');
    expect(error('{回合:A 阶段:主要1 A场:元素英雄 羽翼侠,青眼白龙} 融合召唤 元素英雄 新星主 素材 元素英雄 羽翼侠,青眼白龙')).toContain('炎属性怪兽');
    expect(error('{回合:A 阶段:主要1 A场:召唤师 阿莱斯特,元素英雄 爆热女郎} 融合召唤 召唤兽 普尔加托里奥 素材 召唤师 阿莱斯特,元素英雄 爆热女郎')).toBeNull();
    expect(error('{回合:A 阶段:主要1 A场:召唤师 阿莱斯特,青眼白龙} 融合召唤 召唤兽 普尔加托里奥 素材 召唤师 阿莱斯特,青眼白龙')).toContain('炎属性怪兽');
  });
  it('[SIT-FUSION-DESCRIBED-PART] an ATK bound: a 「?」 monster face-down on the field counts as 0 and fits 「攻击力2500以下的怪兽」; in the hand its ATK is no number and it does not; a 3000 ATK monster does not', () => {
    expect(error('{回合:A 阶段:主要1 A场:刚炼装勇士·银金公主,命运女郎·莱蒂(盖)} 融合召唤 炼装勇士·精金超人 素材 刚炼装勇士·银金公主,命运女郎·莱蒂')).toBeNull();
    expect(error('{回合:A 阶段:主要1 A场:刚炼装勇士·银金公主 A手:命运女郎·莱蒂} 融合召唤 炼装勇士·精金超人 素材 刚炼装勇士·银金公主,命运女郎·莱蒂')).toContain('攻击力2500以下的怪兽');
    expect(error('{回合:A 阶段:主要1 A场:刚炼装勇士·银金公主,青眼白龙} 融合召唤 炼装勇士·精金超人 素材 刚炼装勇士·银金公主,青眼白龙')).not.toBeNull();
  });
});

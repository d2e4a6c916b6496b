// SIT-FUSION-DESCRIBED-PART (docs/c02/基本用语.rst:1250; docs/c03/攻守计算.rst:41–59): a Fusion Material on the field fits a described
// part as it stands there — its Attribute under a face-up change of every monster's Attribute (DNA移植手术 with its declaration), its
// ATK with the changes the situation states — not as printed.
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from '../cards/data.js';

const error = (input: string): string | null => { const a = cdbJudge().chain(input, { lang: 'zh-CN' }); return a.ok ? null : a.error.message; };
const nova = (field: string) => `{回合:A 阶段:主要1 A场:元素英雄 羽翼侠,元素英雄 闪光侠${field}} 融合召唤 元素英雄 新星主 素材 元素英雄 羽翼侠,元素英雄 闪光侠`;
const mithril = (second: string) => `{回合:A 阶段:主要1 A场:刚炼装勇士·银金公主,${second}} 融合召唤 炼装勇士·精金超人 素材 刚炼装勇士·银金公主,${second.replace(/\(.*$/, '')}`;

describe.skipIf(!haveCards)('a Fusion Material judged as it stands on the field', () => {
  it('[SIT-FUSION-DESCRIBED-PART] under DNA移植手术 declaring FIRE (either player’s), 羽翼侠 and 闪光侠 are FIRE on the field: 元素英雄 新星主 (「元素英雄」怪兽＋炎属性怪兽) may be made of them', () => {
    expect(error(nova(',DNA移植手术(宣言:炎)'))).toBeNull();
    expect(error(`{回合:A 阶段:主要1 A场:元素英雄 羽翼侠,元素英雄 闪光侠 B场:DNA移植手术(宣言:炎)} 融合召唤 元素英雄 新星主 素材 元素英雄 羽翼侠,元素英雄 闪光侠`)).toBeNull();
  });
  it('[SIT-FUSION-DESCRIBED-PART] the other side: DNA移植手术 declaring WATER, or none on the field, leaves no FIRE monster — refused', () => {
    expect(error(nova(',DNA移植手术(宣言:水)'))).toContain('炎属性怪兽');
    expect(error(nova(''))).toContain('炎属性怪兽');
  });
  it('[SIT-FUSION-DESCRIBED-PART] an Attribute this reader cannot settle (召唤兽 埃律西昂 「这张卡的属性也当作…使用」) is taken to fit, said as an assumption; it changes only its own card — 羽翼侠 and 闪光侠 beside it are still refused', () => {
    const a = cdbJudge().chain('{回合:A 阶段:主要1 A场:元素英雄 羽翼侠,召唤兽 埃律西昂} 融合召唤 元素英雄 新星主 素材 元素英雄 羽翼侠,召唤兽 埃律西昂', { lang: 'zh-CN' });
    expect(a.ok).toBe(true);
    if (a.ok) expect(a.assumptions.some((x) => x.includes('召唤兽 埃律西昂') && x.includes('没有判断'))).toBe(true);
    expect(error(nova(',召唤兽 埃律西昂'))).toContain('炎属性怪兽');
  });
  it('[SIT-FUSION-DESCRIBED-PART] 「攻击力2500以下」 reads the ATK it has now: 青眼白龙 lowered by 1000 (2000) fits, 黑魔术师 raised by 1000 (3500) does not; printed 黑魔术师 (2500) does', () => {
    expect(error(mithril('青眼白龙(攻-1000)'))).toBeNull();
    expect(error(mithril('黑魔术师(攻+1000)'))).toContain('攻击力2500以下');
    expect(error(mithril('黑魔术师'))).toBeNull();
    expect(error(mithril('青眼白龙'))).not.toBeNull();
  });
});

// CH-STAT-MATERIALS: 召命之神弓-阿波罗萨's original ATK is 「作为这张卡的连接素材的怪兽数量×800」 — counted from `(素材:X+Y)`; none written,
// from as many materials as its Link Rating, and said. Before, its ATK was read as 0 and its negation could never be activated
// (CH-LOWER-SHORT: 「攻击力下降800」 first, docs/c03/特定效果的处理方法.rst:506–513). Curated card (no cards.cdb needed).
import { describe, expect, it } from 'vitest';
import { chain, summary } from './build.js';


describe('an original ATK counted by the materials', () => {
  it('[CH-STAT-MATERIALS] no materials written: 4 (its Link Rating) assumed and said — 3200, so it negates the monster effect and drops to 2400', () => {
    const a = chain('{回合:A 阶段:主要1 A场:召唤兽 梅尔卡巴 A手:召唤师 阿莱斯特 B场:召命之神弓-阿波罗萨} C1 A:召唤师 阿莱斯特→召唤兽 梅尔卡巴 C2 B:召命之神弓-阿波罗萨');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(a.assumptions.join('\n')).toContain('假定用了4只怪兽作素材（原本攻击力3200）');
    expect(String(a.links[1]!.reason)).toContain('攻击力3200→2400');
  });
  it('[CH-STAT-MATERIALS] 2 materials written: 1600; lowered by 1600 before, it has 0 and cannot be activated (CH-LOWER-SHORT)', () => {
    const two = chain('{回合:A 阶段:主要1 A场:召唤兽 梅尔卡巴 A手:召唤师 阿莱斯特 B场:召命之神弓-阿波罗萨(素材:青眼白龙+黑魔术师)} C1 A:召唤师 阿莱斯特→召唤兽 梅尔卡巴 C2 B:召命之神弓-阿波罗萨');
    expect(String(two.links[1]!.reason)).toContain('攻击力1600→800');
    expect(two.assumptions.join('\n')).not.toContain('没有写素材');
    const spent = chain('{回合:A 阶段:主要1 A场:召唤兽 梅尔卡巴 A手:召唤师 阿莱斯特 B场:召命之神弓-阿波罗萨(素材:青眼白龙+黑魔术师,攻-1600)} C1 A:召唤师 阿莱斯特→召唤兽 梅尔卡巴 C2 B:召命之神弓-阿波罗萨');
    expect(summary(spent)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });
});

// CH-SUMMON-ACT-LIMIT (rules reference docs/c03/只能有○○存在.rst:36–43, 169–170, 321; docs/c03/誓约.rst:66–75): a summon written as
// the action (notation form 14) is not made when a face-up 「只能有○○存在」 limit, a 「只能有1只表侧表示存在」 limit or a pledge of an
// activation earlier this turn forbids it. The limits are judged on the board before the summon (materials and tributes still there).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const arrived = (input: string): string[] =>
  askCdb(input).events.filter((e) => e.type === 'summoned' || e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a summon action judged against limits and pledges', () => {
  it('[CH-SUMMON-ACT-LIMIT] 御前试合 (one Attribute): a DARK monster cannot be Normal or Tribute Summoned next to — or tributing — a LIGHT one; a LIGHT one can; the face-down 御前试合 limits nothing; the opponent\'s own field is judged apart', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:御前试合,青眼白龙 A手:黑魔术师} 召唤 黑魔术师');
    expect(a.events).toEqual([]);
    expect(a.warnings.join()).toContain('御前试合');
    // Not made, so no 「召唤成功时」 window opens for it; a summon that is made opens one.
    expect(a.window.kind).toBe('none');
    expect(askCdb('{回合:A 阶段:主要1 A场:御前试合,青眼白龙 A手:元素英雄 电光侠} 召唤 元素英雄 电光侠').window.kind).toBe('summon');
    expect(arrived('{回合:A 阶段:主要1 A场:御前试合,三眼怪 A手:恶魔召唤} 上级召唤 恶魔召唤 解放 三眼怪')).toEqual(['恶魔召唤']);
    expect(arrived('{回合:A 阶段:主要1 A场:御前试合,青眼白龙 A手:恶魔召唤} 上级召唤 恶魔召唤 解放 青眼白龙')).toEqual([]);
    expect(arrived('{回合:A 阶段:主要1 A场:御前试合,青眼白龙 A手:元素英雄 电光侠} 召唤 元素英雄 电光侠')).toEqual(['元素英雄 电光侠']);
    expect(arrived('{回合:A 阶段:主要1 A场:御前试合(盖),青眼白龙 A手:黑魔术师} 召唤 黑魔术师')).toEqual(['黑魔术师']);
    expect(arrived('{回合:A 阶段:主要1 A场:御前试合 B场:青眼白龙 A手:黑魔术师} 召唤 黑魔术师')).toEqual(['黑魔术师']);
  });
  it('[CH-SUMMON-ACT-LIMIT] 「只能有1只表侧表示存在」: a second 罪 monster cannot be Special Summoned from the hand, not even under 技能抽取 (the one in the hand applies its own limit); an equipped one is no monster and blocks nothing', () => {
    expect(arrived('{回合:A 阶段:主要1 A场:技能抽取,罪 星尘龙 A手:罪 青眼白龙 A卡组:青眼白龙} 特殊召唤 罪 青眼白龙')).toEqual([]);
    expect(arrived('{回合:A 阶段:主要1 A场:技能抽取 A手:罪 青眼白龙 A卡组:青眼白龙} 特殊召唤 罪 青眼白龙')).toEqual(['罪 青眼白龙']);
    expect(arrived('{回合:A 阶段:主要1 A场:三眼怪,罪 电子终结龙(装备:三眼怪) A手:罪 青眼白龙 A卡组:青眼白龙} 特殊召唤 罪 青眼白龙')).toEqual(['罪 青眼白龙']);
  });
  it('[CH-SUMMON-ACT-LIMIT] a pledge of an earlier activation (强欲而谦虚之壶: no Special Summon this turn) forbids a Special Summon by procedure but not a Normal Summon; an activation that was negated pledges nothing; the other player is not bound', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:强欲而谦虚之壶 A场: A手:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风');
    expect(a.events).toEqual([]);
    expect(a.warnings.join()).toContain('强欲而谦虚之壶');
    expect(arrived('{回合:A 阶段:主要1 本回合:A:强欲而谦虚之壶(发动无效) A场: A手:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风')).toEqual(['黑羽-胧影之业风']);
    expect(arrived('{回合:A 阶段:主要1 本回合:A:强欲而谦虚之壶 A手:三眼怪} 召唤 三眼怪')).toEqual(['三眼怪']);
    expect(arrived('{回合:A 阶段:主要1 本回合:B:强欲而谦虚之壶 A场: A手:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风')).toEqual(['黑羽-胧影之业风']);
  });
  it('[CH-SUMMON-ACT-LIMIT] a Gemini monster already face-up on the field is summoned again under 皇帝斗技场 (nothing arrives); one from the hand would outnumber the arena\'s controller and is not summoned', () => {
    expect(arrived('{回合:A 阶段:主要1 A场:青眼白龙,真红眼黑炎龙 B场:皇帝斗技场,黑魔术师} 召唤 真红眼黑炎龙')).toEqual(['真红眼黑炎龙']);
    expect(arrived('{回合:A 阶段:主要1 A场:青眼白龙 A手:真红眼黑炎龙 B场:皇帝斗技场,黑魔术师} 召唤 真红眼黑炎龙')).toEqual([]);
  });
});

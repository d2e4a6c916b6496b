// Limits on summons a turn (test/RULES.md CH-SUMMON-COUNT; rules reference docs/c03/誓约.rst:103–108):
// 神影依·米德拉什② (compiled from its text: 「双方1回合只能有1次把怪兽特殊召唤」) and 召唤限制器 (curated: two
// summons of any kind). The summons already made this turn — the one in progress included — plus the
// ones the effect must make may not go over the limit.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link = (input: string, n: number) => askCdb(input).links.find((l) => l.n === n)!;

describe.skipIf(!haveCards)('summons a turn', () => {
  it('[CH-SUMMON-COUNT] under 神影依·米德拉什, a Special Summon in progress is this turn’s one: 紧急瞬间移动 cannot be chained to the summon negation', () => {
    const l = link('{回合:A A手:青眼亚白龙 B场:神影依·米德拉什} 特殊召唤 青眼亚白龙 C1 B:雷王 C2 A:紧急瞬间移动', 2);
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-SUMMON-COUNT');
    expect(l.illegalReason).toContain('神影依·米德拉什');
  });

  it('[CH-SUMMON-COUNT] with no summon made yet, or the summon negated, one Special Summon is still allowed', () => {
    expect(link('{回合:A A场:青眼白龙 B场:神影依·米德拉什} C1 A:紧急瞬间移动', 1).legal).toBe(true);
    expect(link('{回合:A A手:青眼亚白龙 B场:神影依·米德拉什} 特殊召唤 青眼亚白龙 [被无效] C1 A:紧急瞬间移动', 1).rules).not.toContain('CH-SUMMON-COUNT');
  });

  it('[CH-SUMMON-COUNT] an effect that must summon twice (高等纹章术: a Special Summon, then an Xyz Summon) cannot be activated under a one-summon limit; one that summons once can', () => {
    const l = link('{回合:A B场:神影依·米德拉什} C1 A:高等纹章术', 1);
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-SUMMON-COUNT');
    expect(link('{回合:A A墓:青眼白龙 B场:神影依·米德拉什} C1 A:死者苏生→青眼白龙', 1).rules).not.toContain('CH-SUMMON-COUNT');
  });

  it('[CH-SUMMON-COUNT] 召唤限制器 counts a monster marked 本回合特召 and the summon in progress (2 made); with the summon in progress only (1 made) one more is allowed', () => {
    const over = askCdb('{回合:A A场:召唤限制器,青眼白龙(本回合特召) A手:青眼亚白龙} 特殊召唤 青眼亚白龙 C1 B:雷王 C2 A:紧急瞬间移动');
    expect(over.links[1]!.legal).toBe(false);
    expect(over.links[1]!.rules).toContain('CH-SUMMON-COUNT');
    expect(over.assumptions.join()).toContain('本回合特召');
    expect(link('{回合:A A场:召唤限制器 A手:青眼亚白龙} 特殊召唤 青眼亚白龙 C1 B:雷王 C2 A:紧急瞬间移动', 2).legal).toBe(true);
  });

  it('[CH-SUMMON-COUNT] two summon steps of one moment (no 「那之后」: 救祓少女·马尔法① summons itself and one from the Deck) are one summon: under 召唤限制器 with one summon made it may be activated and brings both; with two made it may not', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:召唤限制器,青眼白龙(本回合特召) A手:救祓少女·马尔法 A卡组:救祓少女·马尔法} C1 A:救祓少女·马尔法①');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['救祓少女·马尔法', '救祓少女·马尔法']);
    expect(link('{回合:A 阶段:主要1 A场:召唤限制器,青眼白龙(本回合特召),三眼怪(本回合特召) A手:救祓少女·马尔法 A卡组:救祓少女·马尔法} C1 A:救祓少女·马尔法①', 1).rules).toContain('CH-SUMMON-COUNT');
  });
  it('[CH-SUMMON-COUNT-STEP] a one-summon limit that arrives during the chain (the opponent’s 神影依·米德拉什 summoned by a link above) lets 高等纹章术 make its first summon only, not the Xyz Summon after it; with no limit both are made', () => {
    const input = '{回合:A A墓:纹章兽 狮子,纹章兽 野迩 B墓:神影依·米德拉什 B场:活死人的呼声(盖)} C1 A:高等纹章术→纹章兽 狮子,纹章兽 野迩 C2 B:活死人的呼声→神影依·米德拉什';
    const a = askCdb(input);
    expect(a.links[0]!.rules).toContain('CH-SUMMON-COUNT-STEP');
    expect(a.events.filter((e) => e.type === 'special-summoned' && e.link === 1)).toHaveLength(1);
    const free = askCdb('{回合:A A墓:纹章兽 狮子,纹章兽 野迩} C1 A:高等纹章术→纹章兽 狮子,纹章兽 野迩');
    expect(free.links[0]!.rules).not.toContain('CH-SUMMON-COUNT-STEP');
    expect(free.events.filter((e) => e.type === 'special-summoned' && e.link === 1).length).toBeGreaterThan(1);
  });
  it('[CH-SUMMON-COUNT-STEP] the first summon not fixed at activation (升阶魔法-七皇之剑 picks its No. monster as it resolves) and more summons than the limit allows: under a one-summon limit that arrived during the chain nothing at all is summoned; with no limit it summons, and a first summon of targets (高等纹章术, above) is still made', () => {
    const input = '{回合:A 阶段:主要1 A额外:No.101 寂静荣誉方舟骑士 A墓:神影依·米德拉什} C1 A:升阶魔法-七皇之剑[特殊召唤 No.101 寂静荣誉方舟骑士] C2 A:活死人的呼声→神影依·米德拉什';
    const a = askCdb(input);
    expect(a.links[0]!.rules).toContain('CH-SUMMON-COUNT-STEP');
    expect(a.events.filter((e) => e.type === 'special-summoned' && e.link === 1)).toEqual([]);
    expect(a.events.filter((e) => e.type === 'special-summoned' && e.link === 2)).toHaveLength(1);
    const free = askCdb('{回合:A 阶段:主要1 A额外:No.101 寂静荣誉方舟骑士} C1 A:升阶魔法-七皇之剑[特殊召唤 No.101 寂静荣誉方舟骑士]');
    expect(free.links[0]!.rules).not.toContain('CH-SUMMON-COUNT-STEP');
    expect(free.events.filter((e) => e.type === 'special-summoned' && e.link === 1).length).toBeGreaterThan(0);
  });
  it('[CH-SUMMON-COUNT-STEP] 召唤限制器 (two summons of any kind a turn) activated in the chain above 高等纹章术, with one Special Summon made earlier this turn: the summons made before the resolution count too — the first summon is made, the Xyz Summon after it is not, and the answer says the earlier one was counted', () => {
    const a = askCdb('{回合:A A墓:纹章兽 狮子,纹章兽 野迩 A场:召唤限制器(盖),三眼怪(本回合特召)} C1 A:高等纹章术→纹章兽 狮子,纹章兽 野迩 C2 A:召唤限制器');
    expect(a.links[0]!.rules).toContain('CH-SUMMON-COUNT-STEP');
    expect(a.events.filter((e) => e.type === 'special-summoned' && e.link === 1)).toHaveLength(1);
    expect(a.assumptions.join('\n')).toContain('召唤限制器');
  });
  it('[CH-SUMMON-COUNT-STEP] the other side: 召唤限制器 above 高等纹章术 with no summon made before — its two summons are the two allowed, both made; with two made before, none is — not even the first (of targets fixed at activation): the limit is full before it (docs/c03/誓约.rst:105; :106 keeps a fixed first summon only while the count is not full)', () => {
    const free = askCdb('{回合:A A墓:纹章兽 狮子,纹章兽 野迩 A场:召唤限制器(盖)} C1 A:高等纹章术→纹章兽 狮子,纹章兽 野迩 C2 A:召唤限制器');
    expect(free.links[0]!.rules).not.toContain('CH-SUMMON-COUNT-STEP');
    expect(free.events.filter((e) => e.type === 'special-summoned' && e.link === 1)).toHaveLength(2);
    const full = askCdb('{回合:A A墓:纹章兽 狮子,纹章兽 野迩 A场:召唤限制器(盖),三眼怪(本回合特召),青眼白龙(本回合特召)} C1 A:高等纹章术→纹章兽 狮子,纹章兽 野迩 C2 A:召唤限制器');
    expect(full.links[0]!.rules).toContain('CH-SUMMON-COUNT-STEP');
    // Corrected (fr39-c): this said the first summon is still made with two made before — wrong: under 「合计最多2次」 with two
    // already made, a third summon cannot be made (誓约.rst:105); :106 lets a fixed first summon through only when the count is not full.
    expect(full.events.filter((e) => e.type === 'special-summoned' && e.link === 1)).toEqual([]);
  });
  it('[CH-SUMMON-COUNT-STEP] 召唤限制器 activated above 死者苏生 (a target fixed at activation) with two Special Summons made before: no third summon — 黑魔术师 stays; with one made before it is summoned', () => {
    const full = askCdb('{回合:A A墓:黑魔术师 A场:召唤限制器(盖),三眼怪(本回合特召),青眼白龙(本回合特召)} C1 A:死者苏生→黑魔术师 C2 A:召唤限制器');
    expect(full.links[0]!.rules).toContain('CH-SUMMON-COUNT-STEP');
    expect(full.events.filter((e) => e.type === 'special-summoned' && e.link === 1)).toEqual([]);
    const room = askCdb('{回合:A A墓:黑魔术师 A场:召唤限制器(盖),三眼怪(本回合特召)} C1 A:死者苏生→黑魔术师 C2 A:召唤限制器');
    expect(room.events.filter((e) => e.type === 'special-summoned' && e.link === 1)).toHaveLength(1);
  });
  it('[CH-SUMMON-COUNT-STEP] 召唤限制器 activated above 升阶魔法-七皇之剑 with no summon made before: its 2 summons (a Special Summon, then the Xyz Summon) are within 「合计最多2次」 — both made, with or without the 混沌No. in the Extra Deck the first is made', () => {
    const a = askCdb('{回合:A 阶段:主要1 A额外:No.101 寂静荣誉方舟骑士,混沌No.101 寂静荣誉暗黑骑士 A场:召唤限制器(盖)} C1 A:升阶魔法-七皇之剑[特殊召唤 No.101 寂静荣誉方舟骑士] C2 A:召唤限制器');
    expect(a.links[0]!.rules).not.toContain('CH-SUMMON-COUNT-STEP');
    expect(a.events.filter((e) => e.type === 'special-summoned' && e.link === 1)).toHaveLength(2);
    const b = askCdb('{回合:A 阶段:主要1 A额外:No.101 寂静荣誉方舟骑士 A场:召唤限制器(盖)} C1 A:升阶魔法-七皇之剑[特殊召唤 No.101 寂静荣誉方舟骑士] C2 A:召唤限制器');
    expect(b.links[0]!.rules).not.toContain('CH-SUMMON-COUNT-STEP');
    expect(b.events.filter((e) => e.type === 'special-summoned' && e.link === 1).length).toBeGreaterThan(0);
  });
  it('[CH-SUMMON-COUNT] 升阶魔法-七皇之剑 under a face-up 召唤限制器 needs 2 summons (the rank-up sentence is one summon, not two): it can be activated; with one Special Summon made this turn it cannot', () => {
    const a = askCdb('{回合:A 阶段:主要1 A额外:No.101 寂静荣誉方舟骑士 A场:召唤限制器} C1 A:升阶魔法-七皇之剑[特殊召唤 No.101 寂静荣誉方舟骑士]');
    expect(a.links[0]!.legal).toBe(true);
    const full = askCdb('{回合:A 阶段:主要1 A额外:No.101 寂静荣誉方舟骑士 A场:召唤限制器,三眼怪(本回合特召)} C1 A:升阶魔法-七皇之剑[特殊召唤 No.101 寂静荣誉方舟骑士]');
    expect(full.links[0]!.legal).toBe(false);
  });
  it('[CH-SUMMON-COUNT] the summon written as the action reads the same limit: under 神影依·米德拉什 with a Special Summon listed this turn, `特殊召唤 黑魔术师` is not made and the warning names the limit (as 死者苏生 is refused); with none listed, or a Normal Summon, it is made', () => {
    const moved = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));
    const over = askCdb('{回合:A 阶段:主要1 A手:黑魔术师 B场:神影依·米德拉什 本回合:A:青眼白龙(特殊召唤)} 特殊召唤 黑魔术师');
    expect(moved(over, 'special-summoned')).toEqual([]);
    expect(over.warnings.some((w) => w.includes('神影依·米德拉什') && w.includes('黑魔术师'))).toBe(true);
    expect(over.assumptions.join('\n')).toContain('本回合:');
    expect(link('{回合:A 阶段:主要1 A墓:黑魔术师 B场:神影依·米德拉什 本回合:A:青眼白龙(特殊召唤)} C1 A:死者苏生 → 黑魔术师', 1).legal).toBe(false);
    expect(moved(askCdb('{回合:A 阶段:主要1 A手:黑魔术师 B场:神影依·米德拉什} 特殊召唤 黑魔术师'), 'special-summoned')).toEqual(['黑魔术师']);
    expect(moved(askCdb('{回合:A 阶段:主要1 A手:黑魔术师 B场:神影依·米德拉什(效果无效) 本回合:A:青眼白龙(特殊召唤)} 特殊召唤 黑魔术师'), 'special-summoned')).toEqual(['黑魔术师']);
    expect(moved(askCdb('{回合:A 阶段:主要1 A手:三眼怪 B场:神影依·米德拉什 本回合:A:青眼白龙(特殊召唤)} 召唤 三眼怪'), 'summoned')).toEqual(['三眼怪']);
  });

  // CH-SUMMON-COUNT-NEGATED (s50): the three places that read a limit (activation, resolution, the action) read it alike — a negated
  // continuous effect does not apply while negated (rules reference docs/c03/诱发类效果.rst:467, :469).
  const specials = (a: ReturnType<typeof askCdb>, n: number | null) => a.events.filter((e) => e.type === 'special-summoned' && (n === null || e.link === n)).flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-SUMMON-COUNT-NEGATED] 神影依·米德拉什 whose effects are negated (效果无效) limits nobody as 高等纹章术 resolves: both of its summons are made (the Xyz Summon too); not negated, 高等纹章术 cannot even be activated', () => {
    const negated = askCdb('{回合:A 阶段:主要1 A墓:纹章兽 狮子,纹章兽 野迩 B场:神影依·米德拉什(效果无效)} C1 A:高等纹章术→纹章兽 狮子,纹章兽 野迩');
    expect(negated.links[0]!.legal).toBe(true);
    expect(negated.links[0]!.rules).not.toContain('CH-SUMMON-COUNT-STEP');
    expect(negated.links[0]!.rules).toContain('CH-SUMMON-COUNT-NEGATED');
    expect(specials(negated, 1).length).toBeGreaterThan(2);
    const standing = askCdb('{回合:A 阶段:主要1 A墓:纹章兽 狮子,纹章兽 野迩 B场:神影依·米德拉什} C1 A:高等纹章术→纹章兽 狮子,纹章兽 野迩');
    expect(standing.links[0]!.legal).toBe(false);
    expect(standing.links[0]!.rules).toContain('CH-SUMMON-COUNT');
  });
  it('[CH-SUMMON-COUNT-NEGATED] under a face-up 技能抽取 (monsters on the field negated), 神影依·米德拉什 with a Special Summon listed this turn limits neither 死者苏生 (activated and resolved: 黑魔术师 summoned) nor `特殊召唤 黑魔术师` written as the action; without 技能抽取 both are stopped', () => {
    const revive = askCdb('{回合:A 阶段:主要1 A墓:黑魔术师 A场:技能抽取 B场:神影依·米德拉什 本回合:A:青眼白龙(特殊召唤)} C1 A:死者苏生→黑魔术师');
    expect(revive.links[0]!.legal).toBe(true);
    expect(specials(revive, 1)).toEqual(['黑魔术师']);
    const action = askCdb('{回合:A 阶段:主要1 A手:黑魔术师 A场:技能抽取 B场:神影依·米德拉什 本回合:A:青眼白龙(特殊召唤)} 特殊召唤 黑魔术师');
    expect(specials(action, null)).toEqual(['黑魔术师']);
    expect(action.warnings.join('\n')).not.toContain('神影依·米德拉什');
    expect(link('{回合:A 阶段:主要1 A墓:黑魔术师 B场:神影依·米德拉什 本回合:A:青眼白龙(特殊召唤)} C1 A:死者苏生→黑魔术师', 1).legal).toBe(false);
    expect(specials(askCdb('{回合:A 阶段:主要1 A手:黑魔术师 B场:神影依·米德拉什 本回合:A:青眼白龙(特殊召唤)} 特殊召唤 黑魔术师'), null)).toEqual([]);
  });

  it('[CH-SUMMON-COUNT-NEGATED-SUMMON] under 神影依·米德拉什, the window after 神之宣告 negated the Special Summon of 青眼亚白龙 offers 活死人的呼声 (the negated summon was never made: docs/c03/誓约.rst:104), naming this rule; when 神之宣告 is itself negated and the summon stands, it does not', () => {
    const offered = (a: ReturnType<typeof askCdb>) => a.window.triggers.map((x) => x.card.name);
    const negated = askCdb('{回合:A 阶段:主要1 A手:青眼亚白龙 A场:青眼白龙,活死人的呼声(盖) A墓:黑魔术师 B场:神影依·米德拉什,神之宣告(盖)} 特殊召唤 青眼亚白龙 C1 B:神之宣告');
    expect(offered(negated)).toContain('活死人的呼声');
    // The answer says why it is offered: its rules carry this rule id (they did not: no answer named it).
    expect(negated.window.triggers.find((x) => x.card.name === '活死人的呼声')?.rules).toContain('CH-SUMMON-COUNT-NEGATED-SUMMON');
    const stands = askCdb('{回合:A 阶段:主要1 A手:青眼亚白龙 A场:青眼白龙,活死人的呼声(盖),神之宣告(盖) A墓:黑魔术师 B场:神影依·米德拉什,神之宣告(盖)} 特殊召唤 青眼亚白龙 C1 B:神之宣告 C2 A:神之宣告');
    expect(offered(stands)).not.toContain('活死人的呼声');
  });
});

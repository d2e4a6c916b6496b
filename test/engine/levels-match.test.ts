// CH-LEVELS-MATCH-NO-ZONE: 「等级合计直到变成和给人观看的仪式怪兽的等级相同为止，选…怪兽任意数量…特殊召唤（同名卡最多1张）。那之后，…仪式召唤」 with
// too few free Main Monster Zones to reach the revealed monster's level: nothing is summoned and the effect does not apply at all
// (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:137, 复仇死者的续魂再结).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from '../cards/data.js';

const TEXT = '①：把仪式召唤的手卡1只「复仇死者」仪式怪兽给对方观看。等级合计直到变成和给人观看的仪式怪兽的等级相同为止，选除外的自己的「复仇死者」怪兽任意数量里侧守备表示特殊召唤（同名卡最多1张）。那之后，那些里侧守备表示怪兽全部解放从手卡把那只仪式怪兽仪式召唤。';
const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe('CH-LEVELS-MATCH-NO-ZONE', () => {
  it('[CH-LEVELS-MATCH-NO-ZONE] the reader marks the summon after the reveal (and only it) as counting levels', () => {
    const [e] = compileEffects(TEXT, { kind: 'trap', subtypes: ['normal'] });
    const summons = e!.does.filter((a) => a.do === 'special-summon');
    expect(summons[0]!.levelsMatchLooked).toBe(true);
    expect(summons[1]!.levelsMatchLooked).toBeUndefined();
  });
  it.skipIf(!haveCards)('[CH-LEVELS-MATCH-NO-ZONE] 复仇死者的续魂再结 with one Main Monster Zone free cannot reach 复仇死者·奇美拉’s level 5: no summon, no Ritual Summon; with two free it summons and Ritual Summons', () => {
    const one = askCdb('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑魔术师,黑森林的魔女,复仇死者的续魂再结(盖) A手:复仇死者·奇美拉 A除外:复仇死者·斯特里克斯,复仇死者·地狱犬} C1 A:复仇死者的续魂再结');
    expect(one.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(one.links[0]!.rules).toContain('CH-LEVELS-MATCH-NO-ZONE');
    // The other side: two zones free — the banished monsters can make level 5, and the ritual monster is summoned after them.
    expect(summoned('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑魔术师,复仇死者的续魂再结(盖) A手:复仇死者·奇美拉 A除外:复仇死者·斯特里克斯,复仇死者·地狱犬} C1 A:复仇死者的续魂再结')).toContain('复仇死者·奇美拉');
  });
  it('[CH-LEVELS-MATCH-NO-ZONE] the reader: 「那些里侧守备表示怪兽全部解放」 tributes the monsters the step before summoned (not an answered event’s cards), face-down in Defense, and 「从手卡把那只仪式怪兽仪式召唤」 summons one of the kind revealed', () => {
    const [e] = compileEffects(TEXT, { kind: 'trap', subtypes: ['normal'] });
    const summons = e!.does.filter((a) => a.do === 'special-summon');
    expect(summons[0]!.position).toBe('face-down-defense');
    const tribute = e!.does.find((a) => a.do === 'tribute')!;
    expect(tribute.what).toBe('moved');
    expect(tribute.movedBy).toBe('special-summon');
    const ritual = summons[1]!.what;
    expect(typeof ritual === 'object' && ritual.filter.archetype).toBe('复仇死者');
    // The other side: 「那些怪兽」 of a trap answering a summon, with no summon of its own before it, are still the event's cards.
    const [answer] = compileEffects('对方把怪兽特殊召唤时才能发动。那些怪兽破坏。', { kind: 'trap', subtypes: ['normal'] });
    expect(answer!.does.find((a) => a.do === 'destroy')!.what).toBe('event-cards');
  });
  it.skipIf(!haveCards)('[CH-LEVELS-MATCH-NO-ZONE] only a 「复仇死者」 Ritual Monster may be revealed: with 混沌战士 (a Ritual Monster of another kind) the only one in the hand, nothing is summoned; with 复仇死者·奇美拉 beside it, 奇美拉 is the one Ritual Summoned', () => {
    const none = askCdb('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑魔术师,复仇死者的续魂再结(盖) A手:混沌战士 A除外:复仇死者·斯特里克斯,复仇死者·地狱犬} C1 A:复仇死者的续魂再结');
    expect(none.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(none.links[0]!.rules).toContain('CH-LEVELS-MATCH-NO-ZONE');
    expect(none.links[0]!.reason).toContain('给对方观看');
    // The other side: a 复仇死者 Ritual Monster in the hand as well.
    const both = summoned('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑魔术师,复仇死者的续魂再结(盖) A手:混沌战士,复仇死者·奇美拉 A除外:复仇死者·斯特里克斯,复仇死者·地狱犬} C1 A:复仇死者的续魂再结');
    expect(both).toContain('复仇死者·奇美拉');
    expect(both).not.toContain('混沌战士');
  });
  it.skipIf(!haveCards)('[CH-LEVELS-MATCH-NO-ZONE] the cause said is the real one: 5 zones free but one of each name (复仇死者之核 ×2 + 地狱犬 would make 5, one 之核 + 地狱犬 make 4) — 「同名卡最多1张」, not the zones; with too few zones, the zones; with no copies either, the levels alone', () => {
    const names = askCdb('{回合:A 阶段:主要1 A场:复仇死者的续魂再结(盖) A手:复仇死者·奇美拉 A除外:复仇死者之核,复仇死者之核,复仇死者·地狱犬} C1 A:复仇死者的续魂再结');
    expect(names.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(names.links[0]!.rules).toContain('CH-LEVELS-MATCH-NO-ZONE');
    expect(names.links[0]!.reason).toContain('同名卡最多1张');
    expect(names.links[0]!.reason).not.toContain('主要怪兽区域');
    // The other side: one zone free — the zones are the cause.
    const zones = askCdb('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑魔术师,黑森林的魔女,复仇死者的续魂再结(盖) A手:复仇死者·奇美拉 A除外:复仇死者·斯特里克斯,复仇死者·地狱犬} C1 A:复仇死者的续魂再结');
    expect(zones.links[0]!.reason).toContain('可用的主要怪兽区域只有1个');
    expect(zones.links[0]!.reason).not.toContain('同名卡');
    // Neither: 之核 ×2 + 斯特里克斯 add up to 4 at most, copies or not.
    const levels = askCdb('{回合:A 阶段:主要1 A场:复仇死者的续魂再结(盖) A手:复仇死者·奇美拉 A除外:复仇死者之核,复仇死者之核,复仇死者·斯特里克斯} C1 A:复仇死者的续魂再结');
    expect(levels.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(levels.links[0]!.reason).toContain('等级合计不能变成5星');
    expect(levels.links[0]!.reason).not.toContain('同名卡');
    expect(levels.links[0]!.reason).not.toContain('主要怪兽区域');
  });
  it.skipIf(!haveCards)('[CH-LEVELS-MATCH-NO-ZONE] a long banished zone (600 copies of 复仇死者之核, Level 1; four zones free) is answered — the search is over level and zones left, not over the subsets of the zone (they were tried one by one) — and nothing reaches Level 5: the levels are the cause', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:三眼怪,复仇死者的续魂再结(盖) A手:复仇死者·奇美拉 A除外:${Array(600).fill('复仇死者之核').join(',')}} C1 A:复仇死者的续魂再结`);
    expect(a.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(a.links[0]!.reason).toContain('等级合计不能变成5星');
  });
  it.skipIf(!haveCards)('[CH-LEVELS-MATCH-NO-ZONE] two zones free: the face-down monsters it summons are the ones tributed (it answers nothing), and the revealed monster is Ritual Summoned', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑魔术师,复仇死者的续魂再结(盖) A手:复仇死者·奇美拉 A除外:复仇死者·斯特里克斯,复仇死者·地狱犬} C1 A:复仇死者的续魂再结');
    const [first, ritual] = a.events.filter((e) => e.type === 'special-summoned' && e.link === 1);
    expect(first!.cards.map((c) => c.name).sort()).toEqual(['复仇死者·地狱犬', '复仇死者·斯特里克斯']);
    const tributed = a.events.find((e) => e.type === 'sent-to-gy' && e.link === 1);
    expect(tributed!.tributed).toBe(true);
    expect(tributed!.cards.map((c) => c.name).sort()).toEqual(['复仇死者·地狱犬', '复仇死者·斯特里克斯']);
    expect(a.links[0]!.reason).not.toContain('回应');
    expect(a.assumptions.join('')).not.toContain('回应的那次召唤');
    expect(ritual!.cards.map((c) => c.name)).toEqual(['复仇死者·奇美拉']);
    expect(ritual!.ritual).toBe(true);
    expect(a.links[0]!.reason).toContain('「复仇死者·奇美拉」仪式召唤');
    // The other side: the monsters it summons from banishment first are plainly Special Summoned, not Ritual Summoned.
    expect(first!.ritual).toBeUndefined();
  });
  it.skipIf(!haveCards)('[CH-LEVELS-MATCH-NO-ZONE] the other side: the banished cards not listed (unknown), it is not judged — the summon goes ahead as before', () => {
    expect(summoned('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑魔术师,黑森林的魔女,复仇死者的续魂再结(盖) A手:复仇死者·奇美拉} C1 A:复仇死者的续魂再结')).toContain('复仇死者·奇美拉');
  });
});

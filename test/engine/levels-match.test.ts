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
  it.skipIf(!haveCards)('[CH-LEVELS-MATCH-NO-ZONE] the other side: the banished cards not listed (unknown), it is not judged — the summon goes ahead as before', () => {
    expect(summoned('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑魔术师,黑森林的魔女,复仇死者的续魂再结(盖) A手:复仇死者·奇美拉} C1 A:复仇死者的续魂再结')).toContain('复仇死者·奇美拉');
  });
});

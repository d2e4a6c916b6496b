// CMP-OLD-CHOSEN-STEP: the old wording 「(从自己墓地)选择1只名字带有「X」的怪兽，攻击表示特殊召唤」 chooses in a step of its own with no verb, and
// the next step's verb names no card (「攻击表示」「在对方场上表侧守备表示」 say how and where): the chosen card is the target, described by the
// choosing step, and the verb acts on it. Before, 亚马逊的意志 had a target with no description, and its summon took 「攻击表示」 as the
// description of the cards summoned — the answer said every GY card of a zone the situation did not list was summoned too (review s46 (5)).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const trap = { kind: 'trap', subtypes: ['continuous'] } as never;
const spell = { kind: 'spell', subtypes: ['normal'] } as never;
const first = (text: string, type = trap) => compileEffects(text, type).find((e) => e.n === 1)!;

describe('[CMP-OLD-CHOSEN-STEP] the card chosen in a step of its own is the target', () => {
  it('[CMP-OLD-CHOSEN-STEP] 「从自己墓地选择1只名字带有「亚马逊」的怪兽，攻击表示特殊召唤」: the target is an 「亚马逊」 monster of its own GY, and the summon acts on it', () => {
    const e = first('从自己墓地选择1只名字带有「亚马逊」的怪兽，攻击表示特殊召唤。这个效果特殊召唤的怪兽不能把表示形式变更，可以攻击的场合必须作出攻击。这张卡不在场上存在时，那只怪兽破坏。那只怪兽破坏时这张卡破坏。');
    expect(e.targets?.filter).toEqual({ side: 'self', kind: 'monster', place: 'gy', archetype: '亚马逊' });
    expect(e.targets?.count).toBe(1);
    expect(e.does[0]).toMatchObject({ do: 'special-summon', what: 'targets', position: 'attack', from: 'gy' });
  });
  it('[CMP-OLD-CHOSEN-STEP] 「选择自己墓地存在的1只2星以下的怪兽，攻击表示特殊召唤」 (opening on 选择): the level is the target\'s, 「攻击表示」 is not; 「从对方墓地选择1只怪兽，在对方场上表侧守备表示特殊召唤」: the opponent\'s GY', () => {
    const e = first('选择自己墓地存在的1只2星以下的怪兽，攻击表示特殊召唤。这张卡不在场上存在时，那只怪兽破坏。');
    expect(e.targets?.filter).toEqual({ side: 'self', kind: 'monster', place: 'gy', levelMax: 2 });
    expect(e.does[0]).toMatchObject({ do: 'special-summon', what: 'targets', from: 'gy' });
    const o = first('从对方墓地选择1只怪兽，在对方场上表侧守备表示特殊召唤。', spell);
    expect(o.targets?.filter).toMatchObject({ side: 'opponent', place: 'gy' });
    expect(o.does[0]).toMatchObject({ do: 'special-summon', what: 'targets', position: 'defense' });
  });
  it('[CMP-OLD-CHOSEN-STEP] the other side: a choosing step followed by a step naming its own cards (「选择…1只怪兽，对方场上的全部魔法卡破坏」) is not read so', () => {
    const e = first('选择自己场上1只怪兽，对方场上的魔法卡全部破坏。', spell);
    expect(e.does.find((a) => a.do === 'destroy')?.what).not.toBe('targets');
  });
});

describe.skipIf(!haveCards)('[CMP-OLD-CHOSEN-STEP] 亚马逊的意志 on the chain', () => {
  it('[CMP-OLD-CHOSEN-STEP] 亚马逊的意志 on an 「亚马逊」 monster of its GY summons that one only (no unlisted GY card); a non-「亚马逊」 monster is no target; banished in the chain, nothing is summoned; in the damage step it cannot be activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:亚马逊的意志(盖) A墓:亚马逊剑士} C1 A:亚马逊的意志→A:亚马逊剑士');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.reason.zh ?? a.links[0]!.reason).not.toContain('没有列出的区域');
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['亚马逊剑士']);
    expect(askCdb('{回合:A 阶段:主要1 A场:亚马逊的意志(盖) A墓:亚马逊剑士,青眼白龙} C1 A:亚马逊的意志→A:青眼白龙').links[0]!.legal).toBe(false);
    const gone = askCdb('{回合:A 阶段:主要1 A场:亚马逊的意志(盖) A墓:亚马逊剑士 B场:墓穴的指名者(盖)} C1 A:亚马逊的意志→A:亚马逊剑士 C2 B:墓穴的指名者→A:亚马逊剑士');
    expect(gone.links[0]!.outcome).toBe('no-effect');
    expect(gone.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(askCdb('{回合:A 阶段:伤害步骤 A场:亚马逊的意志(盖),青眼白龙 A墓:亚马逊剑士 B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师} C1 A:亚马逊的意志→A:亚马逊剑士').links[0]!.legal).toBe(false);
  });
});

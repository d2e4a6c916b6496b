// CTL-GIVE-CONTROL, CTL-ZONE-CHOOSER, CTL-UNTIL-END-PHASE (rules reference docs/c02/基本用语.rst:806–812): who gets a monster whose
// control an effect changes, who chooses the Monster Zone it goes to, and control changed only until the End Phase.
// - 「那只怪兽的控制权移给对方」 gives the monster to the opponent of the effect's controller; 「控制权回归原本持有者」 sends each monster
//   back to its owner (one its owner already controls stays); the player getting it needs a free Main Monster Zone (CH-CONTROL-NO-ZONE).
// - The player whose effect takes, swaps or gives control chooses the zone — on the opponent's field too; when control goes back to the
//   owner (an effect, a rule, the End Phase), the player getting the monster chooses.
// - 「直到这个回合的结束阶段前」 control goes back in the End Phase played after the chain (`… 结束阶段`) to the player who had it.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { renderChainText } from '../../src/answer/render/text.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('giving control and the zone chooser', CARDS_DB);

const give = textCard({ id: 99262601, name: '测试用让渡', type: 'spell quickplay', text: '①：以自己场上1只怪兽为对象才能发动。那只怪兽的控制权移给对方。' });
const lend = textCard({ id: 99262602, name: '测试用暂借', type: 'spell quickplay', text: '①：以自己场上1只表侧表示怪兽为对象才能发动。直到这个回合的结束阶段前，那只怪兽的控制权转移给对方。' });
const seize = textCard({ id: 99262603, name: '测试用持续夺取', type: 'trap continuous', text: '①：以对方场上1只表侧表示怪兽为对象才能把这张卡发动。得到那只怪兽的控制权。那只怪兽从场上离开时这张卡破坏。' });
const blast = textCard({ id: 99262605, name: '测试用速攻破坏', type: 'spell quickplay', text: '①：以场上1只怪兽为对象才能发动。那只怪兽破坏。' });
const flip = textCard({ id: 99262604, name: '测试用变里侧', type: 'spell quickplay', text: '①：以场上1只表侧表示怪兽为对象才能发动。那只怪兽变成里侧守备表示。' });

/** Each control change: `<controller after>:<names>@<zone chooser>`. */
const moves = (a: ChainAnswer) => a.events.filter((e) => e.type === 'control-changed').map((e) => `${e.cards.map((c) => `${c.controller}:${c.name}`).sort().join(',')}@${e.zoneBy ?? '-'}`);
const FIVE = (side: string) => `${side}场:青眼白龙(主1),青眼白龙(主2),青眼白龙(主3),青眼白龙(主4),青眼白龙(主5)`;

describe('[CTL-GIVE-CONTROL] an effect giving control away', () => {
  it('[CTL-GIVE-CONTROL] 「控制权移给对方」: the monster goes to the opponent of the player using the effect (it is not taken by that player)', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:黑魔术师 A手:测试用让渡} C1 A:测试用让渡 → 黑魔术师', [give]);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(moves(a)).toEqual(['B:黑魔术师@A']);
    expect(a.links[0]!.rules).toEqual(expect.arrayContaining(['CTL-GIVE-CONTROL', 'CTL-ZONE-CHOOSER']));
    expect(a.links[0]!.reason).toContain('控制权移给对方');
  });
  it('[CTL-GIVE-CONTROL] used by the opponent on a monster it took earlier (its owner is the other player): it goes to that player all the same', () => {
    const a = judgeWith('{回合:B 阶段:主要1 B场:黑魔术师(所有者:A) B手:测试用让渡} C1 B:测试用让渡 → 黑魔术师', [give]);
    expect(moves(a)).toEqual(['A:黑魔术师@B']);
  });
  it('[CTL-GIVE-CONTROL] the opponent with all five Main Monster Zones taken: the monster does not change sides, it is destroyed by rule (CH-CONTROL-NO-ZONE)', () => {
    const a = judgeWith(`{回合:A 阶段:主要1 A场:黑魔术师(主1) A手:测试用让渡 ${FIVE('B')}} C1 A:测试用让渡 → 黑魔术师`, [give]);
    expect(moves(a)).toEqual([]);
    expect(a.events.filter((e) => e.type === 'destroyed').map((e) => `${e.cards.map((c) => c.name).join(',')}:${e.cause}`)).toEqual(['黑魔术师:rule']);
    expect(a.links[0]!.rules).toContain('CH-CONTROL-NO-ZONE');
  });
  it('[CTL-GIVE-CONTROL] a target that left the field in the chain is given to no one', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:黑魔术师 A手:测试用让渡 B场:测试用速攻破坏(盖)} C1 A:测试用让渡 → 黑魔术师 C2 B:测试用速攻破坏 → 黑魔术师', [give, blast]);
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
    expect(moves(a)).toEqual([]);
  });
});

describe('[CTL-ZONE-CHOOSER] who chooses the Monster Zone', () => {
  it('[CTL-ZONE-CHOOSER] control taken: the taker chooses; the answer says so in words (zh and en)', () => {
    const a = judgeWith('{回合:B 阶段:主要1 A场:黑魔术师 B场:测试用持续夺取(盖)} C1 B:测试用持续夺取 → 黑魔术师', [seize]);
    expect(moves(a)).toEqual(['B:黑魔术师@B']);
    expect(renderChainText(a, 'zh-CN')).toContain('控制权转移（由B决定放置的怪兽区域）');
    const en = judgeWith('{回合:B 阶段:主要1 A场:黑魔术师 B场:测试用持续夺取(盖)} C1 B:测试用持续夺取 → 黑魔术师', [seize], 'en');
    expect(renderChainText(en, 'en')).toContain('(B chooses the Monster Zone)');
  });
  it('[CTL-ZONE-CHOOSER] control going back by rule (the taken monster turned face-down, CTL-FACEDOWN-BOND): its owner, who gets it, chooses — not the player who turned it face-down', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试用持续夺取(对象:黑魔术师),黑魔术师(所有者:B) A手:测试用变里侧} C1 A:测试用变里侧 → 黑魔术师', [seize, flip]);
    expect(moves(a)).toEqual(['B:黑魔术师@B']);
  });
  it('[CTL-ZONE-CHOOSER] a monster no effect moves has no zone chosen: a summon or a destruction names no chooser', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:黑魔术师 A手:黑洞} C1 A:黑洞', []);
    expect(a.events.every((e) => e.zoneBy === undefined)).toBe(true);
  });
});

describe('[CTL-UNTIL-END-PHASE] control changed until the End Phase', () => {
  it('[CTL-UNTIL-END-PHASE] given until the End Phase: in the End Phase it goes back to its player, who chooses the zone', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:黑魔术师 A手:测试用暂借} C1 A:测试用暂借 → 黑魔术师 结束阶段', [lend]);
    expect(moves(a)).toEqual(['B:黑魔术师@A']);
    const step = a.endPhase![0]!;
    expect(step.do).toBe('control-back');
    expect(step.done.map((c) => `${c.controller}:${c.name}`)).toEqual(['A:黑魔术师']);
    expect(step.rules).toEqual(expect.arrayContaining(['CTL-UNTIL-END-PHASE', 'CTL-ZONE-CHOOSER']));
  });
  it('[CTL-UNTIL-END-PHASE] a control change for good (the other side: 「得到…的控制权」 with no 「直到」) leaves nothing for the End Phase', () => {
    const a = judgeWith('{回合:B 阶段:主要1 A场:黑魔术师 B场:测试用持续夺取(盖)} C1 B:测试用持续夺取 → 黑魔术师 结束阶段', [seize]);
    expect(moves(a)).toEqual(['B:黑魔术师@B']);
    expect((a.endPhase ?? []).filter((s) => s.do === 'control-back')).toEqual([]);
  });
  it('[CTL-UNTIL-END-PHASE] the target gone before it resolved: nothing changed, nothing goes back', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:黑魔术师 A手:测试用暂借 B场:测试用速攻破坏(盖)} C1 A:测试用暂借 → 黑魔术师 C2 B:测试用速攻破坏 → 黑魔术师 结束阶段', [lend, blast]);
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
    expect(moves(a)).toEqual([]);
    expect((a.endPhase ?? []).filter((s) => s.do === 'control-back')).toEqual([]);
  });
});

describe.skipIf(!haveCards)('[CTL-GIVE-CONTROL] cards of the database', () => {
  it('[CTL-GIVE-CONTROL] 死之魔术箱: the opponent\'s monster is destroyed, then our monster goes to the opponent — we choose its zone', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑魔术师 B场:青眼白龙} C1 A:死之魔术箱 → 黑魔术师,青眼白龙');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
    expect(moves(a)).toEqual(['B:黑魔术师@A']);
  });
  it('[CTL-GIVE-CONTROL] 所有者的刻印: only monsters away from their owners move, each to its owner, who chooses the zone; one its owner holds stays', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑魔术师,青眼白龙(所有者:B) B场:三眼怪,黑森林的魔女(所有者:A)} C1 A:所有者的刻印');
    expect(moves(a).sort()).toEqual(['A:黑森林的魔女@A', 'B:青眼白龙@B']);
  });
  it('[CTL-GIVE-CONTROL] 所有者的刻印 with too few zones for the owner: as many as fit come back, the rest are destroyed by rule where they are', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑魔术师(主1),三眼怪(主2),青眼白龙(主3),黑森林的魔女(主4) B场:电子龙(所有者:A),死灵骑士(所有者:A)} C1 A:所有者的刻印');
    expect(moves(a)).toHaveLength(1);
    expect(a.events.filter((e) => e.type === 'destroyed' && e.cause === 'rule').flatMap((e) => e.cards)).toHaveLength(1);
  });
  it('[CTL-UNTIL-END-PHASE] 精神操作 (a curated card) taking control until the End Phase: back to the owner then, who chooses the zone', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:黑魔术师} C1 A:精神操作 → 黑魔术师 结束阶段');
    expect(moves(a)).toEqual(['A:黑魔术师@A']);
    expect(a.endPhase!.map((s) => `${s.do}:${s.done.map((c) => `${c.controller}:${c.name}`).join(',')}`)).toEqual(['control-back:B:黑魔术师']);
  });
});

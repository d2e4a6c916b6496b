// CH-SWAP-CONTROL: 「双方选择自己场上存在的1只怪兽，那些怪兽的控制权交换」 — each player's own monster, swapped together; nothing
// at all when either player has none or either pick is unaffected by the effect (rules reference docs/c02/基本用语.rst:1485).
// A card written as text (textCard) for the compiler's reading and the swap; the unaffected side with the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const swap = textCard({ id: 99160401, name: '测试用交换', type: 'spell normal', text: '双方选择自己场上存在的1只怪兽，那些怪兽的控制权交换。' });
const changed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'control-changed').flatMap((e) => e.cards.map((c) => `${c.name}:${c.controller}`));

describe('swapping control', () => {
  it('[CH-SWAP-CONTROL] each player’s only monster changes sides together; with no monster on one side nothing is swapped', () => {
    expect(swap.effects[0]?.does?.[0]).toMatchObject({ do: 'take-control', swap: true });
    const a = judgeWith('{回合:A 阶段:主要1 A场:三眼怪 B场:青眼白龙} C1 A:测试用交换', [swap]);
    expect(changed(a).sort()).toEqual(['三眼怪:B', '青眼白龙:A']);
    expect(a.links[0]!.rules).toContain('CH-SWAP-CONTROL');
    expect(changed(judgeWith('{回合:A 阶段:主要1 A场:三眼怪 B场:} C1 A:测试用交换', [swap]))).toEqual([]);
  });
  it('[CH-SWAP-CONTROL] with two monsters on one side the pick is a note (`[控制 A:X,B:Y]`); without it the answer says the pick was not given, in words of control', () => {
    const s = '{回合:A 阶段:主要1 A场:三眼怪 B场:青眼白龙,黑魔术师} C1 A:测试用交换';
    const named = judgeWith(`${s}[控制 A:三眼怪,B:黑魔术师]`, [swap]);
    expect(changed(named).sort()).toEqual(['三眼怪:B', '黑魔术师:A']);
    expect(named.links[0]!.reason).toContain('控制权交换');
    const open = judgeWith(s, [swap]);
    expect(changed(open)).toEqual([]);
    expect(open.links[0]!.reason).toContain('控制权转移');
    expect(open.links[0]!.reason).not.toContain('送去墓地');
  });
  it.skipIf(!haveCards)('[CH-SWAP-CONTROL] the effect’s own player’s pick unaffected by Spells (传说的渔人 with 海): nothing is swapped either', () => {
    expect(changed(askCdb('{回合:A 阶段:主要1 A场:传说的渔人,海 B场:三眼怪} C1 A:强制转移'))).toEqual([]);
  });
  it('[CH-SWAP-MAIN-ZONE] with its five Main Monster Zones taken a player cannot give the monster in its Extra Monster Zone: the pick named is not followed', () => {
    const full = '{回合:A 阶段:主要1 A场:黑魔术师(主2) B场:访问码语者(EX右),三眼怪(主1),青眼白龙(主2),时花之魔女(主3),电子龙(主4),死灵骑士(主5)} C1 A:测试用交换';
    const refusedPick = judgeWith(`${full}[控制 A:黑魔术师,B:访问码语者]`, [swap]);
    expect(changed(refusedPick)).toEqual([]);
    expect(refusedPick.links[0]!.rules).toContain('CH-SWAP-MAIN-ZONE');
    expect(changed(judgeWith(`${full}[控制 A:黑魔术师,B:电子龙]`, [swap])).sort()).toEqual(['电子龙:A', '黑魔术师:B']);
  });
  it('[CH-SWAP-MAIN-ZONE] the other side: with a Main Monster Zone free the monster in the Extra Monster Zone may be given', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:黑魔术师(主2) B场:访问码语者(EX右),三眼怪(主1),青眼白龙(主2),时花之魔女(主3),电子龙(主4)} C1 A:测试用交换[控制 A:黑魔术师,B:访问码语者]', [swap]);
    expect(changed(a).sort()).toEqual(['访问码语者:A', '黑魔术师:B']);
    expect(a.links[0]!.rules).not.toContain('CH-SWAP-MAIN-ZONE');
  });
});

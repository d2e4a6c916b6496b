// CH-NOTE-PER-STEP (issue 16, rules reference docs/c03/诱发类效果.rst:494 — 小世界现象 banishes face-down twice, at two
// moments): several steps of one verb share the link's notes of that verb (`[除外 X][除外 Y]`); a step that says where it
// takes its cards from (「从手卡…」「从卡组…」) uses those noted cards that are there as it is done. Cards written as text here.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const twoPlaces = textCard({ id: 99820901, name: '测试用两处送墓', type: 'spell', text: '①：从自己手卡把1只怪兽送去墓地。那之后，从自己卡组把1只怪兽送去墓地。' });
const oneStep = textCard({ id: 99820902, name: '测试用一次送墓', type: 'spell', text: '①：从自己的手卡·卡组把2只怪兽送去墓地。' });
const sent = (input: string) => judgeWith(input, [twoPlaces, oneStep]).events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).map((e) => e.cards.map((c) => c.name).sort().join('+'));

describe('notes shared by two steps of one verb', () => {
  it('[CH-NOTE-PER-STEP] a send from the hand, then one from the Deck: each step sends the noted card that is in its place — two events, one card each', () => {
    expect(sent('{回合:A 阶段:主要1 A手:三眼怪 A卡组:黑魔术师} C1 A:测试用两处送墓[送墓 三眼怪][送墓 黑魔术师]')).toEqual(['三眼怪', '黑魔术师']);
    const a = judgeWith('{回合:A 阶段:主要1 A手:三眼怪 A卡组:黑魔术师} C1 A:测试用两处送墓[送墓 三眼怪][送墓 黑魔术师]', [twoPlaces]);
    expect(a.links[0]!.rules).toContain('CH-NOTE-PER-STEP');
  });
  it('[CH-NOTE-PER-STEP] the other side: one step taking from the hand and the Deck at once sends both noted cards together', () => {
    expect(sent('{回合:A 阶段:主要1 A手:三眼怪 A卡组:黑魔术师} C1 A:测试用一次送墓[送墓 三眼怪][送墓 黑魔术师]')).toEqual(['三眼怪+黑魔术师']);
  });
});

describe.skipIf(!haveCards)('one note for the first of two summons (head-judge review s40)', () => {
  it('[CH-NOTE-PER-STEP] 升阶魔法-七皇之剑 (imported) written `[特殊召唤 No.101 …]`: the first summon brings No.101; the second, 「…「混沌No.」怪兽…从额外卡组特殊召唤」, is no step the note names (its card already left the Extra Deck) — it brings the 混沌No.101 of the listed Extra Deck, not No.101 again', () => {
    const a = askCdb('{回合:A 阶段:主要1 A额外:No.101 寂静荣誉方舟骑士,混沌No.101 寂静荣誉暗黑骑士} C1 A:升阶魔法-七皇之剑[特殊召唤 No.101 寂静荣誉方舟骑士]');
    expect(a.events.filter((e) => e.type === 'special-summoned').map((e) => e.cards.map((c) => c.name).join('+'))).toEqual(['No.101 寂静荣誉方舟骑士', '混沌No.101 寂静荣誉暗黑骑士']);
    expect(a.links[0]!.rules).toContain('CH-NOTE-PER-STEP');
  });
  it('[CH-NOTE-PER-STEP] the other side: with no 混沌No. listed in the Extra Deck the second summon brings nothing (not No.101 a second time); and two noted cards of one step taken from several places are both used', () => {
    const a = askCdb('{回合:A 阶段:主要1 A额外:No.101 寂静荣誉方舟骑士} C1 A:升阶魔法-七皇之剑[特殊召唤 No.101 寂静荣誉方舟骑士]');
    expect(a.events.filter((e) => e.type === 'special-summoned').map((e) => e.cards.map((c) => c.name).join('+'))).toEqual(['No.101 寂静荣誉方舟骑士']);
    expect(sent('{回合:A 阶段:主要1 A手:三眼怪 A卡组:黑魔术师} C1 A:测试用一次送墓[送墓 三眼怪][送墓 黑魔术师]')).toEqual(['三眼怪+黑魔术师']);
  });
});

const evs = (input: string, type: string) => askCdb(input).events.filter((e) => e.type === type && e.link === 1).map((e) => e.cards.map((c) => c.name).sort().join('+'));

describe('a noted card used only by the step whose filter it fits (head-judge review s40)', () => {
  it('[CH-NOTE-PER-STEP] 「卡名包含「X」以外的…」 is read as every card whose name holds X left out (notArchetype); 「「X」以外的…」 still leaves out the one name', () => {
    const f = (t: string) => { const w = compileEffects(t, { kind: 'spell', subtypes: ['normal'] })[0]!.does[0]!.what; return typeof w === 'object' ? w.filter : null; };
    expect(f('①：从自己的额外卡组选1只卡名包含「混沌No.」以外的怪兽特殊召唤。')).toMatchObject({ notArchetype: '混沌No.' });
    expect(f('①：从自己的额外卡组选1只卡名包含「混沌No.」以外的怪兽特殊召唤。')?.notName).toBeUndefined();
    expect(f('①：从卡组把「战吼斗士·福蒂亚」以外的1张「战吼」卡加入手卡。')).toMatchObject({ notName: '战吼斗士·福蒂亚' });
  });
});

describe.skipIf(!haveCards)('a noted card used only by the step whose filter it fits, imported cards (head-judge review s40)', () => {
  it('[CH-NOTE-PER-STEP] 仪式的准备 written `[加入手卡 高等仪式术]` (a Spell in the GY): the Deck step, 「7星以下的仪式怪兽」, does not take it — it adds the fitting 诺斯维姆科 — and the GY step adds 高等仪式术, once; no copy in the Deck is assumed', () => {
    const input = '{回合:A 阶段:主要1 A卡组:三眼怪,救世之美神 诺斯维姆科 A墓:高等仪式术} C1 A:仪式的准备[加入手卡 高等仪式术]';
    expect(evs(input, 'added-to-hand')).toEqual(['救世之美神 诺斯维姆科', '高等仪式术']);
    const a = askCdb(input);
    expect(a.links[0]!.rules).toContain('CH-NOTE-PER-STEP');
    expect(a.assumptions.join('\n')).not.toContain('假定卡组里还有一张');
  });
  it('[CH-NOTE-PER-STEP] the other side: a noted card that fits the first step (`[加入手卡 救世之美神 诺斯维姆科]`) is the one it adds, and nothing of the rule is said when no note is written', () => {
    expect(evs('{回合:A 阶段:主要1 A卡组:三眼怪,救世之美神 诺斯维姆科 A墓:高等仪式术} C1 A:仪式的准备[加入手卡 救世之美神 诺斯维姆科]', 'added-to-hand')).toEqual(['救世之美神 诺斯维姆科', '高等仪式术']);
    expect(askCdb('{回合:A 阶段:主要1 A卡组:三眼怪,救世之美神 诺斯维姆科 A墓:高等仪式术} C1 A:仪式的准备').links[0]!.rules).not.toContain('CH-NOTE-PER-STEP');
  });
  it('[CH-NOTE-PER-STEP] 升阶魔法-七皇之剑 written `[特殊召唤 混沌No.101 …]`: the first summon (「卡名包含「混沌No.」以外」) does not take 混沌No.101 — it brings No.101 —, the second brings 混沌No.101', () => {
    expect(evs('{回合:A 阶段:主要1 A额外:No.101 寂静荣誉方舟骑士,混沌No.101 寂静荣誉暗黑骑士} C1 A:升阶魔法-七皇之剑[特殊召唤 混沌No.101 寂静荣誉暗黑骑士]', 'special-summoned')).toEqual(['No.101 寂静荣誉方舟骑士', '混沌No.101 寂静荣誉暗黑骑士']);
  });
  it('[CH-NOTE-PER-STEP] 升阶魔法-七皇之剑 written with both notes: two summons, one card each (each note used by the step it fits, not both by both)', () => {
    expect(evs('{回合:A 阶段:主要1 A额外:No.101 寂静荣誉方舟骑士,混沌No.101 寂静荣誉暗黑骑士} C1 A:升阶魔法-七皇之剑[特殊召唤 No.101 寂静荣誉方舟骑士][特殊召唤 混沌No.101 寂静荣誉暗黑骑士]', 'special-summoned')).toEqual(['No.101 寂静荣誉方舟骑士', '混沌No.101 寂静荣誉暗黑骑士']);
  });
});

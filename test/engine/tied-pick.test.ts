// CH-STEP-TIED-PICK: 「A。那之后，把持有A移动的怪兽的攻击力（等级）以下的…加入手卡」 — a later pick measured against the card
// the step before moved is tied to it: when the listed zones it picks from hold no card of its description, neither step applies
// (rules reference docs/c03/特定效果的处理方法.rst:139–150). A plain 「那之后」 step is not tied: the first step still applies
// (CH-THEN). The spells here are test fixtures written as text, read by the compiler.
import { describe, expect, it } from 'vitest';
import { judgeWith, linkOf, summary } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { haveCards } from '../cards/data.js';

const tied = textCard({ id: 999300901, name: '测试相连的检索', type: 'spell', text: '①：从自己墓地把1只怪兽除外。那之后，把持有除外的怪兽的等级以下的等级的1只「青眼」怪兽从自己卡组加入手卡。' });
const plain = textCard({ id: 999300902, name: '测试分开的检索', type: 'spell', text: '①：从自己墓地把1只怪兽除外。那之后，从自己卡组把1只「青眼」怪兽加入手卡。' });
const fixtures = [tied, plain];
const moves = (input: string, type: string) => judgeWith(input, fixtures).events.filter((e) => e.type === type && e.link === 1);

describe.skipIf(!haveCards)('CH-STEP-TIED-PICK', () => {
  it('[CH-STEP-TIED-PICK] the compiler marks only a 「那之后」 pick measured against the card moved before', () => {
    expect(tied.effects.find((e) => e.n === 1)?.does.map((a) => a.tiedToBefore ?? false)).toEqual([false, true]);
    expect(plain.effects.find((e) => e.n === 1)?.does.map((a) => a.tiedToBefore ?? false)).toEqual([false, false]);
  });
  it('[CH-STEP-TIED-PICK] with no 「青眼」 monster in the listed Deck the tied effect banishes nothing and adds nothing; with one it does both; a Deck not listed is not judged', () => {
    const none = '{回合:A 阶段:主要1 A墓:青眼白龙 A卡组:三眼怪} C1 A:测试相连的检索';
    expect(summary(judgeWith(none, fixtures))).toEqual(['C1:legal:no-effect']);
    expect(linkOf(judgeWith(none, fixtures), 1).rules).toContain('CH-STEP-TIED-PICK');
    expect(moves(none, 'banished')).toEqual([]);
    expect(moves(none, 'added-to-hand')).toEqual([]);
    const one = '{回合:A 阶段:主要1 A墓:青眼白龙 A卡组:三眼怪,青眼白龙} C1 A:测试相连的检索';
    expect(summary(judgeWith(one, fixtures))).toEqual(['C1:legal:resolved']);
    expect(moves(one, 'banished').length).toBe(1);
    expect(moves(one, 'added-to-hand').length).toBe(1);
    expect(summary(judgeWith('{回合:A 阶段:主要1 A墓:青眼白龙} C1 A:测试相连的检索', fixtures))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-STEP-TIED-PICK] the other side: a plain 「那之后」 add with nothing to add still banishes first (CH-THEN, not tied)', () => {
    const input = '{回合:A 阶段:主要1 A墓:青眼白龙 A卡组:三眼怪} C1 A:测试分开的检索';
    expect(summary(judgeWith(input, fixtures))).toEqual(['C1:legal:resolved']);
    expect(linkOf(judgeWith(input, fixtures), 1).rules).not.toContain('CH-STEP-TIED-PICK');
    expect(moves(input, 'banished').length).toBe(1);
  });
});

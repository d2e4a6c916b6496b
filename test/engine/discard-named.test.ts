// CH-DISCARD-HAND (issue 16; rules reference docs/c02/基本用语.rst:1365): the cards an effect discards are the ones its `[丢弃 X]` notes
// name, also for a step read as a number of cards (「那之后，选2张手卡丢弃」) — before, such a step discarded unnamed cards and the
// hand the answer showed kept the cards the notes named.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const discarded = (input: string) => askCdb(input).events.filter((e) => e.type === 'discarded').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-DISCARD-HAND, cards named by the notes', () => {
  it('[CH-DISCARD-HAND] 天使的施舍 discards the two cards its notes name, one of them just drawn', () => {
    expect(discarded('{回合:A 阶段:主要1 A手:三眼怪,黑魔术师 A卡组:青眼白龙,死者苏生,旋风} C1 A:天使的施舍 [抽卡 青眼白龙][抽卡 死者苏生][抽卡 旋风][丢弃 三眼怪][丢弃 旋风]').sort()).toEqual(['三眼怪', '旋风'].sort());
  });
  it('[CH-DISCARD-HAND] the other side: with no `[丢弃 X]` and a hand of more cards than it discards, no card is named — and it says two are discarded (the curated fact carried the count only in a note, so one was said)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:三眼怪,黑魔术师 A卡组:青眼白龙,死者苏生,旋风} C1 A:天使的施舍');
    expect(a.events.filter((e) => e.type === 'discarded').flatMap((e) => e.cards.map((c) => c.name))).toEqual([]);
    expect(a.events.filter((e) => e.type === 'discarded').map((e) => e.amount)).toEqual([2]);
    expect(a.links[0]!.reason).toContain('丢弃2张手卡');
  });
});

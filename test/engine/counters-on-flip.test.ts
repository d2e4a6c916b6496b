// CNT-ON-FLIP (test/RULES.md; rules reference docs/c02/基本用语.rst:739): 「每次场上里侧守备表示存在的怪兽反转，给这张卡放置1个虫指示物」 (格鲁斯异虫) places a
// counter on its own face-up card each time a monster is flipped face-up — by a flip summon that succeeds or by an effect, on either side —
// and its ATK follows (CNT-ATK). Not for a negated flip summon, not while its effects are negated, not while it is face-down itself.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { flipCountersOf } from '../../src/cards/compile/event-counters.js';

const bug = (input: string) => {
  const a = askCdb(input);
  return { counters: (a.counters ?? []).filter((c) => c.card.name === '格鲁斯异虫').map((c) => [c.before, c.now]), atk: a.stats?.find((x) => x.card.name === '格鲁斯异虫')?.atk };
};

describe('CNT-ON-FLIP, the reader', () => {
  it('[CNT-ON-FLIP] the sentence is read as counters placed at each flip; a counter placed at a summon is not', () => {
    expect(flipCountersOf('每次场上里侧守备表示存在的怪兽反转，给这张卡放置1个虫指示物。')).toMatchObject({ what: 'self', countersOnFlip: { kind: '虫', count: 1 } });
    expect(flipCountersOf('每次怪兽召唤，给这张卡放置1个虫指示物。')).toBeNull();
  });
});

describe.skipIf(!haveCards)('CNT-ON-FLIP', () => {
  it('[CNT-ON-FLIP] the opponent\'s face-down 三眼怪 flipped by 太阳之书 gives 格鲁斯异虫 a counter and 300 ATK; two counters stated before make three', () => {
    expect(bug('{回合:A 阶段:主要1 A场:格鲁斯异虫(虫指示物0) B场:三眼怪(盖)} C1 A:太阳之书→三眼怪')).toEqual({ counters: [[0, 1]], atk: 1800 });
    expect(bug('{回合:A 阶段:主要1 A场:格鲁斯异虫(虫指示物2) B场:三眼怪(盖)} C1 A:太阳之书→三眼怪')).toEqual({ counters: [[2, 3]], atk: 2400 });
  });
  it('[CNT-ON-FLIP] negated (效果无效) or face-down itself, it gets none', () => {
    expect(bug('{回合:A 阶段:主要1 A场:格鲁斯异虫(虫指示物0,效果无效) B场:三眼怪(盖)} C1 A:太阳之书→三眼怪').counters).toEqual([]);
    expect(bug('{回合:A 阶段:主要1 A场:格鲁斯异虫(盖),三眼怪(盖)} 反转召唤 A:三眼怪').counters).toEqual([]);
  });
  it('[CNT-ON-FLIP] a flip written as the action (`反转 X`) places the counter and shows the ATK it gives (1500 → 1800)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:格鲁斯异虫(虫指示物0) B场:三眼怪(盖)} 反转 B:三眼怪');
    expect(a.stats?.find((x) => x.card.name === '格鲁斯异虫')?.atk).toBe(1800);
  });
});


// CH-STEP-TARGETS: an effect with targets on both sides whose steps each name the targets of one side (「那只自己的不死族
// 怪兽特殊召唤。那只对方怪兽除外」) does each step to those only: one side's target gone leaves the other side's step, and
// no step is done to the other side's card (rules reference docs/c03/特定效果的处理方法.rst:159–166, 『A。B』).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-STEP-TARGETS', CARDS_DB);

const moved = (input: string, type: string) => askCdb(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-STEP-TARGETS', () => {
  it('[CH-STEP-TARGETS] each step acts on the targets of the side it names; the other side’s target gone, its own step still happens', () => {
    const both = '{回合:A A场:生者之书-禁断的咒术-(盖) A墓:白骨 B墓:黑魔术师} C1 A:生者之书-禁断的咒术-→白骨,黑魔术师';
    expect(moved(both, 'special-summoned')).toEqual(['白骨']);
    expect(moved(both, 'banished')).toEqual(['黑魔术师']);
    expect(askCdb(both).links[0]!.rules).toContain('CH-STEP-TARGETS');
    // The opponent's target leaves the GY in the chain: the own monster is still summoned, nothing is banished by C1.
    const theirsGone = '{回合:A A场:生者之书-禁断的咒术-(盖),墓穴的指名者(盖) A墓:白骨 B墓:黑魔术师} C1 A:生者之书-禁断的咒术-→白骨,黑魔术师 C2 A:墓穴的指名者→黑魔术师';
    expect(moved(theirsGone, 'special-summoned')).toEqual(['白骨']);
    expect(askCdb(theirsGone).events.filter((e) => e.type === 'banished' && e.link === 1)).toEqual([]);
  });
  it('[CH-STEP-TARGETS] the own target gone: no monster is summoned (none stands in for it), the opponent’s target is banished', () => {
    const mineGone = '{回合:A A场:生者之书-禁断的咒术-(盖) A墓:白骨 B墓:黑魔术师 B场:墓穴的指名者(盖)} C1 A:生者之书-禁断的咒术-→白骨,黑魔术师 C2 B:墓穴的指名者→白骨';
    expect(moved(mineGone, 'special-summoned')).toEqual([]);
    expect(moved(mineGone, 'banished')).toContain('黑魔术师');
  });
});

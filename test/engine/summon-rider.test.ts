// 「这个效果特殊召唤的这张卡从场上离开的场合除外」 (issue 16, FD-SUMMON-RIDER; rules reference docs/c03/里侧·一时除外.rst:198–201,
// docs/c03/特定效果的处理方法.rst:696–768): what the card's own summoning effect left on it. It goes with the card while the card remembers
// that summon (`自身特召`, FD-SUMMONED-BY-ITSELF): turned face-down it is a new card and leaves normally; banished and back it still
// remembers. It is the resolved effect's, not the monster's own continuous effect, so negating the monster does not lift it.
// Cards read from cards.cdb (喷气同调士②: 「…这张卡特殊召唤。这个效果特殊召唤的这张卡从场上离开的场合除外」).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { eventCards } from '../reference/judge.js';

describe.skipIf(!haveCards)('the banish rider of a summon by itself', () => {
  const bounce = (note: string) => askCdb(`{回合:B A场:喷气同调士(${note}) B场:强制脱出装置(盖)} C1 B:强制脱出装置→喷气同调士`);
  it('[FD-SUMMON-RIDER] 喷气同调士 summoned by its own ②, bounced by 强制脱出装置: banished instead; banished and back it still is; turned face-down, or not summoned by itself, it returns to the hand', () => {
    expect(eventCards(bounce('自身特召'), 'banished')).toEqual(['喷气同调士']);
    expect(eventCards(bounce('自身特召'), 'returned-to-hand')).toEqual([]);
    expect(eventCards(bounce('自身特召,一时除外'), 'banished')).toEqual(['喷气同调士']);
    expect(eventCards(bounce('自身特召,变里侧'), 'returned-to-hand')).toEqual(['喷气同调士']);
    expect(eventCards(bounce('特殊召唤'), 'returned-to-hand')).toEqual(['喷气同调士']);
  });
  it('[FD-SUMMON-RIDER] its effects negated, destroyed by 雷破: it is still banished (the rider is not its own effect); a monster whose card has no such rider is not', () => {
    const a = askCdb('{回合:B A场:喷气同调士(自身特召,效果无效) B场:雷破(盖) B手:旋风} C1 B:雷破→喷气同调士 [cost:丢弃 旋风]');
    expect(eventCards(a, 'destroyed')).toEqual(['喷气同调士']);
    expect(eventCards(a, 'banished')).toEqual(['喷气同调士']);
    const b = askCdb('{回合:B A场:三眼怪(自身特召) B场:雷破(盖) B手:旋风} C1 B:雷破→三眼怪 [cost:丢弃 旋风]');
    expect(eventCards(b, 'banished')).toEqual([]);
  });
});

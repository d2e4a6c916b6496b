// FD-SUMMON-RIDER-BANISH: 「这个效果特殊召唤的怪兽从场上离开的场合除外」 of the card whose effect summoned a monster (`(由X)`) is
// applied once by that summon and stays with the monster (as 离场除外, CH-LEAVES-BANISH-APPLIED): it leaves the field banished,
// even when X is negated or gone; turned face-down it is a new card and has lost it (rules reference docs/c02/基本用语.rst:334).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('FD-SUMMON-RIDER-BANISH', CARDS_DB);

const moved = (input: string, type: string) => askCdb(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('FD-SUMMON-RIDER-BANISH', () => {
  it('[FD-SUMMON-RIDER-BANISH] a monster 活化石 revived is banished when destroyed — with 活化石 negated too', () => {
    expect(moved('{回合:B 阶段:主要1 A场:黑魔术师(由活化石),活化石(装备:黑魔术师)} C1 B:黑洞', 'banished')).toEqual(['黑魔术师']);
    expect(moved('{回合:B 阶段:主要1 A场:黑魔术师(由活化石),活化石(装备:黑魔术师,效果无效)} C1 B:黑洞', 'banished')).toEqual(['黑魔术师']);
  });
  it('[FD-SUMMON-RIDER-BANISH] returned to the hand by the opponent, a monster 不知火的宫司 summoned is banished instead (not in the hand)', () => {
    const input = '{回合:B 阶段:主要1 A场:妖刀-不知火(由不知火的宫司) B场:强制脱出装置(盖)} C1 B:强制脱出装置 → 妖刀-不知火';
    expect(moved(input, 'banished')).toEqual(['妖刀-不知火']);
    expect(moved(input, 'returned-to-hand')).toEqual([]);
  });
  it('[FD-SUMMON-RIDER-BANISH] a card with no such rider (死者苏生): the destroyed monster goes to the GY', () => {
    expect(moved('{回合:B 阶段:主要1 A场:黑魔术师(由死者苏生)} C1 B:黑洞', 'banished')).toEqual([]);
  });
  it('[FD-SUMMON-RIDER-BANISH] turned face-down — before the situation (`变里侧`) or by 月之书 in the chain — it is a new card: destroyed, it goes to the GY', () => {
    expect(moved('{回合:B 阶段:主要1 A场:黑魔术师(由活化石,变里侧)} C1 B:黑洞', 'banished')).toEqual([]);
    const a = askCdb('{回合:B 阶段:主要1 A场:黑魔术师(由活化石),月之书(盖)} C1 B:黑洞 C2 A:月之书 → 黑魔术师');
    expect(a.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '黑魔术师'))).toBe(true);
    expect(a.events.some((e) => e.type === 'banished')).toBe(false);
  });
});

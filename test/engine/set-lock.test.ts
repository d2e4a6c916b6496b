// SIT-SET-LOCK: while a face-up continuous effect, not negated, says a player cannot Set cards (「对方不能把卡盖放」, the `setLock`
// fact), that player's 盖放 is refused — a monster's Set too (a face-down Normal Summon); a "Set" that SIT-SET-AS-SUMMON makes a
// face-up summon is no Set and goes ahead (rules reference docs/c02/基本用语.rst:618–622). Cards written as text (textCard);
// both sides: the locked player and the other one, a lock on monsters only, negated, and with the Set made a summon.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const bird = textCard({ id: 992501, name: '测试用禁盖之鸟', type: 'monster effect', level: 4, atk: 1000, def: 1000, race: '鸟兽族', attribute: '风', text: '①：只要这张卡在怪兽区域存在，对方不能在场上把卡盖放。' });
const field = textCard({ id: 992502, name: '测试用禁盖怪兽', type: 'spell continuous', text: '①：只要这张卡在场上表侧表示存在，双方不能把怪兽盖放。' });
const light = textCard({ id: 992503, name: '测试用盖放变召唤', type: 'spell continuous', text: '①：怪兽不能里侧守备表示盖放。里侧守备表示盖放的场合，变成表侧守备表示召唤。' });
const cards = [bird, field, light];
const types = (a: ChainAnswer) => a.events.map((e) => e.type);

describe('a player who cannot Set', () => {
  it('[SIT-SET-LOCK] the compiler reads who may not Set what', () => {
    expect(bird.effects.find((e) => e.kind === 'continuous')?.setLock).toEqual({ who: 'opponent', what: 'card' });
    expect(field.effects.find((e) => e.kind === 'continuous')?.setLock).toEqual({ who: 'both', what: 'monster' });
  });
  it('[SIT-SET-LOCK] the locked player may Set neither a monster nor a Spell; the other player may', () => {
    expect(() => judgeWith('{回合:A 阶段:主要1 B场:测试用禁盖之鸟 A手:三眼怪} 盖放 三眼怪', cards)).toThrow(/cannot be Set/);
    expect(() => judgeWith('{回合:A 阶段:主要1 B场:测试用禁盖之鸟 A手:旋风} 盖放 旋风', cards)).toThrow(/cannot be Set/);
    expect(types(judgeWith('{回合:A 阶段:主要1 A场:测试用禁盖之鸟 A手:旋风} 盖放 旋风', cards))).toEqual(['set']);
  });
  it('[SIT-SET-LOCK] a lock on monsters stops a monster Set of either player, not a Spell', () => {
    expect(() => judgeWith('{回合:A 阶段:主要1 A场:测试用禁盖怪兽 A手:三眼怪} 盖放 三眼怪', cards)).toThrow(/cannot be Set/);
    expect(types(judgeWith('{回合:A 阶段:主要1 A场:测试用禁盖怪兽 A手:旋风} 盖放 旋风', cards))).toEqual(['set']);
  });
  it('[SIT-SET-LOCK] the other side: negated, the lock stops nothing; a Set made a face-up summon is no Set and goes ahead', () => {
    expect(types(judgeWith('{回合:A 阶段:主要1 B场:测试用禁盖之鸟(效果无效) A手:三眼怪} 盖放 三眼怪', cards))).toEqual(['set']);
    expect(types(judgeWith('{回合:A 阶段:主要1 B场:测试用禁盖之鸟 A场:测试用盖放变召唤 A手:三眼怪} 盖放 三眼怪', cards))).toEqual(['summoned']);
    expect(() => judgeWith('{回合:A 阶段:主要1 B场:测试用禁盖之鸟 A场:测试用盖放变召唤 A手:旋风} 盖放 旋风', cards)).toThrow(/cannot be Set/);
  });
});

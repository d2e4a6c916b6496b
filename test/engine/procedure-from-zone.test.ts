// CH-PROCEDURE-FROM-ZONE (review s42 (3)): 电子龙's own procedure — 「只有对方场上才有怪兽存在的场合，这张卡可以从手卡特殊召唤」 — is made
// from the hand only. `特殊召唤 电子龙` of one in the GY (a card that left the field) or banished was made, with no refusal: only an
// effect brings it from there (`(效果)`). And one the situation did not place comes from the hand: its condition is judged too
// (CH-PROCEDURE-CONDITION) — it was summoned for a player with a monster of their own.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const summoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
const warned = (a: ChainAnswer) => a.warnings.join('\n');

describe.skipIf(!haveCards)('a procedure is made from the place its text names (CH-PROCEDURE-FROM-ZONE)', () => {
  it('[CH-PROCEDURE-FROM-ZONE] 电子龙 in the GY (destroyed earlier) or banished is not Special Summoned by its procedure, and the answer says it is made from the hand only', () => {
    const gy = askCdb('{回合:A 阶段:主要1 A墓:电子龙 B场:三眼怪} 特殊召唤 电子龙');
    expect(summoned(gy)).toEqual([]);
    expect(warned(gy)).toContain('只能从手卡特殊召唤');
    expect(warned(gy)).toContain('墓地');
    const banished = askCdb('{回合:A 阶段:主要1 A除外:电子龙 B场:三眼怪} 特殊召唤 电子龙');
    expect(summoned(banished)).toEqual([]);
    // The same for a curated procedure from the hand (元素英雄 水泡侠①).
    expect(summoned(askCdb('{回合:A 阶段:主要1 A墓:元素英雄 水泡侠} 特殊召唤 元素英雄 水泡侠'))).toEqual([]);
  });
  it('[CH-PROCEDURE-FROM-ZONE] the other side: from the hand, its condition met, it is made; by an effect (`(效果)`) from the GY too; a monster with no procedure is not judged', () => {
    expect(summoned(askCdb('{回合:A 阶段:主要1 A手:电子龙 B场:三眼怪} 特殊召唤 电子龙'))).toEqual(['电子龙']);
    expect(summoned(askCdb('{回合:A 阶段:主要1 A墓:电子龙 B场:三眼怪} 特殊召唤 电子龙 (效果)'))).toEqual(['电子龙']);
    expect(summoned(askCdb('{回合:A 阶段:主要1 A墓:青眼白龙} 特殊召唤 青眼白龙'))).toEqual(['青眼白龙']);
  });
  it('[CH-PROCEDURE-FROM-ZONE] 电子龙 not placed comes from the hand: for a player with a monster of their own its condition fails and it is refused', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 B场:三眼怪} 特殊召唤 电子龙');
    expect(summoned(a)).toEqual([]);
    expect(warned(a)).toContain('自己的场上没有怪兽');
    expect(summoned(askCdb('{回合:A 阶段:主要1 B场:三眼怪} 特殊召唤 电子龙'))).toEqual(['电子龙']);
  });

  it('[CH-PROCEDURE-FROM-ZONE] with materials written (review s42 rv4): 银河眼光子龙 (「这张卡可以把自己场上2只攻击力2000以上的怪兽解放从手卡特殊召唤」) in the GY is not summoned by its procedure; from the hand it is, and by an effect from the GY too', () => {
    const gy = askCdb('{回合:A 阶段:主要1 A墓:银河眼光子龙 A场:青眼白龙,黑魔术师} 特殊召唤 银河眼光子龙 素材 青眼白龙,黑魔术师');
    expect(summoned(gy)).toEqual([]);
    expect(gy.events.some((e) => e.type === 'sent-to-gy')).toBe(false);
    expect(warned(gy)).toContain('只能从手卡特殊召唤');
    expect(summoned(askCdb('{回合:A 阶段:主要1 A手:银河眼光子龙 A场:青眼白龙,黑魔术师} 特殊召唤 银河眼光子龙 素材 青眼白龙,黑魔术师'))).toEqual(['银河眼光子龙']);
    expect(summoned(askCdb('{回合:A 阶段:主要1 A墓:银河眼光子龙 A场:青眼白龙,黑魔术师} 特殊召唤 银河眼光子龙 (效果)'))).toEqual(['银河眼光子龙']);
  });
});

// CH-FROM-ZONE (no place named): a monster's ignition or quick effect whose text names no place (no 「这张卡在手卡·墓地存在的场合」,
// no cost that moves this card itself) is an effect of the monster on the field: from the hand or the GY it cannot be activated.
// An effect that names its place (「把这张卡从手卡丢弃才能发动」), or a trigger activated where its event left the card, is not refused.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const first = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a monster effect that names no place', () => {
  it('[CH-FROM-ZONE] an ignition effect naming no place is not used from the hand, typed (青眼亚白龙②) or not, nor from the GY', () => {
    for (const input of [
      '{回合:A 阶段:主要1 A手:青眼亚白龙 B场:三眼怪} C1 A:青眼亚白龙②→三眼怪',
      '{回合:A 阶段:主要1 A手:青眼亚白龙 B场:三眼怪} C1 A:青眼亚白龙→三眼怪',
      '{回合:A 阶段:主要1 A墓:青眼亚白龙 B场:三眼怪} C1 A:青眼亚白龙②→三眼怪',
    ]) {
      const a = askCdb(input);
      const l = a.links[0]!;
      expect(l.legal).toBe(false);
      expect(l.rules).toContain('CH-FROM-ZONE');
      expect(l.illegalReason).toContain('没有写在哪里发动');
      expect(a.events.some((e) => e.type === 'destroyed')).toBe(false);
    }
    // Another card: 欧尼斯特① (「场上的表侧表示的这张卡回到持有者手卡」) from the hand.
    expect(first('{回合:B 阶段:主要1 B手:欧尼斯特} C1 B:欧尼斯特①').legal).toBe(false);
  });
  it('[CH-FROM-ZONE] on the field the same effect is used; an effect naming the hand (雷龙①, 欧尼斯特②) is used from there', () => {
    const field = first('{回合:A 阶段:主要1 A场:青眼亚白龙 B场:三眼怪} C1 A:青眼亚白龙②→三眼怪');
    expect(field.legal).toBe(true);
    expect(first('{回合:A 阶段:主要1 A手:雷龙} C1 A:雷龙①').rules).not.toContain('CH-FROM-ZONE');
    expect(first('{回合:A 阶段:主要1 A手:雷龙} C1 A:雷龙①').legal).not.toBe(false);
    expect(first('{回合:B 阶段:主要1 B场:欧尼斯特} C1 B:欧尼斯特①').legal).toBe(true);
  });
});

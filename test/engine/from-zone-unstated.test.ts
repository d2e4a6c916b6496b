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

// CH-FROM-ZONE (a Spell/Trap's effect naming no place, review g5): a Continuous or Field Spell's ignition effect naming no place is the
// effect of the card face-up on the field; from the GY (listed there, or destroyed there by an earlier chain) it cannot be activated.
// An effect its text says is activated from the GY (「把墓地的这张卡除外才能发动」) still is.
describe.skipIf(!haveCards)('a Spell/Trap effect that names no place', () => {
  it('[CH-FROM-ZONE] 六武之门② and 神之居城-瓦尔哈拉① (read from their texts) are not activated from the GY; nothing is added or summoned', () => {
    for (const input of [
      '{回合:A 阶段:主要1 A墓:六武之门(武士道指示物4) A场:六武众的师范} C1 A:六武之门② [●2]',
      '{回合:A 阶段:主要1 A墓:神之居城-瓦尔哈拉 A手:神圣天使} C1 A:神之居城-瓦尔哈拉①',
    ]) {
      const a = askCdb(input);
      const l = a.links[0]!;
      expect(l.legal).toBe(false);
      expect(l.rules).toContain('CH-FROM-ZONE');
      expect(l.illegalReason).toContain('没有写在哪里发动');
      expect(a.events.some((e) => e.type === 'added-to-hand' || e.type === 'special-summoned')).toBe(false);
    }
  });
  it('[CH-FROM-ZONE] a card that left the field: 六武之门 destroyed by 旋风 in an earlier chain cannot use ② from the GY', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:六武之门(武士道指示物4),六武众的师范 A手:旋风} C1 A:旋风→六武之门 然后 C1 A:六武之门② [●2]');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-FROM-ZONE');
  });
  it('[CH-FROM-ZONE] the damage step: 六武之门② [●1] from the GY raises nothing (refused: the damage step is judged first, CH-DAMAGE-STEP); a Continuous Trap quick effect naming no place (木遁封印式①, 盾徽配列场②) from the GY is refused for its place', () => {
    const ds = askCdb('{回合:A 阶段:伤害步骤 A墓:六武之门(武士道指示物4) A场:六武众的师范} C1 A:六武之门② [●1]→六武众的师范');
    expect(ds.links[0]!.legal).toBe(false);
    expect(ds.events).toEqual([]);
    for (const input of ['{回合:A 阶段:主要1 B墓:木遁封印式 B场:三眼怪 A墓:青眼白龙} C1 B:木遁封印式①→青眼白龙', '{回合:A 阶段:主要1 B墓:盾徽配列场 B场:机械王} C1 B:盾徽配列场②']) {
      const l = first(input);
      expect(l.legal).toBe(false);
      expect(l.rules).toContain('CH-FROM-ZONE');
    }
  });
  it('[CH-FROM-ZONE] the other side: face-up on the field they are used, and 光之灵堂③ (「把墓地的这张卡除外才能发动」) is used from the GY while its ② is not', () => {
    expect(first('{回合:A 阶段:主要1 A场:六武之门(武士道指示物4),六武众的师范} C1 A:六武之门② [●2]').legal).toBe(true);
    expect(first('{回合:A 阶段:主要1 A场:神之居城-瓦尔哈拉 A手:神圣天使} C1 A:神之居城-瓦尔哈拉①').legal).toBe(true);
    const gy = first('{回合:A 阶段:主要1 A墓:光之灵堂} C1 A:光之灵堂③');
    expect(gy.legal).toBe(true);
    expect(gy.rules).not.toContain('CH-FROM-ZONE');
    const two = first('{回合:A 阶段:主要1 A墓:光之灵堂 A场:三眼怪} C1 A:光之灵堂②→三眼怪');
    expect(two.legal).toBe(false);
    expect(two.rules).toContain('CH-FROM-ZONE');
  });
});

// CH-LOOK-THEN-IF: 封神镜 「看对方手卡。对方手卡有灵魂怪兽存在的场合，选择1只灵魂怪兽丢弃去墓地。」 — the look is done whatever the hand holds,
// the discard only if a Spirit monster is there. Before s52 it was refused whenever the opponent's hand held no Spirit monster.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a look, then a step done only if', () => {
  it('[CH-LOOK-THEN-IF] 封神镜 with no Spirit monster in the opponent\'s hand is activated: the hand is looked at, nothing discarded', () => {
    const a = askCdb('{回合:A 阶段:主要1 B手:青眼白龙} C1 A:封神镜');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-LOOK-THEN-IF');
    expect(a.events.some((e) => e.type === 'discarded')).toBe(false);
  });
  it('[CH-LOOK-THEN-IF] the other sides: a Spirit monster there is discarded; an empty hand has nothing to look at — refused', () => {
    const spirit = askCdb('{回合:A 阶段:主要1 B手:八汰乌,青眼白龙} C1 A:封神镜');
    expect(spirit.links[0]!.legal).toBe(true);
    expect(spirit.events.some((e) => e.type === 'discarded' && e.cards.some((c) => c.name === '八汰乌'))).toBe(true);
    const empty = askCdb('{回合:A 阶段:主要1 B手:} C1 A:封神镜');
    expect(empty.links[0]!.legal).toBe(false);
    expect(empty.links[0]!.illegalReason ?? '').toContain('看对方手卡');
  });
  // Before, its resolution read 「（没有可处理的卡）」 as if the effect did nothing: the hand was looked at all the same.
  it('[CH-LOOK-THEN-IF] with no Spirit monster, the resolution says the opponent\'s hand was looked at (both languages)', () => {
    const input = '{回合:A 阶段:主要1 B手:青眼白龙} C1 A:封神镜';
    const zh = askCdb(input).links[0]!;
    expect(zh.outcome).toBe('resolved');
    expect(zh.reason).toContain('看了B的手卡');
    expect(zh.reason).not.toContain('没有可处理的卡');
    const en = cdbJudge().chain(input, { lang: 'en' });
    expect(en.ok && en.links[0]!.reason).toContain("B's hand was looked at");
  });
});

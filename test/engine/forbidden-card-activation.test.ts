// CH-FORBIDDEN-CARD-ACTIVATION (issue 16, docs/c02/卡片·效果的发动.rst:66): 「只要这张卡在场上存在，自己不能把魔法卡发动」
// (深渊死球, compiled from its text) forbids activating Spell Cards — the card's activation — while the effect of a
// face-up Spell may still be activated; 「…卡的效果发动」 forbids both. Probed as a head judge would: the player it does
// not bind, the kind it does not name, the card Set (not applying), the Damage Step, and the wordings it leaves unread.
import { describe, expect, it } from 'vitest';
import { ask, haveData, legal } from '../reference/judge.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';

const refused = (input: string, n: number): boolean => {
  const l = ask(input).links[n - 1]!;
  return l.legal === false && l.rules.includes('CH-FORBIDDEN-ACTIVATION') && l.rules.includes('CH-FORBIDDEN-CARD-ACTIVATION');
};
const BOARD = '{回合:A 阶段:主要1 A场:深渊死球,木乃伊的呼声,强制脱出装置(盖) A手:僵尸带菌者,黑洞 B场:青眼白龙 B手:黑洞}';
const TRAP: CardType = { kind: 'trap', subtypes: ['continuous'] } as unknown as CardType;
const locks = (text: string) => compileEffects(text, TRAP).flatMap((e) => e.does).filter((a) => a.forbidsActivation);

describe.skipIf(!haveData)('CH-FORBIDDEN-CARD-ACTIVATION: 「不能把魔法卡发动」 forbids the card activation only', () => {
  it('[CH-FORBIDDEN-CARD-ACTIVATION] under its own face-up 深渊死球 its controller cannot activate 黑洞 from the hand', () => {
    expect(refused(`${BOARD} C1 A:黑洞`, 1)).toBe(true);
  });
  it('[CH-FORBIDDEN-CARD-ACTIVATION] the effect of a face-up Spell is no Spell Card activation: 木乃伊的呼声① may be activated', () => {
    const l = ask(`${BOARD} C1 A:木乃伊的呼声①`).links[0]!;
    expect(l.legal).toBe(true);
    expect(l.rules).toContain('CH-FORBIDDEN-CARD-ACTIVATION');
  });
  it('[CH-FORBIDDEN-CARD-ACTIVATION] 「自己」 binds its controller only: the opponent activates 黑洞 in its turn', () => {
    expect(legal('{回合:B 阶段:主要1 A场:深渊死球,青眼白龙 B手:黑洞} C1 B:黑洞', 1)).toBe(true);
  });
  it('[CH-FORBIDDEN-CARD-ACTIVATION] Spells only: its controller still activates the Set Trap 强制脱出装置', () => {
    expect(legal(`${BOARD} C1 A:强制脱出装置→青眼白龙`, 1)).toBe(true);
  });
  it('[CH-FORBIDDEN-CARD-ACTIVATION] 深渊死球 Set (face-down) applies nothing: 黑洞 may be activated', () => {
    expect(legal('{回合:A 阶段:主要1 A场:深渊死球(盖) A手:黑洞 B场:青眼白龙} C1 A:黑洞', 1)).toBe(true);
  });
  it('[CH-FORBIDDEN-CARD-ACTIVATION] in the Damage Step too: a Quick-Play Spell (禁忌的圣杯) from the hand is refused', () => {
    expect(refused('{回合:A 阶段:伤害计算前 A场:深渊死球,青眼白龙 A手:禁忌的圣杯 B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师} C1 A:禁忌的圣杯→青眼白龙', 1)).toBe(true);
  });
  it('[CH-FORBIDDEN-CARD-ACTIVATION] the compiler: 「…卡的效果发动」 forbids every activation of that kind, 「…卡发动」 the card activation only', () => {
    expect(locks('只要这张卡在场上表侧表示存在，对方不能把魔法·陷阱卡的效果发动。')).toEqual([expect.objectContaining({ player: 'opponent', forbidsActivation: { cardKind: ['spell', 'trap'] } })]);
    expect(locks('只要这张卡在场上存在，双方不能把陷阱卡发动。')).toEqual([expect.objectContaining({ player: 'both', forbidsActivation: { cardKind: 'trap', cardActivation: true } })]);
  });
  it('[CH-FORBIDDEN-CARD-ACTIVATION] a lock under another condition (魔法族之里: 「只有自己场上才有魔法师族怪兽存在的场合」) is not read as always applying', () => {
    expect(locks('①：只有自己场上才有魔法师族怪兽存在的场合，对方不能把魔法卡发动。')).toEqual([]);
  });
});

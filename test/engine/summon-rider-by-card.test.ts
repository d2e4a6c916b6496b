// FD-SUMMON-RIDER-BY-CARD: what the card whose effect Special Summoned a monster left on it — 「这个效果特殊召唤的怪兽不能攻击」,
// 「…的效果无效化」, and
// the tie 「这个效果特殊召唤的怪兽从场上离开时这张卡破坏」 — holds while the monster remembers that card (`(由X)`, or a summon made in
// the chain); turned face-down or banished and back, it is a new card and both are gone. The reference examples (简易融合, 增草剂 in
// docs/c03/里侧·一时除外.rst) are in test/reference/c03-facedown-banish.test.ts; these use other cards.
import { describe, expect, it } from 'vitest';
import { readSummonRiders } from '../../src/cards/compile/card-text-facts.js';
import { bondOf } from '../../src/cards/compile/bonds.js';
import { ask, eventCards, haveCards } from '../reference/judge.js';

describe('FD-SUMMON-RIDER-BY-CARD (reader)', () => {
  it('[FD-SUMMON-RIDER-BY-CARD] reads 「这个效果特殊召唤的怪兽不能攻击（宣言）」 and the tie 「…从场上离开时这张卡破坏」; not a rider on this card itself', () => {
    expect(readSummonRiders('①：以自己墓地1只通常怪兽为对象才能发动。那只怪兽守备表示特殊召唤。这个效果特殊召唤的怪兽不能攻击。')).toEqual(['cannot-attack']);
    expect(readSummonRiders('从卡组把2只怪兽特殊召唤。这个效果特殊召唤的怪兽不能攻击宣言，自己的结束阶段时破坏。')).toEqual(['cannot-attack']);
    expect(readSummonRiders('这个效果特殊召唤的这张卡不能攻击。')).toEqual([]);
    // 「这个回合不能攻击宣言」 binds the turn of the summon only; the negation is not applied to a monster with a printed protection.
    expect(readSummonRiders('这个效果特殊召唤的怪兽的效果无效化，这个回合不能攻击宣言。')).toEqual(['cannot-attack-this-turn', 'effects-negated']);
    // 「在那个回合不能攻击宣言」 (过早的复活) is the same turn of the summon — not a lock for ever.
    expect(readSummonRiders('这个效果特殊召唤的怪兽在那个回合不能攻击宣言。')).toEqual(['cannot-attack-this-turn']);
    expect(readSummonRiders('为这张卡的上级召唤而解放的怪兽从墓地特殊召唤。这个效果特殊召唤的怪兽不能攻击宣言，效果无效化。')).toEqual(['cannot-attack', 'effects-negated']);
    expect(bondOf('这个效果特殊召唤的怪兽从场上离开时这张卡破坏。')).toMatchObject({ bond: 'target-leaves', what: 'self' });
  });
});

describe.skipIf(!haveCards)('FD-SUMMON-RIDER-BY-CARD (judged)', () => {
  const attack = (states: string) => eventCards(ask(`{回合:A 阶段:战斗步骤 A场:青眼白龙(${states}) B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪`), 'attack-declared');
  it('[FD-SUMMON-RIDER-BY-CARD] a monster 沉默的死者 summoned cannot attack; turned face-down or banished and back, or summoned by another card, it can', () => {
    expect(attack('由沉默的死者')).toEqual([]);
    expect(attack('由速攻旋转')).toEqual([]);
    expect(attack('由沉默的死者,变里侧')).toEqual(['青眼白龙', '三眼怪']);
    expect(attack('由沉默的死者,一时除外')).toEqual(['青眼白龙', '三眼怪']);
    expect(attack('由死者苏生')).toEqual(['青眼白龙', '三眼怪']);
  });
  it('[FD-SUMMON-RIDER-BY-CARD] 过早的复活 (「在那个回合不能攻击宣言」): the monster it summoned cannot attack that turn; summoned on an earlier turn, it can', () => {
    expect(attack('由过早的复活,本回合特召')).toEqual([]);
    expect(attack('由过早的复活')).toEqual(['青眼白龙', '三眼怪']);
  });
  it('[FD-SUMMON-RIDER-BY-CARD] 「这个效果特殊召唤的怪兽的效果无效化」 (霞之谷的祭坛): its effects are negated while it remembers that card', () => {
    const outcome = (s: string) => ask(`{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:三眼怪+黑魔术师${s}) B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔① → 青眼白龙`).links[0]?.outcome;
    expect(outcome(',由霞之谷的祭坛')).toBe('effect-negated');
    expect(outcome(',由死者苏生')).toBe('resolved');
  });
  it('[FD-SUMMON-RIDER-BY-CARD] the card keeps its tie to the monster it summoned: the monster destroyed, the card is destroyed too; once the monster is a new card, no longer', () => {
    const destroyed = (states: string) => eventCards(ask(`{回合:B 阶段:主要1 A场:增草剂,红叶之女王(${states})} C1 B:黑洞`), 'destroyed');
    expect(destroyed('由增草剂').sort()).toEqual(['增草剂', '红叶之女王'].sort());
    expect(destroyed('由增草剂,变里侧')).toEqual(['红叶之女王']);
    expect(destroyed('特殊召唤')).toEqual(['红叶之女王']);
  });
});

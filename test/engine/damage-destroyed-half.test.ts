// CH-DAMAGE-DESTROYED-VALUE (test/RULES.md; rules reference docs/c03/特定效果的处理方法.rst:807): 「给与对方那只怪兽的原本攻击力一半数值的伤害」
// (异色眼龙) is half the value of the monster it destroyed by battle, read in the GY; with no battle stated the amount is unknown and the
// answer says why.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const damage = (input: string) => askCdb(input).events.filter((e) => e.type === 'damage').map((e) => [e.player, e.amount]);
const assumptions = (input: string) => askCdb(input).assumptions.join('\n');
const sit = (card: string) => `{回合:A 阶段:伤害步骤结束时 攻击:A:${card}→B:青眼白龙 A场:${card} B墓:青眼白龙} C1 A:${card}①`;

describe.skipIf(!haveCards)('the value of the monster destroyed by battle, halved', () => {
  it('[CH-DAMAGE-DESTROYED-VALUE] 异色眼龙 destroyed 青眼白龙 (original ATK 3000): B takes 1500', () => {
    expect(damage(sit('异色眼龙'))).toEqual([['B', 1500]]);
  });
  it('[CH-DAMAGE-DESTROYED-VALUE] the other side: 元素英雄 火焰翼侠 (「…攻击力数值的伤害」, not half) still deals 3000', () => {
    expect(damage(sit('元素英雄 火焰翼侠'))).toEqual([['B', 3000]]);
  });
  it('[CH-DAMAGE-DESTROYED-VALUE] no battle stated: the amount is unknown, and an assumption says why (异色眼龙, 火焰翼侠)', () => {
    expect(assumptions('{回合:A 阶段:主要1 A场:异色眼龙} C1 A:异色眼龙①')).toContain('伤害数值未知');
    expect(assumptions('{回合:A 阶段:主要1 A场:元素英雄 火焰翼侠} C1 A:元素英雄 火焰翼侠①')).toContain('伤害数值未知');
  });
  it('[CH-DAMAGE-DESTROYED-VALUE] the battle stated: no such assumption', () => {
    expect(assumptions(sit('异色眼龙'))).not.toContain('伤害数值未知');
  });
});

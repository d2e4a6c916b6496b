// CMP-STAT-ORIGINAL-ZERO-TURN (s51): 阿努比斯的诅咒 「场上以表侧表示存在的效果怪兽全部变成守备表示。这张卡发动的回合，这些效果怪兽的原始守备力变为零，
// 且不能改变表示形式」 — the original DEF of every monster the change reached is 0 for the turn; before, that part was an unread note and the
// damage calculation used the printed DEF.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('阿努比斯的诅咒: 「这些效果怪兽的原始守备力变为零」', () => {
  it('[CMP-STAT-ORIGINAL-ZERO-TURN] 黑魔术师 attacks 电子龙 (Defense Position); 阿努比斯的诅咒 resolves: the damage calculation is against DEF 0, and 电子龙 is destroyed; a Normal Monster\'s DEF is not changed', () => {
    const a = askCdb('{回合:B 阶段:战斗 攻击:B:黑魔术师→A:电子龙 A场:电子龙(守) B场:黑魔术师} C1 A:阿努比斯的诅咒');
    expect(a.battle?.targetValue).toBe(0);
    expect(a.battle?.destroyed.map((c) => c.name)).toEqual(['电子龙']);
    // A Normal Monster (青眼白龙) is not one of 「这些效果怪兽」: its DEF stays 2500.
    const b = askCdb('{回合:B 阶段:战斗 攻击:B:黑魔术师→A:青眼白龙 A场:青眼白龙(守),电子龙 B场:黑魔术师} C1 A:阿努比斯的诅咒');
    expect(b.battle?.targetValue).toBe(2500);
  });
});

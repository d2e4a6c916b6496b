// CMP-ATTACKED-OR-TARGETED (test/RULES.md): the two events of CH-QUICK-OR-ATTACKED the other way round — 「自己场上的怪兽被选择作为攻击对象时
// 或者成为对方的效果的对象时」 (反射镜力龙①, 野蛮人之吼) — are read as the forward form is: the targeting answered, the attack as the
// alternative. Before, both were kept as one moment that no check judged, and the effect could be activated anywhere.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

const legal = (input: string, n = 0) => askCdb(input).links[n]?.legal;

describe.skipIf(!haveCards)('CMP-ATTACKED-OR-TARGETED, what a user sees', () => {
  it('[CMP-ATTACKED-OR-TARGETED] 反射镜力龙① is legal when a monster of its side is chosen as the attack target, or chained to the opponent\'s effect targeting one; refused in the Main Phase with neither', () => {
    expect(legal('{阶段:战斗 回合:B A场:反射镜力龙 B场:青眼白龙 攻击:青眼白龙→反射镜力龙} C1 A:反射镜力龙')).toBe(true);
    expect(legal('{回合:B 阶段:主要1 A场:反射镜力龙 B场:青眼白龙} C1 B:月之书→A:反射镜力龙 C2 A:反射镜力龙', 1)).toBe(true);
    expect(legal('{回合:B 阶段:主要1 A场:反射镜力龙 B场:青眼白龙} C1 A:反射镜力龙')).toBe(false);
  });

  it('[CMP-ATTACKED-OR-TARGETED] 野蛮人之吼 (a card activation of the same shape) is activated at the attack on a Warrior of its side, not in the Main Phase with nothing to answer', () => {
    expect(legal('{阶段:战斗 回合:B A场:女武神骑士 B场:青眼白龙 攻击:青眼白龙→女武神骑士} C1 A:野蛮人之吼→B:青眼白龙')).toBe(true);
    expect(legal('{回合:B 阶段:主要1 A场:女武神骑士 B场:青眼白龙} C1 A:野蛮人之吼→B:青眼白龙')).toBe(false);
  });
});

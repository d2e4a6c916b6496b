// CH-DAMAGE-STEP-WAITS-FOR (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:505–521): in the damage step, a card
// activation timed to a destruction (`waitsFor`, 「…被战斗·效果破坏送去墓地的场合」) may be activated as a trigger of that
// destruction could; one timed to a destruction by effects only, like such a trigger, may not.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a card activation timed to a destruction, in the damage step', () => {
  const link = (input: string) => askCdb(input).links[0]!;
  it('[CH-DAMAGE-STEP-WAITS-FOR] 截敌蛋 (my monster destroyed by battle or an effect) at the end of the damage step after my monster was destroyed by battle: allowed', () => {
    const l = link('{回合:B 阶段:伤害步骤结束时 攻击:B:青眼白龙→A:三眼怪 A场:截敌蛋(盖) A墓:三眼怪 B场:青眼白龙} C1 A:截敌蛋');
    expect(l.legal).toBe(true);
    expect(l.rules).toContain('CH-DAMAGE-STEP-WAITS-FOR');
  });
  it('[CH-DAMAGE-STEP-WAITS-FOR] the other side: 激流苏生 (a WATER monster destroyed by an effect) is not allowed in the damage step', () => {
    const l = link('{回合:B 阶段:伤害步骤结束时 攻击:B:青眼白龙→A:深海战士 A场:激流苏生(盖) A墓:深海战士 B场:青眼白龙} C1 A:激流苏生');
    expect(l.legal).toBe(false);
    expect(l.rules).not.toContain('CH-DAMAGE-STEP-WAITS-FOR');
  });
  // The window reads the same verdict as the chain (../game/damage-step.ts): it used to keep its own shorter list
  // (Counter Traps, ATK/DEF changes, negations) and said 截敌蛋 could not be activated where the chain allowed it.
  const window = (input: string) => askCdb(input).window;
  it('[CH-DAMAGE-STEP-WAITS-FOR] the window after my monster is destroyed by battle in the damage step offers 截敌蛋 (level 7), as the chain allows it', () => {
    const w = window('{回合:B 阶段:伤害步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,截敌蛋(盖) B场:青眼白龙} 破坏 三眼怪 (战斗)');
    expect(w.triggers.map((t) => [t.card.name, t.level])).toEqual([['三眼怪', 2], ['截敌蛋', 7]]);
    expect(w.notes.join()).not.toContain('「截敌蛋」不能发动');
  });
  it('[CH-DAMAGE-STEP-WAITS-FOR] the other side: during damage calculation it is not offered, and the note says why (only effects that name damage calculation)', () => {
    const w = window('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,截敌蛋(盖) B场:青眼白龙} 破坏 三眼怪 (战斗)');
    expect(w.triggers.map((t) => t.card.name)).toEqual(['三眼怪']);
    expect(w.notes.join()).toContain('伤害计算时只能发动文本写明在伤害计算时发动的效果');
    // The step's own sentence is damage calculation's, not the damage step's list (ATK/DEF changes end before it).
    expect((w.background ?? []).join()).toContain('现在是伤害计算时');
    expect((w.background ?? []).join()).not.toContain('2速以上的只有反击陷阱、直接改变攻击力·守备力的效果和无效发动的效果可以发动');
  });
});


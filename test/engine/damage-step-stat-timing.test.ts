// CH-DAMAGE-STEP-STAT-TIMING (rules reference docs/c03/战斗阶段流程.rst:536, docs/c02/怪兽的效果分类.rst:67): in the damage step an
// effect that directly changes ATK/DEF may be activated only from the step's start until before damage calculation. After damage
// calculation (伤害计算后, 伤害步骤结束时) it is no longer one of the kinds the step allows — the chain, the window and /phase agree.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DAMAGE-STEP-STAT-TIMING', CARDS_DB);

const battle = (phase: string, chain: string, extra = '') => askCdb(`{回合:A 阶段:${phase} 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙 B场:黑魔术师,收缩(盖),禁忌的圣枪(盖)${extra}} ${chain}`);

describe.skipIf(!haveCards)('[CH-DAMAGE-STEP-STAT-TIMING] ATK/DEF changes only until before damage calculation', () => {
  it('[CH-DAMAGE-STEP-STAT-TIMING] 收缩 and 禁忌的圣枪 cannot be activated after damage calculation nor at the end of the damage step, and the reason says why', () => {
    for (const phase of ['伤害计算后', '伤害步骤结束时']) {
      for (const card of ['收缩', '禁忌的圣枪']) {
        const a = battle(phase, `C1 B:${card}→青眼白龙`);
        expect(a.links[0]!.legal, `${card} at ${phase}`).toBe(false);
        expect(a.links[0]!.rules).toContain('CH-DAMAGE-STEP-STAT-TIMING');
        expect(a.links[0]!.illegalReason).toMatch(/伤害步骤开始时到伤害计算前/);
      }
    }
  });

  it('[CH-DAMAGE-STEP-STAT-TIMING] the other side: at the start of the damage step and before damage calculation they can; after it, an activation negation (a Counter Trap) still can', () => {
    for (const phase of ['伤害步骤开始时', '伤害计算前']) expect(battle(phase, 'C1 B:收缩→青眼白龙').links[0]!.legal, phase).toBe(true);
    // (食人虫's flip effect is activated after damage calculation; 神之通告 may answer it there, 收缩 may not even chained.)
    const counter = askCdb('{回合:A 阶段:伤害计算后 攻击:A:青眼白龙→B:食人虫 A场:青眼白龙,神之通告(盖) B场:食人虫(守),收缩(盖)} C1 B:食人虫→青眼白龙 C2 A:神之通告 C3 B:收缩→青眼白龙');
    expect(counter.links.map((l) => l.legal)).toEqual([true, true, false]);
  });

  it('[CH-DAMAGE-STEP-STAT-TIMING] another card refused after damage calculation is told the kinds left then, without ATK/DEF changes; before damage calculation they are listed', () => {
    const late = battle('伤害计算后', 'C1 B:月之书→青眼白龙', ',月之书(盖)');
    expect(late.links[0]!.illegalReason).toMatch(/伤害计算之后只能发动反击陷阱、使发动无效的效果/);
    expect(late.links[0]!.illegalReason).not.toMatch(/只能发动反击陷阱、直接改变攻击力/);
    expect(battle('伤害计算前', 'C1 B:月之书→青眼白龙', ',月之书(盖)').links[0]!.illegalReason).toMatch(/只能发动反击陷阱、直接改变攻击力·守备力的效果/);
  });

  it('[CH-DAMAGE-STEP-STAT-TIMING] the window after a chain at 伤害计算后 no longer lists ATK/DEF changes among what may be activated; before damage calculation it does', () => {
    const late = askCdb('{回合:A 阶段:伤害计算后 攻击:A:青眼白龙→B:食人虫 A场:青眼白龙 B场:食人虫(守)} C1 B:食人虫→青眼白龙');
    expect(late.window!.background.join('\n')).toMatch(/只有反击陷阱和无效发动的效果可以发动/);
    const early = askCdb('{回合:A 阶段:伤害计算前 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙 B场:黑魔术师,收缩(盖)} C1 B:收缩→青眼白龙');
    expect(early.window!.background.join('\n')).toMatch(/直接改变攻击力·守备力的效果和无效发动的效果可以发动/);
  });
});

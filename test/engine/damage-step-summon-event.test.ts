// CH-DAMAGE-STEP-SUMMON-EVENT / CH-DAMAGE-STEP-EVENT-ASSUMED (rules reference docs/c03/战斗阶段流程.rst:505–512, :1033): in the damage step a
// trigger can be activated only for an event that happened in that step — a monster Special Summoned or sent to the GY there — and
// nothing is Normal or Flip Summoned in the damage step. Before, `{回合:B 阶段:伤害步骤} C1 A:灰灭都的咒术师` resolved ① (「这张卡召唤成功时」)
// as if the summon had just happened; now it is refused, and a trigger whose event the input does not write says in the assumptions
// that its event is taken to have happened in this damage step.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const IN_STEP = '在这个伤害步骤中满足';

describe.skipIf(!haveCards)('a trigger in the damage step: its event must have happened there', () => {
  it('[CH-DAMAGE-STEP-SUMMON-EVENT] 灰灭都的咒术师① (「这张卡召唤成功时」) is not activated in the damage step — in either turn, in any part of it', () => {
    for (const input of ['{回合:B 阶段:伤害步骤} C1 A:灰灭都的咒术师', '{回合:A 阶段:伤害计算前} C1 A:灰灭都的咒术师①', '{回合:A 阶段:伤害步骤结束时} C1 A:灰灭都的咒术师①']) {
      const a = askCdb(input);
      expect(a.links[0]!.legal, input).toBe(false);
      expect(a.links[0]!.rules, input).toContain('CH-DAMAGE-STEP-SUMMON-EVENT');
      expect(a.links[0]!.illegalReason, input).toContain('伤害步骤中不能进行通常召唤和反转召唤');
      // No assumption that its summon just happened, next to a refusal that says it cannot have.
      expect(a.assumptions.join(' '), input).not.toContain(IN_STEP);
    }
    const en = cdbJudge().chain('{回合:B 阶段:伤害步骤} C1 A:灰灭都的咒术师', { lang: 'en' });
    expect(en.ok && en.links[0]!.illegalReason).toContain('neither is made in the Damage Step');
  });

  it('[CH-DAMAGE-STEP-SUMMON-EVENT] 召唤僧① (「召唤·反转召唤成功的场合」) is refused too, even with its summon in the turn\u2019s history (that was before the step)', () => {
    for (const input of ['{回合:A 阶段:伤害步骤} C1 A:召唤僧①', '{回合:A 阶段:伤害步骤 本回合:A:召唤 召唤僧 A场:召唤僧} C1 A:召唤僧①']) {
      const a = askCdb(input);
      expect(a.links[0]!.legal, input).toBe(false);
      expect(a.links[0]!.rules, input).toContain('CH-DAMAGE-STEP-SUMMON-EVENT');
    }
  });

  it('[CH-DAMAGE-STEP-SUMMON-EVENT] the other side: in the Main Phase 灰灭都的咒术师① is activated as before; a trigger that also lists a Special Summon (元素英雄 水泡侠②) is not refused in the damage step', () => {
    expect(askCdb('{回合:A 阶段:主要1} C1 A:灰灭都的咒术师①').links[0]!.legal).toBe(true);
    const bubble = askCdb('{回合:A 阶段:伤害步骤} C1 A:元素英雄 水泡侠②');
    expect(bubble.links[0]!.legal).toBe(true);
    expect(bubble.links[0]!.rules).not.toContain('CH-DAMAGE-STEP-SUMMON-EVENT');
  });

  it('[CH-DAMAGE-STEP-EVENT-ASSUMED] a trigger activated in the damage step with no event written says its event is assumed to have happened in this damage step', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤} C1 A:元素英雄 水泡侠②');
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-STEP-EVENT-ASSUMED');
    expect(a.assumptions.some((x) => x.includes(IN_STEP))).toBe(true);
    // The turn's history says it was summoned this turn, not when: still assumed (in the Main Phase the history is read: CH-TRIGGER-STATED-MET).
    const history = askCdb('{回合:A 阶段:伤害步骤 本回合:A:特殊召唤 元素英雄 水泡侠 A场:元素英雄 水泡侠} C1 A:元素英雄 水泡侠②');
    expect(history.assumptions.some((x) => x.includes(IN_STEP))).toBe(true);
  });

  it('[CH-DAMAGE-STEP-EVENT-ASSUMED] the other side: the summon written as the action before the chain, or the Main Phase — no such assumption', () => {
    const action = askCdb('{回合:A 阶段:伤害步骤} 特殊召唤 元素英雄 水泡侠 C1 A:元素英雄 水泡侠②');
    expect(action.links[0]!.legal).toBe(true);
    expect(action.assumptions.join(' ')).not.toContain(IN_STEP);
    const main = askCdb('{回合:A 阶段:主要1} C1 A:元素英雄 水泡侠②');
    expect(main.assumptions.join(' ')).not.toContain(IN_STEP);
    expect(main.assumptions.some((x) => x.includes('假定它的诱发条件刚刚满足'))).toBe(true);
  });
});

// CH-DAMAGE-STEP-ANSWER-FIRST (rules reference docs/c03/战斗阶段流程.rst:532–534): in the damage step 水精鳞-深渊特里忒① (「…成为对方的魔法·陷阱卡的
// 效果的对象时…那个对象转移为…这张卡」) negates no activation and changes no ATK/DEF, so the step bars it whatever it answers. Chained to 禁忌的圣枪 on
// a monster that is no 「水精鳞」 the refusal quoted the targeting (「没有以那样的卡为对象」) — a reason that vanishes on a right target while
// the step still bars it; it now names the damage step's rule, and does not say 「即使它改变攻击力·守备力」 of an effect that changes none.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const FIELD = 'A场:水精鳞-深渊特里忒,水精鳞-巨齿深渊鲨,青眼白龙 B场:青眼白龙';
const WRONG = 'C1 B:禁忌的圣枪→A:青眼白龙 C2 A:水精鳞-深渊特里忒';
const RIGHT = 'C1 B:禁忌的圣枪→A:水精鳞-巨齿深渊鲨 C2 A:水精鳞-深渊特里忒';

describe.skipIf(!haveCards)('an answer the damage step bars: the step is the reason', () => {
  it('[CH-DAMAGE-STEP-ANSWER-FIRST] 水精鳞-深渊特里忒① chained to 禁忌的圣枪 on 青眼白龙 in the damage step: refused for the damage step, not for the target', () => {
    for (const phase of ['伤害步骤', '伤害计算前']) {
      const a = askCdb(`{阶段:${phase} 回合:B ${FIELD}} ${WRONG}`);
      expect(a.links[1]!.legal, phase).toBe(false);
      expect(a.links[1]!.rules, phase).toContain('CH-DAMAGE-STEP-ANSWER-FIRST');
      expect(a.links[1]!.illegalReason, phase).toContain('现在是伤害步骤');
      expect(a.links[1]!.illegalReason, phase).not.toContain('没有以那样的卡为对象');
    }
  });

  it('[CH-DAMAGE-STEP-RESPONSE] on the right target the same reason, and it no longer says 「即使它改变攻击力·守备力」 of an effect that changes none', () => {
    const a = askCdb(`{阶段:伤害步骤 回合:B ${FIELD}} ${RIGHT}`);
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.illegalReason).toContain('也不直接改变攻击力·守备力');
    expect(a.links[1]!.illegalReason).not.toContain('即使它改变攻击力·守备力');
    const en = cdbJudge().chain(`{阶段:伤害步骤 回合:B ${FIELD}} ${RIGHT}`, { lang: 'en' });
    expect(en.ok && en.links[1]!.illegalReason).toContain('neither negates that activation nor directly changes ATK/DEF');
  });

  it('[CH-DAMAGE-STEP-ANSWER-FIRST] the other side: in the Main Phase the targeting is the reason as before, and on the right target it resolves', () => {
    const wrong = askCdb(`{阶段:主要1 回合:B ${FIELD}} ${WRONG}`);
    expect(wrong.links[1]!.legal).toBe(false);
    expect(wrong.links[1]!.illegalReason).toContain('没有以那样的卡为对象');
    expect(wrong.links[1]!.rules).not.toContain('CH-DAMAGE-STEP-ANSWER-FIRST');
    expect(askCdb(`{阶段:主要1 回合:B ${FIELD}} ${RIGHT}`).links[1]!.legal).toBe(true);
  });

  it('[CH-DAMAGE-STEP-ANSWER-FIRST] the other side: an answer the damage step allows (我身作盾, an activation negation) is judged on what it answers, as before', () => {
    const a = askCdb('{阶段:伤害步骤 回合:B A场:青眼白龙 B场:青眼白龙} C1 B:禁忌的圣枪→A:青眼白龙 C2 A:我身作盾');
    expect(a.links[1]!.rules).not.toContain('CH-DAMAGE-STEP-ANSWER-FIRST');
    expect(a.links[1]!.illegalReason ?? '').not.toContain('现在是伤害步骤');
  });
});

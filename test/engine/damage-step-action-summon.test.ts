// CH-DAMAGE-STEP-ACTION-SUMMON (rules reference docs/c03/战斗阶段流程.rst:1033 「伤害步骤内不能直接进行召唤…」; the turn reference
// 「战斗阶段中不能召唤、盖放…」): a Normal Summon, a Tribute Summon, a Set and a Flip Summon written as the action in any part of the
// Damage Step are not made — no summon event, no 「召唤成功时」 window — and the answer says why. A Special Summon by an effect
// (`[由 X]`) in the step is still made, and the same Normal Summon in Main Phase 1 is made.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const DAMAGE_STEP_PARTS = ['伤害步骤', '伤害步骤开始时', '伤害计算前', '伤害计算时', '伤害计算后', '伤害步骤结束时'];

describe.skipIf(!haveCards)('[CH-DAMAGE-STEP-ACTION-SUMMON] no Normal Summon, Set or Flip Summon as an action in the Damage Step', () => {
  it('[CH-DAMAGE-STEP-ACTION-SUMMON] 通常召唤 元素英雄 水泡侠 in each part of the Damage Step: not made, no summon window, the reason names the step; in Main Phase 1 it is made', () => {
    for (const phase of DAMAGE_STEP_PARTS) {
      const a = askCdb(`{回合:A 阶段:${phase} A手:元素英雄 水泡侠} 通常召唤 元素英雄 水泡侠`);
      expect(a.events, phase).toEqual([]);
      expect(a.window.kind, phase).not.toBe('summon');
      expect(a.warnings.join(), phase).toContain('伤害步骤中不能进行通常召唤');
      // Said once: not also the binder's 「只能在主要阶段进行」 for the same summon.
      expect(a.warnings, phase).toHaveLength(1);
    }
    const main = askCdb('{回合:A 阶段:主要1 A手:元素英雄 水泡侠} 通常召唤 元素英雄 水泡侠');
    expect(main.events.map((e) => e.type)).toContain('summoned');
    expect(main.warnings.join()).not.toContain('伤害步骤中不能进行');
  });

  it('[CH-DAMAGE-STEP-ACTION-SUMMON] a Tribute Summon, a Set and a Flip Summon in the Damage Step are refused the same way; a Special Summon by 死者苏生 resolving there is made', () => {
    const tribute = askCdb('{回合:A 阶段:伤害计算后 A手:光与暗之龙 A场:三眼怪,死灵骑士} 上级召唤 光与暗之龙 解放 三眼怪,死灵骑士');
    expect(tribute.events).toEqual([]);
    expect(tribute.warnings.join()).toContain('伤害步骤中不能进行通常召唤');
    const set = askCdb('{回合:A 阶段:伤害步骤 A手:三眼怪} 盖放 三眼怪');
    expect(set.events).toEqual([]);
    expect(set.warnings.join()).toContain('盖放「三眼怪」不能进行');
    const flip = askCdb('{回合:A 阶段:伤害步骤 A场:三眼怪(盖)} 反转召唤 三眼怪');
    expect(flip.events).toEqual([]);
    expect(flip.warnings.join()).toContain('反转召唤「三眼怪」不能进行');
    const byEffect = askCdb('{回合:A 阶段:伤害步骤 A场:三眼怪 A墓:电子龙 B场:青眼白龙} 特殊召唤 电子龙 [由 死者苏生]');
    expect(byEffect.events.map((e) => e.type)).toContain('special-summoned');
  });
});

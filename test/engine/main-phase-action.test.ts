// CH-MAIN-PHASE-ACTION (the turn reference src/rules/turn/main.ts 「回合玩家持有优先权时…通常召唤…反转召唤…盖放」, battle.ts 「战斗阶段中不能
// 召唤、盖放」, draw.ts; rules reference docs/c03/战斗阶段流程.rst:1033 「伤害步骤内不能直接进行召唤…」): a Normal Summon, a Tribute Summon, a
// Set and a Flip Summon written as the action outside the turn player's own Main Phase — the Draw, Standby, Battle (its Damage Step too)
// or End Phase, or by the other player — are not made: no summon event, no 「召唤成功时」 window, and the answer says why, once. A summon
// negation chained to such a summon has nothing to answer (CH-SUMMON-NONE-TO-ANSWER), nor has a Trap waiting for its event.
// A Special Summon by an effect (`[由 X]`) in the Battle Phase and the same Normal Summon in Main Phase 2 are made.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { phaseAnswer } from '../../src/answer/phase.js';

const DAMAGE_STEP_PARTS = ['伤害步骤', '伤害步骤开始时', '伤害计算前', '伤害计算时', '伤害计算后', '伤害步骤结束时'];

describe.skipIf(!haveCards)('[CH-MAIN-PHASE-ACTION] no Normal Summon, Set or Flip Summon as an action in the Damage Step', () => {
  it('[CH-MAIN-PHASE-ACTION] 通常召唤 元素英雄 水泡侠 in each part of the Damage Step: not made, no summon window, the reason names the step; in Main Phase 1 it is made', () => {
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

  it('[CH-MAIN-PHASE-ACTION] a Tribute Summon, a Set and a Flip Summon in the Damage Step are refused the same way; a Special Summon by 死者苏生 resolving there is made', () => {
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

describe.skipIf(!haveCards)('[CH-MAIN-PHASE-ACTION] nor outside the Damage Step, out of the turn player\'s own Main Phase', () => {
  it('[CH-MAIN-PHASE-ACTION] 通常召唤 元素英雄 水泡侠 in the Battle Step, the Draw, Standby and End Phase: not made, no summon window (its ② not offered), said once; in Main Phase 2 it is made and its ② offered', () => {
    for (const [phase, title] of [['战斗步骤', '战斗步骤'], ['战斗阶段', '战斗阶段'], ['抽卡阶段', '抽卡阶段'], ['准备阶段', '准备阶段'], ['结束阶段', '结束阶段']] as const) {
      const a = askCdb(`{回合:A 阶段:${phase} A手:元素英雄 水泡侠} 通常召唤 元素英雄 水泡侠`);
      expect(a.events, phase).toEqual([]);
      expect(a.window.kind, phase).not.toBe('summon');
      expect(a.window.triggers, phase).toEqual([]);
      expect(a.warnings, phase).toHaveLength(1);
      expect(a.warnings[0], phase).toContain(`通常召唤「元素英雄 水泡侠」不能进行：情境写的是${title}`);
      expect(a.warnings[0], phase).toContain('只由回合玩家在自己的主要阶段进行');
    }
    const main2 = askCdb('{回合:A 阶段:主要2 A手:元素英雄 水泡侠} 通常召唤 元素英雄 水泡侠');
    expect(main2.events.map((e) => e.type)).toContain('summoned');
    expect(main2.window.kind).toBe('summon');
    expect(main2.window.triggers.map((t) => t.card.name)).toContain('元素英雄 水泡侠');
    expect(main2.warnings).toEqual([]);
  });

  it('[CH-MAIN-PHASE-ACTION] in the Battle Phase\'s End Step the refusal names it with its phase — 「战斗阶段结束时（战斗阶段的结束步骤）」, "Battle Phase\'s End Step" — as /phase titles it, never a bare 「结束步骤」 read as the End Phase', () => {
    const input = '{回合:A 阶段:结束步骤 A手:元素英雄 水泡侠} 通常召唤 元素英雄 水泡侠';
    const a = askCdb(input);
    expect(a.events).toEqual([]);
    expect(a.warnings).toHaveLength(1);
    expect(a.warnings[0]).toContain('通常召唤「元素英雄 水泡侠」不能进行：情境写的是战斗阶段结束时（战斗阶段的结束步骤），');
    const en = cdbJudge().chain(input, { lang: 'en' });
    expect(en.ok && en.warnings.join()).toContain("the situation says Battle Phase's End Step");
    // One source of words: /phase titles the step the same.
    expect(phaseAnswer('结束步骤')).toMatchObject({ ok: true, id: 'end-step', title: { zh: '战斗阶段结束时（战斗阶段的结束步骤）', en: "Battle Phase's End Step" } });
  });

  it('[CH-MAIN-PHASE-ACTION] a Tribute Summon in the Standby Phase pays no tribute, a Flip Summon in the Battle Step leaves the monster face-down, a Spell Set in the Battle Phase is not Set (zh and en)', () => {
    const tribute = askCdb('{回合:A 阶段:准备阶段 A手:光与暗之龙 A场:三眼怪,死灵骑士} 上级召唤 光与暗之龙 解放 三眼怪,死灵骑士');
    expect(tribute.events).toEqual([]);
    expect(tribute.warnings.join()).toContain('通常召唤「光与暗之龙」不能进行');
    const flip = askCdb('{回合:A 阶段:战斗步骤 A场:三眼怪(盖)} 反转召唤 三眼怪');
    expect(flip.events).toEqual([]);
    expect(flip.warnings.join()).toContain('反转召唤「三眼怪」不能进行');
    const set = askCdb('{回合:A 阶段:战斗阶段 A手:旋风} 盖放 旋风');
    expect(set.events).toEqual([]);
    expect(set.window.kind).not.toBe('set');
    expect(set.warnings.join()).toContain('盖放「旋风」不能进行');
  });

  it('[CH-MAIN-PHASE-ACTION] the non-turn player: A\'s Normal Summon in B\'s Main Phase is not made, said once; A\'s Normal Summon an effect lets A make there (`(效果)`, 血之代偿) is made', () => {
    const a = askCdb('{回合:B 阶段:主要1 A手:三眼怪} 通常召唤 A:三眼怪');
    expect(a.events).toEqual([]);
    expect(a.window.kind).not.toBe('summon');
    expect(a.warnings).toHaveLength(1);
    expect(a.warnings[0]).toContain('这里是 A 在 B 的回合这样做');
    const byEffect = askCdb('{回合:B 阶段:战斗步骤 A场:血之代偿 A手:三眼怪} 通常召唤 A:三眼怪 (效果)');
    expect(byEffect.events.map((e) => e.type)).toContain('summoned');
    expect(byEffect.warnings).toEqual([]);
  });

  it('[CH-MAIN-PHASE-ACTION] a Special Summon by an effect (`[由 死者苏生]`) in the Battle Step is made: its window opens and 激流葬 is offered', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A墓:元素英雄 水泡侠 B场:激流葬(盖)} 特殊召唤 元素英雄 水泡侠 [由 死者苏生]');
    expect(a.events.map((e) => e.type)).toContain('special-summoned');
    expect(a.window.triggers.map((t) => t.card.name)).toContain('激流葬');
    expect(a.warnings).toEqual([]);
  });
});

describe.skipIf(!haveCards)('[CH-SUMMON-NONE-TO-ANSWER] a summon negation chained to a summon that is not made', () => {
  it('[CH-SUMMON-NONE-TO-ANSWER] 神之宣告, 神之警告, 升天之黑角笛 answering a Normal Summon typed in the Battle Step, the Damage Step or by the non-turn player: refused, nothing negated or destroyed, no LP paid; in Main Phase 1 神之宣告 negates it', () => {
    const inputs = [
      '{回合:A 阶段:战斗步骤 A手:三眼怪 B场:神之宣告(盖)} 通常召唤 三眼怪 C1 B:神之宣告',
      '{回合:A 阶段:伤害步骤 A手:三眼怪 B场:神之宣告(盖)} 通常召唤 三眼怪 C1 B:神之宣告',
      '{回合:A 阶段:结束阶段 A手:三眼怪 B场:神之警告(盖)} 通常召唤 三眼怪 C1 B:神之警告',
      '{回合:B 阶段:主要1 A手:三眼怪 B场:升天之黑角笛(盖)} 通常召唤 A:三眼怪 C1 B:升天之黑角笛',
    ];
    for (const input of inputs) {
      const a = askCdb(input);
      expect(a.links[0]!.legal, input).toBe(false);
      expect(a.links[0]!.rules, input).toContain('CH-SUMMON-NONE-TO-ANSWER');
      expect(a.links[0]!.illegalReason, input).toContain('写的召唤没有进行');
      expect(a.events, input).toEqual([]);
      // The summon's refusal is said once, in the warnings.
      expect(a.warnings.filter((w) => w.includes('不能进行：')), input).toHaveLength(1);
    }
    const en = cdbJudge().chain('{回合:A 阶段:战斗步骤 A手:三眼怪 B场:神之宣告(盖)} 通常召唤 三眼怪 C1 B:神之宣告', { lang: 'en' });
    expect(en.ok && en.links[0]!.illegalReason).toContain('the summon written was not made');
    expect(en.ok && en.warnings.join()).toContain('a Normal Summon (Tribute Summons included), a Set and a Flip Summon are made only by the turn player');
    const main = askCdb('{回合:A 阶段:主要1 A手:三眼怪 B场:神之宣告(盖)} 通常召唤 三眼怪 C1 B:神之宣告');
    expect(main.links[0]!.legal).toBe(true);
    expect(main.events.map((e) => e.type)).toContain('destroyed');
  });

  it('[CH-SUMMON-NONE-TO-ANSWER] a summon by its procedure refused in the Battle Step (电子龙, CH-PROCEDURE-TIMING): 神之宣告 has nothing to answer', () => {
    const negation = askCdb('{回合:A 阶段:战斗步骤 A手:电子龙 B场:神之宣告(盖)} 特殊召唤 电子龙 C1 B:神之宣告');
    expect(negation.links[0]!.legal).toBe(false);
    expect(negation.links[0]!.rules).toContain('CH-SUMMON-NONE-TO-ANSWER');
    expect(negation.events).toEqual([]);
    expect(negation.warnings.join()).toContain('用「电子龙」自身的手续特殊召唤不能进行');
  });
});

describe.skipIf(!haveCards)('[CH-WHEN-CONDITION] a Trap waiting for the event of an action that is not made', () => {
  it('[CH-WHEN-CONDITION] 激流葬 「召唤·特殊召唤成功时」 after 电子龙\'s procedure refused in the Battle Step: refused — the action stated that nothing happened, its event is not assumed; after the same procedure in Main Phase 1 it is activated', () => {
    const trap = askCdb('{回合:A 阶段:战斗步骤 A手:电子龙 B场:激流葬(盖)} 特殊召唤 电子龙 C1 B:激流葬');
    expect(trap.links[0]!.legal).toBe(false);
    expect(trap.links[0]!.illegalReason).toContain('写明的动作没有进行');
    expect(trap.assumptions.join()).not.toContain('假定那个事件刚刚发生');
    // The other side: the same 激流葬 after 电子龙's procedure in Main Phase 1 is activated.
    expect(askCdb('{回合:A 阶段:主要1 A手:电子龙 B场:激流葬(盖),青眼白龙} 特殊召唤 电子龙 C1 B:激流葬').links[0]!.legal).toBe(true);
  });
});

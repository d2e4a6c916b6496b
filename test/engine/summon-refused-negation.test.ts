// CH-SUMMON-NONE-TO-ANSWER with the action's whole list of refusals: a summon negation written as Chain Link 1 on a summon typed as the
// action answers a summon being made — so only a summon that can be made at all. The summon in progress is judged by the same list of
// refusals as a summon made whole (src/engine/game/perform.ts actionRefusal): not only its timing (CH-MAIN-PHASE-ACTION,
// CH-PROCEDURE-TIMING) but the turn's one Normal Summon (CH-NORMAL-SUMMON-ONCE), a free Main Monster Zone (ZONE-MAIN-ONLY), its
// procedure's condition (CH-PROCEDURE-CONDITION), the Pendulum Scales (CH-PENDULUM-SUMMON) … Refused, it was never begun: nothing to
// answer (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:26 — the summon's procedure is made first, then it may be negated).
// The other side, each time: the same summon that can be made is negated.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

/** The chain's verdict on its one link, and what happened. */
function negation(input: string) {
  const a = askCdb(input);
  return { legal: a.links[0]!.legal, rules: a.links[0]!.rules, reason: a.links[0]!.illegalReason ?? '', events: a.events.map((e) => e.type), warnings: a.warnings, assumptions: a.assumptions };
}

function expectNothingToAnswer(input: string, refusal: string): void {
  const n = negation(input);
  expect(n.legal, input).toBe(false);
  expect(n.rules, input).toContain('CH-SUMMON-NONE-TO-ANSWER');
  expect(n.reason, input).toContain('写的召唤没有进行');
  // Nothing negated, destroyed or paid; the summon's own refusal said once, in the warnings.
  expect(n.events, input).toEqual([]);
  expect(n.warnings.filter((w) => w.includes(refusal)), input).toHaveLength(1);
}

function expectNegated(input: string): void {
  const n = negation(input);
  expect(n.legal, input).toBe(true);
  expect(n.events, input).toContain('destroyed');
}

describe.skipIf(!haveCards)('[CH-SUMMON-NONE-TO-ANSWER] a summon negation on a typed summon that cannot be made, whenever it is typed', () => {
  it('[CH-SUMMON-NONE-TO-ANSWER] a second Normal Summon of the turn (CH-NORMAL-SUMMON-ONCE): 神之宣告 and 神之警告 have nothing to answer; after 二重召唤 applied, or with a face-up 宝石骑士·斜绿 granting one more, 神之宣告 negates it', () => {
    expectNothingToAnswer('{回合:A 阶段:主要1 本回合:A:元素英雄 天空侠(召唤) A手:三眼怪 B场:神之宣告(盖)} 召唤 A:三眼怪 C1 B:神之宣告', '1回合只能进行1次');
    expectNothingToAnswer('{回合:A 阶段:主要1 本回合:A:元素英雄 天空侠(上级召唤) A场:死灵骑士 A手:人造人-念力震慑者 B场:神之警告(盖)} 上级召唤 A:人造人-念力震慑者 解放 死灵骑士 C1 B:神之警告', '1回合只能进行1次');
    expectNegated('{回合:A 阶段:主要1 本回合:A:二重召唤, A:元素英雄 天空侠(召唤) A手:三眼怪 B场:神之宣告(盖)} 召唤 A:三眼怪 C1 B:神之宣告');
    expectNegated('{回合:A 阶段:主要1 本回合:A:元素英雄 天空侠(召唤) A场:宝石骑士·斜绿 A手:宝石骑士·红榴 B场:神之宣告(盖)} 召唤 A:宝石骑士·红榴 C1 B:神之宣告');
    // The grant is said as assumed here too (which monsters 宝石骑士·斜绿 allows is not checked), as for the summon made whole.
    expect(negation('{回合:A 阶段:主要1 本回合:A:元素英雄 天空侠(召唤) A场:宝石骑士·斜绿 A手:宝石骑士·红榴 B场:神之宣告(盖)} 召唤 A:宝石骑士·红榴 C1 B:神之宣告').assumptions.join()).toContain('宝石骑士·斜绿」追加的那1次通常召唤');
  });

  it('[CH-SUMMON-NONE-TO-ANSWER] no free Main Monster Zone (ZONE-MAIN-ONLY, its field listed whole): 神之宣告 has nothing to answer; with one zone free it negates the summon', () => {
    const full = 'A场只有:死灵骑士,死灵骑士,死灵骑士,三眼怪,元素英雄 天空侠';
    expectNothingToAnswer(`{回合:A 阶段:主要1 ${full} A手:哥布林突击部队 B场:神之宣告(盖)} 召唤 哥布林突击部队 C1 B:神之宣告`, '没有空着的主要怪兽区域');
    expectNegated('{回合:A 阶段:主要1 A场只有:死灵骑士,死灵骑士,死灵骑士,三眼怪 A手:哥布林突击部队 B场:神之宣告(盖)} 召唤 哥布林突击部队 C1 B:神之宣告');
  });

  it('[CH-SUMMON-NONE-TO-ANSWER] a procedure whose condition the field listed does not meet (电子龙 with a monster of its own, CH-PROCEDURE-CONDITION) and a Pendulum Summon outside the Scales (CH-PENDULUM-SUMMON): nothing to answer; met, 神之宣告 negates', () => {
    expectNothingToAnswer('{回合:A 阶段:主要1 A场只有:三眼怪 A手:电子龙 B场:神之宣告(盖),青眼白龙} 特殊召唤 电子龙 C1 B:神之宣告', '电子龙');
    expectNegated('{回合:A 阶段:主要1 A场只有: A手:电子龙 B场:神之宣告(盖),青眼白龙} 特殊召唤 电子龙 C1 B:神之宣告');
    const scales = 'A场:时读之魔术师(灵摆左),傅科魔炮石(灵摆右)';
    expectNothingToAnswer(`{回合:A 阶段:主要1 ${scales} A手:黑魔术师 B场:神之宣告(盖)} 灵摆召唤 黑魔术师 C1 B:神之宣告`, '灵摆刻度之间');
    expectNegated(`{回合:A 阶段:主要1 ${scales} A手:三眼怪 B场:神之宣告(盖)} 灵摆召唤 三眼怪 C1 B:神之宣告`);
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场只有:三眼怪 A手:电子龙 B场:神之宣告(盖),青眼白龙} 特殊召唤 电子龙 C1 B:神之宣告', { lang: 'en' });
    expect(en.ok && en.links[0]!.illegalReason).toContain('the summon written was not made');
  });

  it('[ZONE-MAIN-ONLY] a summon written as negated (`[被无效]`) must first be one that could be made: with no free Main Monster Zone it is refused, not negated and destroyed; with one free it is negated', () => {
    const full = askCdb('{回合:A 阶段:主要1 A场只有:死灵骑士,死灵骑士,死灵骑士,三眼怪,元素英雄 天空侠 A手:哥布林突击部队} 召唤 哥布林突击部队 [被无效]');
    expect(full.events).toEqual([]);
    expect(full.warnings.join()).toContain('没有空着的主要怪兽区域');
    const room = askCdb('{回合:A 阶段:主要1 A场只有:死灵骑士,死灵骑士,死灵骑士,三眼怪 A手:哥布林突击部队} 召唤 哥布林突击部队 [被无效]');
    expect(room.events.map((e) => e.type)).toEqual(['destroyed']);
    expect(room.warnings).toEqual([]);
  });

  it('[CH-PROCEDURE-CONDITION] a procedure\'s condition the situation cannot tell (电子龙, its own field not listed) is said as assumed for the summon a negation answers too, as for the summon made whole', () => {
    const n = negation('{回合:A 阶段:主要1 A手:电子龙 B场:神之宣告(盖),青眼白龙} 特殊召唤 电子龙 C1 B:神之宣告');
    expect(n.legal).toBe(true);
    expect(n.assumptions.join()).toContain('「电子龙」用自身的方法特殊召唤需要卡上写的条件');
  });
});

describe.skipIf(!haveCards)('[CH-MAIN-PHASE-ACTION] the other side: summons an effect grants, a procedure in the opponent\'s turn, the Damage Step', () => {
  it('[CH-MAIN-PHASE-ACTION] 血之代偿 letting A Normal Summon in B\'s Battle Step (`(效果)`): made, and 神之宣告 negates it; the same in the Damage Step is refused — nothing to answer, and no assumption about the effect it waited for', () => {
    expectNegated('{回合:B 阶段:战斗步骤 A场:血之代偿 A手:三眼怪 B场:神之宣告(盖)} 通常召唤 A:三眼怪 (效果) C1 B:神之宣告');
    const damage = '{回合:A 阶段:伤害步骤 A场:血之代偿 A手:三眼怪 B场:神之宣告(盖)} 通常召唤 A:三眼怪 (效果) C1 B:神之宣告';
    expectNothingToAnswer(damage, '伤害步骤中不能进行通常召唤');
    expect(negation(damage).assumptions.join()).not.toContain('通常召唤是效果让玩家进行的');
  });

  it('[CH-MAIN-PHASE-ACTION] the extra Normal Summon 宝石骑士·斜绿 grants is 「自己主要阶段」 too: typed in the Battle Step it is refused and 神之宣告 has nothing to answer', () => {
    expectNothingToAnswer('{回合:A 阶段:战斗步骤 本回合:A:元素英雄 天空侠(召唤) A场:宝石骑士·斜绿 A手:宝石骑士·红榴 B场:神之宣告(盖)} 召唤 A:宝石骑士·红榴 C1 B:神之宣告', '情境写的是战斗步骤');
  });

  it('[CH-PROCEDURE-TIMING] 电子龙\'s procedure typed for A in B\'s Main Phase (condition met): refused, 神之宣告 has nothing to answer; in A\'s own Main Phase it negates', () => {
    expectNothingToAnswer('{回合:B 阶段:主要1 A场只有: A手:电子龙 B场:神之宣告(盖),青眼白龙} 特殊召唤 A:电子龙 C1 B:神之宣告', '这里是 A 在 B 的回合');
    expectNegated('{回合:A 阶段:主要1 A场只有: A手:电子龙 B场:神之宣告(盖),青眼白龙} 特殊召唤 A:电子龙 C1 B:神之宣告');
  });
});

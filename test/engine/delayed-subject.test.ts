// CMP-DELAYED-SUBJECT (rules reference docs/c03/特定效果的处理方法.rst:681): 「这个效果特殊召唤的怪兽的效果无效化，结束阶段除外」 (洗牌苏生①) —
// the delayed banish names nothing of its own: it acts on what the step before it names, the monster this effect summoned, in the
// End Phase (CH-END-PHASE-PLAYED) — banished there by the effect, so a trigger on being banished by an effect is met.
import { describe, expect, it } from 'vitest';
import { ask, haveCards } from '../reference/judge.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const steps = (a: ChainAnswer): string[] => (a.endPhase ?? []).map((s) => `${s.do}:${s.done.map((c) => c.name).join('+')}/${s.notDone.map((c) => c.name).join('+')}`);
const endTriggers = (a: ChainAnswer) => (a.endPhaseWindow?.triggers ?? []).map((t) => `${t.controller}:${t.card.name}`);

describe.skipIf(!haveCards)('a delayed step on the monster this effect summoned', () => {
  it('[CMP-DELAYED-SUBJECT] 洗牌苏生① summoning 三眼怪: in the End Phase it is banished', () => {
    const a = ask('{回合:A 阶段:主要1 A场:洗牌苏生(盖) A墓:三眼怪} C1 A:洗牌苏生→三眼怪 结束阶段');
    expect(steps(a)).toEqual(['banish:三眼怪/']);
  });
  it('[CMP-DELAYED-SUBJECT] the other side: B’s monster on the field, not summoned by it, stays — only the summoned one is banished', () => {
    const a = ask('{回合:A 阶段:主要1 A场:洗牌苏生(盖) B场:黑魔术师 A墓:三眼怪} C1 A:洗牌苏生→三眼怪 结束阶段');
    expect(steps(a)).toEqual(['banish:三眼怪/']);
  });
  it('[CMP-DELAYED-SUBJECT] banished by the effect in the End Phase: 悲剧之死狱乡演员① (「这张卡被效果除外的场合」) may be activated then', () => {
    const a = ask('{回合:A 阶段:主要1 A场:洗牌苏生(盖) A墓:悲剧之死狱乡演员} C1 A:洗牌苏生→悲剧之死狱乡演员 结束阶段');
    expect(endTriggers(a)).toEqual(['A:悲剧之死狱乡演员']);
  });
});

// The phrasebook (src/engine/phrases): the engine decides a rule and its params; the words come from
// the book. These tests assert the decision (rule id + params) — and, for a few, the rendered words.
import { describe, expect, it } from 'vitest';
import { resolveText } from './build.js';
import { phrased, say } from '../../src/engine/phrases/index.js';
import { ALL_RULE_IDS, R } from '../../src/engine/rule-ids.js';
import { linkCard } from '../../src/engine/phrases/words.js';
import { card } from '../../src/cards/curated/dsl.js';

describe('legality decides a rule and its params', () => {
  it('speed 1 cannot chain: CH-SPEED-1, no params needed', () => {
    const r = resolveText('C1 A:黑洞 C2 B:黑洞');
    expect(r.failures[2]).toEqual({ rule: R.SPEED_1_NO_CHAIN, params: {} });
    expect(r.failures[1]).toBeUndefined();
  });

  it('an activation condition that fails names the condition', () => {
    const r = resolveText('{回合:B 阶段:准备阶段 B基本分:1000} C1 B:最终一战！');
    expect(r.failures[1]).toEqual({ rule: R.CONDITION, params: { cond: { is: 'turn', whose: 'opponent' } } });
  });

  it('an LP cost that cannot be paid names the amount and the LP', () => {
    const r = resolveText('{B基本分:1000} C1 A:黑洞 C2 B:我身作盾');
    expect(r.failures[2]).toEqual({ rule: R.COST_LP, params: { amount: 1500, me: 'B', lp: 1000 } });
    // The words, in both languages, made from those params.
    expect(r.links[1]!.illegalReason).toEqual({ zh: 'C2「我身作盾」要支付1500基本分作为代价，但B只有1000。', en: 'Chain Link 2 (我身作盾) costs 1500 LP, but B has only 1000.' });
  });

  it('a "when X is activated" effect that does not answer the link below names the part of its pattern that failed', () => {
    const r = resolveText('C1 黑洞 C2 我身作盾 C3 王家的诅咒');
    expect(r.failures[3]!.rule).toBe(R.RESPONDS_TARGETS_EXACTLY);
    expect(r.failures[3]!.params['miss']).toBe('targetsExactly');
  });
});

describe('the book', () => {
  it('renders a phrase in both languages from its params', () => {
    const name = linkCard(2, card({ id: 1, name: '测试卡', type: 'trap' }));
    expect(say({ rule: R.SPEED_1_NO_CHAIN, params: { name } })).toEqual({
      zh: 'C2「测试卡」是咒文速度1，不能连锁其他卡·效果的发动（只有同时诱发的诱发效果能一起组成连锁）。',
      en: 'Chain Link 2 (测试卡) is Spell Speed 1: it cannot be chained to another activation (only simultaneous triggers form a chain together).',
    });
  });

  it('refuses a rule it has no words for (a decision is never left unsaid)', () => {
    expect(() => say({ rule: 'CH-NO-SUCH-RULE', params: {} })).toThrow(/no phrase/);
  });

  it('has words for the rules legality and resolution decide with', () => {
    const keys = new Set(phrased());
    for (const id of [R.SPEED_1_NO_CHAIN, R.SPEED_LOWER, R.CONDITION, R.COST_LP, R.COST_HAND, R.TARGET_QUALIFY, R.TARGET_COUNT, R.NEGATE_ACTIVATION, R.NEGATE_EFFECT, R.STAYS_ON_FIELD]) {
      expect(keys.has(id), id).toBe(true);
    }
    // Rule-like keys are rules (the other keys are action clauses: 'do:destroy', 'cost:pay-lp' …).
    expect([...keys].filter((k) => /^(CH|WIN)-/.test(k) && !ALL_RULE_IDS.includes(k))).toEqual([]);
  });
});

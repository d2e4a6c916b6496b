// FD-BANISHED-NEGATION-ENDS (rules reference docs/c03/无效.rst:339): a monster banished and returned since (`(一时除外)`) is a new
// card — a negation an earlier effect left on it (`(效果无效)` written before the banishment) ends with it, and so does a
// destruction protection (`(不会被效果破坏)`); one written after the return still holds.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a negation ends when the monster is banished and returned', () => {
  it('[FD-BANISHED-NEGATION-ENDS] 光道召唤师 露米娜丝 negated, then banished and returned: its ① resolves; negated after its return, it is negated', () => {
    expect(chain('{回合:A 阶段:主要1 A场:光道召唤师 露米娜丝(效果无效,一时除外) A手:三眼怪 A墓:光道魔术师 丽拉} C1 A:光道召唤师 露米娜丝→光道魔术师 丽拉').links[0]!.outcome).toBe('resolved');
    expect(chain('{回合:A 阶段:主要1 A场:光道召唤师 露米娜丝(一时除外,效果无效) A手:三眼怪 A墓:光道魔术师 丽拉} C1 A:光道召唤师 露米娜丝→光道魔术师 丽拉').links[0]!.outcome).toBe('effect-negated');
  });
  it('[FD-BANISHED-NEGATION-ENDS] a destruction protection stated before the banishment ends too: 黑洞 destroys it', () => {
    const a = chain('{回合:B 阶段:主要1 A场:变形壶(不会被效果破坏,一时除外)} C1 B:黑洞');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toContain('变形壶');
  });
});

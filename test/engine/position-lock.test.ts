// FD-POSITION-LOCK (issue 16): 「不能把表示形式变更」 an earlier effect left on a monster (the situation state 不能变更表示形式) stops its change
// of battle position by the rules (CH-POSITION-CHANGE) until the monster becomes a new card: turned face-down, or banished and back. A
// lock that came with turning it face-down (written after 变里侧: 无底的落穴) stays when it is flipped face-up again. Rules reference
// docs/c03/里侧·一时除外.rst:29–30, :206.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const changed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'position-changed').flatMap((e) => e.cards.map((c) => c.name));
const change = (states: string, card = '黑魔术师', phase = '主要1') => askCdb(`{回合:A 阶段:${phase} A场:${card}(${states})} 表示形式变更 ${card}`);

describe.skipIf(!haveCards)('a position lock left on a monster (FD-POSITION-LOCK)', () => {
  it('[FD-POSITION-LOCK] locked, the monster cannot change its battle position — in Main Phase 2 as well, in Defense Position as well — and the answer says why', () => {
    for (const [states, phase] of [['不能变更表示形式', '主要1'], ['守,不能变更表示形式', '主要2']] as const) {
      const a = change(states, '黑魔术师', phase);
      expect(changed(a)).toEqual([]);
      expect(a.warnings.join('')).toContain('不能变更表示形式');
    }
  });
  it('[FD-POSITION-LOCK] a lock left before it was turned face-down, or before it was banished and back, is gone: the new card may change', () => {
    expect(changed(change('不能变更表示形式,变里侧,已反转', '青眼白龙'))).toEqual(['青眼白龙']);
    expect(changed(change('不能变更表示形式,一时除外', '青眼白龙'))).toEqual(['青眼白龙']);
  });
  it('[FD-POSITION-LOCK] a lock that came with its being turned face-down stays once it is flipped face-up; the other bars still apply on their own', () => {
    expect(changed(change('变里侧,不能变更表示形式,已反转', '青眼白龙'))).toEqual([]);
    expect(changed(change('本回合召唤', '青眼白龙'))).toEqual([]);
  });
});

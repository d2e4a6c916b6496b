// CH-NOTHING-TO-APPLY-LOCK: 「这个回合，对方场上的怪兽的攻击力下降1000，对方不能把卡的效果发动」 (急袭猛禽-究极猎鹰②) — a lock left on a
// player for the turn, in the same step as a change with no monster to change, still applies: the effect can be activated
// (docs/c03/特定效果的处理方法.rst:531). Cards written as text (textCard).
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith, summary } from './build.js';

const falcon = textCard({ id: 99161403, name: '测试用猎鹰', type: 'monster effect', text: '①：自己主要阶段才能发动。这个回合，对方场上的怪兽的攻击力下降1000，对方不能把卡的效果发动。' });
const plain = textCard({ id: 99161404, name: '测试用降攻', type: 'monster effect', text: '①：自己主要阶段才能发动。这个回合，对方场上的怪兽的攻击力下降1000。' });

describe('a lock beside a change with nothing to change', () => {
  it('[CH-NOTHING-TO-APPLY-LOCK] no monster on the opponent’s field: the lock still applies — activated, and the opponent cannot answer the next chain', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试用猎鹰 B场只有:} C1 A:测试用猎鹰', [falcon]);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.links[0]!.rules).toContain('CH-NOTHING-TO-APPLY-LOCK');
    const next = judgeWith('{回合:A 阶段:主要1 A场:测试用猎鹰 B场只有:宇宙旋风(盖)} C1 A:测试用猎鹰 然后 C1 A:黑洞 C2 B:宇宙旋风', [falcon]);
    expect(summary(next)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });
  it('[CH-NOTHING-TO-APPLY-LOCK] the change alone, with no monster to change, still cannot be activated (CH-NOTHING-TO-APPLY)', () => {
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试用降攻 B场只有:} C1 A:测试用降攻', [plain]))).toEqual(['C1:illegal:illegal']);
  });
});

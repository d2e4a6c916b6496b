// `A墓只有:` with nothing after it was read as an empty GY without a word: a user who meant to list cards (or wrote the list in the
// wrong place) could not see how it was read. The notation reads it as an empty place (like `A场:`), and the answer now says so.
import { describe, expect, it } from 'vitest';
import { ask, haveCards } from '../reference/judge.js';

describe.skipIf(!haveCards)('a place written empty with 只有', () => {
  it('[SIT-ZONE-EMPTY-SAID] `A墓只有:` alone: the assumptions say A’s GY is taken as empty, in both languages', () => {
    const input = '{回合:A 阶段:主要1 A墓只有:} C1 A:死者苏生';
    expect(ask(input, 'zh-CN').assumptions).toContain('情境写的「A墓只有:」后面没有卡：按 A 的墓地没有卡判断。');
    expect(ask(input, 'en').assumptions.join('\n')).toContain("A's GY is taken as empty");
  });

  it('[SIT-ZONE-EMPTY-SAID] the other side: `A墓只有:` followed by cards, or a second `A墓:` list, says nothing of an empty GY', () => {
    expect(ask('{回合:A 阶段:主要1 A墓只有:青眼白龙} C1 A:死者苏生', 'zh-CN').assumptions.join('\n')).not.toContain('后面没有卡');
    expect(ask('{回合:A 阶段:主要1 A墓只有: A墓:青眼白龙} C1 A:死者苏生', 'zh-CN').assumptions.join('\n')).not.toContain('后面没有卡');
  });
});

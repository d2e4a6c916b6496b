// A monster whose effect its text activates in the hand tributes itself from there as that effect's
// cost (test/RULES.md CH-COST-SELF-HAND; rules reference docs/c03/特定效果的处理方法.rst:352, 真海皇 特里冬
// compiled from its text); a self-tribute of an effect used on the field still needs the card there (CH-COST-SELF).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link = (input: string, n: number) => askCdb(input).links.find((l) => l.n === n)!;

describe.skipIf(!haveCards)('tributing itself from the hand', () => {
  it('[CH-COST-SELF-HAND] 真海皇 特里冬 (a hand effect) may be activated from the hand, tributing itself there', () => {
    const l = link('{回合:A A手:真海皇 特里冬 A场:海皇的长枪兵 B场:} C1 A:真海皇 特里冬', 1);
    expect(l.legal).toBe(true);
    expect(l.rules).toContain('CH-COST-SELF-HAND');
  });
  it('[CH-COST-SELF-HAND] a self-tribute of a field effect (星尘龙①) is not paid from the hand', () => {
    const l = link('{回合:B A手:星尘龙} C1 B:黑洞 C2 A:星尘龙①', 2);
    expect(l.legal).toBe(false);
    expect(l.rules).not.toContain('CH-COST-SELF-HAND');
  });
});

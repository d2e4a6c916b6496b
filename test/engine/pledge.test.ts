// Pledges (test/RULES.md CH-PLEDGE; rules reference docs/c03/誓约.rst): 「这个效果发动的回合，自己不能…」
// binds its controller from the moment the effect is activated, so a later link of the same player
// that does the forbidden thing cannot be chained; the opponent is not bound. Curated cards only.
import { describe, expect, it } from 'vitest';
import { chain } from './build.js';

const link = (input: string, n: number) => chain(input).links.find((l) => l.n === n)!;

describe('pledges at activation', () => {
  it('[CH-PLEDGE] after a pledge against Special Summons (except from the Extra Deck), its controller cannot chain an effect that Special Summons from the hand', () => {
    const l = link('{回合:A A场:假面变色龙 A手:影蜥蜴} C1 A:假面变色龙 C2 A:影蜥蜴', 2);
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-PLEDGE');
    expect(l.illegalReason).toContain('誓约');
  });

  it('[CH-PLEDGE] the pledge binds only its controller: the opponent may still Special Summon in answer', () => {
    expect(link('{回合:A A场:假面变色龙 B手:影蜥蜴} C1 A:假面变色龙 C2 B:影蜥蜴', 2).rules).not.toContain('CH-PLEDGE');
  });
});

// CMP-CHOICE-SUMMONING (issue 16, rules reference docs/c03/只能有○○存在.rst:259): a ● option of 「以下效果选择1个发动」 that opens with
// 「…把怪兽召唤·反转召唤·特殊召唤之际才能发动。那个无效」 answers the summon in progress, like a card whose whole effect says so.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;

describe('CMP-CHOICE-SUMMONING', () => {
  it('[CMP-CHOICE-SUMMONING] the 「…之际」 ● of a choice answers the opponent’s summon; the 「…发动时」 ● answers an activation', () => {
    const text = '①：可以把场上的这张卡解放从以下效果选择1个发动。●对方把魔法·陷阱卡发动时才能发动。那个发动无效并破坏。●对方把怪兽特殊召唤之际才能发动。那个无效，那些怪兽破坏。';
    const [one, two] = compileEffects(text, monster);
    expect(one!.respondsTo).toBeTruthy();
    expect(one!.respondsToSummon).toBeUndefined();
    expect(two!.choiceOf).toBe(1);
    expect(two!.respondsToSummon).toEqual({ summon: ['special'], by: 'opponent' });
    expect(two!.does.map((a) => [a.do, a.what])).toEqual([['negate-summon', 'event-cards'], ['destroy', 'event-cards']]);
  });
});

// CH-DAMAGE-AT-ACTIVATION (test/RULES.md; rules reference docs/c04/灰流丽·星尘龙.rst:14–21): an answer to
// 「给与自己伤害的…效果发动时」 / 「给与对方伤害的…」 needs an activation that is certain, when activated, to
// deal damage to that player — the player named relative to the answering card's controller, whoever activated it.
// Real card data (the compiler reads the clause from the text).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link2 = (input: string) => askCdb(input).links[1]!;

describe.skipIf(!haveCards)('damage certain at activation', () => {
  it('[CH-DAMAGE-AT-ACTIVATION] 「给与自己伤害的效果发动时」 answers a burn aimed at its controller, not one aimed at the opponent, nor one whose damage depends on what resolution finds', () => {
    // 火球 activated by the opponent damages me: 雨衣山羊 and 废品栗子球 may answer it.
    expect(link2('{回合:B A手:娱乐伙伴 雨衣山羊} C1 B:火球 C2 A:娱乐伙伴 雨衣山羊①').legal).toBe(true);
    expect(link2('{回合:B A手:废品栗子球} C1 B:火球 C2 A:废品栗子球①').legal).toBe(true);
    // The other side: my own 火球 damages the opponent, not me.
    const own = link2('{回合:A A手:娱乐伙伴 雨衣山羊} C1 A:火球 C2 A:娱乐伙伴 雨衣山羊①');
    expect(own.legal).toBe(false);
    expect(own.rules).toContain('CH-DAMAGE-AT-ACTIVATION');
    // 星见兽 加里斯 damages only if the card it sends from the Deck is a monster: not certain.
    const maybe = link2('{回合:B A手:娱乐伙伴 雨衣山羊} C1 B:星见兽 加里斯 C2 A:娱乐伙伴 雨衣山羊①');
    expect(maybe.legal).toBe(false);
    expect(maybe.illegalReason).toContain('不一定给与伤害');
    // 「那之后，可以选…，给与对方…伤害」: the pick 「可以」 leaves to the player makes the damage optional (compiler).
    expect(link2('{回合:A B手:炎天祸 桑伯恩 A手:娱乐伙伴 雨衣山羊} C1 B:炎天祸 桑伯恩 C2 A:娱乐伙伴 雨衣山羊①').legal).toBe(false);
  });
});

// CH-SHOWN-SELF-ONCE (issue 16, rules reference docs/c03/特定效果的处理方法.rst:383–389): a hand card that shows itself to the opponent
// as the cost of an effect stays in the hand, yet each card activates such an effect only once in one chain, even with no use limit
// printed. With one copy listed in the hand, naming it again in the same chain is that same card (refused, and said); a second
// copy listed may; a hand card whose cost sends itself away is gone, so the link naming it again is another copy.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const FAIRIES = 'A场:淘气仙星·坎迪娜,淘气仙星·莉莉贝儿';

describe.skipIf(!haveCards)('a card shown from the hand for its own effect, once per chain', () => {
  it('[CH-SHOWN-SELF-ONCE] the one copy listed, named again after the opponent’s link in between: refused, the earlier link named', () => {
    const a = askCdb(`{回合:B 阶段:主要1 A手:淘气仙星·曼珠诗华 ${FAIRIES} B场:旋风(盖),魔法筒(盖)} C1 A:淘气仙星·曼珠诗华→淘气仙星·坎迪娜 C2 B:旋风→魔法筒 C3 A:淘气仙星·曼珠诗华→淘气仙星·莉莉贝儿`);
    expect(a.links.map((l) => l.legal)).toEqual([true, true, false]);
    expect(a.links[2]!.rules).toContain('CH-SHOWN-SELF-ONCE');
    expect(a.links[2]!.illegalReason).toContain('C1');
    // Only the first link's summon happens: the card is summoned once.
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['淘气仙星·曼珠诗华']);
    expect(JSON.stringify(a.assumptions)).toContain('同一张卡');
  });
  it('[CH-SHOWN-SELF-ONCE] two copies listed in the hand: the second is another card and may be activated — each is summoned', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A手:淘气仙星·曼珠诗华,淘气仙星·曼珠诗华 ${FAIRIES}} C1 A:淘气仙星·曼珠诗华→淘气仙星·坎迪娜 C2 A:淘气仙星·曼珠诗华→淘气仙星·莉莉贝儿`);
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['淘气仙星·曼珠诗华', '淘气仙星·曼珠诗华']);
  });
  it('[CH-SHOWN-SELF-ONCE] a hand card whose cost sends itself to the GY (效果遮蒙者) named twice with one copy listed: the second is another copy, not refused', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪,魔导战士 破坏者 B手:效果遮蒙者} C1 B:效果遮蒙者→三眼怪 C2 B:效果遮蒙者→魔导战士 破坏者');
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
    expect(a.links[1]!.rules).not.toContain('CH-SHOWN-SELF-ONCE');
  });
});

// CH-BURN-PER-ADD / CMP-BURN-PER-ADD (issue 16, rules reference docs/c02/怪兽的效果分类.rst:85): a face-up monster's continuous
// 「每次对方手卡有卡加入，给与对方加入的卡数量×200伤害」 is read as damage `whenever` cards go to that hand, per card, and the engine deals
// it at once with no chain link each time — for cards a cost returns (before the activation is made), for cards an effect draws.
// Not for its own controller's hand, and not while it is face-down or its effects are negated. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const damage = (input: string) => askCdb(input).events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}:${e.link ?? '-'}`);

describe.skipIf(!haveCards)('CH-BURN-PER-ADD', () => {
  it('[CMP-BURN-PER-ADD] 淘气仙星·曼珠诗华 ② is compiled as damage each time cards go to the opponent’s hand, per card', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:淘气仙星·曼珠诗华} C1 B:强欲之壶');
    expect(a.links[0]!.rules).toContain('CH-BURN-PER-ADD');
  });

  it('[CH-BURN-PER-ADD] a cost returning the opponent’s card to the hand: 200 damage at once, before the activation is made; the return at resolution is the monster’s own (now in the hand): no more', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:淘气仙星·曼珠诗华 B场:幻变骚灵·泛在羽衣精,幻变骚灵协议} C1 B:幻变骚灵·泛在羽衣精①[cost:回到手卡 幻变骚灵协议]→A:淘气仙星·曼珠诗华');
    const burn = a.events.findIndex((e) => e.type === 'damage' && e.player === 'B' && e.amount === 200 && e.link === null);
    expect(burn).toBeGreaterThanOrEqual(0);
    expect(burn).toBeLessThan(a.events.findIndex((e) => e.type === 'activated'));
    expect(a.events.filter((e) => e.type === 'damage')).toHaveLength(1);
  });

  it('[CH-BURN-PER-ADD] the opponent drawing 2 by an effect: 400 at once, outside any link', () => {
    expect(damage('{回合:B 阶段:主要1 A场:淘气仙星·曼珠诗华} C1 B:强欲之壶')).toEqual(['B:400:-']);
  });

  it('[CH-BURN-PER-ADD] the other side: its own controller’s draw, a face-down one, one whose effects are negated — no damage', () => {
    expect(damage('{回合:A 阶段:主要1 A场:淘气仙星·曼珠诗华} C1 A:强欲之壶')).toEqual([]);
    expect(damage('{回合:B 阶段:主要1 A场:淘气仙星·曼珠诗华(盖)} C1 B:强欲之壶')).toEqual([]);
    expect(damage('{回合:B 阶段:主要1 A场:淘气仙星·曼珠诗华(效果无效)} C1 B:强欲之壶')).toEqual([]);
  });

  it('[CH-BURN-PER-ADD] a cost that completes 艾克佐迪亚 in the hand wins the Duel first: the burn for that card is not dealt (CH-SPECIAL-WIN)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:200 A场:霞之谷的祈祷师,被封印的艾克佐迪亚 A手:被封印者的右腕,被封印者的左腕,被封印者的右足,被封印者的左足 B场:淘气仙星·曼珠诗华} C1 A:霞之谷的祈祷师[cost:回到手卡 被封印的艾克佐迪亚]');
    expect(a.gameResult).toMatchObject({ winner: 'A' });
    expect(a.events.filter((e) => e.type === 'damage')).toEqual([]);
  });
  it('[CH-BURN-PER-ADD] whoever moves the card: its own controller’s 强制脱出装置 returning the opponent’s monster to the hand deals 200, and so does the opponent’s own search (增援)', () => {
    expect(damage('{回合:B 阶段:主要1 A场:淘气仙星·曼珠诗华 B场:三眼怪} C1 A:强制脱出装置→三眼怪')).toEqual(['B:200:-']);
    expect(damage('{回合:B 阶段:主要1 A场:淘气仙星·曼珠诗华} C1 B:增援')).toEqual(['B:200:-']);
  });
});

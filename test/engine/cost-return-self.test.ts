// CH-COST-RETURN-NOT-THERE with the activating card itself: a cost 「让自己场上1只…回到持有者手卡」 that does not say 「这张卡以外」 may
// return the activating card — so it counts among the cards that could pay (a Synchro monster cannot: it would go to the Extra Deck);
// with 「这张卡以外」 it does not count. A cost no card listed could pay is refused as well.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const first = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a return-to-hand cost the activating card may pay', () => {
  it('[CH-COST-RETURN-NOT-THERE] a Synchro monster, the only fitting card, cannot return itself to the hand as the cost (幻变骚灵·拖拽山妪①)', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:星尘龙→A:幻变骚灵·拖拽山妪 B场:星尘龙(本回合特召) A场只有:幻变骚灵·拖拽山妪} C1 A:幻变骚灵·拖拽山妪①');
    const l = a.links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-COST-RETURN-NOT-THERE');
    expect(l.illegalReason).toContain('额外卡组');
    // The card the cost asks for is said with its kind (the archetype), not as any monster.
    expect(l.illegalReason).toContain('「幻变骚灵」');
    expect(a.events.some((e) => e.type === 'returned-to-hand')).toBe(false);
  });
  it('[CH-COST-RETURN-NOT-THERE] a Main Deck monster may return itself (鬼青蛙③ beside a Token); with 「这张卡以外」 it may not (毛绒动物·绵羊②)', () => {
    const frog = first('{回合:A 阶段:主要1 A场:鬼青蛙,羊衍生物} C1 A:鬼青蛙③');
    expect(frog.legal).toBe(true);
    expect(frog.rules).not.toContain('CH-COST-RETURN-NOT-THERE');
    const alone = first('{回合:A 阶段:主要1 A场只有:毛绒动物·绵羊 A手:锋利小鬼·剪刀} C1 A:毛绒动物·绵羊②');
    expect(alone.legal).toBe(false);
    expect(alone.rules).toContain('CH-COST-RETURN-NOT-THERE');
    expect(first('{回合:A 阶段:主要1 A场:毛绒动物·绵羊,毛绒动物·熊 A手:锋利小鬼·剪刀} C1 A:毛绒动物·绵羊②').legal).not.toBe(false);
  });
});

// A cost that takes cards from the GY (焰征龙-爆龙 ① 「从自己的手卡·墓地把这张卡以外的龙族或者炎属性的怪兽合计2只除外」, 妖精传姬-白雪 ②
// 「从自己的手卡·场上·墓地把这张卡以外的7张卡除外」, 黑蔷薇龙 ② 「从自己墓地把1只植物族怪兽除外」) was never judged against the GY the user
// wrote: 焰征龙-爆龙 ① with an empty hand and GY was legal. A GY written in full (`A墓只有:`, or written empty) that cannot pay it now refuses
// the activation (test/RULES.md CH-COST-GY-LISTED; rules reference docs/c02/基本用语.rst:86); a GY written with cards and no 「只有」 may be
// written in part (SIT-ZONE-COMPLETE), so the cost is assumed payable from cards not written, and said when the written cards do not pay it.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const ask = (input: string) => askCdb(input);
const last = (input: string) => {
  const a = ask(input);
  return { a, l: a.links[a.links.length - 1]! };
};
const assumed = (a: ReturnType<typeof ask>) => a.assumptions.filter((s) => s.includes('假定用没写出的卡可以支付'));

describe.skipIf(!haveCards)('a cost taking cards from the GY, against the GY written', () => {
  it('[CH-COST-GY-LISTED] 焰征龙-爆龙 ① with its hand and GY written empty cannot be activated: the cost cannot be paid', () => {
    const { l } = last('{回合:A 阶段:主要1 A手:焰征龙-爆龙 A墓:} C1 A:焰征龙-爆龙①');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-COST-GY-LISTED');
    expect(l.illegalReason ?? '').toMatch(/2只.*龙族或者炎属性的怪兽除外作为代价.*没有能支付的卡：代价不能支付，不能发动/);
    // 「这张卡以外的」 said once: the cost's words and the filter's words both know it.
    expect(l.illegalReason ?? '').toContain('2只自己手卡或墓地的这张卡以外的龙族或者炎属性的怪兽除外');
  });

  it('[CH-COST-GY-LISTED] a GY written 「只有」 with one Dragon: one short of 2 — refused; with two, legal and paid with them', () => {
    const one = last('{回合:A 阶段:主要1 A手:焰征龙-爆龙 A墓只有:青眼白龙,三眼怪} C1 A:焰征龙-爆龙①').l;
    expect(one.legal).toBe(false);
    expect(one.illegalReason ?? '').toMatch(/能支付的只有1只/);
    const two = last('{回合:A 阶段:主要1 A手:焰征龙-爆龙 A墓只有:青眼白龙,真红眼黑龙} C1 A:焰征龙-爆龙①');
    expect(two.l.legal).toBe(true);
    expect(assumed(two.a)).toEqual([]);
  });

  it('[CH-COST-GY-LISTED] a GY written in part (no 「只有」) or not at all: legal, and the assumptions say the cost is taken as paid from cards not written', () => {
    const part = last('{回合:A 阶段:主要1 A手:焰征龙-爆龙 A墓:三眼怪} C1 A:焰征龙-爆龙①');
    expect(part.l.legal).toBe(true);
    expect(assumed(part.a)).toHaveLength(1);
    expect(assumed(part.a)[0]).toMatch(/A的墓地可能有没写出的卡.*A墓只有:/);
    const none = last('{回合:A 阶段:主要1 A手:焰征龙-爆龙} C1 A:焰征龙-爆龙①');
    expect(none.l.legal).toBe(true);
    expect(assumed(none.a)).toHaveLength(1);
    // The hand not written, the GY written empty: the hand's cards not written are assumed.
    const hand = last('{回合:A 阶段:主要1 A墓只有:} C1 A:焰征龙-爆龙①');
    expect(hand.l.legal).toBe(true);
    expect(assumed(hand.a)[0]).toMatch(/A的手卡可能有没写出的卡.*A手:/);
    // (Only when it matters: the written cards paying it, or nothing written where it takes from, nothing is said.)
    expect(assumed(last('{回合:A 阶段:主要1 A手:焰征龙-爆龙 A墓:青眼白龙,真红眼黑龙} C1 A:焰征龙-爆龙①').a)).toEqual([]);
    expect(assumed(ask('C1 A:焰征龙-爆龙①'))).toEqual([]);
  });

  it('[CH-COST-GY-LISTED] in English the refusal says the cost cannot be paid', () => {
    const a = cdbJudge().chain('{回合:A 阶段:主要1 A手:焰征龙-爆龙 A墓:} C1 A:焰征龙-爆龙①', { lang: 'en' });
    if (!a.ok) throw new Error(a.error.message);
    expect(a.links[0]!.illegalReason ?? '').toMatch(/must banish 2 monsters.*cost cannot be paid/);
  });

  it('[CH-COST-GY-LISTED] 妖精传姬-白雪 ② needs 7 other cards from its hand, field and GY: 6 written in full — refused; 7 — legal', () => {
    const six = last('{回合:A 阶段:主要1 A手: A场只有:三眼怪 A墓只有:妖精传姬-白雪,黑洞,死者苏生,青眼白龙,真红眼黑龙,强欲之壶} C1 A:妖精传姬-白雪②').l;
    expect(six.legal).toBe(false);
    expect(six.illegalReason ?? '').toMatch(/7张.*能支付的只有6张/);
    const seven = last('{回合:A 阶段:主要1 A手: A场只有:三眼怪 A墓只有:妖精传姬-白雪,黑洞,死者苏生,青眼白龙,真红眼黑龙,强欲之壶,光之护封剑} C1 A:妖精传姬-白雪②').l;
    expect(seven.legal).toBe(true);
  });

  it('[CH-COST-GY-LISTED] 妖精传姬-白雪 ② beside a field written in part (no 「只有」): that field may hold more — assumed, and said naming it', () => {
    const { a, l } = last('{回合:A 阶段:主要1 A手: A场:三眼怪 A墓只有:妖精传姬-白雪,黑洞,死者苏生,青眼白龙,真红眼黑龙,强欲之壶} C1 A:妖精传姬-白雪②');
    expect(l.legal).toBe(true);
    expect(assumed(a)[0]).toMatch(/A的场上可能有没写出的卡/);
  });

  it('[CH-COST-GY-LISTED] 黑蔷薇龙 ② (1 Plant from its own GY): a GY written 「只有」 with other Types only — refused; with a Plant — legal', () => {
    expect(last('{回合:A 阶段:主要1 A场:黑蔷薇龙 B场:青眼白龙(守) A墓只有:青眼白龙,黑魔术师} C1 A:黑蔷薇龙②→青眼白龙').l.legal).toBe(false);
    expect(last('{回合:A 阶段:主要1 A场:黑蔷薇龙 B场:青眼白龙(守) A墓只有:青眼白龙,黑魔术师,蔷薇恋人} C1 A:黑蔷薇龙②→青眼白龙').l.legal).toBe(true);
  });

  it('[CH-COST-GY-LISTED] the opponent\'s GY does not pay a cost from one\'s own: a Plant in B\'s GY leaves A\'s 黑蔷薇龙 refused, and B\'s own refused the other way', () => {
    const a = last('{回合:A 阶段:主要1 A场:黑蔷薇龙 B场:青眼白龙(守) A墓只有:青眼白龙 B墓只有:蔷薇恋人} C1 A:黑蔷薇龙②→青眼白龙').l;
    expect(a.legal).toBe(false);
    expect(a.illegalReason ?? '').toMatch(/A的墓地/);
    const b = last('{回合:B 阶段:主要1 B场:黑蔷薇龙 A场:青眼白龙(守) B墓只有:青眼白龙 A墓只有:蔷薇恋人} C1 B:黑蔷薇龙②→青眼白龙').l;
    expect(b.legal).toBe(false);
    expect(b.illegalReason ?? '').toMatch(/B的墓地/);
    // (B's GY holding the Plant, B's own activation pays with it.)
    expect(last('{回合:B 阶段:主要1 B场:黑蔷薇龙 A场:青眼白龙(守) B墓只有:蔷薇恋人 A墓只有:} C1 B:黑蔷薇龙②→青眼白龙').l.legal).toBe(true);
  });

  it('[CH-COST-GY-LISTED] a card that left the GY earlier cannot pay: banished by an earlier link\'s cost (龙魂之城 ② after 焰征龙-爆龙 ①) or by an earlier chain\'s effect (D.D.乌鸦)', () => {
    const cost = last('{回合:A 阶段:主要1 A手:焰征龙-爆龙 A场:龙魂之城,三眼怪 A墓只有:青眼白龙,真红眼黑龙} C1 A:焰征龙-爆龙①[cost:除外 青眼白龙,真红眼黑龙] C2 A:龙魂之城②→三眼怪').l;
    expect(cost.legal).toBe(false);
    expect(cost.rules).toContain('CH-COST-GY-LISTED');
    const crow = last('{回合:A 阶段:主要1 A手:焰征龙-爆龙 A墓只有:青眼白龙,真红眼黑龙 B手:D.D.乌鸦} C1 B:D.D.乌鸦→青眼白龙 然后 C1 A:焰征龙-爆龙①').l;
    expect(crow.legal).toBe(false);
    expect(crow.illegalReason ?? '').toMatch(/能支付的只有1只/);
    // (The GY written in part: still assumed, and said.)
    const part = last('{回合:A 阶段:主要1 A手:焰征龙-爆龙 A墓:青眼白龙,真红眼黑龙 B手:D.D.乌鸦} C1 B:D.D.乌鸦→青眼白龙 然后 C1 A:焰征龙-爆龙①');
    expect(part.l.legal).toBe(true);
    expect(assumed(part.a)).toHaveLength(1);
  });
});

describe.skipIf(!haveCards)('a cost moving this card from the GY, the card written elsewhere', () => {
  it('[CH-COST-SELF-PLACE] 元素英雄 电闪侠 (「从自己墓地把这张卡…除外」) written on the field cannot pay its cost; in the GY, or not written, it can', () => {
    const field = last('{回合:A 阶段:主要1 A场:元素英雄 电闪侠} C1 A:元素英雄 电闪侠①').l;
    expect(field.legal).toBe(false);
    expect(field.rules).toContain('CH-COST-SELF-PLACE');
    expect(field.illegalReason ?? '').toMatch(/墓地的这张卡除外作为代价，这张卡却在怪兽区域/);
    expect(last('{回合:A 阶段:主要1 A墓:元素英雄 电闪侠} C1 A:元素英雄 电闪侠①').l.legal).toBe(true);
    expect(last('C1 A:元素英雄 电闪侠①').l.legal).toBe(true);
  });
});

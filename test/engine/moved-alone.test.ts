// CMP-MOVED-ALONE, WIN-MOVED-ALONE (rules reference docs/c03/特定效果的处理方法.rst:753–758): 「只有这张卡被「极星」连接怪兽的效果除外的场合：…」
// (极星灵 阿尔维斯, old words) is a trigger of this card banished by the effect of a 「极星」 Link Monster that moved no other card — a
// Token banished with it (which vanishes), a card banished by its own rule on the way, or one sent elsewhere, each is another card moved.
import { describe, expect, it } from 'vitest';
import { ask, effectKinds, haveCards, offered } from '../reference/judge.js';

const FIELD = '回合:A 阶段:主要1 A场:极星天 古尔薇格(连接召唤),极星灵 阿尔维斯,羊衍生物,混沌之黑魔术师 A卡组:极星兽 加尔姆,极星兽 加尔姆';

describe.skipIf(!haveCards)('a trigger of this card moved alone by an archetype’s Link Monster', () => {
  it('[CMP-MOVED-ALONE] 极星灵 阿尔维斯’s first effect is a trigger (it was read as a continuous effect)', () => {
    expect(effectKinds('极星灵 阿尔维斯')[0]).toMatch(/^1:trigger\//);
  });
  it('[WIN-MOVED-ALONE] 极星天 古尔薇格① banishing 阿尔维斯 alone: its ① is offered (the 极星 monster the same effect summons after is no card moved away)', () => {
    expect(offered(`{${FIELD}} C1 A:极星天 古尔薇格①[除外 极星灵 阿尔维斯][特殊召唤 极星兽 加尔姆]`)).toContain('极星灵 阿尔维斯');
  });
  it('[WIN-MOVED-ALONE] the other side: banished together with a Token, or with 混沌之黑魔术师, it is not offered', () => {
    expect(offered(`{${FIELD}} C1 A:极星天 古尔薇格①[除外 极星灵 阿尔维斯,羊衍生物][特殊召唤 极星兽 加尔姆,极星兽 加尔姆]`)).not.toContain('极星灵 阿尔维斯');
    expect(offered(`{${FIELD}} C1 A:极星天 古尔薇格①[除外 极星灵 阿尔维斯,混沌之黑魔术师][特殊召唤 极星兽 加尔姆,极星兽 加尔姆]`)).not.toContain('极星灵 阿尔维斯');
  });
  it('[WIN-MOVED-ALONE] banished alone by the effect of a monster that is no 「极星」 Link Monster (A’s 邪帝 盖乌斯 on B’s 阿尔维斯): not offered', () => {
    const a = ask('{回合:A 阶段:主要1 A场:邪帝 盖乌斯(上级召唤) B场:极星灵 阿尔维斯} C1 A:邪帝 盖乌斯①→极星灵 阿尔维斯');
    expect(a.events.some((e) => e.type === 'banished' && e.cards.some((c) => c.name === '极星灵 阿尔维斯'))).toBe(true);
    expect(a.window.triggers.map((x) => x.card.name)).not.toContain('极星灵 阿尔维斯');
  });
});

describe.skipIf(!haveCards)('a card’s own 「特殊召唤的…从场上离开的场合回到卡组最下面」', () => {
  it('[CH-LEAVES-REPLACEMENT-SPECIAL] a Special Summoned 终焉龙 混沌帝 banished by 极星天 古尔薇格① goes to the Deck instead — and 阿尔维斯, banished with it, is not offered', () => {
    const a = ask('{回合:A 阶段:主要1 A场:极星天 古尔薇格(连接召唤),极星灵 阿尔维斯,终焉龙 混沌帝(特殊召唤) A卡组:极星兽 加尔姆} C1 A:极星天 古尔薇格①[除外 极星灵 阿尔维斯,终焉龙 混沌帝][特殊召唤 极星兽 加尔姆]');
    expect(a.events.filter((e) => e.type === 'returned-to-deck').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['终焉龙 混沌帝']);
    expect(a.window.triggers.map((x) => x.card.name)).not.toContain('极星灵 阿尔维斯');
  });
  it('[CH-LEAVES-REPLACEMENT-SPECIAL] destroyed by 黑洞 it goes to the Deck too — also with no state stated, as a monster that cannot be Normal Summoned stands on the field only Special Summoned (one stated Normal Summoned is the other side: test/engine/leaves-special-summoned.test.ts)', () => {
    const special = ask('{回合:A 阶段:主要1 A场:终焉龙 混沌帝(特殊召唤)} C1 A:黑洞');
    expect(special.events.filter((e) => e.type === 'returned-to-deck').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['终焉龙 混沌帝']);
    const plain = ask('{回合:A 阶段:主要1 A场:终焉龙 混沌帝} C1 A:黑洞');
    expect(plain.events.filter((e) => e.type === 'returned-to-deck').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['终焉龙 混沌帝']);
  });
});

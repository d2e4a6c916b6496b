// CH-PICK-LISTED-EMPTY: a step picking cards of a description from places the situation lists in full (the Deck, the GY, …)
// picks nothing when none there fits — it is not done (no unnamed card is assumed), the steps before it stand, and a 「那之后」
// step after it is not done either (rules reference docs/c03/特定效果的处理方法.rst:139–154). A place not listed is not judged.
// The spells here are test fixtures written as text, read by the compiler; 增援 is in the card database.
import { describe, expect, it } from 'vitest';
import { judgeWith, linkOf, summary } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, haveCards } from '../cards/data.js';

const addThen = textCard({ id: 998400901, name: '测试检索后丢弃', type: 'spell', text: '①：从自己卡组把1只「青眼」怪兽加入手卡。那之后，选自己1张手卡丢弃。' });
const twoAdds = textCard({ id: 998400902, name: '测试两次检索', type: 'spell', text: '①：从自己卡组把1只龙族怪兽加入手卡，再从自己卡组把1只魔法师族怪兽加入手卡。' });
const fixtures = [addThen, twoAdds];
const moves = (input: string, type: string) => judgeWith(input, fixtures).events.filter((e) => e.type === type && e.link === 1);
const names = (input: string, type: string) => moves(input, type).flatMap((e) => e.cards.map((r) => judgeWith(input, fixtures).board?.cards?.[r]?.card.name ?? r));

describe.skipIf(!haveCards)('CH-PICK-LISTED-EMPTY', () => {
  it('[CH-PICK-LISTED-EMPTY] 增援 with no Level 4 or lower Warrior in the listed Deck adds nothing; with one it adds it; a Deck not listed is assumed to hold one (an unnamed add)', () => {
    const none = '{回合:A 阶段:主要1 A卡组:三眼怪,青眼白龙} C1 A:增援';
    expect(summary(judgeWith(none, fixtures))).toEqual(['C1:legal:resolved']);
    expect(linkOf(judgeWith(none, fixtures), 1).rules).toContain('CH-PICK-LISTED-EMPTY');
    expect(moves(none, 'added-to-hand')).toEqual([]);
    const one = '{回合:A 阶段:主要1 A卡组:三眼怪,元素英雄 天空侠} C1 A:增援';
    expect(moves(one, 'added-to-hand').length).toBe(1);
    expect(linkOf(judgeWith(one, fixtures), 1).rules).not.toContain('CH-PICK-LISTED-EMPTY');
    const unlisted = '{回合:A 阶段:主要1} C1 A:增援';
    expect(moves(unlisted, 'added-to-hand').length).toBe(1);
    expect(linkOf(judgeWith(unlisted, fixtures), 1).rules).not.toContain('CH-PICK-LISTED-EMPTY');
  });
  it('[CH-PICK-LISTED-EMPTY] a 「那之后」 step after an add with nothing to add is not done; a 「再」 add after one that found a card is judged on its own', () => {
    const none = '{回合:A 阶段:主要1 A手:三眼怪 A卡组:三眼怪} C1 A:测试检索后丢弃';
    expect(moves(none, 'added-to-hand')).toEqual([]);
    expect(moves(none, 'discarded')).toEqual([]);
    const first = '{回合:A 阶段:主要1 A卡组:青眼白龙,三眼怪} C1 A:测试两次检索';
    expect(moves(first, 'added-to-hand').length).toBe(1);
    expect(linkOf(judgeWith(first, fixtures), 1).rules).toContain('CH-PICK-LISTED-EMPTY');
  });
});

// The same rule for a Special Summon pick, and the hand as a listed place: 电子革命系统 (「从自己的手卡·墓地选1只「电子龙」特殊召唤」,
// in the card database) whose only 电子龙 is banished in the chain by 墓穴的指名者.
const summonFromDeck = textCard({ id: 998400903, name: '测试从卡组特召', type: 'spell', text: '①：从自己卡组把1只龙族怪兽特殊召唤。' });
const summonedOf = (a: { events: { type: string; link: number | null; cards: { name: string }[] }[] }) => a.events.filter((e) => e.type === 'special-summoned' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));
const summoned = (input: string) => summonedOf(askCdb(input));
describe.skipIf(!haveCards)('CH-PICK-LISTED-EMPTY (Special Summon)', () => {
  it('[CH-PICK-LISTED-EMPTY] 电子革命系统 whose only 电子龙 in the listed hand and GY was banished in the chain summons nothing — no unnamed monster — and says why', () => {
    const gone = '{回合:A 阶段:主要1 A手:青眼白龙 A墓:电子龙} C1 A:电子革命系统 C2 B:墓穴的指名者→电子龙';
    const a = askCdb(gone);
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-PICK-LISTED-EMPTY');
    expect(summoned(gone)).toEqual([]);
    expect(linkOf(a, 1).reason).toContain('没有符合的卡');
  });
  it('[CH-PICK-LISTED-EMPTY] the other side: a 电子龙 still in the listed hand is summoned; a hand not listed may hold one (the stand-in stays, not judged)', () => {
    expect(summoned('{回合:A 阶段:主要1 A手:电子龙 A墓:电子龙} C1 A:电子革命系统 C2 B:墓穴的指名者→电子龙')).toEqual(['电子龙']);
    const unlisted = askCdb('{回合:A 阶段:主要1 A墓:电子龙} C1 A:电子革命系统 C2 B:墓穴的指名者→电子龙');
    expect(linkOf(unlisted, 1).rules).not.toContain('CH-PICK-LISTED-EMPTY');
    expect(unlisted.events.some((e) => e.type === 'special-summoned' && e.link === 1)).toBe(true);
  });
  it('[CH-PICK-LISTED-EMPTY] a summon from a listed Deck with no card that fits summons nothing; with one, that one', () => {
    expect(summonedOf(judgeWith('{回合:A 阶段:主要1 A卡组:三眼怪,黑魔术师} C1 A:测试从卡组特召', [summonFromDeck]))).toEqual([]);
    expect(summonedOf(judgeWith('{回合:A 阶段:主要1 A卡组:三眼怪,青眼白龙} C1 A:测试从卡组特召', [summonFromDeck]))).toEqual(['青眼白龙']);
  });
});

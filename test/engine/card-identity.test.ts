// Card identity (issue 16; rules reference docs/c03/里侧·一时除外.rst:10–14, docs/c03/特定效果的处理方法.rst:706–760): a card that
// moves to another place, or is turned face-down, becomes a new card (CH-CARD-IDENTITY). 「这个效果特殊召唤的怪兽」 names the cards
// an earlier step of the same resolution moved, while they are still those cards (CH-MOVED-BY-THIS) — not a choice among monsters.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { judgeWith, linkOf } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { renews } from '../../src/engine/game/identity.js';
import { engineEvent } from '../../src/engine/game/events.js';

skipMessage('the card-identity rules', CARDS_DB);

const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;

describe('[CH-CARD-IDENTITY] a card moved or turned face-down is a new card', () => {
  it('[CH-CARD-IDENTITY] a move to another place or a turn face-down makes a new card; a flip face-up, a change of position, an activation do not', () => {
    const ev = (e: Parameters<typeof engineEvent>[0]) => engineEvent(e, 0);
    expect(renews(ev({ type: 'destroyed', cards: ['x'], link: 1, from: ['monster'], to: ['gy'] }), 0)).toBe(true);
    expect(renews(ev({ type: 'banished', cards: ['x'], link: 1, from: ['gy'], to: ['banished'] }), 0)).toBe(true);
    expect(renews(ev({ type: 'position-changed', cards: ['x'], link: 1, from: ['monster'], to: ['monster'], turnedFaceDown: ['x'] }), 0)).toBe(true);
    expect(renews(ev({ type: 'position-changed', cards: ['x'], link: 1, from: ['monster'], to: ['monster'] }), 0)).toBe(false);
    expect(renews(ev({ type: 'flipped', cards: ['x'], link: 1 }), 0)).toBe(false);
    expect(renews(ev({ type: 'activated', cards: ['x'], link: 1, from: ['hand'], to: ['spell'] }), 0)).toBe(false);
  });

  it('[CH-CARD-IDENTITY] a step on 「这个效果特殊召唤的怪兽」 after a later step returned that monster to the hand is not done, and says why', () => {
    const odd = textCard({ id: 990460, name: '测试召唤后除外', type: 'spell', text: '①：从手卡把1只怪兽特殊召唤，那之后，把这个效果特殊召唤的怪兽回到手卡。这个效果特殊召唤的怪兽的攻击力变成一半。' });
    const a = judgeWith('{回合:A 阶段:主要1 A手:测试召唤后除外,青眼白龙} C1 A:测试召唤后除外 [特殊召唤 青眼白龙]', [odd]);
    expect(a.events.filter((e) => e.type === 'returned-to-hand').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
    expect(linkOf(a, 1).rules).toContain('CH-CARD-IDENTITY');
    expect(linkOf(a, 1).reason).toContain('当作另一张卡');
    expect(atk(a, '青眼白龙')).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CH-MOVED-BY-THIS] 「这个效果特殊召唤的怪兽」 is what the step before summoned', () => {
  it('[CH-MOVED-BY-THIS] 光神化 with another monster on the field: only the monster it summoned is halved', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:光神化,战神 奥利安 A场:神力女武神} C1 A:光神化 [特殊召唤 战神 奥利安]');
    expect(atk(a, '战神 奥利安')).toBe(900);
    expect(atk(a, '神力女武神')).toBeUndefined();
    expect(linkOf(a, 1).rules).toContain('CH-MOVED-BY-THIS');
  });

  it('[CH-MOVED-BY-THIS] the other side: 古代的机械苏生② raises the monster it revived, not the opponent’s monsters', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:古代的机械苏生 A墓:古代的机械巨人 B场:古代的机械飞龙} C1 A:古代的机械苏生②→古代的机械巨人');
    expect(atk(a, '古代的机械巨人')).toBe(3200);
    expect(atk(a, '古代的机械飞龙')).toBeUndefined();
  });

  it('[CH-MOVED-BY-THIS] a monster that left: nothing summoned (the target is gone), nothing raised', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:古代的机械苏生 A墓:古代的机械巨人 B手:D.D.乌鸦} C1 A:古代的机械苏生②→古代的机械巨人 C2 B:D.D.乌鸦→古代的机械巨人');
    expect(a.events.some((e) => e.type === 'special-summoned' && e.link === 1)).toBe(false);
    expect(atk(a, '古代的机械巨人')).toBeUndefined();
  });
});

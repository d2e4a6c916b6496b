// CMP-REVEALED-PICK: 「从对方卡组上面把N张卡翻开，从那之中选1张除外」 — the card banished is one of the cards turned over, from the top
// of that player's Deck: a listed Deck of one card gives that card (rules reference docs/c03/特定效果的处理方法.rst:242–244).
// The monster here is a test fixture written as text, read by the compiler.
import { describe, expect, it } from 'vitest';
import { judgeWith, summary } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { haveCards } from '../cards/data.js';

const seer = textCard({ id: 998400903, name: '测试翻开除外', type: 'monster effect', level: 4, atk: 1000, def: 1000, race: '念动力族', attribute: '地', text: '①：这张卡召唤的场合才能发动。从对方卡组上面把3张卡翻开，自己从那之中选择1张除外，剩下的卡回到卡组。' });
const fixtures = [seer];
const banished = (input: string) => judgeWith(input, fixtures).events.filter((e) => e.type === 'banished' && e.link === 1);

describe.skipIf(!haveCards)('CMP-REVEALED-PICK', () => {
  it('[CMP-REVEALED-PICK] the banish after 「从那之中选择1张」 picks one card from the top of the opponent’s Deck', () => {
    const e = seer.effects.find((x) => x.n === 1)!;
    expect(e.does.find((a) => a.do === 'banish')).toMatchObject({ what: { count: 1, filter: { place: 'deck', side: 'opponent' }, scope: 'choose' }, from: 'deck', top: true });
  });
  it('[CMP-REVEALED-PICK] with one card in the listed opponent’s Deck that card is banished; with more, an unnamed one (the player picks among them)', () => {
    const one = '{回合:A 阶段:主要1 A场:测试翻开除外 B卡组:青眼白龙} C1 A:测试翻开除外';
    expect(summary(judgeWith(one, fixtures))).toEqual(['C1:legal:resolved']);
    expect(banished(one).flatMap((e) => e.cards)).toHaveLength(1);
    const more = '{回合:A 阶段:主要1 A场:测试翻开除外 B卡组:青眼白龙,三眼怪,黑魔术师} C1 A:测试翻开除外';
    expect(banished(more)).toHaveLength(1);
    expect(banished(more)[0]!.cards).toEqual([]);
  });
});

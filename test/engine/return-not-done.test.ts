// CH-RETURN-NOT-DONE: 「回到手卡」 that sent every card to the Extra Deck, or 「回到手卡／卡组」 of Tokens only
// (they vanish), was not applied: the 「那之后」 step after it is not done (rules reference
// docs/c03/特定效果的处理方法.rst:287–306). The other side: an Extra Deck monster "returned to the Deck" did
// return (to the Extra Deck), and a main-Deck monster returned to the hand did — what follows is done.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-RETURN-NOT-DONE', CARDS_DB);

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-RETURN-NOT-DONE', () => {
  it('[CH-RETURN-NOT-DONE] a return to the hand that reached only the Extra Deck, or a return of Tokens only, stops the then-step', () => {
    const extra = askCdb('{回合:A A场:灵魂鸟神-彦孔雀 A手:阿修罗 B场:青眼究极龙} C1 A:灵魂鸟神-彦孔雀① [特殊召唤 阿修罗]');
    expect(moved(extra, 'returned-to-deck')).toEqual(['青眼究极龙']);
    expect(moved(extra, 'special-summoned')).toEqual([]);
    expect(extra.links[0]!.rules).toContain('CH-RETURN-NOT-DONE');
    const tokens = askCdb('{回合:A A场:超级量子战士 蓝光层,超级量子战士 红光层,超级量子战士 白光层 B场:幻兽机衍生物 B额外:青眼究极龙} C1 A:超级量子必杀 阿尔方球');
    expect(moved(tokens, 'special-summoned')).toEqual([]);
  });
  it('[CH-RETURN-NOT-DONE] the other side: a main-Deck monster returned to the hand, or an Extra Deck monster returned to the Deck, lets the then-step happen', () => {
    const hand = askCdb('{回合:A A场:灵魂鸟神-彦孔雀 A手:阿修罗 B场:青眼白龙} C1 A:灵魂鸟神-彦孔雀① [特殊召唤 阿修罗]');
    expect(moved(hand, 'returned-to-hand')).toEqual(['青眼白龙']);
    expect(hand.links[0]!.rules).not.toContain('CH-RETURN-NOT-DONE');
    expect(moved(hand, 'special-summoned').concat(moved(hand, 'summoned'))).toContain('阿修罗');
    const deck = askCdb('{回合:A A场:超级量子战士 蓝光层,超级量子战士 红光层,超级量子战士 白光层 B场:青眼究极龙 B额外:青眼究极龙} C1 A:超级量子必杀 阿尔方球');
    expect(moved(deck, 'returned-to-deck')).toContain('青眼究极龙');
    expect(deck.links[0]!.rules).not.toContain('CH-RETURN-NOT-DONE');
  });
});

// CMP-DICE-ON-EVENT-CARD (s54): 长世国王恶魔② 「恶魔族怪兽被送去自己墓地的场合才能发动。掷1次骰子，那之内的1只受出现的数目的效果适用。
// ●1：加入手卡。●2～5：回到卡组。●6：特殊召唤。」 — each ● is done to the Fiend monster the event sent to the GY. Before, 「那之内的1只受」 was
// unread: ●1 added 「1张卡」 to the hand, ●2～5 and ●6 moved no card at all. Cards from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));
const sent = '{回合:A 阶段:主要1 A场:长世国王恶魔} 送墓 A:恶魔召唤 (效果) C1 A:长世国王恶魔②';

describe.skipIf(!haveCards)('[CMP-DICE-ON-EVENT-CARD] a die ● done to one of the cards of its event', () => {
  it('[CMP-DICE-ON-EVENT-CARD] the compiler reads each ● of 长世国王恶魔② as acting on the event’s card in the GY, nothing left unread', () => {
    const r = cdbJudge().catalog.resolve('长世国王恶魔');
    if (!r.ok) throw new Error('长世国王恶魔');
    const bullets = r.card.effects.filter((e) => e.n === 2);
    expect(bullets.map((e) => e.does[0]?.do)).toEqual(['add-to-hand', 'return-to-deck', 'special-summon']);
    for (const e of bullets) {
      expect(e.does[0]).toMatchObject({ what: 'event-cards', from: 'gy' });
      expect(e.unknown ?? []).toEqual([]);
    }
  });
  it('[CMP-DICE-ON-EVENT-CARD] 恶魔召唤 sent to the GY: [骰子1] adds it to the hand, [骰子3] returns it to the Deck, [骰子6] Special Summons it', () => {
    expect(moved(askCdb(`${sent} [骰子1]`), 'added-to-hand')).toEqual(['恶魔召唤']);
    expect(moved(askCdb(`${sent} [骰子3]`), 'returned-to-deck')).toEqual(['恶魔召唤']);
    expect(moved(askCdb(`${sent} [骰子6]`), 'special-summoned')).toEqual(['恶魔召唤']);
  });
  it('[CMP-DICE-ON-EVENT-CARD] the other side: no event written — no card is named, and the answer says which one is not written', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:长世国王恶魔 A墓:恶魔召唤} C1 A:长世国王恶魔② [骰子3]');
    expect(moved(a, 'returned-to-deck')).toEqual([]);
    expect(a.assumptions.some((x) => x.includes('未写明是哪张'))).toBe(true);
  });
});

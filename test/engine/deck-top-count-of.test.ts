// CMP-DECK-TOP-COUNT-OF: 「把<some cards>数量的卡从(自己|对方)卡组上面送去墓地／除外」 — the words before 数量 say how many cards leave the
// top of that Deck, not which: the cards moved are the Deck's top ones (card texts: 堕天使 路西法 ③, 赞美火 ①, 鬼计骷髅, 雷电金刚).
// They were read as the moved cards' description, so the engine milled the cards on the field (路西法 sent itself to the GY).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CMP-DECK-TOP-COUNT-OF', CARDS_DB);

const moved = (input: string, type: string) => askCdb(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CMP-DECK-TOP-COUNT-OF', () => {
  it('[CMP-DECK-TOP-COUNT-OF] 堕天使 路西法 ③ mills its controller’s Deck by the count of 「堕天使」 monsters on the field — no card leaves the field', () => {
    const input = '{回合:A 阶段:主要1 A场:堕天使 路西法} C1 A:堕天使 路西法③';
    const a = askCdb(input);
    expect(moved(input, 'sent-to-gy')).not.toContain('堕天使 路西法');
    expect(a.links[0]!.reason).toContain('卡组最上面');
  });
  it('[CMP-DECK-TOP-COUNT-OF] 赞美火 ① (the other side: the opponent’s Deck) sends none of the opponent’s field cards it counts', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:赞美火 B场:效果遮蒙者} C1 A:赞美火①');
    expect(a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).not.toContain('效果遮蒙者');
    expect(a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).not.toContain('旋风');
  });

  // The other side (s48): a count written as a number is no count read from the board — 「从双方卡组上面把3张卡送去墓地」 (毒之魔妖-土蜘蛛 ③),
  // 「从对方卡组上面把3张卡送去墓地」 (暖虫) still move 3 cards from the top of each Deck named, and none from the field.
  it('[CMP-DECK-TOP-COUNT-OF] the other side: a fixed count (毒之魔妖-土蜘蛛 ③: both players’ Decks, 暖虫: the opponent’s) still moves 3 top cards of each Deck named — none of the field', () => {
    const both = askCdb('{回合:A 阶段:主要1 A场:毒之魔妖-土蜘蛛,青眼白龙 B场:黑魔术师} C1 A:毒之魔妖-土蜘蛛③');
    const mills = both.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1);
    expect(mills.map((e) => `${e.player}:${e.amount}`)).toEqual(['A:3', 'B:3']);
    expect(mills.flatMap((e) => e.cards.map((c) => c.name))).toEqual([]);
    const worm = askCdb('{回合:A 阶段:主要1 A场:暖虫 B场:黑魔术师} C1 A:暖虫');
    expect(worm.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).map((e) => `${e.player}:${e.amount}`)).toEqual(['B:3']);
  });
  it('[CH-DECK-TOP-FIXED-COUNT] the top cards milled unnamed: the answer says whose Deck and how many, and does not say a player chose them; a count read from the board (路西法 ③) says no number', () => {
    const worm = askCdb('{回合:A 阶段:主要1 A场:暖虫} C1 A:暖虫');
    expect(worm.links[0]!.reason).toContain('B的卡组最上面的3张卡被送去墓地');
    expect(worm.assumptions.join('\n')).not.toContain('由玩家选择卡片');
    expect(worm.links[0]!.rules).toContain('CH-DECK-TOP-FIXED-COUNT');
    const lucifer = askCdb('{回合:A 阶段:主要1 A场:堕天使 路西法} C1 A:堕天使 路西法③');
    expect(lucifer.links[0]!.reason).toContain('A的卡组最上面的卡被送去墓地');
    expect(lucifer.links[0]!.rules).not.toContain('CH-DECK-TOP-FIXED-COUNT');
  });
});

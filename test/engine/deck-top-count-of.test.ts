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
});

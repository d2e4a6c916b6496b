// FD-MEMORY-SELF-SET: a 1回合1次 whose effect turns its own card face-down stays spent after the card flips face-up again
// (rules reference docs/c02/基本用语.rst:46), though a card turned face-down by another effect is otherwise a new card
// (FD-MEMORY, :40–44). Cards read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link1 = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a once per turn that sets its own card', () => {
  it('[FD-MEMORY-SELF-SET] 齿轮齿轮铠甲人 (「这张卡1回合只有1次可以变成里侧守备表示」) used, turned face-down by it and flipped again: not again this turn, and the answer says why', () => {
    const l = link1('{回合:A 阶段:主要1 本回合:A:齿轮齿轮铠甲人#1 A场:齿轮齿轮铠甲人(变里侧)} C1 A:齿轮齿轮铠甲人①');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-HISTORY-USED');
    expect(l.illegalReason).toContain('再反转后也不会');
  });
  it('[FD-MEMORY-SELF-SET] the other side: a 1回合1次 that does something else (召唤兽 雷电①) is renewed once the card was turned face-down', () => {
    expect(link1('{回合:A 阶段:主要1 本回合:A:召唤兽 雷电#1 A场:召唤兽 雷电(变里侧)} C1 A:召唤兽 雷电①').legal).toBe(true);
    expect(link1('{回合:A 阶段:主要1 本回合:A:召唤兽 雷电#1 A场:召唤兽 雷电} C1 A:召唤兽 雷电①').legal).toBe(false);
  });
});

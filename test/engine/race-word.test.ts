// MATCH-RACE-WORD — a race in a card filter matches a monster of that race word for word: 「战士族」 is not 「兽战士族」, 「恐龙族」
// not 「龙族」, 「龙族」 not 「海龙族」. (The filter compared races by substring after dropping 族, so 战士抹杀 destroyed 兽战士族
// monsters and 幻创之混种恐龙's protection covered 青眼白龙.)
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('MATCH-RACE-WORD', CARDS_DB);

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('MATCH-RACE-WORD', () => {
  it('[MATCH-RACE-WORD] 战士抹杀 (read from its text: 「场上表侧表示存在的战士族怪兽全部破坏」) destroys the Warrior, not the Beast-Warrior (千年原人) beside it', () => {
    expect(destroyed('{A场:战士抹杀(盖),元素英雄 新宇侠 B场:千年原人} C1 A:战士抹杀')).toEqual(['元素英雄 新宇侠']);
  });
  it('[MATCH-RACE-WORD] 幻创之混种恐龙① applied earlier covers the Dinosaur (究极恐兽), not the Dragon (青眼白龙): 神龙骑士 闪耀 applies to the Dragon', () => {
    const board = '{回合:A 阶段:主要1 本回合:A:幻创之混种恐龙#1 A场:究极恐兽,青眼白龙 B场:神龙骑士 闪耀(素材:青眼白龙+青眼白龙)}';
    expect(askCdb(`${board} C1 B:神龙骑士 闪耀→青眼白龙`).links[0]!.outcome).toBe('resolved');
    expect(askCdb(`${board} C1 B:神龙骑士 闪耀→究极恐兽`).links[0]!.outcome).toBe('no-effect');
  });
});

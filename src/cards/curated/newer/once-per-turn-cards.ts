/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the docs/c02 examples on once-per-turn limits use
 * (基本用语: 『1回合1次』 binds the card, and a card that went face-down or left the field is a new card): restated
 * card text in the controlled card-text language (textCard: the compiler reads it like an imported card's),
 * keeping only the clauses the examples judge. Where the passcode is not known the id is a placeholder starting
 * 9967 (said in the record). Stats are given from memory; no example judges them.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const oncePerTurnNewerThanCdb: Record<number, string> = {
  996700301: '睡醒一杯！摩卡咖啡 — released after the database; placeholder id (passcode not known)',
};

export const oncePerTurnCards = [
  // ③: an End Phase trigger with no 「这个卡名的…1回合只能使用1次」 — the rules make it once a turn for this card; turned
  // face-down by it and flipped again by another effect, it is a new card and may use ③ again that End Phase
  // (基本用语.rst:68). Its ①② are left out.
  textCard({ id: 996700301, name: '睡醒一杯！摩卡咖啡', type: 'monster effect', level: 4, atk: 1500, def: 1500, race: '天使族', attribute: '光', text: '③：双方的结束阶段才能发动。这张卡变成里侧守备表示。' }),
];

/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the docs/c03 examples on protections use
 * (卡片的抗性.rst): restated card text in the controlled card-text language (textCard: the compiler reads it like an
 * imported card's), keeping only the clauses the examples judge. Where the passcode is not known the id is a
 * placeholder starting 9967 (said in the record). Stats are given from memory; no example judges them.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const resistanceNewerThanCdb: Record<number, string> = {
  996700401: '闪刀姬=零露 — released 2025; placeholder id (passcode not known)',
};

export const resistanceCards = [
  // ②: tributing itself as the cost, it leaves the field before the activation can be answered — a protection it had
  // there (闪刀机-鹰式推进器 ①) stops at once, so its activation and effect may be negated (卡片的抗性.rst:240). Restated:
  // what ② does after destroying a card (summoning 闪刀姬-零衣 and 闪刀姬-露世, the latter also newer) is left out.
  textCard({ id: 996700401, name: '闪刀姬=零露', type: 'monster effect', level: 7, atk: 2500, def: 2000, race: '战士族', attribute: '暗', text: '②：自己·对方回合，把这张卡解放，以场上1张卡为对象才能发动。那张卡破坏。' }),
];

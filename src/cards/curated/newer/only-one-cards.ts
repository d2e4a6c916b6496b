/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the docs/c03 examples on 「只能有1张/1只…存在」 use
 * (只能有○○存在.rst): restated card text in the controlled card-text language (textCard: the compiler reads it like an
 * imported card's), keeping only the clauses the examples judge. Where the passcode is not known the id is a
 * placeholder starting 9967 (said in the record). Stats are given from memory; no example judges them.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const onlyOneNewerThanCdb: Record<number, string> = {
  996700201: '铁界王战 矮人联合王 — released after the database; placeholder id (passcode not known)',
  996700202: '兽带斗神“王者”轩辕十四 — released 2023; placeholder id (passcode not known)',
};

export const onlyOneCards = [
  // Its limit counts cards (「只能有1张表侧表示存在」), so one on the field keeps a second from becoming an Equip Card
  // there too (只能有○○存在.rst:202). Its other effects are left out.
  textCard({ id: 996700201, name: '铁界王战 矮人联合王', type: 'monster effect', level: 8, atk: 3000, def: 2500, race: '战士族', attribute: '地', text: '①：「铁界王战 矮人联合王」在自己场上只能有1张表侧表示存在。' }),
  // ①: a monster of its GY becomes its Equip Card — a card on the field, so a card-counting limit forbids it while a
  // monster-counting one (「罪」怪兽…只能有1只) does not (只能有○○存在.rst:202–203). Its other effects are left out.
  textCard({ id: 996700202, name: '兽带斗神“王者”轩辕十四', type: 'monster effect', level: 8, atk: 2800, def: 2000, race: '兽战士族', attribute: '光', text: '①：1回合1次，以自己墓地1只怪兽为对象才能发动。那只怪兽当作装备卡使用给这张卡装备。' }),
];

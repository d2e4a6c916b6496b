/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c03/特定效果的处理方法.rst and
 * docs/c03/诱发类效果.rst need (issue 16), written as restated card text (textCard: the compiler reads it like an
 * imported card's). Only the clauses a ruling judges are kept; the wording is our own.
 *
 * Passcodes 99870… are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';
import type { Card } from '../../facts.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const r19newcNewerThanCdb: Record<number, string> = {
  998700001: 'S：P小夜 — released 2023 (id unknown)',
};

export const r19newcCards: Card[] = [
  textCard({
    id: 998700001,
    name: 'S：P小夜',
    type: 'monster effect link',
    en: 'S:P Little Knight',
    level: 2,
    atk: 1600,
    race: '战士族',
    attribute: '暗',
    // Its ② (two face-up monsters, one of them mine, banished until the End Phase: 「那2只」) is judged (:227).
    text: '效果怪兽2只\n这个卡名的①②的效果1回合各能使用1次。\n①：这张卡用融合·同调·超量·连接怪兽为素材作连接召唤的场合，以自己或对方的场上·墓地1张卡为对象才能发动。那张卡除外。这个回合，自己怪兽不能直接攻击。\n②：对方把效果发动时，以包含自己场上的怪兽的场上2只表侧表示怪兽为对象才能发动。那2只怪兽直到结束阶段除外。',
  }),
];

/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the "cannot be banished" examples of
 * docs/c03/卡片的抗性.rst need (:44, :57–81), written as restated card text (textCard). Only the protection the
 * rulings judge is kept, in our own words; each comment says what was left out.
 *
 * Passcodes starting 9966 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03bBanishNewerThanCdb: Record<number, string> = {
  996603301: '光道雅典娜 密涅瓦 — newer than the database; placeholder id (passcode not known)',
  996603302: '水晶机巧晶簇 — newer than the database; placeholder id (passcode not known; its card kind is not known either: written as a Continuous Spell)',
};

export const c03bBanishCards = [
  // ②: while it is face-up, its controller's 「光道」 monsters on the field (itself included) cannot be banished
  // (卡片的抗性.rst:44, :63, :71, :79). Its ①, its other effects and its stats are left out.
  textCard({
    id: 996603301,
    name: '光道雅典娜 密涅瓦',
    type: 'monster effect',
    race: '天使族',
    attribute: '光',
    text: '②：只要这张卡在怪兽区域存在，自己场上的「光道」怪兽不能除外。',
  }),
  // While it is face-up, its controller's 「水晶机巧」 cards on the field cannot be banished (卡片的抗性.rst:65–81). Its other
  // effects are left out; the card kind is a placeholder.
  textCard({
    id: 996603302,
    name: '水晶机巧晶簇',
    type: 'spell continuous',
    text: '①：只要这张卡在魔法与陷阱区域存在，自己场上的「水晶机巧」卡不能除外。',
  }),
];

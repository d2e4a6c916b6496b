/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the ATK/DEF examples of docs/c03/攻守计算.rst need
 * (:93, :178), written as restated card text or as a card with its stats only. Only what the arithmetic needs is kept,
 * in our own words; each comment says what was left out.
 *
 * Passcodes starting 9966 are placeholders: the real passcode was not at hand.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03bStatsNewerThanCdb: Record<number, string> = {
  996603401: '黄金卿 黄金国巫妖 — newer than the database; placeholder id (passcode not known)',
  996603402: '俱利伽罗天童 — newer than the database; placeholder id (passcode not known)',
};

export const c03bStatsCards = [
  // ②: from the GY it returns to the hand, and then a Zombie may be Special Summoned from the hand — which may be itself —
  // gaining 1000 ATK/DEF (攻守计算.rst:93: a raise its effect can give another monster, so it stays when negated). Its
  // cost and use limit, and its ①, are left out.
  textCard({
    id: 996603401,
    name: '黄金卿 黄金国巫妖',
    type: 'monster effect',
    level: 10,
    atk: 2500,
    def: 2800,
    race: '不死族',
    attribute: '光',
    text: '②：这张卡在墓地存在的场合才能发动。这张卡加入手卡。那之后，可以从手卡把1只不死族怪兽特殊召唤。这个效果特殊召唤的怪兽的攻击力·守备力上升1000。',
  }),
  // Its original ATK is 1500 (攻守计算.rst:178: its ① takes it to 3000 for a while). Its effects, and its other stats,
  // are not written.
  card({
    id: 996603402,
    name: '俱利伽罗天童',
    type: 'monster effect',
    atk: 1500,
  }),
];

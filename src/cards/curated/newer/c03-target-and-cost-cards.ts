/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that examples of docs/c03/特定效果的处理方法.rst need for a fixed
 * number of targets (:228) and a hand card shown as a cost (:388), written as restated card text (textCard). Only the effect
 * each ruling judges is kept, in our own words; each comment says what was left out (nothing that is not known is invented).
 *
 * Passcodes starting 9970 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03TargetAndCostNewerThanCdb: Record<number, string> = {
  997012021: '大傩主水 — newer than the database; placeholder id (passcode not known)',
  997012022: '未界域的大脚怪 — newer than the database; placeholder id (passcode not known)',
};

export const c03TargetAndCostCards = [
  // ①: two cards on the field as targets, 「那2张」 returned to the Deck — all or nothing (特定效果的处理方法.rst:228: one target
  // activated in the chain cannot be returned, so neither is). Its condition, its limits, its other effects and its stats
  // are left out (its kind of effect is taken as an ignition effect).
  textCard({
    id: 997012021,
    name: '大傩主水',
    type: 'monster effect',
    text: '①：以场上2张卡为对象才能发动。那2张回到持有者卡组。',
  }),
  // ①: shown from the hand as its cost; the opponent picks a card of that hand at random and it is discarded
  // (特定效果的处理方法.rst:388: shown only to pay the cost, it is not kept revealed). What follows the discard (a summon, a
  // draw), its ② and its stats are left out.
  textCard({
    id: 997012022,
    name: '未界域的大脚怪',
    type: 'monster effect',
    text: '①：把手卡的这张卡给对方观看才能发动。对方从自己手卡随机选1张。自己把那张卡丢弃。',
  }),
];

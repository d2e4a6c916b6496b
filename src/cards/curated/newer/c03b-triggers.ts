/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that examples of docs/c03/诱发类效果.rst need, written as
 * restated card text (textCard). Only the trigger condition the ruling judges is kept, in our own words; what the
 * effect then does is not written (no step is invented), and each comment says what was left out.
 *
 * Passcodes starting 9966 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03bTriggersNewerThanCdb: Record<number, string> = {
  996603201: '真龙魔王 卓辉星·拼图 — newer than the database; placeholder id (passcode not known)',
  996603202: '创星龙华-光巴 — newer than the database; placeholder id (passcode not known)',
};

export const c03bTriggerCards = [
  // ②: a trigger when it is destroyed by battle or by the opponent's effect (诱发类效果.rst:453: one its owner lost control
  // of, destroyed by battle on the other field, still triggers for its owner; destroyed there by an effect, for nobody).
  // What ② does, its other effects and its stats are left out.
  textCard({
    id: 996603201,
    name: '真龙魔王 卓辉星·拼图',
    type: 'monster effect',
    text: '②：这张卡被战斗或者对方的效果破坏的场合才能发动。',
  }),
  // ①: an optional trigger when a monster on the field is destroyed by an effect (诱发类效果.rst:513: met several times in
  // one chain, it is activated once). What ① does and its other effects are left out.
  textCard({
    id: 996603202,
    name: '创星龙华-光巴',
    type: 'monster effect',
    text: '①：场上的怪兽被效果破坏的场合才能发动。',
  }),
];

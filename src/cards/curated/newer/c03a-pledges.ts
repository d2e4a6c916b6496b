/**
 * Cards newer than ../shared/data/cards.cdb (March 2019): one whose summoning procedure carries a 「这个方法特殊召唤过的回合」 pledge
 * (docs/c03/誓约.rst:253) and one whose pledge is judged against earlier summons (:62–:65), as restated card text (textCard). Only what the ruling judges is kept, in our own words: the
 * procedure (simplified: its real requirement on the opponent's monsters is left out), the pledge as a note, and nothing of
 * its other effects.
 *
 * Passcodes 9965… are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03aPledgesNewerThanCdb: Record<number, string> = {
  996507001: '灾厄之星 提·丰 — released 2021; placeholder id (passcode not known)',
  996507002: '一齐蜂起 — released 2019 (after the database); placeholder id (passcode not known)',
};

export const c03aPledgesCards = [
  textCard({
    id: 996507001,
    name: '灾厄之星 提·丰',
    type: 'monster effect',
    text: '这张卡不能通常召唤，用这张卡的方法才能特殊召唤。①：这张卡可以从手卡特殊召唤。这个方法特殊召唤过的回合，自己不能把怪兽召唤·特殊召唤。',
  }),
  // A card whose pledge forbids Special Summons of monsters other than Insects the turn it is activated (誓约.rst:62–:65: the
  // monsters' Type on arrival counts). What it does is simplified to a summon of an Insect from the Deck.
  textCard({
    id: 996507002,
    name: '一齐蜂起',
    type: 'spell',
    text: '这张卡发动的回合，自己不是昆虫族怪兽不能特殊召唤。①：从卡组把1只昆虫族怪兽特殊召唤。',
  }),
];

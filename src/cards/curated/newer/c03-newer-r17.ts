/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the c03 examples of the "cards newer than the
 * database" family need (issue 16): restated card text (textCard: the compiler reads it like an imported card's),
 * keeping only the clauses the examples judge; each comment says what was left out.
 *
 * Passcodes starting 9980 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03NewerR17NewerThanCdb: Record<number, string> = {
  998000001: '北极天熊-大灰熊 — newer than the database; placeholder id (passcode not known)',
};

export const c03NewerR17Cards = [
  // ① (from the hand, answering the opponent's effect — that it targets a 北极天熊 monster of mine is left out: summon itself) and ②
  // (while another 北极天熊 monster is on my field, this card is Special Summoned: a trigger) are judged (诱发类效果.rst:407).
  // What ② then does is reduced to a draw; its stats are placeholders.
  textCard({
    id: 998000001,
    name: '北极天熊-大灰熊',
    type: 'monster effect',
    level: 7,
    atk: 2500,
    def: 1000,
    race: '兽族',
    attribute: '水',
    text: '这个卡名的①②的效果1回合各能使用1次。\n①：对方的卡的效果发动时才能发动。这张卡从手卡特殊召唤。\n②：自己场上有其他的「北极天熊」怪兽存在的状态，这张卡特殊召唤的场合才能发动。自己从卡组抽1张。',
  }),
];

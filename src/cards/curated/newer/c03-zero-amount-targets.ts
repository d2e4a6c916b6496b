/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the 「攻击力上升○○数值」 examples of
 * docs/c03/特定效果的处理方法.rst need (:531: may an effect target a monster whose value it would add is 0?), written as
 * restated card text (textCard). Only the targeted effect the ruling judges is kept, in our own words; each comment says
 * what was left out (nothing that is not known is invented).
 *
 * Passcodes starting 99681 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03ZeroAmountTargetsNewerThanCdb: Record<number, string> = {
  996810004: '拟态的食人虫 — newer than the database; placeholder id (passcode not known)',
};

export const c03ZeroAmountTargetsCards = [
  // ①: targets an opponent's monster: destroys it, and this card gains that monster's original ATK (特定效果的处理方法.rst:531:
  // the destruction comes first, so a target whose original ATK is 0 or ? is still valid; it is destroyed, no ATK is gained).
  // The step after (「那之后，可以把这张卡的种族变成破坏的怪兽的原本种族」), its timing, limits and stats are left out.
  textCard({
    id: 996810004,
    name: '拟态的食人虫',
    type: 'monster effect',
    text: '①：以对方场上1只怪兽为对象才能发动。那只怪兽破坏，这张卡的攻击力上升那只怪兽的原本攻击力数值。',
  }),
];

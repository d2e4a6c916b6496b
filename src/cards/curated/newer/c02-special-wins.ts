/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) whose special win (特殊胜利) the rulings of docs/c02/基本用语.rst
 * (:1393) and docs/c03/无效.rst (:89) judge, written as restated card text (textCard). Only the win is kept, in our own words;
 * each comment says what was left out (nothing that is not known is invented).
 *
 * Passcodes starting 9970 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02SpecialWinsNewerThanCdb: Record<number, string> = {
  997012011: '真艾克佐迪亚 — newer than the database; placeholder id (passcode not known)',
};

export const c02SpecialWinsCards = [
  // Its win, a condition checked at any time: while it is face-up in a Monster Zone and the other monsters of both fields are
  // only 「被封印」 Normal Monsters of four names, its controller's opponent wins (无效.rst:89 — also as it or the last piece is
  // Flip Summoned; 基本用语.rst:1393 — not when that opponent's LP reach 0 at the same moment: CH-LP-ZERO-FIRST). Its name
  // rule, its other effects and its stats are left out.
  textCard({
    id: 997012011,
    name: '真艾克佐迪亚',
    type: 'monster effect',
    text: '这张卡在怪兽区域表侧表示存在，双方场上的其他怪兽只有4种类的「被封印」通常怪兽的场合，对方决斗胜利。',
  }),
];

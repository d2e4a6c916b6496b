/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c03/无效.rst need (issue 16), written as
 * restated card text (textCard: the compiler reads it like an imported card's). Only the clauses a ruling judges are kept, in our
 * own words; each comment says what was left out.
 *
 * Passcodes 9928… are placeholders: the real passcode is not used here.
 */
import { textCard } from '../dsl.js';
import type { Card } from '../../facts.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const negationLateNewerThanCdb: Record<number, string> = {
  99280: '歼灭之时空螺旋 — newer than the database; placeholder id',
};

export const negationLateNewerCards: Card[] = [
  // Its first ● (无效.rst:519–521): with a 「银河」 Xyz Monster on its controller's field, it destroys every face-up card on the
  // opponent's field whose effects are negated (MATCH-EFFECTS-NEGATED). A Quick-Play Spell: the rulings chain it to a Trap, and
  // 陷阱无力化 (Traps negated) does not stop it. Its other two ● (a 「时空」 card back to the hand, a Dragon 「No.」 revived) and its
  // once-per-turn are left out.
  textCard({
    id: 99280,
    name: '歼灭之时空螺旋',
    type: 'spell quickplay',
    text: '①：自己场上有「银河」超量怪兽存在的场合才能发动。效果被无效化的对方场上的表侧表示卡全部破坏。',
  }),
];

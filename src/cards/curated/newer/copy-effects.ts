/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that examples of docs/c03/复制.rst need (issue 16),
 * as restated card text (textCard: the compiler reads it like an imported card's). Only what the rulings judge is kept,
 * in our own words; a comment says what was left out.
 *
 * Passcodes starting 996 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const copyEffectNewerThanCdb: Record<number, string> = {
  996160101: '事务回滚 — released 2023; placeholder id (passcode not known)',
};

export const copyEffectCards = [
  // A Normal Trap whose ① copies a Normal Trap in either GY (复制.rst:137, :201–:213): paying half the LP and targeting it, it
  // becomes that Trap's effect (CH-COPY-RESOLVES). Its ② (from the GY, banishing itself) and its use limit are left out, and
  // what happens to the copied card afterwards is not stated here.
  textCard({
    id: 996160101,
    name: '事务回滚',
    type: 'trap',
    text: '①：支付一半基本分，以自己或对方的墓地1张通常陷阱卡为对象才能发动。这张卡的效果变成和那张通常陷阱卡发动时的效果相同。',
  }),
];

/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c03/无效.rst on negations that apply on
 * no chain and only may apply (the reference's second kind, :412–441, :484–489) need, written as restated card text
 * (textCard). Only the effect the rulings judge is kept, in our own words; each comment says what was left out (nothing
 * that is not known is invented).
 *
 * Passcodes starting 99681 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';
import type { Card } from '../../facts.js';

/**
 * 「可以」: the compiler reads the negation on no chain (CH-NONCHAIN-NEGATE) but not that it only may apply; that is put on
 * its negation step here (CH-NONCHAIN-NEGATE-OPTIONAL).
 */
function optionalNegation(c: Card, n: number): Card {
  const step = c.effects.find((e) => e.n === n)?.does.find((a) => a.do === 'negate-effects');
  if (step) step.optional = true;
  return c;
}

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03OptionalNegationsNewerThanCdb: Record<number, string> = {
  996810009: '春化精的女神 春 — newer than the database; placeholder id (passcode not known)',
};

export const c03OptionalNegationsCards = [
  // ③: on no chain, it may negate an effect of a monster the opponent activated, and destroy that monster (无效.rst:420: the
  // second kind — it applies only to an effect not negated otherwise, and only one such negation applies). Its condition
  // (five or more EARTH monsters on my field), its once-per-turn limit, its ① and ② and its stats are left out: the
  // examples state that condition as met.
  optionalNegation(
    textCard({
      id: 996810009,
      name: '春化精的女神 春',
      type: 'monster effect',
      text: '③：对方发动的怪兽的效果无效并破坏。',
    }),
    3,
  ),
];

/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c02/基本用语.rst (:296) and
 * docs/c03/无效.rst (:571) on an effect rewritten into one that targets nothing (CH-REWRITE) need, written as restated card
 * text (textCard). Only the protection the rulings judge is kept, in our own words; each comment says what was left out
 * (nothing that is not known is invented).
 *
 * Passcodes starting 9970 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03RewriteTargetsNewerThanCdb: Record<number, string> = {
  997012031: '闭锁世界的冥神 — newer than the database; placeholder id (passcode not known)',
};

export const c03RewriteTargetsCards = [
  // ①: unaffected by the opponent's activated effects that do not target it (基本用语.rst:286, :296; 无效.rst:571: an effect
  // that targeted it, rewritten into one that only chooses, no longer does, and leaves it where it is). Its Link materials,
  // its other effects and its stats are left out.
  textCard({
    id: 997012031,
    name: '闭锁世界的冥神',
    type: 'monster effect link',
    text: '①：这张卡不受不以这张卡为对象的对方发动的效果影响。',
  }),
];

/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c03/无效.rst on a monster whose summon
 * is being negated need (:44, :45: it may still be used as material in the chain), written as restated card text (textCard).
 * Only the effect the ruling judges is kept, in our own words; each comment says what was left out (nothing that is not
 * known is invented).
 *
 * Passcodes starting 99681 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03SummonInProgressNewerThanCdb: Record<number, string> = {
  996810007: '黑魔术的秘仪 (黑魔术之秘仪) — newer than the database; placeholder id (passcode not known)',
  996810008: '同调传送 (同步传送) — newer than the database; placeholder id (passcode not known)',
};

export const c03SummonInProgressCards = [
  // A Quick-Play Spell: a Fusion Summon using materials from my hand or field that include 「黑魔术师」 or 「黑魔术少女」
  // (无效.rst:44: in answer to the negation of a Flip Summon it may use the monster being Flip Summoned). Its other choice,
  // a Ritual Summon of a Spellcaster tributing such a monster, and its limits are left out.
  textCard({
    id: 996810007,
    name: '黑魔术的秘仪',
    type: 'spell quickplay',
    text: '①：从自己的手卡·场上把融合怪兽卡决定的包含「黑魔术师」或者「黑魔术少女」的融合素材怪兽送去墓地，把那1只融合怪兽从额外卡组融合召唤。',
  }),
  // A Quick-Play Spell: a Synchro Summon using monsters on my field as material (written in the words the compiler reads for
  // a Fusion Summon's materials and summon) (无效.rst:45: in answer to the negation of a
  // Flip Summon it may use the monster being Flip Summoned). Any further condition or limit of the real card is left out.
  textCard({
    id: 996810008,
    name: '同调传送',
    type: 'spell quickplay',
    text: '①：从自己场上把同调怪兽卡决定的同调素材怪兽送去墓地，把那1只同调怪兽从额外卡组同调召唤。',
  }),
];

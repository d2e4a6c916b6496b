/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that examples of docs/c03/无效.rst need (issue 16)
 * as facts: only the shape the rulings judge is kept, in our own words; a comment says what was left out
 * (nothing that is not known is invented).
 *
 * Passcodes starting 993 are placeholders: the real passcode was not at hand.
 */
import { plainActivation } from '../seed/common.js';
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03NegationNewerThanCdb: Record<number, string> = {
  993160501: '天地再世 — newer than the database; placeholder id (passcode not known)',
  993160502: '冰水咒缚 — newer than the database; placeholder id (passcode not known)',
};

export const c03NegationCards = [
  // A Continuous Trap whose ② is activated in the opponent's turn by sending the face-up card from the field to the GY
  // as its cost (无效.rst:231–232: a Trap effect, so 王宫的通告 would reach it while it applies). Only that shape is
  // written: what ② does is not known here and is not invented (the text stops at its cost; /card shows no action); its ①
  // is left out.
  textCard({
    id: 993160501,
    name: '天地再世',
    type: 'trap continuous',
    text: '②：对方回合，把场上的这张卡送去墓地才能发动。',
  }),
  // ①: while it is face-up, the opponent's monsters that were summoned this turn cannot activate their effects
  // (里侧·一时除外.rst:154: one summoned this turn, set and flipped, still remembers being summoned this turn).
  // Facts, not text: the compiler does not read a continuous 「…的怪兽不能把效果发动」 on a described monster. Its
  // condition on its own monsters and its other effects are left out.
  card({
    id: 993160502,
    name: '冰水咒缚',
    type: 'trap continuous',
    effects: [
      plainActivation(),
      {
        n: 1,
        kind: 'continuous',
        does: [{ do: 'other', player: 'opponent', forbidsActivation: { cardKind: 'monster', card: { summonedThisTurn: ['normal', 'flip', 'special'] } }, note: 'monsters summoned this turn cannot activate their effects' }],
        summary: {
          zh: '只要这张卡在魔法与陷阱区域表侧表示存在，召唤·特殊召唤的回合的对方怪兽不能把效果发动。',
          en: 'While this card is face-up in the Spell & Trap Zone, your opponent cannot activate the effects of monsters summoned this turn.',
        },
      },
    ],
  }),
];

/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the effect-rewriting (效果改写) examples of
 * docs/c03/无效.rst need (:556, :578, :597), written as restated card text (textCard). Only the effect the rulings judge
 * is kept, in our own words; each comment says what was left out (nothing that is not known is invented).
 *
 * Passcodes starting 99681 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03EffectRewritesNewerThanCdb: Record<number, string> = {
  996810003: '王战的支配 — newer than the database; placeholder id (passcode not known; its card kind is not known either: written as a Normal Trap)',
  996810005: '神之进化 — newer than the database; placeholder id (passcode not known)',
};

export const c03EffectRewritesCards = [
  // ①: when the opponent activates a Spell/Trap card, that effect becomes 「each player draws 1 card」 (无效.rst:556: it has no
  // search of its own, so 灰流丽 cannot answer it; :578: a Continuous Trap rewritten so resolves only the draw and then goes to
  // the GY like a Normal Trap). Its cost or condition, limits and other effects are not known here and are left out.
  textCard({
    id: 996810003,
    name: '王战的支配',
    type: 'trap normal',
    text: '①：对方把魔法·陷阱卡发动时才能发动。那个效果变成「双方玩家各自从卡组抽1张」。',
  }),
  // A Normal Spell whose activation and effects cannot be negated (无效.rst:597: the clause is about this card, so it still
  // holds for its effect once rewritten by 暗之取引). Its target is narrower on the real card (a 「神」 monster) and it does
  // more to it: here only a face-up monster of mine gaining 1000 ATK/DEF is written — the ruling does not look at either.
  textCard({
    id: 996810005,
    name: '神之进化',
    type: 'spell normal',
    text: '①：以自己场上1只表侧表示怪兽为对象才能发动。那只怪兽的攻击力·守备力上升1000。这张卡的发动和效果不会被无效化。',
  }),
];

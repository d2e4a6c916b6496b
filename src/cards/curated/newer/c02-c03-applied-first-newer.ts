/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that examples of docs/c02/怪兽的效果分类.rst and
 * docs/c03/卡片的抗性.rst need (issue 16), written as restated card text (textCard) so the compiler reads them. Only what the
 * rulings judge is kept, in our own words; each comment says what was left out (nothing that is not known is invented).
 *
 * Passcodes starting 9989 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02c03AppliedFirstNewerThanCdb: Record<number, string> = {
  99890: '合体魔龙 蒂迈欧 — newer than the database; placeholder id',
  99891: '蒂迈欧之眼光 — newer than the database; placeholder id',
};

export const c02c03AppliedFirstNewerCards = [
  // A Level 10 LIGHT Dragon Fusion Monster, 2800/1800. ①: as it is Special Summoned it becomes unaffected by the other cards'
  // effects until the end of its controller's next turn (the compiler reads it as a standing 「不受其他卡的效果影响」: both
  // examples that use it have it Special Summoned within that time). Its Fusion Materials (「黑魔术师」 or 「黑魔术少女」
  // and a Dragon or Spellcaster) and its ② (an ATK raise at damage calculation by the Spells in both GYs and banished) and
  // ③ (a destroy of a Spell/Trap in the opponent's turn) are left out.
  textCard({
    id: 99890,
    name: '合体魔龙 蒂迈欧',
    type: 'monster effect fusion',
    level: 10,
    atk: 2800,
    def: 1800,
    race: '龙族',
    attribute: '光',
    text: '①：这张卡特殊召唤的场合适用。直到下次的自己回合结束时，这张卡不受其他卡的效果影响。',
  }),
  // A Normal Spell, once per turn by card name. ①: target one 「黑魔术师」 or 「黑魔术少女」 on its controller's field or in the GY,
  // shuffle just it into the Deck as the material and Fusion Summon a Fusion Monster that names it as material; the monster it
  // summoned is banished in the End Phase of the next turn (卡片的抗性.rst:162). The 「当作「蒂迈欧之眼」的效果」 clause is left out.
  textCard({
    id: 99891,
    name: '蒂迈欧之眼光',
    type: 'spell',
    text: '这个卡名的卡在1回合只能发动1张。\n①：以自己的场上·墓地1只「黑魔术师」或「黑魔术少女」为对象才能发动。只用那1只怪兽作为融合素材回到卡组，把有那个卡名作为融合素材记述的1只融合怪兽融合召唤。这个效果特殊召唤的怪兽在下个回合的结束阶段除外。',
  }),
];

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
  99892: '赎罪神女 — newer than the database; placeholder id',
  99893: '书灵师·炽火燃点侠 — newer than the database; placeholder id',
  99894: '超升阶魔法-究极之力 — newer than the database; placeholder id',
  99895: '跨界交融 — newer than the database; placeholder id',
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
  // A Fusion Monster (its materials — 「蓟花之妖魔」 and a Fusion or Synchro Monster — its other way out of the Extra Deck, its
  // Level, Type, Attribute and ATK/DEF are left out: not at hand, and no example here reads them). ①: on the field it cannot be
  // destroyed by effects. ②: each time the opponent activates a Spell's, Trap's or monster's effect, every monster on the
  // opponent's field loses 500 ATK (怪兽的效果分类.rst:291). Its ③ (the opponent cannot activate the effects of 0-ATK monsters) is
  // left out.
  textCard({
    id: 99892,
    name: '赎罪神女',
    type: 'monster effect fusion',
    text: '①：场上的这张卡不会被效果破坏。\n②：每次对方把魔法·陷阱·怪兽的效果发动，对方场上的全部怪兽的攻击力下降500。',
  }),
  // A 「书灵师」 Ritual Monster. ①: Ritual Summoned using monsters on the field, it cannot be destroyed or banished by card effects.
  // ②: while its ATK is under 3000 and it is in the Monster Zone, each time the opponent activates a card's effect its ATK and
  // DEF rise by 200 (攻守计算.rst:256). Its Level, Type, Attribute and ATK/DEF are not at hand and not written (the example's
  // situation states its values); its Ritual Spell line (「「书灵师」卡降临」) and a search from the hand are left out.
  textCard({
    id: 99893,
    name: '书灵师·炽火燃点侠',
    type: 'monster effect ritual',
    text: '①：使用场上的怪兽作仪式召唤的这张卡不会被效果破坏，不能用效果除外。\n②：只要攻击力未满3000的这张卡在怪兽区域存在，每次对方把卡的效果发动，这张卡的攻击力·守备力上升200。',
  }),
  // A Normal Spell. ②: the 「No.99」 Xyz Monster that has this card as Xyz Material gains a ●: when the opponent activates a
  // monster's effect in the Battle Phase it activates (mandatory, once in a chain): detach all its materials and destroy every
  // monster on the opponent's field (战斗阶段流程.rst:820). Its ① (a Rank-Up Xyz Summon of a Rank 10 or higher 「No.」 monster
  // on a LIGHT Rank 9 or lower 「霍普」 Xyz Monster, this card attached as its material) is left out.
  textCard({
    id: 99894,
    name: '超升阶魔法-究极之力',
    type: 'spell',
    text: '②：有这张卡在作为超量素材中的「No.99」超量怪兽得到以下效果。\n●对方在战斗阶段把怪兽的效果发动时发动（同一连锁上最多1次）。这张卡的超量素材全部取除，对方场上的怪兽全部破坏。',
  }),
  // A Normal Spell, one activated per turn by card name. ①: target a face-up monster on the opponent's field and a Warrior on its
  // controller's field: the opponent's monster is equipped to that Warrior as an Equip Card, and until the end of the turn the
  // battle damage that Warrior deals to the opponent becomes 0; when the equipped monster would be destroyed by battle or an
  // effect, the monster card this card equipped is destroyed instead (卡片的抗性.rst:372).
  textCard({
    id: 99895,
    name: '跨界交融',
    type: 'spell',
    text: '这个卡名的卡在1回合只能发动1张。\n①：以对方场上1只表侧表示怪兽和自己场上1只战士族怪兽为对象才能发动。那只对方的表侧表示怪兽当作装备卡使用给那只自己怪兽装备，直到回合结束时那只自己怪兽的战斗发生的对对方的战斗伤害变成0。装备怪兽被战斗·效果破坏的场合，作为代替把用这张卡的效果来装备的怪兽破坏。',
  }),
];

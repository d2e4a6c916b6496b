/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the card-only examples of docs/c03/诱发类效果.rst,
 * docs/c03/卡片的抗性.rst and docs/c02/进入连锁·不入连锁的特殊召唤.rst need (issue 16), written as restated card text
 * (textCard) or plain facts (card) where only the card's stats matter. Only what the rulings judge is kept, in our own
 * words; each comment says what was left out (nothing that is not known is invented).
 *
 * Passcodes starting 9994 are placeholders: the real passcode was not at hand.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03ResistanceNewerThanCdb: Record<number, string> = {
  99940: '俱舍怒威族的准备 — newer than the database; placeholder id',
  99941: '俱舍怒威族·食人魔 — newer than the database; placeholder id',
  99942: '霸王门之魔术师 — newer than the database; placeholder id',
  99943: '护宝炮妖船长 尾宿五 — newer than the database; placeholder id',
  99944: '护宝炮妖欢乐制造机 — newer than the database; placeholder id',
};

export const c03ResistanceNewerCards = [
  // ②: once face-up in the Spell & Trap Zone already, when the opponent activates a Trap's effect, while a 「俱舍怒威族」
  // monster is on its controller's field: look at the opponent's hand and banish one of it face-down (诱发类效果.rst:390).
  // Its ① (a summon of a 「俱舍怒威族」 monster from the hand or banishment) and its once-per-turn limits are left out.
  textCard({
    id: 99940,
    name: '俱舍怒威族的准备',
    type: 'trap continuous',
    text: '②：这张卡已在魔法与陷阱区域存在的状态，对方把陷阱卡的效果发动的场合，自己场上有「俱舍怒威族」怪兽存在的场合才能发动。对方手卡确认，选其中1张里侧表示除外。',
  }),
  // A Level 7 WATER Psychic 「俱舍怒威族」 monster, 2800/1000: only there to be the 「俱舍怒威族」 monster on the field. Its
  // effects (a summon from the hand on an empty field, a Trap search, a face-down banish from the opponent's Deck top) are
  // left out.
  card({
    id: 99941,
    name: '俱舍怒威族·食人魔',
    type: 'monster effect',
    level: 7,
    atk: 2800,
    def: 1000,
    race: '念动力族',
    attribute: '水',
  }),
  // Pendulum ①: while it is in its controller's Pendulum Zone, the opponent's effects cannot banish the 「霸王龙 扎克」 on its
  // controller's field (卡片的抗性.rst:62). A Level 7 LIGHT Spellcaster, 2500/2000, scales 1; its Pendulum ② (destroying
  // itself to place another 「霸王门」 Pendulum monster) and its monster effects (a summon from the hand, a search) are left out.
  textCard({
    id: 99942,
    name: '霸王门之魔术师',
    type: 'monster effect pendulum',
    level: 7,
    atk: 2500,
    def: 2000,
    race: '魔法师族',
    attribute: '光',
    text: '←1 【灵摆】 1→\n①：自己场上的「霸王龙 扎克」不能用对方的效果除外。',
  }),
  // ③: a 「护宝炮妖」 Xyz Monster with this card as material gains 「●这张卡的攻击力上升500」 (卡片的抗性.rst:263: a granted effect is the
  // Xyz Monster's own, so being unaffected by other cards does not stop it). Its ① (attaching itself to a 「护宝炮妖」 Xyz Monster)
  // and ② (a destroy in the opponent's turn) are left out; its level and stats are not known and not written.
  textCard({
    id: 99943,
    name: '护宝炮妖船长 尾宿五',
    type: 'monster effect',
    text: '③：持有这张卡作为素材中的「护宝炮妖」超量怪兽得到以下效果。\n●这张卡的攻击力上升500。',
  }),
  // A Rank 4 FIRE Machine 「护宝炮妖」 Xyz Monster, 1100/2000: only there to hold 护宝炮妖船长 尾宿五 as material. Its effects (a send to
  // the GY when Special Summoned from the Extra Deck, a banish of itself until the End Phase) are left out.
  card({
    id: 99944,
    name: '护宝炮妖欢乐制造机',
    type: 'monster effect xyz',
    level: 4,
    atk: 1100,
    def: 2000,
    race: '机械族',
    attribute: '炎',
  }),
];

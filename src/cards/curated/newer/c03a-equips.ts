/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) about equip cards (docs/c03/装备卡.rst:144, :150), as restated card text (textCard). Only the clause the ruling judges is kept, in our own words; its
 * stats, its ATK change and its use limit are left out.
 *
 * Passcodes 9965… are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03aEquipsNewerThanCdb: Record<number, string> = {
  996506001: '同盟运输车 — released 2021; placeholder id (passcode not known)',
  996506002: '神威凤凰剑圣 基亚·弗里德 — released 2023; placeholder id (passcode not known)',
};

export const c03aEquipsCards = [
  // Its ① equips a monster from the hand or Deck to one of its controller's monsters (itself or another): an effect able to
  // equip other monsters, so the equip card stays when it is negated afterwards (装备卡.rst:150).
  textCard({
    id: 996506001,
    name: '同盟运输车',
    type: 'monster effect',
    text: '①：以自己场上1只表侧表示怪兽为对象才能发动。从手卡·卡组选1只和那只怪兽种族或属性相同的怪兽当作装备卡使用给作为对象的怪兽装备。',
  }),
  // Its ① banishes an equip card its controller controls as its cost and Special Summons it from the hand (装备卡.rst:144: a
  // face-down equip card held by 纳祭之魔 may be that cost). Where else it may be summoned from, its stats and its other
  // effects are left out.
  textCard({
    id: 996506002,
    name: '神威凤凰剑圣 基亚·弗里德',
    type: 'monster effect',
    // ③ (added for 战斗阶段流程.rst:812, :855): it answers a monster effect's activation by sending a face-up equip card of its
    // controller's field to the GY as the cost — the equip card of a monster destroyed by battle may be that cost.
    text: '①：把自己场上1张装备卡除外才能发动。这张卡从手卡特殊召唤。\n③：怪兽的效果发动时，把自己场上1张表侧表示的装备卡送去墓地才能发动。那个发动无效并破坏。',
  }),
];

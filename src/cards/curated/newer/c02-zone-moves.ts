/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the docs/c02 examples on cards moving between the
 * Monster Zone and the Spell & Trap Zone use (基本用语: 『这张卡』『那张卡』, targets that moved, control changes):
 * restated card text in the controlled card-text language (textCard: the compiler reads it like an imported card's),
 * keeping only the clauses the examples judge; a clause an example does not look at is left out or restated plainly
 * (said at the card). Where the passcode is not known the id is a placeholder starting 9964 (said in the record).
 * Stats are not judged by these examples and are given from memory.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02ZoneMoveNewerThanCdb: Record<number, string> = {
  996402201: '法典之守护者 艾华斯 (Aiwass, the Magistus Spell Spirit) — released 2021; placeholder id (passcode not known)',
  996402202: '原始生命态衍生物 (Primal Being Token, of 原始生命态 尼比鲁) — released 2019 after the database; placeholder id (passcode not known)',
  996402203: '勇者衍生物 (Brave Token) — released 2021; placeholder id (passcode not known)',
  996402204: '重骑士 普莉梅拉 — released 2023; placeholder id (passcode not known)',
};

export const c02ZoneMoveCards = [
  // ① equips itself (from the Monster Zone to the Spell & Trap Zone: no longer the card a chain link targeted,
  // 基本用语.rst:32) to a monster whose control it then takes — so not one whose control cannot change (:773).
  // Its other effects are left out.
  textCard({ id: 996402201, name: '法典之守护者 艾华斯', type: 'monster effect', level: 4, atk: 1000, def: 1800, race: '魔法师族', attribute: '光', en: 'Aiwass, the Magistus Spell Spirit', text: '①：1回合1次，自己·对方的主要阶段，以这张卡以外的场上1只效果怪兽为对象才能发动。自己的手卡·场上的这张卡当作装备卡使用给那只怪兽装备。\n②：这张卡的效果让这张卡装备中的场合，自己得到装备怪兽的控制权。' }),
  // Tokens an Equip Card may be made of (纳祭之魔·阿尼玛 ①, 基本用语.rst:1035): what counts is the original ATK their card
  // prints — 「?」 (0) for the one whose stats an effect sets, 2000 for the other — not what they had on the field.
  card({ id: 996402202, name: '原始生命态衍生物', type: 'monster normal token', level: 11, atk: -2, def: -2, race: '岩石族', attribute: '光', en: 'Primal Being Token' }),
  card({ id: 996402203, name: '勇者衍生物', type: 'monster normal token', level: 4, atk: 2000, def: 2000, race: '天使族', attribute: '光', en: 'Brave Token' }),
  // ③: treated as a Continuous Trap in the Spell & Trap Zone, it Special Summons itself — moved to the Monster Zone it is no
  // longer the card a chain link targeted (基本用语.rst:33, :267). Its other effects are left out.
  textCard({ id: 996402204, name: '重骑士 普莉梅拉', type: 'monster effect', level: 4, atk: 1800, def: 1200, race: '战士族', attribute: '地', text: '③：这张卡当作永续陷阱卡使用的场合，自己·对方的主要阶段才能发动。这张卡特殊召唤。' }),
];

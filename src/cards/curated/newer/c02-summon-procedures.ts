/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the docs/c02 examples on summoning procedures,
 * costs and the normal draw use (基本用语, 进入连锁·不入连锁的特殊召唤): restated card text in the controlled
 * card-text language (textCard: the compiler reads it like an imported card's), keeping only the clauses the
 * examples judge; a clause an example does not look at is left out or restated plainly (said at the card). Where
 * the passcode is not known the id is a placeholder starting 9964 (said in the record). Stats are not judged by
 * these examples and are given from memory.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02SummonProcedureNewerThanCdb: Record<number, string> = {
  996402001: '合体魔神 门之守护神 — released 2023; placeholder id (passcode not known)',
  996402002: '星云龙 尼布拉龙 (Nebula Dragon) — released 2019 after the database; placeholder id (passcode not known)',
  996402003: '黄金乡的七摩天 — newer than the database; placeholder id (passcode not known)',
  996402004: '真红眼不死龙皇 (Red-Eyes Zombie Dragon Lord) — released 2021; placeholder id (passcode not known)',
  996402005: '传说的剑斗士 混沌战士 — newer than the database; placeholder id (passcode not known)',
};

export const c02SummonProcedureCards = [
  // Its procedure banishes the three named cards, face-down ones too (the text does not ask for face-up):
  // 基本用语.rst:167. Its other effects are left out.
  textCard({ id: 996402001, name: '合体魔神 门之守护神', type: 'monster effect fusion', level: 11, atk: 3750, def: 3400, race: '战士族', attribute: '暗', text: '「雷魔神-桑迦」＋「风魔神-修迦」＋「水魔神-斯迦」\n把自己的手卡·场上的上记卡除外的场合才能从额外卡组特殊召唤（不需要「融合」）。' }),
  // ① summons itself and another monster of the hand together: with room for one only, neither is summoned
  // (进入连锁·不入连锁的特殊召唤.rst:133). Its reveal cost, the Defence Position and what it forbids afterwards are left out.
  textCard({ id: 996402002, name: '星云龙 尼布拉龙', type: 'monster effect', level: 8, atk: 2500, def: 2000, race: '龙族', attribute: '光', en: 'Nebula Dragon', text: '①：自己主要阶段才能发动。手卡1只8星龙族怪兽和手卡的这张卡特殊召唤。' }),
  // ② answers a level 5+ Zombie Special Summoned by a card effect (基本用语.rst:152–153; 进入连锁·不入连锁的特殊召唤.rst:80–81).
  // What ② does is restated plainly; its other effects are left out.
  textCard({ id: 996402003, name: '黄金乡的七摩天', type: 'trap continuous', text: '②：1回合1次，卡的效果让自己场上有5星以上的不死族怪兽特殊召唤的场合才能发动。自己从卡组抽1张。' }),
  // ②: its cost banishes 「自己场上1只不死族怪兽」, a named kind, so only a face-up one (基本用语.rst:168). What ②
  // does is restated plainly; its other effects are left out.
  textCard({ id: 996402004, name: '真红眼不死龙皇', type: 'monster effect', level: 10, atk: 3000, def: 2400, race: '不死族', attribute: '暗', en: 'Red-Eyes Zombie Dragon Lord', text: '②：1回合1次，把自己场上1只不死族怪兽除外才能发动。自己从卡组抽1张。' }),
  // ① replaces the normal draw as part of what it does, so negated the draw is made (基本用语.rst:1326, CH-NORMAL-DRAW).
  textCard({ id: 996402005, name: '传说的剑斗士 混沌战士', type: 'monster effect', level: 8, atk: 3000, def: 2500, race: '战士族', attribute: '地', text: '①：自己抽卡阶段的抽卡前，把手卡的这张卡给对方观看才能发动。作为这个回合进行通常抽卡的代替，从卡组把1张仪式魔法卡加入手卡。' }),
];

/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the docs/c02–c03 examples on what a player may
 * still activate use (卡片·效果的发动: locks an effect leaves for the turn; 誓约 and 怪兽的效果分类: a pledge checked
 * against a summon made under a changed attribute): restated card text in the controlled card-text language
 * (textCard: the compiler reads it like an imported card's), keeping only the clauses the examples judge.
 * Where the passcode is not known the id is a placeholder starting 9967 (said in the record). Stats are given
 * from memory; no example judges them.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const activationLockNewerThanCdb: Record<number, string> = {
  996700101: 'No.4 猛毒刺胞 隐形水母怪 (Number 4: Stealth Kragen) — released after the database; placeholder id (passcode not known)',
  996700102: 'GO-DDD 神零王 零神·零儿 (GO-DDD God Zero King Zero Zero) — released 2022; placeholder id (passcode not known)',
};

export const activationLockCards = [
  // ①: every face-up monster on the field is WATER while it is on the field — so a DARK Dragon Synchro
  // Special Summoned then arrives as a WATER monster (誓约.rst:55, 怪兽的效果分类.rst:98). Its ② (destroying a WATER
  // monster) is restated plainly; no example judges it.
  textCard({ id: 996700101, name: 'No.4 猛毒刺胞 隐形水母怪', type: 'monster effect xyz', level: 4, atk: 2200, def: 0, race: '水族', attribute: '水', en: 'Number 4: Stealth Kragen', text: '4星怪兽×2\n①：只要这张卡在怪兽区域存在，场上的表侧表示怪兽全部变成水属性。\n②：1回合1次，把这张卡1个超量素材取除，以对方场上1只水属性怪兽为对象才能发动。那只怪兽破坏。' }),
  // Its locks for the turn: the real card chooses one ● of several; here each ● the examples judge is its own numbered
  // effect, so `本回合:` can say which applied (卡片·效果的发动.rst:40–41): a lock on Spell & Trap Zone effects leaves a
  // Spell/Trap activated from the hand free; a lock on hand/GY effects stops it. Its other effects are left out.
  textCard({ id: 996700102, name: 'GO-DDD 神零王 零神·零儿', type: 'monster effect', level: 10, atk: 0, def: 0, race: '恶魔族', attribute: '暗', en: 'GO-DDD God Zero King Zero Zero', text: '①：1回合1次，自己主要阶段才能发动。这个回合，对方不能把魔法与陷阱区域的卡的效果发动。\n②：1回合1次，自己主要阶段才能发动。这个回合，对方不能把手卡·墓地的卡的效果发动。' }),
];

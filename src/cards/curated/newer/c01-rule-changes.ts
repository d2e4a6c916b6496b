/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c01 use: restated card text
 * in the controlled card-text language (textCard: the compiler reads it like an imported card's), keeping only
 * the clauses the examples judge. The reference prints no card box for them; where the passcode was not known,
 * the id is a placeholder starting 991 (said in the record).
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c01RuleChangeNewerThanCdb: Record<number, string> = {
  991010001: '狂惑的落穴 — newer than the database; placeholder id (passcode not known)',
  991010002: '超魔导师-黑魔术师徒 — released 2020; placeholder id (passcode not known)',
};

export const c01RuleChangeCards = [
  // Destroys monsters, then may banish from the opponent's GY the monsters it destroyed (大师规则（2020年4月版）变更点.rst:69):
  // restated to what the example does; its activation condition is left out.
  textCard({ id: 991010001, name: '狂惑的落穴', type: 'trap', text: '①：对方场上的表侧表示怪兽全部破坏。那之后，可以把这个效果破坏的怪兽从墓地除外。' }),
  // ②: a trigger met in the GY when it is sent there (:69). Its other effects are left out.
  textCard({ id: 991010002, name: '超魔导师-黑魔术师徒', type: 'monster effect fusion', level: 8, atk: 2800, def: 2300, race: '魔法师族', attribute: '暗', text: '②：这张卡被送去墓地的场合才能发动。从卡组把1张魔法卡加入手卡。' }),
];

/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c02 (基本用语, 卡片·效果的发动,
 * 怪兽的效果分类) and docs/c03 (誓约) need, restated in our own words as card text the compiler reads (textCard). Only
 * the clauses the examples judge are kept; each record says what was left out.
 *
 * Passcodes starting 9995 are placeholders: this file does not rely on the real passcodes.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02TermsPledgesNewerThanCdb: Record<number, string> = {
  999500: '伊吕波红叶 — released after the database; placeholder id',
  999501: '战华之叛-吕奉 — released after the database; placeholder id',
  999502: '神艺学都 神艺学园 — released after the database; placeholder id',
};

export const c02TermsPledgesNewerCards = [
  // ②: the opponent must send one card in a zone in front of, behind or beside its target to the GY (基本用语.rst:1473: a
  // card so sent was sent by the opponent). ① (an attribute for every monster) and its stats are left out.
  textCard({
    id: 999500,
    name: '伊吕波红叶',
    type: 'monster effect synchro',
    level: 7,
    atk: 2100,
    def: 2600,
    race: '天使族',
    attribute: '风',
    text: '调整＋调整以外的怪兽1只以上\n这个卡名的②的效果1回合只能使用1次。\n②：以对方的主要怪兽区域1只怪兽为对象才能发动。对方必须把那只怪兽的前面·后面·相邻的区域（怪兽区域·魔法与陷阱区域）存在的1张卡送去墓地。',
  }),

  // ①: destroys the opponent's highest-ATK monster; its pledge 「这个效果发动的回合，自己不能把「战华」怪兽以外的怪兽效果发动」 binds at
  // activation, so under another name (誓约.rst:44) it is no 「战华」 monster and cannot activate ① itself. Its summoning condition
  // is kept; ② (control passing at the End Phase) and its stats are left out.
  textCard({
    id: 999501,
    name: '战华之叛-吕奉',
    type: 'monster effect',
    text: '这张卡不能通常召唤。「战华之叛-吕奉」1回合1次在场上的「战华」怪兽之内攻击力最高的怪兽在自己场上存在的场合才能特殊召唤。\n①：双方的主要阶段才能发动1次。对方场上1只攻击力最高的怪兽破坏。这个效果发动的回合，自己不能把「战华」怪兽以外的怪兽效果发动。',
  }),
  // ②: declares a 「神艺」 monster's name, adds it from the Deck; its bracketed 「（这个回合，不能为这个卡名的这个效果发动而宣言相同卡名）」 is
  // no effect and holds even when that activation is negated (誓约.rst:146, CH-DECLARED-AGAIN). ① (an extra Normal Summon of
  // 「无垢者 米底乌斯」) is left out.
  textCard({
    id: 999502,
    name: '神艺学都 神艺学园',
    type: 'spell field',
    text: '②：从手卡丢弃1张魔法·陷阱卡，宣言1个同名怪兽不在自己场上存在的「神艺」怪兽的卡名才能发动（这个回合，不能为这个卡名的这个效果发动而宣言相同卡名）。宣言的1只怪兽从卡组加入手卡。这个回合，自己不是「神艺」怪兽以及「无垢者 米底乌斯」不能特殊召唤（除从额外卡组的特殊召唤外）。',
  }),
];

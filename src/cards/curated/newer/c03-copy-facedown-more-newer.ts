/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that more worked examples of docs/c03 (复制, 里侧·一时除外) need,
 * restated in our own words as card text the compiler reads (textCard). Only the clauses the examples judge are kept;
 * each record says what was left out (and which printed values are not known here, so not stated).
 *
 * Passcodes 998600–998699 are placeholders: this file does not rely on the real passcodes.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03CopyFacedownMoreNewerThanCdb: Record<number, string> = {
  998610: '混沌No.1000 梦幻虚神 原数天灵 (Number C1000: Numerounius) — released after the database; placeholder id',
  998611: '混沌虚数No.1000 梦幻虚光神 原数天灵·原数天地 (Number iC1000: Numerounius Numerounia) — released after the database; placeholder id',
  998612: '新式魔厨的黄油香煎巴拉姆 (Balameuniere de Nouvelles) — released after the database; placeholder id',
};

export const c03CopyFacedownMoreNewerCards = [
  // Named by 原数天灵·原数天地① as the card whose effect summoned it (里侧·一时除外.rst:155, :237, :238: stated `由混沌No.1000 梦幻虚神
  // 原数天灵`). Its Xyz line is kept; ① (a destruction for a detached material), ② (a Battle Phase end wipe) and ③ (the summon
  // of 原数天灵·原数天地 from the Extra Deck) are left out, and its stats are not known here.
  textCard({
    id: 998610,
    name: '混沌No.1000 梦幻虚神 原数天灵',
    type: 'monster effect xyz',
    en: 'Number C1000: Numerounius',
    text: '12星怪兽×5',
  }),
  // ①: summoned by 「混沌No.1000 梦幻虚神 原数天灵」's effect, its ATK and DEF are 100000 higher during the opponent's turn only
  // (里侧·一时除外.rst:237: lost once set; :155, :238: kept banished and back). The two ● that apply from the turn after its summon
  // (a forced attack on it, a win at the end of an opponent's turn it did not battle in) and ② (an attack negation for a
  // detached material) are left out; its stats are not known here.
  textCard({
    id: 998611,
    name: '混沌虚数No.1000 梦幻虚光神 原数天灵·原数天地',
    type: 'monster effect xyz',
    en: 'Number iC1000: Numerounius Numerounia',
    text: '13星怪兽×5\n①：「混沌No.1000 梦幻虚神 原数天灵」的效果特殊召唤的这张卡的攻击力·守备力只在对方回合内上升100000。',
  }),
  // ②: a target of the opponent's in Attack Position tributed for a Level 6 「新式魔厨」 Ritual Monster from the hand or Deck, usable in the
  // opponent's turn too while this card was Special Summoned by a 「新式魔厨」 monster's effect (里侧·一时除外.rst:235: kept banished and
  // back). Its ritual line is kept; its use limits, ① (a search when Special Summoned) and its stats are left out (not known here).
  textCard({
    id: 998612,
    name: '新式魔厨的黄油香煎巴拉姆',
    type: 'monster effect ritual',
    en: 'Balameuniere de Nouvelles',
    text: '「食谱」卡降临。\n②：以对方场上1只攻击表示怪兽为对象才能发动。那只怪兽解放，从手卡·卡组把1只6星「新式魔厨」仪式怪兽特殊召唤。这张卡是已用「新式魔厨」怪兽的效果特殊召唤的场合，这个效果在对方回合也能发动。',
  }),
];

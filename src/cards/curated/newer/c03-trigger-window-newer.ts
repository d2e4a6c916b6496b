/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that more worked examples of docs/c03/诱发类效果.rst need,
 * restated in our own words as card text the compiler reads (textCard). Only the clauses the examples judge are kept;
 * each record says what was left out and where its text was established.
 *
 * Passcodes starting 9982 are placeholders: this file does not rely on the real passcodes.
 */
import type { Card } from '../../facts.js';
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03TriggerWindowNewerThanCdb: Record<number, string> = {
  998200: '绚岚之见神 (Radiant Typhoon Vision) — released after the database; placeholder id',
  998201: '绚岚之罗莎 (Radiant Typhoon Krosea) — released after the database; placeholder id',
  998202: '绚岚豪火 凤凰 (Radiant Typhoon Fonix, the Great Flame) — released after the database; placeholder id',
  998203: '黄金乡的盗墓者 (黄金郷のワッケーロ) — released after the database; placeholder id',
  998204: '小世界现象 (Small World) — released after the database; placeholder id',
};

export const c03TriggerWindowNewerCards: Card[] = [
  // A Quick-Play Spell (its activation is what the 「绚岚」 monsters' ① answer): its ① is the card's activation with two ●.
  // Its ② (Set again after 「旋风」 destroys it) is left out.
  textCard({
    id: 998200,
    name: '绚岚之见神',
    type: 'spell quickplay',
    en: 'Radiant Typhoon Vision',
    text: '①：从以下效果选1个发动（这个卡名的以下效果1回合各能选择1次）。\n●自己从卡组抽2张。那之后，自己手卡有「绚岚」卡或速攻魔法卡的场合，从那之中选1张丢弃。没有的场合，自己手卡全部丢弃。\n●从自己的卡组·墓地把1张「旋风」加入手卡。',
  }),
  // ①: a hand trigger on any Quick-Play Spell Card's activation that summons itself. Its ② (a search on its summon)
  // and ③ (indestructible while the opponent has no Spell/Trap) are left out; its Level, ATK/DEF, Type and Attribute were not at hand.
  textCard({
    id: 998201,
    name: '绚岚之罗莎',
    type: 'monster effect',
    en: 'Radiant Typhoon Krosea',
    text: '这个卡名的①的效果1回合只能使用1次。\n①：速攻魔法卡发动的场合才能发动。这张卡从手卡特殊召唤。',
  }),
  // ①: the same hand trigger. Its ② (Quick-Play activation: up to 2 of the opponent's cards back to the Deck) and ③ (from
  // the GY when 「旋风」 is activated) are left out.
  textCard({
    id: 998202,
    name: '绚岚豪火 凤凰',
    type: 'monster effect',
    en: 'Radiant Typhoon Fonix, the Great Flame',
    level: 9,
    atk: 3000,
    def: 0,
    race: '炎族',
    attribute: '风',
    text: '这个卡名的①的效果1回合只能使用1次。\n①：速攻魔法卡发动的场合才能发动。这张卡从手卡特殊召唤。',
  }),
  // A trap monster Trap: ① (it becomes a Normal Monster and summons itself; with 「黄金卿 黄金国巫妖」 a card may be banished
  // from a GY) and ② (in either player's End Phase, banishing itself from the GY: a 「黄金国永生药」 Spell/Trap Set from the
  // Deck). Restated from its current text (a public script header); only ② is judged (诱发类效果.rst:592).
  textCard({
    id: 998203,
    name: '黄金乡的盗墓者',
    type: 'trap',
    text: '这个卡名的①②的效果1回合只能有1次使用其中任意1个。\n①：这张卡发动后变成通常怪兽（不死族·光·5星·攻1800/守1500）在怪兽区域特殊召唤（也当作陷阱卡使用）。自己场上有「黄金卿 黄金国巫妖」存在的场合，可以再从自己或对方的墓地把1张卡除外。\n②：自己·对方的结束阶段，把墓地的这张卡除外才能发动。从卡组把1张「黄金国永生药」魔法·陷阱卡在自己场上盖放。',
  }),
  // A Normal Spell: ① shows a monster in the hand, reveals a Deck monster sharing exactly one property with it and banishes
  // the shown one face-down, then adds a Deck monster sharing exactly one with the revealed one and banishes the revealed one
  // face-down — two face-down banishments at two moments (诱发类效果.rst:494). Restated from its current text (a public
  // script's comment).
  textCard({
    id: 998204,
    name: '小世界现象',
    type: 'spell',
    en: 'Small World',
    text: '这个卡名的卡在1回合只能发动1张。\n①：把自己手卡1只怪兽给对方观看。从卡组选种族·属性·等级·攻击力·守备力之中只有1项和给人观看的怪兽相同的1只怪兽确认，把给人观看的手卡的怪兽里侧表示除外。并且，再从卡组把种族·属性·等级·攻击力·守备力之中只有1项和确认的怪兽相同的1只怪兽加入手卡，把从卡组确认的怪兽里侧表示除外。',
  }),
];

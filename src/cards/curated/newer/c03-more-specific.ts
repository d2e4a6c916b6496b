/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c03/特定效果的处理方法.rst
 * need, written as restated card text (textCard: the compiler reads it like an imported card's). Only the
 * clause a ruling judges is kept (mostly a trigger condition); what the effect then does is simplified, and
 * the wording is our own.
 *
 * Passcodes 992… are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';
import type { Card, CardFilter } from '../../facts.js';

/** The compiler reads 「机械族·光属性的同盟怪兽」 as a LIGHT monster only: the Type and the Union kind are added here. */
function withSubject(c: Card, n: number, more: CardFilter): Card {
  const e = c.effects.find((x) => x.n === n);
  if (e?.trigger?.subject) e.trigger.subject = { ...e.trigger.subject, ...more };
  return c;
}

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03MoreSpecificNewerThanCdb: Record<number, string> = {
  992030001: '冰水啼 霓石精·海神 — released 2023 (id unknown)',
  992030002: '同调区域 — released 2022 (id unknown)',
  992030003: 'X·Y·Z合体 — released 2024 (id unknown)',
  992030004: '复烙印 — released 2022 (id unknown)',
  992030005: '深渊之相剑龙 — released 2022 (id unknown)',
  992030006: '救祓少女·马尔法 — released 2022 (id unknown)',
  992030007: '冰水浸蚀 — released 2023 (id unknown)',
  992030008: '味美喵娱乐★握力幸运火箭 — released 2024 (id unknown)',
  992030010: '星辰法宫 狮子宝瓶龙魔 — released 2024 (id unknown)',
  992030011: '星辰爪龙 巨蟹摩羯龙魔 — released 2024 (id unknown)',
};

export const c03MoreSpecificCards = [
  textCard({
    id: 992030001,
    name: '冰水啼 霓石精·海神',
    type: 'monster effect',
    en: 'Icejade Kenmaken',
    level: 4,
    atk: 1500,
    def: 1500,
    race: '水族',
    attribute: '水',
    // Its ② (in the GY, a card is banished by the opponent's effect) is what the examples judge (:677–678). Its ①
    // stands only so that ② keeps its number: it is reduced to a summon from the hand (what it really does is left out).
    text: '这个卡名的①②的效果1回合各能使用1次。①：自己主要阶段才能发动。这张卡从手卡特殊召唤。\n②：这张卡在墓地存在，卡被对方的效果除外的场合才能发动。这张卡特殊召唤。',
  }),
  textCard({
    id: 992030002,
    name: '同调区域',
    type: 'spell field',
    en: 'Synchro Zone',
    // Its ② (a non-Tuner Synchro Monster sent to my GY, whatever it was before) is judged (:911, :920).
    text: '这个卡名的②的效果1回合只能使用1次。②：调整以外的同调怪兽被送去自己墓地的场合才能发动。自己从卡组抽1张。',
  }),
  withSubject(textCard({
    id: 992030003,
    name: 'X·Y·Z合体',
    type: 'spell continuous',
    en: 'XYZ Combination',
    // Its ① (a LIGHT Machine Union monster card of mine banished, whatever it was used as: judged once it is banished) is
    // judged (:884–919).
    text: '这个卡名的①的效果1回合只能使用1次。①：自己的机械族·光属性的同盟怪兽卡被除外的场合才能发动。从卡组把1只同盟怪兽加入手卡。',
  }), 1, { race: '机械族', subtypes: ['union'] }),
  textCard({
    id: 992030004,
    name: '复烙印',
    type: 'trap continuous',
    en: 'Branded Retribution',
    // Its ① (a LIGHT or DARK monster banished by a card effect, judged once it is banished) is judged (:913–922).
    // (Its once-per-turn line is left out: on a Continuous Trap the compiler then reads ① as the card's activation.)
    text: '①：光·暗属性怪兽被效果除外的场合才能发动。自己从卡组抽1张。',
  }),
  textCard({
    id: 992030005,
    name: '深渊之相剑龙',
    type: 'monster effect',
    en: 'Swordsoul Sinister Sovereign - Qixing Longyuan',
    level: 8,
    atk: 2500,
    def: 2500,
    race: '幻龙族',
    attribute: '水',
    // Its ① (a monster banished by a card effect, face-up and still a monster) is judged (:923).
    text: '这个卡名的①的效果1回合只能使用1次。①：这张卡在手卡存在，怪兽被效果除外的场合才能发动。这张卡特殊召唤。',
  }),
  textCard({
    id: 992030006,
    name: '救祓少女·马尔法',
    type: 'monster effect',
    en: 'Exorsister Martha',
    level: 4,
    atk: 1600,
    def: 1500,
    race: '魔法师族',
    attribute: '光',
    // Its ① (itself from the hand, then one more from the Deck) is judged (:43, :58).
    text: '这个卡名的①的效果1回合只能使用1次。①：自己主要阶段才能发动。这张卡从手卡特殊召唤，从卡组把1只「救祓少女」怪兽特殊召唤。',
  }),
  textCard({
    id: 992030007,
    name: '冰水浸蚀',
    type: 'trap continuous',
    en: 'Icejade Erosion',
    // Its ② (a WATER monster of mine leaving the field by an effect: a Token banished vanishes, and so leaves) is judged
    // (:634); its ① is reduced to a placeholder that keeps the numbering.
    text: '①：1回合1次，自己主要阶段才能发动。自己从卡组抽1张。\n②：自己场上的表侧表示的水属性怪兽因效果从场上离开的场合才能发动。自己从卡组抽1张。',
  }),
  textCard({
    id: 992030008,
    name: '味美喵娱乐★握力幸运火箭',
    type: 'spell continuous',
    en: 'Pretty Purrfect Fun Rocket',
    // Its ② (a face-up monster of mine leaving the field by the opponent's effect, a Token vanishing too) is judged
    // (:635, :641); its ① is reduced to a placeholder that keeps the numbering.
    text: '①：1回合1次，自己主要阶段才能发动。自己从卡组抽1张。\n②：自己场上的表侧表示怪兽因对方的效果从场上离开的场合才能发动。自己从卡组抽1张。',
  }),
  textCard({
    id: 992030010,
    name: '星辰法宫 狮子宝瓶龙魔',
    type: 'monster effect fusion',
    en: 'Dragontail Leoquarius',
    level: 8,
    atk: 3000,
    def: 2500,
    race: '龙族',
    attribute: '光',
    // Its ② (two or more monster cards sent to the GY at once, from anywhere) is judged (:924); ① is a placeholder for the numbering.
    text: '①：这张卡融合召唤的场合才能发动。自己从卡组抽1张。\n②：1回合1次，怪兽2只以上同时被送去墓地的场合才能发动。自己从卡组抽1张。',
  }),
  textCard({
    id: 992030011,
    name: '星辰爪龙 巨蟹摩羯龙魔',
    type: 'monster effect fusion',
    en: 'Dragontail Cancricorn',
    level: 8,
    atk: 2800,
    def: 2500,
    race: '龙族',
    attribute: '暗',
    // Its ② is judged with 星辰法宫 狮子宝瓶龙魔's (:924); ① is a placeholder for the numbering.
    text: '①：这张卡融合召唤的场合才能发动。自己从卡组抽1张。\n②：1回合1次，怪兽2只以上同时被送去墓地的场合才能发动。自己从卡组抽1张。',
  }),
];

/** Cards of docs/c03/无效.rst (kept here with the others of this helper). */
export const c03MoreNegationNewerThanCdb: Record<number, string> = {
  992030201: '无法醒来的噩梦 — released 2017 (id unknown)',
};

export const c03MoreNegationCards = [
  textCard({
    id: 992030201,
    name: '无法醒来的噩梦',
    type: 'trap continuous',
    en: 'Nightmare Sleep',
    // A Continuous Trap with an effect used after it is face-up: what that effect does is simplified (:139, :185).
    text: '①：1回合1次，以场上1只表侧表示怪兽为对象才能发动。那只怪兽的效果直到回合结束时无效。',
  }),
];

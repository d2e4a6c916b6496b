/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the c03 examples of the "cards newer than the
 * database" family need (issue 16): restated card text (textCard: the compiler reads it like an imported card's),
 * keeping only the clauses the examples judge; each comment says what was left out.
 *
 * Passcodes starting 9980 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03StateAndCauseNewerThanCdb: Record<number, string> = {
  998000001: '北极天熊-大灰熊 — newer than the database; placeholder id (passcode not known)',
  998000002: '电脑堺豸-豸豸 — newer than the database; placeholder id (passcode not known)',
  998000003: '电脑堺姬-娘娘 — newer than the database; placeholder id (passcode not known)',
  998000004: '电脑堺悟-老老 — newer than the database; placeholder id (passcode not known)',
  998000005: '战华史略-大丈夫之义 — newer than the database; placeholder id (passcode not known)',
  998000006: '白银之城的龙饰灯 — newer than the database; placeholder id (passcode not known)',
  998000007: '白银之城的拉比林斯 — newer than the database; placeholder id (passcode not known)',
  998000008: '随风旅鸟×知更鸟 — newer than the database; placeholder id (passcode not known)',
};

export const c03StateAndCauseCards = [
  // ① (from the hand, answering the opponent's effect — that it targets a 北极天熊 monster of mine is left out: summon itself) and ②
  // (while another 北极天熊 monster is on my field, this card is Special Summoned: a trigger) are judged (诱发类效果.rst:407).
  // What ② then does is reduced to a draw; its stats are placeholders.
  textCard({
    id: 998000001,
    name: '北极天熊-大灰熊',
    type: 'monster effect',
    level: 7,
    atk: 2500,
    def: 1000,
    race: '兽族',
    attribute: '水',
    text: '这个卡名的①②的效果1回合各能使用1次。\n①：对方的卡的效果发动时才能发动。这张卡从手卡特殊召唤。\n②：自己场上有其他的「北极天熊」怪兽存在的状态，这张卡特殊召唤的场合才能发动。自己从卡组抽1张。',
  }),
  // ① (shown from the hand: a 电脑堺 card sent from the Deck to the GY and this card Special Summoned, at one moment) is judged
  // (特定效果的处理方法.rst:32); its other effect and its stats are left out (placeholders).
  textCard({
    id: 998000002,
    name: '电脑堺豸-豸豸',
    type: 'monster effect',
    level: 3,
    atk: 1400,
    def: 200,
    race: '幻兽族',
    attribute: '炎',
    text: '这个卡名的①的效果1回合只能使用1次。\n①：把手卡的这张卡给对方观看才能发动。从卡组把1张「电脑堺」卡送去墓地，这张卡特殊召唤。',
  }),
  // ① (in the GY, a 电脑堺 monster of mine Special Summoned: summon itself) is judged (特定效果的处理方法.rst:32); the rest of the
  // card is left out, its stats are placeholders.
  textCard({
    id: 998000003,
    name: '电脑堺姬-娘娘',
    type: 'monster effect',
    level: 3,
    atk: 1000,
    def: 1000,
    race: '幻兽族',
    attribute: '炎',
    text: '这个卡名的①的效果1回合只能使用1次。\n①：这张卡在墓地存在，自己场上有「电脑堺」怪兽特殊召唤的场合才能发动。这张卡特殊召唤。',
  }),
  // ① (a 电脑堺 card sent from the Deck to the GY, then a 电脑堺 monster of another name may be summoned from the GY) is judged — that it comes in defense with its effects negated is left out —
  // (特定效果的处理方法.rst:32); its cost and the rest of the card are left out, its stats are placeholders.
  textCard({
    id: 998000004,
    name: '电脑堺悟-老老',
    type: 'monster effect',
    level: 3,
    atk: 1500,
    def: 0,
    race: '幻兽族',
    attribute: '炎',
    text: '这个卡名的①的效果1回合只能使用1次。\n①：自己主要阶段才能发动。从卡组把1张「电脑堺」卡送去墓地。那之后，可以从自己墓地选和送去墓地的卡卡名不同的1只「电脑堺」怪兽特殊召唤。',
  }),
  // ① (the opponent Special Summons a monster: a trigger of the face-up card) is judged (诱发类效果.rst:385); what it then does
  // is reduced to a draw, its ② and its limits are left out.
  textCard({
    id: 998000005,
    name: '战华史略-大丈夫之义',
    type: 'trap continuous',
    text: '①：对方场上有怪兽特殊召唤的场合才能发动。自己从卡组抽1张。',
  }),
  // ② (in the GY, a monster leaves the field by the effect of my Normal Trap) is judged (特定效果的处理方法.rst:640); what it
  // then does is reduced to adding itself to the hand, its ① and its limits are left out, its stats are placeholders.
  textCard({
    id: 998000006,
    name: '白银之城的龙饰灯',
    type: 'monster effect',
    level: 4,
    atk: 1500,
    def: 1500,
    race: '恶魔族',
    attribute: '光',
    text: '①：自己主要阶段才能发动。自己从卡组抽1张。\n②：这张卡在墓地存在，自己的通常陷阱卡的效果让怪兽从场上离开的场合才能发动。这张卡加入手卡。',
  }),
  // ③ (a monster leaves the field by the effect of my Normal Trap) is judged (特定效果的处理方法.rst:749); what it then does is
  // reduced to a draw, ① ② and its limits are left out, its stats are placeholders.
  textCard({
    id: 998000007,
    name: '白银之城的拉比林斯',
    type: 'monster effect',
    level: 8,
    atk: 2900,
    def: 2900,
    race: '恶魔族',
    attribute: '暗',
    text: '①：自己主要阶段才能发动。自己从卡组抽1张。\n②：自己主要阶段才能发动。自己从卡组抽1张。\n③：自己的通常陷阱卡的效果让怪兽从场上离开的场合才能发动。自己从卡组抽1张。',
  }),
  // ② (face-up, it is banished whenever it would leave the field) is judged (特定效果的处理方法.rst:749); ① is reduced to a
  // placeholder that keeps the numbering, its stats are placeholders.
  textCard({
    id: 998000008,
    name: '随风旅鸟×知更鸟',
    type: 'monster effect',
    level: 4,
    atk: 1500,
    def: 1000,
    race: '鸟兽族',
    attribute: '风',
    text: '①：自己主要阶段才能发动。自己从卡组抽1张。\n②：表侧表示的这张卡从场上离开的场合除外。',
  }),
];

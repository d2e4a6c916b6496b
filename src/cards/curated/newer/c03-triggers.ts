/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c03/诱发类效果.rst need,
 * written as restated card text (textCard: the compiler reads it like an imported card's). Only what the
 * rulings need is kept; the wording is our own.
 *
 * Passcodes marked "id unknown" are placeholders (990…): the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03TriggersNewerThanCdb: Record<number, string> = {
  990160001: '零冰之魔妖-雪女 — released 2019 (id unknown)',
  990160002: '邪恶★双子 姬丝基勒 — released 2021 (id unknown)',
  990160003: '邪恶★双子 璃拉 — released 2021 (id unknown)',
  990160004: '邪恶★双子星 姬丝基勒·璃拉 — released 2021 (id unknown)',
  990160005: '直播☆双子 姬丝基勒 — released 2021 (id unknown)',
  990160006: '直播☆双子 璃拉 — released 2021 (id unknown)',
  990160007: '深渊青眼龙 — released 2020 (id unknown)',
};

export const c03TriggerCards = [
  textCard({
    id: 990160001,
    name: '零冰之魔妖-雪女',
    type: 'monster effect synchro',
    en: 'Yuki-Onna, the Absolute Zero Mayakashi',
    level: 7,
    atk: 2900,
    def: 2100,
    race: '不死族',
    attribute: '水',
    // Its ③ is the effect the reference judges (诱发类效果.rst:515); its other effects are left out.
    text: '③：1回合1次，从墓地有怪兽特殊召唤的场合，以对方场上1只表侧表示怪兽为对象才能发动。那只怪兽的攻击力变成0，那个效果无效。',
  }),
  textCard({
    id: 990160002,
    name: '邪恶★双子 姬丝基勒',
    type: 'monster effect',
    en: 'Evil★Twin Ki-sikil',
    level: 1,
    atk: 500,
    def: 0,
    race: '恶魔族',
    attribute: '暗',
    text: '这个卡名的①的效果1回合只能使用1次。①：这张卡特殊召唤的场合，自己场上有「璃拉」怪兽存在才能发动。自己从卡组抽1张。',
  }),
  textCard({
    id: 990160003,
    name: '邪恶★双子 璃拉',
    type: 'monster effect',
    en: 'Evil★Twin Lil-la',
    level: 2,
    atk: 2200,
    def: 0,
    race: '恶魔族',
    attribute: '暗',
    text: '这个卡名的①的效果1回合只能使用1次。①：这张卡特殊召唤的场合，自己场上有「姬丝基勒」怪兽存在，以对方场上1张卡为对象才能发动。那张卡破坏。',
  }),
  textCard({
    id: 990160004,
    name: '邪恶★双子星 姬丝基勒·璃拉',
    type: 'monster effect link',
    en: 'Evil★Twins Ki-sikil & Lil-la',
    level: 2,
    atk: 2200,
    race: '恶魔族',
    attribute: '暗',
    // A Link monster whose name counts as both a 「姬丝基勒」 and a 「璃拉」 monster; its effects do not matter here.
    text: '包含「姬丝基勒」怪兽或「璃拉」怪兽的怪兽2只以上',
  }),
  textCard({
    id: 990160005,
    name: '直播☆双子 姬丝基勒',
    type: 'monster effect',
    en: 'Live☆Twin Ki-sikil',
    level: 1,
    atk: 500,
    def: 0,
    race: '电子界族',
    attribute: '光',
    text: '这个卡名的①的效果1回合只能使用1次。①：这张卡召唤·特殊召唤的场合，自己场上没有其他怪兽存在才能发动。从手卡·卡组把1只「直播☆双子 璃拉」特殊召唤。',
  }),
  textCard({
    id: 990160006,
    name: '直播☆双子 璃拉',
    type: 'monster effect',
    en: 'Live☆Twin Lil-la',
    level: 2,
    atk: 500,
    def: 0,
    race: '电子界族',
    attribute: '暗',
    // Its effects do not matter in the examples (it is only the card 姬丝基勒① summons).
    text: '这张卡召唤·特殊召唤的回合，自己不是「双子」怪兽不能从额外卡组特殊召唤。',
  }),
  textCard({
    id: 990160007,
    name: '深渊青眼龙',
    type: 'monster effect',
    en: 'Blue-Eyes Abyss Dragon',
    level: 8,
    atk: 3000,
    def: 2500,
    race: '龙族',
    attribute: '光',
    text: '这个卡名的①②的效果1回合各能使用1次。①：这张卡召唤·特殊召唤的场合，自己的场上或墓地有「青眼白龙」存在才能发动。从卡组把1张仪式魔法卡加入手卡。',
  }),
];

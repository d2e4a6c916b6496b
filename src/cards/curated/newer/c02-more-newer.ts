/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c02 (基本用语, 卡片·效果的发动,
 * 怪兽的效果分类, 进入连锁·不入连锁的特殊召唤, 特殊召唤怪兽…) need, restated in our own words as card text the compiler reads
 * (textCard). Only the clauses the examples judge are kept; each record says what was left out.
 *
 * Passcodes starting 9985 are placeholders: this file does not rely on the real passcodes.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02MoreNewerThanCdb: Record<number, string> = {
  998500001: '超魔导龙骑士-真红眼龙骑士 (Red-Eyes Dark Dragoon) — released 2019 after the database; placeholder id',
  998500002: '王之棺 (King\'s Sarcophagus) — released 2022; placeholder id',
  998500003: 'DDD 天空王 宙斯末日神 — released after the database; placeholder id',
  998500004: '异热同心武器-天风精灵翼 — released after the database; placeholder id',
  998500006: '冥占术姬 塔罗幽巫女 — released after the database; placeholder id',
  998500007: '时间潜行者·恒动上链员 (Time Thief Perpetua) — released after the database; placeholder id',
  998500008: '时间潜行者·表盘修复师 — released after the database; placeholder id',
};

export const c02MoreNewerCards = [
  // Its material line: a 「真红眼融合」 summon of it must fill the 「真红眼黑龙」 part with that card itself (基本用语.rst:977,
  // SIT-SUMMON-BY-CARD). Its effects are restated plainly: ① protection; ② the destruction usable as many times a turn as the Normal
  // Monsters among its Fusion Materials (CH-COPY-MATERIALS: none for a card that only copied it, 复制.rst:112); ③ is left out.
  textCard({
    id: 998500001,
    name: '超魔导龙骑士-真红眼龙骑士',
    type: 'monster effect fusion',
    level: 8,
    atk: 3000,
    def: 2500,
    race: '魔法师族',
    attribute: '暗',
    en: 'Red-Eyes Dark Dragoon',
    text: '「黑魔术师」＋「真红眼黑龙」或者龙族效果怪兽\n①：这张卡不会被效果破坏，双方不能把这张卡作为效果的对象。\n②：自己主要阶段才能发动。选对方场上1只怪兽破坏，给与对方那只怪兽的原本攻击力数值的伤害。这个效果在1回合中可以使用最多有作为这张卡的融合素材的通常怪兽数量的次数。',
  }),
  // ①: while it is in the Spell & Trap Zone, its controller's 「荷鲁斯」 monsters are not destroyed by card effects that do not
  // target them (基本用语.rst:284). ②③ are left out.
  textCard({
    id: 998500002,
    name: '王之棺',
    type: 'spell continuous',
    en: "King's Sarcophagus",
    text: '①：只要这张卡在魔法与陷阱区域存在，自己场上的「荷鲁斯」怪兽不会被不以那只怪兽为对象的卡的效果破坏。',
  }),
  // ①: destroys a 「DD」 or 「契约书」 card of its side it targets, then grants one extra Pendulum Summon of 「DD」 monsters this
  // turn (基本用语.rst:704, CH-EXTRA-SUMMON). Its stats and ② are left out.
  textCard({
    id: 998500003,
    name: 'DDD 天空王 宙斯末日神',
    type: 'monster effect link',
    race: '恶魔族',
    attribute: '暗',
    text: '「DD」怪兽2只以上\n①：以自己场上1张「DD」卡或者「契约书」卡为对象才能发动。那张卡破坏。这个回合，自己在通常的灵摆召唤外加上只有1次，自己主要阶段可以把「DD」怪兽灵摆召唤。',
  }),
  // ③: once a turn, when a monster is Special Summoned by an effect the opponent activated, its equipped monster gains ATK
  // (基本用语.rst:1108: a trap monster the opponent activates summons itself by that activated effect). ①②④ and its stats are left out.
  textCard({
    id: 998500004,
    name: '异热同心武器-天风精灵翼',
    type: 'monster effect',
    text: '③：1回合1次，对方发动的效果让怪兽特殊召唤的场合才能发动。装备怪兽的攻击力上升1600。',
  }),
  // A Ritual Flip monster whose summoning condition allows, besides its Ritual Summon, a summon by 「圣占术姬 塔罗光巫女」's
  // effect — never properly summoned, it may still be summoned so (特殊召唤怪兽….rst:58). Its ①② are left out.
  textCard({
    id: 998500006,
    name: '冥占术姬 塔罗幽巫女',
    type: 'monster effect ritual flip',
    level: 9,
    atk: 1200,
    def: 2700,
    race: '天使族',
    attribute: '暗',
    text: '「冥占术的仪式」降临。这张卡用仪式召唤以及「圣占术姬 塔罗光巫女」的效果才能特殊召唤。',
  }),
  // ①: a Standby Phase trigger under 「这个卡名的①②的效果1回合各能使用1次」 (counted per player: taken by the opponent, it may be used again,
  // 基本用语.rst:71). Its cost (detaching a material), ② and its stats are left out; what ① does is restated plainly.
  textCard({
    id: 998500007,
    name: '时间潜行者·恒动上链员',
    type: 'monster effect xyz',
    en: 'Time Thief Perpetua',
    text: '4星怪兽×2\n这个卡名的①的效果1回合只能使用1次。\n①：自己·对方的准备阶段才能发动。自己从卡组抽1张。',
  }),
  // ①: a Standby Phase trigger with no once-per-turn text of its own (once a phase by the rules, and that binds the card: taken by
  // the opponent the same phase, it may not be used again, 基本用语.rst:71). ② is left out.
  textCard({
    id: 998500008,
    name: '时间潜行者·表盘修复师',
    type: 'monster effect xyz',
    level: 4,
    atk: 2400,
    def: 2000,
    race: '念动力族',
    attribute: '暗',
    text: '4星怪兽×2\n①：自己·对方的准备阶段才能发动。把对方卡组最上面的卡作为这张卡的超量素材。',
  }),
];

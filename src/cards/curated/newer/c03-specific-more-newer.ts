/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c03/特定效果的处理方法.rst and
 * docs/c03/诱发类效果.rst need (issue 16), written as restated card text (textCard: the compiler reads it like an
 * imported card's). Only the clauses a ruling judges are kept; the wording is our own.
 *
 * Passcodes 99870… are placeholders: the real passcode was not at hand.
 */
import { card, textCard } from '../dsl.js';
import type { Card } from '../../facts.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03SpecificMoreNewerThanCdb: Record<number, string> = {
  998700001: 'S：P小夜 — released 2023 (id unknown)',
  998700002: '暗黑界的龙神王 格拉法 — released 2022 (id unknown)',
  998700003: '毒蛇的怨念 — released 2022 (id unknown)',
  998700004: '恐啡肽狂龙·乔斯坦伯格隐形翼龙 — released 2021 (id unknown)',
  998700005: '恐乐园的死配人 ＜A丑角＞ — released 2023 (id unknown)',
  998700006: '半龙女仆·耀光龙女 — released 2020 (id unknown)',
  998700007: '半龙女仆·龙女管家 — released 2019 (id unknown)',
  998700008: '弧叛逆超量龙 — released 2020 (id unknown)',
};

export const c03SpecificMoreNewerCards: Card[] = [
  textCard({
    id: 998700001,
    name: 'S：P小夜',
    type: 'monster effect link',
    en: 'S:P Little Knight',
    level: 2,
    atk: 1600,
    race: '战士族',
    attribute: '暗',
    // Its ② (two face-up monsters, one of them mine, banished until the End Phase: 「那2只」) is judged (:227).
    text: '效果怪兽2只\n这个卡名的①②的效果1回合各能使用1次。\n①：这张卡用融合·同调·超量·连接怪兽为素材作连接召唤的场合，以自己或对方的场上·墓地1张卡为对象才能发动。那张卡除外。这个回合，自己怪兽不能直接攻击。\n②：对方把效果发动时，以包含自己场上的怪兽的场上2只表侧表示怪兽为对象才能发动。那2只怪兽直到结束阶段除外。',
  }),
  textCard({
    id: 998700002,
    name: '暗黑界的龙神王 格拉法',
    type: 'monster effect fusion',
    en: 'Grapha, Dragon Overlord of Dark World',
    level: 10,
    atk: 3200,
    def: 2300,
    race: '恶魔族',
    attribute: '暗',
    // Its ② (the Fusion Summoned card leaving the field because of the opponent) is judged (:618).
    text: '「暗黑界的龙神 格拉法」＋暗属性怪兽\n这个卡名的①的效果1回合只能使用1次。\n①：对方把怪兽的效果·通常魔法·通常陷阱卡发动时才能发动。那个效果变成「对方选1张自己手卡丢弃」的效果。\n②：融合召唤的这张卡因对方从场上离开的场合才能发动。从自己墓地的怪兽以及除外的自己怪兽之中选1只「暗黑界的龙神 格拉法」特殊召唤。那之后，有手卡的玩家各自选1张自己手卡丢弃。',
  }),
  textCard({
    id: 998700003,
    name: '毒蛇的怨念',
    type: 'trap continuous',
    en: 'Viper’s Grudge',
    // Its ② (a face-up Reptile monster of mine destroyed by battle, or sent to the GY) is judged (:888).
    text: '这个卡名的②③的效果1回合各能使用1次。\n①：只要这张卡在魔法与陷阱区域存在，自己的爬虫类族以外的怪兽不能攻击，不能把效果发动。\n②：自己场上的表侧表示的爬虫类族怪兽被战斗破坏的场合或者被送去墓地的场合才能发动。从卡组把1只4星以下的爬虫类族怪兽特殊召唤。\n③：魔法与陷阱区域的这张卡被破坏的场合才能发动。除外的自己的爬虫类族怪兽全部回到墓地。',
  }),
  textCard({
    id: 998700004,
    name: '恐啡肽狂龙·乔斯坦伯格隐形翼龙',
    type: 'monster effect fusion',
    en: 'Dinomorphia Stealthbergia',
    level: 6,
    atk: 0,
    def: 2500,
    race: '恐龙族',
    attribute: '暗',
    // Its ② (the opponent activates a monster effect: damage equal to that monster's original ATK) is judged (:809).
    text: '卡名不同的「恐啡肽狂龙」怪兽×2\n这个卡名的②③的效果1回合各能使用1次。\n①：只要自己基本分在2000以下，自己为「恐啡肽狂龙」怪兽的效果以及陷阱卡发动而支付的基本分不再需要。\n②：对方把怪兽的效果发动时才能发动。给与对方那只怪兽的原本攻击力数值的伤害。\n③：这张卡被战斗·效果破坏的场合才能发动。从自己墓地选1只4星以下的「恐啡肽狂龙」怪兽特殊召唤。',
  }),
  textCard({
    id: 998700005,
    name: '恐乐园的死配人 ＜A丑角＞',
    type: 'monster effect',
    en: 'Amazement Dominator Arlechino',
    level: 7,
    atk: 2600,
    def: 2200,
    race: '念动力族',
    attribute: '光',
    // Its ② (it returns to the Deck and summons its older self from there, 「那之后」 its target's ATK becomes 0) is judged (:489).
    // Its ①'s optional add after the summon is left out.
    text: '这个卡名的①②的效果1回合各能使用1次。\n①：自己场上有「惊乐园」怪兽存在的场合才能发动。这张卡从手卡特殊召唤。\n②：对方回合，以场上1只其他的效果怪兽为对象才能发动。这张卡回到持有者卡组，从卡组把1只「惊乐园的支配人 ＜∀rlechino＞」特殊召唤。那之后，作为对象的怪兽的攻击力变成0。',
  }),
  textCard({
    id: 998700006,
    name: '半龙女仆·耀光龙女',
    type: 'monster effect fusion',
    en: 'Dragonmaid Sheou',
    level: 10,
    atk: 3500,
    def: 2000,
    race: '龙族',
    attribute: '光',
    // Its ② (negate and destroy, and — a separate sentence — return itself and summon 半龙女仆·龙女管家) is judged (:182).
    text: '「半龙女仆」怪兽＋5星以上的龙族怪兽\n这个卡名的①②的效果1回合各能使用1次。\n①：自己·对方的准备阶段才能发动。从自己的手卡·墓地选1只9星以下的「半龙女仆」怪兽特殊召唤。\n②：对方把魔法·陷阱·怪兽的效果发动时才能发动。那个发动无效并破坏。这张卡回到持有者的额外卡组，从额外卡组把1只「半龙女仆·龙女管家」特殊召唤。',
  }),
  // Only the monster 半龙女仆·耀光龙女② summons (:182): none of its effects is judged, so none is written.
  card({ id: 998700007, name: '半龙女仆·龙女管家', type: 'monster effect fusion', en: 'House Dragonmaid', level: 9, atk: 3000, def: 2500, race: '龙族', attribute: '光', effects: [] }),
  textCard({
    id: 998700008,
    name: '弧叛逆超量龙',
    type: 'monster effect xyz',
    en: 'Arc Rebellion Xyz Dragon',
    level: 5,
    atk: 3000,
    def: 2500,
    race: '龙族',
    attribute: '暗',
    // Its ② (ATK up by the other monsters' original ATK in all; 「再」, with a DARK Xyz material, their effects negated) is judged (:523–524).
    text: '5星怪兽×3\n这个卡名的②的效果1回合只能使用1次。\n①：超量召唤的这张卡不会被效果破坏。\n②：把这张卡1个超量素材取除才能发动。这张卡的攻击力上升这张卡以外的场上的怪兽的原本攻击力合计数值。这张卡有暗属性超量怪兽在作为超量素材的场合，再让这张卡以外的场上的全部表侧表示怪兽的效果无效。这个效果的发动后，直到回合结束时自己不用这张卡不能攻击宣言。',
  }),
];

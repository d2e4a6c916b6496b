/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c03 (攻守计算, 战斗阶段流程,
 * 里侧·一时除外) and docs/c04 need, restated in our own words as card text the compiler reads (textCard), or as a
 * card with its stats only where only the stats matter. Each comment says what the example needs and what was left out.
 *
 * Passcodes starting 9988 are placeholders: the real passcode was not at hand.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03BattleMoreNewerThanCdb: Record<number, string> = {
  99880001: '迷宫城的白银姬 — newer than the database; placeholder id',
  99880002: '随风旅鸟×帝企 — newer than the database; placeholder id',
  99880003: '深渊之兽 玛格巨龙 — newer than the database; placeholder id',
};

export const c03BattleMoreNewerCards = [
  // A Level 8 DARK Fiend, 3000/2900 (攻守计算.rst:518, :551, :552: equipped with 金属化·魔法反射装甲 it is 3300). Its
  // effects (a summon from the hand when a Normal Trap or 「拉比林斯迷宫」 effect is activated, a protection while a
  // face-down card is on its field, a Set of a Normal Trap from the Deck) play no part there and are left out.
  card({
    id: 99880001,
    name: '迷宫城的白银姬',
    type: 'monster effect',
    level: 8,
    atk: 3000,
    def: 2900,
    race: '恶魔族',
    attribute: '暗',
  }),
  // Its ③ halves the ATK/DEF of the opponent's monster it battles, at damage calculation (攻守计算.rst:550–551: a
  // 变成 that 摩天楼’s raise is counted after, and an equip card’s is not). ATK 2700 as the reference gives it; its ①
  // (a search when Tribute Summoned) and ② (a lock on Special Summoned Attack Position monsters) are left out, and its
  // DEF is not written (not needed, not checked).
  textCard({
    id: 99880002,
    name: '随风旅鸟×帝企',
    type: 'monster effect',
    level: 10,
    atk: 2700,
    race: '鸟兽族',
    attribute: '风',
    text: '③：这张卡和对方怪兽进行战斗的伤害计算时只有1次，把自己1张手卡除外才能发动。那只对方怪兽的攻击力·守备力直到回合结束时变成一半。',
  }),
  // Its ② leaves an add to the hand from the Deck or GY for the End Phase of the turn (王家长眠之谷.rst:98: made unaffected by
  // No.81 in the chain, under 王家长眠之谷 the add from the GY still does not happen then). A Level 6 DARK Dragon with ATK 2500; its
  // ① (a summon from the hand by banishing a LIGHT or DARK monster from a GY) and its use limits are left out, and its DEF is not written.
  textCard({
    id: 99880003,
    name: '深渊之兽 玛格巨龙',
    type: 'monster effect',
    level: 6,
    atk: 2500,
    race: '龙族',
    attribute: '暗',
    text: '②：这张卡特殊召唤的场合才能发动。这个回合的结束阶段，从自己的卡组·墓地把「深渊之兽 玛格巨龙」以外的1只龙族怪兽加入手卡。',
  }),
];

/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c03 (复制, 里侧·一时除外) need,
 * restated in our own words as card text the compiler reads (textCard). Only the clauses the examples judge are kept;
 * each record says what was left out.
 *
 * Passcodes starting 9998 are placeholders: this file does not rely on the real passcodes.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03CopyFacedownNewerThanCdb: Record<number, string> = {
  99980001: '时间魔导士 (Time Wizard of Tomorrow) — released after the database; placeholder id',
  99980002: '古生代化石龙 骷髅屠魔龙 (Fossil Dragon Skullgios) — released after the database; placeholder id',
  99980003: '钢铁魔导骑士-基尔提基亚·弗里德 (Gilti-Gearfried the Magical Steel Knight) — released after the database; placeholder id',
  99980004: '元素英雄 火焰翼侠-火焰一击 (Elemental HERO Flame Wingman - Infernal Rage) — released after the database; placeholder id',
  99980005: '并行超限龙 (Parallel eXceed) — released after the database; placeholder id',
  99980006: '浑然的斗牛诗-俄耳甫斯金公牛 (Orphebull the Harmonious Bullfighter Bard) — released after the database; placeholder id',
  99980007: '深渊之兽 白界丧失龙 (The Bystial Alba Los) — released after the database; placeholder id',
  99980008: '剑斗兽 维斯帕西亚努斯 (Gladiator Beast Vespasius) — released after the database; placeholder id',
  99980009: '次元解骰 (Dimension Dice) — released after the database; placeholder id',
  99980010: '俱舍怒威族的香格里拉茧 (Kashtira Shangri-Ira) — released after the database; placeholder id',
  99980011: '沙尘之大飓风 (Double Dust Tornado Twins) — released after the database; placeholder id',
};

export const c03CopyFacedownNewerCards = [
  // ①: 「已融合召唤」 as the condition of its coin-toss destruction (复制.rst:100: a Fusion Summoned copier may use it).
  textCard({
    id: 99980001,
    name: '时间魔导士',
    type: 'monster effect fusion',
    level: 5,
    atk: 2000,
    def: 1900,
    race: '魔法师族',
    attribute: '光',
    en: 'Time Wizard of Tomorrow',
    text: '「时间魔术师」＋效果怪兽\n①：1回合1次，这张卡是已融合召唤的场合才能发动。进行1次投掷硬币猜里表。猜中的场合，场上的怪兽全部破坏，对方受到表侧表示破坏的怪兽的原本攻击力合计一半的伤害。猜错的场合，场上的怪兽全部破坏，自己受到表侧表示破坏的怪兽的原本攻击力合计一半的伤害。',
  }),
  // ③: the doubled battle damage of the Fusion Summoned card (复制.rst:96). Its summon limit (「化石融合」 only), ① (an
  // ATK/DEF swap) and ② (piercing) are left out.
  textCard({
    id: 99980002,
    name: '古生代化石龙 骷髅屠魔龙',
    type: 'monster effect fusion',
    level: 8,
    atk: 3500,
    def: 0,
    race: '岩石族',
    attribute: '地',
    en: 'Fossil Dragon Skullgios',
    text: '岩石族怪兽＋对方墓地的7星以上的怪兽\n③：融合召唤的这张卡和对方怪兽的战斗给与对方的战斗伤害变成2倍。',
  }),
  // ②: two attacks for the card Fusion Summoned with field materials only (复制.rst:114: a copier does not get them).
  // ① (a negation when targeted) and ③ (an ATK raise) are left out.
  textCard({
    id: 99980003,
    name: '钢铁魔导骑士-基尔提基亚·弗里德',
    type: 'monster effect fusion',
    level: 8,
    atk: 2700,
    def: 1600,
    race: '战士族',
    attribute: '光',
    en: 'Gilti-Gearfried the Magical Steel Knight',
    text: '属性不同的战士族怪兽×2\n②：只用场上的怪兽为素材作融合召唤的这张卡在同1次的战斗阶段中可以作2次攻击。',
  }),
  // ②: tribute itself, Fusion Summoned with a Normal Monster, to summon an 「元素英雄」 from the Deck or Extra Deck (复制.rst:115,
  // numbered ③ there: a copier cannot use it). Its summon limit and ① (a search when Special Summoned) are left out.
  textCard({
    id: 99980004,
    name: '元素英雄 火焰翼侠-火焰一击',
    type: 'monster effect fusion',
    level: 8,
    atk: 2100,
    def: 1200,
    race: '战士族',
    attribute: '风',
    en: 'Elemental HERO Flame Wingman - Infernal Rage',
    text: '属性不同的「元素英雄」怪兽×2\n这个卡名的②的效果1回合只能使用1次。\n②：把用通常怪兽作为素材作融合召唤的这张卡解放才能发动。从卡组·额外卡组把1只7星以下的不能通常召唤的「元素英雄」怪兽无视召唤条件特殊召唤。',
  }),
  // ③: the card summoned by a 「并行超限龙」 effect is Level 4 with halved original ATK/DEF (里侧·一时除外.rst:234). ① (a summon
  // from the hand next to a Link Summon) and ② (a summon of another from the Deck) are left out.
  textCard({
    id: 99980005,
    name: '并行超限龙',
    type: 'monster effect',
    level: 8,
    atk: 2000,
    def: 2000,
    race: '电子界族',
    attribute: '风',
    en: 'Parallel eXceed',
    text: '③：「并行超限龙」的效果特殊召唤的这张卡的等级变成4星，原本的攻击力·守备力变成一半。',
  }),
  // ①: the ATK raise of the card summoned by its own procedure (里侧·一时除外.rst:246). Its procedure (banish 2 LIGHT and 2
  // DARK from the hand or GY), the extra attacks of ① and ② are left out.
  textCard({
    id: 99980006,
    name: '浑然的斗牛诗-俄耳甫斯金公牛',
    type: 'monster effect',
    level: 8,
    atk: 3000,
    def: 2400,
    race: '兽战士族',
    attribute: '光',
    en: 'Orphebull the Harmonious Bullfighter Bard',
    text: '这张卡不能通常召唤。把这张卡以外的光·暗属性怪兽各2只从自己的手卡·墓地除外的场合才能特殊召唤。\n①：这个方法特殊召唤的这张卡的攻击力上升为那次特殊召唤而从手卡除外的怪兽数量×1000。',
  }),
  // ①: while the card summoned by its own procedure is in the Monster Zone, face-up Ritual/Fusion/Synchro/Xyz/Link monsters
  // have their effects negated (里侧·一时除外.rst:245). ② (the Extra Deck banish) is left out.
  textCard({
    id: 99980007,
    name: '深渊之兽 白界丧失龙',
    type: 'monster effect',
    level: 12,
    atk: 3500,
    def: 3500,
    race: '龙族',
    attribute: '光',
    en: 'The Bystial Alba Los',
    text: '这张卡不能通常召唤。把自己场上2只「深渊之兽」怪兽解放的场合才能从手卡·墓地特殊召唤。\n①：只要这个方法特殊召唤的这张卡在怪兽区域存在，场上的表侧表示的仪式·融合·同调·超量·连接怪兽的效果无效化。',
  }),
  // ②: while the card summoned by a 「剑斗兽」 effect is in the Monster Zone, its controller's monsters gain 500 ATK
  // (里侧·一时除外.rst:233). ① (a summon from the hand) and ③ (the Battle Phase tag-out) are left out.
  textCard({
    id: 99980008,
    name: '剑斗兽 维斯帕西亚努斯',
    type: 'monster effect',
    level: 7,
    atk: 2300,
    def: 0,
    race: '海龙族',
    attribute: '水',
    en: 'Gladiator Beast Vespasius',
    text: '②：只要「剑斗兽」怪兽的效果特殊召唤的这张卡在怪兽区域存在，自己场上的怪兽的攻击力上升500。',
  }),
  // ①: needs a card with a die-rolling effect on its controller's field (复制.rst:25, :123: a copy of one is, a card that only uses
  // another's effect is not).
  textCard({
    id: 99980009,
    name: '次元解骰',
    type: 'spell',
    en: 'Dimension Dice',
    text: '①：自己场上有持有掷骰子效果的卡存在的场合，把自己场上1只怪兽解放才能发动。从手卡·卡组把1只持有掷骰子效果的怪兽特殊召唤。',
  }),
  // ②: each time a card of the opponent is banished face-down, it may lock a zone (里侧·一时除外.rst:42: a face-down card
  // temporarily banished is banished face-down, so it is offered). Its Xyz line is kept; ① (a summon at either Standby Phase)
  // and ③ (a detach instead of destruction) are left out.
  textCard({
    id: 99980010,
    name: '俱舍怒威族的香格里拉茧',
    type: 'monster effect xyz',
    level: 7,
    atk: 0,
    def: 3000,
    race: '念动力族',
    attribute: '炎',
    en: 'Kashtira Shangri-Ira',
    text: '7星怪兽×2只以上\n②：每次对方的卡被里侧表示除外，指定没有使用的主要怪兽区域或者魔法与陷阱区域1处才能发动。指定的区域在这只怪兽表侧表示存在期间不能使用。',
  }),
  // ①: the set cards it targets and this card go back to the hand (复制.rst:224: copied by 事务回滚①, 「这张卡」 is 事务回滚,
  // which goes back). The Set from the hand afterwards is left out.
  textCard({
    id: 99980011,
    name: '沙尘之大飓风',
    type: 'trap',
    en: 'Double Dust Tornado Twins',
    text: '这个卡名的卡1回合只能发动1张。\n①：以自己的魔法与陷阱区域盖放的任意数量的卡为对象才能发动。那些盖放的卡和这张卡回到持有者手卡。',
  }),
];

/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c02/基本用语.rst need (issue 16),
 * restated in our own words as card text the compiler reads (textCard). The current Chinese text was established from
 * public ygopro script headers. Only the clauses the examples judge are kept; each comment says what was left out.
 *
 * Passcodes starting 9983 are placeholders: this file does not rely on the real passcodes.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02TermsNewerMoreThanCdb: Record<number, string> = {
  998300001: '烙印融合 (Branded Fusion) — released 2021; placeholder id',
  998300002: '迫近的机械 — newer than the database; placeholder id',
  998300003: '钢铁幻想师 — newer than the database; placeholder id',
  998300004: '群豪之创始者-大公 — newer than the database; placeholder id',
  998300006: '莫忘双头龙 — released 2023; placeholder id',
  998300007: '冥骸王-莫忘冥府王灵 — released 2023; placeholder id',
  998300008: '莫忘哥布林 — released 2023; placeholder id',
  998300009: '莫忘心钥精 — released 2023; placeholder id',
  998300010: '莫忘天魔女 — released 2023; placeholder id',
};

export const c02TermsNewerMoreCards = [
  // ①: its Fusion Summon is of a monster whose line names 「阿不思的落胤」, and that part must be a card named so — no substitute
  // (基本用语.rst:979, SIT-SUMMON-BY-CARD). Its once-per-turn activation and the Extra Deck lock are kept as text.
  textCard({
    id: 998300001,
    name: '烙印融合',
    type: 'spell',
    en: 'Branded Fusion',
    text: '这个卡名的卡在1回合只能发动1张，这张卡发动的回合，自己不是融合怪兽不能从额外卡组特殊召唤。\n①：把自己的手卡·卡组·场上2只怪兽作为融合素材，把以「阿不思的落胤」为融合素材的1只融合怪兽融合召唤。',
  }),
  // ①: a search whose text names 「金属化·强化反射装甲」 as a card — so, summoned as a monster by 魔术礼帽 and face-up, it is a monster
  // 「有「金属化·强化反射装甲」的卡名记述」 for 金属化·钢炎装甲 (基本用语.rst:885, CMP-MENTIONS). ② is restated plainly.
  textCard({
    id: 998300002,
    name: '迫近的机械',
    type: 'trap',
    text: '这个卡名的②的效果1回合只能使用1次。\n①：从自己的卡组·墓地把有「金属化·强化反射装甲」的卡名记述的1只怪兽或者1张「金属化」陷阱卡加入手卡。\n②：自己场上有「金属化」陷阱卡存在的场合，把墓地的这张卡除外，以对方场上1只守备表示怪兽为对象才能发动。那只怪兽变成表侧攻击表示。',
  }),
  // ①: names 「金属化·强化反射装甲」 as a card; a monster that copies its name and effects (新空间侠·黑暗豹) is still no card whose text
  // names it (基本用语.rst:886). ②③ are restated plainly; its stats are left out.
  textCard({
    id: 998300003,
    name: '钢铁幻想师',
    type: 'monster effect',
    text: '这个卡名的①③的效果1回合各能使用1次。\n①：这张卡召唤·特殊召唤的场合才能发动。从卡组把1张「金属化」陷阱卡在自己场上盖放。自己墓地有「金属化·强化反射装甲」存在的场合，自己可以再抽1张。\n②：只要这张卡在怪兽区域存在，对方回合中这张卡的等级上升4星。\n③：宣言1个种族才能发动。直到对方回合结束时，这张卡变成宣言的种族。',
  }),
  // Its monster ①: on its Special Summon, returns a monster card in the opponent's Spell & Trap Zone it targets to the hand, then
  // burns and gains ATK (基本用语.rst:1263: a Token used as an Equip Card vanishes instead, and what follows does not apply). Its
  // material line, summoning procedure and Pendulum effect are left out.
  textCard({
    id: 998300004,
    name: '群豪之创始者-大公',
    type: 'monster effect fusion',
    level: 10,
    race: '机械族',
    attribute: '暗',
    text: '「群豪」怪兽×2\n①：这张卡特殊召唤的场合，以对方的魔法与陷阱区域1张怪兽卡为对象才能发动。那张卡回到持有者手卡，给与对方那个攻击力数值的伤害。那之后，这张卡的攻击力上升给与的伤害一半的数值。',
  }),
  // 「莫忘」 monsters for the procedure of 冥骸合龙-莫忘冥地王灵 (curated in ./c03-c04-answers-and-battle.ts; 基本用语.rst:176): two Fusion Monsters (their material lines kept) and three main-deck ones;
  // of each, one clause of its effects is restated plainly, the rest left out.
  textCard({ id: 998300006, name: '莫忘双头龙', type: 'monster effect fusion', level: 7, atk: 2800, def: 2100, race: '雷族', attribute: '光', text: '「莫忘」怪兽×2\n②：自己的「莫忘」怪兽战斗破坏的怪兽不去墓地而除外。' }),
  textCard({ id: 998300007, name: '冥骸王-莫忘冥府王灵', type: 'monster effect fusion', level: 9, atk: 3000, def: 2000, race: '幻想魔族', attribute: '地', text: '「莫忘」怪兽×3\n①：这张卡融合召唤的场合才能发动。从卡组·额外卡组把3张「莫忘」卡送去墓地。' }),
  textCard({ id: 998300008, name: '莫忘哥布林', type: 'monster effect', level: 1, atk: 400, def: 400, race: '恶魔族', attribute: '暗', text: '②：自己主要阶段才能发动。自己场上1只「莫忘」怪兽破坏，从卡组把「莫忘哥布林」以外的最多2张「莫忘」卡送去墓地。' }),
  textCard({ id: 998300009, name: '莫忘心钥精', type: 'monster effect', level: 1, atk: 400, def: 300, race: '天使族', attribute: '光', text: '②：自己主要阶段才能发动。自己场上1只「莫忘」怪兽破坏，从卡组把「莫忘心钥精」以外的1张「莫忘」卡加入手卡。' }),
  textCard({ id: 998300010, name: '莫忘天魔女', type: 'monster effect', level: 3, atk: 800, def: 1000, race: '魔法师族', attribute: '暗', text: '①：这张卡召唤·特殊召唤的场合才能发动。从卡组把「莫忘天魔女」以外的1只「莫忘」怪兽加入手卡。' }),
];

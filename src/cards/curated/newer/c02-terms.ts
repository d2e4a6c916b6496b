/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c02 use (卡片·效果的发动,
 * 基本用语, 怪兽的效果分类, 进入连锁·不入连锁的特殊召唤 …): restated card text in the controlled card-text language
 * (textCard: the compiler reads it like an imported card's), keeping only the clauses the examples judge; a
 * clause an example does not look at is left out or restated plainly (said at the record). The reference prints
 * no card box for them; where the passcode was not known, the id is a placeholder starting 991 (said in the record).
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02TermNewerThanCdb: Record<number, string> = {
  991020001: '失落的圣域 — released 2021; placeholder id (passcode not known)',
  991020002: '亚马逊拜谒间 — released 2022; placeholder id (passcode not known)',
  991020003: '亚马逊的秘汤 — released 2022; placeholder id (passcode not known)',
  42166000: '神·史莱姆 (Egyptian God Slime) — released 2019 after the database; passcode from memory',
  991020004: '集心龙 — newer than the database; placeholder id (passcode not known)',
  991020005: '武装锻炼 — newer than the database; placeholder id (passcode not known)',
  991020006: '黄金乡的征服者 (Conquistador of the Golden Land) — released 2020; placeholder id (passcode not known)',
  68468459: '阿不思的落胤 (Fallen of Albaz) — released 2021; passcode from memory',
  991020007: '白龙之落胤 — newer than the database; placeholder id (passcode not known)',
  991020008: '肃声的龙贤圣 始龙 — released 2023; placeholder id (passcode not known)',
  991020009: '珠泪哀歌族·鲁莎卡人鱼 (Tearlaments Rulkallos) — released 2022; placeholder id (passcode not known)',
  991020010: '天羽羽斩之巳剑 — released 2025; placeholder id (passcode not known)',
  991020011: '金属化·强化反射装甲 — newer than the database; placeholder id (passcode not known)',
  991020012: '金属化·钢炎装甲 — newer than the database; placeholder id (passcode not known)',
  991020013: '纯爱妖精快乐回忆 — newer than the database; placeholder id (passcode not known)',
  991020014: '毁灭之黑魔术师 — released 2025; placeholder id (passcode not known)',
  991020015: '虫惑之园 — newer than the database; placeholder id (passcode not known)',
};

export const c02TermCards = [
  // A Continuous Trap whose card activation itself does something (①), so ③ cannot share that chain link
  // (卡片·效果的发动.rst:162, :174). ②③ are restated plainly: only that ③ is an activated effect matters.
  textCard({ id: 991020001, name: '失落的圣域', type: 'trap continuous', text: '①：作为这张卡的发动时的效果处理，从卡组把1只怪兽加入手卡。\n②：自己场上的怪兽的攻击力上升300。\n③：自己·对方的主要阶段才能发动。自己从卡组抽1张。' }),
  // ① at activation is optional (「可以」), yet ② still cannot share the card activation's chain link (:175, :176).
  // ② is restated plainly: only that it is an activated effect matters.
  textCard({ id: 991020002, name: '亚马逊拜谒间', type: 'trap continuous', text: '①：作为这张卡的发动时的效果处理，可以从卡组把1只「亚马逊」怪兽加入手卡。\n②：自己·对方的主要阶段才能发动。自己回复500基本分。' }),
  textCard({ id: 991020003, name: '亚马逊的秘汤', type: 'trap continuous', text: '①：作为这张卡的发动时的效果处理，可以从卡组把1张「亚马逊」卡加入手卡。\n②：自己·对方的主要阶段才能发动。自己回复500基本分。' }),
  // As a tribute for a Tribute Summon it counts as 3 (基本用语.rst:667–668). Its own summon procedure and
  // protection are left out.
  textCard({ id: 42166000, name: '神·史莱姆', type: 'monster effect fusion', level: 10, atk: 0, def: 0, race: '水族', attribute: '水', en: 'Egyptian God Slime', text: '①：上级召唤的场合，这张卡可以作为3只的数量解放。' }),
  // Once per turn it may be Special Summoned, by its original name even while it is treated as 「救世龙」 (:399–400).
  textCard({ id: 991020004, name: '集心龙', type: 'monster effect tuner', level: 1, atk: 0, def: 0, race: '龙族', attribute: '光', text: '自己对「集心龙」1回合只能有1次特殊召唤。\n①：这张卡的卡名只要在场上·墓地存在当作「救世龙」使用。\n②：把手卡的这张卡给对方观看才能发动。这张卡特殊召唤。' }),
  // ① is activated instead of the normal draw, as its condition (基本用语.rst:1312, :1314: CH-DRAW-REPLACEMENT).
  // What it adds is restated plainly.
  textCard({ id: 991020005, name: '武装锻炼', type: 'spell continuous', text: '①：自己抽卡阶段作为进行通常抽卡的代替才能发动。从卡组把1张装备魔法卡加入手卡。' }),
  // A trap monster: once activated it is Special Summoned as a monster that is also a Trap; with no Monster Zone
  // free it stays unsummoned and goes to the GY (基本用语.rst:1120, :1181).
  textCard({ id: 991020006, name: '黄金乡的征服者', type: 'trap', en: 'Conquistador of the Golden Land', text: '①：这张卡发动后变成效果怪兽（不死族·光·5星·攻/守500）在怪兽区域特殊召唤。那之后，自己场上有「黄金卿」怪兽存在的场合，可以选场上1张表侧表示的卡破坏。这张卡也当作陷阱卡使用。' }),
  // Each card's once-per-turn is counted by its own name (基本用语.rst:61). 白龙之落胤's effect is restated plainly.
  textCard({ id: 68468459, name: '阿不思的落胤', type: 'monster effect', level: 4, atk: 1800, def: 0, race: '魔法师族', attribute: '暗', en: 'Fallen of Albaz', text: '这个卡名的效果1回合只能使用1次。\n①：从手卡丢弃1张卡才能发动。包含这张卡的自己·对方场上的怪兽作为融合素材，把1只融合怪兽融合召唤。' }),
  textCard({ id: 991020007, name: '白龙之落胤', type: 'monster effect', level: 4, atk: 1800, def: 0, race: '魔法师族', attribute: '光', text: '这个卡名的效果1回合只能使用1次。\n①：从手卡丢弃1张卡才能发动。自己从卡组抽1张。' }),
  // A Special Summon monster whose procedure returns Spells from the hand or GY to the Deck: a procedure, not an
  // effect, so 王家长眠之谷 does not stop it (基本用语.rst:148, 特殊召唤怪兽….rst:91). Its other effects are left out.
  textCard({ id: 991020008, name: '肃声的龙贤圣 始龙', type: 'monster effect', level: 8, atk: 2500, def: 3000, race: '龙族', attribute: '光', text: '这张卡不能通常召唤。从自己的手卡·墓地让包含仪式魔法卡的2张魔法卡回到卡组的场合可以从手卡特殊召唤。' }),
  // ②: answers an opponent's activation that contains a Special Summon (进入连锁·不入连锁的特殊召唤.rst:79,
  // 灰流丽·星尘龙.rst:82). Its summon-negation half and its other effects are left out.
  textCard({ id: 991020009, name: '珠泪哀歌族·鲁莎卡人鱼', type: 'monster effect fusion', level: 8, atk: 3000, def: 2500, race: '鱼族', attribute: '暗', en: 'Tearlaments Rulkallos', text: '②：1回合1次，包含以下其中任意种效果的魔法·陷阱·怪兽的效果由对方发动时才能发动。那个发动无效并破坏。那之后，这张卡送去墓地。\n●把怪兽特殊召唤的效果' }),
  // ① once per Duel: negated, it is still used (卡片·效果的发动.rst:204). What ① does is restated plainly.
  textCard({ id: 991020010, name: '天羽羽斩之巳剑', type: 'monster effect ritual', level: 8, atk: 3000, def: 2000, race: '幻龙族', attribute: '暗', text: '这个卡名的①的效果在决斗中只能使用1次。\n①：自己主要阶段才能发动。自己从卡组抽1张。' }),
  // Traps that equip themselves to a monster chosen when they resolve, not targeted at activation, so while they are
  // being activated the card they will be is not settled (卡片·效果的发动.rst:295). Their other effects are left out.
  textCard({ id: 991020011, name: '金属化·强化反射装甲', type: 'trap', text: '①：选自己场上1只表侧表示怪兽，这张卡当作装备卡使用给那只怪兽装备。装备怪兽的攻击力上升400。' }),
  // Its current text (script header of 「メタル化・鋼炎装甲」): ① is activated by tributing a face-up monster of its side whose text names
  // 「金属化·强化反射装甲」 (基本用语.rst:885–886, CMP-MENTIONS), and summons such a monster from the Deck.
  textCard({ id: 991020012, name: '金属化·钢炎装甲', type: 'trap', text: '这个卡名的卡在1回合只能发动1张。\n①：把有「金属化·强化反射装甲」的卡名记述的自己场上1只表侧表示怪兽解放才能把这张卡发动。从卡组把有「金属化·强化反射装甲」的卡名记述的1只不能通常召唤的怪兽无视召唤条件特殊召唤。那之后，可以把这张卡当作持有以下效果的装备卡使用给那只怪兽装备。\n●装备怪兽被战斗·效果破坏的场合，可以作为代替把这张卡送去墓地。' }),
  // Chooses a card on the field that, until the end of the next turn, once is not destroyed by an effect; it cannot
  // choose itself (卡片·效果的发动.rst:303).
  textCard({ id: 991020013, name: '纯爱妖精快乐回忆', type: 'trap', text: '①：选场上1张卡。那张卡直到下个回合的结束时只有1次不会被效果破坏。' }),
  // ①: its name is 「黑魔术师」 on the field and in the GY, applied as it is summoned (怪兽的效果分类.rst:95, :294).
  // Its summon procedure and other effects are left out.
  textCard({ id: 991020014, name: '毁灭之黑魔术师', type: 'monster effect', level: 7, atk: 2500, def: 2100, race: '魔法师族', attribute: '暗', text: '①：这张卡的卡名只要在场上·墓地存在当作「黑魔术师」使用。' }),
  // ③: its cost is 「自己场上1只怪兽」, any monster there, face-down too (基本用语.rst:169). What ③ does is
  // restated plainly; ①② are left out.
  textCard({ id: 991020015, name: '虫惑之园', type: 'spell field', text: '③：1回合1次，把自己场上1只怪兽除外才能发动。自己从卡组抽1张。' }),
];

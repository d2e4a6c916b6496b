/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c04 use (灰流丽·星尘龙,
 * 不能使用, 王家长眠之谷): restated card text in the controlled card-text language (textCard: the compiler reads
 * it like an imported card's), keeping only the clauses the examples judge. The reference prints no card box
 * for them; where the passcode was not known, the id is a placeholder starting 991 (said in the record).
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c04CardChapterNewerThanCdb: Record<number, string> = {
  991040001: '灵王的波动 — newer than the database; placeholder id (passcode not known)',
  991040002: '削短枪管龙 — newer than the database; placeholder id (passcode not known)',
  991040003: '威胁武装龙 — newer than the database; placeholder id (passcode not known)',
  991040004: '灰灭都的咒术师 — newer than the database; placeholder id (passcode not known)',
  991040005: '蔷薇占术师 — newer than the database; placeholder id (passcode not known)',
  991040006: '识无边世坏 — newer than the database; placeholder id (passcode not known)',
  991040007: '混沌魅惑的女王 — newer than the database; placeholder id (passcode not known)',
  991040008: '星霜之魔术师-宙读之魔术士 — newer than the database; placeholder id (passcode not known)',
  991040009: '死亡女王恶魔 — newer than the database; placeholder id (passcode not known)',
  991040010: '断影烈破 — newer than the database; placeholder id (passcode not known)',
  991040011: '破械冥官 篁 — newer than the database; placeholder id (passcode not known)',
  991040012: '蛇眼炎磷 — released 2023; placeholder id (passcode not known)',
  991040013: '圣种之地灵 — released 2021; placeholder id (passcode not known)',
  991040014: '维舍斯-阿修特罗德 — released 2022; placeholder id (passcode not known)',
  991040015: '糖果屋 — newer than the database; placeholder id (passcode not known)',
  991040016: '味美喵☆惊喜奖品 — newer than the database; placeholder id (passcode not known)',
  991040017: '巳剑降临 — released 2025; placeholder id (passcode not known)',
  991040018: '拉比林斯迷宫欢迎欢迎大欢迎 — newer than the database; placeholder id (passcode not known)',
  991040019: '纠罪巧γ’-欺瞒“exapatisIA” — released 2025; placeholder id (passcode not known)',
  991040020: '同盟驾驶员 (Union Driver) — released 2021; placeholder id (passcode not known)',
  991040021: '影帽子 — newer than the database; placeholder id (passcode not known)',
  991040022: '同盟飞行员 — newer than the database; placeholder id (passcode not known)',
  991040023: '炎王神兽 麒麟 — released 2022; placeholder id (passcode not known)',
  991040024: '水晶机巧-量子红雀白晶 — newer than the database; placeholder id (passcode not known)',
  991040025: '真红莲极超新星龙 — newer than the database; placeholder id (passcode not known)',
};

export const c04CardChapterCards = [
  // A Counter Trap answering the activation of an effect that contains a Special Summon (like 神之警告's first mode).
  textCard({ id: 991040001, name: '灵王的波动', type: 'trap counter', text: '①：包含以下其中任意种效果的魔法·陷阱·怪兽的效果发动时才能发动。那个发动无效并破坏。\n●把怪兽特殊召唤的效果' }),
  // ①: whatever monster it targets, it also revives one from its controller's GY (屋敷童 may answer, :67).
  textCard({ id: 991040002, name: '削短枪管龙', type: 'monster effect', level: 7, atk: 2800, def: 2000, race: '龙族', attribute: '暗', text: '①：以场上1只怪兽为对象才能发动。那只怪兽破坏。那之后，可以从自己墓地选1只怪兽特殊召唤。' }),
  // ②: sends the targeted LV monster and summons a LV monster from the Deck (灰流丽 / 神之警告 may answer, :68).
  textCard({ id: 991040003, name: '威胁武装龙', type: 'monster effect', level: 7, atk: 2800, def: 1000, race: '龙族', attribute: '风', text: '①：这张卡召唤成功时才能发动。自己抽1张。\n②：以场上1只「LV」怪兽为对象才能发动。那只怪兽送去墓地，从卡组把1只「LV」怪兽特殊召唤。' }),
  // ②: its targets in the GY return, and it adds a card from the Deck (灰流丽 may answer, :69).
  textCard({ id: 991040004, name: '灰灭都的咒术师', type: 'monster effect', level: 4, atk: 1800, def: 1200, race: '魔法师族', attribute: '炎', text: '①：这张卡召唤成功时才能发动。自己抽1张。\n②：以自己墓地最多3只炎属性怪兽为对象才能发动。那些怪兽回到卡组。那之后，从卡组把1张卡加入手卡。' }),
  // ②: banishes its Plant target and adds a Plant from the Deck (灰流丽 may answer, :70).
  textCard({ id: 991040005, name: '蔷薇占术师', type: 'monster effect', level: 4, atk: 1500, def: 1200, race: '植物族', attribute: '暗', text: '①：这张卡召唤成功时才能发动。自己抽1张。\n②：以自己墓地1只植物族怪兽为对象才能发动。那只怪兽除外，从卡组把1只植物族怪兽加入手卡。' }),
  // A Trap that destroys its target and summons a monster from the Deck (神之警告 may answer, :71).
  textCard({ id: 991040006, name: '识无边世坏', type: 'trap', text: '①：以场上1只怪兽为对象才能发动。那只怪兽破坏，从卡组把1只怪兽特殊召唤。' }),
  // ②: its GY target is banished and a monster comes from the Deck (灰流丽 / 神之警告 may answer, :72). The
  // target's attribute condition is left out: the example's targets all count as the right attribute there.
  textCard({ id: 991040007, name: '混沌魅惑的女王', type: 'monster effect', level: 7, atk: 2500, def: 2000, race: '恶魔族', attribute: '暗', text: '①：这张卡召唤成功时才能发动。自己抽1张。\n②：以墓地1只怪兽为对象才能发动。那只怪兽除外，从卡组把1只怪兽特殊召唤。' }),
  // ①: summons a monster from the GY or the Extra Deck, chosen when it resolves (屋敷童 may answer, :74).
  textCard({ id: 991040008, name: '星霜之魔术师-宙读之魔术士', type: 'monster effect pendulum', level: 7, atk: 2500, def: 2000, race: '魔法师族', attribute: '暗', text: '①：自己主要阶段才能发动。从自己的墓地·额外卡组选1只灵摆怪兽特殊召唤。' }),
  // ①: moves to the Extra Monster Zone if it can, then summons from the GY (屋敷童 may answer, :75).
  textCard({ id: 991040009, name: '死亡女王恶魔', type: 'monster effect', level: 8, atk: 3000, def: 2000, race: '恶魔族', attribute: '暗', text: '①：自己主要阶段才能发动。从自己墓地选1只恶魔族怪兽特殊召唤。' }),
  // ①: what it does depends on the kind of the banished card, read when it resolves; one mode adds from the Deck (:76).
  textCard({ id: 991040010, name: '断影烈破', type: 'trap', text: '①：卡被表侧除外的场合才能发动。从卡组把1张卡加入手卡。' }),
  // ①: destroys its targets and summons a monster from the Deck, whatever the targets are (灰流丽 may answer, :83).
  textCard({ id: 991040011, name: '破械冥官 篁', type: 'monster effect', level: 4, atk: 1800, def: 1000, race: '恶魔族', attribute: '暗', text: '①：以场上1张卡为对象才能发动。那张卡破坏，从卡组把1只恶魔族怪兽特殊召唤。' }),
  // Targets of the examples, newer than the database too; their own effects play no part.
  card({ id: 991040012, name: '蛇眼炎磷', type: 'monster effect', level: 1, atk: 800, def: 1000, race: '炎族', attribute: '炎', effects: [] }),
  card({ id: 991040013, name: '圣种之地灵', type: 'monster effect', level: 1, atk: 0, def: 600, race: '植物族', attribute: '地', effects: [] }),
  card({ id: 991040014, name: '维舍斯-阿修特罗德', type: 'monster effect', level: 8, atk: 3000, def: 2500, race: '恶魔族', attribute: '暗', effects: [] }),
  // Destroys every opponent's monster with 2500 or more ATK when it is activated: those are decided then (:182).
  textCard({ id: 991040015, name: '糖果屋', type: 'spell', text: '①：对方场上的攻击力2500以上的怪兽全部破坏。' }),
  // Modes chosen at activation; only the one that summons contains a Special Summon (:51).
  textCard({ id: 991040016, name: '味美喵☆惊喜奖品', type: 'spell', text: '①：可以从以下效果选择1个发动。\n●从卡组把1只怪兽特殊召唤。\n●自己从卡组抽1张。' }),
  // A Ritual Spell that may tribute monsters from the Deck: a tribute is not "sending from the Deck" (:124).
  textCard({ id: 991040017, name: '巳剑降临', type: 'spell ritual', text: '①：等级合计直到变成仪式召唤的怪兽的等级以上为止，把自己的手卡·卡组的怪兽解放，从手卡把1只仪式怪兽仪式召唤。' }),
  // Summons a monster, then may return one of its controller's monsters to the hand (篮板球 may answer it even
  // when that player has no monster yet, :169).
  textCard({ id: 991040018, name: '拉比林斯迷宫欢迎欢迎大欢迎', type: 'trap', text: '①：从手卡·卡组把1只怪兽特殊召唤。那之后，可以选自己场上1只怪兽回到手卡。' }),
  // ②: answers an effect that contains Setting a card or turning a monster face-down (:81, :110). Its own
  // face-down condition and cost are left out.
  textCard({ id: 991040019, name: '纠罪巧γ’-欺瞒“exapatisIA”', type: 'monster effect flip', level: 4, atk: 1500, def: 1500, race: '天使族', attribute: '光', aliases: ['纠罪巧γ’', "纠罪巧γ'-欺瞒“exapatisIA”"], text: '②：对方把包含以下其中任意种效果的魔法·陷阱·怪兽的效果发动时才能发动。那个效果无效。\n●把卡盖放的效果\n●让场上的怪兽变成里侧守备表示的效果' }),
  // A union monster: equip itself, or Special Summon itself while equipped (不能使用.rst:132–133). The machine
  // LIGHT restriction of its equip target is left out.
  textCard({ id: 991040020, name: '同盟驾驶员', type: 'monster effect union', level: 3, atk: 1000, def: 0, race: '机械族', attribute: '光', en: 'Union Driver', text: '①：1回合1次，以自己场上1只怪兽为对象才能发动。这张卡当作装备卡使用给那只怪兽装备。\n②：1回合1次，装备状态的这张卡才能发动。这张卡特殊召唤。' }),
  // A Trap activated from its Set position (不能使用.rst:134–135); what it does plays no part and is restated plainly.
  textCard({ id: 991040021, name: '影帽子', type: 'trap', text: '①：自己场上1只怪兽的攻击力直到回合结束时上升500。' }),
  textCard({ id: 991040022, name: '同盟飞行员', type: 'monster effect union', level: 3, atk: 1000, def: 0, race: '机械族', attribute: '光', text: '①：1回合1次，以自己场上1只怪兽为对象才能发动。这张卡当作装备卡使用给那只怪兽装备。\n②：1回合1次，装备状态的这张卡才能发动。这张卡特殊召唤。' }),
  // ①: destroys a FIRE card from the hand or the field (chosen when it resolves), then summons itself (:158). Its
  // other effects are left out.
  textCard({ id: 991040023, name: '炎王神兽 麒麟', type: 'monster effect', level: 8, atk: 3000, def: 2200, race: '兽族', attribute: '炎', text: '①：自己主要阶段才能发动。选这张卡以外的自己的手卡·场上1张炎属性卡破坏，这张卡从手卡特殊召唤。' }),
  // ①: banishes the opponent's Spells/Traps on the field and in the GY (王家长眠之谷.rst:22). Restated as an ignition
  // effect; its trigger and other effects are left out.
  textCard({ id: 991040024, name: '水晶机巧-量子红雀白晶', type: 'monster effect synchro', level: 9, atk: 3000, def: 2800, race: '机械族', attribute: '水', text: '①：自己主要阶段才能发动。对方的场上·墓地的魔法·陷阱卡全部除外。' }),
  // ③: banishes the opponent's cards on the field and in the GY (王家长眠之谷.rst:128). Restated as an ignition
  // effect; its trigger and other effects are left out.
  textCard({ id: 991040025, name: '真红莲极超新星龙', type: 'monster effect synchro', level: 12, atk: 4000, def: 4000, race: '龙族', attribute: '炎', text: '③：自己主要阶段才能发动。对方的场上·墓地的卡全部除外。' }),
];

// The curated card set against the real card database: every hand-written card must be the card
// its passcode says (name and type bits as in ../shared/data/cards.cdb), and every card the seed
// documents name must resolve to a curated card, so the seed examples can be judged at all.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { curatedCards } from '../../src/cards/curated/index.js';
import { loadCatalog } from '../../src/cards/load.js';
import { readCdb } from '../../src/cards/import/cdb.js';
import { decodeAttribute, decodeRace } from '../../src/cards/import/decode.js';
import { seedCards } from '../../src/cards/curated/seed/index.js';
import { stapleNewerThanCdb } from '../../src/cards/curated/staples/index.js';
import { albazDragonsNewerThanCdb } from '../../src/cards/curated/newer/albaz-dragons.js';
import { battleDamageNewerThanCdb } from '../../src/cards/curated/newer/battle-damage-cards.js';
import { endymionServantNewerThanCdb } from '../../src/cards/curated/newer/endymion-servant.js';
import { containsAnswersNewerThanCdb } from '../../src/cards/curated/newer/contains-answers.js';
import { c03NewerThanCdb } from '../../src/cards/curated/newer/c03-index.js';
import { c01RuleChangeNewerThanCdb } from '../../src/cards/curated/newer/c01-rule-changes.js';
import { c02TermNewerThanCdb } from '../../src/cards/curated/newer/c02-terms.js';
import { c04CardChapterNewerThanCdb } from '../../src/cards/curated/newer/c04-card-chapters.js';
import { c03MoreNewerThanCdb } from '../../src/cards/curated/newer/c03-more-index.js';
import { copyEffectNewerThanCdb } from '../../src/cards/curated/newer/copy-effects.js';
import { c03NegationNewerThanCdb } from '../../src/cards/curated/newer/c03-negation.js';
import { c02ActivationNewerThanCdb } from '../../src/cards/curated/newer/c02-activation.js';
import { c03aNewerThanCdb } from '../../src/cards/curated/newer/c03a-index.js';
import { c02SummonProcedureNewerThanCdb } from '../../src/cards/curated/newer/c02-summon-procedures.js';
import { c02ActivationSummonNewerThanCdb } from '../../src/cards/curated/newer/c02-activation-summons.js';
import { c02ZoneMoveNewerThanCdb } from '../../src/cards/curated/newer/c02-zone-moves.js';
import { c03bNewerThanCdb } from '../../src/cards/curated/newer/c03b-index.js';
import { activationLockNewerThanCdb } from '../../src/cards/curated/newer/activation-locks.js';
import { onlyOneNewerThanCdb } from '../../src/cards/curated/newer/only-one-cards.js';
import { oncePerTurnNewerThanCdb } from '../../src/cards/curated/newer/once-per-turn-cards.js';
import { resistanceNewerThanCdb } from '../../src/cards/curated/newer/resistance-cards.js';
import { monsterCardAnswerNewerThanCdb } from '../../src/cards/curated/newer/monster-card-answers.js';
import { c03MovedCardTriggersNewerThanCdb } from '../../src/cards/curated/newer/c03-moved-card-triggers.js';
import { c03EffectRewritesNewerThanCdb } from '../../src/cards/curated/newer/c03-effect-rewrites.js';
import { c03ZeroAmountTargetsNewerThanCdb } from '../../src/cards/curated/newer/c03-zero-amount-targets.js';
import { c03SummonInProgressNewerThanCdb } from '../../src/cards/curated/newer/c03-summon-in-progress.js';
import { c03OptionalNegationsNewerThanCdb } from '../../src/cards/curated/newer/c03-optional-negations.js';
import { c03c04AnswersBattleNewerThanCdb } from '../../src/cards/curated/newer/c03-c04-answers-and-battle.js';
import { c03SelfSummonTriggersNewerThanCdb } from '../../src/cards/curated/newer/c03-self-summon-triggers.js';
import { c02SpecialWinsNewerThanCdb } from '../../src/cards/curated/newer/c02-special-wins.js';
import { c03TargetAndCostNewerThanCdb } from '../../src/cards/curated/newer/c03-target-and-cost-cards.js';
import { c03RewriteTargetsNewerThanCdb } from '../../src/cards/curated/newer/c03-rewrite-targets.js';
import { c02TributeSummonsNewerThanCdb } from '../../src/cards/curated/newer/c02-tribute-summons.js';
import { c03FieldLimitsBattleNewerThanCdb } from '../../src/cards/curated/newer/c03-field-limits-and-battle.js';
import { c03StateAndCauseNewerThanCdb } from '../../src/cards/curated/newer/c03-state-and-cause.js';
import { c03NegationMoreNewerThanCdb } from '../../src/cards/curated/newer/c03-negation-more-newer.js';
import { c03SpecificMoreNewerThanCdb } from '../../src/cards/curated/newer/c03-specific-more-newer.js';
import { negationSpecificNewerThanCdb } from '../../src/cards/curated/newer/negation-specific-newer.js';
import { negationLateNewerThanCdb } from '../../src/cards/curated/newer/c03-negation-late-newer.js';
import { c03SpecificStepsNewerThanCdb } from '../../src/cards/curated/newer/c03-specific-steps-newer.js';
import { c02MoreNewerThanCdb } from '../../src/cards/curated/newer/c02-more-newer.js';
import { c03BattleMoreNewerThanCdb } from '../../src/cards/curated/newer/c03-battle-more-newer.js';
import { c03ResistanceNewerThanCdb } from '../../src/cards/curated/newer/c03-resistance-newer.js';
import { c02TermsPledgesNewerThanCdb } from '../../src/cards/curated/newer/c02-terms-pledges-newer.js';
import { c03BattleReplacementsNewerThanCdb } from '../../src/cards/curated/newer/c03-battle-replacements-newer.js';
import { c02WinsArchetypesNewerThanCdb } from '../../src/cards/curated/newer/c02-wins-archetypes-newer.js';
import { c02TermsNewerMoreThanCdb } from '../../src/cards/curated/newer/c02-terms-newer-more.js';
import { costDiscardNewerThanCdb } from '../../src/cards/curated/newer/c02-cost-discard-newer.js';
import { c03BattleDestroyedNewerThanCdb } from '../../src/cards/curated/newer/c03-battle-destroyed-newer.js';
import { c03c04NegationAnswersNewerThanCdb } from '../../src/cards/curated/newer/c03-c04-negation-answers-newer.js';
import { c03CopyFacedownNewerThanCdb } from '../../src/cards/curated/newer/c03-copy-facedown-newer.js';
import { c03TriggerWindowNewerThanCdb } from '../../src/cards/curated/newer/c03-trigger-window-newer.js';
import { c03SpecificPicksNewerThanCdb } from '../../src/cards/curated/newer/c03-specific-picks-newer.js';
import { c02c03UnnegatableNewerThanCdb } from '../../src/cards/curated/newer/c02-c03-unnegatable-newer.js';
import { c03CopyFacedownMoreNewerThanCdb } from '../../src/cards/curated/newer/c03-copy-facedown-more-newer.js';
import { c02c03AppliedFirstNewerThanCdb } from '../../src/cards/curated/newer/c02-c03-applied-first-newer.js';

const here = dirname(fileURLToPath(import.meta.url));
const cdbPath = join(here, '..', '..', '..', 'shared', 'data', 'cards.cdb');
const aliasesPath = join(here, '..', '..', '..', 'shared', 'data', 'cards-zh-aliases.sqlite');
const haveData = existsSync(cdbPath);
const haveAliases = existsSync(aliasesPath);

/**
 * Cards newer than the March 2019 cards.cdb, written by hand from their current text. Their
 * passcodes cannot be checked against the database; each entry says why it is here.
 */
const NEWER_THAN_CDB: Record<number, string> = {
  // The staples' own list (each family file says why for its cards).
  ...stapleNewerThanCdb,
  // Cards a rules-reference chapter is about (src/cards/curated/newer/).
  ...albazDragonsNewerThanCdb,
  ...battleDamageNewerThanCdb,
  ...endymionServantNewerThanCdb,
  ...containsAnswersNewerThanCdb,
  ...c03NewerThanCdb,
  ...c01RuleChangeNewerThanCdb,
  ...c02TermNewerThanCdb,
  ...c04CardChapterNewerThanCdb,
  ...c03MoreNewerThanCdb,
  ...copyEffectNewerThanCdb,
  ...c03NegationNewerThanCdb,
  ...c02ActivationNewerThanCdb,
  ...c03aNewerThanCdb,
  ...c02SummonProcedureNewerThanCdb,
  ...c02ActivationSummonNewerThanCdb,
  ...c02ZoneMoveNewerThanCdb,
  ...c03bNewerThanCdb,
  ...activationLockNewerThanCdb,
  ...onlyOneNewerThanCdb,
  ...oncePerTurnNewerThanCdb,
  ...resistanceNewerThanCdb,
  ...monsterCardAnswerNewerThanCdb,
  ...c03MovedCardTriggersNewerThanCdb,
  ...c03EffectRewritesNewerThanCdb,
  ...c03ZeroAmountTargetsNewerThanCdb,
  ...c03SummonInProgressNewerThanCdb,
  ...c03OptionalNegationsNewerThanCdb,
  ...c03c04AnswersBattleNewerThanCdb,
  ...c03SelfSummonTriggersNewerThanCdb,
  ...c02SpecialWinsNewerThanCdb,
  ...c03TargetAndCostNewerThanCdb,
  ...c03RewriteTargetsNewerThanCdb,
  ...c02TributeSummonsNewerThanCdb,
  ...c03FieldLimitsBattleNewerThanCdb,
  ...c03StateAndCauseNewerThanCdb,
  ...c03NegationMoreNewerThanCdb,
  ...c03SpecificMoreNewerThanCdb,
  ...c02MoreNewerThanCdb,
  ...c03BattleMoreNewerThanCdb,
  ...c03SpecificStepsNewerThanCdb,
  ...c03ResistanceNewerThanCdb,
  ...c02TermsPledgesNewerThanCdb,
  ...c03BattleReplacementsNewerThanCdb,
  ...c02WinsArchetypesNewerThanCdb,
  ...c03BattleDestroyedNewerThanCdb,
  ...c03c04NegationAnswersNewerThanCdb,
  ...c03CopyFacedownNewerThanCdb,
  ...c03TriggerWindowNewerThanCdb,
  ...c02TermsNewerMoreThanCdb,
  ...costDiscardNewerThanCdb,
  ...c03SpecificPicksNewerThanCdb,
  ...c02c03UnnegatableNewerThanCdb,
  ...c03CopyFacedownMoreNewerThanCdb,
  ...c02c03AppliedFirstNewerThanCdb,
  ...negationSpecificNewerThanCdb,
  ...negationLateNewerThanCdb,
  // Seed cards: none — every card the seeds name is in the March 2019 cards.cdb.
};

/** Every card name the two seed documents write in 「」 or 《》, spelled as the seeds spell it. */
const SEED_NAMES = [
  '给死者的供物', '八汰乌', '刻之封印', '无谋的贪心', '电子化恶魔', '火之迦具土', '磨破罗魏', '无败将军 弗里德', '魔法爆破', '天罚', '技能抽取',
  '失落', '旋风', '惩罚游戏！', '神之恩惠', '死之卡组破坏病毒', '魔之卡组破坏病毒', '沉默魔术师 LV4', '凡人的意志', '打落', '所罗门的律法书',
  '杀戮同伴的女骑士', '王宫的敕命', '和平使者', '人鱼公主', '燃烧的大地', '无差别破坏', '诅咒之吸血鬼', '发条兔', '邪恶的仪式', '魔导铠甲 执行者',
  '检阅', '哥布林小役人', '噩梦之蜃气楼', '强夺', '最终一战！', '升灵术师 奘玄', '杀人蛇', '熔岩魔神', '时间吞噬者', '阿匹卜之化神', '流氓佣兵部队',
  '贤者 喀戎', '青眼光龙', '电子龙', '元素英雄 水泡侠', '巨岩龙', 'XYZ-神龙炮', '三眼怪', '黑项链', '魂吸收', '死灵的引诱', '暗道化师 彼得',
  '精神操作', '拷问车轮', '神之宣告', '升天之角笛', '方舟的选别', '王宫的弹压', '盗贼的七道具', '王宫的陷落', '王宫的通告', '沙尘之大龙卷',
  '出于黑暗的绝望', '奈芙提斯之凤凰神', '魔导战士 破坏者', '墓穴食人魔', '冥界的宝札', '绊倒', '王虎', '冲锋陷阵的队长', '冰帝 美比乌斯', '混沌之黑魔术师',
  '红齿轮', '死灵骑士', '激流葬', '奈落的落穴', '连锁除外', '强制脱出装置', '雷破', '梦魇企鹅', '月读命', '蝗虫的军势', '谜之傀儡师', '变形壶',
  '呼魂者', '万手神', '次元魔法', '时花之魔女', '魂之纲', '魔镜导士 限界反射者', '图拉丁', '威吓的咆哮', '魔术礼帽', '光之护封剑', '青眼卡通龙',
  '昆虫女王', '通行税', '守墓的使魔', '地雷蜘蛛', '同路人', '黑暗贵族', '银幕之镜壁', '喷气小飞机', '反击准备', '怪兽箱', '守墓的暗杀者',
  'VWXYZ-神龙强击炮', '灵魂龙', '宇宙人马兽', '旅人的试练', '攻击无力化', '炸裂装甲', '宇宙半人马', '甲虫装甲骑士', '神圣标枪', '破坏轮',
  '我身作盾', '重力解除', '超重力网', '绝对防御将军', '蓝宝石龙', '吸血鬼婴儿', '狩剑猎人', '哥布林突击部队', '哥布林精英部队', '不屈斗士 磊磊',
  '灭绝战争', '地狱诗人', '魔术臂盾', '灵子能固定装置', '日珥龙', '欲望的幻象', '魔导科学家', '力量结合', '限制解除', '心变', '突进',
  '等级变换实验室', '亚空间物质传送装置', '人海战术', '敌人操纵器', '武器交换', '多尔·多拉', '圣书体石板', '衰弱之雾', '无限的手札', '暗黑魔族 基尔法恶魔',
  '暗黑之蝎尾狮', '深渊的暗杀者', '强制接收', '生还的宝札', '黑洞', '王家的诅咒', '冥王龙 断罪神', '幻影英雄三一人', '嵌合狂暴龙', '幻影英雄 三一人',
  '不知火的隐者', '白色灵龙', '青眼白龙', '圣灵兽骑 雷鹰', '青眼精灵龙', '终结之阿努比斯', '机怪神 超机怪虫神', '机怪神超机怪虫神', '永火恶魔', '永火幻象',
  '狡猾的落穴', '双重旋风', '召唤魔术', '召唤师 阿莱斯特', '禁忌的圣枪', '魔法偏转器', '宇宙旋风', '妖神-不知火', '苍眼银龙', '虹之古代都市',
  '弩弓部队', '召唤兽 普尔加托里奥', 'PSY骨架王·Ζ', '召唤兽普尔加托里奥', '青色眼睛的少女', '青色眼睛的贤士', '魔女术工匠·锻造女巫', '无底的落穴',
  '星因士天津四', '星因士 天津四', '神圣骑士王阿托利斯', '地中族邪界兽·利古钻土蜥', '黑魔导阵', '黑魔术师', '天命之圣剑', '真红眼黑刃龙', '魔术师的导门阵',
  '夜尽巫师', '敌人控制器', '自然螳螂', '光帝克赖斯', '光帝 克赖斯', '月光融合', '月光红狐', '月光翠鸟',
];

/** A card written as restated text (src/cards/curated/dsl.ts textCard): compiled from its text, not curated facts. */
const isTextCard = (c: (typeof curatedCards)[number]): boolean => c.source !== 'curated' && typeof c.text === 'string';

function normalise(name: string): string {
  return name.trim();
}

describe('curated cards: shape', () => {
  it('has no duplicate passcodes or names', () => {
    const ids = curatedCards.map((c) => c.id);
    const names = curatedCards.map((c) => c.name);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('numbers every card’s effects as the card text does (1..n), the plain card activation of a Continuous/Field/Equip Spell or Trap (or an unnumbered summoning procedure) as 0, and marks them curated', () => {
    // (A card written as restated text, textCard, is compiled like an imported card: its effects are the compiler's.)
    for (const c of curatedCards.filter((x) => !isTextCard(x))) {
      // Pendulum Effects are numbered by the Pendulum text's own ①②… (P①), apart from the monster effects.
      for (const pendulum of [false, true]) {
        const numbered = c.effects.filter((e) => e.n !== 0 && Boolean(e.pendulum) === pendulum);
        expect(numbered.map((e) => e.n), c.name).toEqual(numbered.map((_, i) => i + 1));
      }
      const zero = c.effects.filter((e) => e.n === 0);
      expect(zero.length, c.name).toBeLessThanOrEqual(1);
      for (const e of zero) {
        // (Or a summoning procedure the text does not number, as the compiler numbers one: 溶岩魔神's, before its ①.)
        if (e.kind === 'procedure') continue;
        expect(e.kind, c.name).toBe('activation');
        expect(c.type.subtypes.some((s) => ['continuous', 'field', 'equip'].includes(s)), c.name).toBe(true);
      }
      for (const e of c.effects) expect(e.source, c.name).toBe('curated');
    }
  });

  it('lets a player name a continuous card’s effect by its card-text number (绊倒① is the summon trigger)', () => {
    const stumbling = curatedCards.find((c) => c.name === '绊倒')!;
    expect(stumbling.effects.find((e) => e.n === 1)?.kind).toBe('trigger');
    expect(stumbling.effects.find((e) => e.n === 0)?.kind).toBe('activation');
  });

  it('gives every effect a summary in both languages', () => {
    for (const c of curatedCards.filter((x) => !isTextCard(x))) {
      for (const e of c.effects) {
        expect(e.summary?.zh.trim(), `${c.name} ${e.n} zh`).toBeTruthy();
        expect(e.summary?.en.trim(), `${c.name} ${e.n} en`).toBeTruthy();
      }
    }
  });

  it('states spell speed only where it differs from the default of its kind', () => {
    for (const c of curatedCards) {
      for (const e of c.effects) {
        if (e.speed === undefined) continue;
        let def: number;
        if (e.kind === 'activation') {
          def = c.type.subtypes.includes('counter') ? 3 : c.type.kind === 'trap' ? 2 : c.type.subtypes.includes('quickplay') ? 2 : 1;
        } else def = e.kind === 'quick' ? 2 : 1;
        expect(e.speed, `${c.name} ${e.n}`).not.toBe(def);
      }
    }
  });

  it('resolves every card name of the seed documents to a curated card', () => {
    const known = new Set<string>();
    for (const c of seedCards) {
      known.add(normalise(c.name));
      for (const a of c.names.aliases) known.add(normalise(a));
    }
    const missing = SEED_NAMES.filter((n) => !known.has(normalise(n)));
    expect(missing).toEqual([]);
  });

  it('resolves every seed name through the catalog (curated set alone) without guessing', () => {
    const cat = loadCatalog({});
    const seedIds = new Set(seedCards.map((c) => c.id));
    const bad: string[] = [];
    for (const n of SEED_NAMES) {
      const r = cat.resolve(n);
      if (!r.ok) bad.push(`${n}: ${r.kind}`);
      else if (!seedIds.has(r.card.id)) bad.push(`${n}: resolved to ${r.card.name}, not a seed card`);
      else if (r.matchedBy === 'fuzzy') bad.push(`${n}: only a fuzzy match (${r.card.name})`);
    }
    expect(bad).toEqual([]);
  });
});

describe.skipIf(!haveData)('curated cards against ../shared/data/cards.cdb', () => {
  it('matches passcode, name and type bits of the database', () => {
    if (!haveData) return;
    const db = new Database(cdbPath, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT d.type AS type, t.name AS name FROM datas d JOIN texts t ON t.id = d.id WHERE d.id = ?');
      const problems: string[] = [];
      for (const c of curatedCards) {
        const r = row.get(c.id) as { type: number; name: string } | undefined;
        if (!r) {
          if (!(c.id in NEWER_THAN_CDB)) problems.push(`${c.id} ${c.name}: passcode not in cards.cdb`);
          continue;
        }
        if (r.name !== c.name) problems.push(`${c.id}: name ${c.name} ≠ cdb ${r.name}`);
        if (r.type !== c.type.bits) problems.push(`${c.id} ${c.name}: type 0x${c.type.bits.toString(16)} ≠ cdb 0x${r.type.toString(16)}`);
      }
      expect(problems).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('writes race and attribute as the imported cards do (the same words, so one filter fits both)', () => {
    if (!haveData) return;
    const rows = new Map(readCdb(cdbPath).map((r) => [r.id, r]));
    const problems: string[] = [];
    for (const c of curatedCards) {
      const row = rows.get(c.id);
      if (!row || c.type.kind !== 'monster') continue;
      const race = decodeRace(row.race);
      const attribute = decodeAttribute(row.attribute);
      if (c.race !== undefined && c.race !== race) problems.push(`${c.name}: race ${c.race} ≠ ${race}`);
      if (c.attribute !== undefined && c.attribute !== attribute) problems.push(`${c.name}: attribute ${c.attribute} ≠ ${attribute}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives no card a nickname that is another card’s real name (强欲而贪欲之壶 is not 贪欲之壶)', () => {
    if (!haveData) return;
    const db = new Database(cdbPath, { readonly: true, fileMustExist: true });
    try {
      const byName = db.prepare('SELECT d.id AS id, d.alias AS alias FROM texts t JOIN datas d ON d.id = t.id WHERE t.name = ?');
      const clashes: string[] = [];
      for (const c of curatedCards) {
        for (const alias of c.names.aliases) {
          const rows = byName.all(alias) as { id: number; alias: number }[];
          // An alternate artwork (alias within 20 of the id) is the same card.
          const other = rows.find((r) => r.id !== c.id && !(r.alias === c.id && Math.abs(r.id - c.id) <= 20));
          if (other) clashes.push(`${c.name}: alias ${alias} is card ${other.id}`);
        }
      }
      expect(clashes).toEqual([]);
    } finally {
      db.close();
    }
  });
});

describe.skipIf(!haveAliases)('seed cards against ../shared/data/cards-zh-aliases.sqlite', () => {
  it('gives the official Simplified Chinese and English names of the alias table', () => {
    if (!haveAliases) return;
    const db = new Database(aliasesPath, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT name_zh_cn AS zh, name_en AS en FROM cards WHERE password = ?');
      const problems: string[] = [];
      for (const c of seedCards) {
        const r = row.get(c.id) as { zh: string | null; en: string | null } | undefined;
        if (!r) continue;
        if (r.zh && c.names.official !== r.zh) problems.push(`${c.id} ${c.name}: official ${c.names.official} ≠ ${r.zh}`);
        if (r.en && c.names.en !== r.en) problems.push(`${c.id} ${c.name}: en ${c.names.en} ≠ ${r.en}`);
      }
      expect(problems).toEqual([]);
    } finally {
      db.close();
    }
  });
});

if (!haveData) {
  describe('curated cards against cards.cdb', () => {
    it.skip('skipped: ../shared/data/cards.cdb is absent (a clone outside the workplace)', () => {});
  });
}

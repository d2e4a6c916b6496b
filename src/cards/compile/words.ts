/**
 * The lexicon of card text: places, sides, card kinds, counts and the card descriptions built from
 * them (「自己墓地1只4星以下的「英雄」怪兽」). Every clause parser (./events, ./actions, ./costs,
 * ./targets, ./continuous) reads noun phrases through this one file.
 */
import { summonFilter } from './summon-memory.js';
import { DECLARED, type CardFilter, type CardKind, type Place, type Side } from '../facts.js';
import { SUBTYPE_WORDS } from '../subtype-words.js';

/** The first sentence of a text (up to its first 「。」): `text.split('。')[0]` without cutting every sentence (compile time, issue 12). */
export function firstSentenceOf(text: string): string {
  const at = text.indexOf('。');
  return at < 0 ? text : text.slice(0, at);
}

/** Place words, longest first: 「额外卡组」 before 「卡组」, 「魔法与陷阱区域」 before 「场上」. */
// (Searched as words — only the Deck 「卡组」 not of 「额外卡组」「融合卡组」 and the banished state need a regular expression, tried on a
// phrase holding their word: compile time, issue 12.)
const DECK_WORD = /(?<!额外|融合)卡组/;
const BANISHED_WORD = /除外(状态)?的|除外状态|从除外|除外中的/;

/** Every place a phrase names, in the order extra, deck, hand, gy, banished, monster, spell, field (「手卡·卡组·墓地」 → deck, hand, gy). */
export function placesIn(phrase: string): Place[] {
  const out: Place[] = [];
  if (phrase.includes('卡组')) {
    // 「融合卡组」: the Extra Deck in old texts (「从融合卡组特殊召唤」 is no summon from the Deck).
    if (phrase.includes('额外卡组') || phrase.includes('融合卡组')) out.push('extra');
    if (DECK_WORD.test(phrase)) out.push('deck');
  }
  // (「和加入手卡的怪兽卡名不同的1只…」: the card the step before added is named by where it went, not where this one is.)
  if (phrase.includes('手卡') && (!phrase.includes('加入手卡的') || phrase.replace(/加入手卡的/g, '').includes('手卡'))) out.push('hand');
  if (phrase.includes('墓地')) out.push('gy');
  if (phrase.includes('除外') && BANISHED_WORD.test(phrase)) out.push('banished');
  if (phrase.includes('怪兽区域')) out.push('monster');
  if (phrase.includes('魔法与陷阱区域') || phrase.includes('魔法·陷阱区域')) out.push('spell');
  if (phrase.includes('场上') || phrase.includes('场地区域')) out.push('field');
  return out;
}

/** 「从A·B」 — where cards are taken from; the nouns after 「从」 up to the verb or 「把」. */
export function fromPlaces(clause: string): Place[] {
  const m = clause.includes('从') && /从((自己|对方|双方|持有者)?的?(额外卡组|融合卡组|卡组|手卡|墓地|除外状态|除外|场上|怪兽区域|魔法与陷阱区域)([·、]|或者|以及|和)?)+/.exec(clause);
  return m ? placesIn(m[0]) : [];
}

export const one = <T>(xs: T[]): T | T[] | undefined => (xs.length === 0 ? undefined : xs.length === 1 ? xs[0] : xs);

/** Whose: 「自己」 self, 「对方」 opponent, 「双方」「自己或者对方」 any. */
export function sideIn(phrase: string): Side | undefined {
  // (String searches, not regular expressions: asked of every phrase — compile time, issue 12. 「自己或者对方」「自己或对方」
  // 「自己·对方」 name both sides, as 「自己」 and 「对方」 together do.)
  if (phrase.includes('双方') || phrase.includes('持有者')) return 'any';
  const mine = phrase.includes('自己');
  const theirs = phrase.includes('对方');
  if (mine && theirs) return 'any';
  if (mine) return 'self';
  if (theirs) return 'opponent';
  return undefined;
}

/** Card kinds of a noun phrase: 「魔法·陷阱卡」 both, 「怪兽」 monster; 「卡」 alone says nothing. */
export function kindsIn(phrase: string): CardKind[] {
  const out: CardKind[] = [];
  // (Each word looked for only in a phrase that holds it: compile time, issue 12.)
  const noZone = phrase.includes('怪兽区域') ? phrase.replace(/怪兽区域/g, '') : phrase;
  if (noZone.includes('怪兽') || noZone.includes('衍生物')) out.push('monster');
  // (「魔法师族」 is a race, no Spell.)
  if (phrase.includes('魔法') && /魔法/.test(phrase.replace(/魔法与陷阱区域|魔法师/g, ''))) out.push('spell');
  if (phrase.includes('陷阱') && (phrase.includes('魔法与陷阱区域') ? phrase.replace(/魔法与陷阱区域/g, '') : phrase).includes('陷阱')) out.push('trap');
  return out;
}

const NUMERAL: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5 };

/** Does `s` hold an ASCII digit (as /\d/.test(s))? */
function hasDigit(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) return true;
  }
  return false;
}

/** 「2只」「最多3张」「1张以上」: a count, and whether it is an upper bound. */
export function countIn(phrase: string): { count: number; upTo: boolean } | null {
  // (Every cut below holds a digit and every count a counter word: a phrase without them is not scanned — compile time, issue 12.)
  if (!phrase.includes('张') && !phrase.includes('只') && !phrase.includes('个') && !phrase.includes('体')) return null;
  const clean = !hasDigit(phrase) ? phrase : phrase.replace(/\d+[星阶](以上|以下)?|\d+(基本分|个指示物|伤害|攻击力|守备力)|(原本)?(攻击力|守备力)\d+(以上|以下)?|\d+回合|等级\d+(以上|以下)?/g, '');
  const m = /(最多)?([0-9]+|[一两二三四五])(张|只|个|体)(以上|以下)?/.exec(clean);
  if (!m) return null;
  // (m[2] is digits or one numeral 一两二三四五: its first unit tells which.)
  const n = m[2]!.charCodeAt(0) <= 0x39 ? Number(m[2]) : NUMERAL[m[2]!]!;
  return { count: n, upTo: !!m[1] || m[4] === '以下' };
}

const ATTRIBUTE = /(光|暗|地|水|炎|风|神)属性/;

/** The race words card texts use (the ones src/cards/import/decode.ts decodes), longest first. */
const RACE_WORDS = [
  '战士族', '魔法师族', '天使族', '恶魔族', '不死族', '机械族', '水族', '炎族', '岩石族', '鸟兽族',
  '植物族', '昆虫族', '雷族', '龙族', '兽族', '兽战士族', '恐龙族', '鱼族', '海龙族',
  '爬虫类族', '念动力族', '幻神兽族', '创造神族', '幻龙族', '电子界族',
].sort((a, b) => b.length - a.length);
const RACE_ALT = RACE_WORDS.join('|');
// (「龙族的仪式怪兽」「龙族的同调怪兽」: a monster kind may stand between the race and 怪兽 — CMP-RACE-BEFORE-KIND; not in
// 「魔法师族融合怪兽卡决定的融合素材怪兽」, where the race is the Fusion Monster's, not the materials'.)
const RACE_LIST = new RegExp(`((?:${RACE_ALT})(?:(?:[·、]|或者|和)(?:${RACE_ALT}))*)的?(?:(?:表侧表示|效果|仪式|融合|同调|超量|连接|灵摆|通常|调整)的?){0,2}怪兽(?!卡决定)`);
// (「机械族·光属性的融合怪兽」 — a monster kind may stand before 怪兽 here too: 扰乱魔改造's shown Fusion Monster had lost its Type, s56.)
const RACE_THEN_ATTRIBUTE = new RegExp(`(${RACE_ALT})·[光暗地水炎风神]属性的?(?:表侧表示的?)?(?:(?:效果|仪式|融合|同调|超量|连接|灵摆|通常|调整)的?){0,2}怪兽(?!卡决定)`);
// CMP-RACE-AND-LEVEL: 「机械族·4星怪兽」「鸟兽族·4星以下的怪兽」 — a race and a Level the monster both has (the race was dropped).
const RACE_THEN_LEVEL = new RegExp(`(${RACE_ALT})·[0-9]+星(?:以[上下])?的?(?:表侧表示的?)?(?:(?:效果|调整|通常)的?)?怪兽`);
/** A Type in the older texts' words (爬虫族), as cards.cdb names it now (爬虫类族). */
const oldRace = (race: string): string => (race === '爬虫族' ? '爬虫类族' : race);
const RACE_OR_ATTRIBUTE = new RegExp(`(${RACE_ALT})或者?(光|暗|地|水|炎|风|神)属性的?怪兽`);
const RACE_IS = new RegExp(`种族是((?:${RACE_ALT})(?:(?:[·、]|或者|和)(?:${RACE_ALT}))*)的`);
/** The seven Attributes as the card text names them (CMP-ATTRIBUTE-EXCEPT: the ones a 「…属性以外」 leaves). */
const ATTRIBUTES: readonly string[] = ['光', '暗', '地', '水', '炎', '风', '神'];
const ATTRIBUTE_LIST = /(?:(?:光|暗|地|水|炎|风|神)(?:属性)?[·、])*(?:光|暗|地|水|炎|风|神)属性/;
/** Monster types a subject names right before 怪兽 (the subtypes src/cards/import/decode.ts decodes). */
// The card-vocabulary words (../subtype-words.ts) read back: 「灵魂」 → spirit … (「效果怪兽」 is read apart). (s58, CMP-FLIP-MONSTER-TYPE:
// 「反转怪兽」「反转效果怪兽」 name Flip monsters — every one an Effect Monster, so 「反转效果」 is the one type, tried before 「反转」 and 「效果」;
// before, 「反转效果怪兽」 was read as any Effect Monster (死亡恶魔龙② negated every one) and 「反转怪兽」 as any monster.)
const MONSTER_TYPES: Record<string, string> = {
  反转效果: 'flip',
  ...Object.fromEntries(['spirit', 'tuner', 'normal', 'effect', 'fusion', 'synchro', 'xyz', 'link', 'ritual', 'pendulum', 'toon', 'union', 'gemini', 'flip'].map((k) => [SUBTYPE_WORDS[k]!.zh, k])),
};
const TYPE_ALT = Object.keys(MONSTER_TYPES).join('|');
/** 「特殊召唤的效果怪兽」「特殊召唤的同调·超量怪兽」: Special Summoned monsters of a type. */
const SPECIAL_TYPED = new RegExp(`特殊召唤的(?:${TYPE_ALT})(?:[·、](?:${TYPE_ALT}))*怪兽`);
// 「融合·同调·超量怪兽」: a list of types before one 怪兽 names each of them.
const MONSTER_TYPE = new RegExp(`((?:${TYPE_ALT})(?:[·、](?:${TYPE_ALT}))*)怪兽`, 'g');
/** The monster type(s) right before the last 怪兽 of a phrase, with nothing after but 卡 or 全部 (CMP-MONSTER-TYPE-PICK). */
const HEAD_TYPE = new RegExp(`(?:${TYPE_ALT})(?:[·、](?:${TYPE_ALT}))*怪兽(?:卡)?(?:全部)?$`);
/** The Spell/Trap types as the card text says them before 魔法/陷阱 (CMP-SPELL-TYPE-PICK). */
const SPELL_TYPE_ALT = '(?:通常|装备|速攻|永续|场地|仪式|反击)';
/** 「「X」怪兽」「「X」卡」「「X」连接怪兽」: the archetype X (a monster type may stand between, CMP-ARCHETYPE-TYPED). */
// (CMP-SPELL-TYPE-PICK: a Spell/Trap type may stand between too — 「「圣剑」装备魔法卡」 is a 「圣剑」 card.)
const ARCHETYPE_BEFORE = new RegExp(`「([^」]+)」(?!以外)(?:(?:${TYPE_ALT})(?:[·、](?:${TYPE_ALT}))*(?=怪兽)|${SPELL_TYPE_ALT}(?=魔法|陷阱))?(怪兽|魔法|陷阱|卡)`);
/**
 * CMP-SPELL-TYPE-PICK: 「以自己墓地最多3张「圣剑」装备魔法卡为对象」「从卡组把1张速攻魔法卡加入手卡」 — the Spell/Trap type at the head of
 * what is picked (nothing after it but 卡), by the card data's subtype words.
 */
// (A list — 「永续魔法或者场地魔法卡」「永续魔法·永续陷阱卡」 — is any of them.)
// (Each may have its archetype before it: 「「融合」通常魔法卡或「融合」速攻魔法卡」.)
const SPELL_TRAP_HEAD = /(?:(?:「[^」]+」)?(?:通常|装备|速攻|永续|场地|仪式|反击)(?:魔法|陷阱)卡?(?:或者|或|·|、))*(?:「[^」]+」)?(?:通常|装备|速攻|永续|场地|仪式|反击)(?:魔法|陷阱)卡?$/;
const SPELL_TRAP_TYPES: Readonly<Record<string, string>> = { 通常: 'normal', 装备: 'equip', 速攻: 'quickplay', 永续: 'continuous', 场地: 'field', 仪式: 'ritual', 反击: 'counter' };
/** CMP-ARCHETYPE-EITHER: 「「A」效果怪兽或者「B」效果怪兽」「「A」或「B」怪兽」 — two archetypes, either one (the tails compared by the caller). */
// (CMP-SPELL-TYPE-PICK: 「「洞」通常陷阱卡或者「落穴」通常陷阱卡」 — a Spell/Trap type in the same place.)
const ARCHETYPE_EITHER = new RegExp(`「([^」]+)」((?:${TYPE_ALT})(?:[·、](?:${TYPE_ALT}))*(?=怪兽)|${SPELL_TYPE_ALT}(?=魔法|陷阱))?(怪兽|魔法|陷阱|卡)?卡?(?:或者|或)「([^」]+)」((?:${TYPE_ALT})(?:[·、](?:${TYPE_ALT}))*(?=怪兽)|${SPELL_TYPE_ALT}(?=魔法|陷阱))?(怪兽|魔法|陷阱|卡)`);

/** 「在自己场上（守备表示）特殊召唤」「往对方场上特殊召唤」 (the step's verb may be cut off already), after the counted cards (not 「「X」在自己场上」, a card that stands there): where the
 * summoned card goes (CMP-SUMMONED-TO-FIELD). */
const SUMMON_DESTINATION = /(?<=[0-9一][只张][^，。]*?)[在往到](?:自己|对方)(?:的)?场上(?=(?:表侧|里侧)?(?:攻击|守备)?(?:表示)?(?:特殊召唤|$))/g;

/** CMP-NOT-ARCHETYPE: 「名字带有「X」的怪兽以外的」「「X」怪兽以外的」「「X」卡以外的」 — the cards of archetype X left out. */
const EXCEPT_ARCHETYPE = /(?:(?:名字带有|卡名带有|名称带有)「([^」]+)」的|「([^」]+)」)(?:怪兽|卡)以外的?/;

export function namedArchetypeOf(phrase: string): string | undefined {
  return /(?:名字带有|卡名带有|名称带有)「([^」]+)」的/.exec(phrase)?.[1];
}

/**
 * 「灵魂怪兽」「通常怪兽」「融合怪兽」: the monster types a subject names (not 「融合召唤的怪兽」, how it was summoned).
 * Read for continuous ATK/DEF changes only (./actions.ts) — the other readers keep their looser filters for now.
 */
export function monsterTypesOf(phrase: string): string[] {
  const types = [...phrase.matchAll(MONSTER_TYPE)].filter((m) => !/^以外/.test(phrase.slice(m.index! + m[0].length))).flatMap((m) => m[1]!.split(/[·、]/).map((w) => MONSTER_TYPES[w]!));
  return [...new Set(types)];
}

/**
 * Fix (CH-STAT-CONTINUOUS): the qualifiers of a subject 「…的怪兽」 that `filterOf` did not capture — a race, an
 * attribute, a named card or archetype, a monster type, a level. A change of such a subject read as if it covered every
 * monster would be a guess stated as a ruling; the caller marks it `conditional` (not applied) instead.
 */
export function unreadQualifiers(phrase: string, f: CardFilter): boolean {
  const p = phrase.includes('「') ? phrase.replace(/「[^」]*」/g, (m) => (f.archetype || f.id !== undefined || f.notName || f.names ? '' : m)) : phrase;
  if (p.includes('「')) return true;
  const known = (p.match(RACE_ALL) ?? []).length;
  const raceCount = known || (/[^种]族/.test(p) ? 1 : 0);
  if (raceCount > (f.race === undefined ? 0 : Array.isArray(f.race) ? f.race.length : 1)) return true;
  if (p.includes('属性') && f.attribute === undefined) return true;
  if (/(灵魂|调整|通常|融合|同调|超量|连接|仪式|灵摆|卡通|同盟|二重|效果)怪兽|调整/.test(p) && !f.subtypes) return true;
  if (/\d+星|\d+阶|等级|阶级|连接\d/.test(p) && f.levelMin === undefined && f.levelMax === undefined && f.rankMin === undefined && f.rankMax === undefined) return true;
  return false;
}
const RACE_ALL = new RegExp(RACE_ALT, 'g');
/** 「1只「X」」「1张「X」或者「Y」」 at the end of what a phrase picks: card names, not an archetype (no 怪兽/卡 after them). */
const NAMED_PICK = /[1-9一两][只张]「[^」]+」(?:(?:或者|或|和|、)「[^」]+」)*$/;
/** How a monster is summoned, written between the name picked and 特殊召唤 (CMP-NAMED-PICK-MANNER). */
const SUMMON_MANNER = /(?:无视召唤条件|(?:表侧|里侧)?(?:攻击|守备)表示)+$/;
const BECOMES_RACE = new RegExp(`(?:变成|当作|种族变)(?:[^，。]*?·)?(${RACE_WORDS.join('|')})(?!怪兽)`);
const BECOMES_ATTRIBUTE = /(?:变成|当作)[^，。]*?(光|暗|地|水|炎|风|神)属性(?!怪兽)/;

/**
 * What a continuous change makes its subjects (「卡名当作「X」使用」 → name X; 「种族变成X族」「全部变成
 * X族」 → race; 「变成X属性」 → attribute), or nothing when the clause names no word it knows.
 */
export function becomesIn(clause: string): { race?: string; attribute?: string; alsoAttribute?: string; name?: string } | undefined {
  const out: { race?: string; attribute?: string; alsoAttribute?: string; name?: string } = {};
  // 「这张卡的属性也当作「暗」使用」: a second Attribute it holds too, not instead (CH-FIELD-LIMIT-TWO-ATTRIBUTES; the first named).
  const also = /属性也当作「(光|暗|地|水|炎|风|神)」/.exec(clause);
  if (also) {
    out.alsoAttribute = also[1]!;
    return out;
  }
  // 「全部变成宣言的种族」「变成被宣言的属性」 (DNA改造手术, DNA移植手术): what its activation declared (SIT-DECLARED; the binder puts it in).
  const declared = /变成(?:被)?宣言的(种族|属性)/.exec(clause);
  if (declared) return declared[1] === '种族' ? { race: DECLARED } : { attribute: DECLARED };
  const name = /卡名[^，。]*?当作「([^」]+)」使用/.exec(clause);
  if (name) out.name = name[1]!;
  const race = BECOMES_RACE.exec(clause);
  if (race) out.race = race[1]!;
  const attr = BECOMES_ATTRIBUTE.exec(clause);
  if (attr) out.attribute = attr[1]!;
  return Object.keys(out).length ? out : undefined;
}

/**
 * A card description as a filter: side, kind, place, face-up, race, attribute, archetype, level and
 * 「这张卡以外」. What it cannot read it leaves out (a looser filter, never a wrong one).
 */
export function filterOf(text: string): CardFilter {
  const f = filterOfOne(text);
  // (String search first: asked of every phrase — compile time, issue 12.)
  return f.anyOf === undefined && text.includes('怪兽或者') ? (eitherMonster(text, f) ?? f) : f;
}

/** The keys of a filter that say what a card is (not where it is, nor how it stands): each side of 「A怪兽或者B怪兽」 has its own. */
const IDENTITY_KEYS = ['archetype', 'race', 'attribute', 'subtypes', 'names', 'levelMin', 'levelMax', 'rankMin', 'rankMax', 'atkMin', 'atkMax', 'mentions', 'notNormalSummonable', 'fusionNames'] as const;
/** Two alternatives' descriptions 「A怪兽或者B怪兽」: A after the last 的/只 before it (outside 「」), B with no place, side, card or count of its own. */
const EITHER_MONSTER = /(?:^|[的只])((?:「[^」]*」|[^的只「」])+)怪兽或者((?:「[^」]*」|[^，。、卡张只或「」])+)怪兽/;

/**
 * CMP-MONSTER-EITHER: 「自己场上的「武装龙」怪兽或者机械族·光属性的融合怪兽」「1只龙族超量怪兽或者龙族灵摆怪兽」 — a monster of either
 * description (`anyOf`), the words before the first (place, side, count) said of both. Before, the two were read as one monster having
 * every trait of both (扰乱睡衣派对② protected only a 「武装龙」 that was also a Machine LIGHT Fusion Monster — none is). null: not that
 * shape, or the two read alike (no trait of its own on either side), or B names a place or side of its own (「自己墓地的怪兽或者除外的
 * 自己怪兽」: two places, not two kinds of monster).
 */
function eitherMonster(text: string, whole: CardFilter): CardFilter | null {
  const m = EITHER_MONSTER.exec(text);
  if (!m) return null;
  const b = m[2]!;
  if (placesIn(b).length || sideIn(b)) return null;
  const start = m.index + m[0].indexOf(m[1]!);
  const before = text.slice(0, start);
  const after = text.slice(m.index + m[0].length);
  const left = filterOfOne(`${before}${m[1]}怪兽${after}`);
  const right = filterOfOne(`${before}${b}怪兽${after}`);
  const identity = (g: CardFilter): CardFilter => {
    const out: Record<string, unknown> = {};
    for (const k of IDENTITY_KEYS) if (g[k] !== undefined) out[k] = g[k];
    return out as CardFilter;
  };
  const l = identity(left);
  const r = identity(right);
  if (!Object.keys(l).length || !Object.keys(r).length || JSON.stringify(l) === JSON.stringify(r)) return null;
  const out: Record<string, unknown> = { ...whole };
  for (const k of IDENTITY_KEYS) delete out[k];
  return { ...(out as CardFilter), anyOf: [l, r] };
}

/** One description read as one kind of card (filterOf, before the alternatives of 「A怪兽或者B怪兽」 are split). */
function filterOfOne(text: string): CardFilter {
  const f: CardFilter = {};
  // CMP-SUMMONED-TO-FIELD: 「把对方墓地1只怪兽在自己场上特殊召唤」 — the field it is summoned to says nothing of which card: read, its 「自己」
  // made the opponent's GY monster either side's (side any) and its 「场上」 a place to take from.
  const whole = text.includes('场上') ? text.replace(SUMMON_DESTINATION, '') : text;
  // CMP-STAT-BELOW: 「持有比这张卡／特殊召唤的怪兽的攻击力低的攻击力（守备力）的」 — a bound by another card's ATK; the card it
  // names is no part of the described cards (「特殊召唤的怪兽」 here does not make them Special Summoned ones).
  // (「…攻击力高的…」: a bound from below — higher than that card's ATK, 退行手雷破坏者's target.)
  const below = whole.includes('持有比') ? /持有比(这张卡|特殊召唤的怪兽|作为对象的怪兽|那只怪兽)的攻击力(低|高)的(攻击力|守备力)的/.exec(whole) : null;
  // CMP-STAT-BELOW: 「持有这张卡的攻击力以下的攻击力的」 — ATK not above this card's (equal counts); it was dropped, and every monster fitted.
  const atMost = below || !whole.includes('的攻击力以下的') ? null : /持有(这张卡|作为对象的怪兽|那只怪兽)的攻击力以下的(攻击力|守备力)的/.exec(whole);
  const phrase = below ? whole.replace(below[0], '') : atMost ? whole.replace(atMost[0], '') : whole;
  if (below) f.below = { stat: below[3] === '攻击力' ? 'atk' : 'def', of: below[1] === '这张卡' ? 'self' : 'targets', ...(below[2] === '高' ? { higher: true as const } : {}) };
  if (atMost) f.below = { stat: atMost[2] === '攻击力' ? 'atk' : 'def', of: atMost[1] === '这张卡' ? 'self' : 'targets', atMost: true };
  const side = sideIn(phrase);
  if (side) f.side = side;
  const kinds = kindsIn(phrase);
  if (kinds.length) f.kind = kinds.length === 1 ? kinds[0]! : kinds;
  // CMP-SUMMONED-FROM-PLACE: 「从额外卡组特殊召唤的1只表侧表示怪兽」 — where it was summoned from is no place it is in now (it is on the field).
  const summonedFromWords = phrase.includes('特殊召唤的') ? /从(?:手卡|墓地|卡组|额外卡组|除外状态)特殊召唤的/g : null;
  const placePhrase = summonedFromWords ? phrase.replace(summonedFromWords, '') : phrase;
  const places = placesIn(placePhrase);
  if (places.length) f.place = places.length === 1 ? places[0]! : places;
  else if (placePhrase !== phrase) f.place = 'field';
  // (Each pattern tried only on a phrase holding a word it needs — 表示, 族, 属性, 「, 星…: compile time, issue 12.)
  const shown = phrase.includes('表示');
  if (shown && phrase.includes('表侧表示')) f.faceUp = true;
  // (「那只怪兽里侧表示除外」: face-down is how it is banished, not which card — the phrase ends there.)
  else if ((shown && /里侧(?:守备)?表示(?!除外|$)/.test(phrase)) || phrase.includes('盖放')) f.faceUp = false;
  if (phrase.includes('这张卡以外') || phrase.includes('这张卡之外')) f.notSelf = true;
  // CMP-NOT-EFFECT-MONSTER: 「以效果怪兽以外的自己墓地1只怪兽为对象」 (大薰风骑士 翠玉 ●2) — no Effect Monster; the 「以外」 kept the type from being
  // read, and any monster there could be taken (an Effect Monster was summoned).
  if (phrase.includes('效果怪兽以外')) f.notEffect = true;
  // (s61) 「把衍生物以外的自己场上的风属性怪兽任意数量解放」 (垂直着陆) — no Token; the 「以外」 was dropped and a Token could be tributed.
  if (phrase.includes('衍生物以外')) f.notToken = true;
  // CMP-HIGHEST-STAT: 「对方场上表侧表示存在的1只守备力最高的怪兽」 — only the face-up one(s) highest in that stat (the 「最高的」 was dropped,
  // and any face-up monster could be taken). (Not 「除…最高的…以外」: CH-ATTACK-NOT-HIGHEST reads that.)
  const top = phrase.includes('最高的') && !phrase.includes('以外') ? /(?<!原本的?)(攻击力|守备力)最高的(?:[^，。的]{0,8}族|[^，。的]{0,3}属性)?怪兽/.exec(phrase) : null;
  if (top) f.highest = top[1] === '攻击力' ? 'atk' : 'def';
  // CH-DECLARED-NAME: 「宣言的1只怪兽从卡组加入手卡」 — a card of the name the activation declared (not 「宣言的种族」), where the phrase
  // names its place (「翻开…宣言的卡加入手卡」 is one of the cards turned over: not read here).
  if (f.place !== undefined && phrase.includes('宣言的') && /(?:^|[^的])(?:被)?宣言的(?:卡(?!的种类)|[1-9一][只张](?:怪兽|卡))/.test(phrase)) f.declaredName = true;
  // CMP-NOT-NAMED: 「「战吼斗士·福蒂亚」以外的1张「战吼」卡」「「古代的机械巨人」以外的怪兽」 — a card not of that name (it was dropped: the
  // search took a copy of the card itself). 「「X」怪兽以外」 (an archetype left out) is read apart (./conditions.ts).
  const except = phrase.includes('」以外') ? /(卡名包含|名字带有)?「([^」]+)」以外/.exec(phrase) : null;
  // 「卡名包含「混沌No.」以外的…」「名字带有「X」的…以外」: every card whose name holds X is left out (an archetype), not one name.
  if (except?.[1]) f.notArchetype = except[2]!;
  else if (except) f.notName = except[2]!;
  // CMP-NOT-ARCHETYPE: 「名字带有「命运英雄」的怪兽以外的自己怪兽」「「彼岸」怪兽以外的怪兽」 — a card not of that archetype; the 「以外」 was
  // dropped and the archetype read as the one picked (命运英雄 恐惧人 ① destroyed the 「命运英雄」 monsters it spares).
  const exceptOf = !except && phrase.includes('以外') ? EXCEPT_ARCHETYPE.exec(phrase) : null;
  if (exceptOf) f.notArchetype = (exceptOf[1] ?? exceptOf[2])!;
  // (What is picked is read from the words after the archetype left out: the name before 「以外」 is no archetype of it.)
  const pickedPhrase = exceptOf ? phrase.slice(exceptOf.index + exceptOf[0].length) : phrase;
  // MATCH-SAME-NAME-ON-FIELD: 「场上有同名怪兽存在的场上的怪兽」 — only a monster another monster of its name stands beside.
  if (phrase.includes('同名') && /^场上有同名怪兽存在的/.test(phrase)) f.sameNameOnField = true;
  // 「恐龙族·不死族·岩石族的怪兽」「恶魔族·魔法师族怪兽」: every race of the list (any of them).
  const race = phrase.includes('族');
  // 「原本种族是机械族或者岩石族的场上的怪兽」: the list after 「种族是」 (read as the Type it has — a changed Type is rare).
  const races = race ? (RACE_LIST.exec(phrase) ?? RACE_IS.exec(phrase)) : null;
  if (races) {
    const list = races[1]!.split(/[·、]|或者|和/).filter(Boolean);
    f.race = list.length === 1 ? list[0]! : list;
  } else if (race) {
    const one = /([\u4e00-\u9fa5]{1,3}族)怪兽/.exec(phrase);
    // CMP-RACE-AND-ATTRIBUTE: 「机械族·光属性怪兽」 — a race and an Attribute the monster both has (the race was dropped).
    const withAttribute = one ? null : RACE_THEN_ATTRIBUTE.exec(phrase);
    const withLevel = one || withAttribute ? null : RACE_THEN_LEVEL.exec(phrase);
    // CMP-RACE-OLD-WORD: 「自己墓地这张卡以外的1只爬虫族怪兽」 — the count's 只 is no part of the Type, and 爬虫族 is the old word for
    // 爬虫类族 (毒蛇神 维诺米纳迦's cost read 「只爬虫族」, a Type no card has, once a written GY was judged for costs).
    if (one) f.race = oldRace(one[1]!.replace(/^[只张]/, ''));
    else if (withAttribute) f.race = withAttribute[1]!;
    else if (withLevel) f.race = withLevel[1]!;
  }
  // 「光属性·暗属性的怪兽」「光·暗属性怪兽」: every attribute of the list.
  const attrs = phrase.includes('属性') ? ATTRIBUTE_LIST.exec(phrase) : null;
  if (attrs) {
    const list = [...attrs[0]!.matchAll(/(光|暗|地|水|炎|风|神)/g)].map((m) => m[1]!);
    // CMP-ATTRIBUTE-EXCEPT: 「地属性以外的幻龙族怪兽」「光属性怪兽以外的怪兽」 — every other Attribute (read as that Attribute before: 真龙皇
    // 利托斯阿齐姆·灾祸② summoned only the Earth Wyrms it leaves out).
    // (Not 「龙族·暗属性怪兽以外」: the monster left out is one of that Type and that Attribute both — no filter says "not both"; left as it was.)
    const except = phrase[attrs.index - 1] !== '·' && /^(?:怪兽)?以外/.test(phrase.slice(attrs.index + attrs[0].length));
    const read = except ? ATTRIBUTES.filter((a) => !list.includes(a)) : list;
    f.attribute = read.length === 1 ? read[0]! : read;
  }
  // CMP-RACE-OR-ATTRIBUTE: 「龙族或者炎属性的怪兽」 (征龙's cost) — a monster of that Type or of that Attribute, either: only the Attribute
  // was read, and a Dragon of another Attribute (岩征龙-锈龙 banished for 焰征龙-爆龙) was refused.
  const raceOr = race && f.attribute !== undefined && f.race === undefined ? RACE_OR_ATTRIBUTE.exec(phrase) : null;
  if (raceOr) {
    delete f.attribute;
    f.anyOf = [{ race: raceOr[1]! }, { attribute: raceOr[2]! }];
  }
  // 「「X」怪兽」: an archetype (「名字带有「X」的」: namedArchetypeOf, read for ATK/DEF changes).
  // CMP-ARCHETYPE-TYPED: 「「闪刀姬」连接怪兽」「「魔妖」同调怪兽」 — an archetype before a monster type is that archetype too (it was
  // dropped: any Link Monster fitted).
  const arch = pickedPhrase.includes('「') ? ARCHETYPE_BEFORE.exec(pickedPhrase) : null;
  // CMP-ARCHETYPE-EITHER: 「「六武众」效果怪兽或者「紫炎」效果怪兽」「「X」或「Y」怪兽」 — a card of either archetype, the same type after
  // each (or one type after both): only the first (or only the last) was read, and a card of the other was refused.
  const either = arch && pickedPhrase.includes('或') ? ARCHETYPE_EITHER.exec(pickedPhrase) : null;
  const eitherOk = either !== null && ((either[2] === undefined && either[3] === undefined) || (either[2] === either[5] && either[3] === either[6]));
  if (eitherOk && either[1] !== either[4]) f.anyOf = [{ archetype: either[1]! }, { archetype: either[4]! }];
  else if (arch) f.archetype = arch[1]!;
  // CMP-NAMED-ARCHETYPE-OLD: the old wording 「名字带有「X」的怪兽」 of the same archetype.
  else if (pickedPhrase.includes('带有「')) {
    const old = namedArchetypeOf(pickedPhrase);
    if (old) f.archetype = old;
  }
  // CMP-NAMED-PICK: 「从手卡·卡组把1只「武装龙 LV5」特殊召唤」「以自己墓地1张「融合」为对象」「1张「X」或者「Y」」 — a card name at the
  // end of what is picked (no 怪兽/卡 after it: that is an archetype) is a card of that name; it was dropped, and any card of those
  // places was taken.
  // (CMP-NAMED-PICK-MANNER: how it is summoned, after the name — 「1只「古代的机械巨人」无视召唤条件特殊召唤」「1只「X」守备表示特殊召唤」 —
  // is no part of the name's place: read without it; the name was dropped, and any monster of those places was summoned.)
  const named = !f.archetype && pickedPhrase.includes('」') ? NAMED_PICK.exec(pickedPhrase.trim().replace(SUMMON_MANNER, '')) : null;
  if (named) f.names = [...named[0].matchAll(/「([^」]+)」/g)].map((m) => m[1]!);
  // CMP-MONSTER-TYPE-PICK: 「以自己墓地1只同调怪兽为对象」「从卡组把1只灵摆怪兽加入手卡」 — the monster type picked (any of a list 「融合·同调
  // ·超量怪兽」); it was dropped, and any monster there could be taken. Not where the type describes something else: 「融合怪兽卡决定的
  // 融合素材」 (materials of a Fusion Monster), 「…以外」.
  // Only the head of the phrase — the type right before its last 怪兽, nothing after it but 「卡」「全部」 (「比那融合怪兽等级低的…「炼装」
  // 怪兽」 picks a 「炼装」 monster, not a Fusion one).
  // (「这张卡以外的…效果怪兽」: 以外 there leaves out this card only, not the type — CMP-STAT-BELOW.)
  // (「衍生物以外的2只通常怪兽」 (暴君的自暴自弃, 突击指令): 以外 there leaves out Tokens only (`notToken`, above), not the type after it —
  // the 以外 kept 「通常怪兽」 from being read, and an Effect Monster could pay the cost.)
  const typePhrase = phrase.replace(/^这张卡(?:以外|之外)的/, '').replace('衍生物以外的', '');
  if (phrase.includes('怪兽') && !/素材|决定|记述|以外|卡名/.test(typePhrase)) {
    // (CMP-MONSTER-TYPE-PICK, the old wording 「从手卡把1张通常怪兽卡从游戏中除外」 (凡人的施舍): the verb's 「从游戏中」 is left on the phrase —
    // no part of what is picked; the type before it was dropped, and any monster card was banished.)
    const head = HEAD_TYPE.exec(phrase.trim().replace(/从游戏中$/, ''));
    if (head) f.subtypes = monsterTypesOf(head[0]);
  }
  // CMP-SPELL-TYPE-PICK: the Spell/Trap type picked (it was dropped: any Spell fitted 「「圣剑」装备魔法卡」, 圣骑士王 阿托利斯①).
  // (Also before 的: 「可以使通常陷阱的效果无效化」 (龙战士) names Normal Traps only — it was every Trap.)
  // Not where a monster is the other choice (「1只灵魂怪兽或者1张仪式魔法卡」): the subtype would refuse the monster — left loose.
  const spellHead = f.subtypes === undefined && !kinds.includes('monster') && (phrase.includes('魔法') || phrase.includes('陷阱')) ? SPELL_TRAP_HEAD.exec(pickedPhrase.trim().replace(/的$/, '')) : null;
  const spellTypes = spellHead ? [...new Set([...spellHead[0].matchAll(/(通常|装备|速攻|永续|场地|仪式|反击)(?=魔法|陷阱)/g)].map((m) => SPELL_TRAP_TYPES[m[1]!]!))] : [];
  // (Not 装备 of a card that may be on the field: an Equip Card there may be a monster — 「每当1张装备魔法卡离场时」 counts a face-down
  // monster equipped as one; only off the field, where an Equip Spell is its card, is the type read.)
  const offField = f.place !== undefined && !(Array.isArray(f.place) ? f.place : [f.place]).includes('field');
  if (spellTypes.length && (offField || !spellTypes.includes('equip'))) f.subtypes = spellTypes;
  // CMP-HOLDING-MATERIALS: 「持有超量素材的超量怪兽」「没有超量素材的超量怪兽」 — an Xyz Monster that holds (or holds no) Xyz Material; the
  // words 超量素材 kept the type from being read above, and any monster could be taken (超量叠光延迟 targeted a monster with none).
  const holding = /(持有|有|没有)超量素材的超量怪兽/.exec(phrase);
  if (holding) {
    f.subtypes = ['xyz'];
    if (holding[1] === '没有') f.noXyzMaterials = true;
    else f.hasXyzMaterials = true;
  }

  // CMP-LEVEL-IN-SCALES: 「持有用那些灵摆刻度可以灵摆召唤的等级的」 — a level its player's two Pendulum Scales allow (it was dropped: any level fitted).
  if (phrase.includes('可以灵摆召唤的等级')) f.levelInScales = true;
  const star = phrase.includes('星');
  const lvMax = star ? /(\d+)星以下/.exec(phrase) : null;
  if (lvMax) f.levelMax = Number(lvMax[1]);
  const lvMin = star ? /(\d+)星以上/.exec(phrase) : null;
  if (lvMin) f.levelMin = Number(lvMin[1]);
  // CMP-LEVEL-PAIR: 「7·8星的龙族怪兽」「3·4星的怪兽」 — either of two levels in a row, read as that range (two levels apart
  // from each other would need a set: left unread).
  const lvPair = star && !lvMax && !lvMin ? /(?:^|[^\d])(\d+)·(\d+)星(?!以上|以下)/.exec(phrase) : null;
  const pairOk = lvPair !== null && Number(lvPair[2]) === Number(lvPair[1]) + 1;
  if (pairOk) {
    f.levelMin = Number(lvPair[1]);
    f.levelMax = Number(lvPair[2]);
  }
  // CMP-LEVEL-EXACT (issue 16): 「1只8星「半龙女仆」怪兽」 — that level exactly (no 以上/以下; not a change 「上升4星」「下降1星」).
  const lvExact = star && !lvMax && !lvMin && !lvPair && !/(上升|下降|变成)\d+星/.test(phrase) ? /(?:^|[^\d])(\d+)星(?!以上|以下|\d)/.exec(phrase) : null;
  if (lvExact) f.levelMin = f.levelMax = Number(lvExact[1]);
  // MATCH-LEVEL-NOT-RANK: 「4阶以下的超量怪兽」「5阶以上的超量怪兽」 — a Rank bound (an Xyz Monster only); not a change 「阶级上升2阶」「高1阶」.
  const rank = phrase.includes('阶') && !/(上升|下降|变成|高|低)\d+阶/.test(phrase) ? /(\d+)阶(以上|以下)/.exec(phrase) : null;
  if (rank?.[2] === '以下') f.rankMax = Number(rank[1]);
  if (rank?.[2] === '以上') f.rankMin = Number(rank[1]);
  // CMP-ATK-BOUND (issue 16): 「攻击力2500以上的怪兽」「攻击力1500以下的怪兽」 — the ATK the card shows (not 「原本的攻击力」).
  const atkBound = phrase.includes('攻击力') && !phrase.includes('原本') ? /攻击力(\d+)(以上|以下)的/.exec(phrase) : null;
  if (atkBound) {
    if (atkBound[2] === '以上') f.atkMin = Number(atkBound[1]);
    else f.atkMax = Number(atkBound[1]);
  }
  // CH-ATK-EQUALS-DEF (issue 16): 「攻击力和守备力的数值相同的机械族怪兽」.
  if (phrase.includes('数值相同') && /攻击力和守备力的数值相同/.test(phrase)) f.atkEqualsDef = true;
  // CMP-ORIGINAL-ZERO: 「原本攻击力或者原本守备力是0的怪兽」.
  if (phrase.includes('原本') && /原本(的)?攻击力(或者|或|和|·)原本(的)?守备力(是|为)0的/.test(phrase)) f.originalZero = true;
  const attack = shown && phrase.includes('攻击表示');
  const defense = shown && phrase.includes('守备表示');
  if (attack && !defense) f.position = 'attack';
  else if (defense && !attack) f.position = 'defense';
  // (「特殊召唤的效果怪兽」: a monster type between is still a Special Summoned monster — CMP-STAT-BELOW.)
  if ((phrase.includes('特殊召唤的怪兽') || SPECIAL_TYPED.test(phrase)) && !phrase.includes('这个效果特殊召唤')) f.specialSummoned = true;
  // Issue 16: 「通常召唤的怪兽」「从墓地特殊召唤的怪兽」 (./summon-memory.ts).
  // (Not from 「不能通常召唤的」: that says what kind of monster it is, not how it was summoned — CMP-NOT-NORMAL-SUMMONABLE.)
  summonFilter(phrase.includes('不能通常召唤的') ? phrase.replace(/不能通常召唤的/g, '') : phrase, f);
  // Issue 16, MATCH-EFFECTS-NEGATED: 「效果被无效化的怪兽」「效果被无效化的对方场上的表侧表示卡」 — a card whose effects are negated now.
  if (phrase.includes('效果被无效化的')) f.effectsNegated = true;
  // CMP-NOT-NORMAL-SUMMONABLE: 「不能通常召唤的「元素英雄」怪兽」 — a monster that cannot be Normal Summoned (a Special Summon monster, an
  // Extra Deck or Ritual monster), not any monster of the archetype.
  if (phrase.includes('不能通常召唤的')) f.notNormalSummonable = true;
  // Issue 16, FD-BATTLE-MEMORY: 「这个回合进行过攻击的怪兽」.
  if (phrase.includes('回合') && /(这个回合|本回合)(进行过|已经)?攻击(过)?的/.test(phrase)) f.attackedThisTurn = true;
  // 「这个回合没有攻击宣言的自己场上的怪兽」「没有攻击宣言的怪兽」: one that declared no attack this turn (a negated one counts as declared).
  if (phrase.includes('没有攻击宣言的')) f.noAttackDeclared = true;
  // Issue 16, CNT-CAN-HOLD: 「可以放置魔力指示物的卡」 — a card whose own text places those counters on itself.
  const holds = phrase.includes('指示物') ? /可以放置([^，。\d个「」的]*?)指示物的/.exec(phrase) : null;
  if (holds) f.holdsCounters = holds[1]!;
  // Issue 16, CNT-HAS-COUNTER: 「1只有捕食指示物放置的怪兽」 — a card chosen (a count before it) holding at least one of those counters
  // now. (A trigger's subject 「有…指示物放置的怪兽从场上离开的场合」 and a rule on the monsters an effect gives counters 「有方界指示物
  // 放置的怪兽不能攻击」 are left as they were.)
  const has = phrase.includes('指示物放置的') ? /\d+[只张]有([^，。\d个「」的]+?)指示物放置的/.exec(phrase) : null;
  if (has) f.hasCounter = has[1]!;
  // Issue 16, CMP-MENTIONS: 「有「黑魔术师」的卡名或者「黑魔术少女」的卡名记述的」 — a card whose text names one of them.
  const said = phrase.includes('记述') ? /有((?:「[^」]+」的卡名(?:或者|、|·|和)?)+)记述的/.exec(phrase) : null;
  if (said) f.mentions = [...said[1]!.matchAll(/「([^」]+)」/g)].map((m) => m[1]!);
  // Issue 16, CMP-FUSION-LINE-NAMES: 「以「阿不思的落胤」为融合素材的1只融合怪兽」「需以「X」为融合素材的融合怪兽」 — its material line states X.
  const line = phrase.includes('为融合素材的') ? /以「([^」]+)」为融合素材的/.exec(phrase) : null;
  if (line) f.fusionNames = [line[1]!];
  // MATCH-MONSTER-ON-FIELD: 「怪兽卡」 (not 「怪兽卡区域」, the Monster Zone, nor 「融合怪兽卡决定的」 naming the Extra Deck card) — a card
  // that is a monster card wherever it stands.
  // A card in a Pendulum Zone (「灵摆区域1张卡」) is a monster card standing there as a Spell.
  if (kinds.includes('monster') && ((phrase.includes('怪兽卡') && /(?<!融合|同调|超量|连接|仪式)怪兽卡(?!区域|决定|记述|的卡名)/.test(phrase)) || phrase.includes('灵摆区域'))) f.monsterCard = true;
  // ZONE-MAIN-FILTER: 「自己的主要怪兽区域1只怪兽」「双方的主要怪兽区域的怪兽」 — a monster in a Main Monster Zone, not an Extra Monster Zone.
  if (phrase.includes('主要怪兽区域')) f.mainZone = true;
  // CMP-DICE-CARD: 「持有掷骰子效果的卡」「持有掷骰子效果的怪兽」.
  if (phrase.includes('掷骰子效果的')) f.rollsDice = true;
  return f;
}

/** 「这张卡」 as the subject of a phrase (not 「这张卡以外」, not 「这张卡的效果」). */
// (「比这张卡攻击力高的怪兽」 is another monster, compared with this card: not this card — 暗黑骑士 盖亚王②'s trigger subject, CH-TRIGGER-STATED-SUMMON review s42.)
export const isSelf = (phrase: string): boolean => phrase.includes('这张卡') && /(?<!比)这张卡(?!以外|之外|的效果|的发动|的攻击|的守备|的等级|相同纵列|的相同纵列|所连接区|的所连接区)/.test(phrase);

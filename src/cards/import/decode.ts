/**
 * Decoding a YGOPro `datas` row into the catalog's words (bit layout: ../shared/data/README.md).
 */
import type { CardKind, CardType, LinkArrow } from '../facts.js';

/** YGOPro type bits 卡片类型. */
export const TYPE = {
  MONSTER: 0x1,
  SPELL: 0x2,
  TRAP: 0x4,
  NORMAL: 0x10,
  EFFECT: 0x20,
  FUSION: 0x40,
  RITUAL: 0x80,
  TRAPMONSTER: 0x100,
  SPIRIT: 0x200,
  UNION: 0x400,
  DUAL: 0x800,
  TUNER: 0x1000,
  SYNCHRO: 0x2000,
  TOKEN: 0x4000,
  QUICKPLAY: 0x10000,
  CONTINUOUS: 0x20000,
  EQUIP: 0x40000,
  FIELD: 0x80000,
  COUNTER: 0x100000,
  FLIP: 0x200000,
  TOON: 0x400000,
  XYZ: 0x800000,
  PENDULUM: 0x1000000,
  SPSUMMON: 0x2000000,
  LINK: 0x4000000,
} as const;

const MONSTER_SUBTYPES: Array<[number, string]> = [
  [TYPE.NORMAL, 'normal'],
  [TYPE.EFFECT, 'effect'],
  [TYPE.FUSION, 'fusion'],
  [TYPE.RITUAL, 'ritual'],
  [TYPE.SYNCHRO, 'synchro'],
  [TYPE.XYZ, 'xyz'],
  [TYPE.LINK, 'link'],
  [TYPE.PENDULUM, 'pendulum'],
  [TYPE.TUNER, 'tuner'],
  [TYPE.FLIP, 'flip'],
  [TYPE.SPIRIT, 'spirit'],
  [TYPE.UNION, 'union'],
  [TYPE.DUAL, 'gemini'],
  [TYPE.TOON, 'toon'],
  [TYPE.TOKEN, 'token'],
  [TYPE.SPSUMMON, 'special-summon'],
];

const SPELL_SUBTYPES: Array<[number, string]> = [
  [TYPE.QUICKPLAY, 'quickplay'],
  [TYPE.CONTINUOUS, 'continuous'],
  [TYPE.EQUIP, 'equip'],
  [TYPE.FIELD, 'field'],
  [TYPE.RITUAL, 'ritual'],
];

const TRAP_SUBTYPES: Array<[number, string]> = [
  [TYPE.CONTINUOUS, 'continuous'],
  [TYPE.COUNTER, 'counter'],
  [TYPE.TRAPMONSTER, 'trap-monster'],
];

const KIND_BITS: Record<CardKind, number> = { monster: TYPE.MONSTER, spell: TYPE.SPELL, trap: TYPE.TRAP };

export function decodeType(bits: number): CardType {
  const kind: CardKind = bits & TYPE.SPELL ? 'spell' : bits & TYPE.TRAP ? 'trap' : 'monster';
  const table = kind === 'monster' ? MONSTER_SUBTYPES : kind === 'spell' ? SPELL_SUBTYPES : TRAP_SUBTYPES;
  const subtypes = table.filter(([bit]) => bits & bit).map(([, name]) => name);
  // A Spell/Trap with no Spell/Trap subtype bit is a Normal Spell/Trap (通常魔法/通常陷阱).
  if (kind !== 'monster' && !subtypes.some((s) => s !== 'trap-monster')) subtypes.unshift('normal');
  return { kind, subtypes, bits };
}

/**
 * The other way, for hand-written cards (`'trap continuous trap-monster'` → bits), from the same
 * tables, so curated and imported cards decode alike. `normal` has no bit for a Spell/Trap.
 */
export function encodeType(kind: CardKind, subtypes: readonly string[]): number {
  const table = kind === 'monster' ? MONSTER_SUBTYPES : kind === 'spell' ? SPELL_SUBTYPES : TRAP_SUBTYPES;
  let bits = KIND_BITS[kind];
  for (const s of subtypes) {
    if (s === 'normal' && kind !== 'monster') continue;
    const row = table.find(([, name]) => name === s);
    if (!row) throw new Error(`unknown ${kind} subtype "${s}"`);
    bits |= row[0];
  }
  return bits;
}

/**
 * Race 种族 and attribute 属性 bits, as the Chinese words card texts use (「龙族」「暗属性」 → 龙族, 暗):
 * the same words the curated data writes, so a filter matches imported and curated cards alike.
 */
const RACES = [
  '战士族', '魔法师族', '天使族', '恶魔族', '不死族', '机械族', '水族', '炎族', '岩石族', '鸟兽族',
  '植物族', '昆虫族', '雷族', '龙族', '兽族', '兽战士族', '恐龙族', '鱼族', '海龙族',
  '爬虫类族', '念动力族', '幻神兽族', '创造神族', '幻龙族', '电子界族',
];
const ATTRIBUTES = ['地', '水', '炎', '风', '光', '暗', '神'];

function bitName(value: number, names: string[]): string | undefined {
  if (!value) return undefined;
  const i = Math.log2(value);
  return Number.isInteger(i) ? names[i] : undefined;
}

export const decodeRace = (race: number): string | undefined => bitName(race, RACES);
export const decodeAttribute = (attribute: number): string | undefined => bitName(attribute, ATTRIBUTES);

/** The low byte of `level` is the level/rank/link rating; the upper bytes hold pendulum scales. */
export const decodeLevel = (level: number): number => level & 0xff;

/** Added (issue 16, zones): YGOPro keeps a Link monster's arrows in its DEF field, one bit an arrow. */
const LINK_ARROW_BITS: [number, LinkArrow][] = [
  [0x001, 'bottom-left'], [0x002, 'bottom'], [0x004, 'bottom-right'], [0x008, 'left'],
  [0x020, 'right'], [0x040, 'top-left'], [0x080, 'top'], [0x100, 'top-right'],
];
export const decodeLinkArrows = (def: number): LinkArrow[] => LINK_ARROW_BITS.filter(([bit]) => (def & bit) !== 0).map(([, a]) => a);

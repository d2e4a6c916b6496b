/**
 * CMP-EQUIP-LIMIT (issue 16, rules reference docs/c03/装备卡.rst:27–40): an Equip Spell's rule line naming the monsters it may
 * equip — 「战士族怪兽才能装备」「只有战士族可以装备」「「人造人-念力震慑者」才能装备」「名字带有「剑斗兽」的怪兽才能装备」
 * 「持有超量素材的超量怪兽才能装备」「这张卡只有自己场上的怪兽才能装备」 — as a filter: its correct targets (正确对象). The card's
 * activation targets only such a monster, and while it is equipped the engine checks the monster against it again
 * (CH-EQUIP-INCORRECT, src/engine/game/equip.ts).
 *
 * A line it cannot read whole (「…或者…」, a turn's condition 「…的回合，那只怪兽才能装备」, 「名称中含有…字样」) gives no
 * filter: a looser activation, never a wrong one.
 */
import type { CardFilter } from '../facts.js';
import { filterOf, monsterTypesOf, namedArchetypeOf, unreadQualifiers } from './words.js';
import { isCostClause } from './clauses.js';

/**
 * CMP-EQUIP-COST: the old wording 「从手卡送去墓地1张卡，这张卡才能进行装备。」 (闪光之双剑-雷震, 破邪之大剑-黄昏) — what is paid to activate
 * the Equip Spell (「…才能发动」 said of equipping): the clause before 「这张卡才能进行装备」, when it pays. Null for any other line.
 */
export function equipCostOf(line: string): string | null {
  if (!line.includes('才能进行装备')) return null;
  const m = /^([^。]+?)[，,]这张卡才能进行装备。?$/.exec(line);
  if (!m) return null;
  // 「从手卡送去墓地1张卡」: the verb before what is paid — said as 「从手卡把1张卡送去墓地」.
  const paid = m[1]!.replace(/^从([^，。把]+?)(送去墓地|丢弃|除外)([0-9]+[张只][^，。]*)$/, '从$1把$3$2');
  return isCostClause(paid) ? paid : null;
}

/** The line's subject: what comes before 「才能装备」「(才)可以装备」, or inside 「这张卡只能装备在…身上」. */
const LIMIT = /^(?:这张卡)?(?:只有)?([^。，]+?)(?:才能(?:给[^。，]*?)?装备|才可以装备|可以装备)。?$/;
const ONLY_ON = /^这张卡只能装备在([^。，]+?)(?:身上|上)。?$/;

/** Is the line an equip limit in one of the wordings `equipLimitOf` reads (「只有X可以装备」 too)? */
export const isEquipLimitLine = (s: string): boolean => s.includes('装备') && (LIMIT.test(s) || ONLY_ON.test(s));

export function equipLimitOf(line: string): CardFilter | null {
  const m = LIMIT.exec(line) ?? ONLY_ON.exec(line);
  if (!m) return null;
  let p = m[1]!;
  if (/或|回合|字样|以外|装备/.test(p)) return null;
  const f: CardFilter = {};
  if (p.startsWith('自己场上')) f.side = 'self';
  else if (p.startsWith('对方场上')) f.side = 'opponent';
  p = p.replace(/^(自己|对方)场上(表侧表示存在)?的/, '');
  // 「「白魔导士 绒儿」「黑魔导师 库兰」」: those cards by name.
  const names = /^((?:「[^」]+」)+)(怪兽)?$/.exec(p);
  if (names && !names[2]) {
    f.names = [...names[1]!.matchAll(/「([^」]+)」/g)].map((x) => x[1]!);
    return f;
  }
  // 「持有超量素材的超量怪兽」: an Xyz Monster holding at least one material now.
  if (p.startsWith('持有超量素材的')) {
    f.hasXyzMaterials = true;
    p = p.slice('持有超量素材的'.length);
  }
  // 「战士族才能装备」「只有战士族可以装备」: a race word alone names its monsters.
  const phrase = /族$|属性$/.test(p) ? `${p}怪兽` : p;
  if (!phrase.endsWith('怪兽')) return null;
  const read = filterOf(phrase);
  const arch = namedArchetypeOf(phrase);
  if (arch) read.archetype = arch;
  const types = monsterTypesOf(phrase);
  if (types.length) read.subtypes = types;
  if (unreadQualifiers(phrase, read)) return null;
  for (const k of ['side', 'race', 'attribute', 'archetype', 'levelMin', 'levelMax', 'atkMin', 'atkMax', 'subtypes', 'summoned', 'summonedFrom'] as const) {
    if (read[k] !== undefined) (f as Record<string, unknown>)[k] = read[k];
  }
  return Object.keys(f).length ? f : null;
}

/**
 * The summon-materials reader (issue 16, SIT-SUMMON-MATERIALS): what a monster's text asks of the monsters used
 * to summon it — the tributes of a Tribute Summon, the material line of a Synchro, Xyz or Fusion Monster — and
 * what a material's own text says about being used (「可以作为2只的数量解放」「不能作为融合素材」「…的代替」).
 *
 * Each reader returns null when the text says nothing it understands: the caller then judges nothing (no guess).
 * The first line of an Extra Deck monster's text is its material line; a Pendulum monster's text starts with its
 * scales instead, and is not read.
 */
import type { TributeCount, TributeOption } from '../facts.js';

const firstLine = (text: string | undefined): string => text?.split('\n')[0]?.trim() ?? '';

/** The archetype and other words of a tribute's kind (「「机壳」怪兽」「名字带有「核成」的怪兽」「上级召唤的怪兽」); none for 「怪兽」 or nothing. */
function tributeKind(words: string): Pick<TributeOption, 'archetype' | 'kind'> {
  const w = words.trim();
  const archetype = /^(?:名字带有)?「([^」]+)」(?:的)?怪兽$/.exec(w)?.[1];
  if (archetype) return { archetype };
  return w === '' || w === '怪兽' ? {} : { kind: w };
}

// A sentence's lead (「…的场合，」) before 「这张卡可以…」, after a number (「①：」) or the start of a sentence.
const LEAD = '(?:^|[。\n：:])(?:([^。\n：:]*?的场合)[，,])?';
const ONLY_MUST = /必须把(?:自己场上)?(?:存在的)?(\d+)只([^，。；]*?)解放(?:作召唤|在自己场上召唤)/;
const ONLY_IF = /把(?:自己场上)?(?:存在的)?(\d+)只([^，。；]*?)解放的场合才能(?:通常)?召唤/;
const ALSO_MORE = /也能把(\d+)只怪兽(?:或者(\d+)只「([^」]+)」怪兽)?解放/;
const LIGHTER = new RegExp(`${LEAD}这张卡可以把1只([^，。；]*?)解放作(?:上级)?召唤`);
const NONE = new RegExp(`${LEAD}这张卡可以不用解放作(?:通常)?召唤`);

/**
 * CMP-TRIBUTE-COUNT (rules reference docs/c02/基本用语.rst:641–668): what a monster's text says of the tributes of its own Normal Summon —
 * 「必须把3只解放作召唤」「把自己场上3只「机壳」怪兽解放的场合才能通常召唤」 (only that count), 「也能把3只怪兽或者1只「守墓」怪兽解放…」
 * (more, or fewer of an archetype), 「（…的场合，）这张卡可以把1只「忍者」怪兽解放作上级召唤」 (fewer, of a kind), 「（…的场合，）这张卡可以
 * 不用解放作召唤」 (none). Another card's grant (「7星以上的怪兽可以把1只5星以上的怪兽解放作上级召唤」) is not this card's own count, and is
 * not read. Undefined when the text says nothing of it.
 */
export function readTributeCount(text: string | undefined): TributeCount | undefined {
  if (!text || !text.includes('解放')) return undefined;
  const fixed = ONLY_MUST.exec(text) ?? ONLY_IF.exec(text);
  if (fixed) return { only: { n: Number(fixed[1]), ...tributeKind(fixed[2] ?? '') } };
  const also: TributeOption[] = [];
  const more = ALSO_MORE.exec(text);
  if (more) {
    also.push({ n: Number(more[1]) });
    // 「或者1只「守墓」怪兽」 stands in for the tributes the Level needs (SIT-TRIBUTE-LEVEL-NOW, 基本用语.rst:643, :648).
    if (more[2]) also.push({ n: Number(more[2]), archetype: more[3]!, lighter: true });
  }
  const lighter = LIGHTER.exec(text);
  if (lighter) also.push({ n: 1, ...tributeKind(lighter[2] ?? ''), ...(lighter[1] ? { condition: lighter[1].trim() } : {}), lighter: true });
  const none = text.includes('不用解放') ? NONE.exec(text) : null;
  if (none) also.push({ n: 0, ...(none[1] ? { condition: none[1].trim() } : {}), lighter: true });
  return also.length ? { also } : undefined;
}

/** 「暗属性怪兽上级召唤的场合，这张卡可以作为2只的数量解放」: as a tribute this card counts `n` (for that attribute). */
export function readTributeWorth(text: string | undefined): { n: number; attribute?: string } | null {
  const m = /(?:(光|暗|地|水|炎|风|神)属性怪兽)?上级召唤的场合，这张卡可以作为(\d+)只的数量解放/.exec(text ?? '');
  if (!m) return null;
  return { n: Number(m[2]), ...(m[1] ? { attribute: m[1] } : {}) };
}

/** SIT-TRIBUTE-WORTH-EQUIP: an Equip Card's 「怪兽上级召唤的场合，装备怪兽可以作为2只的数量解放」: its equipped monster counts `n` as a tribute. */
export function readEquipTributeWorth(text: string | undefined): { n: number; archetype?: string } | null {
  // 「「机壳」怪兽上级召唤的场合」: only for the Tribute Summon of a monster of that archetype.
  const m = /(?:「([^」]+)」)?怪兽上级召唤的场合，装备怪兽可以作为(\d+)只的数量解放/.exec(text ?? '');
  return m ? { n: Number(m[2]), ...(m[1] ? { archetype: m[1] } : {}) } : null;
}

/** A count in a material line: exactly `n`, or at least `n` with 「以上」. */
export interface Count {
  n: number;
  orMore: boolean;
}

/** A Synchro Monster's line: how many tuners (a named one when the line names it) and how many non-tuners. */
export interface SynchroLine {
  tuners: Count;
  tunerName?: string;
  nonTuners: Count;
}

export function readSynchroLine(text: string | undefined): SynchroLine | null {
  const parts = firstLine(text).split(/[＋+]/);
  if (parts.length !== 2) return null;
  const [tunerPart, otherPart] = parts as [string, string];
  const other = /^调整以外的.*?怪兽(\d+)只(以上)?(?:（.*）)?$/.exec(otherPart);
  if (!other) return null;
  const named = /^「([^」]+)」$/.exec(tunerPart);
  const tuner = /调整(?:(\d+)只(以上)?)?$/.exec(tunerPart);
  if (!named && !tuner) return null;
  return {
    tuners: { n: tuner?.[1] ? Number(tuner[1]) : 1, orMore: Boolean(tuner?.[2]) },
    ...(named ? { tunerName: named[1] } : {}),
    nonTuners: { n: Number(other[1]), orMore: Boolean(other[2]) },
  };
}

/** An Xyz Monster's line 「4星怪兽×2」「光属性4星怪兽×2只以上」: the level every material has, and how many. */
export function readXyzLine(text: string | undefined): { level: number; count: Count } | null {
  const m = /^[^×]*?(\d+)星[^×]*?怪兽×(\d+)(只以上)?(?:（.*）)?$/.exec(firstLine(text));
  return m ? { level: Number(m[1]), count: { n: Number(m[2]), orMore: Boolean(m[3]) } } : null;
}

/** A Fusion Monster's line: the names it states as parts of their own (「青眼白龙」＋「青眼白龙」), and the count. */
export interface FusionLine {
  named: string[];
  count: Count;
  /** 「用以上记卡为融合素材的融合召唤才能…」「融合召唤不用上记卡不能进行」: no substitute may stand in. */
  onlyListed: boolean;
  /**
   * A name stated as one choice of a part, 「「真红眼黑龙」或者龙族效果怪兽」 (issue 16): the part may be filled by another
   * monster, unless the summoning card asks for that name itself (「以「真红眼」怪兽为融合素材」, SIT-SUMMON-BY-CARD).
   */
  either?: string[];
  /** Added (SIT-FUSION-DESCRIBED-PART): the parts stated by a description, not a name (「攻击力2500以下的怪兽」「「炼装」怪兽」), one per material. */
  described?: string[];
}

export function readFusionLine(text: string | undefined): FusionLine | null {
  const line = firstLine(text);
  if (!line.includes('＋') && !line.includes('×')) return null;
  const named: string[] = [];
  const either: string[] = [];
  const described: string[] = [];
  let n = 0;
  let orMore = false;
  for (const part of line.split('＋')) {
    const m = /^(.+?)(?:×(\d+))?(?:(\d+)只)?(以上)?$/.exec(part.trim());
    if (!m || /只/.test(m[1] ?? '') || m[1]!.includes('以外')) return null; // a count this reader does not know
    const times = Number(m[2] ?? m[3] ?? 1);
    if (m[4]) orMore = true;
    n += times;
    const name = /^「([^」]+)」$/.exec(m[1]!)?.[1];
    if (name) for (let i = 0; i < times; i++) named.push(name);
    const alt = /^「([^」]+)」或者/.exec(m[1]!)?.[1];
    if (alt) for (let i = 0; i < times; i++) either.push(alt);
    if (!name && !alt && !m[4]) for (let i = 0; i < times; i++) described.push(m[1]!);
  }
  const onlyListed = /以上记的?卡为融合素材的融合召唤才能|不用上记卡不能进行/.test(text ?? '');
  return { named, count: { n, orMore }, onlyListed, ...(either.length ? { either } : {}), ...(described.length ? { described } : {}) };
}

/** 「这张卡不能作为融合素材（怪兽使用）」: this card is never Fusion Material. */
export const readNeverFusionMaterial = (text: string | undefined): boolean => /这张卡不能作为融合素材/.test(text ?? '');

/** 「可以作为融合怪兽卡有卡名记述的1只融合素材怪兽的代替」「可以代替融合怪兽素材的其中1只」: a Fusion substitute. */
export const readFusionSubstitute = (text: string | undefined): boolean => /融合素材怪兽的代替|代替融合怪兽素材的其中1只/.test(text ?? '');

/** 「这张卡的卡名…当作「电子龙」使用」: the card also goes by `name` (as a material naming it). */
export const readNameAs = (text: string | undefined, name: string): boolean => (text ?? '').includes(`当作「${name}」使用`);

/**
 * SIT-PROCEDURE-TUNER: 「这个方法特殊召唤的这张卡当作调整使用」 (also 「这张卡的①的方法特殊召唤的…」) — a monster that is a Tuner only
 * while it remembers that its own procedure Special Summoned it.
 */
export const readProcedureTuner = (text: string | undefined): boolean => /(?:这个方法|这张卡的[①-⑳]的方法)特殊召唤的这张卡当作调整使用/.test(text ?? '');

/** 「在同调召唤使用的场合，这张卡可以当作调整以外的怪兽使用」: a tuner that may be a non-tuner material. */
export const readMayBeNonTuner = (text: string | undefined): boolean => /可以当作调整以外的怪兽使用/.test(text ?? '');

/**
 * A monster's own Special Summon procedure done with cards (`特殊召唤 X 素材 Y,Z`): what happens to those cards
 * — 「让自己场上的上记卡回到卡组的场合才能…特殊召唤」 (returned), 「把…上记卡除外的场合才能…」 (banished),
 * 「把…上记卡送去墓地的场合…」 (sent to the GY), 「这张卡可以把…解放，…特殊召唤」 (tributed: to the GY) —
 * and whether they are the cards of the material line (`listed`: 「上记卡」).
 */
export function readSummonProcedure(text: string | undefined): { move: 'banished' | 'returned-to-deck' | 'returned-to-hand' | 'sent-to-gy'; listed: boolean; tribute?: true; faceDown?: true } | null {
  const body = text ?? '';
  const listed = /上记(?:的)?卡/.test(body);
  if (/上记(?:的)?卡回到(?:卡组|额外卡组|卡组·额外卡组)的场合才能/.test(body) || /让[^。]*?回到(?:持有者的)?(?:卡组|卡组·额外卡组)的场合才能[^。]*?特殊召唤/.test(body)) return { move: 'returned-to-deck', listed };
  // 「这张卡可以让…1只…怪兽回到手卡，从墓地特殊召唤」 (暗黑界的龙神 格拉法): the procedure returns a monster to the hand.
  if (/这张卡可以让[^。]*?回到手卡[^。]*?特殊召唤/.test(body)) return { move: 'returned-to-hand', listed };
  // 「把卡5张以上里侧表示除外的场合才能特殊召唤」 (吞食百万的暴食兽): banished face-down. 「这张卡可以把…除外，从手卡特殊召唤」 (真红眼暗钢龙),
  // the old 「把…从游戏中除外的场合可以特殊召唤」 (大气圈神鸟): banished as well.
  const banish = /上记(?:的)?卡除外的场合才能/.exec(body) ?? /把[^。]*?除外的场合(?:才能|可以)[^。]*?特殊召唤/.exec(body) ?? /这张卡可以把[^。]*?除外[^。]*?特殊召唤/.exec(body);
  if (banish) return { move: 'banished', listed, ...(banish[0].includes('里侧表示除外') ? { faceDown: true as const } : {}) };
  if (/上记(?:的)?卡送去墓地的场合/.test(body)) return { move: 'sent-to-gy', listed };
  if (/这张卡可以把[^。]*?解放[^。]*?特殊召唤/.test(body) || /把[^。]*?解放的场合(?:才能|可以)[^。]*?特殊召唤/.test(body)) return { move: 'sent-to-gy', listed, tribute: true };
  // 「把对方场上表侧表示存在的1张陷阱卡送去墓地的场合才能特殊召唤」 (陷阱吞噬者), 「把…2只怪兽送去墓地的场合可以特殊召唤」: sent, not tributed.
  if (/把[^。]*?送去墓地的场合(?:才能|可以)[^。]*?特殊召唤/.test(body)) return { move: 'sent-to-gy', listed };
  // 「这张卡可以把自己的手卡·场上1张卡送去墓地，从手卡特殊召唤」 (issue 16, 黑魔女 迪亚贝尔斯塔尔): sent as well.
  if (/这张卡可以把[^。]*?送去墓地[，,][^。]*?特殊召唤/.test(body)) return { move: 'sent-to-gy', listed };
  return null;
}

/**
 * SIT-SUMMON-BY-CARD (rules reference docs/c02/基本用语.rst:956–1015, 怪兽的效果分类.rst:235): what a card that summons a
 * Fusion Monster with materials says of that summon — read from the sentence naming 「融合素材」:
 *
 * - `kind`: 「融合召唤」 is a Fusion Summon; 「…融合怪兽从额外卡组特殊召唤」 is not one, but the monsters it uses must be able
 *   to be Fusion Material ('as-material', 融合咒印生物 ②); 「无视召唤条件…特殊召唤」 uses monsters that are no Fusion Material
 *   at all ('not-material', 奇迹接触);
 * - `from`: the places the materials are taken from (自己的手卡·卡组·场上·墓地, 除外的, 对方场上);
 * - `move`: what happens to them (送去墓地, 回到卡组, 除外, 解放);
 * - `mustUse`: 「以X为融合素材的那1只融合怪兽」 — the monster's material line must state an X, and that part is filled by an X itself.
 */
export interface FusionByCard {
  kind: 'fusion' | 'as-material' | 'not-material';
  from: { hand: boolean; deck: boolean; field: boolean; gy: boolean; banished: boolean; opponentField: boolean };
  move: 'sent-to-gy' | 'returned-to-deck' | 'banished' | 'tributed';
  mustUse: string | null;
}

export function readFusionByCard(text: string | undefined): FusionByCard | null {
  if (!text) return null;
  const sentences = text.split(/[。\n]/);
  // The newer wording names no verb: 「…的怪兽作为融合素材，把…1只融合怪兽融合召唤」 — a Fusion Summon, its materials sent to the GY.
  const withVerb = sentences.find((s) => /融合素材/.test(s) && /送去墓地|回到|除外|解放/.test(s) && !/代替/.test(s));
  const noVerb = withVerb ? undefined : sentences.find((s) => /作为融合素材，/.test(s) && /融合怪兽融合召唤/.test(s) && !/代替/.test(s));
  const materials = withVerb ?? noVerb;
  const summon =
    noVerb ?? sentences.find((s) => /融合怪兽|那1只融合怪兽|融合怪兽从额外卡组|从额外卡组融合召唤/.test(s) && /融合召唤|特殊召唤/.test(s) && /额外卡组/.test(s)) ?? '';
  if (!materials || !/额外卡组|融合召唤/.test(text)) return null;
  const kind: FusionByCard['kind'] = /融合召唤/.test(summon) ? 'fusion' : /无视召唤条件/.test(summon) ? 'not-material' : 'as-material';
  // Where from: the sentence without its verbs (送去墓地, 回到…卡组, 额外卡组).
  const where = materials.replace(/送去墓地/g, '').replace(/回到(?:持有者的?)?卡组/g, '').replace(/额外卡组/g, '');
  const from = {
    hand: /手卡/.test(where),
    deck: /卡组/.test(where),
    field: /场上/.test(where),
    gy: /墓地/.test(where),
    banished: /除外的|除外状态/.test(where),
    opponentField: /自己·对方(?:的)?场上|双方(?:的)?场上/.test(where),
  };
  const move: FusionByCard['move'] = /解放/.test(materials) ? 'tributed' : /回到/.test(materials) ? 'returned-to-deck' : /融合素材怪兽除外|素材除外/.test(materials) ? 'banished' : 'sent-to-gy';
  const must = /把以([^，。]+?)为融合素材的(?:那)?1只/.exec(summon)?.[1] ?? null;
  // 「以那些解放的怪兽为融合素材的」 names the cards used, not a kind.
  const mustUse = must && !/那些|这些/.test(must) ? must : null;
  return { kind, from, move, mustUse };
}

/**
 * SIT-SUMMON-MATERIALS (rules reference docs/c02/基本用语.rst: 上级召唤 641–668, X素材 892–898, 融合素材 937–1023):
 * a summon written with its tributes or materials (`上级召唤 X 解放 Y`, `同调召唤 X 素材 Y,Z`, `超量召唤 …`,
 * `融合召唤 …`) must be one the game allows, else the binder refuses it and says what is wrong:
 *
 * - Tribute Summon: 1 tribute for level 5–6, 2 for level 7 and up — or what the text states instead
 *   (「必须把3只解放作召唤」 allows no other count, whatever else applies; 「也能把3只怪兽…解放」 adds a count);
 *   a tribute whose text says 「可以作为2只的数量解放」 counts 1 or 2;
 * - Synchro Summon: the line's tuners (1 「调整」 unless it says more, or the named one) and non-tuners, and the
 *   materials' levels add up to the Synchro Monster's level;
 * - Xyz Summon: every material has the line's level, and the line's count;
 * - Fusion Summon: the line's count; each part the line names (「青眼白龙」) is that card, or one Fusion substitute
 *   (「…融合素材怪兽的代替」) — none when the monster asks for 「以上记卡」; a card 「不能作为融合素材」 is never one.
 *
 * Kinds (race, attribute, archetype of a part) are not judged, nor a card with no text loaded: nothing is guessed.
 * The reading of the texts is in src/cards/compile/summon-materials.ts.
 */
import { t, type Text } from '../i18n/text.js';
import type { Card } from '../cards/facts.js';
import type { MaterialSummon } from '../notation/ast.js';
import {
  readFusionLine,
  readFusionSubstitute,
  readMayBeNonTuner,
  readNameAs,
  readProcedureTuner,
  readNeverFusionMaterial,
  readSummonProcedure,
  readSynchroLine,
  readTributeWorth,
  readEquipTributeWorth,
  readXyzLine,
  type Count,
} from '../cards/compile/summon-materials.js';
import { tributeNeed } from '../cards/tributes.js';
import { fitsLevelBound } from '../cards/level-bound.js';
import { filterOf, unreadQualifiers } from '../cards/compile/words.js';
import type { CardState, LevelNote } from '../notation/ast.js';
import { remembersOwnProcedure } from '../engine/game/memory.js';

const has = (c: Card, subtype: string): boolean => c.type.subtypes.includes(subtype);
const noLevel = (c: Card): boolean => has(c, 'xyz') || has(c, 'link') || !(c.level && c.level > 0);
const fits = (n: number, count: Count): boolean => (count.orMore ? n >= count.n : n === count.n);
const zhCount = (c: Count): string => `${c.n}只${c.orMore ? '以上' : ''}`;
const enCount = (c: Count): string => (c.orMore ? `${c.n} or more` : `exactly ${c.n}`);
const quoted = (cards: readonly Card[]): string => cards.map((m) => `「${m.name}」`).join('');

/**
 * A Normal Summon written without tributes (`召唤 X`) of a monster whose text fixes its tributes
 * (「必须把3只解放作召唤」): no other effect waives them (基本用语.rst:653–659), so it is refused.
 */
export function untributedSummonRefusal(monster: Card): Text | null {
  // CMP-TRIBUTE-COUNT: the count its text fixes, read by the compiler (`tributeCount`).
  const need = tributeNeed(monster.tributeCount, monster.level);
  const n = need.fixed ? need.options[0]?.n ?? 0 : 0;
  if (n <= 0) return null;
  const kind = need!.options[0]!.archetype ? `「${need!.options[0]!.archetype}」怪兽` : '怪兽';
  return t(
    `「${monster.name}」的文本规定必须解放${n}只${kind}才能通常召唤，其他效果不能免除或减少这个解放：请写 上级召唤 ${monster.name} 解放 （${n}只怪兽，用逗号分隔）。`,
    `${monster.name}'s text requires ${n} tributes to Normal Summon it, and no other effect waives or reduces them: write 上级召唤 ${monster.name} 解放 followed by the ${n} monsters, separated by commas.`,
  );
}

/**
 * SIT-TRIBUTE-LEVEL-NOW (rules reference docs/c02/基本用语.rst:643, :648): a Tribute Summon counts the tributes by the level the
 * monster has now — a level stated for it in the hand (`守墓的审神者(等级4)`, CH-LEVEL-ARITH notes in order) — not its printed one.
 */
export function levelNow(monster: Card, levels: readonly LevelNote[] | undefined): Card {
  const notes = (levels ?? []).filter((l) => !l.rank && !l.scale);
  if (notes.length === 0 || monster.level === undefined) return monster;
  let lv = monster.level;
  for (const l of notes) lv = l.op === 'is' ? l.value : lv + l.value;
  return { ...monster, level: Math.max(1, lv) };
}

/**
 * The refusal of the summon of `monster` by `how` (undefined: a Tribute Summon; 'tribute-set': a Tribute Set, `盖放 X 解放 Y`, judged
 * alike and said as the Set it is) with `materials`, or null. `namedAs`: the names each Fusion Material may be used as this turn
 * (a shown monster's name lent by an earlier effect, CH-SHOWN-CARD-NOTE).
 */
export function summonMaterialsRefusal(how: MaterialSummon | 'tribute-set' | undefined, monster: Card, materials: readonly Card[], equipWorth: readonly (number | null)[] = [], zones?: readonly (string | undefined)[], states?: readonly (readonly CardState[])[], namedAs?: readonly (readonly string[])[]): Text | null {
  if (materials.length === 0 || !monster.text) return null;
  if (how === undefined || how === 'tribute-set') return tributeRefusal(monster, materials, equipWorth, how === 'tribute-set');
  if (how === 'synchro') return synchroRefusal(monster, materials, states);
  if (how === 'xyz') return xyzRefusal(monster, materials);
  if (how === 'fusion') return fusionRefusal(monster, materials, { ...(zones ? { zones } : {}), ...(namedAs ? { namedAs } : {}) });
  if (how === 'ritual') return ritualRefusal(monster, materials, states);
  return null;
}

/** 「（「X」仪式怪兽1只仪式召唤的场合，）可以用这1张卡作为仪式召唤需要的等级数值的解放使用」: one card standing for every level needed. */
const RITUAL_STAND_IN = /(?:「([^」]+)」仪式怪兽1只仪式召唤的场合，)?可以用这1张卡作为仪式召唤需要的等级数值的解放使用/;

/**
 * SIT-RITUAL-LEVELS (rules reference docs/c02/怪兽的效果分类.rst:225): a Ritual Summon written with its tributes (`仪式召唤 X 素材 Y`,
 * not by a named card) is refused when their levels (as they are now: `(等级4)`) add up to less than the Ritual Monster's — whatever
 * the Ritual Spell, none asks for less — unless one of them may stand for the whole level (「可以用这1张卡作为仪式召唤需要的等级数值的
 * 解放使用」, for the monster it names) and its effects are not negated (`(效果无效)`: that unclassified effect is a monster effect and
 * does not apply). A tribute or Ritual Monster whose text says more of Ritual tributes, or with no level, is not judged.
 */
function ritualRefusal(monster: Card, materials: readonly Card[], states?: readonly (readonly CardState[])[]): Text | null {
  if (!has(monster, 'ritual') || !monster.level || /等级合计|代替/.test(monster.text ?? '')) return null;
  let total = 0;
  const negated: Card[] = [];
  for (const [i, c] of materials.entries()) {
    const text = c.text ?? '';
    const stand = RITUAL_STAND_IN.exec(text);
    if (stand) {
      const off = states?.[i]?.includes('effects-negated') ?? false;
      if (!stand[1] || monster.name.includes(stand[1])) {
        if (!off) return null;
        negated.push(c);
      }
    } else if (text.includes('仪式')) return null;
    if (noLevel(c)) return null;
    total += c.level!;
  }
  if (total >= monster.level) return null;
  const why = negated.length ? `${quoted(negated)}的效果被无效，不能代替需要的等级（这个无种类效果也是怪兽效果）；` : '';
  const whyEn = negated.length ? `${negated.map((m) => m.name).join(', ')} has its effects negated and cannot stand for the levels (that unclassified effect is a monster effect too); ` : '';
  return t(
    `「${monster.name}」是${monster.level}星的仪式怪兽：${why}解放的怪兽${quoted(materials)}的等级合计是${total}，不足${monster.level}：这次仪式召唤不能进行。`,
    `${monster.name} is a level ${monster.level} Ritual Monster: ${whyEn}the tributes' levels add up to ${total}, less than ${monster.level}: this Ritual Summon cannot be made.`,
  );
}

function tributeRefusal(monster: Card, tributes: readonly Card[], equipWorth: readonly (number | null)[], set: boolean): Text | null {
  // CMP-TRIBUTE-COUNT: the Level's count and the counts its text sets (`tributeCount`, read by the compiler).
  const need = tributeNeed(monster.tributeCount, monster.level);
  // Which totals the tributes make: each is 1, a card that may count as more also that.
  let sums = new Set<number>([0]);
  for (const [i, c] of tributes.entries()) {
    const worth = readTributeWorth(c.text);
    const alt = worth && (!worth.attribute || worth.attribute === monster.attribute) ? worth.n : 1;
    // SIT-TRIBUTE-WORTH-EQUIP: an Equip Card's 「装备怪兽可以作为2只的数量解放」 that reaches this monster.
    const byEquip = equipWorth[i] ?? null;
    // SIT-TRIBUTE-SPELL: a card 「…的这张卡作为代替而解放来上级召唤」 for a monster of its name part stands for the tributes needed (its counters not judged).
    const standsFor = c.text?.includes('作为代替而解放来上级召唤') ? /自己把「([^」]+)」怪兽/.exec(c.text) : null;
    const any = !!standsFor && monster.name.includes(standsFor[1]!);
    const next = new Set<number>();
    for (const s of sums) {
      next.add(s + 1);
      next.add(s + alt);
      if (byEquip !== null) next.add(s + byEquip);
      if (any) for (const n of [2, 3]) next.add(s + n);
    }
    sums = next;
  }
  const ok = need.options.some((o) => sums.has(o.n) && (!o.archetype || tributes.every((c) => c.name.includes(o.archetype!))));
  if (ok) return null;
  const names = quoted(tributes);
  // (A Tribute Set is said as the Set it is, and a Level 4 one is written `盖放 X`.)
  const act = set ? t('盖放', 'Tribute Set') : t('上级召唤', 'Tribute Summon');
  if (need.options.length === 0) {
    return set
      ? t(
          `「${monster.name}」是${monster.level ?? 0}星怪兽，不用解放就能盖放，不能解放${names}盖放：请写 盖放 ${monster.name}。`,
          `${monster.name} is level ${monster.level ?? 0} and is Set without tributes; it cannot be Tribute Set with ${tributes.map((c) => c.name).join(', ')}: write 盖放 ${monster.name}.`,
        )
      : t(
          `「${monster.name}」是${monster.level ?? 0}星怪兽，不用解放就能召唤，不能解放${names}上级召唤：请写 召唤 ${monster.name}。`,
          `${monster.name} is level ${monster.level ?? 0} and is summoned without tributes; it cannot be Tribute Summoned with ${tributes.map((c) => c.name).join(', ')}: write 召唤 ${monster.name}.`,
        );
  }
  // (「可以不用解放作召唤」 is no count of tributes to name here.)
  const counted = need.options.filter((o) => o.n > 0);
  const wants = counted.map((o) => (o.archetype ? `${o.n}只「${o.archetype}」怪兽` : o.kind ? `${o.n}只${o.kind}` : `${o.n}只怪兽`));
  const wantsEn = counted.map((o) => (o.archetype ? `${o.n} 「${o.archetype}」 monster(s)` : o.kind ? `${o.n} (${o.kind})` : `${o.n} monster(s)`));
  const why = need.fixed ? '（卡的文本规定了解放的数量，其他效果不能减少或免除）' : `（${monster.level ?? 0}星：5·6星解放1只，7星以上解放2只，或文本另写的数量）`;
  const whyEn = need.fixed
    ? ' (its text fixes the tributes; no other effect reduces or waives them)'
    : ` (level ${monster.level ?? 0}: 1 tribute for level 5–6, 2 for 7 and up, or what its text adds)`;
  return t(
    `${act.zh}「${monster.name}」需要解放${wants.join('或')}${why}，这里解放的是${names}：这次${act.zh}不能进行。`,
    `A ${act.en} of ${monster.name} needs ${wantsEn.join(' or ')}${whyEn}; the tributes given are ${tributes.map((c) => c.name).join(', ')}: this ${act.en} cannot be made.`,
  );
}

function synchroRefusal(monster: Card, materials: readonly Card[], states?: readonly (readonly CardState[])[]): Text | null {
  const line = readSynchroLine(monster.text);
  if (!line) return null;
  const names = quoted(materials);
  // SIT-PROCEDURE-TUNER: 「这个方法特殊召唤的这张卡当作调整使用」 — a Tuner while it remembers its own procedure summoned it
  // (`自身特召`; lost face-down, and by a temporary banishment for a monster that can be Normal Summoned: FD-PROCEDURE-NORMAL-SUMMONABLE).
  // (By position: two copies may share one card object.)
  const tunerAt = materials.map((c, i) => has(c, 'tuner') || (readProcedureTuner(c.text) && remembersOwnProcedure(states?.[i] ?? [], c)));
  const rest = materials.map((_, i) => i);
  let tunerIdx: number[];
  if (line.tunerName) {
    const i = rest.findIndex((k) => materials[k]!.name === line.tunerName);
    tunerIdx = i >= 0 ? rest.splice(i, 1) : [];
  } else {
    tunerIdx = rest.filter((k) => tunerAt[k]);
  }
  const tuners = tunerIdx.map((k) => materials[k]!);
  const nonTuners = rest.filter((k) => !tunerIdx.includes(k)).map((k) => materials[k]!);
  const wrongKind = rest.filter((k) => !tunerIdx.includes(k) && tunerAt[k]).map((k) => materials[k]!);
  const tunerCount: Count = line.tunerName ? { n: 1, orMore: false } : line.tuners;
  // 「这张卡可以当作调整以外的怪兽使用」: such a tuner may stand on either side of the line.
  const flex = line.tunerName ? 0 : tuners.filter((c) => readMayBeNonTuner(c.text)).length;
  let fitsLine = false;
  for (let k = 0; k <= flex; k++) {
    if (fits(tuners.length - k, tunerCount) && wrongKind.length === 0 && fits(nonTuners.length + k, line.nonTuners)) fitsLine = true;
  }
  if (!fitsLine) {
    const tunerZh = line.tunerName ? `「${line.tunerName}」1只` : `调整${zhCount(line.tuners)}`;
    const tunerEn = line.tunerName ? `${line.tunerName}` : `${enCount(line.tuners)} Tuner(s)`;
    return t(
      `「${monster.name}」的同调素材是${tunerZh}＋调整以外的怪兽${zhCount(line.nonTuners)}，这里的${names}中调整有${tuners.length + wrongKind.length}只、调整以外的怪兽有${nonTuners.length - wrongKind.length}只：这次同调召唤不能进行。`,
      `${monster.name} needs ${tunerEn} plus ${enCount(line.nonTuners)} non-Tuner monster(s) as Synchro Material; ${materials.map((c) => c.name).join(', ')} have ${tuners.length + wrongKind.length} Tuner(s) and ${nonTuners.length - wrongKind.length} non-Tuner(s): this Synchro Summon cannot be made.`,
    );
  }
  return levelSumRefusal(monster, materials, names);
}

function levelSumRefusal(monster: Card, materials: readonly Card[], names: string): Text | null {
  const levelless = materials.filter(noLevel);
  if (levelless.length > 0) {
    return t(
      `${quoted(levelless)}没有等级，不能作为同调素材：这次同调召唤不能进行。`,
      `${levelless.map((c) => c.name).join(', ')} has no level and cannot be Synchro Material: this Synchro Summon cannot be made.`,
    );
  }
  const sum = materials.reduce((s, c) => s + (c.level ?? 0), 0);
  if (!monster.level || sum === monster.level) return null;
  return t(
    `${names}的等级合计是${sum}，不等于「${monster.name}」的等级${monster.level}（同调素材的等级合计必须与同调怪兽的等级相同）：这次同调召唤不能进行。`,
    `The levels of ${materials.map((c) => c.name).join(', ')} add up to ${sum}, not ${monster.name}'s level ${monster.level} (Synchro Materials must add up to the Synchro Monster's level): this Synchro Summon cannot be made.`,
  );
}

/**
 * SIT-XYZ-OVERLAY: 「（这张卡）（1回合1次）也能在（「Y」以外的/同名卡以外的）自己场上的（N阶的）「X」（超量）怪兽 / 「X」上面重叠来超量召唤」 —
 * an Xyz Summon on one monster of the player's own instead of the material line. What the clause names is judged: a quoted name
 * followed by 上面 (that card exactly), a quoted part followed by 怪兽 (a monster whose name holds it; 超量怪兽 an Xyz Monster),
 * a stated Rank (「8阶」「10·11阶」「5阶以下」), a card it excludes; race, attribute, its costs and its once per turn are not.
 * `null`: the text has no such clause; otherwise the refusal (or null text when the one material fits).
 */
function overlayRefusal(monster: Card, materials: readonly Card[]): { refusal: Text | null } | null {
  const text = monster.text ?? '';
  if (!text.includes('上面重叠来超量召唤') || materials.length !== 1) return null;
  const m = /也能[^。]*?自己场上的([^。]*?)上面重叠来超量召唤/.exec(text);
  if (!m) return null;
  const target = m[1]!;
  const pre = /也能([^。]*?)自己场上的/.exec(text)?.[1] ?? '';
  const c = materials[0]!;
  const why: string[] = [];
  // 「「X」上面」 / 「「X」怪兽或者「Y」上面」: the named cards; 「「X」（超量）怪兽」: a monster of that part.
  // (Names compared without spaces: a text may quote 「No.39 希望皇霍普」 for the card named 「No.39 希望皇 霍普」.)
  const bare = (x: string) => x.replace(/\s/g, '');
  const exact = [...target.matchAll(/「([^」]+)」(?!(?:超量|连接)?怪兽)/g)].map((x) => x[1]!);
  const parts = [...target.matchAll(/「([^」]+)」((?:超量|连接)?)怪兽/g)].map((x) => ({ part: x[1]!, kind: x[2] }));
  if (exact.length + parts.length > 0) {
    const ok = exact.some((x) => bare(x) === bare(c.name)) || parts.some((p) => bare(c.name).includes(bare(p.part)) && (p.kind !== '超量' || has(c, 'xyz')) && (p.kind !== '连接' || has(c, 'link')));
    if (!ok) why.push(`不是${[...exact.map((x) => `「${x}」`), ...parts.map((p) => `「${p.part}」${p.kind}怪兽`)].join('或')}`);
  } else if (/超量怪兽/.test(target) && !has(c, 'xyz')) why.push('不是超量怪兽');
  const rank = /(\d+)(?:[·～~](\d+))?阶(以下|以上)?/.exec(target);
  if (rank && !/星以上/.test(target)) {
    const lo = Number(rank[1]);
    const hi = rank[2] ? Number(rank[2]) : lo;
    const r = c.level ?? -1;
    const fitsRank = rank[3] === '以下' ? r <= hi : rank[3] === '以上' ? r >= lo : r >= lo && r <= hi;
    if (!has(c, 'xyz') || !fitsRank) why.push(`不是${rank[0]}的超量怪兽`);
  }
  const not = [...pre.matchAll(/「([^」]+)」以外的/g)].map((x) => x[1]!);
  if (not.includes(c.name) || (/同名卡以外的/.test(pre + target) && c.name === monster.name)) why.push('是这个方法除外的卡');
  if (why.length === 0) return { refusal: null };
  return {
    refusal: t(
      `「${monster.name}」只能在自己场上的${target}上面重叠来超量召唤，「${c.name}」${why.join('，')}：这次超量召唤不能进行。`,
      `${monster.name} may be Xyz Summoned on one monster only as its text says (${target}); ${c.name} does not fit: this Xyz Summon cannot be made.`,
    ),
  };
}

function xyzRefusal(monster: Card, materials: readonly Card[]): Text | null {
  const line = readXyzLine(monster.text);
  if (!line) return null;
  // SIT-XYZ-OVERLAY: one monster of the player's own the text lets it be summoned on.
  const overlay = overlayRefusal(monster, materials);
  if (overlay) return overlay.refusal;
  const wrong = materials.filter((c) => noLevel(c) || c.level !== line.level);
  if (wrong.length > 0) {
    return t(
      `「${monster.name}」的超量素材是${line.level}星怪兽，${quoted(wrong)}不是${line.level}星（超量怪兽·连接怪兽没有等级）：这次超量召唤不能进行。`,
      `${monster.name} needs level ${line.level} monsters as Xyz Material; ${wrong.map((c) => c.name).join(', ')} is not level ${line.level} (Xyz and Link Monsters have no level): this Xyz Summon cannot be made.`,
    );
  }
  if (fits(materials.length, line.count)) return null;
  return t(
    `「${monster.name}」的超量素材是${line.level}星怪兽${zhCount(line.count)}，这里写了${materials.length}只（${quoted(materials)}）：这次超量召唤不能进行。`,
    `${monster.name} needs ${enCount(line.count)} level ${line.level} monsters as Xyz Material; ${materials.length} are given: this Xyz Summon cannot be made.`,
  );
}

/**
 * What a summon by a card's effect changes in the Fusion check (SIT-SUMMON-BY-CARD): `notMaterial` — the monsters it uses are no
 * Fusion Material (「无视召唤条件」), so 「不能作为融合素材」 does not bar them; `noSubstituteFor` — a named part no substitute may stand
 * in for (「以X为融合素材的那1只」); `mayStandIn` — whether the material at that index may apply its substitute effect (not from
 * the Deck nor banished: 怪兽的效果分类.rst:235, 基本用语.rst:1005–1008); `label` — what the summon is called in the refusal.
 */
export interface FusionCheck {
  notMaterial?: boolean;
  noSubstituteFor?: (name: string) => boolean;
  mayStandIn?: (index: number) => boolean;
  label?: Text;
  /** Added (SIT-FUSION-DESCRIBED-PART): where each material is (by index); unknown: a 「?」 ATK/DEF is not judged. */
  zones?: readonly (string | undefined)[];
  /** Added (CH-SHOWN-CARD-NOTE): the names each material (by index) may stand as this turn (融合识别: the shown monster's name). */
  namedAs?: readonly (readonly string[])[];
}

export function fusionRefusal(monster: Card, materials: readonly Card[], check: FusionCheck = {}): Text | null {
  const done = check.label ?? t('这次融合召唤不能进行', 'this Fusion Summon cannot be made');
  const never = check.notMaterial ? [] : materials.filter((c) => readNeverFusionMaterial(c.text));
  if (never.length > 0) {
    return t(
      `${quoted(never)}的文本写着不能作为融合素材：不能用它融合召唤「${monster.name}」。`,
      `${never.map((c) => c.name).join(', ')} says it cannot be Fusion Material: it cannot be used to Fusion Summon ${monster.name}.`,
    );
  }
  const line = readFusionLine(monster.text);
  if (!line) return null;
  if (!fits(materials.length, line.count)) {
    return t(
      `「${monster.name}」的融合素材是${zhCount(line.count)}（${monster.text!.split('\n')[0]!.trim()}），这里写了${materials.length}只：${done.zh}。`,
      `${monster.name} needs ${enCount(line.count)} Fusion Materials; ${materials.length} are given: ${done.en}.`,
    );
  }
  // Each part the line names is that card, or (once, and not for 「以上记卡」) a Fusion substitute.
  const left = materials.map((c, i) => ({ c, i }));
  let substituted = false;
  // A part stated as a choice, 「「真红眼黑龙」或者…」, must be that card when the summoning card asks for it itself (SIT-SUMMON-BY-CARD).
  const required = [...line.named, ...(line.either ?? []).filter((name) => check.noSubstituteFor?.(name) ?? false)];
  const sorted = [...required].sort((a, b) => Number(!!check.noSubstituteFor?.(b)) - Number(!!check.noSubstituteFor?.(a)));
  for (const name of sorted) {
    // (A card of that name first; one standing as it this turn — 融合识别's target, `namedAs` — only when none is: it may be needed as itself.)
    const own = left.findIndex(({ c }) => c.name === name || readNameAs(c.text, name));
    const i = own >= 0 ? own : left.findIndex(({ i: at }) => (check.namedAs?.[at] ?? []).includes(name));
    if (i >= 0) {
      left.splice(i, 1);
      continue;
    }
    const barred = check.noSubstituteFor?.(name) ?? false;
    const s = substituted || line.onlyListed || barred ? -1 : left.findIndex(({ c, i: at }) => readFusionSubstitute(c.text) && (check.mayStandIn?.(at) ?? true));
    if (s >= 0) {
      substituted = true;
      left.splice(s, 1);
      continue;
    }
    const away = left.find(({ c, i: at }) => readFusionSubstitute(c.text) && !(check.mayStandIn?.(at) ?? true));
    const why = line.onlyListed
      ? t(`「${monster.name}」只能用上记卡融合召唤，融合素材代用怪兽不能代替`, `${monster.name} accepts only the listed cards, no Fusion substitute`)
      : barred ? t(`这张卡的效果要求「${name}」的部分用那张卡本身，融合素材代用怪兽不能代替`, `the summoning card asks for ${name} itself in that part: no Fusion substitute stands in`)
      : away && !substituted ? t(`「${away.c.name}」在卡组或被除外，代替融合素材的效果不适用（只在手卡·场上·墓地适用）`, `${away.c.name} is in the Deck or banished, where its substitute effect does not apply (only in the hand, on the field or in the GY)`)
      : t('融合素材代用怪兽只能代替1只', 'a Fusion substitute stands in for one part only');
    return t(
      `「${monster.name}」的融合素材是${monster.text!.split('\n')[0]!.trim()}，${quoted(materials)}中缺少「${name}」（${why.zh}）：${done.zh}。`,
      `${monster.name} needs ${name} among its Fusion Materials and ${materials.map((c) => c.name).join(', ')} lack it (${why.en}): ${done.en}.`,
    );
  }
  // SIT-FUSION-DESCRIBED-PART: each part stated by a description takes one of the materials left that fits it (no substitute
  // stands in for a description). A part whose words are not all read, or a material not judged, is taken to fit.
  const parts = line.described ?? [];
  // (Only for a summon written by X's own rule: a summon by a card's effect judges its parts itself, SIT-SUMMON-BY-CARD.)
  if (parts.length > 0 && !check.notMaterial && check.zones !== undefined) {
    const fitsAt = (p: number, m: { c: Card; i: number }): boolean => fitsDescribed(parts[p]!, m.c, check.zones?.[m.i]) !== false;
    const used = new Set<number>();
    const assign = (p: number): boolean => {
      if (p === parts.length) return true;
      for (let k = 0; k < left.length; k++) {
        if (used.has(k) || !fitsAt(p, left[k]!)) continue;
        used.add(k);
        if (assign(p + 1)) return true;
        used.delete(k);
      }
      return false;
    };
    if (left.length >= parts.length && !assign(0)) {
      const miss = parts.find((_, p) => !left.some((m) => fitsAt(p, m))) ?? parts.join('＋');
      return t(
        `「${monster.name}」的融合素材是${monster.text!.split('\n')[0]!.trim()}，${quoted(materials)}中没有符合「${miss}」的怪兽（融合素材代用怪兽不能代替写明条件的部分）：${done.zh}。`,
        `${monster.name} needs ${miss} among its Fusion Materials and none of ${materials.map((c) => c.name).join(', ')} is one: ${done.en}.`,
      );
    }
  }
  return null;
}

/**
 * SIT-FUSION-DESCRIBED-PART: does a material fit a part of a Fusion line stated by a description — an archetype, a Type, an
 * Attribute, a level or an ATK bound? null when the part says what this reader does not judge. A 「?」 ATK is 0 on the field (face-up
 * or face-down, docs/c03/攻守计算.rst:54–59) and no number elsewhere (it meets no bound there, :41–46); where the material is
 * not known it is not judged.
 */
function fitsDescribed(part: string, c: Card, zone: string | undefined): boolean | null {
  const f = filterOf(part);
  if (unreadQualifiers(part, f) || /攻击力|守备力/.test(part.replace(/攻击力\d+(以上|以下)/, '')) || /守备力|原本|以外|效果怪兽|通常怪兽|调整/.test(part)) return null;
  if (!/怪兽$/.test(part)) return null;
  if (c.type.kind !== 'monster') return false;
  if (f.archetype && !c.name.includes(f.archetype) && !(c.alsoArchetypes ?? []).includes(f.archetype)) return false;
  const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  if (f.race !== undefined && c.race && !list(f.race).some((r) => c.race === r || c.race === r.replace(/族$/, '') || `${c.race}族` === r)) return false;
  if (f.attribute !== undefined && c.attribute && !list(f.attribute).some((a) => c.attribute === a || c.attribute === a.replace(/属性$/, ''))) return false;
  // (MATCH-LEVEL-NOT-RANK: an Xyz or Link Monster has no Level — 「4星以下的怪兽」 never names one.)
  if (!fitsLevelBound(f, c, c.level)) return false;
  if (f.atkMax !== undefined || f.atkMin !== undefined) {
    const raw = c.atk;
    if (raw === undefined) return null;
    let atk: number;
    if (raw >= 0) atk = raw;
    else if (zone === 'face-down') atk = 0;
    else if (zone === undefined || zone === 'monster') return null;
    else return false;
    if (f.atkMax !== undefined && atk > f.atkMax) return false;
    if (f.atkMin !== undefined && atk < f.atkMin) return false;
  }
  return true;
}

/**
 * SIT-PROCEDURE-EQUIP-NOT-MONSTER: does the procedure sentence count the cards it moves as monsters — 「各1只」「…怪兽」 — with no
 * 「卡」 among them (the zone words 手卡·卡组·额外卡组 and the quoted names set aside)?
 */
function countsMonsters(text: string): boolean {
  const sentence = /[^。\n]*?(?:除外|回到[^。]*?卡组|送去墓地)的场合[^。\n]{0,12}?特殊召唤/.exec(text)?.[0];
  if (!sentence) return false;
  const bare = sentence.replace(/「[^」]*」/g, '').replace(/手卡|额外卡组|卡组/g, '');
  return /只|怪兽/.test(bare) && !bare.includes('卡');
}

/**
 * A Special Summon by the monster's own procedure written with the cards it uses (`特殊召唤 X 素材 Y,Z`,
 * 基本用语.rst:143–179, 949, 1009): where those cards go, or why the procedure cannot be done. A contact
 * procedure (「上记卡」) is no Fusion Summon: the cards are the named ones (a Fusion substitute works only in a
 * Fusion Summon), never a card 「不能作为融合素材」, in the line's count. A card with no text loaded is not judged.
 */
export function summonProcedure(monster: Card, used: readonly Card[], places: readonly (string | null)[] = [], faceDown: readonly boolean[] = []): { refusal: Text | null; move: 'banished' | 'returned-to-deck' | 'returned-to-hand' | 'sent-to-gy' | null; tribute?: true } {
  if (used.length === 0 || !monster.text) return { refusal: null, move: null };
  const proc = readSummonProcedure(monster.text);
  if (!proc) {
    return {
      refusal: t(
        `「${monster.name}」的文本没有用卡特殊召唤自身的方法（解放·除外·回到卡组·送去墓地），“特殊召唤 … 素材 …”不适用：请只写 特殊召唤 ${monster.name}，或写 融合召唤/同调召唤/超量召唤/连接召唤 ${monster.name} 素材 …。`,
        `${monster.name}'s text has no procedure that Special Summons it by using cards (tributing, banishing, returning or sending them), so "特殊召唤 … 素材 …" does not apply: write 特殊召唤 ${monster.name} alone, or 融合召唤/同调召唤/超量召唤/连接召唤 ${monster.name} 素材 ….`,
      ),
      move: null,
    };
  }
  // SIT-PROCEDURE-TOKEN (基本用语.rst:1038–1049, 1068): a Token can be tributed or banished face-up by a procedure, never sent to the GY,
  // returned to the hand or Deck, nor banished face-down.
  const tokens = used.filter((c) => c.type.kind === 'monster' && c.type.subtypes.includes('token'));
  if (tokens.length > 0 && (proc.move === 'returned-to-deck' || proc.move === 'returned-to-hand' || (proc.move === 'sent-to-gy' && !proc.tribute) || (proc.move === 'banished' && proc.faceDown))) {
    const how = proc.move === 'returned-to-hand' ? t('回到手卡', 'returned to the hand') : proc.move === 'returned-to-deck' ? t('回到卡组', 'returned to the Deck') : proc.move === 'banished' ? t('里侧表示除外', 'banished face-down') : t('送去墓地', 'sent to the GY');
    return {
      refusal: t(
        `衍生物不能作为特殊召唤手续${how.zh}（只能被解放或表侧表示除外）：${quoted(tokens)}不能用于「${monster.name}」的特殊召唤手续，这次特殊召唤不能进行。`,
        `A Token cannot be ${how.en} for a summoning procedure (it may only be tributed or banished face-up): ${tokens.map((c) => c.name).join(', ')} cannot be used for ${monster.name}'s procedure, so this Special Summon cannot be made.`,
      ),
      move: null,
    };
  }
  // SIT-PROCEDURE-MATERIAL-KIND: 「这张卡可以把自己场上1只水属性怪兽解放，从手卡特殊召唤」 — the monsters it tributes must be of the Attribute,
  // Type or Level its text names (read as printed; a description this reader cannot judge wholly is not judged).
  const misfit = proc.tribute ? tributeMisfits(monster, used) : [];
  if (misfit.length > 0) {
    const want = misfit[0]!.want;
    // MATCH-LEVEL-NOT-RANK: a Level bound refusing an Xyz or Link Monster says why — its Rank or Link Rating is no Level.
    const levelless = /星/.test(want) && misfit.some((m) => has(m.card, 'xyz') || has(m.card, 'link'));
    const why = levelless ? t('（超量怪兽有阶级、连接怪兽有连接标记，都没有等级）', ' (an Xyz Monster has a Rank and a Link Monster a Link Rating, neither a Level)') : t('', '');
    return {
      refusal: t(
        `「${monster.name}」的特殊召唤手续解放的是「${want}」：${quoted(misfit.map((m) => m.card))}不是${why.zh}，不能用于这个手续，这次特殊召唤不能进行。`,
        `${monster.name}'s procedure tributes 「${want}」: ${misfit.map((m) => m.card.name).join(', ')} is not one${why.en}, so it cannot be used and this Special Summon cannot be made.`,
      ),
      move: null,
    };
  }
  // SIT-PROCEDURE-TRIBUTE-SPELL (基本用语.rst:190–194): a procedure that tributes cannot take a card standing in the Spell & Trap Zone
  // (a monster card used as an Equip Card is a Spell there) unless its text names Spells or Traps.
  const inSpellZone = proc.tribute ? used.filter((_, i) => places[i] === 'spell') : [];
  if (inSpellZone.length > 0 && !/魔法|陷阱/.test(/[^。]*?解放[^。]*?特殊召唤/.exec(monster.text)?.[0] ?? '')) {
    return {
      refusal: t(
        `「${monster.name}」的特殊召唤手续解放的是怪兽：魔法与陷阱区域的${quoted(inSpellZone)}（当作装备卡等）不是怪兽，不能解放，这次特殊召唤不能进行。`,
        `${monster.name}'s procedure tributes monsters: ${inSpellZone.map((c) => c.name).join(', ')} in the Spell & Trap Zone (an Equip Card there) is no monster and cannot be tributed, so this Special Summon cannot be made.`,
      ),
      move: null,
    };
  }
  // SIT-PROCEDURE-EQUIP-NOT-MONSTER (装备卡.rst:121): a procedure that banishes, returns or sends cards it counts as monsters (「…各1只」,
  // 「…怪兽」, never 「卡」) cannot take one the situation puts in the Spell & Trap Zone (a monster card used as an Equip Card is no
  // monster there); one that says 「卡」 (「上记卡」) may.
  const asEquip = proc.tribute ? [] : used.filter((_, i) => places[i] === 'spell');
  if (asEquip.length > 0 && countsMonsters(monster.text)) {
    return {
      refusal: t(
        `「${monster.name}」的特殊召唤手续用的是怪兽（「只」「怪兽」）：魔法与陷阱区域的${quoted(asEquip)}（当作装备卡等）不是怪兽，不能用于这个手续，这次特殊召唤不能进行。`,
        `${monster.name}'s procedure uses monsters: ${asEquip.map((c) => c.name).join(', ')} in the Spell & Trap Zone (an Equip Card there) is no monster and cannot be used for it, so this Special Summon cannot be made.`,
      ),
      move: null,
    };
  }
  // SIT-PROCEDURE-KINDS (基本用语.rst:426): 「…的卡10种类回到…卡组」 — that many cards, each of another name (a card returned twice is one kind).
  const kinds = /的卡([0-9]+)种类(?:回到|除外|送去墓地|解放)/.exec(monster.text);
  if (kinds) {
    const n = Number(kinds[1]);
    const names = new Set(used.map((c) => c.name)).size;
    if (used.length !== n || names !== n) {
      return {
        refusal: t(
          `「${monster.name}」的特殊召唤手续要用卡名不同的卡${n}种类（${n}张），这里写了${used.length}张、${names}种卡名：这次特殊召唤不能进行。`,
          `${monster.name}'s procedure uses ${n} cards of ${n} different names; ${used.length} cards of ${names} names are given: this Special Summon cannot be made.`,
        ),
        move: null,
      };
    }
  }
  // SIT-PROCEDURE-EXTRA-DECK (基本用语.rst:170–179): a procedure that returns cards 「回到卡组」 without naming the Extra Deck cannot use a
  // monster that could only go to the Extra Deck (超顶科技血神翼龙). Not the listed cards of a contact procedure (剑斗兽 凯撒, 「上记卡回到卡组」),
  // nor a procedure returning every monster of a place (究极封印神 艾克佐迪奥斯, reprinted 「回到卡组·额外卡组」): the reference rules both may.
  if (proc.move === 'returned-to-deck' && !proc.listed) {
    const sentence = /让[^。]*?回到(?:持有者的)?(?:卡组|卡组·额外卡组)的场合才能/.exec(monster.text)?.[0] ?? '';
    const extraOnly = used.filter((c) => c.type.kind === 'monster' && ['fusion', 'synchro', 'xyz', 'link'].some((k) => c.type.subtypes.includes(k)));
    if (extraOnly.length > 0 && !sentence.includes('额外卡组') && !sentence.includes('全部')) {
      return {
        refusal: t(
          `「${monster.name}」的特殊召唤手续是让卡「回到卡组」，没有写额外卡组：只能回到额外卡组的${quoted(extraOnly)}不能用于这个手续，这次特殊召唤不能进行。`,
          `${monster.name}'s procedure returns cards to the Deck and names no Extra Deck: ${extraOnly.map((c) => c.name).join(', ')}, which could only go to the Extra Deck, cannot be used for it, so this Special Summon cannot be made.`,
        ),
        move: null,
      };
    }
  }
  if (!proc.listed) return { refusal: null, move: proc.move, ...(proc.tribute ? { tribute: true as const } : {}) };
  const never = used.filter((c) => readNeverFusionMaterial(c.text));
  if (never.length > 0) {
    return {
      refusal: t(
        `${quoted(never)}的文本写着不能作为融合素材，不能用于「${monster.name}」的上记卡特殊召唤手续：这次特殊召唤不能进行。`,
        `${never.map((c) => c.name).join(', ')} says it cannot be Fusion Material, so it cannot be used for ${monster.name}'s procedure with the listed cards: this Special Summon cannot be made.`,
      ),
      move: null,
    };
  }
  const line = readFusionLine(monster.text);
  if (line) {
    const left = [...used];
    for (const name of line.named) {
      // SIT-PROCEDURE-NAME-FACE-DOWN (基本用语.rst:402–404): 「卡名…当作「X」使用」 does not apply to a face-down card: it is only its printed self.
      const i = left.findIndex((c) => c.name === name || (readNameAs(c.text, name) && !faceDown[used.indexOf(c)]));
      if (i >= 0) {
        left.splice(i, 1);
        continue;
      }
      const hidden = left.find((c) => readNameAs(c.text, name) && faceDown[used.indexOf(c)]);
      if (hidden) {
        return {
          refusal: t(
            `里侧表示的「${hidden.name}」不适用「当作「${name}」使用」，不是「${name}」：「${monster.name}」的特殊召唤手续缺少「${name}」，这次特殊召唤不能进行。`,
            `A face-down ${hidden.name} is not treated as ${name} (that applies only face-up): ${monster.name}'s procedure lacks ${name}, so this Special Summon cannot be made.`,
          ),
          move: null,
        };
      }
      return {
        refusal: t(
          `「${monster.name}」的特殊召唤手续要用上记卡（${monster.text!.split('\n')[0]!.trim()}），${quoted(used)}中缺少「${name}」（这不是融合召唤，融合素材代用怪兽不能代替）：这次特殊召唤不能进行。`,
          `${monster.name}'s procedure needs the listed ${name} and ${used.map((c) => c.name).join(', ')} lack it (this is no Fusion Summon, so no Fusion substitute stands in): this Special Summon cannot be made.`,
        ),
        move: null,
      };
    }
    if (!fits(used.length, line.count)) {
      return {
        refusal: t(
          `「${monster.name}」的特殊召唤手续要用上记卡${zhCount(line.count)}，这里写了${used.length}张：这次特殊召唤不能进行。`,
          `${monster.name}'s procedure uses ${enCount(line.count)} listed cards; ${used.length} are given: this Special Summon cannot be made.`,
        ),
        move: null,
      };
    }
  }
  return { refusal: null, move: proc.move };
}

/** What `equipTributeWorth` reads of a situation card. */
interface Placed {
  ref: string;
  card: Card;
  controller: 'A' | 'B' | null;
  states: readonly string[];
  equippedTo?: string;
}

/**
 * SIT-TRIBUTE-WORTH-EQUIP (rules reference docs/c03/卡片的抗性.rst:139–143): the count a tribute may be worth by an Equip Card the
 * situation equips to it (「（「X」）怪兽上级召唤的场合，装备怪兽可以作为2只的数量解放」, for the summon of `summoned`) — an effect on that monster, so none while the monster is unaffected by
 * it (`(不受效果)`, `(不受陷阱)` for a Trap…) or the Equip Card's effects are negated; null: no such card.
 */
export function equipTributeWorth(tribute: Placed, instances: readonly Placed[], summoned: Card): number | null {
  let best: number | null = null;
  for (const e of instances) {
    if (e.equippedTo !== tribute.ref || e.states.includes('effects-negated')) continue;
    const w = readEquipTributeWorth(e.card.text);
    if (w === null || (w.archetype !== undefined && !summoned.name.includes(w.archetype))) continue;
    const n = w.n;
    const kind = e.card.type.kind;
    const st = tribute.states;
    const unaffected = st.includes('unaffected') || st.includes('unaffected-by-spell-trap') || (kind === 'trap' && st.includes('unaffected-by-trap')) || (kind === 'spell' && st.includes('unaffected-by-spell'))
      || (st.includes('unaffected-by-opponent') && e.controller !== null && e.controller !== tribute.controller);
    if (!unaffected) best = Math.max(best ?? 0, n);
  }
  return best;
}

/** SIT-PROCEDURE-MATERIAL-KIND: the monsters a tributing procedure names (「把自己场上N只X怪兽解放」), and the used cards that are not one. */
const TRIBUTE_WHAT = /这张卡可以把自己(?:的手卡·)?场上(?:存在)?的?[1-9一两二三]只([^，。、]*?怪兽)解放/;
/** A Special Summon Monster's procedure worded as its condition: 黑魔法神官 「把自己场上2只6星以上的魔法师族怪兽解放的场合才能特殊召唤」. */
const TRIBUTE_WHAT_CONDITION = /把自己场上(?:存在)?的?[1-9一两二三]只([^，。、]*?怪兽)解放的场合才能特殊召唤/;
function tributeMisfits(monster: Card, used: readonly Card[]): { card: Card; want: string }[] {
  const m = TRIBUTE_WHAT.exec(monster.text ?? '') ?? TRIBUTE_WHAT_CONDITION.exec(monster.text ?? '');
  if (!m || m[1] === '怪兽') return [];
  const f = filterOf(m[1]!);
  // Only an Attribute, a Type, a Level or an ATK bound (「攻击力2000以上的怪兽」, review s42 q1) is judged here; anything else (an archetype,
  // 「表侧表示」…) is left to the user.
  const keys = Object.keys(f).filter((k) => (f as Record<string, unknown>)[k] !== undefined);
  if (unreadQualifiers(m[1]!, f) || !keys.every((k) => k === 'kind' || k === 'attribute' || k === 'race' || k === 'levelMax' || k === 'levelMin' || k === 'atkMin' || k === 'atkMax') || keys.length < 2) return [];
  // (A value the card data does not give — a Token listed without it — is not judged: never refused on a guess.)
  const misses = (want: string | string[] | undefined, v: string | undefined) => want !== undefined && v !== undefined && !(Array.isArray(want) ? want.includes(v) : want === v);
  return used
    .filter((c) => c.type.kind === 'monster')
    .filter((c) => misses(f.attribute, c.attribute) || misses(f.race, c.race) || !fitsLevelBound(f, c, c.level) || (f.atkMin !== undefined && c.atk !== undefined && c.atk >= 0 && c.atk < f.atkMin) || (f.atkMax !== undefined && c.atk !== undefined && c.atk >= 0 && c.atk > f.atkMax))
    .map((card) => ({ card, want: m[1]! }));
}

/**
 * The turn reference: find a phase, step or rule concept by any name players use.
 *
 * Used by `/phase` (src/answer/phase.ts), by the notation's `阶段:` item (`phaseIdFor`, through the
 * bind stage) and by the trigger-window rules (`phaseById(id).facts`): one source of truth.
 */
import { t, type Text } from '../i18n/text.js';
import type { PhaseFacts, RuleEntry } from './types.js';
import { bare, editDistance, nameDistance, normaliseName, suffixFree, suffixKind } from './names.js';
import { drawPhase } from './turn/draw.js';
import { standbyPhase } from './turn/standby.js';
import { mainPhase1, mainPhase2 } from './turn/main.js';
import { battlePhase, battleStep, battleStepStart, endStep, startStep } from './turn/battle.js';
import {
  afterDamageCalculation,
  beforeDamageCalculation,
  damageCalculation,
  damageStep,
  damageStepEnd,
  damageStepStart,
} from './turn/damage.js';
import { betweenTurns, endPhase, handSizeAdjustment } from './turn/end.js';
import { concepts } from './turn/concepts.js';

export type { RuleEntry, PhaseFacts, Section, Example, WindowFact, EntryKind } from './types.js';

/** Every entry, the turn in order first (phase, then its steps), then the concepts. */
export const ENTRIES: readonly RuleEntry[] = [
  drawPhase,
  standbyPhase,
  mainPhase1,
  battlePhase,
  startStep,
  battleStep,
  battleStepStart,
  damageStep,
  damageStepStart,
  beforeDamageCalculation,
  damageCalculation,
  afterDamageCalculation,
  damageStepEnd,
  endStep,
  mainPhase2,
  endPhase,
  handSizeAdjustment,
  betweenTurns,
  ...concepts,
];

/** The phases of a turn, in order. */
export const TURN_ORDER = ['draw-phase', 'standby-phase', 'main-phase-1', 'battle-phase', 'main-phase-2', 'end-phase'] as const;

const byId = new Map(ENTRIES.map((e) => [e.id, e] as const));

export function phaseById(id: string): RuleEntry | null {
  return byId.get(id) ?? null;
}

export interface SeeAlso {
  id: string;
  title: Text;
  why: Text;
}

export type MatchedBy = 'exact' | 'alias' | 'normalised' | 'fuzzy';

export type FindResult =
  | { ok: true; entry: RuleEntry; matchedBy: MatchedBy; seeAlso: SeeAlso[] }
  | { ok: false; suggestions: string[] };

/**
 * Names whose meaning changed between the seed's terms (流程 = phase, 阶段 = step) and today's
 * (阶段 = phase, 步骤 = step). The current meaning wins; the answer points to the other one.
 */
const AMBIGUOUS: Record<string, { other: string; why: Text }> = {
  [normaliseName('结束阶段')]: {
    other: 'end-step',
    why: t(
      '现在「结束阶段」指回合最后的结束阶段；较早的规则资料（用「流程」称阶段、「阶段」称步骤）里的「结束阶段」是战斗阶段的结束步骤。',
      'Today 「结束阶段」 is the End Phase of the turn; in older Chinese rule write-ups (which say 「流程」 for a phase and 「阶段」 for a step) 「结束阶段」 is the Battle Phase\'s End Step.',
    ),
  },
  [normaliseName('战斗阶段')]: {
    other: 'battle-step',
    why: t(
      '现在「战斗阶段」指整个战斗阶段；较早的规则资料里的「战斗阶段」是其中进行攻击宣言的战斗步骤。',
      'Today 「战斗阶段」 is the whole Battle Phase; in older Chinese rule write-ups 「战斗阶段」 is the Battle Step, where attacks are declared.',
    ),
  },
  [normaliseName('伤害阶段')]: {
    other: 'battle-phase',
    why: t(
      '「伤害阶段」是旧称，现在叫伤害步骤：它不是独立的阶段，而是战斗阶段中的一个步骤。',
      '「伤害阶段」 is the older name of the Damage Step: it is not a phase of its own but a step of the Battle Phase.',
    ),
  },
};

interface NameRow {
  name: string;
  norm: string;
  entry: RuleEntry;
}

const ROWS: NameRow[] = ENTRIES.flatMap((entry) => entry.names.map((name) => ({ name, norm: normaliseName(name), entry })));

function indexBy(key: (norm: string) => string): Map<string, RuleEntry[]> {
  const m = new Map<string, RuleEntry[]>();
  for (const r of ROWS) {
    const k = key(r.norm);
    if (!k) continue;
    const list = m.get(k) ?? [];
    if (!list.includes(r.entry)) list.push(r.entry);
    m.set(k, list);
  }
  return m;
}

const exactNames = new Map<string, RuleEntry>();
for (const r of ROWS) if (!exactNames.has(r.name)) exactNames.set(r.name, r.entry);
const byNorm = indexBy((n) => n);
const bySuffixFree = indexBy(suffixFree);
const byBare = indexBy(bare);

/** Among several entries for one loose form, prefer the kind the typed words point at. */
function preferKind(list: RuleEntry[], normInput: string): RuleEntry | null {
  if (list.length === 1) return list[0] ?? null;
  const want = suffixKind(normInput) ?? 'phase';
  return list.find((e) => e.kind === want) ?? null;
}

function seeAlsoFor(normInput: string, entry: RuleEntry): SeeAlso[] {
  const amb = AMBIGUOUS[normInput];
  if (!amb) return [];
  const other = byId.get(amb.other);
  if (!other || other.id === entry.id) return [];
  return [{ id: other.id, title: other.title, why: amb.why }];
}

/** Find an entry by any of its names. */
export function findPhase(name: string): FindResult {
  // An autocomplete label ("抽卡阶段 · Draw Phase", see phaseChoices) names its entry by its first part.
  const label = name.split(CHOICE_SEP);
  if (label.length === 2 && label[0]?.trim()) {
    const r = findPhase(label[0]);
    if (r.ok) return r;
  }
  const raw = name.trim();
  const norm = normaliseName(raw);
  if (!norm) return { ok: false, suggestions: closestNames('', 10) };

  const exact = exactNames.get(raw);
  if (exact) {
    const primary = raw === exact.names[0] || raw === exact.title.en;
    return { ok: true, entry: exact, matchedBy: primary ? 'exact' : 'alias', seeAlso: seeAlsoFor(norm, exact) };
  }
  for (const [table, key] of [
    [byNorm, norm],
    [bySuffixFree, suffixFree(norm)],
    [byBare, bare(norm)],
  ] as const) {
    const list = key ? table.get(key) : undefined;
    const hit = list ? preferKind(list, norm) : null;
    if (hit) return { ok: true, entry: hit, matchedBy: 'normalised', seeAlso: seeAlsoFor(norm, hit) };
  }

  // The start of a name that only one entry has (错过 → 错过时点, 手卡 → 手卡调整).
  if ([...norm].length >= 2) {
    const owners = new Set(ROWS.filter((r) => r.norm.startsWith(norm)).map((r) => r.entry));
    const only = owners.size === 1 ? [...owners][0] : undefined;
    if (only) return { ok: true, entry: only, matchedBy: 'fuzzy', seeAlso: [] };
  }
  // A typo: accept the closest name when it is clearly closest and close enough.
  // Plain edit distance here: the containment bonus of the ranking would turn any longer phrase
  // that contains a name (伤害计算准备) into a match.
  const ranked = ROWS.map((row) => ({ row, d: editDistance(norm, row.norm) })).sort((a, b) => a.d - b.d);
  const best = ranked[0];
  const runnerUp = ranked.find((r) => r.row.entry !== best?.row.entry);
  const len = [...norm].length;
  const limit = len >= 8 ? 2 : len >= 3 ? 1 : 0;
  if (best && best.d <= limit && best.d < (runnerUp?.d ?? Infinity) && best.d / Math.max(len, 1) <= 0.34) {
    return { ok: true, entry: best.row.entry, matchedBy: 'fuzzy', seeAlso: [] };
  }
  return { ok: false, suggestions: closestNames(norm, 10) };
}

/**
 * Rows by closeness to `norm`: the distance relative to the longer of the two, so short
 * abbreviations do not win merely by being short; ties keep the reference's order.
 */
function rankRows(norm: string): { row: NameRow; d: number }[] {
  const n = [...norm].length;
  const rel = (known: string) => nameDistance(norm, known) / Math.max(n, [...known].length, 1);
  // Also against the name without its phase word, so 准被 (a typo of 准备) finds 准备阶段.
  return ROWS.map((row) => {
    const short = bare(row.norm);
    return { row, d: Math.min(rel(row.norm), short ? rel(short) : Infinity) };
  }).sort((a, b) => a.d - b.d);
}

/** What to offer when a name is like nothing: the six phases, then what is asked about most. */
const DEFAULT_SUGGESTIONS = [
  ...TURN_ORDER,
  'damage-step',
  'hand-size-adjustment',
  'priority',
  'spell-speed',
];

/**
 * Valid names closest to `norm` first, one per entry: the entry's closest name when it is
 * reasonably close, else its title (more useful to read than a random abbreviation). An empty
 * input lists the titles in the turn's order.
 */
function closestNames(norm: string, limit: number): string[] {
  const ranked = norm ? rankRows(norm) : [];
  // Nothing alike at all: the titles in the turn's order read better than near-random neighbours.
  if (!norm || (ranked[0]?.d ?? 1) >= 0.75) {
    return DEFAULT_SUGGESTIONS.slice(0, limit).map((id) => byId.get(id)?.names[0] ?? id);
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { row, d } of ranked) {
    if (seen.has(row.entry.id)) continue;
    seen.add(row.entry.id);
    out.push(d < 0.75 ? row.name : (row.entry.names[0] ?? row.name));
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * The phase or step id a name means, for the notation's `阶段:` item; null for an unknown name or
 * for a concept (a concept is not a point in the turn). Typos are not guessed here — call
 * `findPhase` for suggestions.
 */
export function phaseIdFor(name: string): string | null {
  const r = findPhase(name);
  if (!r.ok || r.matchedBy === 'fuzzy' || r.entry.kind === 'concept') return null;
  return r.entry.id;
}

/** Between the Chinese title and the English one in an autocomplete label. */
const CHOICE_SEP = ' · ';

export interface PhaseName {
  name: string;
  id: string;
  kind: RuleEntry['kind'];
}

/** Every name of every entry (for autocomplete and tests). */
export function allPhaseNames(): PhaseName[] {
  return ROWS.map((r) => ({ name: r.name, id: r.entry.id, kind: r.entry.kind }));
}

/**
 * Choices for Discord autocomplete: at most `limit` (Discord allows 25) entries, one per entry,
 * each `{ name, value }` of at most 100 characters. An empty query lists the turn then the concepts.
 */
export function phaseChoices(query: string, limit = 25): { name: string; value: string }[] {
  const norm = normaliseName(query);
  const ids = norm ? closestIds(norm) : ENTRIES.map((e) => e.id);
  return ids.slice(0, Math.min(limit, 25)).flatMap((id) => {
    const e = byId.get(id);
    if (!e) return [];
    const label = `${e.names[0] ?? id}${CHOICE_SEP}${e.title.en}`;
    return [{ name: label.slice(0, 100), value: (e.names[0] ?? id).slice(0, 100) }];
  });
}

function closestIds(norm: string): string[] {
  const seen = new Set<string>();
  for (const { row } of rankRows(norm)) seen.add(row.entry.id);
  return [...seen];
}

export interface TurnNode {
  id: string;
  title: Text;
  children: TurnNode[];
}

function node(e: RuleEntry): TurnNode {
  return { id: e.id, title: e.title, children: e.children.flatMap((c) => (byId.has(c) ? [node(byId.get(c)!)] : [])) };
}

/** The turn at a glance: the six phases with their steps (and the damage step's parts). */
export function turnOverview(): TurnNode[] {
  return TURN_ORDER.map((id) => node(byId.get(id)!));
}

/** The facts of a phase or step id (null for a concept or an unknown id). */
export function phaseFactsFor(id: string | null): PhaseFacts | null {
  return id === null ? null : (byId.get(id)?.facts ?? null);
}

/**
 * Is `id` the entry `container` or inside it (a step of that phase, a part of that step)?
 * `phaseWithin('before-damage-calculation', 'battle-phase')` is true. Null when `id` is null.
 */
export function phaseWithin(id: string | null, container: string): boolean | null {
  if (id === null) return null;
  for (let cur: RuleEntry | undefined = byId.get(id); cur; cur = cur.parent ? byId.get(cur.parent) : undefined) {
    if (cur.id === container) return true;
  }
  return false;
}

/** The concept entries (spell speed, priority …), for listings. */
export function conceptEntries(): RuleEntry[] {
  return ENTRIES.filter((e) => e.kind === 'concept');
}

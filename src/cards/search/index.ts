/**
 * The in-memory name index behind name resolution and autocomplete.
 *
 * Steps, in order (the issue's): exact YGOPro name → normalised (../names/normalise.ts) →
 * traditional → simplified (../names/t2s.ts) → aliases (official names, English names, nicknames) →
 * fuzzy. At each of the first three steps the aliases of the same spelling are consulted too, so a
 * name that is one card's YGOPro name and another card's official name (天罚) is reported as
 * ambiguous instead of silently picked.
 *
 * Fuzzy: card names are short (CJK names 2–12 characters), so a bigram posting list pre-selects the
 * names sharing the most bigrams with the query and an edit distance ranks those few.
 */
import { normalise } from '../names/normalise.js';
import { toSimplified } from '../names/t2s.js';
import { levenshtein } from './distance.js';

export type NameKind = 'ygopro' | 'official' | 'en' | 'alias';

export interface NameEntry {
  /** As written (shown in suggestions). */
  name: string;
  /** The card it names (artworks already mapped to their card). */
  id: number;
  kind: NameKind;
}

export type Lookup =
  | { step: 'exact' | 'normalised' | 'traditional' | 'alias'; ids: number[] }
  | { step: 'none'; ids: [] };

export interface FuzzyHit {
  id: number;
  /** The name that matched (may be an alias). */
  name: string;
  kind: NameKind;
  /** 0…1, higher is closer. */
  score: number;
}

/** How many best-sharing names get an edit distance computed. */
const CANDIDATES = 120;

function push(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (!list.includes(id)) list.push(id);
}

/**
 * Bigrams of the name padded with start/end marks (so one- and two-character names have grams
 * too), each hashed into a 30-bit integer: a small integer is the cheapest Map key V8 has (two
 * CJK code units side by side would overflow it into a heap number). A rare collision only merges
 * two bigrams' candidate lists; the edit distance still ranks.
 */
function gramKey(a: number, b: number): number {
  return ((a * 65599) ^ b) & 0x3fffffff;
}

function grams(s: string): number[] {
  const out: number[] = [];
  let prev = 2; // start mark
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out.push(gramKey(prev, c));
    prev = c;
  }
  out.push(gramKey(prev, 3)); // end mark
  return out;
}

export class NameIndex {
  private readonly exactYgo = new Map<string, number[]>();
  private readonly normYgo = new Map<string, number[]>();
  private readonly normAlias = new Map<string, number[]>();
  /** Exact YGOPro name → its card plus any card whose alias reads the same: one Map.get for the common case. */
  private readonly exactAll = new Map<string, number[]>();
  /** Fuzzy side: one slot per distinct (normalised name, card). */
  private readonly norms: string[] = [];
  private readonly entries: NameEntry[] = [];
  /** normalised name → fuzzy slots, to keep one slot per (name, card). */
  private readonly slotsByNorm = new Map<string, number[]>();
  /**
   * Bigram postings in one flat array (compressed rows: gram g's slots are
   * postings[offsets[g] … offsets[g+1])), built in two passes: 100k tiny arrays would cost more
   * in allocation and garbage collection than the whole rest of the load.
   */
  private readonly gramIds = new Map<number, number>();
  private offsets = new Int32Array(1);
  private postings = new Int32Array(0);
  private counts = new Uint16Array(0);

  constructor(entries: Iterable<NameEntry>) {
    // Pass 1: slots, and each slot's distinct gram ids.
    let slotGrams = new Int32Array(1 << 16);
    let used = 0;
    const slotStart: number[] = [];
    const perGram: number[] = [];
    const ygoNorm = new Map<string, string>(); // raw YGOPro name → its normalised form, reused below
    for (const e of entries) {
      if (!e.name) continue;
      const n = normalise(e.name);
      if (!n) continue;
      if (e.kind === 'ygopro') {
        ygoNorm.set(e.name, n);
        push(this.exactYgo, e.name, e.id);
        push(this.normYgo, n, e.id);
      } else {
        push(this.normAlias, n, e.id);
      }
      const same = this.slotsByNorm.get(n);
      if (same && same.some((s) => this.entries[s]!.id === e.id)) continue;
      const slot = this.norms.length;
      if (same) same.push(slot);
      else this.slotsByNorm.set(n, [slot]);
      this.norms.push(n);
      this.entries.push(e);
      slotStart.push(used);
      const gs = grams(n);
      if (used + gs.length > slotGrams.length) {
        const bigger = new Int32Array(slotGrams.length * 2 + gs.length);
        bigger.set(slotGrams);
        slotGrams = bigger;
      }
      const first = used;
      for (const g of gs) {
        let gid = this.gramIds.get(g);
        if (gid === undefined) {
          gid = perGram.length;
          this.gramIds.set(g, gid);
          perGram.push(0);
        }
        let dup = false; // a bigram twice in one name counts once
        for (let k = first; k < used; k++) if (slotGrams[k] === gid) dup = true;
        if (dup) continue;
        slotGrams[used++] = gid;
        perGram[gid]!++;
      }
    }
    slotStart.push(used);
    // Pass 2: prefix sums, then fill.
    const offsets = new Int32Array(perGram.length + 1);
    for (let g = 0; g < perGram.length; g++) offsets[g + 1] = offsets[g]! + perGram[g]!;
    const fill = offsets.slice(0, perGram.length);
    const postings = new Int32Array(used);
    for (let slot = 0; slot + 1 < slotStart.length; slot++) {
      for (let k = slotStart[slot]!; k < slotStart[slot + 1]!; k++) postings[fill[slotGrams[k]!]!++] = slot;
    }
    for (const [raw, ids] of this.exactYgo) {
      const aliasIds = this.normAlias.get(ygoNorm.get(raw)!);
      this.exactAll.set(raw, aliasIds ? union(ids, aliasIds) : ids);
    }
    this.offsets = offsets;
    this.postings = postings;
    this.counts = new Uint16Array(this.norms.length);
  }

  get names(): number {
    return this.norms.length;
  }

  /** The deterministic steps: which cards the query names, and by which step. */
  lookup(query: string): Lookup {
    const raw = query.trim();
    const exact = this.exactAll.get(raw);
    if (exact) return { step: 'exact', ids: exact };
    const n = normalise(raw);
    const simplified = normalise(toSimplified(raw));
    const aliasIds = union(this.normAlias.get(n), this.normAlias.get(simplified));
    const steps: Array<['exact' | 'normalised' | 'traditional', number[] | undefined]> = [
      ['exact', this.exactYgo.get(raw)],
      ['normalised', this.normYgo.get(n)],
      ['traditional', this.normYgo.get(simplified)],
    ];
    for (const [step, ids] of steps) {
      if (ids && ids.length) return { step, ids: union(ids, aliasIds) };
    }
    if (aliasIds.length) return { step: 'alias', ids: aliasIds };
    return { step: 'none', ids: [] };
  }

  /** Closest names, best first, at most one hit per card. */
  fuzzy(query: string, limit: number): FuzzyHit[] {
    const q = normalise(toSimplified(query));
    if (!q) return [];
    const touched: number[] = [];
    const counts = this.counts;
    const { offsets, postings } = this;
    for (const g of new Set(grams(q))) {
      const gid = this.gramIds.get(g);
      if (gid === undefined) continue;
      for (let i = offsets[gid]!, end = offsets[gid + 1]!; i < end; i++) {
        const slot = postings[i]!;
        if (counts[slot] === 0) touched.push(slot);
        counts[slot]!++;
      }
    }
    // Keep the CANDIDATES slots sharing the most bigrams (bucketed by count: no full sort).
    let maxCount = 0;
    for (const s of touched) if (counts[s]! > maxCount) maxCount = counts[s]!;
    const buckets: number[][] = Array.from({ length: maxCount + 1 }, () => []);
    for (const s of touched) buckets[counts[s]!]!.push(s);
    for (const s of touched) counts[s] = 0;
    const chosen: number[] = [];
    for (let c = maxCount; c >= 1 && chosen.length < CANDIDATES; c--) {
      for (const s of buckets[c]!) chosen.push(s);
    }
    const best = new Map<number, FuzzyHit>();
    for (const s of chosen) {
      const e = this.entries[s]!;
      const score = similarity(q, this.norms[s]!);
      const prev = best.get(e.id);
      if (!prev || score > prev.score || (score === prev.score && e.kind === 'ygopro' && prev.kind !== 'ygopro')) {
        best.set(e.id, { id: e.id, name: e.name, kind: e.kind, score });
      }
    }
    const hits = [...best.values()];
    hits.sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.kind === 'ygopro') - Number(a.kind === 'ygopro') ||
        a.name.length - b.name.length ||
        a.id - b.id,
    );
    return hits.slice(0, limit);
  }
}

/**
 * 0…1. The larger of: edit-distance similarity, and a containment score for a query that is a
 * part of the name (a nickname or an unfinished name: 宇宙 → 宇宙旋风), higher for a prefix.
 */
export function similarity(q: string, name: string): number {
  const lev = 1 - levenshtein(q, name) / Math.max(q.length, name.length);
  let contain = 0;
  const at = name.indexOf(q);
  if (at >= 0) contain = 0.5 + 0.4 * (q.length / name.length) + (at === 0 ? 0.05 : 0);
  return Math.max(lev, contain);
}

function union(a: number[] | undefined, b: number[] | undefined): number[] {
  if (!a || !a.length) return b ? [...b] : [];
  if (!b || !b.length) return [...a];
  const out = [...a];
  for (const x of b) if (!out.includes(x)) out.push(x);
  return out;
}

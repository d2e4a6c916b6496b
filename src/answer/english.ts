/**
 * English answers name cards in English. The engine words an English sentence around the catalog's
 * (Chinese) card name; this last step of an English answer puts each card's English name in its place
 * — in every string, card references included — longest name first, so 「黑洞」 inside a longer name is
 * never replaced on its own. Where no English name is known the Chinese one stays, and the answer
 * says so once.
 */
import type { Card } from '../cards/facts.js';
import { UNNAMED_MONSTER, UNNAMED_MONSTER_EN } from '../engine/game/unnamed.js';

export interface Renamed<T> {
  value: T;
  /** Chinese names left as they were: no English name is known. */
  missing: string[];
}

/** A Chinese character (CJK Unified Ideographs): a name edge made of one may be glued to a longer Chinese name. */
const CJK = /[\u4e00-\u9fff]/;

/** Keys whose strings are ids or user text, not words of ours. */
const KEEP = new Set(['rules', 'kind', 'type', 'caret', 'ref', 'input', 'to', 'from', 'cause', 'site', 'url']);

export function withEnglishNames<T>(value: T, cards: readonly Card[]): Renamed<T> {
  const map = new Map<string, string>();
  const missing = new Set<string>();
  // (A monster an effect summons that the user did not name is shown by a name of the answer's own: its English form.)
  map.set(UNNAMED_MONSTER, UNNAMED_MONSTER_EN);
  for (const c of cards) {
    if (c.names.en && c.names.en !== c.name) map.set(c.name, c.names.en);
    else if (!c.names.en && /[^\x00-\x7f]/.test(c.name)) missing.add(c.name);
  }
  if (map.size === 0) return { value, missing: [...missing] };
  const names = [...map.keys()].sort((a, b) => b.length - a.length);
  // A name glued to a Chinese character or a middle dot is part of a longer Chinese name the answer quotes (「电子龙核」, 「电子龙·无限」
  // beside 电子龙): that name stays whole — "Cyber Dragon核" is no name at all. (A name whose own edge is no such character is matched as before.)
  const edge = (n: string, at: 'start' | 'end'): string => (CJK.test(at === 'start' ? n[0]! : n.at(-1)!) ? (at === 'start' ? '(?<![\\u4e00-\\u9fff·])' : '(?![\\u4e00-\\u9fff·])') : '');
  const pattern = new RegExp(names.map((n) => edge(n, 'start') + n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + edge(n, 'end')).join('|'), 'g');
  const seen = new Set<string>();
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === 'string') {
      if (KEEP.has(key)) return v;
      return v.replace(pattern, (m) => {
        seen.add(m);
        return map.get(m) ?? m;
      });
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x, k);
      return out;
    }
    return v;
  };
  return { value: walk(value, '') as T, missing: [...missing] };
}

/** The one sentence an English answer adds when some names have no English form. */
export function missingEnglishNote(missing: readonly string[]): string | null {
  if (!missing.length) return null;
  return `No English name is known for ${missing.join(', ')}; ${missing.length === 1 ? 'it is' : 'they are'} shown by the Chinese name.`;
}

/**
 * The cards an answer names by a card reference the scenario does not hold — a Token an effect made (「原始生命态衍生物」), a
 * card named by its passcode only there — as `{ id, name }`: the caller finds each in the catalog so its English name is used
 * too. Only CardRef-shaped objects (id, name, controller, ref) are read; a handful per answer.
 */
export function referencedCards(value: unknown): { id: number | null; name: string }[] {
  const out: { id: number | null; name: string }[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x);
      return;
    }
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (typeof o['name'] === 'string' && 'id' in o && 'ref' in o && 'controller' in o && (o['id'] === null || typeof o['id'] === 'number')) {
      out.push({ id: o['id'] as number | null, name: o['name'] });
      return;
    }
    for (const x of Object.values(o)) walk(x);
  };
  walk(value);
  return out;
}

/**
 * English answers name cards in English. The engine words an English sentence around the catalog's
 * (Chinese) card name; this last step of an English answer puts each card's English name in its place
 * — in every string, card references included — longest name first, so 「黑洞」 inside a longer name is
 * never replaced on its own. Where no English name is known the Chinese one stays, and the answer
 * says so once.
 */
import type { Card } from '../cards/facts.js';
import { UNNAMED_MONSTER, UNNAMED_MONSTER_EN } from '../engine/game/unnamed.js';
import { archetypeEn } from '../i18n/archetypes-en.js';

export interface Renamed<T> {
  value: T;
  /** Chinese names left as they were: no English name is known. */
  missing: string[];
  /** Archetypes quoted in the answer with no English name known: said in Chinese, and the note says what they are. */
  missingArchetypes?: string[];
}

/**
 * The archetypes the cards' compiled effects name (a filter's `archetype`, anywhere in the facts): only these are read as
 * archetypes in the answer's words, so a quoted word that is a card's name (「融合」 is Polymerization) or a card text's
 * word is never taken for one. A handful of cards per English answer, each with a few effects.
 */
function archetypesOf(cards: readonly Card[]): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'archetype' && typeof x === 'string') out.add(x);
        else walk(x);
      }
    }
  };
  for (const c of cards) walk(c.effects);
  // A card's own name is a card, not an archetype, where the answer names it (「融合」).
  for (const c of cards) out.delete(c.name);
  return out;
}

/**
 * An archetype quoted in an English sentence (`"元素英雄"`, `「元素英雄」`) becomes its English name in double quotes
 * ("Elemental HERO"), as the TCG prints it; one with no English name keeps its Chinese and is listed in `unknown`.
 */
function renameArchetypes(s: string, pattern: RegExp | null, unknown: Set<string>): string {
  if (!pattern) return s;
  return s.replace(pattern, (m, article: string | undefined, word: string) => {
    const en = archetypeEn(word);
    if (!en) {
      unknown.add(word);
      return m;
    }
    // The article the sentence put before the Chinese word follows the English one's sound: 'an "Orcust" monster'.
    const a = article ? `${article[0]}${anSound(en) ? 'n' : ''} ` : '';
    return `${a}"${en}"`;
  });
}

/** Whether an English archetype name is said with 'an': a vowel sound, or a letter said by its name (F.A., X-Saber); U.A. is 'you'. */
function anSound(en: string): boolean {
  return /^[AEIO]|^U(?!\.)|^(F\.|X-)/.test(en);
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
  const archetypes = [...archetypesOf(cards)].sort((a, b) => b.length - a.length);
  const quoted = archetypes.length ? new RegExp(`(\\b[Aa]n? )?["「](${archetypes.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})["」]`, 'g') : null;
  const unknownArchetypes = new Set<string>();
  const names = [...map.keys()].sort((a, b) => b.length - a.length);
  // A name glued to a Chinese character or a middle dot is part of a longer Chinese name the answer quotes (「电子龙核」, 「电子龙·无限」
  // beside 电子龙): that name stays whole — "Cyber Dragon核" is no name at all. (A name whose own edge is no such character is matched as before.)
  const edge = (n: string, at: 'start' | 'end'): string => (CJK.test(at === 'start' ? n[0]! : n.at(-1)!) ? (at === 'start' ? '(?<![\\u4e00-\\u9fff·])' : '(?![\\u4e00-\\u9fff·])') : '');
  const pattern = new RegExp(names.map((n) => edge(n, 'start') + n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + edge(n, 'end')).join('|'), 'g');
  const seen = new Set<string>();
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === 'string') {
      if (KEEP.has(key)) return v;
      // Archetypes first: the card-name pass would otherwise replace a card name met inside an archetype's word.
      return renameArchetypes(v, quoted, unknownArchetypes).replace(pattern, (m) => {
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
  const renamed = walk(value, '') as T;
  return { value: renamed, missing: [...missing], missingArchetypes: [...unknownArchetypes] };
}

/**
 * The one sentence an English answer adds when some names have no English form: card names, then archetypes (a reader who
 * meets 「"魔导" monster」 is told it is an archetype's Chinese name, not a card's).
 */
export function missingEnglishNote(missing: readonly string[], archetypes: readonly string[] = []): string | null {
  const parts: string[] = [];
  if (missing.length) parts.push(`No English name is known for ${missing.join(', ')}; ${missing.length === 1 ? 'it is' : 'they are'} shown by the Chinese name.`);
  if (archetypes.length) {
    const one = archetypes.length === 1;
    parts.push(`${archetypes.map((a) => `"${a}"`).join(', ')} ${one ? 'is an archetype' : 'are archetypes'} (the cards whose names hold ${one ? 'that word' : 'those words'}) with no English name known here; ${one ? 'it is' : 'they are'} shown in Chinese.`);
  }
  return parts.length ? parts.join(' ') : null;
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

/**
 * Name resolution as the catalog answers it: the index's steps turned into a `Resolution`, with the
 * words people see (an assumption for anything short of an exact name, an error listing candidates
 * or the closest names otherwise). One function serves the parser's card references, /card and
 * autocomplete's final pick.
 */
import { t, type Text } from '../../i18n/text.js';
import type { Resolution } from '../catalog.js';
import type { Card } from '../facts.js';
import type { FuzzyHit, NameIndex } from './index.js';
import { normalise } from '../names/normalise.js';
import { toSimplified } from '../names/t2s.js';
import { absentMessage, type AbsentCards } from './absent.js';

/** At or below this similarity a fuzzy hit is not taken as the card the user meant (half the name wrong). */
export const FUZZY_ACCEPT = 0.5;

export function resolveName(index: NameIndex, byId: (id: number) => Card | undefined, query: string, absent?: AbsentCards): Resolution {
  const q = query.trim();
  if (!q) return unknown(q, []);
  const found = index.lookup(q);
  // The exact name of a card the catalog has no data for: said so, not read as the closest name of another card.
  const missing = found.step === 'none' ? absent?.byName(q) : undefined;
  if (missing) return { ok: false, kind: 'unknown-card', suggestions: [], message: absentMessage(missing) };
  if (found.step !== 'none') {
    // One id (nearly every name): no intermediate arrays.
    const cards = found.ids.length === 1 ? null : found.ids.map(byId).filter((c): c is Card => !!c);
    if (cards && cards.length > 1) return ambiguous(q, cards);
    const card = cards ? cards[0] : byId(found.ids[0]!);
    if (card) {
      const assumption =
        found.step === 'alias'
          ? t(`「${q}」按别名理解为「${card.name}」`, `"${q}" read as another name of 「${card.name}」`)
          : found.step === 'traditional'
            ? t(`「${q}」按繁体写法理解为「${card.name}」`, `"${q}" read as the traditional spelling of 「${card.name}」`)
            : null;
      return { ok: true, card, matchedBy: found.step, assumption };
    }
  }
  const hits = index.fuzzy(q, 25);
  const top = hits[0];
  // One character is too little to guess from (「B」 is a player, not the closest card): ask instead.
  if (!top || top.score <= FUZZY_ACCEPT || Array.from(q).length < 2) {
    return unknown(q, closestNames(hits, byId));
  }
  // Two different cards equally close: ask, never pick silently.
  const tied = hits.filter((h) => h.score === top.score);
  if (tied.length > 1) {
    const cards = tied.map((h) => byId(h.id)).filter((c): c is Card => !!c);
    if (cards.length > 1) return ambiguous(q, cards);
  }
  // A short name that is the whole last (or any) word of several cards' names (「虹龙」: 罪 虹龙, 究极宝玉神 虹龙): the shorter name
  // scores higher but is no likelier the card meant — ask, as for a tie.
  const parts = wordOfNames(q, hits.filter((h) => h.score > FUZZY_ACCEPT), byId);
  if (parts.length > 1) return ambiguous(q, parts);
  const card = byId(top.id);
  if (!card) return unknown(q, closestNames(hits, byId));
  return {
    ok: true,
    card,
    matchedBy: 'fuzzy',
    assumption: t(`「${q}」按最接近的卡名理解为「${card.name}」`, `"${q}" read as the closest name, 「${card.name}」`),
  };
}

export function resolveId(byId: (id: number) => Card | undefined, id: number, absent?: AbsentCards): Resolution {
  const card = byId(id);
  if (card) return { ok: true, card, matchedBy: 'passcode', assumption: null };
  const missing = absent?.byId(id);
  if (missing) return { ok: false, kind: 'unknown-card', suggestions: [], message: absentMessage(missing) };
  return {
    ok: false,
    kind: 'unknown-card',
    suggestions: [],
    message: t(`没有卡片密码为 ${id} 的卡。`, `No card has the passcode ${id}.`),
  };
}

/** The cards (one each) among the hits whose name has the query as one whole word (words split at spaces and 「·」). */
function wordOfNames(q: string, hits: readonly FuzzyHit[], byId: (id: number) => Card | undefined): Card[] {
  const want = normalise(toSimplified(q));
  const out: Card[] = [];
  for (const h of hits) {
    if (!h.name.split(/[\s·・]+/u).some((w) => w && normalise(toSimplified(w)) === want)) continue;
    const c = byId(h.id);
    if (c && !out.includes(c)) out.push(c);
  }
  return out;
}

function closestNames(hits: Array<{ id: number }>, byId: (id: number) => Card | undefined): string[] {
  const names: string[] = [];
  for (const h of hits) {
    const c = byId(h.id);
    if (c && !names.includes(c.name)) names.push(c.name);
    if (names.length === 5) break;
  }
  return names;
}

/** Echoed user text is bounded: a pasted 5000-character "name" is shown by its start, and said to be cut. */
const ECHO_MAX = 40;

function echoed(q: string): Text {
  const chars = Array.from(q);
  if (chars.length <= ECHO_MAX) return t(q, q);
  const head = chars.slice(0, ECHO_MAX).join('');
  return t(`${head}…（已截断，共 ${chars.length} 个字符）`, `${head}… (cut; ${chars.length} characters in all)`);
}

function unknown(query: string, suggestions: string[]): Resolution {
  const q = echoed(query);
  const list = suggestions.join('、');
  const listEn = suggestions.join(', ');
  return {
    ok: false,
    kind: 'unknown-card',
    suggestions,
    message: suggestions.length
      ? t(`找不到卡片「${q.zh}」。最接近的卡名：${list}`, `No card named "${q.en}". Closest names: ${listEn}`)
      : t(`找不到卡片「${q.zh}」。请输入卡名或卡片密码。`, `No card named "${q.en}". Type a card name or a passcode.`),
  };
}

function ambiguous(q: string, cards: Card[]): Resolution {
  // Same name twice in the list cannot be told apart by name: add the passcode.
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  const suggestions = cards.map((c) => (counts.get(c.name)! > 1 ? `${c.name} ${c.id}` : c.name));
  const zh = cards.map((c) => `「${c.name}」(${c.id})`).join('、');
  const en = cards.map((c) => `「${c.name}」 (${c.id})`).join(', ');
  return {
    ok: false,
    kind: 'ambiguous-card',
    suggestions,
    message: t(
      `「${q}」可以指多张卡：${zh}。请输入完整的卡名或卡片密码。`,
      `"${q}" can mean several cards: ${en}. Type the full name or the passcode.`,
    ),
  };
}

/**
 * Grammar actions: turn the tokens a rule matched into (raw) tree nodes.
 *
 * The raw tree is the syntax tree of ast.ts plus the few tokens whose meaning is checked after the
 * parse (a zone card's state note, the turn player's word, an action's notes), so that the grammar
 * itself never has to reject — rejecting inside Earley would turn a precise message ("unknown card
 * state 'xx'") into a vague "unexpected token". `finish` in index.ts makes the final tree.
 */
import type {
  CardMention,
  LaterMoment,
  CardRefNode,
  LinkNode,
  NoteNode,
  SituationItem,
  Span,
} from './ast.js';
import type { Tok } from './lexer.js';

export type CardToken = Extract<CardRefNode, { kind: 'name' | 'passcode' }>;

export interface RawZoneCard {
  card: CardToken;
  stateNote: NoteNode | null;
  /** A count after the state (s56): the count written after the state note (`羊衍生物(守)×2`: `×2`), as typed. Absent when none. */
  count?: { text: string; offset: number };
  span: Span;
}

/** Added (issue 16): a history entry as typed; index.ts reads its notes. */
export interface RawHistoryEntry {
  controller: 'A' | 'B' | null;
  card: CardToken;
  effect: number | null;
  pendulum?: true;
  notes: NoteNode[];
  span: Span;
}

export type RawItem =
  | Exclude<SituationItem, { kind: 'turn' | 'zone' | 'hand-size' | 'history' }>
  | { kind: 'history'; entries: RawHistoryEntry[]; lastTurn?: true; span: Span }
  | { kind: 'turn'; word: string; span: Span }
  | { kind: 'zone'; player: 'A' | 'B'; zone: 'field' | 'hand' | 'gy' | 'banished' | 'deck' | 'extra'; cards: RawZoneCard[]; complete?: true; span: Span }
  | { kind: 'hand-size'; player: 'A' | 'B'; value: number; span: Span };

export interface RawSituation {
  bracket: '{' | '【';
  items: RawItem[];
  span: Span;
}

export interface RawLink extends LinkNode {
  markerSpan: Span;
}

export interface RawAction {
  verb: string;
  verbTok: Tok;
  subject: CardMention;
  tributes: CardMention[] | null;
  tributeTok: Tok | null;
  target: CardMention | null;
  arrowTok: Tok | null;
  notes: NoteNode[];
  span: Span;
}

export type RawTree =
  | { kind: 'chain'; situation: RawSituation | null; links: RawLink[]; span: Span; ask?: boolean; later?: LaterMoment; earlier?: RawLink[][] }
  | { kind: 'action'; situation: RawSituation | null; action: RawAction; links: RawLink[]; span: Span; earlier?: RawLink[][] };

/** An immutable list cell, newest item first; null is the empty list. */
export type Cons<T> = { head: T; tail: Cons<T> } | null;

export function one<T>(x: T): Cons<T> {
  return { head: x, tail: null };
}
export function cons<T>(list: Cons<T>, x: T): Cons<T> {
  return { head: x, tail: list };
}
/** The items in the order they were typed. */
export function list<T>(c: Cons<T>): T[] {
  const out: T[] = [];
  for (let cell = c; cell; cell = cell.tail) out.push(cell.head);
  return out.reverse();
}

type Spanned = { span: Span } | Tok;

function startOf(x: Spanned): number {
  return 'span' in x ? x.span.start : x.offset;
}
function endOf(x: Spanned): number {
  return 'span' in x ? x.span.end : x.end;
}
export function spanOf(first: Spanned, last: Spanned): Span {
  return { start: startOf(first), end: endOf(last) };
}
/** The last non-null item (optional parts of a rule are null when absent). */
function lastOf(...xs: (Spanned | null | undefined)[]): Spanned {
  for (let i = xs.length - 1; i >= 0; i--) {
    const x = xs[i];
    if (x) return x;
  }
  throw new Error('lastOf: nothing');
}

function tokSpan(t: Tok): Span {
  return { start: t.offset, end: t.end };
}

export function card(t: Tok): CardToken {
  const v = t.value;
  if (v.t === 'qname') return { kind: 'name', name: v.name, quote: v.quote, span: tokSpan(t) };
  if (v.t === 'number') return { kind: 'passcode', passcode: v.n, span: tokSpan(t) };
  if (v.t === 'text') return { kind: 'name', name: v.text, quote: null, span: tokSpan(t) };
  throw new Error(`not a card token: ${t.type}`);
}

export function linkRef(t: Tok): CardRefNode {
  if (t.value.t !== 'marker') throw new Error('not a marker');
  return { kind: 'link', link: t.value.n, span: tokSpan(t) };
}

export function mention(ctrl: Tok | null, ref: CardRefNode): CardMention {
  const controller = ctrl && ctrl.value.t === 'ctrl' ? ctrl.value.player : null;
  return { controller, card: ref, span: spanOf(ctrl ?? ref, ref) };
}

export function note(t: Tok): NoteNode {
  if (t.value.t !== 'note') throw new Error('not a note');
  return { text: t.value.text, bracket: t.value.bracket, span: tokSpan(t) };
}

/** `notes` before an arrow, the arrow and its targets, and notes after. */
export interface LinkTail {
  targets: CardMention[];
  notes: NoteNode[];
  last: Spanned | null;
}

export function tail(before: NoteNode[], arrow: Tok | null, targets: CardMention[], after: NoteNode[]): LinkTail {
  const notes = [...before, ...after];
  const last = after.at(-1) ?? targets.at(-1) ?? arrow ?? before.at(-1) ?? null;
  return { targets, notes, last };
}

export function link(marker: Tok, ctrl: Tok | null, c: CardToken, eff: Tok | null, t: LinkTail): RawLink {
  if (marker.value.t !== 'marker') throw new Error('not a marker');
  return {
    n: marker.value.n,
    marker: marker.value.marker,
    controller: ctrl && ctrl.value.t === 'ctrl' ? ctrl.value.player : null,
    card: c,
    effect: eff && (eff.value.t === 'number' || eff.value.t === 'peff') ? eff.value.n : null,
    ...(eff && eff.value.t === 'peff' ? { pendulum: true as const } : {}),
    targets: t.targets,
    notes: t.notes,
    span: spanOf(marker, lastOf(c, eff, t.last)),
    markerSpan: tokSpan(marker),
  };
}

export function situation(open: Tok, items: RawItem[], close: Tok): RawSituation {
  return { bracket: open.value.t === 'bracket' ? open.value.bracket : '{', items, span: spanOf(open, close) };
}

function playerOf(t: Tok): 'A' | 'B' {
  const v = t.value;
  if (v.t === 'player' || v.t === 'zone') return v.player;
  throw new Error('no player');
}

export function turnItem(key: Tok, word: Tok): RawItem {
  return { kind: 'turn', word: word.text, span: spanOf(key, word) };
}

export function phaseItem(key: Tok, value: Tok): RawItem {
  const name = value.value.t === 'text' ? value.value.text : value.text;
  return { kind: 'phase', name, span: spanOf(key, value) };
}

export function attackItem(key: Tok, attacker: CardMention, target: CardMention | null): RawItem {
  return { kind: 'attack', attacker, target, span: spanOf(key, target ?? attacker) };
}

export function zoneItem(key: Tok, cards: RawZoneCard[]): RawItem {
  const v = key.value;
  const zone = v.t === 'zone' ? v.zone : 'hand'; // key_hand_en: `A hand: card, card`
  // SIT-FIELD-COMPLETE: `A场只有:` — the field holds only these cards.
  const complete = v.t === 'zone' && v.complete === true;
  return { kind: 'zone', player: playerOf(key), zone, cards, ...(complete ? { complete: true as const } : {}), span: spanOf(key, cards.at(-1) ?? key) };
}

export function numberItem(kind: 'lp' | 'hand-size', key: Tok, value: Tok): RawItem {
  const n = value.value.t === 'number' ? value.value.n : Number.NaN;
  return { kind, player: playerOf(key), value: n, span: spanOf(key, value) };
}

/** Added (issue 16): `本回合: …` — what happened earlier this turn; `上回合: …` (`lastTurn`, CH-LINGERING-LOCK-LAST-TURN) in the turn before. */
export function historyItem(key: Tok, entries: RawHistoryEntry[], lastTurn = false): RawItem {
  return { kind: 'history', entries, ...(lastTurn ? { lastTurn: true as const } : {}), span: spanOf(key, entries.at(-1) ?? key) };
}

export function historyEntry(ctrl: Tok | null, c: CardToken, eff: Tok | null, notes: NoteNode[]): RawHistoryEntry {
  return {
    controller: ctrl && ctrl.value.t === 'ctrl' ? ctrl.value.player : null,
    card: c,
    effect: eff && (eff.value.t === 'number' || eff.value.t === 'peff') ? eff.value.n : null,
    ...(eff && eff.value.t === 'peff' ? { pendulum: true as const } : {}),
    notes,
    span: spanOf(ctrl ?? c, notes.at(-1) ?? eff ?? c),
  };
}

export function zoneCard(c: CardToken, stateNote: Tok | null, count?: Tok): RawZoneCard {
  if (count) return { card: c, stateNote: stateNote ? note(stateNote) : null, count: { text: count.text, offset: count.offset }, span: spanOf(c, count) };
  return { card: c, stateNote: stateNote ? note(stateNote) : null, span: spanOf(c, stateNote ?? c) };
}

export function action(
  verb: Tok,
  subject: CardMention,
  tributes: [Tok, CardMention[]] | null,
  target: [Tok, CardMention] | null,
  notes: NoteNode[],
): RawAction {
  const last = lastOf(subject, tributes?.[1].at(-1), target?.[1], notes.at(-1));
  return {
    verb: verb.value.t === 'verb' ? verb.value.verb : verb.text,
    verbTok: verb,
    subject,
    tributes: tributes ? tributes[1] : null,
    tributeTok: tributes ? tributes[0] : null,
    target: target ? target[1] : null,
    arrowTok: target ? target[0] : null,
    notes,
    span: spanOf(verb, last),
  };
}

export function chainInput(situation: RawSituation | null, links: RawLink[]): RawTree {
  const first = situation ?? links[0]!;
  return { kind: 'chain', situation, links, span: spanOf(first, links.at(-1)!) };
}

/** Issue 16: a situation, then 伤害计算 — ask for the numbers as they stand (no chain, no action). */
export function askInput(situation: RawSituation, word: Tok): RawTree {
  return { kind: 'chain', situation, links: [], span: spanOf(situation, word), ask: true };
}

/**
 * Added (issue 16, CH-STAT-DURATION-END): a chain (or a situation alone), then 回合结束后 / 伤害计算后 — the numbers once the
 * changes lasting to that moment have stopped applying.
 */
export function laterInput(situation: RawSituation | null, links: RawLink[], word: Tok, more: RawLink[][] = []): RawTree {
  const later = (word.value as { t: 'text'; text: string }).text as LaterMoment;
  const start = situation ?? links[0]!;
  // SIT-THEN-CHAIN: chains joined by then words, then the moment: it follows the last chain.
  if (more.length) return { kind: 'chain', situation, links: more.at(-1)!, earlier: [links, ...more.slice(0, -1)], span: spanOf(start, word), later };
  return { kind: 'chain', situation, links, span: spanOf(start, word), ask: links.length === 0, later };
}

/**
 * Added (issue 16, SIT-THEN-CHAIN): chains one after another (`C1 … 然后 C1 …`) — the last is the one judged, the ones before
 * are played first, in order, each from the board the one before it left.
 */
export function chainsInput(situation: RawSituation | null, first: RawLink[], more: RawLink[][]): RawTree {
  const last = more.at(-1)!;
  return { kind: 'chain', situation, links: last, earlier: [first, ...more.slice(0, -1)], span: spanOf(situation ?? first[0]!, last.at(-1)!) };
}

/** SIT-THEN-ACTION (review s47): chains one after another, then an action after the last then word — judged on the board they left. */
export function chainsThenAction(situation: RawSituation | null, first: RawLink[], more: RawLink[][], a: RawAction): RawTree {
  return { kind: 'action', situation, action: a, links: [], earlier: [first, ...more], span: spanOf(situation ?? first[0]!, a) };
}

/** Form 8, or form 14 when links follow: the chain built in the window the action opens. */
export function actionInput(situation: RawSituation | null, a: RawAction, links: RawLink[] = []): RawTree {
  return { kind: 'action', situation, action: a, links, span: spanOf(situation ?? a, links.at(-1) ?? a) };
}

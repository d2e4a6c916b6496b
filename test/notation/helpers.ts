/**
 * Small builders for expected syntax trees, and the raw-parser check shared by the notation tests.
 * Spans are computed from the input with indexOf, independently of the parser.
 */
import nearley from 'nearley';
import grammar from '../../src/notation/generated/chain.js';
import { segment } from '../../src/notation/lexer.js';
import type { CardMention, CardRefNode, LinkNode, NoteNode, Span } from '../../src/notation/ast.js';

/** How many parses the RAW Nearley parser finds (the grammar must be unambiguous: always 1). */
export function rawResultCount(text: string): number {
  const parser = new nearley.Parser(nearley.Grammar.fromCompiled(grammar as unknown as nearley.CompiledRules));
  parser.feed(text);
  return parser.results.length;
}

/**
 * The parser's work on `text`, counted rather than timed (unit tests hold no timings): the grammar
 * tokens the lexer cuts it into, and the Earley states Nearley creates over them — every state of
 * every column of its table, the unit its time is made of. Driven the way parseNotation drives it
 * (segmented tokens, the same grammar); a syntax error stops the count where the parser stopped.
 */
export function parseWork(text: string): { tokens: number; states: number } {
  const seg = segment(text);
  if (!seg.ok) return { tokens: 0, states: 0 };
  const parser = new nearley.Parser(nearley.Grammar.fromCompiled(grammar as unknown as nearley.CompiledRules), { keepHistory: true });
  // nearley's own error text walks every state's stack: not the work parseNotation does (it skips it too).
  (parser as unknown as { reportError: () => string }).reportError = () => 'syntax error';
  try {
    parser.feed(seg.tokens as unknown as string);
  } catch {
    // a syntax error: the table up to it is the work done
  }
  let states = 0;
  for (const column of (parser as unknown as { table: ({ states: unknown[] } | undefined)[] }).table) states += column?.states.length ?? 0;
  return { tokens: seg.tokens.length, states };
}

/** The span of the `nth` (0-based) occurrence of `sub` in `text`. */
export function at(text: string, sub: string, nth = 0): Span {
  let from = -1;
  for (let i = 0; i <= nth; i++) {
    from = text.indexOf(sub, from + 1);
    if (from < 0) throw new Error(`"${sub}" #${nth} not in "${text}"`);
  }
  return { start: from, end: from + sub.length };
}

/** A copy without any `span` field: for trees whose spans a test does not spell out. */
export function noSpans<T>(x: T): T {
  return JSON.parse(JSON.stringify(x, (k, v) => (k === 'span' ? undefined : v))) as T;
}

type Card = Extract<CardRefNode, { kind: 'name' | 'passcode' }>;
const Z: Span = { start: 0, end: 0 };

export function bare(name: string, span: Span = Z): Card {
  return { kind: 'name', name, quote: null, span };
}
export function quoted(name: string, quote: '《' | '「' | '『' | '"', span: Span = Z): Card {
  return { kind: 'name', name, quote, span };
}
export function pass(passcode: number, span: Span = Z): Card {
  return { kind: 'passcode', passcode, span };
}
export function ref(link: number, span: Span = Z): CardRefNode {
  return { kind: 'link', link, span };
}
export function m(controller: 'A' | 'B' | null, card: CardRefNode, span: Span = Z): CardMention {
  return { controller, card, span };
}
export function note(text: string, bracket: '[' | '(' | '（', span: Span = Z): NoteNode {
  return { text, bracket, span };
}
export function link(
  n: number,
  card: Card,
  opts: Partial<Omit<LinkNode, 'n' | 'card'>> = {},
): LinkNode {
  return {
    n,
    marker: opts.marker ?? 'C',
    controller: opts.controller ?? null,
    card,
    effect: opts.effect ?? null,
    targets: opts.targets ?? [],
    notes: opts.notes ?? [],
    span: opts.span ?? Z,
  };
}

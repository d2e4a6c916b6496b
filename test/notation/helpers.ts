/**
 * Small builders for expected syntax trees, and the raw-parser check shared by the notation tests.
 * Spans are computed from the input with indexOf, independently of the parser.
 */
import nearley from 'nearley';
import grammar from '../../src/notation/generated/chain.js';
import type { CardMention, CardRefNode, LinkNode, NoteNode, Span } from '../../src/notation/ast.js';

/** How many parses the RAW Nearley parser finds (the grammar must be unambiguous: always 1). */
export function rawResultCount(text: string): number {
  const parser = new nearley.Parser(nearley.Grammar.fromCompiled(grammar as unknown as nearley.CompiledRules));
  parser.feed(text);
  return parser.results.length;
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

// Property tests: (a) generated valid chains (real card names, every marker, controller, effect
// number, target, note and situation variant, up to 200 links) parse to exactly one tree that
// matches what was generated, print, and re-parse to the same tree; (b) mutated and random input
// never throws and gives one tree or one error placed inside the input, with the parser's work
// (Earley states, counted: no timings in unit tests) linear in the number of tokens.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { MAX_INPUT_LENGTH, parseNotation, printNotation, type NotationTree } from '../../src/notation/index.js';
import type { CardMention, CardRefNode } from '../../src/notation/ast.js';
import { inputArb, loadNames, type CardModel, type InputModel, type MentionModel } from './gen.js';
import { noSpans, parseWork, rawResultCount } from './helpers.js';

const { names, fromDb } = loadNames();
if (!fromDb) console.warn('[notation property] ../shared/data/cards.cdb absent: using the built-in name list');

function cardModel(c: CardRefNode): CardModel {
  if (c.kind === 'name') return { kind: 'name', value: c.name, quote: c.quote };
  if (c.kind === 'passcode') return { kind: 'passcode', value: c.passcode, quote: null };
  return { kind: 'link', value: c.link, quote: null };
}
const mention = (m: CardMention): MentionModel => ({ controller: m.controller, card: cardModel(m.card) });

/** The tree in the generator's model form (what the user meant). */
function toModel(t: NotationTree): InputModel {
  const situation = t.situation
    ? {
        bracket: t.situation.bracket,
        items: t.situation.items.map((it) => {
          switch (it.kind) {
            case 'turn': return { kind: 'turn' as const, player: it.player };
            case 'phase': return { kind: 'phase' as const, name: it.name };
            case 'attack': return { kind: 'attack' as const, attacker: mention(it.attacker), target: it.target && mention(it.target) };
            case 'zone': return { kind: 'zone' as const, player: it.player, zone: it.zone, cards: it.cards.map((c) => ({ card: cardModel(c.card), states: c.states })) };
            default: return { kind: it.kind, player: it.player, value: it.value };
          }
        }),
      }
    : null;
  if (t.kind === 'chain') {
    return {
      kind: 'chain',
      situation,
      links: t.links.map((l) => ({
        n: l.n, marker: l.marker, controller: l.controller, card: cardModel(l.card), effect: l.effect,
        targets: l.targets.map(mention), notes: l.notes.map((n) => ({ text: n.text, bracket: n.bracket })),
      })),
    };
  }
  const a = t.action;
  return {
    kind: 'action',
    situation,
    action: {
      verb: a.verb, subject: mention(a.subject), tributes: a.tributes.map(mention), target: a.target && mention(a.target),
      cause: a.cause, notes: a.notes.map((n) => ({ text: n.text, bracket: n.bracket })),
    },
  };
}

describe('generated valid input', () => {
  it(`10,000 chains and actions parse to the generated meaning, print and re-parse (names from ${fromDb ? 'cards.cdb' : 'the built-in list'})`, () => {
    let links = 0;
    fc.assert(
      fc.property(inputArb(names, 200), ({ text, model }) => {
        if (text.length > MAX_INPUT_LENGTH) return; // a 200-link chain of long names can pass the cap
        const r = parseNotation(text);
        if (!r.ok) throw new Error(`${JSON.stringify(text)}\n${r.error.message.en}\n${r.error.caret}`);
        // isDeepStrictEqual first: vitest's matchers are slow on big trees; they only run to show a diff.
        const got = toModel(r.tree);
        if (!isDeepStrictEqual(got, model)) expect(got, text).toEqual(model);
        expect(rawResultCount(text)).toBe(1);
        const printed = printNotation(r.tree);
        const again = parseNotation(printed);
        if (!again.ok) throw new Error(`printed ${JSON.stringify(printed)}\n${again.error.message.en}\n${again.error.caret}`);
        const [a, b] = [noSpans(again.tree), noSpans(r.tree)];
        if (!isDeepStrictEqual(a, b)) expect(a, `${text}\n→ ${printed}`).toEqual(b);
        if (r.tree.kind === 'chain') links += r.tree.links.length;
      }),
      { numRuns: 10_000 },
    );
    expect(links).toBeGreaterThan(10_000);
  }, 300_000); // ~15 s of CPU; the generous timeout is for a machine shared by many jobs
});

/**
 * The parser's work bound (./helpers.ts parseWork): Nearley's time is its Earley states. This grammar
 * makes about 40 before the first token (every way an input may begin) and 9 to 16 per token after
 * it on every input measured (a 20-link chain, the 6000-character worst cases below, the fuzzed and
 * mutated input), the same for 10 tokens as for 2000: the work grows linearly with the input, and
 * the length cap bounds it. An ambiguity or a rule that re-reads earlier input would make the states
 * per token grow with the input's length and fail this long before it showed as seconds.
 */
const START_STATES = 60;
const STATES_PER_TOKEN = 20;
const maxSeen = { perToken: 0, start: 0 };

function checkAnyInput(text: string): void {
  const r = parseNotation(text);
  if (text.length <= MAX_INPUT_LENGTH) {
    const work = parseWork(text);
    expect(work.tokens).toBeLessThanOrEqual(text.length);
    if (work.tokens >= 20) maxSeen.perToken = Math.max(maxSeen.perToken, work.states / work.tokens);
    maxSeen.start = Math.max(maxSeen.start, work.states - STATES_PER_TOKEN * work.tokens);
    expect(work.states, `${work.states} Earley states for ${work.tokens} tokens: ${JSON.stringify(text.slice(0, 80))}`).toBeLessThanOrEqual(START_STATES + STATES_PER_TOKEN * work.tokens);
  }
  if (r.ok) {
    expect(text.length).toBeLessThanOrEqual(MAX_INPUT_LENGTH);
    expect(rawResultCount(text)).toBe(1);
    return;
  }
  const e = r.error;
  expect(e.message.zh.length).toBeGreaterThan(0);
  expect(e.message.en.length).toBeGreaterThan(0);
  if (text.length > MAX_INPUT_LENGTH) {
    expect(e.kind).toBe('too-long');
    return;
  }
  expect(e.offset).not.toBeNull();
  expect(e.offset!).toBeGreaterThanOrEqual(0);
  expect(e.offset!).toBeLessThanOrEqual(text.length);
  if (e.kind === 'parse') expect(e.expected.length, e.message.en).toBeGreaterThan(0);
  expect(e.caret).toContain('^');
}

interface Rnd {
  /** An integer in [min, max]. */
  nextInt(min: number, max: number): number;
}
/** A small seeded generator (mulberry32), so a failing case replays from fast-check's seed. */
function mkRng(seed: number): Rnd {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { nextInt: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}

type Mutation = (s: string, rnd: Rnd) => string;

const mutations: Mutation[] = [
  // insert random Unicode
  (s, r) => { const i = r.nextInt(0, s.length); return s.slice(0, i) + String.fromCodePoint(r.nextInt(0, 0x2ffff) & ~0x800) + s.slice(i); },
  // insert a syntax character
  (s, r) => { const i = r.nextInt(0, s.length); const c = '{}【】[]()（）《》「」『』",，、;；:：→#①C1 '.split(''); return s.slice(0, i) + c[r.nextInt(0, c.length - 1)] + s.slice(i); },
  // delete one character (cuts brackets, quotes, markers' digits, …)
  (s, r) => { const i = r.nextInt(0, Math.max(0, s.length - 1)); return s.slice(0, i) + s.slice(i + 1); },
  // cut the input short
  (s, r) => s.slice(0, r.nextInt(0, s.length)),
  // delete a closing bracket or quote
  (s) => s.replace(/[}】\]）)》」』"]/, ''),
  // delete a link marker
  (s, r) => { const ms = [...s.matchAll(/(?:CHAIN|Chain|连锁|[CcＣｃ])[0-9０-９]+/g)]; const m = ms[r.nextInt(0, Math.max(0, ms.length - 1))]; return m ? s.slice(0, m.index) + s.slice(m.index! + m[0].length) : s; },
  // a very long name
  (s, r) => { const i = r.nextInt(0, s.length); return s.slice(0, i) + '龙'.repeat(r.nextInt(100, 7000)) + s.slice(i); },
  // swap two link numbers
  (s) => s.replace(/C1\b/, 'C9'),
  // blank it
  (s) => s.replace(/\S/g, ' '),
];

describe('mutated and random input', () => {
  it('mutations of valid input: one tree, or one error inside the input that names what was expected, within the work bound', () => {
    fc.assert(
      fc.property(inputArb(names, 20), fc.array(fc.integer({ min: 0, max: mutations.length - 1 }), { minLength: 1, maxLength: 3 }), fc.nat(), ({ text }, ops, seed) => {
        let s = text;
        const rnd = mkRng(seed);
        for (const op of ops) s = mutations[op]!(s, rnd);
        checkAnyInput(s);
      }),
      { numRuns: 2_500 },
    );
  });

  it('random Unicode strings, empty and white space', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (s) => checkAnyInput(s)), { numRuns: 1_000 });
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'C1c2 黑洞{}【】[]()（）《》「」『』",，、;；:：→->#①效果A:B:我方场手召唤解放'.split('')), maxLength: 60 }), (s) => checkAnyInput(s)), { numRuns: 3_000 });
    for (const s of ['', ' ', '\u3000', '\n\t ', 'C', 'C1', '{', '}', '【】', '{}', '"', '《', 'x'.repeat(MAX_INPUT_LENGTH + 1)]) checkAnyInput(s);
  });

  it('the worst case under the cap: the parser does as much work per token as on a short input of the same shape, and one character over the cap is refused', () => {
    const shapes: ((k: number) => string)[] = [
      // a long chain of a name with a space in it
      (k) => Array.from({ length: k }, (_, i) => `C${i + 1} 冥王龙 断罪神`).join(' '),
      // a situation block listing one card many times
      (k) => '{A场:' + Array.from({ length: k }, () => '三眼怪(盖)').join(',') + '} C1 x',
      // one name made of many space-separated words (the lexer joins them into one token)
      (k) => 'C1 ' + '冥王龙 '.repeat(k),
    ];
    for (const shape of shapes) {
      let k = 5;
      while (shape(k + 1).length <= MAX_INPUT_LENGTH) k++;
      const [short, long] = [shape(5), shape(k)];
      expect(long.length).toBeGreaterThan(MAX_INPUT_LENGTH - 20);
      checkAnyInput(short);
      checkAnyInput(long);
      const [a, b] = [parseWork(short), parseWork(long)];
      expect(b.tokens).toBeGreaterThanOrEqual(a.tokens);
      // Linear: the long input costs no more per token than the short one (within 10%).
      expect(b.states / (b.tokens + 1), `${b.states} states for ${b.tokens} tokens vs ${a.states} for ${a.tokens}`).toBeLessThanOrEqual(1.1 * (a.states / (a.tokens + 1)));
      const over = parseNotation(shape(k + 1));
      expect(over.ok).toBe(false);
      if (!over.ok) expect(over.error.kind).toBe('too-long');
    }
    // Printed when tuning STATES_PER_TOKEN: the most any checked input needed.
    if (process.env.PRINT_PARSE_WORK) console.log('most Earley states per token seen (20 tokens or more)', maxSeen.perToken.toFixed(1), 'most above the per-token bound', maxSeen.start);
  });
});

// Property tests: (a) generated valid chains (real card names, every marker, controller, effect
// number, target, note and situation variant, up to 200 links) parse to exactly one tree that
// matches what was generated, print, and re-parse to the same tree; (b) mutated and random input
// never throws and gives one tree or one error placed inside the input, quickly.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { MAX_INPUT_LENGTH, parseNotation, printNotation, type NotationTree } from '../../src/notation/index.js';
import type { CardMention, CardRefNode } from '../../src/notation/ast.js';
import { inputArb, loadNames, type CardModel, type InputModel, type MentionModel } from './gen.js';
import { noSpans, rawResultCount } from './helpers.js';

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

const TIME_BOUND_MS = 200;

function checkAnyInput(text: string): void {
  // The best of up to three tries: a slow input is slow every time, a GC pause or a busy machine is not.
  let ms = Infinity;
  let r = parseNotation(text);
  for (let attempt = 0; attempt < 3 && ms >= TIME_BOUND_MS; attempt++) {
    const t0 = performance.now();
    r = parseNotation(text);
    ms = Math.min(ms, performance.now() - t0);
  }
  expect(ms, `took ${ms.toFixed(1)} ms: ${JSON.stringify(text.slice(0, 80))}`).toBeLessThan(TIME_BOUND_MS);
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
  it('mutations of valid input: one tree, or one error inside the input that names what was expected, within the time bound', () => {
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

  it('the worst case under the cap stays within the time bound', () => {
    const long = Array.from({ length: 600 }, (_, i) => `C${i + 1} 冥王龙 断罪神`).join(' ').slice(0, MAX_INPUT_LENGTH);
    checkAnyInput(long);
    checkAnyInput('{' + 'A场:' + Array.from({ length: 700 }, () => '三眼怪(盖)').join(',').slice(0, MAX_INPUT_LENGTH - 10) + '} C1 x');
    checkAnyInput('C1 ' + '冥王龙 '.repeat(1400));
  });
});

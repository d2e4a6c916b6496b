// One interpreter of card facts (issue 10): the chain and the trigger window read a fact through the
// same functions of src/engine/game, so it means the same thing wherever it is read. The cases here are
// the ones where the two readers used to disagree, and a lint that no second reader grows back.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { card } from '../../src/cards/curated/dsl.js';
import type { Zone } from '../../src/cards/facts.js';
import { matchesFilter, checkCondition, type CardView, type GameView } from '../../src/engine/game/match.js';
import { performAction } from '../../src/engine/game/perform.js';
import { actionWindow } from '../../src/engine/window/index.js';
import { scenario, summary, type Put } from '../window/build.js';

const A = (ref: string, c: Put['card'], zone: Zone | null, extra: Partial<Put> = {}): Put => ({ ref, card: c, who: 'A', zone, ...extra });
const B = (ref: string, c: Put['card'], zone: Zone | null, extra: Partial<Put> = {}): Put => ({ ref, card: c, who: 'B', zone, ...extra });
const act = (s: ReturnType<typeof scenario>) => actionWindow(s, performAction(s));

/** A mandatory quick effect written like 灰流丽's: it answers a monster effect that adds from the Deck. */
const 必发回应 = card({
  id: 900101,
  name: '测试必发回应',
  type: 'monster effect',
  effects: [{ kind: 'quick', mandatory: true, respondsTo: { cardKind: 'monster', activation: 'effect', includes: [{ do: 'add-to-hand', from: 'deck' }] }, does: [{ do: 'negate-effect', what: 'activation' }] }],
});
const trigger = (id: number, name: string, from: Zone) =>
  card({ id, name, type: 'monster effect', level: 4, effects: [{ kind: 'trigger', trigger: { event: 'summoned' }, timing: 'if', does: [{ do: 'add-to-hand', from }] }] });
const 墓地回收 = trigger(900102, '测试墓地回收', 'gy');
const 卡组检索 = trigger(900103, '测试卡组检索', 'deck');

describe('one interpreter: where the chain and the window used to disagree', () => {
  it('a mandatory quick effect that answers an add from the Deck does not answer an add from the GY in a window (includes[].from)', () => {
    const gy = scenario({ cards: [A('X1', 墓地回收, 'hand'), B('B场1', 必发回应, 'monster')], action: { verb: 'summon', subject: 'X1' } });
    expect(summary(act(gy))).toEqual({ kind: 'summon', triggers: ['1 L3 A 测试墓地回收#1'], missed: [], priority: 'B' });
    const deck = scenario({ cards: [A('X1', 卡组检索, 'hand'), B('B场1', 必发回应, 'monster')], action: { verb: 'summon', subject: 'X1' } });
    const w = act(deck);
    expect(summary(w)).toEqual({ kind: 'summon', triggers: ['1 L3 A 测试卡组检索#1', '2 L6 B 测试必发回应#1 M'], missed: [], priority: 'A' });
    expect(w.triggers[1]!.rules).toContain('WIN-SEGOC-MANDATORY-QUICK');
  });

  it('a mandatory quick effect that answers only Continuous Traps does not answer a monster effect in a window (cardSubtypes)', () => {
    const 永续陷阱回应 = card({
      id: 900104,
      name: '测试永续陷阱回应',
      type: 'monster effect',
      effects: [{ kind: 'quick', mandatory: true, respondsTo: { cardKind: 'trap', cardSubtypes: ['continuous'] }, does: [] }],
    });
    const s = scenario({ cards: [A('X1', 卡组检索, 'hand'), B('B场1', 永续陷阱回应, 'monster')], action: { verb: 'summon', subject: 'X1' } });
    expect(summary(act(s)).triggers).toEqual(['1 L3 A 测试卡组检索#1']);
  });

  it('「特殊召唤的怪兽」 in a trigger is read in the window too (specialSummoned)', () => {
    const 特召被破坏 = card({
      id: 900105,
      name: '测试特召被破坏',
      type: 'monster effect',
      effects: [{ kind: 'trigger', trigger: { event: 'destroyed', subject: { kind: 'monster', side: 'opponent', specialSummoned: true } }, timing: 'if', does: [{ do: 'draw' }] }],
    });
    const plain = card({ id: 900106, name: '测试通常怪兽', type: 'monster normal', level: 4 });
    const special = scenario({ cards: [A('A场1', 特召被破坏, 'monster'), B('B场1', plain, 'monster', { states: ['summoned-this-turn'] })], action: { verb: 'destroy', subject: 'B场1', cause: 'effect' } });
    expect(summary(act(special)).triggers).toEqual(['1 L3 A 测试特召被破坏#1']);
    const normal = scenario({ cards: [A('A场1', 特召被破坏, 'monster'), B('B场1', plain, 'monster')], action: { verb: 'destroy', subject: 'B场1', cause: 'effect' } });
    expect(summary(act(normal)).triggers).toEqual([]);
  });
});

describe('one interpreter: what a filter and a condition mean', () => {
  const view = (over: Partial<CardView> = {}): CardView => ({ ref: 'X', card: card({ id: 900107, name: '永火测试', type: 'monster effect' }), zone: 'monster', faceUp: true, controller: 'A', position: 'attack', ...over });
  const ctx = { selfRef: 'S', me: 'A' as const, attacker: null };

  it('an archetype matches with or without its brackets', () => {
    expect(matchesFilter({ archetype: '「永火」' }, view(), ctx)).toBe(true);
    expect(matchesFilter({ archetype: '永火' }, view(), ctx)).toBe(true);
    expect(matchesFilter({ archetype: '「六武」' }, view(), ctx)).toBe(false);
  });

  it('a level, ATK or DEF the data does not give is assumed to fit (as everywhere else)', () => {
    expect(matchesFilter({ levelMin: 5 }, view(), ctx)).toBe(true);
    expect(matchesFilter({ levelMax: 4 }, view(), ctx)).toBe(true);
    expect(matchesFilter({ defEq: 0 }, view(), ctx)).toBe(true);
  });

  it('a race matches the word with or without 族', () => {
    const c = card({ id: 900108, name: '测试不死', type: 'monster effect', race: '不死族' });
    expect(matchesFilter({ race: '不死' }, view({ card: c }), ctx)).toBe(true);
    expect(matchesFilter({ race: '龙族' }, view({ card: c }), ctx)).toBe(false);
  });

  it('「场上有卡存在」 without a place is said of the field, and is only "no" when the field is known', () => {
    const game = (known: boolean, cards: CardView[]): GameView => ({
      turnPlayer: 'A',
      phase: 'main-phase-1',
      lp: { A: 8000, B: 8000 },
      handSize: { A: null, B: null },
      cards: () => cards,
      attacker: null,
      knownZone: () => known,
    });
    const inHand = view({ zone: 'hand' });
    expect(checkCondition({ is: 'exists', filter: { side: 'self' } }, game(true, [inHand]), undefined, 'A')).toBe(false);
    expect(checkCondition({ is: 'exists', filter: { side: 'self' } }, game(false, [inHand]), undefined, 'A')).toBe(null);
    expect(checkCondition({ is: 'exists', filter: { side: 'self' } }, game(true, [view()]), undefined, 'A')).toBe(true);
  });
});

// ── the lint: one definition of each reader, in src/engine/game ────────────────────────────────────

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..', '..', 'src');
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}
const sources = files(src)
  .filter((f) => !f.includes(`${join('notation', 'generated')}`))
  .map((f) => ({ file: relative(src, f).split('\\').join('/'), text: readFileSync(f, 'utf8') }));

/** The readers of card facts and the keepers of the board: each defined once, in engine/game. */
const READERS = [
  'matchesFilter',
  'filterMatches',
  'sideMatches',
  'placeMatches',
  'patternMismatch',
  'answers',
  'checkCondition',
  'checkConditions',
  'zonesKnown',
  'effectFilterMatches',
  'matchingEvents',
  'buildBoard',
  'boardFromScenario',
  'cloneBoard',
  'structuredCloneBoard',
  'moveCard',
  'performAction',
  'applyAction',
];

describe('one interpreter: no second reader of card facts', () => {
  it('has sources to check', () => {
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.some((s) => s.file.startsWith('engine/game/'))).toBe(true);
  });

  for (const name of READERS) {
    it(`${name}: defined at most once, and only in src/engine/game`, () => {
      const def = new RegExp(`(?:function\\s+${name}\\s*[(<]|(?:const|let)\\s+${name}\\s*=\\s*(?:\\(|function))`);
      const where = sources.filter((s) => def.test(s.text)).map((s) => s.file);
      expect(where.length, `${name} is defined in ${where.join(', ')}`).toBeLessThanOrEqual(1);
      for (const f of where) expect(f, `${name} is defined outside src/engine/game`).toMatch(/^engine\/game\//);
    });
  }

  it('no hand-rolled place test (「field」 means either field zone) outside engine/game', () => {
    const idiom = /===\s*'field'\s*&&\s*\(?\s*\w+(?:\.\w+)?\s*===\s*'monster'/;
    const where = sources.filter((s) => !s.file.startsWith('engine/game/') && idiom.test(s.text)).map((s) => s.file);
    expect(where).toEqual([]);
  });

  it('the engine reads no notation: no note text is parsed in src/engine', () => {
    const where = sources.filter((s) => s.file.startsWith('engine/') && /\bparseNote\b|\bsaysNegated\b|NoteNode|\b(?:action|sl|scenarioLink)\??\.notes\b/.test(s.text)).map((s) => s.file);
    expect(where).toEqual([]);
  });
});

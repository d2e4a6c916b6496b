/**
 * Test helpers for the chain engine: a chain typed in the notation, through the same stages as the
 * pipeline (notation → bind → engine), against the curated catalog (no card database needed).
 * `judgeText` returns the answer with words in one language, like `createJudge().chain`.
 */
import { parseNotation } from '../../src/notation/index.js';
import { bind } from '../../src/scenario/bind.js';
import { loadCatalog } from '../../src/cards/load.js';
import { judgeScenario } from '../../src/engine/index.js';
import { resolveChain } from '../../src/engine/chain/resolve.js';
import { createJudge, type Judge } from '../../src/judge.js';
import { localize } from '../../src/answer/localize.js';
import type { Card } from '../../src/cards/facts.js';
import type { Catalog } from '../../src/cards/catalog.js';
import type { Lang, Text } from '../../src/i18n/text.js';
import type { Scenario } from '../../src/scenario/types.js';
import type { ChainAnswer, LinkAnswer } from '../../src/answer/types.js';
import type { ChainResult } from '../../src/engine/types.js';

let catalog: ReturnType<typeof loadCatalog> | null = null;
function cat() {
  return (catalog ??= loadCatalog({}));
}
let judge: Judge | null = null;

/** The whole pipeline, as users reach it: text in, the localized answer out. */
export function chain(input: string, lang: Lang = 'zh-CN'): ChainAnswer {
  const a = (judge ??= createJudge()).chain(input, { lang });
  if (!a.ok) throw new Error(`${input}: ${JSON.stringify(a.error)}`);
  return a;
}

export function scenarioOf(input: string): Scenario {
  const parsed = parseNotation(input);
  if (!parsed.ok) throw new Error(`parse error: ${parsed.error.message.en} at ${parsed.error.offset}`);
  const bound = bind(parsed.tree, cat());
  if (!bound.ok) throw new Error(`bind error: ${bound.error.message.en}`);
  return bound.scenario;
}

/** A catalog that also knows some test-only cards (fixtures for rules no real card data shows yet). */
function withFixtures(fixtures: Card[], over?: Catalog): Catalog {
  const base = over ?? cat();
  return {
    size: base.size + fixtures.length,
    byId: (id) => fixtures.find((c) => c.id === id) ?? base.byId(id),
    resolve: (name) => {
      const f = fixtures.find((c) => c.name === name);
      return f ? { ok: true, card: f, matchedBy: 'exact', assumption: null } : base.resolve(name);
    },
    resolvePasscode: (id) => base.resolvePasscode(id),
    suggest: (p, n) => base.suggest(p, n),
  };
}

let cdbCatalog: ReturnType<typeof loadCatalog> | null = null;
/** A ruling over the shared cards.cdb (curated cards first, then the database's text) that also knows some test-only cards. */
export function judgeWithCdb(input: string, fixtures: Card[], cardsDb: string, lang: Lang = 'zh-CN'): ChainAnswer {
  return localize(judgeScenario(scenarioWith(input, fixtures, (cdbCatalog ??= loadCatalog({ cardsDb })))), lang) as ChainAnswer;
}

export function scenarioWith(input: string, fixtures: Card[], base?: Catalog): Scenario {
  const parsed = parseNotation(input);
  if (!parsed.ok) throw new Error(`parse error: ${parsed.error.message.en} at ${parsed.error.offset}`);
  const bound = bind(parsed.tree, withFixtures(fixtures, base));
  if (!bound.ok) throw new Error(`bind error: ${bound.error.message.en}`);
  return bound.scenario;
}

export function judgeWith(input: string, fixtures: Card[], lang: Lang = 'zh-CN'): ChainAnswer {
  return localize(judgeScenario(scenarioWith(input, fixtures)), lang) as ChainAnswer;
}

export function resolveText(input: string): ChainResult {
  return resolveChain(scenarioOf(input));
}

export function judgeWords(input: string): ChainAnswer<Text> {
  return judgeScenario(scenarioOf(input));
}

export function judgeText(input: string, lang: Lang = 'zh-CN'): ChainAnswer {
  return chain(input, lang);
}

/** Compact view of each link: legality and outcome, for one-line assertions. */
export function summary(answer: { links: LinkAnswer<unknown>[] }): string[] {
  return answer.links.map((l) => `C${l.n}:${l.legal === null ? '?' : l.legal ? 'legal' : 'illegal'}:${l.outcome ?? 'null'}${l.by !== null ? `@${l.by}` : ''}`);
}

export function linkOf<W>(answer: { links: LinkAnswer<W>[] }, n: number): LinkAnswer<W> {
  const l = answer.links.find((x) => x.n === n);
  if (!l) throw new Error(`no link ${n}`);
  return l;
}

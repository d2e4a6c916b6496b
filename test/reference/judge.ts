/**
 * Helpers for the rules-reference tests (test/reference/*.test.ts): one judge per test file over the
 * real card database, and short views of the answer a user sees — each link's legality and outcome,
 * the resolution order, the trigger window. The views take an answer or the input itself.
 *
 * The database is the shared `cards.cdb`: `CARDS_DB` when set, else `shared/data/cards.cdb` next to
 * the repository or next to one of its parent folders (a git worktree lives one level deeper than
 * the main checkout). Files skip with a message when it is absent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createJudge, type Judge } from '../../src/judge.js';
import type { ChainAnswer } from '../../src/answer/types.js';

function findCardsDb(): string | null {
  const env = process.env.CARDS_DB;
  if (env && fs.existsSync(env)) return env;
  let dir = path.resolve(__dirname, '../..');
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, '..', 'shared', 'data', 'cards.cdb');
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

export const CARDS_DB = findCardsDb();
export const haveCards = CARDS_DB !== null;
/** The same, by the name some chapter files use. */
export const haveData = haveCards;
if (!haveCards) console.warn('skipping the rules-reference tests: shared/data/cards.cdb is absent (set CARDS_DB or put ../shared/data next to the repo)');

let judge: Judge | null = null;
/** The one judge of a test file (curated cards first, then the real database). */
export function referenceJudge(): Judge {
  return (judge ??= createJudge({ cardsDb: CARDS_DB }));
}
/** The same, by the name some chapter files use. */
export const refJudge = referenceJudge;

/** A ruling on one input, in Simplified Chinese; a parse or binding error fails the test loudly. */
export function ask(input: string, lang: 'zh-CN' | 'en' = 'zh-CN'): ChainAnswer {
  const a = referenceJudge().chain(input, { lang });
  if (!a.ok) throw new Error(`${input}: ${a.error.kind} ${a.error.message}`);
  // A name the catalog only matched approximately is another card: the example would test the wrong one.
  const fuzzy = a.assumptions.find((x) => /最接近的卡名|closest/.test(x));
  if (fuzzy) throw new Error(`${input}: a card name was matched approximately — ${fuzzy}`);
  return a;
}

const answerOf = (x: string | ChainAnswer): ChainAnswer => (typeof x === 'string' ? ask(x) : x);

/** Every link as `C<n>:legal|illegal|?:<outcome>[@<by>]` (of an answer, or of the input's answer). */
export function links(x: string | ChainAnswer): string[] {
  return answerOf(x).links.map((l) => `C${l.n}:${l.legal === null ? '?' : l.legal ? 'legal' : 'illegal'}:${l.outcome ?? 'null'}${l.by !== null ? `@${l.by}` : ''}`);
}

/** Whether link n could be activated (true / false / null when not judged). */
export function legal(x: string | ChainAnswer, n: number): boolean | null {
  const l = answerOf(x).links.find((k) => k.n === n);
  if (!l) throw new Error(`no link ${n}${typeof x === 'string' ? ` in ${x}` : ''}`);
  return l.legal;
}

/** The window's triggers as `<controller> <card>#<effect>[ M]`, in the proposed chain order. */
export function triggers(a: ChainAnswer): string[] {
  return a.window.triggers.map((x) => `${x.controller} ${x.card.name}#${x.effect}${x.mandatory ? ' M' : ''}`);
}

/** Card names of the window's triggers, in order. */
export function triggerNames(a: ChainAnswer): string[] {
  return a.window.triggers.map((x) => x.card.name);
}

/** Card names of the effects that missed their timing. */
export function missed(a: ChainAnswer): string[] {
  return a.window.missedTiming.map((m) => m.card.name);
}

/** Names of the cards an event type touched (at one link, or anywhere). */
export function eventCards(a: ChainAnswer, type: string, link: number | null = null): string[] {
  return a.events.filter((e) => e.type === type && (link === null || e.link === link)).flatMap((e) => e.cards.map((c) => c.name));
}

/** The /card answer's effect kinds and speeds, as `①:trigger/1`, for a card matched exactly. */
export function effectKinds(name: string): string[] {
  const a = referenceJudge().card(name, { lang: 'zh-CN' });
  if (!a.ok) throw new Error(`${name}: ${a.error.kind}`);
  if (a.matchedBy === 'fuzzy') throw new Error(`${name}: matched approximately as ${a.card.name}`);
  return a.effects.map((e) => `${e.n}:${e.kind}/${e.speed ?? '?'}`);
}

/** The window of the input's answer: triggers as `controller name#effect[ M]` in chain order, and the missed ones by name. */
export function win(input: string): { kind: string; triggers: string[]; missed: string[] } {
  const a = ask(input);
  return { kind: a.window.kind, triggers: triggers(a), missed: missed(a) };
}

/** Names of the cards the input's window offers (any effect), in chain order. */
export function offered(input: string): string[] {
  return triggerNames(ask(input));
}

/** Names of the cards an event type moved during the input's chain. */
export function moved(input: string, type: string): string[] {
  return eventCards(ask(input), type);
}

/**
 * Added (issue 16, CH-END-PHASE-PLAYED): the End Phase played after the chain (`… 结束阶段`), each step as
 * `<do>:<cards done>/<cards not done>` (names joined by +).
 */
export function endPhase(x: string | ChainAnswer): string[] {
  return (answerOf(x).endPhase ?? []).map((s) => `${s.do}:${s.done.map((c) => c.name).join('+')}/${s.notDone.map((c) => c.name).join('+')}`);
}

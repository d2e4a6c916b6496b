/**
 * One judge per reference-chapter test file, over the real card database (the chapters name
 * thousands of cards; most are not curated), and compact views of its answer for one-line asserts.
 *
 * The data is found as `shared/data` in the nearest ancestor of the repository that has it (a CI
 * clone and /work/main have it as ../shared/data; a git worktree one level deeper). When it is
 * absent, `haveData` is false and the chapter files skip with a message.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createJudge, type Judge } from '../../src/judge.js';
import type { ChainAnswer, Window } from '../../src/answer/types.js';

function findData(): string | null {
  let dir = path.resolve(__dirname, '../..');
  for (let i = 0; i < 4; i++) {
    const parent = path.dirname(dir);
    const candidate = path.join(parent, 'shared', 'data');
    if (fs.existsSync(path.join(candidate, 'cards.cdb'))) return candidate;
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

export const DATA = findData();
export const haveData = DATA !== null;
if (!haveData) console.warn('skipping the rules-reference chapters: ../shared/data/cards.cdb is absent');

let judge: Judge | null = null;
/** The judge over cards.cdb (curated facts win), built once per test file. */
export function refJudge(): Judge {
  if (!DATA) throw new Error('no card data');
  return (judge ??= createJudge({ cardsDb: path.join(DATA, 'cards.cdb') }));
}

export function ask(input: string, lang: 'zh-CN' | 'en' = 'zh-CN'): ChainAnswer {
  const a = refJudge().chain(input, { lang });
  if (!a.ok) throw new Error(`${input}: ${a.error.kind} ${String(a.error.message)}`);
  // A name the catalog matched only approximately is another card: the example would judge the wrong one.
  const fuzzy = a.assumptions.find((x) => /最接近的卡名|closest/.test(x));
  if (fuzzy) throw new Error(`${input}: a card name was matched approximately — ${fuzzy}`);
  return a;
}

/** Each link as `C<n>:legal|illegal|?:<outcome>[@by]`. */
export function links(input: string): string[] {
  return ask(input).links.map((l) => `C${l.n}:${l.legal === null ? '?' : l.legal ? 'legal' : 'illegal'}:${l.outcome ?? 'null'}${l.by !== null ? `@${l.by}` : ''}`);
}

/** Whether chain link n could be activated there. */
export function legal(input: string, n: number): boolean | null {
  const l = ask(input).links.find((x) => x.n === n);
  if (!l) throw new Error(`no link ${n} in ${input}`);
  return l.legal;
}

/** The window: triggers as `controller name#effect[ M]` in chain order, and the missed ones by name. */
export function win(input: string): { kind: string; triggers: string[]; missed: string[] } {
  const w: Window = ask(input).window;
  return {
    kind: w.kind,
    triggers: w.triggers.map((x) => `${x.controller} ${x.card.name}#${x.effect}${x.mandatory ? ' M' : ''}`),
    missed: w.missedTiming.map((m) => m.card.name),
  };
}

/** Names of the cards the window offers (any effect), in chain order. */
export function offered(input: string): string[] {
  return ask(input).window.triggers.map((x) => x.card.name);
}

/** Names of the cards an event type moved during the chain. */
export function moved(input: string, type: string): string[] {
  return ask(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));
}

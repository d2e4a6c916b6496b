/** Where the shared real card data is (../shared/data from the repo root), and whether it is there. */
import fs from 'node:fs';
import path from 'node:path';
import { createJudge, type Judge } from '../../src/judge.js';
import type { ChainAnswer } from '../../src/answer/types.js';

/**
 * ../shared/data from the repo root; from a git worktree (/work/wt/<name>) the shared folder sits one
 * level higher, so the nearest `shared/data` above the repo wins.
 */
function findDataDir(): string {
  const root = path.resolve(__dirname, '../..');
  let dir = path.dirname(root);
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, 'shared/data');
    if (fs.existsSync(path.join(candidate, 'cards.cdb'))) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve(root, '../shared/data');
}

export const DATA_DIR = findDataDir();
export const CARDS_DB = path.join(DATA_DIR, 'cards.cdb');
export const ALIASES_DB = path.join(DATA_DIR, 'cards-zh-aliases.sqlite');
export const SCRIPT_FLAGS = path.join(DATA_DIR, 'script-flags.tsv');
export const SCRIPT_EFFECTS = path.join(DATA_DIR, 'script-effects.tsv');

export const haveCards = fs.existsSync(CARDS_DB);
export const haveAliases = fs.existsSync(ALIASES_DB);
export const haveFlags = fs.existsSync(SCRIPT_FLAGS);
export const haveEffects = fs.existsSync(SCRIPT_EFFECTS);

export function skipMessage(what: string, file: string): void {
  if (!fs.existsSync(file)) console.warn(`skipping ${what}: ${file} is absent (real card data lives in ../shared/data)`);
}

let sharedJudge: Judge | null = null;
/** The one judge over the shared cards.cdb (curated cards first, then the database's text), made on first use. */
export function cdbJudge(): Judge {
  return (sharedJudge ??= createJudge({ cardsDb: CARDS_DB }));
}

/**
 * A ruling from the one judge over the shared cards.cdb (curated cards first, then the database's text
 * through the compiler), made on first use; a parse or binding error fails the test loudly.
 */
export function askCdb(input: string): ChainAnswer {
  const a = cdbJudge().chain(input, { lang: 'zh-CN' });
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return a;
}

/** Where the shared real card data is (../shared/data from the repo root), and whether it is there. */
import fs from 'node:fs';
import path from 'node:path';

export const DATA_DIR = path.resolve(__dirname, '../../../shared/data');
export const CARDS_DB = path.join(DATA_DIR, 'cards.cdb');
export const ALIASES_DB = path.join(DATA_DIR, 'cards-zh-aliases.sqlite');
export const SCRIPT_FLAGS = path.join(DATA_DIR, 'script-flags.tsv');

export const haveCards = fs.existsSync(CARDS_DB);
export const haveAliases = fs.existsSync(ALIASES_DB);
export const haveFlags = fs.existsSync(SCRIPT_FLAGS);

export function skipMessage(what: string, file: string): void {
  if (!fs.existsSync(file)) console.warn(`skipping ${what}: ${file} is absent (real card data lives in ../shared/data)`);
}

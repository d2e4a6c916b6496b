/**
 * `npm run cards:update`: download the current Simplified Chinese YGOPro card database into data/.
 *
 * Atomic: the download goes to a temporary file beside the destination, is checked (a SQLite
 * database with the `datas` and `texts` tables and a plausible number of cards), and only then
 * renamed over the old file. A failed, partial or garbage download never replaces a good file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { countCdbCards } from './cdb.js';

export const DEFAULT_CARDS_DB_URL = 'https://raw.githubusercontent.com/mycard/ygopro-database/master/locales/zh-CN/cards.cdb';
export const DEFAULT_DEST = 'data/cards.cdb';
/** Fewer cards than this is not a real card database (the 2019 one has ~9,900). */
export const MIN_CARDS = 5000;

export interface UpdateOptions {
  url?: string;
  dest?: string;
  fetchImpl?: typeof fetch;
  minCards?: number;
}

export interface UpdateResult {
  dest: string;
  cards: number;
  bytes: number;
}

export async function updateCardsDb(opts: UpdateOptions = {}): Promise<UpdateResult> {
  const url = opts.url ?? DEFAULT_CARDS_DB_URL;
  const dest = path.resolve(opts.dest ?? DEFAULT_DEST);
  const doFetch = opts.fetchImpl ?? fetch;
  const minCards = opts.minCards ?? MIN_CARDS;
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  const tmp = `${dest}.${process.pid}.${Date.now()}.tmp`;
  try {
    const res = await doFetch(url);
    if (!res.ok) throw new Error(`download failed: HTTP ${res.status} from ${url}`);
    const body = Buffer.from(await res.arrayBuffer());
    const expected = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(expected) && expected !== body.length) {
      throw new Error(`download incomplete: ${body.length} of ${expected} bytes`);
    }
    if (body.subarray(0, 16).toString('latin1') !== 'SQLite format 3\u0000') {
      throw new Error('download is not a SQLite database');
    }
    fs.writeFileSync(tmp, body);
    let cards: number;
    try {
      cards = countCdbCards(tmp);
    } catch (err) {
      throw new Error(`download is not a usable card database: ${(err as Error).message}`);
    }
    if (cards < minCards) throw new Error(`download has only ${cards} cards (expected at least ${minCards})`);
    fs.renameSync(tmp, dest); // atomic on one file system: readers see the old file or the new one
    return { dest, cards, bytes: body.length };
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

async function main(): Promise<void> {
  const url = process.env.CARDS_DB_URL || DEFAULT_CARDS_DB_URL;
  const dest = process.argv[2] || process.env.CARDS_DB || DEFAULT_DEST;
  try {
    const r = await updateCardsDb({ url, dest });
    console.log(`cards:update: ${r.cards} cards (${r.bytes} bytes) → ${r.dest}`);
  } catch (err) {
    console.error(`cards:update: ${(err as Error).message}; the existing file was left unchanged`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) void main();

/**
 * `npm run cards:update`: download the current Simplified Chinese YGOPro card database into data/,
 * the English one from the same source (names and texts by passcode, for English answers) and the
 * current limit list (lflist.conf, with a dated record beside it). URLs: CARDS_DB_URL, CARDS_EN_DB_URL
 * (default: the en-US locale beside the Chinese one), LFLIST_URL.
 *
 * Atomic: the download goes to a temporary file beside the destination, is checked (a SQLite
 * database with the `datas` and `texts` tables and a plausible number of cards), and only then
 * renamed over the old file. A failed, partial or garbage download never replaces a good file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { countCdbCards } from './cdb.js';
import { currentOcgList, MAX_LFLIST_BYTES, parseLflist } from './lflist.js';

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

// ---------------------------------------------------------------------------------------------------
// The English database and the limit list, from the same sources

/** The English database: the same repository's en-US locale (names and texts by passcode). */
export const DEFAULT_EN_CARDS_DB_URL = 'https://raw.githubusercontent.com/mycard/ygopro-database/master/locales/en-US/cards.cdb';
/** YGOPro's limit lists (lflist.conf): the OCG and TCG lists, newest first. */
export const DEFAULT_LFLIST_URL = 'https://raw.githubusercontent.com/Fluorohydride/ygopro/master/lflist.conf';
export const DEFAULT_EN_DEST = 'data/cards.en.cdb';
export const DEFAULT_LFLIST_DEST = 'data/lflist.conf';
/** A real OCG list names well over a hundred cards; fewer than this is not one. */
export const MIN_LIST_ENTRIES = 20;

/** The English URL beside a Chinese one (`…/locales/zh-CN/cards.cdb` → `…/locales/en-US/cards.cdb`). */
export function englishUrlFor(zhUrl: string): string {
  return zhUrl.includes('/zh-CN/') ? zhUrl.replace('/zh-CN/', '/en-US/') : DEFAULT_EN_CARDS_DB_URL;
}

export interface LimitListResult {
  dest: string;
  /** The current OCG list: its name and date. */
  name: string;
  date: string | null;
  entries: number;
  bytes: number;
}

/**
 * Downloads lflist.conf atomically (a temporary file renamed over the old one once it parses and has
 * a current OCG list) and keeps it dated: `lflist.json` beside it records the source, when it was
 * fetched and the current OCG list's name and date.
 */
export async function updateLimitList(
  opts: { url?: string; dest?: string; fetchImpl?: typeof fetch; now?: Date; minEntries?: number } = {},
): Promise<LimitListResult> {
  const minEntries = opts.minEntries ?? MIN_LIST_ENTRIES;
  const url = opts.url ?? DEFAULT_LFLIST_URL;
  const dest = path.resolve(opts.dest ?? DEFAULT_LFLIST_DEST);
  const doFetch = opts.fetchImpl ?? fetch;
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  const tmp = `${dest}.${process.pid}.${Date.now()}.tmp`;
  try {
    const res = await doFetch(url);
    if (!res.ok) throw new Error(`download failed: HTTP ${res.status} from ${url}`);
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > MAX_LFLIST_BYTES) throw new Error(`limit list too large (${declared} bytes)`);
    const body = Buffer.from(await res.arrayBuffer());
    if (Number.isFinite(declared) && declared !== body.length) throw new Error(`download incomplete: ${body.length} of ${declared} bytes`);
    if (body.length > MAX_LFLIST_BYTES) throw new Error(`limit list too large (${body.length} bytes)`);
    const current = currentOcgList(parseLflist(body.toString('utf8')));
    if (!current) throw new Error('download has no OCG limit list (no "!<name>" section without TCG)');
    if (current.limits.size < minEntries) throw new Error(`the OCG list ${current.name} has only ${current.limits.size} cards (expected at least ${minEntries})`);
    fs.writeFileSync(tmp, body);
    fs.renameSync(tmp, dest);
    const meta = { source: url, fetchedAt: (opts.now ?? new Date()).toISOString(), current: { name: current.name, date: current.date, entries: current.limits.size } };
    const metaPath = dest.replace(/\.conf$/, '') + '.json';
    fs.writeFileSync(`${metaPath}.tmp`, JSON.stringify(meta, null, 2) + '\n');
    fs.renameSync(`${metaPath}.tmp`, metaPath);
    return { dest, name: current.name, date: current.date, entries: current.limits.size, bytes: body.length };
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

export interface UpdateAllOptions {
  zhUrl: string;
  enUrl: string;
  lflistUrl: string;
  dir: string;
  /** The Chinese database's path (CARDS_DB or the first argument); default <dir>/cards.cdb. */
  zhDest?: string;
  minCards?: number;
  fetchImpl?: typeof fetch;
}

/**
 * The three downloads one after another, each atomic and independent: a failed one leaves its old
 * file and does not stop the others. Lines for the user (one per file), and whether all succeeded.
 */
export async function updateAll(opts: UpdateAllOptions): Promise<{ ok: boolean; lines: string[] }> {
  const lines: string[] = [];
  let ok = true;
  const common = { ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}), ...(opts.minCards !== undefined ? { minCards: opts.minCards } : {}) };
  for (const [what, url, dest] of [
    ['Chinese cards', opts.zhUrl, opts.zhDest ?? path.join(opts.dir, 'cards.cdb')],
    ['English cards', opts.enUrl, path.join(opts.dir, 'cards.en.cdb')],
  ] as const) {
    try {
      const r = await updateCardsDb({ url, dest, ...common });
      lines.push(`${what}: ${r.cards} cards (${r.bytes} bytes) → ${r.dest}`);
    } catch (err) {
      ok = false;
      lines.push(`${what}: ${(err as Error).message}; the existing file was left unchanged`);
    }
  }
  try {
    const r = await updateLimitList({ url: opts.lflistUrl, dest: path.join(opts.dir, 'lflist.conf'), ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}) });
    lines.push(`limit list: OCG ${r.name}${r.date ? ` (${r.date})` : ''}, ${r.entries} cards → ${r.dest}`);
  } catch (err) {
    ok = false;
    lines.push(`limit list: ${(err as Error).message}; the existing file was left unchanged`);
  }
  return { ok, lines };
}

async function main(): Promise<void> {
  const zhUrl = process.env.CARDS_DB_URL || DEFAULT_CARDS_DB_URL;
  const zhDest = process.argv[2] || process.env.CARDS_DB || DEFAULT_DEST;
  const r = await updateAll({
    zhUrl,
    enUrl: process.env.CARDS_EN_DB_URL || englishUrlFor(zhUrl),
    lflistUrl: process.env.LFLIST_URL || DEFAULT_LFLIST_URL,
    dir: path.dirname(path.resolve(DEFAULT_DEST)),
    zhDest,
  });
  for (const line of r.lines) (r.ok ? console.log : console.error)(`cards:update: ${line}`);
  if (!r.ok) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) void main();

/**
 * Issue 14 (2, 3): `npm run cards:update` fetches the Chinese and the English databases and the limit
 * list from a local test server on 127.0.0.1 (databases generated here, the limit list written for the
 * tests), each atomically; the bot and the command line then answer in English with English names, and
 * /card shows the list's status.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAll, updateLimitList, englishUrlFor } from '../../src/cards/import/update.js';
import { createJudge } from '../../src/judge.js';
import type { CardAnswer, ChainAnswer } from '../../src/answer/types.js';

const root = path.resolve(__dirname, '..', '..');
const built = fs.existsSync(path.join(root, 'dist', 'src', 'cards', 'import', 'update.js'));
const N = 5200; // over cards:update's floor of 5000 cards

/** A YGOPro-shaped database of N made-up normal monsters, named by `name(i)`; `skip` rows have no name. */
function makeCdb(file: string, name: (i: number) => string | null): void {
  const db = new Database(file);
  db.exec(`CREATE TABLE datas(id INTEGER PRIMARY KEY, ot INTEGER, alias INTEGER, setcode INTEGER, type INTEGER, atk INTEGER, def INTEGER, level INTEGER, race INTEGER, attribute INTEGER, category INTEGER);
           CREATE TABLE texts(id INTEGER PRIMARY KEY, name TEXT, desc TEXT, str1 TEXT, str2 TEXT, str3 TEXT, str4 TEXT, str5 TEXT, str6 TEXT, str7 TEXT, str8 TEXT, str9 TEXT, str10 TEXT, str11 TEXT, str12 TEXT, str13 TEXT, str14 TEXT, str15 TEXT, str16 TEXT)`);
  const d = db.prepare('INSERT INTO datas VALUES (?, 1, 0, 0, 17, 1000, 1000, 4, 1, 16, 0)');
  const tx = db.prepare('INSERT INTO texts (id, name, desc) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (let i = 1; i <= N; i++) {
      d.run(90000000 + i);
      tx.run(90000000 + i, name(i), '');
    }
  })();
  db.close();
}

function makeLflist(): string {
  const lines = ['#[2027.1][2026.12 TCG]', '!2026.12 TCG', '#forbidden', '90000001 0 --tcg only', '!2027.1', '#forbidden', '90000001 0 --测试怪兽1', '#limit'];
  for (let i = 2; i <= 30; i++) lines.push(`${90000000 + i} 1 --测试怪兽${i}`);
  return lines.join('\n') + '\n';
}

let server: http.Server;
let base = '';
let dir = '';
const files = new Map<string, Buffer>();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-update-all-'));
  makeCdb(path.join(dir, 'zh.cdb'), (i) => `测试怪兽${i}`);
  // Card 3 has no English name in the English database.
  makeCdb(path.join(dir, 'en.cdb'), (i) => (i === 3 ? null : `Test Monster ${i}`));
  files.set('/locales/zh-CN/cards.cdb', fs.readFileSync(path.join(dir, 'zh.cdb')));
  files.set('/locales/en-US/cards.cdb', fs.readFileSync(path.join(dir, 'en.cdb')));
  files.set('/lflist.conf', Buffer.from(makeLflist()));
  files.set('/garbage.conf', Buffer.from('<html>not a list</html>'));
  server = http.createServer((req, res) => {
    const body = files.get(req.url ?? '');
    if (!body) {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('cards:update: Chinese, English, limit list', () => {
  it('the English URL is the en-US locale beside the Chinese one', () => {
    expect(englishUrlFor(`${base}/locales/zh-CN/cards.cdb`)).toBe(`${base}/locales/en-US/cards.cdb`);
  });

  it('fetches all three; the answers then use English names and the list', async () => {
    const out = path.join(dir, 'data');
    const r = await updateAll({ zhUrl: `${base}/locales/zh-CN/cards.cdb`, enUrl: englishUrlFor(`${base}/locales/zh-CN/cards.cdb`), lflistUrl: `${base}/lflist.conf`, dir: out });
    expect(r.ok).toBe(true);
    expect(r.lines[2]).toBe(`limit list: OCG 2027.1 (2027-01), 30 cards → ${path.join(out, 'lflist.conf')}`);
    const meta = JSON.parse(fs.readFileSync(path.join(out, 'lflist.json'), 'utf8'));
    expect(meta).toMatchObject({ source: `${base}/lflist.conf`, current: { name: '2027.1', date: '2027-01', entries: 30 } });

    const judge = createJudge({ cardsDb: path.join(out, 'cards.cdb'), enCardsDb: path.join(out, 'cards.en.cdb'), lflist: path.join(out, 'lflist.conf') });
    // /card "Test Monster 2" in English, with its status on the OCG list (not the TCG one).
    const card = judge.card('Test Monster 2', { lang: 'en' }) as CardAnswer;
    expect(card.ok).toBe(true);
    expect(card.card.id).toBe(90000002);
    expect(card.limit).toEqual({ status: 'limited', list: '2027.1', date: '2027-01' });
    // English autocomplete offers English names.
    expect(judge.suggestCards('Test Monster 1', 3)[0]).toBe('Test Monster 1');
    expect(judge.suggestCards('Test Monster', 5).every((n) => n.startsWith('Test Monster'))).toBe(true);
    // An English chain answer names cards in English; the one without an English name is said once.
    const a = judge.chain('C1 A:测试怪兽2 C2 B:测试怪兽3', { lang: 'en' }) as ChainAnswer;
    expect(a.links.map((l) => l.card.name)).toEqual(['Test Monster 2', '测试怪兽3']);
    expect(a.assumptions.filter((x) => x.includes('No English name'))).toEqual(['No English name is known for 测试怪兽3; it is shown by the Chinese name.']);
    expect(JSON.stringify(a)).not.toContain('测试怪兽2');
    // Chinese answers keep the Chinese names.
    expect((judge.chain('C1 A:测试怪兽2', { lang: 'zh-CN' }) as ChainAnswer).links[0]!.card.name).toBe('测试怪兽2');
    const three = judge.card('测试怪兽3', { lang: 'en' }) as CardAnswer;
    expect(three.notes).toContain('No English name is known for this card; it is shown by its Chinese name.');
  });

  it('a bad limit list leaves the old one in place', async () => {
    const dest = path.join(dir, 'keep', 'lflist.conf');
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.writeFileSync(dest, 'old');
    await expect(updateLimitList({ url: `${base}/garbage.conf`, dest })).rejects.toThrow(/no OCG limit list/);
    await expect(updateLimitList({ url: `${base}/missing.conf`, dest })).rejects.toThrow(/HTTP 404/);
    expect(fs.readFileSync(dest, 'utf8')).toBe('old');
    expect(fs.readdirSync(path.dirname(dest))).toEqual(['lflist.conf']);
  });

  it.skipIf(!built)('npm run cards:update (the script) with the URLs from the environment', async () => {
    const cwd = fs.mkdtempSync(path.join(dir, 'run-'));
    // Asynchronously: the test server runs in this process and must keep answering.
    const child = spawn(process.execPath, [path.join(root, 'dist', 'src', 'cards', 'import', 'update.js')], {
      cwd,
      env: { ...process.env, CARDS_DB_URL: `${base}/locales/zh-CN/cards.cdb`, LFLIST_URL: `${base}/lflist.conf`, CARDS_DB: '', CARDS_EN_DB_URL: '' },
    });
    const r = { stdout: '', stderr: '', status: null as number | null };
    child.stdout.on('data', (c) => (r.stdout += c));
    child.stderr.on('data', (c) => (r.stderr += c));
    r.status = await new Promise<number | null>((ok) => child.on('close', ok));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(`English cards: ${N} cards`);
    expect(fs.readdirSync(path.join(cwd, 'data')).sort()).toEqual(['cards.cdb', 'cards.en.cdb', 'lflist.conf', 'lflist.json']);
  });
});

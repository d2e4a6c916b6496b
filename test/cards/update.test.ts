import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCardsDb } from '../../src/cards/import/update.js';
import { countCdbCards } from '../../src/cards/import/cdb.js';

const CDB = path.resolve(__dirname, '../../../shared/data/cards.cdb');
const have = fs.existsSync(CDB);
if (!have) console.warn(`skipping cards:update tests: ${CDB} is absent`);

describe.skipIf(!have)('cards:update downloads atomically (loopback server)', () => {
  let server: http.Server;
  let base = '';
  let dir = '';
  beforeAll(async () => {
    const good = fs.readFileSync(CDB);
    server = http.createServer((req, res) => {
      if (req.url === '/cards.cdb') {
        res.writeHead(200, { 'content-length': good.length });
        res.end(good);
      } else if (req.url === '/truncated.cdb') {
        // Claims the full length, sends half, then drops the connection.
        res.writeHead(200, { 'content-length': good.length });
        res.write(good.subarray(0, good.length >> 1), () => res.destroy());
      } else if (req.url === '/garbage.cdb') {
        res.writeHead(200);
        res.end('<html>rate limited</html>');
      } else if (req.url === '/half-sqlite.cdb') {
        // A SQLite header but a cut file, with an honest length.
        res.writeHead(200);
        res.end(good.subarray(0, 8192));
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-update-'));
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('downloads a good database into place', async () => {
    const dest = path.join(dir, 'data', 'cards.cdb');
    const r = await updateCardsDb({ url: `${base}/cards.cdb`, dest });
    expect(r.cards).toBeGreaterThan(9000);
    expect(countCdbCards(dest)).toBe(r.cards);
  });

  for (const bad of ['truncated.cdb', 'garbage.cdb', 'half-sqlite.cdb', 'missing.cdb']) {
    it(`leaves the existing file untouched on a bad download (${bad})`, async () => {
      const dest = path.join(dir, `keep-${bad}`);
      fs.copyFileSync(CDB, dest);
      const before = fs.readFileSync(dest);
      await expect(updateCardsDb({ url: `${base}/${bad}`, dest })).rejects.toThrow();
      expect(fs.readFileSync(dest).equals(before)).toBe(true);
      // No temporary file is left behind.
      expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    });
  }

  it('a bad first download creates no file at all', async () => {
    const dest = path.join(dir, 'fresh', 'cards.cdb');
    await expect(updateCardsDb({ url: `${base}/garbage.cdb`, dest })).rejects.toThrow();
    expect(fs.existsSync(dest)).toBe(false);
  });
});

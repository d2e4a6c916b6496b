/**
 * Fresh cards without a restart: the catalog holder swaps in a new card database (file watch or an
 * explicit reload — what SIGHUP calls), a request sees one catalog from start to end, and a bad file
 * keeps the catalog in use and says why (log line, metric, /health).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createJudge } from '../../src/judge.js';
import { CatalogHolder } from '../../src/ops/catalog.js';
import { createLogger } from '../../src/ops/log.js';
import { Metrics } from '../../src/ops/metrics.js';
import { createApp } from '../../src/bot/app.js';
import { commands } from '../../commands/index.js';
import { createEndpoint } from '../../src/bot/http.js';
import { createRest } from '../../src/bot/responders.js';
import { publicKeyFromHex } from '../../src/bot/verify.js';
import { createState, type BotState } from '../../src/store/index.js';
import { startFakeDiscord, type FakeDiscord } from '../bot/fake-discord.js';
import { commandInteraction, signBody, str, subcommand, testConfig, testKeys, until } from '../bot/helpers.js';
import { writeCdb } from './cdb.js';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { scheduleCardsUpdate } from '../../src/ops/schedule.js';
import { updateCardsDb } from '../../src/cards/import/update.js';

const OLD = [{ id: 90000001, name: '热更新测试甲' }];
const NEW = [...OLD, { id: 90000002, name: '热更新测试乙' }];

let dir: string;
let cdb: string;
let lines: any[];
let holder: CatalogHolder;
let metrics: Metrics;
let discord: FakeDiscord;
let server: Server;
let base: string;
let state: BotState;
let slowMs = 0;
const keys = testKeys();

/** Replaces the cards db the way cards:update does: written beside it, renamed over it. */
function install(cards: typeof NEW) {
  const tmp = `${cdb}.${Date.now()}.tmp`;
  writeCdb(tmp, cards);
  renameSync(tmp, cdb);
}

async function signed(obj: unknown) {
  const body = JSON.stringify(obj);
  const res = await fetch(`${base}/interactions`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...signBody(keys.privateKey, body) } });
  return res.json() as Promise<any>;
}


beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ocg-reload-'));
  cdb = join(dir, 'cards.cdb');
  writeCdb(cdb, OLD);
  lines = [];
  const logger = createLogger({ destination: { write: (s: string) => lines.push(JSON.parse(s)) } });
  metrics = new Metrics({ processMetrics: false });
  holder = new CatalogHolder({ options: { cardsDb: cdb, aliasesDb: null }, build: createJudge, logger, metrics });
  discord = await startFakeDiscord();
  const config = testConfig({ publicKey: keys.publicHex, apiBase: discord.apiBase, rateLimit: { burst: 1000, perMinute: 6000 } });
  state = createState({ file: ':memory:' });
  const slowed = new Proxy(state, {
    get(target, prop) {
      const v = Reflect.get(target, prop, target);
      if (typeof v !== 'function') return v;
      if (prop !== 'getChain') return v.bind(target);
      return async (...a: unknown[]) => {
        if (slowMs) await new Promise((r) => setTimeout(r, slowMs));
        return v.apply(target, a);
      };
    },
  });
  const { router } = createApp(config, { commands, catalog: holder, state: slowed, logger, metrics });
  server = createEndpoint({ router, publicKey: publicKeyFromHex(keys.publicHex), rest: createRest(discord.apiBase) });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  holder.unwatch();
  await new Promise((r) => server.close(r));
  await state.close();
  await discord.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('card catalog reload without a restart', () => {
  it('a new cards db renamed over the old one is picked up by the file watch; /card finds the new card', async () => {
    const before = await signed(commandInteraction('card', [str('name', '热更新测试乙')]));
    expect(JSON.stringify(before)).not.toContain('90000002');
    holder.watch(50);
    try {
      const loadedAt = holder.info.loadedAt;
      install(NEW);
      await until(() => holder.info.loadedAt !== loadedAt);
    } finally {
      holder.unwatch();
    }
    expect(holder.info.cards).toBe(holder.current.catalog.size);
    const after = await signed(commandInteraction('card', [str('name', '热更新测试乙')]));
    expect(after.data.embeds[0].title).toContain('热更新测试乙');
    const line = lines.find((l) => l.event === 'catalog-reload' && l.reason === 'file changed');
    expect(line).toMatchObject({ level: 'info', msg: 'card catalog reloaded' });
    expect(line.cards).toBe(line.before + 1);
  });

  it('a request sees one catalog from start to end: a reload while it waits on the store does not change its answer', async () => {
    install(OLD);
    holder.reload('test: back to the old file');
    const who = { channel: '699000000000000001', user: '799000000000000001' };
    await signed(subcommand('judge', 'start', [], who));
    // This /judge add waits 400 ms on the store after taking the catalog (the old one, without 乙) …
    slowMs = 400;
    const pending = signed(subcommand('judge', 'add', [str('link', 'A:热更新测试乙')], who));
    await new Promise((r) => setTimeout(r, 100));
    // … while the new catalog is swapped in.
    install(NEW);
    expect(holder.reload('test: mid-request')).toBe(true);
    slowMs = 0;
    const during = await pending;
    // The old catalog has no 乙: its closest name, 甲, is what that request resolved (and says so).
    expect(JSON.stringify(during.data.embeds)).toContain('A:热更新测试甲');
    expect(JSON.stringify(during.data.embeds)).not.toContain('热更新测试乙');
    // The next request runs on the new catalog, where 乙 exists.
    const next = await signed(subcommand('judge', 'add', [str('link', 'A:热更新测试乙')], who));
    expect(JSON.stringify(next.data.embeds)).toContain('A:热更新测试乙');
  });

  it('a bad file keeps the catalog in use, logs why, counts it and shows it on /health', async () => {
    const cards = holder.info.cards;
    const failedBefore = (await metrics.catalogReloads.get()).values.find((v) => v.labels.outcome === 'failed')?.value ?? 0;
    writeFileSync(cdb, '<html>rate limited</html>');
    expect(holder.reload('SIGHUP')).toBe(false);
    expect(holder.info.cards).toBe(cards);
    const still = await signed(commandInteraction('card', [str('name', '热更新测试乙')]));
    expect(still.data.embeds[0].title).toContain('热更新测试乙');
    const line = lines.findLast((l) => l.event === 'catalog-reload');
    expect(line).toMatchObject({ level: 'error', reason: 'SIGHUP' });
    expect(line.error).toMatch(/could not load/);
    const failedAfter = (await metrics.catalogReloads.get()).values.find((v) => v.labels.outcome === 'failed')?.value ?? 0;
    expect(failedAfter).toBe(failedBefore + 1);
    const health = await (await fetch(`${base}/health`)).json();
    expect(health.catalog.cards).toBe(cards);
    expect(health.catalog.lastError.reason).toMatch(/could not load/);
  });

  it('a database with far fewer cards than the one in use is refused (a cut or wrong file)', async () => {
    install(NEW);
    holder.reload('restore');
    const big = holder.info.cards;
    const shrunk = new CatalogHolder({ options: { cardsDb: cdb, aliasesDb: null }, build: createJudge, logger: createLogger({ level: 'silent' }), minShare: 1.01 });
    expect(shrunk.reload('same size, share above 1')).toBe(false);
    expect(shrunk.info.cards).toBe(big);
  });
});

describe('CARDS_UPDATE_HOURS: the in-process schedule downloads, then reloads', () => {
  it('a good download is swapped in; a bad one keeps the file and the catalog, and the log says why', async () => {
    const third = join(dir, 'third.cdb');
    writeCdb(third, [...NEW, { id: 90000003, name: '热更新测试丙' }]);
    const good = readFileSync(third);
    const files = createServer((req, res) => {
      if (req.url === '/good.cdb') {
        res.writeHead(200, { 'content-length': good.length });
        res.end(good);
      } else {
        res.writeHead(200);
        res.end('<html>rate limited</html>');
      }
    });
    await new Promise<void>((r) => files.listen(0, '127.0.0.1', r));
    const at = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    const logger = createLogger({ destination: { write: (s: string) => lines.push(JSON.parse(s)) } });
    // Tiny test databases: the plausibility floor of a real download (5,000 cards) is lowered.
    const update: typeof updateCardsDb = (o) => updateCardsDb({ ...o, minCards: 1 });
    const bad = scheduleCardsUpdate({ hours: 24, dest: cdb, url: `${at}/bad.cdb`, holder, logger, update });
    const good1 = scheduleCardsUpdate({ hours: 24, dest: cdb, url: `${at}/good.cdb`, holder, logger, update });
    try {
      const before = holder.info.cards;
      expect(await bad.runOnce()).toBe(false);
      expect(holder.info.cards).toBe(before);
      expect(lines.findLast((l) => l.event === 'cards-update')).toMatchObject({ level: 'error', error: 'download is not a SQLite database' });
      expect(await good1.runOnce()).toBe(true);
      expect(holder.info.cards).toBe(before + 1);
      const res = await signed(commandInteraction('card', [str('name', '热更新测试丙')]));
      expect(res.data.embeds[0].title).toContain('热更新测试丙');
    } finally {
      bad.stop();
      good1.stop();
      files.close();
    }
  });
});

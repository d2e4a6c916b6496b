/**
 * Logs, metrics and health as an operator reads them, through the HTTP endpoint (signed requests,
 * real SQLite state): one JSON log line per interaction with request id, command, outcome and
 * latency; users' text only as a hash unless LOG_INPUTS=1; the bot token and interaction tokens never;
 * /metrics in the Prometheus text format from prom-client; /health with the store's and catalog's
 * state (503 when the store does not answer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createJudge } from '../../src/judge.js';
import { CatalogHolder } from '../../src/ops/catalog.js';
import { createLogger, inputHash } from '../../src/ops/log.js';
import { Metrics } from '../../src/ops/metrics.js';
import { createApp } from '../../src/bot/app.js';
import { commands } from '../../commands/index.js';
import { createEndpoint } from '../../src/bot/http.js';
import { createRest } from '../../src/bot/responders.js';
import { publicKeyFromHex } from '../../src/bot/verify.js';
import { createState, type BotState } from '../../src/store/index.js';
import { startFakeDiscord, type FakeDiscord } from '../bot/fake-discord.js';
import { commandInteraction, signBody, str, subcommand, testConfig, testKeys } from '../bot/helpers.js';
import { writeCdb } from './cdb.js';

const TOKEN = 'bot.token.never-logged';
const keys = testKeys();
let dir: string;
let discord: FakeDiscord;
const servers: Server[] = [];
const states: BotState[] = [];

interface Endpoint {
  base: string;
  lines: any[];
  raw: string[];
  metrics: Metrics;
  state: BotState;
  breakStore: (on: boolean) => void;
}

async function endpoint(logInputs: boolean): Promise<Endpoint> {
  const raw: string[] = [];
  const lines: any[] = [];
  const logger = createLogger({ token: TOKEN, destination: { write: (s: string) => (raw.push(s), lines.push(JSON.parse(s))) } });
  const metrics = new Metrics();
  const cdb = join(dir, `cards-${servers.length}.cdb`);
  writeCdb(cdb, [{ id: 90000001, name: '观测测试卡' }]);
  const catalog = new CatalogHolder({ options: { cardsDb: cdb, aliasesDb: null }, build: createJudge, logger, metrics });
  const config = testConfig({ token: TOKEN, publicKey: keys.publicHex, apiBase: discord.apiBase, rateLimit: { burst: 3, perMinute: 1 } });
  const state = createState({ file: join(dir, `state-${servers.length}.sqlite`) });
  states.push(state);
  let broken = false;
  // A store that fails like an unreachable Redis whose URL carries the token (errors quote URLs).
  const failing = new Proxy(state, {
    get(target, prop) {
      const v = Reflect.get(target, prop, target);
      if (typeof v !== 'function') return v;
      if (prop === 'close') return v.bind(target);
      return (...a: unknown[]) => (broken ? Promise.reject(new Error(`connect ECONNREFUSED redis://:${TOKEN}@10.0.0.9:6379`)) : v.apply(target, a));
    },
  });
  (failing as unknown as { keyv: unknown }).keyv; // (keyv itself is used by /health)
  const { router } = createApp(config, { commands, catalog, state: failing, logger, metrics, logInputs });
  const server = createEndpoint({ router, publicKey: publicKeyFromHex(keys.publicHex), rest: createRest(discord.apiBase) });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    lines,
    raw,
    metrics,
    state,
    breakStore: (on) => {
      broken = on;
    },
  };
}

async function signed(e: Endpoint, obj: unknown) {
  const body = JSON.stringify(obj);
  const res = await fetch(`${e.base}/interactions`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...signBody(keys.privateKey, body) } });
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { status: res.status, text };
  }
}

/** The value of one sample in Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

let plain: Endpoint;
let verbose: Endpoint;
const NOTATION = 'C1 A:旋风 C2 B:宇宙旋风';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ocg-obs-'));
  discord = await startFakeDiscord();
  plain = await endpoint(false);
  verbose = await endpoint(true);
});

afterAll(async () => {
  for (const s of servers) await new Promise((r) => s.close(r));
  for (const s of states) await s.close();
  await discord.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('structured logs', () => {
  it('one JSON line per interaction: level, request id, command, outcome, latency; the input only as a hash', async () => {
    const i = commandInteraction('chain', [str('notation', NOTATION)]);
    await signed(plain, i);
    const line = plain.lines.find((l) => l.requestId === i.id);
    expect(line).toMatchObject({ level: 'info', event: 'interaction', command: 'chain', outcome: 'ok', deferred: false, inputHash: inputHash(NOTATION), inputLength: NOTATION.length });
    expect(typeof line.latencyMs).toBe('number');
    expect(typeof line.time).toBe('string');
    expect(line.input).toBeUndefined();
    expect(plain.raw.join('')).not.toContain('宇宙旋风');
  });

  it('LOG_INPUTS=1 logs the text itself', async () => {
    const i = commandInteraction('chain', [str('notation', NOTATION)]);
    await signed(verbose, i);
    expect(verbose.lines.find((l) => l.requestId === i.id)?.input).toBe(NOTATION);
  });

  it('an input error is outcome "error"; an unknown command "unknown"; the rate limit "rate_limited"', async () => {
    const bad = commandInteraction('chain', [str('notation', 'C1 A:旋风 C3 B:宇宙旋风')], { user: '701000000000000001' });
    await signed(plain, bad);
    expect(plain.lines.find((l) => l.requestId === bad.id)?.outcome).toBe('error');
    const unknown = commandInteraction('nonsense', [], { user: '701000000000000001' });
    await signed(plain, unknown);
    expect(plain.lines.find((l) => l.requestId === unknown.id)?.command).toBe('unknown');
    // burst 3: the fourth command of one user within the minute is refused (an unknown command costs nothing).
    const limited = commandInteraction('phase', [], { user: '701000000000000001' });
    await signed(plain, commandInteraction('phase', [], { user: '701000000000000001' }));
    await signed(plain, commandInteraction('phase', [], { user: '701000000000000001' }));
    await signed(plain, limited);
    expect(plain.lines.find((l) => l.requestId === limited.id)?.outcome).toBe('rate_limited');
  });

  it('a store failure quoting the bot token: logged as an error with the cause, token replaced; no interaction token in any line', async () => {
    plain.breakStore(true);
    try {
      const i = subcommand('judge', 'show', [], { user: '702000000000000002' });
      await signed(plain, i);
      const storeLine = plain.lines.find((l) => l.event === 'store-error');
      expect(storeLine).toMatchObject({ level: 'error' });
      expect(JSON.stringify(storeLine)).toContain('ECONNREFUSED');
      expect(JSON.stringify(storeLine)).toContain('[token]');
      const line = plain.lines.find((l) => l.requestId === i.id);
      expect(['failed', 'error']).toContain(line.outcome);
    } finally {
      plain.breakStore(false);
    }
    const all = plain.raw.join('');
    expect(all).not.toContain(TOKEN);
    expect(all).not.toMatch(/tok-\d+/);
  });
});

describe('/metrics and /health', () => {
  it('/metrics: commands by name and outcome, latency histogram, store errors, the catalog\'s date and size', async () => {
    const res = await fetch(`${plain.base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(sample(text, 'ocg_judge_commands_total', { command: 'chain', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ocg_judge_commands_total', { command: 'chain', outcome: 'error' })).toBe(1);
    expect(sample(text, 'ocg_judge_commands_total', { command: 'phase', outcome: 'rate_limited' })).toBe(1);
    expect(sample(text, 'ocg_judge_command_duration_seconds_count', { command: 'chain' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'ocg_judge_command_duration_seconds_bucket', { command: 'chain', le: '+Inf' })).toBeGreaterThanOrEqual(2);
    // Whichever store call of the command failed first (a settings look-up, a replay check) is counted.
    const storeErrors = text.split('\n').filter((l) => l.startsWith('ocg_judge_store_errors_total{')).reduce((n, l) => n + Number(l.split(' ').at(-1)), 0);
    expect(storeErrors).toBeGreaterThanOrEqual(1);
    const date = sample(text, 'ocg_judge_card_catalog_timestamp_seconds')!;
    expect(Math.abs(date - Date.now() / 1000)).toBeLessThan(600);
    expect(sample(text, 'ocg_judge_card_catalog_cards')).toBeGreaterThan(1);
    expect(text).toContain('# TYPE ocg_judge_command_duration_seconds histogram');
    expect(sample(text, 'ocg_judge_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('/health: 200 with the store and the catalog; 503 "degraded" when the store does not answer', async () => {
    const ok = await fetch(`${plain.base}/health`);
    expect(ok.status).toBe(200);
    const h = await ok.json();
    expect(h.status).toBe('ok');
    expect(h.store).toMatchObject({ backend: 'sqlite', ok: true });
    expect(h.catalog.cards).toBeGreaterThan(1);
    expect(new Date(h.catalog.cardsDbDate).getTime()).toBeGreaterThan(0);
    expect(h.catalog.lastError).toBeNull();
    // The files the catalog was built from, with their dates (the cards db here).
    expect(h.catalog.files).toHaveLength(1);
    expect(h.catalog.files[0].path).toMatch(/cards-0\.cdb$/);
    expect(h.catalog.files[0].modified).toBe(h.catalog.cardsDbDate);
    await verbose.state.close();
    const down = await fetch(`${verbose.base}/health`);
    expect(down.status).toBe(503);
    const d = await down.json();
    expect(d.status).toBe('degraded');
    expect(d.store.ok).toBe(false);
    expect(d.store.error.length).toBeGreaterThan(0);
  });
});

describe.skipIf(!process.env.REDIS_URL)('/health on Redis (REDIS_URL)', () => {
  it('the gateway bot\'s ops server reports the Redis store and the catalog', async () => {
    const { createOpsServer } = await import('../../src/ops/server.js');
    const state = createState({ redisUrl: process.env.REDIS_URL!, namespace: 'ocg-health-test' });
    const config = testConfig({ redisUrl: process.env.REDIS_URL! });
    const { app } = createApp(config, { commands, judge: createJudge({}), state, log: () => {}, metrics: new Metrics({ processMetrics: false }) });
    const server = createOpsServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/health`);
      expect(res.status).toBe(200);
      const h = await res.json();
      expect(h.store).toMatchObject({ backend: 'redis', ok: true });
      expect(h.catalog.cards).toBeGreaterThan(100);
      expect(h.catalog.cardsDbDate).toBeNull();
      expect((await fetch(`${base}/metrics`)).status).toBe(200);
      expect((await fetch(`${base}/interactions`)).status).toBe(404);
    } finally {
      await new Promise((r) => server.close(r));
      await state.close();
    }
  });
});

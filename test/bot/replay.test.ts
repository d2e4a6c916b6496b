/**
 * Replayed requests on the HTTP endpoint. A valid signature is not enough: the signed timestamp must be
 * within 5 minutes of our clock, and an interaction id is taken once — remembered in the state store
 * the endpoint processes share (a SQLite file here; Redis too when REDIS_URL is set), so a signed
 * /judge add sent three times, to one endpoint or to two, adds one link.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commands } from '../../commands/index.js';
import { createApp } from '../../src/bot/app.js';
import { createEndpoint, timestampFresh } from '../../src/bot/http.js';
import { createRest } from '../../src/bot/responders.js';
import { publicKeyFromHex } from '../../src/bot/verify.js';
import { createState, type BotState, type StateOptions } from '../../src/store/index.js';
import { commandInteraction, loadJudge, signBody, str, subcommand, testConfig, testKeys } from './helpers.js';

const keys = testKeys();
const judge = await loadJudge();
const dir = mkdtempSync(join(tmpdir(), 'ocg-replay-'));
const open: { server: Server; state: BotState }[] = [];

afterAll(async () => {
  for (const o of open) {
    o.server.closeAllConnections();
    await new Promise<void>((r) => o.server.close(() => r()));
    await o.state.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

/** One endpoint process's worth: its own state connection on the shared store, its own server. */
async function endpoint(options: StateOptions): Promise<{ url: string; state: BotState; logs: string[] }> {
  const logs: string[] = [];
  const state = createState(options);
  const config = testConfig({ publicKey: keys.publicHex, rateLimit: { burst: 1e6, perMinute: 1e6 } });
  const { router } = createApp(config, { commands, judge, state, log: (m) => logs.push(m) });
  const server = createEndpoint({ router, publicKey: publicKeyFromHex(keys.publicHex), rest: createRest('http://127.0.0.1:9/api'), log: (m) => logs.push(m) });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  open.push({ server, state });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/interactions`, state, logs };
}

async function post(url: string, body: string, timestamp?: string) {
  const res = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...signBody(keys.privateKey, body, timestamp) } });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* plain text */
  }
  return { status: res.status, text, json };
}

const now = () => Math.floor(Date.now() / 1000);

describe('timestamps of signed requests', () => {
  it('refuses correctly signed requests 10 minutes or a day old, a year ahead, or not a number; takes a fresh one', async () => {
    const { url, logs } = await endpoint({ file: join(dir, 'ts.sqlite') });
    for (const ts of [now() - 600, now() - 86_400, now() + 365 * 86_400].map(String).concat(['abc', '1e9', '-5', `${now()}.5`])) {
      const body = JSON.stringify(commandInteraction('chain', [str('notation', 'C1 黑洞')]));
      const r = await post(url, body, ts);
      expect(r.status, `timestamp ${ts}`).toBe(401);
      expect(r.text).toBe('request timestamp out of range');
    }
    expect(logs.some((l) => l.includes('not within 300 s'))).toBe(true);
    const ok = await post(url, JSON.stringify(commandInteraction('chain', [str('notation', 'C1 黑洞')])), String(now() - 30));
    expect(ok.status).toBe(200);
    expect(ok.json.type).toBe(4);
  });

  it('timestampFresh: within 5 minutes either way, whole seconds only', () => {
    const t = 1_800_000_000_000;
    expect(timestampFresh('1800000000', t)).toBe(true);
    expect(timestampFresh('1799999700', t)).toBe(true);
    expect(timestampFresh('1799999699', t)).toBe(false);
    expect(timestampFresh('1800000301', t)).toBe(false);
    expect(timestampFresh(undefined, t)).toBe(false);
    expect(timestampFresh('', t)).toBe(false);
  });
});

describe('the replay check when the store is down', () => {
  it('answers /chain (no state needed) and refuses /judge, saying why; the log says the check failed', async () => {
    const { url, state, logs } = await endpoint({ file: join(dir, 'down.sqlite') });
    await state.close(); // the store is gone: every call fails
    const chain = await post(url, JSON.stringify(commandInteraction('chain', [str('notation', 'C1 A:黑洞 C2 B:神之宣告')])));
    expect(chain.status).toBe(200);
    expect(chain.json.type).toBe(4);
    expect(chain.json.data.embeds.length).toBeGreaterThan(0);
    const judge = await post(url, JSON.stringify(subcommand('judge', 'add', [str('link', 'A:旋风')], { locale: 'en-US' })));
    expect(judge.status).toBe(200);
    expect(judge.json.data.content).toMatch(/^The bot's state store is unavailable right now: live chains \(\/judge\) and settings cannot be used, and this command was not applied/);
    expect(logs.some((l) => l.includes('replay check failed, state store unavailable (claim interaction)'))).toBe(true);
  });
});

function replays(name: string, options: () => StateOptions) {
  describe(name, () => {
    it('one signed /judge add sent three times (twice to another endpoint process) adds one link; the replays get 409', async () => {
      const a = await endpoint(options());
      const b = await endpoint(options());
      const channel = `64${String(Date.now()).slice(-16)}`;
      const who = { channel, user: '740000000000000001', locale: 'en-US' };
      expect((await post(a.url, JSON.stringify(subcommand('judge', 'start', [], who)))).json.type).toBe(4);
      const add = JSON.stringify(subcommand('judge', 'add', [str('link', 'A:旋风')], who));
      const first = await post(a.url, add);
      expect(first.status).toBe(200);
      expect(first.json.data.embeds[0].title).toBe('C1 added');
      const again = await post(a.url, add);
      const elsewhere = await post(b.url, add);
      expect([again.status, elsewhere.status]).toEqual([409, 409]);
      expect((await a.state.getChain(channel))!.links).toEqual(['A:旋风']);
      expect(b.logs.some((l) => l.includes('already taken (a replay)'))).toBe(true);
      // PING is not an interaction to remember: it may come again.
      const ping = JSON.stringify({ id: '1', application_id: '2', type: 1, token: 't', version: 1 });
      expect((await post(a.url, ping)).json).toEqual({ type: 1 });
      expect((await post(b.url, ping)).json).toEqual({ type: 1 });
    });
  });
}

replays('replays on a shared SQLite file', () => ({ file: join(dir, 'shared.sqlite') }));
const redisUrl = process.env.REDIS_URL;
if (redisUrl) replays(`replays on Redis (${redisUrl})`, () => ({ redisUrl, namespace: `ocg-replay-${process.pid}` }));
else {
  describe('replays on Redis', () => {
    it.skip('skipped: REDIS_URL is not set (.ci/run starts redis-server and sets it)', () => {});
  });
}

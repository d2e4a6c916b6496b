/**
 * Bench of the HTTP interactions endpoint, on loopback only:
 *  1. interactions per second through the endpoint — signature verification, JSON, routing and the
 *     response included — for PING and for a short /chain, with a few requests in flight;
 *  2. latency of /chain with a 10-link chain (p50, p99, max), one request at a time;
 *  3. latency of autocomplete (card names in /chain), one request at a time.
 * Bodies are signed before the clock starts, so the figures measure the server, not the test client.
 * Uses the full card database when CARDS_DB is set or ../shared/data/cards.cdb exists, else the
 * curated cards only.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Agent, request, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createJudge } from '../src/judge.js';
import { createApp } from '../src/bot/app.js';
import { commands } from '../commands/index.js';
import { readConfig } from '../src/bot/config.js';
import { createEndpoint } from '../src/bot/http.js';
import { createRest } from '../src/bot/responders.js';
import { publicKeyFromHex } from '../src/bot/verify.js';
import { createState } from '../src/store/index.js';

const TEN_LINKS =
  'C1 A:黑洞 C2 B:宇宙旋风→C1 C3 A:旋风→C2 C4 B:神之警告 C5 A:神之通告 C6 B:红色重启 C7 A:魔法干扰阵 C8 B:反击反击 C9 A:神之宣告 C10 B:升天之黑角笛';

function interaction(n: number, name: string, options: unknown[]) {
  return {
    id: String(1_300_000_000_000_000_000n + BigInt(n)),
    application_id: '900000000000000001',
    type: name ? 2 : 1,
    token: `bench-${n}`,
    version: 1,
    channel_id: '600000000000000001',
    guild_id: '800000000000000001',
    member: { user: { id: String(700_000_000_000_000_000n + BigInt(n % 50)), username: 'bench' }, permissions: '0' },
    locale: 'zh-CN',
    ...(name ? { data: { id: 'cmd', name, type: 1, options } } : {}),
  };
}

function signed(key: KeyObject, obj: unknown) {
  const body = JSON.stringify(obj);
  const ts = String(Math.floor(Date.now() / 1000));
  const sig = sign(null, Buffer.concat([Buffer.from(ts), Buffer.from(body)]), key).toString('hex');
  return { body, headers: { 'content-type': 'application/json', 'x-signature-ed25519': sig, 'x-signature-timestamp': ts, 'content-length': String(Buffer.byteLength(body)) } };
}

function send(agent: Agent, port: number, req: { body: string; headers: Record<string, string> }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const r = request({ host: '127.0.0.1', port, path: '/interactions', method: 'POST', headers: req.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    r.on('error', reject);
    r.end(req.body);
  });
}

async function throughput(label: string, agent: Agent, port: number, reqs: { body: string; headers: Record<string, string> }[], inFlight: number) {
  let next = 0;
  let failed = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < reqs.length) {
        const r = await send(agent, port, reqs[next++]!);
        if (r.status !== 200) failed++;
      }
    }),
  );
  const sec = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`${label}: ${(reqs.length / sec).toFixed(0)} interactions/s (${reqs.length} requests, ${inFlight} in flight, ${sec.toFixed(2)} s${failed ? `, ${failed} not 200` : ''})`);
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function run(): Promise<void> {
  const cardsDb = process.env.CARDS_DB ?? (existsSync('../shared/data/cards.cdb') ? '../shared/data/cards.cdb' : null);
  const aliasesDb = process.env.CARDS_ALIASES ?? (existsSync('../shared/data/cards-zh-aliases.sqlite') ? '../shared/data/cards-zh-aliases.sqlite' : null);
  console.log(`card data: ${cardsDb ?? 'curated cards only'}`);
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const der = publicKey.export({ format: 'der', type: 'spki' });
  const publicHex = der.subarray(der.length - 32).toString('hex');

  // Follow-ups (only after a deferral) would go here; a sink that accepts anything.
  const sink = createServer((_q, s) => s.writeHead(204).end());
  await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
  const apiBase = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/api`;

  const state = createState({ file: ':memory:' });
  const config = { ...readConfig({}), publicKey: publicHex, apiBase, rateLimit: { burst: 1_000_000, perMinute: 1_000_000 } };
  const { router } = createApp(config, { commands, judge: createJudge({ cardsDb, aliasesDb }), state, log: () => {} });
  const server = createEndpoint({ router, publicKey: publicKeyFromHex(publicHex), rest: createRest(apiBase) });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });

  try {
    const check = await send(agent, port, signed(privateKey, interaction(0, 'chain', [{ name: 'notation', type: 3, value: TEN_LINKS }])));
    const parsed = JSON.parse(check.body) as { type: number; data?: { embeds?: { title?: string }[] } };
    console.log(`10-link chain answer: HTTP ${check.status}, response type ${parsed.type}, ${parsed.data?.embeds?.length ?? 0} embeds ("${parsed.data?.embeds?.[0]?.title ?? ''}")`);

    const warm = Array.from({ length: 200 }, (_, i) => signed(privateKey, interaction(i + 1, '', [])));
    await throughput('warm-up', agent, port, warm, 4);
    const pings = Array.from({ length: 4000 }, (_, i) => signed(privateKey, interaction(10_000 + i, '', [])));
    await throughput('PING', agent, port, pings, 8);
    const short = Array.from({ length: 1500 }, (_, i) =>
      signed(privateKey, interaction(20_000 + i, 'chain', [{ name: 'notation', type: 3, value: 'C1 A:黑洞 C2 B:宇宙旋风→C1' }])),
    );
    await throughput('/chain (2 links)', agent, port, short, 8);

    const ten = Array.from({ length: 400 }, (_, i) => signed(privateKey, interaction(40_000 + i, 'chain', [{ name: 'notation', type: 3, value: TEN_LINKS }])));
    const times: number[] = [];
    for (const r of ten) {
      const t0 = process.hrtime.bigint();
      const res = await send(agent, port, r);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.status !== 200) throw new Error(`/chain answered ${res.status}`);
    }
    times.sort((a, b) => a - b);
    const auto: number[] = [];
    for (let i = 0; i < 400; i++) {
      const typed = ['C1 A:黑', 'C1 A:黑洞 C2 B:宇宙', 'C1 旋', 'C1 A:神之', 'C1 灰流'][i % 5]!;
      const req = signed(privateKey, { ...interaction(60_000 + i, 'chain', [{ name: 'notation', type: 3, value: typed, focused: true }]), type: 4 });
      const t0 = process.hrtime.bigint();
      const res = await send(agent, port, req);
      auto.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.status !== 200) throw new Error(`autocomplete answered ${res.status}`);
    }
    auto.sort((a, b) => a - b);
    console.log(`autocomplete in /chain, one at a time (${auto.length} requests): p50 ${pct(auto, 50).toFixed(2)} ms, p99 ${pct(auto, 99).toFixed(2)} ms`);
    console.log(
      `/chain, 10-link chain, one at a time (${times.length} requests): p50 ${pct(times, 50).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
    );
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
    await new Promise<void>((r) => sink.close(() => r()));
    await state.close();
  }
}

/**
 * Bench of live chains under concurrency: `/judge add` on one channel from 2 bot processes at once
 * (dist/bench/judge-worker.js, each with 4 adds in flight), on each backend — a SQLite file, and
 * Redis (REDIS_URL, else a redis-server of its own on a free loopback port when one is on PATH).
 * Each round fills one channel's chain (2 × 30 = 60 links, the chain's cap); several rounds one after
 * another. Reported: adds per second over both processes, latency of one add, and the check that
 * matters — links stored equal links acknowledged, each at the number its user was told.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createState, type StateOptions } from '../src/store/index.js';
import type { WorkerInput, WorkerOutput } from './judge-worker.js';
import { freePort, redisAnswers, repoRoot } from './support.js';

const ROUNDS = 8;
const PER_PROCESS = 30;
const IN_FLIGHT = 4;
const OWNER = '750000000000000001';

function worker(input: WorkerInput): Promise<WorkerOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'dist', 'bench', 'judge-worker.js'), JSON.stringify(input)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`worker exited ${code}: ${err}`))));
  });
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function backend(label: string, options: StateOptions & Pick<WorkerInput, 'redisUrl' | 'file'>): Promise<void> {
  const namespace = `bench-judge-${process.pid}-${Date.now()}`;
  const state = createState({ ...options, namespace });
  const channels = Array.from({ length: ROUNDS }, (_, i) => `65${String(Date.now()).slice(-10)}${String(i).padStart(6, '0')}`);
  const t = Date.now();
  for (const channel of channels) await state.setChain(channel, { links: [], situation: null, turn: null, owner: OWNER, startedAt: t, updatedAt: t });
  // Both processes load the engine first, then start together.
  const startAt = Date.now() + 4000;
  const common = { ...options, namespace, owner: OWNER, adds: PER_PROCESS, inFlight: IN_FLIGHT, channel: channels[0]!, moreChannels: channels.slice(1), startAt };
  const outs = await Promise.all([worker({ ...common, tag: 'p1' }), worker({ ...common, tag: 'p2' })]);
  const acked = outs.flatMap((o) => o.acked);
  const refused = outs.flatMap((o) => o.refused);
  let stored = 0;
  let misplaced = 0;
  for (const channel of channels) {
    const links = (await state.getChain(channel))?.links ?? [];
    stored += links.length;
    for (const a of acked.filter((x) => x.channel === channel)) if (links[a.n - 1] !== a.link) misplaced++;
  }
  const sec = Math.max(...outs.map((o) => o.ms)) / 1000;
  const lat = outs.flatMap((o) => o.latencies).sort((a, b) => a - b);
  console.log(
    `${label}: ${(acked.length / sec).toFixed(0)} adds/s on one channel from 2 processes (${ROUNDS} rounds × 2 × ${PER_PROCESS} adds, ${IN_FLIGHT} in flight each, ${sec.toFixed(2)} s); ` +
      `one add p50 ${pct(lat, 50).toFixed(1)} ms, p99 ${pct(lat, 99).toFixed(1)} ms`,
  );
  console.log(
    `${label}: links stored ${stored} / acknowledged ${acked.length} / refused as conflicts ${refused.length} / misplaced ${misplaced} — ${stored === acked.length && misplaced === 0 ? 'OK' : 'LOST OR EXTRA LINKS'}` +
      `; ${outs.reduce((n, o) => n + o.retries, 0)} writes found the chain changed by the other process and were decided again`,
  );
  if (stored !== acked.length || misplaced) process.exitCode = 1;
  await state.close();
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ocg-bench-judge-'));
  let own: ChildProcess | null = null;
  try {
    await backend('SQLite file', { file: join(dir, 'state.sqlite') });
    let redisUrl = process.env.REDIS_URL ?? null;
    if (!redisUrl && spawnSync('redis-server', ['--version']).status === 0) {
      const port = await freePort();
      own = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let i = 0; i < 100 && !(await redisAnswers(port)); i++) await new Promise((r) => setTimeout(r, 50));
      redisUrl = `redis://127.0.0.1:${port}`;
    }
    if (redisUrl) await backend(`Redis (${redisUrl})`, { redisUrl });
    else console.log('Redis: skipped (no REDIS_URL and no redis-server on PATH)');
  } finally {
    own?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

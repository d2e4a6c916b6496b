/**
 * Card text compiler speed (issue 12), run by `npm run bench`: every card text of the shared
 * cards.cdb compiled to effect facts — in a fresh process (the first card compiled cold), then warm
 * (the steady state of a long-running bot) — target: the whole database under 1 s. The bot compiles
 * lazily, one card the first time its effects are read (src/cards/load.ts), so this is the upper
 * bound of what a whole session could ever spend on it. Also the per-card mean and the slowest card.
 * Needs ../shared/data; says so and returns when it is absent.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileEffects } from '../src/cards/compile/index.js';
import { readCdb } from '../src/cards/import/cdb.js';
import { decodeType } from '../src/cards/import/decode.js';

const here = path.dirname(fileURLToPath(import.meta.url));
function findData(): string {
  let dir = here;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'shared/data');
    if (fs.existsSync(path.join(candidate, 'cards.cdb'))) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve(here, '../../../shared/data');
}
const CARDS_DB = path.join(findData(), 'cards.cdb');

/**
 * A fresh process compiles every card once and prints the milliseconds, wall and CPU (the cold, first-use cost: V8 still
 * interprets the compiler and optimises it meanwhile, on another thread — CPU time counts that work too).
 */
function coldMs(): { wall: number; cpu: number } {
  const compileJs = pathToFileURL(path.join(here, '../src/cards/compile/index.js')).href;
  const cdbJs = pathToFileURL(path.join(here, '../src/cards/import/cdb.js')).href;
  const decodeJs = pathToFileURL(path.join(here, '../src/cards/import/decode.js')).href;
  const code = `const { compileEffects } = await import(${JSON.stringify(compileJs)});
const { readCdb } = await import(${JSON.stringify(cdbJs)});
const { decodeType } = await import(${JSON.stringify(decodeJs)});
const rows = readCdb(${JSON.stringify(CARDS_DB)}).map((r) => [r.desc, decodeType(r.type)]);
const c0 = process.cpuUsage();
const t0 = performance.now();
for (const [d, t] of rows) compileEffects(d, t);
const c = process.cpuUsage(c0);
process.stdout.write(JSON.stringify({ wall: performance.now() - t0, cpu: (c.user + c.system) / 1000 }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' })) as { wall: number; cpu: number };
}

export async function run(): Promise<void> {
  if (!fs.existsSync(CARDS_DB)) {
    console.log(`compile bench skipped: ${CARDS_DB} is absent`);
    return;
  }
  const rows = readCdb(CARDS_DB).map((r) => ({ name: r.name, desc: r.desc, type: decodeType(r.type) }));
  const coldRuns = [0, 1, 2].map(() => coldMs());
  const colds = coldRuns.map((r) => r.wall).sort((a, b) => a - b);
  const coldCpu = coldRuns.map((r) => r.cpu).sort((a, b) => a - b);
  let effects = 0;
  let unknown = 0;
  for (const r of rows) for (const e of compileEffects(r.desc, r.type)) {
    effects++;
    unknown += e.unknown?.length ?? 0;
  }
  const warm: number[] = [];
  const cpu: number[] = [];
  let slowest = { name: '', ms: 0 };
  for (let k = 0; k < 3; k++) {
    // CPU time as well as wall time: on a shared, loaded machine the wall clock also counts waiting.
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (const r of rows) {
      const s = k === 2 ? performance.now() : 0;
      compileEffects(r.desc, r.type);
      if (k === 2) {
        const ms = performance.now() - s;
        if (ms > slowest.ms) slowest = { name: r.name, ms };
      }
    }
    warm.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  warm.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const target = 1000; // ms for the whole database (issue 12)
  const verdict = (ms: number): string => (ms < target ? 'meets' : 'misses');
  const ms = (xs: number[]): string => `${xs[0]!.toFixed(0)} / ${xs[1]!.toFixed(0)} ms`;
  const load = os.loadavg()[0]!;
  console.log(
    `compile all ${rows.length} cards (${effects} effects, ${unknown} clauses not understood) — TARGET: the whole database in < ${target} ms (issue 12)\n` +
      `  load average ${load.toFixed(1)} on ${os.cpus().length} cores${load > os.cpus().length ? ' — a busy machine: wall time counts the waiting, read the CPU time' : ''}; best / median of 3 runs:\n` +
      `  COLD = the FIRST pass over all cards in a FRESH process (V8 still interprets and optimises the compiler; 3 processes): ${ms(colds)} wall, ${ms(coldCpu)} CPU — ${verdict(coldCpu[0]!)} the target (CPU)\n` +
      `  WARM = a LATER pass over all cards in the same process (after one untimed pass; a long-running bot; 3 passes):      ${ms(warm)} wall, ${ms(cpu)} CPU — ${verdict(cpu[0]!)} the target (CPU); ${((cpu[0]! * 1000) / rows.length).toFixed(1)} µs a card\n` +
      `  slowest card (warm): ${slowest.name} ${slowest.ms.toFixed(2)} ms`,
  );
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) await run();

// Two built checkouts timed on the chain-bench inputs, EACH IN ITS OWN WORKER THREAD (its own V8 heap and
// garbage collector), input by input in alternation — only one runs at a time, the other waits on an
// Atomics flag. Both see the same machine load (as in scripts/bench-ab.mjs), and each pays for its own
// garbage: in bench-ab.mjs the two share one heap, so a scavenge set off by A's garbage may land in B's
// timing and the p99 (which on these inputs is set by the chains a scavenge falls in) cannot be told apart.
// Per checkout and round: median, p90, p99 and mean µs; at the end each heap's GC count and pause total.
// The inputs are bench/chain.ts's (seed 42 ×3000, 20 links, after a warm-up of seed 7 ×400), drawn from
// the curated list of CURATED (default: checkout B's) — the generator is this checkout's bench/support.js.
// usage: npm run -s build && node scripts/bench-ab-isolates.mjs <checkout A> <checkout B> [rounds]
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const self = path.resolve(here, '..');
const [A, B] = [path.resolve(process.argv[2] ?? '.'), path.resolve(process.argv[3] ?? '/work/wt/base')];
const rounds = Number(process.argv[4] ?? 1);
const curatedRoot = path.resolve(process.env.CURATED ?? B);
const db = process.env.CARDS_CDB ?? '/work/shared/data/cards.cdb';
const N = 3000;

const workerSource = `
import { workerData, parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { performance, PerformanceObserver } from 'node:perf_hooks';
const { root, self, curatedRoot, db, n, flag, times } = workerData;
const go = new Int32Array(flag), t = new Float64Array(times);
const imp = (r, p) => import(pathToFileURL(path.join(r, 'dist', p)).href);
const { createJudge } = await imp(root, 'src/judge.js');
const { renderChainText } = await imp(root, 'src/answer/render/text.js');
const { chainCorpus, typeableName } = await imp(self, 'bench/support.js');
const curated = (await imp(curatedRoot, 'src/cards/curated/index.js')).curatedCards.map((c) => c.name).filter(typeableName);
const judge = createJudge({ cardsDb: db });
for (const c of judge.catalog.all()) void c.effects.length;
// The database names of the CURATED checkout's catalog too (a catalog also lists curated cards newer than
// cards.cdb: with each worker's own list, the 30% of links drawn from it were other cards in A and B).
const all = (curatedRoot === root ? judge.catalog : (await imp(curatedRoot, 'src/cards/load.js')).loadCatalog({ cardsDb: db })).all().map((c) => c.name).filter(typeableName);
const run = (input) => renderChainText(judge.chain(input, { lang: 'zh-CN' }), 'zh-CN');
for (const input of chainCorpus(curated, all, 20, 400, 7)) run(input);
const inputs = chainCorpus(curated, all, 20, n, 42);
let gcCount = 0, gcMs = 0;
new PerformanceObserver((list) => { for (const e of list.getEntries()) { gcCount++; gcMs += e.duration; } }).observe({ entryTypes: ['gc'] });
parentPort.postMessage('ready');
for (;;) {
  Atomics.wait(go, 0, 0);
  const k = go[0] - 1;
  if (k < 0) break;
  const s = performance.now();
  run(inputs[k % n]);
  t[k] = (performance.now() - s) * 1000;
  Atomics.store(go, 0, 0);
  Atomics.notify(go, 0);
}
await new Promise((r) => setTimeout(r, 200)); // let the GC observer deliver its last entries
parentPort.postMessage({ gcCount, gcMs });
`;

function start(root) {
  const flag = new SharedArrayBuffer(4);
  const times = new SharedArrayBuffer(8 * N * rounds);
  const worker = new Worker(new URL('data:text/javascript,' + encodeURIComponent(workerSource)), {
    workerData: { root, self, curatedRoot, db, n: N, flag, times },
  });
  const messages = [];
  let wake = null;
  worker.on('message', (m) => { messages.push(m); wake?.(); });
  worker.on('error', (e) => { console.error(`${root}: ${e.stack ?? e}`); process.exit(1); });
  const next = async () => { while (!messages.length) await new Promise((r) => (wake = r)); return messages.shift(); };
  return { root, worker, go: new Int32Array(flag), t: new Float64Array(times), next };
}

// One at a time: the other worker is parked in Atomics.wait while this one loads.
const a = start(A);
await a.next();
const b = start(B);
await b.next();

function timeOne(w, k) {
  Atomics.store(w.go, 0, k + 1);
  Atomics.notify(w.go, 0);
  while (Atomics.load(w.go, 0) !== 0) Atomics.wait(w.go, 0, k + 1, 1000);
}
const q = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const f = (x) => x.toFixed(0).padStart(6);
for (let r = 0; r < rounds; r++) {
  for (let i = 0; i < N; i++) {
    const k = r * N + i;
    if ((i + r) % 2 === 0) { timeOne(a, k); timeOne(b, k); } else { timeOne(b, k); timeOne(a, k); }
  }
  const ta = [...a.t.subarray(r * N, (r + 1) * N)].sort((x, y) => x - y);
  const tb = [...b.t.subarray(r * N, (r + 1) * N)].sort((x, y) => x - y);
  const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  console.log(`round ${r + 1}: median A ${f(q(ta, 0.5))} B ${f(q(tb, 0.5))}   p90 A ${f(q(ta, 0.9))} B ${f(q(tb, 0.9))}   p99 A ${f(q(ta, 0.99))} B ${f(q(tb, 0.99))}   mean A ${f(mean(ta))} B ${f(mean(tb))} µs`);
}
for (const w of [a, b]) { Atomics.store(w.go, 0, -1); Atomics.notify(w.go, 0); }
const [ga, gb] = await Promise.all([a.next(), b.next()]);
console.log(`GC during the timed rounds: A ${ga.gcCount} pauses, ${ga.gcMs.toFixed(0)} ms   B ${gb.gcCount} pauses, ${gb.gcMs.toFixed(0)} ms`);
console.log(`A = ${A}\nB = ${B}`);
process.exit(0);

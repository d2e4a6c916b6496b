// Heap and GC of ONE built checkout on the chain-bench inputs (issue 10): the live heap (after a full GC)
// when loaded, after the warm-up and after each round, by V8 space; per round the median/p99 µs and the GC
// pauses by kind (scavenge / mark-compact / incremental marking / weak callbacks), so a larger or growing
// heap, or longer pauses, can be told apart. Same inputs as bench/chain.ts and scripts/bench-ab-isolates.mjs
// (seed 42 ×3000, 20 links, after a warm-up of seed 7 ×400, drawn from CURATED's curated list, default
// /work/wt/base). Nothing here is timed by the bench; it is a study aid.
// usage: npm run -s build && node --expose-gc scripts/gc-study.mjs [checkout] [rounds] [snapshot prefix]
//   add --trace-deopt / --trace-opt / --trace-gc-nvp / --single-threaded-gc before the script as needed;
//   with a snapshot prefix, v8 heap snapshots are written after the warm-up and at the end.
import path from 'node:path';
import v8 from 'node:v8';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const self = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.argv[2] ?? '.');
const rounds = Number(process.argv[3] ?? 3);
const snap = process.argv[4];
const curatedRoot = path.resolve(process.env.CURATED ?? '/work/wt/base');
const db = process.env.CARDS_CDB ?? '/work/shared/data/cards.cdb';
const imp = (r, p) => import(pathToFileURL(path.join(r, 'dist', p)).href);
const { createJudge } = await imp(root, 'src/judge.js');
const { renderChainText } = await imp(root, 'src/answer/render/text.js');
const { chainCorpus, typeableName } = await imp(self, 'bench/support.js');
const curated = (await imp(curatedRoot, 'src/cards/curated/index.js')).curatedCards.map((c) => c.name).filter(typeableName);
const judge = createJudge({ cardsDb: db });
for (const c of judge.catalog.all()) void c.effects.length;
const all = (curatedRoot === root ? judge.catalog : (await imp(curatedRoot, 'src/cards/load.js')).loadCatalog({ cardsDb: db })).all().map((c) => c.name).filter(typeableName);
const run = (input) => renderChainText(judge.chain(input, { lang: 'zh-CN' }), 'zh-CN');

const mb = (x) => (x / 1048576).toFixed(1);
function heap(label) {
  globalThis.gc?.();
  const s = v8.getHeapStatistics();
  const spaces = v8.getHeapSpaceStatistics().filter((x) => x.space_used_size > 0).map((x) => `${x.space_name.replace('_space', '')} ${mb(x.space_used_size)}`);
  console.log(`${label.padEnd(10)} heap used ${mb(s.used_heap_size)} MB${globalThis.gc ? '' : ' (no --expose-gc: garbage included)'}   ${spaces.join('  ')}`);
}
heap('loaded');
for (const input of chainCorpus(curated, all, 20, 400, 7)) run(input);
heap('warm');
if (snap) v8.writeHeapSnapshot(`${snap}-warm.heapsnapshot`);

const KIND = { 1: 'scavenge', 2: 'mark-compact', 4: 'incremental', 8: 'weak-cb' };
let kinds = {};
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const k = KIND[e.detail?.kind] ?? String(e.detail?.kind);
    (kinds[k] ??= { n: 0, ms: 0 }).n++;
    kinds[k].ms += e.duration;
  }
}).observe({ entryTypes: ['gc'] });
const inputs = chainCorpus(curated, all, 20, 3000, 42);
for (let r = 1; r <= rounds; r++) {
  kinds = {};
  const t = inputs.map((input) => { const s = performance.now(); run(input); return (performance.now() - s) * 1000; }).sort((a, b) => a - b);
  await new Promise((done) => setTimeout(done, 100)); // let the observer deliver this round's entries
  const gcs = Object.entries(kinds).map(([k, v]) => `${k} ${v.n}× ${v.ms.toFixed(0)} ms`).join(', ');
  console.log(`round ${r}: median ${t[Math.floor(t.length / 2)].toFixed(0)} p99 ${t[Math.floor(t.length * 0.99)].toFixed(0)} µs; GC ${gcs}`);
  heap(`  after ${r}`);
}
if (snap) v8.writeHeapSnapshot(`${snap}-end.heapsnapshot`);

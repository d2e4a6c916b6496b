// Two built checkouts timed on the same chain-bench inputs IN ONE PROCESS, input by input, alternating
// which goes first — so load on a shared machine falls on both alike (the bench alone, run one checkout
// after the other, swings 2× with the load). Per checkout: median and p99 µs (wall and CPU), and how
// often A beats B on the same input. The inputs are bench/chain.ts's (seed 42 ×3000, 20 links, after a
// warm-up), drawn from the curated list of CURATED (default: checkout B's). The warm-up is WARM_PASSES (default 4)
// passes over 3000 other chains (seed 7), both checkouts alike: the JIT is still optimizing main's many rarely-reached
// checks long after 400 chains (issue 10), so a short warm-up times the compiler, not the steady state.
// AB_INPUTS (default 3000) sets how many chains the warm-up and the timed pass each draw: on a machine so loaded that a
// full paired run takes too long, fewer inputs still pair A and B on the same ones.
// usage: node scripts/bench-ab.mjs <checkout A> <checkout B> [rounds]
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const [A, B] = [path.resolve(process.argv[2] ?? '.'), path.resolve(process.argv[3] ?? '/work/wt/base')];
const rounds = Number(process.argv[4] ?? 1);
const db = process.env.CARDS_CDB ?? '/work/shared/data/cards.cdb';
const imp = (root, p) => import(pathToFileURL(path.join(root, 'dist', p)).href);

async function load(root) {
  const { createJudge } = await imp(root, 'src/judge.js');
  const { renderChainText } = await imp(root, 'src/answer/render/text.js');
  const judge = createJudge({ cardsDb: db });
  for (const c of judge.catalog.all()) void c.effects.length;
  return (input) => renderChainText(judge.chain(input, { lang: 'zh-CN' }), 'zh-CN');
}
// The generator is this checkout's (bench/support.ts, built): the same inputs whatever A and B are.
const { chainCorpus, typeableName } = await import(new URL('../dist/bench/support.js', import.meta.url).href);
const curatedRoot = path.resolve(process.env.CURATED ?? B);
const curated = (await imp(curatedRoot, 'src/cards/curated/index.js')).curatedCards.map((c) => c.name).filter(typeableName);
const runA = await load(A);
const runB = await load(B);
const { createJudge } = await imp(B, 'src/judge.js');
const all = createJudge({ cardsDb: db }).catalog.all().map((c) => c.name).filter(typeableName);

const corpus = (links, count, seed) => chainCorpus(curated, all, links, count, seed);
const count = Number(process.env.AB_INPUTS ?? 3000);
const warm = corpus(20, count, 7);
for (let pass = 0; pass < Number(process.env.WARM_PASSES ?? 4); pass++) for (const input of warm) { runA(input); runB(input); }
const inputs = corpus(20, count, 42);

function timed(run, input) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  run(input);
  const wall = (performance.now() - t0) * 1000;
  const c = process.cpuUsage(c0);
  return [wall, c.user + c.system];
}
const q = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
for (let round = 0; round < rounds; round++) {
  const wa = [], wb = [], ca = [], cb = [];
  let aWins = 0;
  inputs.forEach((input, i) => {
    let a, b;
    if ((i + round) % 2 === 0) { a = timed(runA, input); b = timed(runB, input); } else { b = timed(runB, input); a = timed(runA, input); }
    wa.push(a[0]); wb.push(b[0]); ca.push(a[1]); cb.push(b[1]);
    if (a[0] < b[0]) aWins++;
  });
  const f = (x) => x.toFixed(0).padStart(6);
  console.log(`round ${round + 1}: wall median A ${f(q(wa, 0.5))} B ${f(q(wb, 0.5))}  p99 A ${f(q(wa, 0.99))} B ${f(q(wb, 0.99))}  | cpu median A ${f(q(ca, 0.5))} B ${f(q(cb, 0.5))}  p99 A ${f(q(ca, 0.99))} B ${f(q(cb, 0.99))}  | A faster on ${((100 * aWins) / inputs.length).toFixed(0)}% of inputs`);
}

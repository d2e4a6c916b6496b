// Two built compilers timed IN ONE PROCESS, interleaved 50 cards at a time (the order swapped every chunk), so the load of
// a shared machine falls on both alike (run one after the other, the compile bench swings ±30% with the load). Pass 0 is
// the cold first pass of both, passes 1.. warm. Prints [A ms, B ms, B/A] per pass (wall, summed over the chunks) and the
// load. Run it both ways round (A B, then B A). Each checkout's dist needs node_modules beside it (a symlink will do).
// usage: npm run -s build && node scripts/compile-ab.mjs <dist A> <dist B> [passes]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const [A, B] = process.argv.slice(2, 4).map((d) => path.resolve(d));
const passes = Number(process.argv[4] ?? 4);
const imp = (d, p) => import(pathToFileURL(path.join(d, p)).href);
const ca = (await imp(A, 'src/cards/compile/index.js')).compileEffects;
const cb = (await imp(B, 'src/cards/compile/index.js')).compileEffects;
const { readCdb } = await imp(A, 'src/cards/import/cdb.js');
const { decodeType } = await imp(A, 'src/cards/import/decode.js');
const rows = readCdb(process.env.CARDS_CDB ?? '/work/shared/data/cards.cdb').map((r) => [r.desc, decodeType(r.type)]);
const CH = 50;
const res = [];
for (let k = 0; k < passes; k++) {
  let ta = 0, tb = 0;
  for (let i = 0, c = 0; i < rows.length; i += CH, c++) {
    const chunk = rows.slice(i, i + CH);
    const run = (f) => { const t0 = performance.now(); for (const [d, t] of chunk) f(d, t); return performance.now() - t0; };
    if (c % 2) { tb += run(cb); ta += run(ca); } else { ta += run(ca); tb += run(cb); }
  }
  res.push([Math.round(ta), Math.round(tb), (tb / ta).toFixed(3)]);
}
console.log(JSON.stringify(res), (await import('node:os')).loadavg()[0].toFixed(1));

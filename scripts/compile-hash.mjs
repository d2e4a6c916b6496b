// Compile every card of the shared cards.cdb and print a sha256 of every card's facts (JSON, keys sorted) —
// a speed change to src/cards/compile must leave it unchanged — with cold and warm CPU/wall ms (issue 12).
// usage: npm run -s build && node scripts/compile-hash.mjs [dist dir] [warm runs]

import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const dist = path.resolve(process.argv[2] ?? 'dist');
const runs = Number(process.argv[3] ?? 3);
const imp = (p) => import(pathToFileURL(path.join(dist, p)).href);
const { compileEffects } = await imp('src/cards/compile/index.js');
const { readCdb } = await imp('src/cards/import/cdb.js');
const { decodeType } = await imp('src/cards/import/decode.js');
const rows = readCdb(process.env.CARDS_CDB ?? '/work/shared/data/cards.cdb').map((r) => ({ id: r.id, desc: r.desc, type: decodeType(r.type) }));
function sorted(v) {
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === 'object') { const o = {}; for (const k of Object.keys(v).sort()) o[k] = sorted(v[k]); return o; }
  return v;
}
const times = [];
let c0 = process.cpuUsage();
let t0 = performance.now();
const h = crypto.createHash('sha256');
for (const r of rows) h.update(r.id + ':' + JSON.stringify(sorted(compileEffects(r.desc, r.type))) + '\n');
const coldCpu = process.cpuUsage(c0); const coldWall = performance.now() - t0;
for (let k = 0; k < runs; k++) {
  c0 = process.cpuUsage(); t0 = performance.now();
  for (const r of rows) compileEffects(r.desc, r.type);
  const c = process.cpuUsage(c0); times.push([(c.user + c.system) / 1000, performance.now() - t0]);
}
times.sort((a, b) => a[0] - b[0]);
console.log(`hash ${h.digest('hex').slice(0, 16)} cold(+hash) cpu ${((coldCpu.user+coldCpu.system)/1000).toFixed(0)} wall ${coldWall.toFixed(0)} | warm cpu ${times.map(t=>t[0].toFixed(0)).join(' ')} | wall ${times.map(t=>t[1].toFixed(0)).join(' ')}`);

// The chain bench's inputs (bench/chain.ts: warm-up seed 7 ×400 and timed seed 42 ×3000, 20 links) judged
// in both languages, and a sha256 of every answer's JSON and rendered text — a speed change to the
// pipeline must leave it unchanged (issue 10: "npm run bench is no slower" with the answers identical).
// Prints one hash per language, plus one with object keys sorted (tells a key-order change from a content one).
// usage: npm run -s build && node scripts/bench-answers-hash.mjs [dist dir]
//        BENCH_CURATED=<built checkout> draws the corpus from that checkout's curated list, as the bench does.

import crypto from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = path.resolve(process.argv[2] ?? 'dist');
const imp = (p) => import(pathToFileURL(path.join(dist, p)).href);
const { createJudge } = await imp('src/judge.js');
const { renderChainText } = await imp('src/answer/render/text.js');
const { chainCorpus, typeableName } = await imp('bench/support.js');
const own = (await imp('src/cards/curated/index.js')).curatedCards;
const given = process.env.BENCH_CURATED;
const curatedList = given
  ? (await import(pathToFileURL(path.join(path.resolve(given), 'dist/src/cards/curated/index.js')).href)).curatedCards
  : own;

const db = process.env.CARDS_CDB ?? '/work/shared/data/cards.cdb';
if (!existsSync(db)) throw new Error(`${db} not found`);
const judge = createJudge({ cardsDb: db });
const all = judge.catalog.all().map((c) => c.name).filter(typeableName);
const curated = curatedList.map((c) => c.name).filter(typeableName);

const corpus = (links, count, seed) => chainCorpus(curated, all, links, count, seed);

function sorted(v) {
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === 'object') { const o = {}; for (const k of Object.keys(v).sort()) o[k] = sorted(v[k]); return o; }
  return v;
}

const inputs = [...corpus(20, 400, 7), ...corpus(20, 3000, 42)];
for (const lang of ['zh-CN', 'en']) {
  const raw = crypto.createHash('sha256');
  const keyed = crypto.createHash('sha256');
  let ok = 0;
  for (const input of inputs) {
    const answer = judge.chain(input, { lang });
    if (answer.ok) ok++;
    const text = renderChainText(answer, lang);
    raw.update(JSON.stringify(answer) + '\n' + text + '\n');
    keyed.update(JSON.stringify(sorted(answer)) + '\n' + text + '\n');
  }
  console.log(`${lang}: ${inputs.length} inputs (${ok} ok, curated from ${given ?? 'this checkout'})  raw ${raw.digest('hex').slice(0, 16)}  sorted-keys ${keyed.digest('hex').slice(0, 16)}`);
}

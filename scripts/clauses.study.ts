/**
 * Print how the compiler cuts named cards into clauses and what it compiles:
 *   NAMES=华丽蔷薇,木遁封印式 npx vitest run -c scripts/study.vitest.config.ts scripts/clauses.study.ts
 */
import { it } from 'vitest';
import { readCdb } from '../src/cards/import/cdb.js';
import { decodeType } from '../src/cards/import/decode.js';
import { compileEffects, splitText } from '../src/cards/compile/index.js';
import { clausesOf } from '../src/cards/compile/clauses.js';
import { CARDS_DB } from '../test/cards/data.js';

it('clauses of named cards', () => {
  const names = new Set((process.env.NAMES ?? '').split(','));
  for (const row of readCdb(CARDS_DB)) {
    if (!names.has(row.name)) continue;
    const type = decodeType(row.type);
    console.log(`== ${row.name}\n${row.desc}`);
    const extra = type.subtypes.some((s) => ["fusion", "synchro", "xyz", "link"].includes(s));
    for (const seg of splitText(row.desc, extra).segments) console.log('  clauses:', JSON.stringify(clausesOf(seg.text, seg.numbered)));
    for (const e of compileEffects(row.desc, type)) console.log('  effect:', JSON.stringify({ n: e.n, kind: e.kind, cost: e.cost, does: e.does, leaves: e.leaves }));
  }
});

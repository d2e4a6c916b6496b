/**
 * The action clauses the compiler did not understand, over every card of cards.cdb, with how often each
 * occurs — to group them by shape:
 *   OUT=/tmp/unknown-actions.txt npx vitest run -c scripts/study.vitest.config.ts scripts/unknown-actions.study.ts
 */
import fs from 'node:fs';
import { it } from 'vitest';
import { readCdb } from '../src/cards/import/cdb.js';
import { decodeType } from '../src/cards/import/decode.js';
import { compileEffects } from '../src/cards/compile/index.js';
import { CARDS_DB } from '../test/cards/data.js';

it('unknown action clauses', () => {
  const out: string[] = [];
  for (const row of readCdb(CARDS_DB)) {
    for (const e of compileEffects(row.desc, decodeType(row.type))) {
      for (const u of e.unknown ?? []) if (u.startsWith('action:')) out.push(`${e.kind}\t${u.slice(8)}\t${row.name}`);
    }
  }
  fs.writeFileSync(process.env.OUT ?? '/tmp/unknown-actions.txt', out.join('\n') + '\n');
  console.log(`${out.length} unknown action clauses`);
});

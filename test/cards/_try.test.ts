import { it } from 'vitest';
import { readCdb } from '../../src/cards/import/cdb.js';
import { decodeType } from '../../src/cards/import/decode.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { clausesOf } from '../../src/cards/compile/clauses.js';
import { classifyEffects } from '../../src/cards/compile/kind.js';
import { CARDS_DB } from './data.js';
it('try', () => {
  const names = (process.env.NAMES ?? '').split(',');
  for (const r of readCdb(CARDS_DB)) if (names.includes(r.name)) {
    console.log('##', r.name, r.desc.replace(/\s+/g, ' '));
    const type = decodeType(r.type);
    const cl = classifyEffects(r.desc, type);
    const es = compileEffects(r.desc, type);
    es.forEach((e, i) => {
      const seg = cl[i]?.seg?.text;
      console.log(`  [${e.n}] ${e.kind} ${seg ? JSON.stringify(clausesOf(seg)) : ''}`);
      console.log(`      ${JSON.stringify({ trigger: e.trigger, waitsFor: e.waitsFor, cost: e.cost, targets: e.targets, does: e.does, unknown: e.unknown })}`);
    });
  }
});

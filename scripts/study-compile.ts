/**
 * Study the card text compiler's misses against the references, one row at a time (a developer tool,
 * not a test; src/ never reads the references). Run with `node scripts/study-compile.mjs`:
 *   node scripts/study-compile.mjs                       the table of the kind/place/targeting rows and the old five
 *   node scripts/study-compile.mjs 'kind: quick' fp 40   compiled-only misses of a row, with the card text
 *   node scripts/study-compile.mjs 'when vs if' fn       reference-only misses of an old-five fact
 * Rows: any field name of test/cards/compile-reference.ts (FIELDS, EVENT_FIELDS, CATEGORY_FIELDS) or a
 * fact of test/cards/reference.ts (FACTS).
 */
import path from 'node:path';
import { readCdb } from '../src/cards/import/cdb.js';
import { decodeType } from '../src/cards/import/decode.js';
import { compileEffects } from '../src/cards/compile/index.js';
import type { CardType, EffectFacts } from '../src/cards/facts.js';
import { classifyEffects } from '../src/cards/compile/kind.js';
import { CATEGORY_FIELDS, EVENT_FIELDS, FIELDS, formatRows, measureFields, misses, readEffects, type MeasuredCard } from '../test/cards/compile-reference.js';
import { FACTS, measure, readFlags, EFFECT_KINDS, formatTable, armsAtRunTime, neosHelper, type MeasuredCard as FlagCard } from '../test/cards/reference.js';

const data = process.env.DATA_DIR ?? path.resolve(process.cwd(), '../shared/data');
const [row, mode, n] = process.argv.slice(2);
const ref = readEffects(path.join(data, 'script-effects.tsv'));
const flags = readFlags(path.join(data, 'script-flags.tsv'));
const cards: MeasuredCard[] = [];
const typeOf = new Map<number, CardType>();
const flagCards: Array<FlagCard & { name: string; text: string }> = [];
for (const r of readCdb(path.join(data, 'cards.cdb'))) {
  const type = decodeType(r.type);
  const effects = compileEffects(r.desc, type);
  typeOf.set(r.id, type);
  const rows = ref.get(r.id);
  if (rows) cards.push({ id: r.id, name: r.name, type, effects, rows, text: r.desc });
  const f = flags.get(r.id);
  if (f && EFFECT_KINDS.some((k) => f.has(k))) flagCards.push({ id: r.id, type, effects, flags: f, name: r.name, text: r.desc, armsAtRunTime: armsAtRunTime(rows ?? []), neosHelper: neosHelper(rows ?? []) });
}
const refOf = new Map(cards.map((c) => [c.id, c.rows]));
const show = (id: number, name: string, refL: string[], comp: string[], text: string, effects: EffectFacts[]) => {
  console.log(`${name} ref=${refL.join(',')} compiled=${comp.join(',')}\n  ${text.replace(/\s+/g, ' ')}`);
  // Each compiled effect (n kind from, timing, mandatory) and each reference row (kind type code range).
  console.log(`  compiled: ${effects.map((e) => `${e.n}${e.choiceOf !== undefined ? '●' : ''} ${e.kind}${e.from ? ` from=${e.from}` : ''}${e.timing ? ` ${e.timing}` : ''}${e.mandatory !== undefined ? (e.mandatory ? ' mand' : ' opt') : ''}${e.targets ? ' tgt' : ''}`).join(' | ')}`);
  console.log(`  reference: ${(refOf.get(id) ?? []).map((r) => `${r.kind}:${r.type.join('+')} ${r.code}${r.range.length ? ` ${r.range.join('+')}` : ''}${r.property.includes('CARD_TARGET') ? ' tgt' : ''}${r.textRef ? ` [${r.textRef}]` : ''}`).join(' | ')}`);
  if (process.env.FACTS) console.log(`  ${JSON.stringify(effects)}`);
  // SEGS=1: the segments stage 1 cut, each with its kind.
  if (process.env.SEGS) for (const c of classifyEffects(text, typeOf.get(id)!)) console.log(`    [${c.facts.n} ${c.facts.kind}] ${c.seg?.text ?? '(implied)'}`);
};
const all = [...FIELDS, ...EVENT_FIELDS, ...CATEGORY_FIELDS];
if (!row) {
  const mine = process.env.ALL ? /./ : /^kind|place|targeting|spell speed/;
  const rows = measureFields(cards, all.filter((f) => mine.test(f.name)));
  console.log(formatRows('fields', rows));
  // As the FLOORS table is written: rounded down to 0.1.
  const down = (x: number) => Math.floor(x * 1000) / 10;
  console.log(rows.map((r) => `  '${r.field}': [${down(r.precision)}, ${down(r.recall)}],`).join('\n'));
  console.log(formatTable(measure(flagCards).rows.slice(0, 5), flagCards.length, 0));
} else {
  const field = all.find((f) => f.name === row);
  const fact = FACTS.find((f) => f.name === row);
  const want = (r: string[], c: string[]) => !mode || (mode === 'fp' ? c.some((x) => !r.includes(x)) : r.some((x) => !c.includes(x)));
  let shown = 0;
  const limit = Number(n ?? 30);
  if (field) {
    const ms = misses(cards, field).filter((m) => want(m.ref, m.compiled));
    console.log(`${ms.length} cards`);
    for (const m of ms.slice(0, limit)) show(m.card.id, m.card.name, m.ref, m.compiled, m.card.text ?? '', m.card.effects);
  } else if (fact) {
    const ms = flagCards.map((c) => ({ c, r: [...fact.ref(c.flags)], i: [...fact.inferred(c.type, c.effects)] })).filter((m) => (m.r.length !== m.i.length || m.r.some((x) => !m.i.includes(x))) && want(m.r, m.i));
    console.log(`${ms.length} cards`);
    for (const m of ms.slice(0, limit)) show(m.c.id, m.c.name, m.r, m.i, m.c.text, m.c.effects);
  } else console.log(`no row ${row}`);
  void shown;
}

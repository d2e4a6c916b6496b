/**
 * Study the compiler's trigger events against the reference (issue 12): prints the event rows and, with
 * STUDY='event: end-phase' [STUDY_MODE=fp|fn] [STUDY_N=40], the cards whose labels differ, with the
 * compiled effects' events and the card text. Faster than the full test (event rows only).
 * Run: npx rolldown scripts/study-events.ts --format cjs -o node_modules/.study/study.cjs --platform node -e better-sqlite3 && node node_modules/.study/study.cjs
 * (ROWS=regex picks the event rows printed, KINDS=1 adds the field rows, CARD=name prints one card's compiled effects.)
 */
import { readCdb } from '../src/cards/import/cdb.js';
import { decodeType } from '../src/cards/import/decode.js';
import { compileEffects, eventWordsOf } from '../src/cards/compile/index.js';
import { CARDS_DB, SCRIPT_EFFECTS } from '../test/cards/data.js';
import { EVENT_FIELDS, FIELDS, CATEGORY_FIELDS, formatRows, measureFields, misses, readEffects, type MeasuredCard } from '../test/cards/compile-reference.js';

const ref = readEffects(SCRIPT_EFFECTS);
const cards: MeasuredCard[] = [];
for (const row of readCdb(CARDS_DB)) {
  const rows = ref.get(row.id);
  if (!rows) continue;
  const type = decodeType(row.type);
  cards.push({ id: row.id, name: row.name, type, effects: compileEffects(row.desc, type), rows, text: row.desc });
}
const only = process.env.ROWS ? new RegExp(process.env.ROWS) : null;
console.log(formatRows('trigger events', measureFields(cards, EVENT_FIELDS).filter((r) => !only || only.test(r.field))));
// KINDS=1: the field rows (kind, place, targeting, once per turn) too.
if (process.env.KINDS) console.log(formatRows('fields', measureFields(cards, FIELDS)));
const f = [...FIELDS, ...EVENT_FIELDS, ...CATEGORY_FIELDS].find((x) => x.name === process.env.STUDY);
if (f) {
  const want = process.env.STUDY_MODE;
  const picked = misses(cards, f).filter((m) => !want || (want === 'fp' ? m.ref.length === 0 : m.compiled.length === 0));
  console.log(`${picked.length} cards differ`);
  for (const m of picked.slice(0, Number(process.env.STUDY_N ?? 30))) {
    const refRows = m.card.rows.filter((r) => process.env.REFALL || (r.kind === 'card' && r.type.some((t) => t.startsWith('TRIGGER') || t === 'FLIP' || t.startsWith('QUICK')))).map((r) => `${r.kind === 'card' ? '' : r.kind + ':'}${r.type.join('+')}:${r.code}`);
    const comp = m.card.effects.map((e, i) => `${i + 1}${e.kind}[${eventWordsOf(e).map((w) => w.on).join(',')}${e.trigger?.armedBy ? ' armedBy ' + e.trigger.armedBy.join(',') : ''}]`).join(' ');
    console.log(`■ ${m.card.name} (${m.card.id}) ref=${m.ref.join(',')} compiled=${m.compiled.join(',')}\n  refrows: ${refRows.join(' ')}\n  effects: ${comp}\n  ${m.card.text?.replace(/\s+/g, ' ')}`);
  }
}
// OTHERS=regex: compiled triggers whose event word is `other` and whose text matches, with the reference's trigger codes.
if (process.env.OTHERS) {
  const re = new RegExp(process.env.OTHERS);
  const tally = new Map<string, number>();
  for (const c of cards) {
    const codes = c.rows.filter((r) => r.kind === 'card' && r.type.some((t) => t.startsWith('TRIGGER'))).map((r) => r.code);
    for (const e of c.effects) {
      if (e.kind !== 'trigger' || !e.trigger?.on?.includes('other')) continue;
      const m = re.exec(c.text ?? '');
      if (!m) continue;
      const key = codes.join(',') || '(none)';
      tally.set(key, (tally.get(key) ?? 0) + 1);
      if (process.env.VERBOSE) console.log(`■ ${c.name} ${key}\n  ${c.text?.replace(/\s+/g, ' ').slice(0, 200)}`);
    }
  }
  console.log([...tally].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n}\t${k}`).join('\n'));
}
// CARD=name: that card's compiled effects, in full.
if (process.env.CARD) for (const c of cards.filter((x) => x.name === process.env.CARD)) console.log(c.text, JSON.stringify(c.effects, null, 1));

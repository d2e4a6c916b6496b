/**
 * Study the compiled trigger events against ../shared/data/script-effects.tsv (a debugging aid, not a test):
 * prints the event rows of the reference table fast, and with `--field 'event: destroyed' [--fp|--fn] [--n 40]`
 * the cards where that row's labels differ, with their text. Bundled and run by rolldown (no tsx here):
 *   npx rolldown scripts/study-events.ts --platform node --format cjs -e better-sqlite3 -o dist/study-events.cjs && node dist/study-events.cjs
 */
import { CARDS_DB, SCRIPT_EFFECTS } from '../test/cards/data.js';
import { CATEGORY_FIELDS, EVENT_FIELDS, FIELDS, formatRows, measureFields, measuredCards, misses, without } from '../test/cards/compile-reference.js';

const args = process.argv.slice(2);
const opt = (k: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
const cards = measuredCards(CARDS_DB, SCRIPT_EFFECTS);
const field = opt('--field');
const card = opt('--card');
const convention = opt('--convention');
if (convention) for (const c of cards) {
  const all = EVENT_FIELDS[0]!;
  const on = all.labels(c.rows, c.type, c.effects, c.text);
  const off = without(convention, () => all.labels(c.rows, c.type, c.effects, c.text));
  const diff = (a: Set<string>, b: Set<string>) => [...a].filter((x) => !b.has(x));
  const moved = [...diff(on.ref, off.ref).map((x) => `+ref ${x}`), ...diff(off.ref, on.ref).map((x) => `-ref ${x}`), ...diff(on.compiled, off.compiled).map((x) => `+compiled ${x}`), ...diff(off.compiled, on.compiled).map((x) => `-compiled ${x}`)];
  if (moved.length) console.log(`#${c.id} ${c.name} ${moved.join(' ')} | ${c.text?.replace(/\s+/g, ' ').slice(0, 140)}`);
}
else if (card) for (const c of cards.filter((x) => card.split(',').includes(String(x.id)) || card.split(',').includes(x.name))) {
  console.log(`#${c.id} ${c.name}\n  ${c.text?.replace(/\s+/g, ' ')}`);
  for (const e of c.effects) console.log('  ', JSON.stringify(e));
  console.log('  ref:', c.rows.map((r) => `${r.code}/${r.type.join('+')}/${r.kind}`).join(' '));
}
else if (!field) {
  // --all: the fields and categories too (what an event change may move elsewhere).
  if (args.includes('--all')) console.log(formatRows('fields', measureFields(cards, FIELDS)) + '\n' + formatRows('categories', measureFields(cards, CATEGORY_FIELDS)));
  console.log(formatRows('trigger events', measureFields(cards, EVENT_FIELDS)));
}
else {
  const f = EVENT_FIELDS.find((x) => x.name === field)!;
  const mode = args.includes('--fp') ? 'fp' : args.includes('--fn') ? 'fn' : '';
  const picked = misses(cards, f).filter((m) => !mode || (mode === 'fp' ? m.compiled.length > 0 && m.ref.length === 0 : m.ref.length > 0 && m.compiled.length === 0));
  console.log(`${picked.length} misses`);
  for (const m of picked.slice(0, Number(opt('--n') ?? 40))) {
    const all = EVENT_FIELDS[0]!.labels(m.card.rows, m.card.type, m.card.effects, m.card.text);
    if (args.includes('--kinds')) console.log(`  kinds: ${m.card.effects.map((e) => `${e.kind}${e.trigger ? `(${(e.trigger.on ?? [e.trigger.event]).join('/')})` : ''}`).join(' ')}`);
    console.log(`#${m.card.id} ${m.card.name} ref=[${[...all.ref].join(',')}] compiled=[${[...all.compiled].join(',')}] codes=${m.card.rows.filter((r) => r.code.startsWith('EVENT')).map((r) => `${r.code}/${r.type.join('+')}`).join(' ')}\n  ${m.card.text?.replace(/\s+/g, ' ')}`);
  }
}

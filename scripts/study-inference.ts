/**
 * Study the five inferred facts of test/cards/inference-vs-reference.test.ts (a debugging aid, not a test):
 * prints the table, and with `--fact 'when vs if' [--fp|--fn] [--n 40]` the cards whose labels differ,
 * with the compiled triggers (kind, mandatory, timing) and the card text, next to the script's trigger rows
 * (../shared/data/script-effects.tsv) so the miss can be put to a cause. Bundled and run by rolldown:
 *   npx rolldown scripts/study-inference.ts --platform node --format cjs -e better-sqlite3 -o dist/study-inference.cjs && node dist/study-inference.cjs
 */
import { readCdb } from '../src/cards/import/cdb.js';
import { decodeType } from '../src/cards/import/decode.js';
import { compileEffects } from '../src/cards/compile/index.js';
import { CARDS_DB, SCRIPT_EFFECTS, SCRIPT_FLAGS } from '../test/cards/data.js';
import { EFFECT_KINDS, FACTS, armsAtRunTime, neosHelper, formatTable, measure, readFlags, type MeasuredCard } from '../test/cards/reference.js';
import { readEffects } from '../test/cards/compile-reference.js';

const args = process.argv.slice(2);
const opt = (k: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
const flags = readFlags(SCRIPT_FLAGS);
const ref = readEffects(SCRIPT_EFFECTS);
const cards: (MeasuredCard & { name: string; text: string })[] = [];
for (const row of readCdb(CARDS_DB)) {
  const f = flags.get(row.id);
  if (!f || !EFFECT_KINDS.some((k) => f.has(k))) continue;
  const type = decodeType(row.type);
  cards.push({ id: row.id, name: row.name, text: row.desc, type, effects: compileEffects(row.desc, type), flags: f, armsAtRunTime: armsAtRunTime(ref.get(row.id) ?? []), neosHelper: neosHelper(ref.get(row.id) ?? []) });
}
const factName = opt('--fact');
if (!factName) {
  const { rows, abstained } = measure(cards);
  console.log(formatTable(rows, cards.length, abstained));
  if (args.includes('--raw')) for (const r of rows.filter((x) => x.required)) console.log(`${r.fact}: tp ${r.tp} precision ${(r.precision * 100).toFixed(2)} recall ${(r.recall * 100).toFixed(2)}`);
} else {
  const fact = FACTS.find((x) => x.name === factName)!;
  const mode = args.includes('--fp') ? 'fp' : args.includes('--fn') ? 'fn' : '';
  let shown = 0;
  let count = 0;
  for (const c of cards) {
    const r = fact.ref(c.flags);
    const i = fact.inferred(c.type, c.effects, c);
    const fp = [...i].filter((l) => !r.has(l));
    const fn = [...r].filter((l) => !i.has(l));
    if ((mode === 'fp' && !fp.length) || (mode === 'fn' && !fn.length) || (!fp.length && !fn.length)) continue;
    count++;
    if (shown++ >= Number(opt('--n') ?? 40)) continue;
    const trig = c.effects
      .filter((e) => e.kind === 'trigger' || e.kind === 'flip')
      .map((e) => `${e.kind}(${(e.trigger?.on ?? [e.trigger?.event]).join("/")},${e.mandatory ? "F" : "O"},${e.timing ?? "-"}${e.trigger?.armedBy ? ",armed:" + e.trigger.armedBy.join("/") : ""})`)
      .join(' ');
    const rows = (ref.get(c.id) ?? []).filter((x) => x.type.some((t) => t.startsWith('TRIGGER') || t === 'FLIP' || t === 'CONTINUOUS') && x.code.startsWith('EVENT')).map((x) => `${x.code}/${x.type.join('+')}${x.property?.includes("DELAY") ? "/DELAY" : ""}`).join(' ');
    console.log(`#${c.id} ${c.name} ref=[${[...r]}] inferred=[${[...i]}] fp=[${fp}] fn=[${fn}]\n  compiled: ${trig}\n  script: ${rows}\n  ${c.text.replace(/\s+/g, ' ')}`);
  }
  console.log(`${count} cards differ`);
}

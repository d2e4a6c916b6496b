// Which compiled card activations / quick effects wait for a moment no legality check judges (s53 study, CMP-ATTACKED-OR-TARGETED,
// CH-QUICK-OR-ATTACKED): a `waitsFor`/`orWaitsFor` whose events mix kinds — an attack and a targeting kept as one moment was
// activatable anywhere. Judged kinds: a lone 'attack-declared' (CH-ATTACK-WINDOW), only events of cards moving (CH-WHEN-CONDITION), a
// phase (CH-WAITS-FOR-MOMENT), a lone damage, attack negation, position change or activation (CH-WHEN-EVENT-KINDS); a lone other event is
// listed apart (one kind, not mixed). Then every 「…或者…」 condition that names an
// attack, with how each effect of its card is read.
// usage: npm run -s build && node scripts/mixed-events-study.mjs [built checkout] (needs the real cards.cdb: CARDS_CDB)
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(process.argv[2] ?? '.');
const { createJudge } = await import(pathToFileURL(path.join(root, 'dist/src/judge.js')).href);
const judge = createJudge({ cardsDb: process.env.CARDS_CDB ?? '/work/shared/data/cards.cdb' });
const MOVES = new Set(['summoned', 'flip-summoned', 'special-summoned', 'destroyed', 'sent-to-gy', 'banished', 'returned-to-hand', 'returned-to-deck', 'discarded', 'added-to-hand', 'drawn']);
const arr = (x) => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
// CH-WHEN-EVENT-KINDS (s53-unjudged): a lone damage / attack negation / position change / activation is judged too (./src/engine/chain/when-condition.ts).
const LONE = new Set(['attack-declared', 'phase-start', 'damage', 'attack-negated', 'position-changed', 'activated']);
const judged = (ev) => (ev.length === 1 && LONE.has(ev[0])) || (ev.length > 0 && ev.every((x) => MOVES.has(x)));
const read = (w) => (w ? `${arr(w.event).join('+')}/${arr(w.on).join('+')}${w.subject ? ` ${JSON.stringify(w.subject)}` : ''}` : '-');
const ATTACK_OR = /[^，。：]*(?:攻击(?:对象|宣言)[^，。]*?或者|或者[^，。]*?攻击(?:对象|宣言))[^，。]*(?:时|的场合)/g;

const mixed = [];
const single = new Map();
const attackOr = [];
for (const c of judge.catalog.all()) {
  for (const [i, e] of (c.effects ?? []).entries()) {
    if (e.kind === 'trigger' || e.kind === 'flip') continue;
    for (const [k, w] of [['waitsFor', e.waitsFor], ['orWaitsFor', e.orWaitsFor]]) {
      const ev = arr(w?.event);
      if (!w || judged(ev)) continue;
      if (ev.length > 1) mixed.push(`${c.name}#${i} ${e.kind} ${k} ${read(w)}`);
      else single.set(ev[0], (single.get(ev[0]) ?? 0) + 1);
    }
  }
  const hits = (c.text ?? '').match(ATTACK_OR);
  if (!hits) continue;
  attackOr.push(`== ${c.name}: ${hits.join(' | ')}`);
  for (const [i, e] of (c.effects ?? []).entries()) {
    if (e.kind === 'continuous' || e.kind === 'procedure') continue;
    attackOr.push(`   #${i} ${e.kind} trigger=${read(e.trigger)} waitsFor=${read(e.waitsFor)} orWaitsFor=${read(e.orWaitsFor)} respondsTo=${e.respondsTo ? JSON.stringify(e.respondsTo) : '-'} orTriggers=${(e.orTriggers ?? []).map((a) => read(a.trigger)).join('; ') || '-'}`);
  }
}
console.log(`mixed waitsFor/orWaitsFor (no check judges them): ${mixed.length}`);
for (const m of mixed) console.log(`  ${m}`);
console.log(`one other event kind (not mixed): ${[...single].map(([k, n]) => `${k} ${n}`).join(', ')}`);
console.log('「或者」 conditions naming an attack:');
for (const l of attackOr) console.log(l);

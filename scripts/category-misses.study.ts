/**
 * Dump the cards where one compiled action category and the reference (../shared/data/script-effects.tsv)
 * disagree, with the card text and each effect's compiled costs and actions, to study misses by cause.
 *   CAT=destroy SIDE=fp OUT=/tmp/destroy-fp.txt npx vitest run -c scripts/study.vitest.config.ts scripts/category-misses.study.ts
 * SIDE fp: compiled only; fn: reference only; both when unset. Prints the category's precision/recall.
 */
import fs from 'node:fs';
import { it } from 'vitest';
import { CARDS_DB, SCRIPT_EFFECTS } from '../test/cards/data.js';
import { CATEGORY_FIELDS, measureFields, measuredCards, misses } from '../test/cards/compile-reference.js';
import type { Action } from '../src/cards/facts.js';
import { categoriesOfAction } from '../src/cards/compile/index.js';

const show = (a: Action): string => `${a.do}${a.from ? ` from ${a.from}` : ''}${a.to ? ` to ${a.to}` : ''}${a.what === 'self' ? ' self' : ''}${a.top ? ' top' : ''}`;

it('category misses', () => {
  const cards = measuredCards(CARDS_DB, SCRIPT_EFFECTS);
  const cats = (process.env.CAT ?? 'destroy').split(',');
  const out: string[] = [];
  for (const cat of cats) {
    const f = CATEGORY_FIELDS.find((x) => x.name === `category: ${cat}`)!;
    const [r] = measureFields(cards, [f]);
    out.push(`## ${f.name}: precision ${(r!.precision * 100).toFixed(1)} recall ${(r!.recall * 100).toFixed(1)} (${r!.compiled}/${r!.ref})`);
    const mode = process.env.SIDE;
    for (const m of misses(cards, f)) {
      const fp = m.ref.length === 0;
      if (mode && (mode === 'fp') !== fp) continue;
      out.push(`${fp ? 'FP' : 'FN'} ${m.card.id} ${m.card.name}`);
      out.push(`  ${m.card.text!.replace(/\s+/g, ' ')}`);
      for (const e of m.card.effects) {
        out.push(`  [${e.n}${e.choiceOf ? '●' : ''} ${e.kind}] cost: ${(e.cost ?? []).map(show).join('; ')} | does: ${e.does.map(show).join('; ')}${e.leaves?.length ? ` | leaves: ${e.leaves.map(show).join('; ')}` : ''}`);
      }
      if (fp) {
        // Where the compiled label comes from: tags per producing action, to group misses by cause.
        const tags = new Set<string>();
        for (const e of m.card.effects) {
          if (!['activation', 'ignition', 'trigger', 'quick', 'flip'].includes(e.kind)) continue;
          const acts: Array<[Action, boolean]> = [...e.does.map((a): [Action, boolean] => [a, false]), ...(e.leaves ?? []).map((a): [Action, boolean] => [a, true])];
          acts.forEach(([a, left], i) => {
            const cs = categoriesOfAction(a).map((c) => (c === 'mill' && !a.top && a.note !== 'materials' ? 'send-to-gy' : c)).flatMap((c) => (c === 'search' ? ['search', 'to-hand'] : c === 'add-to-hand' || c === 'return-to-hand' ? ['to-hand'] : [c]));
            if (!cs.includes(cat)) return;
            tags.add([e.kind, left ? 'leaves' : i === 0 ? 'first' : 'later', a.what === 'self' ? 'self' : '', e.choiceOf ? 'choice' : '', a.optional ? 'optional' : '', a.then ? 'then' : ''].filter(Boolean).join('/'));
          });
        }
        const refKinds = m.card.rows.filter((x) => x.kind === 'card').map((x) => x.type.join('+'));
        out.push(`  tags: ${[...tags].join(' ')}${refKinds.some((k) => /TRIGGER|QUICK|IGNITION|ACTIVATE|FLIP/.test(k)) ? '' : ' refNoActivated'}`);
      }
      out.push(`  ref: ${m.card.rows.filter((x) => x.kind === 'card').map((x) => `${x.type.join('+')}:${x.category.join('+')}`).join(' ; ')}`);
    }
  }
  fs.writeFileSync(process.env.OUT ?? '/tmp/category-misses.txt', out.join('\n') + '\n');
  console.log(out.filter((l) => l.startsWith('##')).join('\n'));
});

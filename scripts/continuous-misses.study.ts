/**
 * The `kind: continuous` row's misses, card by card (c12p):
 *   MISS=fp|fn N=200 npx vitest run -c scripts/study.vitest.config.ts scripts/continuous-misses.study.ts
 * fp: a compiled continuous effect on a card whose reference has no continuous row — the segments read so;
 * fn: a reference continuous row on a card where nothing compiles as continuous — the rows' codes and the text.
 * PAT narrows to texts matching a pattern; OUT writes the listing to a file.
 */
import fs from 'node:fs';
import { it } from 'vitest';
import { CARDS_DB, SCRIPT_EFFECTS } from '../test/cards/data.js';
import { FIELDS, formatRows, measureFields, measuredCards, misses } from '../test/cards/compile-reference.js';
import { classifyEffects } from '../src/cards/compile/kind.js';

it('continuous misses', () => {
  const cards = measuredCards(CARDS_DB, SCRIPT_EFFECTS);
  const field = FIELDS.find((f) => f.name === (process.env.FIELD ?? 'kind: continuous'))!;
  const mode = process.env.MISS ?? 'fp';
  const pat = process.env.PAT ? new RegExp(process.env.PAT) : null;
  const picked = misses(cards, field).filter((m) => (mode === 'fp' ? m.ref.length === 0 : m.compiled.length === 0)).filter((m) => !pat || pat.test(m.card.text ?? ''));
  const lines: string[] = [formatRows('kinds', measureFields(cards, FIELDS.filter((f) => f.name.startsWith('kind')))), `${mode}: ${picked.length}`];
  for (const m of picked.slice(0, Number(process.env.N ?? 200))) {
    const c = m.card;
    const rows = c.rows.filter((r) => r.kind === 'card').map((r) => `${r.type.join('+')}:${r.code}${r.textRef ? `@${r.textRef}` : ''}`);
    lines.push(`## ${c.name} (${c.id}) [${c.type.kind}/${c.type.subtypes.join(',')}]`);
    lines.push(`  ref: ${rows.join(' ')}`);
    if (mode === 'fp') {
      for (const { facts, seg } of classifyEffects(c.text ?? '', c.type)) if (facts.kind === 'continuous') lines.push(`  C#${facts.n}: ${seg?.text ?? '(implied)'}`);
    } else {
      for (const { facts, seg } of classifyEffects(c.text ?? '', c.type)) lines.push(`  ${facts.kind}#${facts.n}: ${seg?.text ?? '(implied)'}`);
    }
    lines.push(`  text: ${(c.text ?? '').replace(/\s+/g, ' ')}`);
  }
  if (process.env.OUT) fs.writeFileSync(process.env.OUT, lines.join('\n'));
  else console.log(lines.join('\n'));
});

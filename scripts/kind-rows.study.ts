/**
 * Which reference kinds the effects of one text pattern carry, to decide a kind cue by its numbers (c12a):
 *   PAT='攻击宣言时' FROM=hand npx vitest run -c scripts/study.vitest.config.ts scripts/kind-rows.study.ts
 * TYPE=monster|spell|trap narrows to one card kind. Per card whose compiled effects include one of kind KIND (any when unset) from FROM (any when unset) and whose
 * text matches PAT: the reference's activated row types, counted.
 */
import { it } from 'vitest';
import { CARDS_DB, SCRIPT_EFFECTS } from '../test/cards/data.js';
import { measuredCards } from '../test/cards/compile-reference.js';
import { classifyEffects } from '../src/cards/compile/kind.js';

it('kind rows of a pattern', () => {
  const pat = new RegExp(process.env.PAT ?? '攻击宣言时');
  const cards = measuredCards(CARDS_DB, SCRIPT_EFFECTS);
  const counts = new Map<string, number>();
  const lines: string[] = [];
  for (const c of cards) {
    for (const { facts, seg } of classifyEffects(c.text ?? '', c.type)) {
      if (!seg || !pat.test(seg.text)) continue;
      if (process.env.KIND && facts.kind !== process.env.KIND) continue;
      if (process.env.TYPE && c.type.kind !== process.env.TYPE) continue;
      const from = facts.from === undefined ? [] : [facts.from].flat();
      if (process.env.FROM && !from.includes(process.env.FROM as never)) continue;
      const refs = c.rows.filter((r) => r.kind === 'card' && r.type.some((t) => /TRIGGER|QUICK|IGNITION|FLIP/.test(t))).map((r) => `${r.type.filter((t) => t !== 'SINGLE' && t !== 'FIELD').join('+')}:${r.range.join('+')}`);
      const key = [...new Set(refs)].sort().join(' ');
      counts.set(key, (counts.get(key) ?? 0) + 1);
      lines.push(`${c.name} [${facts.kind}] ${key}\n  ${seg.text.slice(0, 160)}`);
    }
  }
  console.log(lines.slice(0, Number(process.env.N ?? 40)).join('\n'));
  console.log([...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n}\t${k}`).join('\n'));
});

/**
 * How many compiled category labels come only from a step that moves this card itself (「这张卡破坏」), and how
 * many of those the reference declares: SIDE-free counts per category.
 *   npx vitest run -c scripts/study.vitest.config.ts scripts/self-moves.study.ts
 */
import { it } from 'vitest';
import { readCdb } from '../src/cards/import/cdb.js';
import { decodeType } from '../src/cards/import/decode.js';
import { categoriesOfAction, compileEffects } from '../src/cards/compile/index.js';
import { SCRIPT_EFFECTS, CARDS_DB } from '../test/cards/data.js';
import { CATEGORY_FIELDS, readEffects } from '../test/cards/compile-reference.js';
import type { Action, EffectFacts } from '../src/cards/facts.js';

const ACT = new Set(['activation', 'ignition', 'trigger', 'quick', 'flip']);
const PRED: Record<string, (a: Action, e: EffectFacts, i: number) => boolean> = {
  self: (a) => a.what === 'self',
  optionalLater: (a, _e, i) => !!a.optional && i > 0,
  leaves: (_a, _e, i) => i < 0,
  choice: (_a, e) => e.choiceOf !== undefined,
  fromBanished: (a) => a.from === 'banished',
  fromHand: (a) => a.from === 'hand',
  fromField: (a) => a.from === 'field',
  noWhat: (a) => a.what === undefined,
  then: (a) => !!a.then,
  selfMandatoryTrigger: (a, e) => a.what === 'self' && e.kind === 'trigger' && e.mandatory === true,
  selfPhaseTrigger: (a, e) => a.what === 'self' && e.kind === 'trigger' && e.trigger?.phase !== undefined,
  selfActivation: (a, e) => a.what === 'self' && e.kind === 'activation',
};

it('labels by source', () => {
  const ref = readEffects(SCRIPT_EFFECTS);
  const cats = ['draw', 'to-hand', 'send-to-gy', 'mill', 'destroy', 'banish', 'return-to-deck', 'negate-effect'];
  const out: string[] = [];
  for (const [pname, pred] of Object.entries(PRED)) {
    const n: Record<string, [number, number]> = {};
    for (const row of readCdb(CARDS_DB)) {
      const rows = ref.get(row.id);
      if (!rows) continue;
      const type = decodeType(row.type);
      const effects = compileEffects(row.desc, type);
      for (const cat of cats) {
        const f = CATEGORY_FIELDS.find((x) => x.name === `category: ${cat}`)!;
        const l = f.labels(rows, type, effects, row.desc);
        if (!l.compiled.has(cat)) continue;
        // Does any producing action fall outside the predicate?
        let other = false;
        for (const e of effects) {
          if (!ACT.has(e.kind)) continue;
          const acts: Array<[Action, number]> = [...e.does.map((a, i): [Action, number] => [a, i]), ...(e.leaves ?? []).map((a): [Action, number] => [a, -1])];
          for (const [a, i] of acts) {
            const cs = categoriesOfAction(a).map((c) => (c === 'mill' && !a.top && a.note !== 'materials' ? 'send-to-gy' : c)).flatMap((c) => (c === 'search' || c === 'add-to-hand' || c === 'return-to-hand' ? ['to-hand'] : [c]));
            if (cs.includes(cat as never) && !pred(a, e, i)) other = true;
          }
        }
        if (other) continue;
        const k = (n[cat] ??= [0, 0]);
        if (l.ref.has(cat)) k[0]++;
        else k[1]++;
      }
    }
    out.push(`${pname}: ${Object.entries(n).map(([c, [tp, fp]]) => `${c} tp ${tp} fp ${fp}`).join('; ')}`);
  }
  console.log(out.join('\n'));
});

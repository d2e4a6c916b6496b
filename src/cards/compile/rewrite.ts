/**
 * CMP-REWRITE (issue 16, 效果改写): 「那个效果变成「对方随机选1张手卡丢弃」」「那时对方发动的通常魔法的效果，变成…」 — a step that
 * changes what the answered effect does, rather than doing something itself. The quoted text is read as the steps of the
 * rewritten effect (./actions.ts), and the step leaves the effect's own steps (docs/c03/无效.rst:544–635; engine CH-REWRITE).
 */
import type { Action, CardKind } from '../facts.js';
import { stepsOf, type Step } from './clauses.js';
import { compileActions } from './actions.js';

/** 「那个效果变成」「那个对方的效果变成」「那时对方发动的通常魔法的效果，变成」: the words before the new text. */
// (CMP-REWRITE, issue 16: the new text may name a card or archetype in its own 「」 — 「对方把自身的…1只「于贝尔」怪兽破坏」.)
// (CH-REWRITE-UNNEGATABLE-LOST: the newer wording closes on 「…」的效果 — 「那个效果变成「对方选1张自己手卡丢弃」的效果」; the words say the same.)
const REWRITE = /^(?:那个(?:对方的)?效果|那时[^，。]*?的效果)[，,]?变成(?:「((?:[^「」。]|「[^「」。]*」)+?)」(?:的效果)?|((?:[^「」。]|「[^「」。]*」)+?))$/;

/** The steps without the rewrite, and the rewrite action; null when no step rewrites the answered effect. */
export function rewriteOf(steps: readonly Step[]): { rest: Step[]; rewrite: Action } | null {
  for (let i = 0; i < steps.length; i++) {
    const here = steps[i]!.text;
    // (「…的效果，变成…」 is cut at its comma into two steps.)
    const joined = i + 1 < steps.length && here.endsWith('的效果') && steps[i + 1]!.text.startsWith('变成') ? `${here}，${steps[i + 1]!.text}` : here;
    if (!joined.includes('变成')) continue;
    const m = REWRITE.exec(joined);
    if (!m) continue;
    const text = (m[1] ?? m[2])!;
    const targets = text.includes('作为对象');
    const into = compileActions(stepsOf(text), { targets, answers: false });
    if (into.does.length === 0) return null;
    const rest = [...steps.slice(0, i), ...steps.slice(i + (joined === here ? 1 : 2))];
    return { rest, rewrite: { do: 'rewrite', what: 'activation', into: { does: into.does, targets, text } } };
  }
  return null;
}

/**
 * CMP-REWRITE-STANDING (issue 16): 「对方发动的通常魔法卡的效果变成「X」」 in a continuous effect — every such activation of the opponent's
 * is rewritten into X when it resolves (docs/c03/无效.rst:591–593, 631–635). The activations it covers: the kind and subtype named.
 */
export function standingRewriteOf(text: string): Action | null {
  const m = /对方发动的(通常魔法卡|通常陷阱卡|魔法卡|陷阱卡|怪兽)的效果变成「([^」]+)」/.exec(text);
  if (!m) return null;
  const kind: CardKind = m[1]!.includes('魔法') ? 'spell' : m[1]!.includes('陷阱') ? 'trap' : 'monster';
  const into = compileActions(stepsOf(m[2]!), { targets: false, answers: false });
  if (into.does.length === 0) return null;
  return { do: 'rewrite', what: { filter: { kind, side: 'opponent', ...(m[1]!.startsWith('通常') ? { subtypes: ['normal'] } : {}) }, scope: 'all' }, into: { does: into.does, targets: false, text: m[2]! } };
}

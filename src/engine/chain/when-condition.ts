/**
 * CH-WHEN-CONDITION (rules reference docs/c02/卡片·效果的发动.rst; docs/c03/诱发类效果.rst): a card activation or quick effect that may be
 * activated only 「…时」 on an event — 「怪兽召唤·反转召唤·特殊召唤成功时」, 「自己场上的怪兽被卡的效果破坏送去墓地时」 (`trigger`
 * or `waitsFor` on a card that is no trigger effect) — is activated in the window that event opens. When the input states what happened just
 * before the chain (an action, or the chain played before it), that must be such an event (by its kind of event): after a Normal Summon,
 * a Trap 「…被破坏送去墓地时」 cannot be activated. When nothing is stated, the event is assumed to have just happened, and said.
 * (An attack declaration is ./legality.ts `attackDeclaration`'s; a moment of a phase is not an event of this kind.)
 */
import type { EventType } from '../../cards/facts.js';
import type { Judging } from './legality.js';
import { say, type Phrase } from '../phrases/index.js';
import { pushOnce } from '../game/state.js';
import { asArray } from '../game/match.js';
import { typeMayMatch } from '../game/triggers.js';
import { R } from '../rule-ids.js';

/** Events of cards moving or arriving: what an action or a chain before states. */
const MOVES: ReadonlySet<EventType> = new Set<EventType>(['summoned', 'flip-summoned', 'special-summoned', 'destroyed', 'sent-to-gy', 'banished', 'returned-to-hand', 'returned-to-deck', 'discarded', 'added-to-hand', 'drawn']);

export function whenCondition(j: Judging): Phrase | null {
  const { e } = j;
  if (e.kind === 'trigger' || e.kind === 'flip' || e.kind === 'continuous' || e.kind === 'procedure') return null;
  const tr = e.trigger ?? e.waitsFor;
  if (!tr) return null;
  const wanted = asArray<EventType>(tr.event);
  if (wanted.length === 0 || !wanted.every((w) => MOVES.has(w))) return null;
  j.rules.push(R.WHEN_CONDITION);
  const before = j.state.prelude;
  if (before.length === 0) {
    pushOnce(j.state.assumptions, say({ rule: R.WHEN_CONDITION, params: { name: j.name, variant: 'assumed' } }));
    return null;
  }
  // Something stated happened just before: it must be an event of that kind.
  if (before.some((ev) => typeMayMatch(ev.type, wanted))) return null;
  return { rule: R.WHEN_CONDITION, params: { variant: 'unmet', action: j.state.preludeChain ? 'chain' : 'action' } };
}

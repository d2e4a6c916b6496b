/**
 * CNT-NEGATED for a continuous negation (rules reference docs/c02/基本用语.rst:842–858): a card whose effects a face-up card's
 * continuous effect negates (「场上的表侧表示怪兽的效果无效化」) can no more hold the counters only a card able to hold them may carry
 * than one a resolving negation reached (./actions.ts negateEffects): they are removed as soon as the negation applies to it — after
 * the step that made it apply, or on the board as the situation gives it. Its own continuous ATK/DEF changes (counted by those
 * counters or not) do not apply meanwhile (`negatedSource`, read by CH-STAT-CONTINUOUS's pass).
 *
 * Issue 10: most boards hold no continuous negation (`state.negators` empty) — both return at once, allocating nothing.
 */
import { t, type Text } from '../../i18n/text.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { pushOnce } from './state.js';
import { say } from '../phrases/index.js';
import { continuouslyNegated, type Acting } from './protection.js';
import { HOLDER_ONLY_COUNTERS, dropHolderOnly, holdsHolderOnly } from './actions.js';
import { isField } from './board.js';
import { R } from '../rule-ids.js';
import type { Board } from '../types.js';
import { negatedChangers } from './changes.js';
import { keptTargetNegatedBy } from '../chain/kept-target-negated.js';
import { endOwnChanges, endsWhenNegated } from './stats.js';

/** The acting side continuouslyNegated reports to, when no link is resolving (the board as given, the chain's end). */
function bystander(c: BoardCard): Acting {
  return { ref: c.ref, card: c.card, controller: c.controller ?? 'A', n: null, name: t('', ''), rules: [] };
}

/** Is `c` — a source of a continuous change — negated by a face-up card's continuous negation now? */
export function negatedSource(state: EngineState, link: Acting | null, c: BoardCard): boolean {
  if (state.negators.length === 0) return false;
  // CH-CONT-NEGATE-TARGETING: a Spell/Trap that keeps targeting a card a face-up card's 「以…为对象的魔法·陷阱卡的效果无效」 covers (an
  // Equip Card on the monster it equips) is wholly negated meanwhile: its ATK/DEF changes do not apply either.
  return continuouslyNegated(state, link ?? bystander(c), c) || keptTargetNegatedBy(state, c) !== null;
}

/** The holder-only counters a card holds, said as 「2个魔力指示物」; empty when it holds none. */
function heldOnly(c: BoardCard): string[] {
  if (!c.counters) return [];
  return Object.entries(c.counters).filter(([k, n]) => HOLDER_ONLY_COUNTERS.has(k) && (n ?? 0) > 0).map(([k, n]) => `${n}个${k}指示物`);
}

/**
 * CNT-NEGATED outside a chain (an action, ./perform.ts): the same removal on a board with no chain state — the board's face-up
 * cards whose effects a face-up card's continuous negation negates now lose their holder-only counters. Returns the sentences
 * that say so (the counters the situation lists are not there), one a card; nothing when no card holds such counters.
 */
export function countersOffNegatedBoard(board: Board): Text[] {
  const holders: BoardCard[] = [];
  for (const key in board.cards) {
    const c = board.cards[key]!;
    if (c.faceUp && isField(c.zone) && holdsHolderOnly(c)) holders.push(c);
  }
  const out: Text[] = [];
  for (const c of negatedChangers(board, holders)) {
    out.push(say({ rule: R.COUNTER_NEGATED, params: { card: c.card.name, counters: heldOnly(c) } }));
    dropHolderOnly(c);
  }
  return out;
}

/** Removes the holder-only counters of every face-up card a continuous negation now covers; the link that made it apply says CNT-NEGATED. */
export function countersOffNegated(state: EngineState, link: Acting | null): void {
  if (state.negators.length === 0) return;
  for (const key in state.board.cards) {
    const c = state.board.cards[key]!;
    if (!c.faceUp || !isField(c.zone) || !holdsHolderOnly(c) || !continuouslyNegated(state, link ?? bystander(c), c)) continue;
    const removed = heldOnly(c);
    dropHolderOnly(c);
    if (link && !link.rules.includes(R.COUNTER_NEGATED)) link.rules.push(R.COUNTER_NEGATED);
    // On the board as given (no link made it apply): the counters the situation lists are not there — said, not dropped in silence.
    if (!link) pushOnce(state.assumptions, say({ rule: R.COUNTER_NEGATED, params: { card: c.card.name, counters: removed } }));
  }
}

/**
 * CH-STAT-OWN-NEGATED for a continuous negation (rules reference docs/c02/基本用语.rst:1420, docs/c03/攻守计算.rst:64–93): a monster a
 * face-up card's continuous negation now covers (once it starts applying) loses for good the one-shot changes its own self-only
 * effects made, as one a resolving negation reached does (./actions.ts). The link that made the negation apply says so.
 */
export function ownChangesOffNegated(state: EngineState, link: Acting | null): void {
  if (state.negators.length === 0) return;
  for (const key in state.board.cards) {
    const c = state.board.cards[key]!;
    if (!c.faceUp || c.zone !== 'monster' || !c.stats?.some((m) => m.active && endsWhenNegated(c.card, m))) continue;
    if (!continuouslyNegated(state, link ?? bystander(c), c)) continue;
    endOwnChanges(c);
    if (link && !link.rules.includes(R.STAT_OWN_NEGATED)) link.rules.push(R.STAT_OWN_NEGATED);
  }
}

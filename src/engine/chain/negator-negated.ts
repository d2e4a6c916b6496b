/**
 * CH-CONT-NEGATOR-NEGATED (issue 16, rules reference docs/c02/怪兽的效果分类.rst:296–319): a face-up card's continuous
 * negation (「…的效果无效化」) applies only while that card's own effects are not negated. When another face-up card's
 * continuous negation reaches the negating card, the negating card's negation does not apply — unless the negating
 * card negates that other card back (or is unaffected by it) and started applying first: then it is the other one
 * that never applied (CH-CONT-FIRST-APPLIES decides the order: the one there first; arriving at the same moment —
 * flipped face-up together by one effect, freed together — the turn player's first).
 */
import type { BoardCard } from '../types.js';
import type { EngineState } from '../game/state.js';
import { stateView } from '../game/state.js';
import { onField } from '../game/board.js';
import { activationPending } from '../game/on-chain.js';
import { checkCondition, matchesFilter, onBoard } from '../game/match.js';
import { appliedBeforeAssumed, printedUnaffected } from '../game/protection.js';

/** Does `by`'s continuous negation of cards (not of activated effects) reach `c`? */
function negatesCard(state: EngineState, by: BoardCard, c: BoardCard): boolean {
  if (!onField(by) || !by.faceUp || !by.controller || by.states.includes('effects-negated') || activationPending(state, by)) return false;
  return state.negators.some(
    ({ source, effect, action }) =>
      source.ref === by.ref &&
      !action.effects?.length &&
      typeof action.what === 'object' &&
      matchesFilter(action.what.filter, c, onBoard(state.board, by.ref, by.controller!)) &&
      !(effect.condition ?? []).some((cond) => checkCondition(cond, stateView(state), by, by.controller!) === false),
  );
}

/**
 * The face-up card whose continuous negation keeps `source`'s own continuous negation from applying, or null.
 * A card `source` negates back (or is unaffected by) counts only when it started applying first.
 */
export function negatorNegatedBy(state: EngineState, source: BoardCard): BoardCard | null {
  if (!source.controller) return null;
  const seen = new Set<string>();
  for (const { source: m } of state.negators) {
    if (m.ref === source.ref || seen.has(m.ref)) continue;
    seen.add(m.ref);
    if (!negatesCard(state, m, source)) continue;
    const back =
      negatesCard(state, source, m) ||
      printedUnaffected(source.card, (f) => !f.resolutionOnly && matchesFilter({ ...f, place: undefined }, m, onBoard(state.board, source.ref, source.controller!)));
    // (Neither's arrival stated: the one listed first is taken as first, and said — not both as first.)
    if (back && !appliedBeforeAssumed(state, m, source)) continue;
    return m;
  }
  return null;
}

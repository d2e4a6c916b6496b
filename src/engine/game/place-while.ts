/**
 * CH-PLACE-WHILE (issue 16, rules reference docs/c03/里侧·一时除外.rst:128–136): a step that may take its cards from a
 * place only while a state holds (「从额外卡组特殊召唤的怪兽在对方场上存在的场合，自己卡组的怪兽也能作为融合素材」) reads the
 * state as the step is done. When it does not hold, a card noted for the step that is in that place is not chosen: the
 * step goes on with the others. The state is read from what the cards remember (a monster turned face-down is no
 * longer Special Summoned from the Extra Deck; one temporarily banished and back still is: ./memory.ts).
 */
import type { Action } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { pushOnce, stateView } from './state.js';
import { checkConditions, placeMatches } from './match.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/** The noted cards the step may take as it is done: those in a place the step may use only while a state holds drop out when it does not. */
export function placeWhileAllowed(state: EngineState, link: LinkState, a: Action, named: BoardCard[]): BoardCard[] {
  const pw = a.placeWhile;
  if (!pw || !named.length) return named;
  const there = named.filter((c) => placeMatches(pw.place, c.zone));
  if (!there.length) return named;
  const self = state.board.cards[link.ref];
  link.rules.push(R.PLACE_WHILE);
  if (checkConditions(pw.holds, stateView(state), self, link.controller) === true) return named;
  for (const c of there) pushOnce(state.warnings, say({ rule: R.PLACE_WHILE, params: { card: c.card.name, by: link.card.name, place: pw.place } }));
  return named.filter((c) => !there.includes(c));
}

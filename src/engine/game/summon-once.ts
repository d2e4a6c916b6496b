/**
 * CH-SUMMON-ONCE-PER-TURN (rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:182; docs/c01/大师规则（2020年4月版）变更点.rst:76–79):
 * a monster whose text says 「自己对「X」1回合只能有1次特殊召唤」 (`Card.summonOncePerTurn`) cannot be Special Summoned
 * again by a player who already Special Summoned a card of that name this turn — earlier in the turn (the
 * situation's 本回合: list) or earlier in this chain. A summon that was negated did not happen and does not count
 * (Master Rule 2020). Asked only for a card that carries the fact.
 */
import type { Card, Player } from '../../cards/facts.js';
import type { EngineState } from './state.js';
import { earlierSummons } from './history.js';

export function summonedOnceAlready(state: EngineState, card: Card, player: Player): boolean {
  if (!card.summonOncePerTurn) return false;
  if (earlierSummons(state, player).some((s) => s.kind === 'special-summon' && s.fact.card.name === card.name)) return true;
  return state.events.some((e) => e.type === 'special-summoned' && e.by === player && e.cards.some((ref) => state.board.cards[ref]?.card.name === card.name));
}

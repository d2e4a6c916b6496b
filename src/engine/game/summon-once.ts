/**
 * CH-SUMMON-ONCE-PER-TURN (rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:182; docs/c01/大师规则（2020年4月版）变更点.rst:76–79):
 * a monster whose text says 「自己对「X」1回合只能有1次特殊召唤」 (`Card.summonOncePerTurn`) cannot be Special Summoned
 * again by a player who already Special Summoned a card of that name this turn — earlier in the turn (the
 * situation's 本回合: list, and the chains before it written with 然后), earlier in this chain, or by the Special Summon of
 * notation form 14 — also while it is still in progress, a chain built on it (rules reference docs/c03/誓约.rst:113–114: 「在这类怪兽
 * 不入连锁特殊召唤之际的连锁上，当作特殊召唤了1次」). A summon that was negated did not happen and does not count (Master Rule 2020;
 * 誓约.rst:114). Asked only for a card that carries the fact. `except`: the summon judged itself (a summon written as the action).
 */
import type { Card, Player } from '../../cards/facts.js';
import type { EngineState } from './state.js';
import { earlierSummons } from './history.js';
import { summonShown } from './perform.js';

export function summonedOnceAlready(state: EngineState, card: Card, player: Player, except: string | null = null): boolean {
  if (!card.summonOncePerTurn) return false;
  if (earlierSummons(state, player).some((s) => s.kind === 'special-summon' && s.fact.card.name === card.name)) return true;
  const shown = summonShown(state.scenario);
  if (shown && shown.verb === 'special-summon' && shown.player === player && shown.subject !== except && shown.inst.card.name === card.name) return true;
  return state.events.some((e) => e.type === 'special-summoned' && e.by === player && e.cards.some((ref) => state.board.cards[ref]?.card.name === card.name));
}

/**
 * CH-TURN-PART-DRAW-LOCK (rules reference docs/c03/誓约.rst:156–175): 「这张卡的发动后，直到回合结束时自己不能用卡的效果抽卡」 is part of
 * the effect (a lasting part, CH-TURN-PART, compiled as a `draw` limit): it binds its player from the moment the effect resolved for
 * the rest of the turn — not when its activation or its effect was negated, nor when it was rewritten or activated by another card's
 * effect (./turn-part-earlier.ts). It forbids draws by card effects only: the Draw Phase's normal draw is no card effect, and is not
 * a step any effect carries out here.
 */
import type { Action, Player } from '../../cards/facts.js';
import { opponent } from '../../scenario/types.js';
import type { EngineState } from './state.js';
import { earlierTurnPartLimits } from './turn-part-earlier.js';

/** The card whose applied lasting part forbids `player` to draw by card effects now — a link of this chain already resolved, or an activation earlier this turn (`本回合:`, the chains before) — or null. */
export function drawLockOn(state: EngineState, player: Player): string | null {
  const here = state.drawLocks?.find((l) => l.player === player);
  if (here) return here.card;
  if (!(state.scenario.history ?? []).length) return null;
  return earlierTurnPartLimits(state.scenario, player).find((x) => x.limit.forbids === 'draw')?.card ?? null;
}

/** The players a draw step makes draw, seen from its link's controller `me` (「双方」: the turn player first, CH-EACH-PLAYER). */
export function drawersOf(a: Action, me: Player, turnPlayer: Player): Player[] {
  if (a.player === 'both') return [turnPlayer, opponent(turnPlayer)];
  if (a.player === 'any') return ['A', 'B'];
  return [a.player === 'opponent' ? opponent(me) : me];
}

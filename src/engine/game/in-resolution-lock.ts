/**
 * CH-IN-RESOLUTION-FORBIDDEN (issue 16, docs/c02/卡片·效果的发动.rst:263–268): a Spell/Trap card an effect would activate as it
 * resolves (`[发动 X]`, CH-ACTIVATED-IN-RESOLUTION) is a card activation like any other: a floodgate on the field forbidding
 * that activation for that player (`forbidsActivation`, CH-FORBIDDEN-ACTIVATION / CH-FORBIDDEN-CARD-ACTIVATION) stops it — the
 * card is not activated. So does one that must be Set first (「双方魔法卡若不盖放则不能发动」, CH-SET-FIRST): a card activated from
 * the Deck or the hand this way was never Set.
 */
import type { Player } from '../../cards/facts.js';
import { isField } from './board.js';
import type { BoardCard } from '../types.js';
import { activationView, checkConditions, effectFilterMatches, onBoard } from './match.js';
import { cardsWith, standing } from './standing.js';
import { stateView } from './state.js';
import type { EngineState } from './state.js';

/** The face-up card whose continuous effect forbids `me` activating card `c` (from where it is now), or null. */
export function forbidsActivatingInResolution(state: EngineState, c: BoardCard, me: Player): BoardCard | null {
  const view = activationView(me, c.card, null, true, c.zone, [], c);
  for (const g of cardsWith(state, 'floodgates')) {
    if (g.ref === c.ref || !g.faceUp || !isField(g.zone) || g.activationNegated || !g.controller || g.states.includes('cannot-use')) continue;
    for (const a of standing(g.card).floodgates) {
      // CH-SET-FIRST: 「魔法卡若不盖放则不能发动」 — a card activated from the Deck or the hand inside a resolution was never Set.
      const setFirst = a.setFirst !== undefined && c.card.type.kind === a.setFirst && (a.player ?? 'both') === 'both';
      if (!a.forbidsActivation && !setFirst) continue;
      if (setFirst) return g;
      if (!a.forbidsActivation) continue;
      if (a.whileHolds?.length && checkConditions(a.whileHolds, stateView(state), g, g.controller) !== true) continue;
      const whose = a.player ?? 'both';
      if (!(whose === 'both' || (whose === 'self') === (g.controller === me))) continue;
      if (effectFilterMatches(a.forbidsActivation, view, onBoard(state.board, g.ref, g.controller))) return g;
    }
  }
  return null;
}

/**
 * Is a face-up card on the field unaffected by another card's effects — its own printed 「不受…效果影响」
 * (CH-PROTECT-UNAFFECTED) or one a resolved link left on it (a Quick-Play Spell's 「直到回合结束时不受…影响」)? Used where an effect is not a
 * chain link acting on the card but a negation reaching it (CH-UNAFFECTED-NEGATION: a continuous Trap's negation does not
 * reach the effect of a monster unaffected by Traps while it stays face-up on the field).
 */
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { isField } from './board.js';
import { matchesFilter, onBoard } from './match.js';
import { isProtected, printedUnaffected } from './protection.js';

export function unaffectedByCard(state: EngineState, c: BoardCard, src: BoardCard): boolean {
  if (c.ref === src.ref || !isField(c.zone) || !c.faceUp || c.states.includes('effects-negated')) return false;
  const me = c.controller ?? 'A';
  const actor = (f: Parameters<typeof matchesFilter>[0]) => matchesFilter({ ...f, place: undefined }, src, onBoard(state.board, c.ref, me));
  if (isProtected(c.card) && printedUnaffected(c.card, actor, (e) => !e.condition?.length)) return true;
  for (const l of state.lingering) {
    if (l.action.do !== 'unaffected' || !l.cards.includes(c.ref) || l.sourceRef === src.ref) continue;
    if (matchesFilter({ ...(l.action.fromCards ?? {}), place: undefined }, src, onBoard(state.board, l.sourceRef, l.controller))) return true;
  }
  return false;
}

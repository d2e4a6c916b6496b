/**
 * Is a face-up card on the field unaffected by another card's effects — its own printed 「不受…效果影响」
 * (CH-PROTECT-UNAFFECTED) or one a resolved link left on it (a Quick-Play Spell's 「直到回合结束时不受…影响」)? Used where an effect is not a
 * chain link acting on the card but a negation reaching it (CH-UNAFFECTED-NEGATION: a continuous Trap's negation does not
 * reach the effect of a monster unaffected by Traps while it stays face-up on the field).
 */
import type { Card, Player } from '../../cards/facts.js';
import type { CardState } from '../../notation/ast.js';
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
  if (stateUnaffected(c, src.card, src.controller ?? null)) return true;
  for (const l of state.lingering) {
    if (l.action.do !== 'unaffected' || !l.cards.includes(c.ref) || l.sourceRef === src.ref) continue;
    if (matchesFilter({ ...(l.action.fromCards ?? {}), place: undefined }, src, onBoard(state.board, l.sourceRef, l.controller))) return true;
  }
  return false;
}

/** Which cards' effects an unaffected state (CH-UNAFFECTED-STATE) keeps off, by the acting card and its player. */
const STATE_COVERS: Partial<Record<CardState, (src: Card, by: Player | null, me: Player | null) => boolean>> = {
  unaffected: () => true,
  'unaffected-by-spell': (src) => src.type.kind === 'spell',
  'unaffected-by-trap': (src) => src.type.kind === 'trap',
  'unaffected-by-spell-trap': (src) => src.type.kind === 'spell' || src.type.kind === 'trap',
  'unaffected-by-monster': (src) => src.type.kind === 'monster',
  'unaffected-by-opponent': (_src, by, me) => by !== null && me !== null && by !== me,
};

/**
 * CH-UNAFFECTED-STATE: the situation says an earlier effect left this face-up card unaffected
 * (`(不受魔陷)`…): the effects of the cards it names, activated by `by`, do not apply to it. Its own
 * effects still do (the caller passes another card's effect).
 */
export function stateUnaffected(c: BoardCard, src: Card, by: Player | null): boolean {
  if (c.states.length === 0 || !isField(c.zone) || !c.faceUp) return false;
  for (const s of c.states) {
    const covers = STATE_COVERS[s];
    if (covers && covers(src, by, c.controller ?? null)) return true;
  }
  return false;
}

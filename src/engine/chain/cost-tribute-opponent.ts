/**
 * CH-COST-TRIBUTE-OPPONENT (issue 16; rules reference docs/c04, the chapter of the Fusion Monster that strikes back when it leaves, line 46):
 * a face-up continuous effect of the activating player's card that lets it tribute an opponent's monster in place of one of its own for a
 * cost (「自己为让卡的效果发动而把自己场上的怪兽解放的场合，可以作为自己场上1只怪兽的代替而把对方场上1只…怪兽解放」, the compiler's
 * `tributesOpponent: 'cost'`) makes a noted cost tribute of one monster on the opponent's field fit the cost, when that monster would fit
 * it on its own field. The kind of monster the grant names and its once-per-turn are not read: said as an assumption.
 */
import type { BoardCard } from '../types.js';
import type { CardFilter, Player } from '../../cards/facts.js';
import type { EngineState } from '../game/state.js';
import { isField } from '../game/board.js';
import { matchesFilter, onBoard } from '../game/match.js';
import { continuouslyNegated, type Acting } from '../game/protection.js';

/** The card whose grant lets `me` tribute `x` (an opponent's monster) for a cost asking for `filter`, else null. */
export function costTributeGrant(state: EngineState, me: Player, x: BoardCard, filter: CardFilter, selfRef: string, link?: Acting): BoardCard | null {
  if (x.zone !== 'monster' || !x.controller || x.controller === me || !x.faceUp) return null;
  if (!matchesFilter({ ...filter, side: undefined }, x, onBoard(state.board, selfRef, me))) return null;
  for (const key in state.board.cards) {
    const c = state.board.cards[key]!;
    if (c.controller !== me || !c.faceUp || !isField(c.zone) || c.activationNegated || c.states.includes('effects-negated') || c.states.includes('cannot-use')) continue;
    // (Nor one a face-up card's continuous negation reaches: a negation of Spells over a Field Spell that grants it.)
    if (link && continuouslyNegated(state, link, c)) continue;
    if (c.card.effects.some((e) => e.kind === 'continuous' && e.tributesOpponent === 'cost')) return c;
  }
  return null;
}

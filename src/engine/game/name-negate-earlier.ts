/**
 * Issue 16, lingering effects — CH-NAME-NEGATE-EARLIER (rules reference docs/c03/无效.rst:251–260, docs/c03/卡片的抗性.rst:144–146).
 *
 * A negation by name an effect activated earlier left (「…这个效果除外的怪兽以及原本卡名和那只怪兽相同的怪兽的效果无效化」: a
 * `negate-effects` step with `sameName`), the card it was about written on the history entry (`本回合:B:X(除外:Y)` / `(对象:Y)`), is
 * no effect of a card on the field and names no place: the effect a card of that original name activates resolves negated wherever
 * the card is when it resolves — turned face-down or gone from the field in the chain changes nothing. It is a lasting effect: a
 * card unaffected by the negating card (an unaffected state `(不受魔陷)`, or 「不受…效果影响」 a link resolved before it left) is free.
 */
import type { Card, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { activatedByEffect, historyEffect } from './history.js';
import { matchesFilter, onBoard } from './match.js';
import { stateUnaffected } from './protection.js';
import { cardView, isField } from './board.js';

export interface NameNegation {
  card: Card;
  player: Player;
  /** The original names it negates. */
  names: string[];
}

/** The negations by name earlier activations of the turn left (their effect applied), with the names their entries give. */
export function earlierNameNegations(state: EngineState): NameNegation[] {
  const out: NameNegation[] = [];
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null || !h.about?.length) continue;
    const e = historyEffect(h);
    if (!e || e.kind === 'continuous' || activatedByEffect(h, e)) continue;
    if (!e.does.some((a) => a.do === 'negate-effects' && a.sameName)) continue;
    out.push({ card: h.card, player: h.player, names: h.about.map((c) => c.name) });
  }
  return out;
}

/** Is `c` (face-up on the field) unaffected by the effect of `src`, activated by `by` — a state, or a link resolved in this chain? */
function freeOf(state: EngineState, c: BoardCard, src: Card, by: Player, before: number): boolean {
  if (stateUnaffected(c, src, by)) return true;
  if (!c.faceUp || !isField(c.zone)) return false;
  const actor = cardView(c, { ref: `本回合:${src.name}`, card: src, controller: by, states: [], zone: 'gy' });
  return state.lingering.some(
    (l) => l.action.do === 'unaffected' && l.link > before && l.cards.includes(c.ref) && matchesFilter({ ...(l.action.fromCards ?? {}), place: undefined }, actor, onBoard(state.board, l.sourceRef, l.controller)),
  );
}

/** CH-NAME-NEGATE-EARLIER: the earlier negation that negates link `n`'s effect, its card `self` as it is now; null when none does. */
export function negatedByNameEarlier(state: EngineState, n: number, self: BoardCard): NameNegation | null {
  for (const x of earlierNameNegations(state)) {
    if (!x.names.includes(self.card.name)) continue;
    if (freeOf(state, self, x.card, x.player, n)) continue;
    return x;
  }
  return null;
}

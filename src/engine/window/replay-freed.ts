/**
 * WIN-REPLAY-FREED (rules reference docs/c03/战斗阶段流程.rst:335–341): a rule that limited the attacker's choice of target (a monster
 * that alone may be attacked, left by a Trap) stops binding it when a link of the chain made the attacker unaffected by that card's
 * kind (「直到回合结束时不受其他魔法·陷阱卡的效果影响」): a monster already there may now be chosen too — in the battle step, a replay.
 * Choices that only narrowed keep the target (:339–341). The after-board does not hold what a resolved link left lasting, so the
 * attacker is read here with the state that link gave it.
 */
import type { CardState } from '../../notation/ast.js';
import type { Board, ChainResult } from '../types.js';

const STATE_OF = (kinds: readonly string[]): CardState =>
  kinds.includes('spell') && kinds.includes('trap') ? 'unaffected-by-spell-trap' : kinds.includes('trap') ? 'unaffected-by-trap' : kinds.includes('spell') ? 'unaffected-by-spell' : 'unaffected';

/** The after-board with the attacker unaffected as a resolved link of the chain left it, or null when no link did. */
export function withLinkUnaffected(result: ChainResult, attackerRef: string): Board | null {
  const board = result.after;
  const key = board.aliases?.[attackerRef] ?? attackerRef;
  const attacker = board.cards[key];
  if (!attacker || attacker.zone !== 'monster') return null;
  let state: CardState | null = null;
  for (const l of result.links) {
    if (l.outcome !== 'resolved' || !l.card.ref || !l.targets.some((t) => t.ref !== null && (board.aliases?.[t.ref] ?? t.ref) === key)) continue;
    const card = (board.cards[board.aliases?.[l.card.ref] ?? l.card.ref] ?? result.before.cards[l.card.ref])?.card;
    const e = card?.effects.find((x) => (l.effect === null ? x.kind === 'activation' : x.n === l.effect && !x.pendulum));
    const a = e?.does.find((x) => x.do === 'unaffected' && x.what === 'targets');
    if (!a) continue;
    const kinds = a.fromCards?.kind === undefined ? [] : Array.isArray(a.fromCards.kind) ? a.fromCards.kind : [a.fromCards.kind];
    state = STATE_OF(kinds);
  }
  if (!state || attacker.states.includes(state)) return null;
  return { ...board, cards: { ...board.cards, [key]: { ...attacker, states: [...attacker.states, state] } } };
}

/**
 * CH-TRIBUTE-OPPONENT-UNAFFECTED (rules reference docs/c03/卡片的抗性.rst:191–196): an effect that lets its player tribute an
 * opponent's monster in place of one of their own for a Tribute Summon (「这个回合，自己把怪兽上级召唤的场合只有1次，可以作为自己场上
 * 1只怪兽的代替而把对方场上1只怪兽解放」, the compiler's `tributesOpponent: 'tribute-summon'`) puts that monster in a state where it
 * can be tributed — it affects the monster. A monster unaffected by that card's effects (a state the situation gives, `(不受魔陷)`
 * `(不受效果)` …, or its printed protection) cannot be tributed that way: the Tribute Summon is not made.
 * Judged when the turn's history (`本回合:`) holds such an activation by the summoning player whose effect applied; without one,
 * where the permission comes from is not judged here (a summoning procedure or a cost is no effect: it may tribute an unaffected monster).
 */
import type { Player } from '../../cards/facts.js';
import type { ScenarioAction, Scenario } from '../../scenario/types.js';
import type { Text } from '../../i18n/text.js';
import type { Board, BoardCard } from '../types.js';
import { newBoardCard } from './board.js';
import { matchesFilter, onBoard } from './match.js';
import { printedUnaffected, stateUnaffected } from './protection.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

export function tributeOpponentRefusal(scenario: Scenario, board: Board, action: ScenarioAction, actor: Player): Text | null {
  if (action.verb !== 'tribute-summon') return null;
  const theirs = action.tributes.map((r) => board.cards[r]).filter((c): c is BoardCard => c !== undefined && c.controller !== null && c.controller !== actor);
  if (theirs.length === 0) return null;
  const grant = (scenario.history ?? []).find((h) => h.kind === 'activation' && h.player === actor && h.negated === null && h.card.effects.some((e) => e.tributesOpponent === 'tribute-summon'));
  if (!grant) return null;
  // The granting card, as an acting card off the field (its kind, its controller), for the printed protections read from the monster's side.
  const source = newBoardCard('tribute-grant', grant.card, actor, null);
  source.controller = actor;
  for (const c of theirs) {
    const printed = printedUnaffected(c.card, (f) => matchesFilter({ ...f, place: undefined }, source, onBoard(board, c.ref, c.controller ?? actor)));
    if (stateUnaffected(c, grant.card, actor) || printed) return say({ rule: R.TRIBUTE_OPPONENT_UNAFFECTED, params: { card: c.card.name, source: grant.card.name } });
  }
  return null;
}

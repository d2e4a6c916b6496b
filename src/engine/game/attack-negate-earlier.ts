/**
 * CH-ATTACK-NEGATE-EARLIER (rules reference docs/c04/不能使用.rst:95): an effect activated earlier this turn (`本回合:X`, its effect
 * applied — not negated) that left 「这个回合，对方怪兽的攻击只有1次无效」 (a `negate-attack` step lasting the turn, once: `onlyOnce`) negates
 * the next attack of a monster its filter names (read from the side of the player who activated it) as that attack is declared. It is
 * a lasting effect, no resolution: what became of its card since (named by a declaration, `不能使用`; banished) does not matter. Used
 * up by one attack: the situation cannot say whether it already was this turn, so it is taken as not yet used (said).
 */
import type { Action, CardFilter } from '../../cards/facts.js';
import type { Scenario } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import type { Player } from '../../cards/facts.js';
import { historyEffect } from './history.js';
import { matchesFilter, onBoard } from './match.js';

/** The lasting once-only attack negation an earlier activation's effect left for the turn, if any. */
function negationOf(h: NonNullable<Scenario['history']>[number]): Action | null {
  if (h.kind !== 'activation' || h.negated !== null) return null;
  const e = historyEffect(h);
  if (!e || e.kind === 'continuous') return null;
  return e.does.find((x) => x.do === 'negate-attack' && x.duration === 'turn' && x.onlyOnce === true) ?? null;
}

/** CH-ATTACK-NEGATE-EARLIER: the player and card whose lasting negation stops `attacker`'s attack just declared, or null. */
export function earlierAttackNegation(scenario: Scenario, board: Board, attacker: BoardCard): { by: Player; card: string } | null {
  for (const h of scenario.history ?? []) {
    const a = negationOf(h);
    if (!a) continue;
    const filter: CardFilter = a.what && typeof a.what === 'object' && 'filter' in a.what ? a.what.filter : { kind: 'monster', side: 'opponent' };
    const by: BoardCard = (h.sameAs ? board.cards[h.sameAs] : undefined) ?? ({ ...attacker, ref: `本回合:${h.card.name}`, card: h.card, controller: h.player, states: [] } as BoardCard);
    const ctx = onBoard(board, by.ref, h.player);
    if (!matchesFilter({ ...filter, place: undefined, side: filter.side ?? 'opponent' }, attacker, ctx)) continue;
    return { by: h.player, card: h.card.name };
  }
  return null;
}

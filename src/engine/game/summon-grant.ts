/**
 * CH-SUMMON-UNNEGATABLE-GRANTED (rules reference docs/c03/无效.rst:109): a face-up card's continuous effect that protects other
 * monsters' summons from negation (「只要这张卡在场地区域存在，连接怪兽的连接召唤不会被无效化」, read as `grantsSummonUnnegatable`,
 * ../../cards/compile/card-text-facts.ts). While the card is face-up on the field with its effects not negated, a summon of that kind of
 * a monster it describes cannot be negated: a summon negation cannot be activated against it, and one already activated — the card
 * arriving later in the chain — negates nothing when it resolves. A summon of another kind, or of a monster it does not describe, is
 * negated as usual; so is any summon once the card has left the field or is negated.
 */
import type { SummonGrant } from '../../cards/facts.js';
import type { ScenarioAction } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import { cardView, isField } from './board.js';
import { matchesFilter, onBoard } from './match.js';
import { negatedByBond } from './bonds.js';

/** The kinds a summon written as the situation's action is: a Normal (Tribute) / Flip / Special Summon, and its method. */
function summonKinds(action: ScenarioAction): SummonGrant['how'] {
  if (action.verb === 'flip-summon') return ['flip'];
  if (action.verb !== 'special-summon') return ['normal'];
  const out: SummonGrant['how'] = ['special'];
  if (action.how) out.push(action.how);
  if (action.pendulum) out.push('pendulum');
  return out;
}

/** The face-up card whose continuous effect makes this summon one that cannot be negated, or null. */
export function summonGrantedUnnegatable(board: Board, action: ScenarioAction): BoardCard | null {
  const summoned: BoardCard | undefined = board.cards[action.subject];
  if (!summoned) return null;
  const kinds = summonKinds(action);
  // The monster as it arrives: face-up in a Monster Zone (a Flip Summoned one is there already).
  const arriving = cardView(summoned, { zone: isField(summoned.zone) ? summoned.zone : 'monster', faceUp: true });
  for (const h of Object.values(board.cards)) {
    const grant = h.card.grantsSummonUnnegatable;
    if (!grant || h.ref === summoned.ref) continue;
    if (!isField(h.zone) || !h.faceUp || h.activationNegated || h.states.includes('effects-negated') || h.states.includes('cannot-use') || negatedByBond(board, h)) continue;
    if (!grant.how.some((k) => kinds.includes(k))) continue;
    if (matchesFilter(grant.filter, arriving, onBoard(board, h.ref, h.controller ?? summoned.controller ?? 'A'))) return h;
  }
  return null;
}

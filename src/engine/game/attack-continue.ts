/**
 * CH-ATTACK-CONTINUE (rules reference docs/c03/战斗阶段流程.rst:236–252, 282–287): an effect 「只再1次可以继续攻击」 or
 * 「可以继续攻击」 applied to a monster (the state 可继续攻击, `may-continue-attack`) lets it attack once more than it declared —
 * and, as the word 「继续」 says, in a row: its player's next attack must be that monster's. Once another monster of that player
 * declared an attack (the situation's attack by another monster, or an attack declaration being made), the continued attack is
 * lost. While it stands the monster is one that may already attack twice (a count effect of 2 cannot be applied to it,
 * CH-ATTACK-GRANT). 「只再1次可以攻击」 without 「继续」 is not bound so (`grantsAttack.oneMore`, CH-ATTACK-COUNT).
 */
import type { Board, BoardCard } from '../types.js';
import { isField } from './board.js';
import { attacksDeclared, remembered } from './memory.js';

const key = (board: Board, ref: string) => board.aliases?.[ref] ?? ref;

/** The monster's continued attack applied and not yet made — and not lost to another monster's attack. */
export function continuedAttack(board: Board, ref: string): boolean {
  const c = board.cards[key(board, ref)];
  if (!c || c.zone !== 'monster' || !isField(c.zone) || !c.faceUp) return false;
  if (!remembered(c.states).includes('may-continue-attack')) return false;
  return !lostTo(board, c);
}

/** Another monster of its player is the attacker of the attack under way: the continued attack was not made next. */
function lostTo(board: Board, c: BoardCard): boolean {
  const at = board.attack;
  if (!at) return false;
  const attacker = board.cards[key(board, at.attacker)];
  return attacker !== undefined && attacker.ref !== c.ref && attacker.controller === c.controller;
}

/** The monster had a continued attack, lost to another monster's attack under way. */
export function continueLost(board: Board, ref: string): boolean {
  const c = board.cards[key(board, ref)];
  return c !== undefined && remembered(c.states).includes('may-continue-attack') && lostTo(board, c);
}

/** How many attacks the continued attack allows it in all (one more than it declared; at least 2), or 0 when none stands. */
export function continuedCount(board: Board, ref: string): number {
  if (!continuedAttack(board, ref)) return 0;
  const c = board.cards[key(board, ref)]!;
  return Math.max(2, attacksDeclared(c.states).count + 1);
}

/** The other monsters of the attacker's player whose continued attack an attack declaration by `attackerRef` ends. */
export function continuesLost(board: Board, attackerRef: string): BoardCard[] {
  const attacker = board.cards[key(board, attackerRef)];
  if (!attacker) return [];
  return Object.values(board.cards).filter((m) => m.ref !== attacker.ref && m.controller === attacker.controller && continuedAttack(board, m.ref));
}

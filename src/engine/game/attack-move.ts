/**
 * Moving the attack (攻击对象转移) without a damage calculation of its own — a `move-attack` step (「攻击对象转移为这张卡」
 * 「那之后，攻击对象转移为那只怪兽」「攻击对象移去「X」」). Rules reference docs/c03/战斗阶段流程.rst:121–132:
 * - CH-ATTACK-MOVE: such a move is a new choice of the attack target — it cannot move the attack to a monster the attack-target rules
 *   would not let the attacker choose (「不会成为攻击对象」, another monster that alone may be attacked); an effect that can do nothing
 *   else cannot even be activated then (../chain/attack-grant.ts).
 * - CH-ATTACK-MOVED: as the step resolves the attack target becomes that monster and the battle goes on with it — the attack is not
 *   declared again and there is no replay for it (the monster the same effect summoned for it is the new target, :125–127). When there
 *   is no such monster, or the rules now forbid it, nothing moves and the steps that follow the move on the attacker are not done
 *   (「只进行特殊召唤，后续处理不适用」, :125); a monster summoned meanwhile then makes a replay as usual (WIN-REPLAY-COUNT).
 */
import type { Action, Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { attackRecord, isField } from './board.js';
import { attackVerdict } from './attack-target.js';

/** The monsters a `move-attack` could move the attack to: the face-up 「X」 of its player (`toName`), else those of its subject that are its player's monsters on the field. */
export function attackMoveTo(board: Board, a: Action, me: Player, subject: readonly BoardCard[]): BoardCard[] {
  const out: BoardCard[] = [];
  if (a.toName !== undefined) {
    for (const k in board.cards) {
      const c = board.cards[k]!;
      if (c.zone === 'monster' && c.faceUp && c.controller === me && c.card.name === a.toName) out.push(c);
    }
    return out;
  }
  for (const c of subject) if (c.zone === 'monster' && isField(c.zone) && c.controller === me) out.push(c);
  return out;
}

/** A move of the attack made as a link resolved: the link, the new target, the defending player's monsters then (WIN-REPLAY-COUNT counts from them). */
export interface AttackMove {
  link: number;
  to: string;
  monsters: string[];
}

/** Why a move did not happen, or the monster it moved the attack to. */
export type AttackMoved =
  | { moved: BoardCard; others: number }
  | { moved: null; why: 'no-attack' | 'none' | 'already' | 'forbidden'; card?: BoardCard; by?: string[] };

/**
 * CH-ATTACK-MOVED: move the attack under way to the first of `to` (its player picks among several: `others` says how many more).
 * The board's attack record is replaced, not changed (boards are cloned shallowly: an earlier board keeps its own).
 */
export function moveAttack(board: Board, to: readonly BoardCard[]): AttackMoved {
  const at = board.attack;
  if (!at) return { moved: null, why: 'no-attack' };
  const key = (r: string) => board.aliases?.[r] ?? r;
  const attacker = board.cards[key(at.attacker)];
  if (!attacker || attacker.zone !== 'monster') return { moved: null, why: 'no-attack' };
  // (The defending player's monsters only: the attack cannot be moved onto the attacker's own side.)
  const mine = to.filter((c) => c.controller !== attacker.controller);
  if (mine.length === 0) return { moved: null, why: 'none' };
  const dest = mine.find((c) => at.target === null || key(at.target) !== c.ref);
  if (!dest) return { moved: null, why: 'already', card: mine[0]! };
  const verdict = attackVerdict(board, at.attacker, dest.ref);
  if (!verdict.legal) return { moved: null, why: 'forbidden', card: dest, by: (verdict.reason.params['by'] as string[] | undefined) ?? [] };
  const record = attackRecord(at.attacker, dest.ref, at.inDefense === true);
  board.attack = at.byOriginal ? { ...record, byOriginal: true } : record;
  return { moved: dest, others: mine.length - 1 };
}

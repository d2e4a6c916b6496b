/**
 * WIN-ATTACK-STOPS (攻击中止): when a chain during an attack ends, an attacker no longer in a Monster Zone, or changed to Defense
 * Position (turned face-down too), can no longer attack — its attack stops, and no damage calculation is made for it. The one
 * predicate both the window's note (../window/index.ts) and the answer's battle numbers (./stats.ts) read.
 * (CH-ATTACKER-DEFENSE: a monster the situation lists attacking in Defense Position, `inDefense`, still attacks there.)
 */
import type { Board, BoardCard } from '../types.js';
import { isField } from './board.js';

export function attackerStopped(attacker: Pick<BoardCard, 'zone' | 'position'> & Partial<Pick<BoardCard, 'states'>>, attack: NonNullable<Board['attack']>): boolean {
  const inDefence = 'inDefense' in attack && attack.inDefense === true;
  // WIN-ATTACK-DEFENCE-NEGATED: a monster attacking in Defense Position by its own 「可以用守备表示的状态作出攻击」 whose effects are
  // negated in the chain can no longer attack so: its attack stops (docs/c03/战斗阶段流程.rst:632).
  if (inDefence && attacker.position === 'defense' && isField(attacker.zone) && attacker.states?.includes('effects-negated')) return true;
  return !isField(attacker.zone) || (attacker.position === 'defense' && !inDefence);
}

/**
 * WIN-ATTACK-STOPS (rules reference docs/c03/战斗阶段流程.rst:112, 「由于不在自己场上，这次攻击停止」): only the turn player attacks, so an
 * attacker whose control an effect took (at 伤害计算后 too) is no longer on the attacking player's field — it has left the battle.
 */
export function attackerChangedSides(attacker: Pick<BoardCard, 'controller'>, turnPlayer: Board['turnPlayer']): boolean {
  return attacker.controller !== null && attacker.controller !== turnPlayer;
}

/**
 * The attack of the board stops (its attacker found on the board and stopped, or now controlled by the other player); false when there
 * is no attack or no such card.
 */
export function boardAttackStopped(board: Board): boolean {
  const attack = board.attack;
  if (!attack) return false;
  const attacker = board.cards[board.aliases?.[attack.attacker] ?? attack.attacker] ?? board.cards[attack.attacker];
  return attacker !== undefined && (attackerStopped(attacker, attack) || attackerChangedSides(attacker, board.turnPlayer));
}

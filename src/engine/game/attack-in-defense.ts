/**
 * CH-ATTACKER-DEFENSE (rules reference docs/c03/战斗阶段流程.rst:178): an attacker changed to Defense Position during its attack stops
 * attacking — unless an effect lets it attack in face-up Defense Position (the attack rule `in-defense`: 「这张卡可以用表侧守备表示的状态
 * 作出攻击」, or a card's 「自己场上的「X」怪兽可以…」). Such a monster keeps battling, and its DEF is used in the damage calculation: at the
 * chain's end the board's attack is marked so (`inDefense`), as when the situation lists it attacking in Defense Position.
 */
import type { Board } from '../types.js';
import { attackRulesOn } from './attack-target.js';

export function keepDefenseAttack(board: Board): void {
  const at = board.attack;
  if (!at || at.inDefense) return;
  const ref = board.aliases?.[at.attacker] ?? at.attacker;
  const a = board.cards[ref];
  if (!a || a.zone !== 'monster' || !a.faceUp || a.position !== 'defense') return;
  if (!attackRulesOn(board, ref).some((r) => r.rule.kind === 'in-defense')) return;
  board.attack = { ...at, inDefense: true };
}

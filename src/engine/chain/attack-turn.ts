/**
 * CH-ATTACK-DECLARED-TURN (rules reference docs/c03/战斗阶段流程.rst:11, 97, 105): only the turn player enters the Battle Phase and
 * declares attacks, with monsters of their own field — in a player's own turn the opponent's monsters never declare an attack, and in
 * the opponent's turn the player's own never do. An effect that answers 「对方怪兽的攻击宣言时」 (or 「自己怪兽被攻击…」: the attacker is
 * the opponent's) waits for an attack in the opponent's turn; 「自己怪兽的攻击宣言时」「这张卡的攻击宣言时」 (or 「对方怪兽被攻击…」) in its
 * controller's own turn. With no attack written in the situation, CH-ATTACK-WINDOW assumes a matching declaration just happened: that
 * assumption is made only in the turn where such an attack can be declared; in the other turn the effect cannot be activated. An attack
 * written is judged by CH-ATTACK-WINDOW as it stands. With no turn written (the turn player read as A), the effect is not refused: the
 * turn is assumed to be the one its attack needs, and said.
 */
import type { Judging } from './legality.js';
import type { Phrase } from '../phrases/index.js';
import type { Player, TriggerPattern } from '../../cards/facts.js';
import { R } from '../rule-ids.js';
import { say } from '../phrases/index.js';
import { pushOnce } from '../game/state.js';

/**
 * Whose monster declares the attack the effect answers, relative to its controller — 'self', 'opponent', or null when its words leave
 * either open (「这张卡和对方怪兽进行战斗的攻击宣言时」, a subject of either side).
 */
export function attackerSide(tr: TriggerPattern, waits: boolean): 'self' | 'opponent' | null {
  const s = tr.subject;
  if (!s) return null;
  const on = tr.on ?? [];
  // The subject is the monster attacked (「被选择作为攻击对象时」「被攻击的场合」, the word `attacked`): the attacker is of the other side
  // (「自己的植物族怪兽被选择作为攻击对象时」: the opponent's attack).
  const attacked = waits ? on.includes('attacked') || tr.attackTarget === true : (on.includes('attacked') && !on.includes('attack-declared')) || tr.attackTarget === true;
  const side = s.self ? 'self' : s.side === 'self' || s.side === 'opponent' ? s.side : null;
  if (side === null) return null;
  // 「这张卡和对方怪兽进行战斗」 (a card activation or quick effect of this card, not 「被攻击」): it attacks or is attacked — either turn.
  if (waits && s.self && !attacked) return null;
  if (!attacked) return side;
  return side === 'self' ? 'opponent' : 'self';
}

/**
 * Called where CH-ATTACK-WINDOW would assume an attack the situation does not give: a refusal in the turn where no such attack can be
 * declared; null otherwise (with no turn written, the needed turn said as assumed).
 */
export function attackDeclaredTurn(j: Judging, tr: TriggerPattern, waits: boolean): Phrase | null {
  const side = attackerSide(tr, waits);
  if (side === null) return null;
  const me: Player = j.me;
  const needed: Player = side === 'self' ? me : me === 'A' ? 'B' : 'A';
  if (j.board.turnPlayer === needed) return null;
  j.rules.push(R.ATTACK_DECLARED_TURN);
  if (!j.state.scenario.turnPlayerStated) {
    pushOnce(j.state.assumptions, say({ rule: R.ATTACK_DECLARED_TURN, params: { name: j.name, variant: 'assumed', side, turn: needed } }));
    return null;
  }
  return { rule: R.ATTACK_DECLARED_TURN, params: { side, turn: j.board.turnPlayer } };
}

/**
 * CH-BATTLE-DAMAGE-TAKEN-COND (rules reference docs/c03/战斗阶段流程.rst:676–678, 701): an effect activated only when its
 * controller is about to take battle damage in the damage calculation (`takesBattleDamage`, 「自己要受到2000以上的战斗伤害
 * 的场合」「对方怪兽的攻击要让自己受到战斗伤害的伤害计算时」) is judged on the damage as it would be taken now, after the
 * effects that change or move it: a damage moved to its controller from the other player counts, one moved away does not;
 * and a threshold is met only by one single damage that large — two damages of one battle are each judged alone, never their
 * sum. Judged in damage calculation, with the situation's attack; elsewhere the damage step rules decide.
 */
import type { Judging } from './legality.js';
import type { Phrase } from '../phrases/index.js';
import { battleOutcome } from '../game/stats.js';
import { R } from '../rule-ids.js';

export function battleDamageTaken(j: Judging): Phrase | null {
  const w = j.e.takesBattleDamage;
  if (!w || j.board.phase !== 'damage-calculation' || !j.board.attack) return null;
  const out = battleOutcome(j.board);
  if (!out) return null;
  const attacker = j.board.cards[j.board.aliases?.[out.attacker] ?? out.attacker];
  const byOpponent = !w.byOpponent || (attacker?.controller !== undefined && attacker.controller !== j.me);
  const largest = Math.max(0, ...(out.each ?? []).filter((d) => d.player === j.me).map((d) => d.amount));
  const met = byOpponent && largest > 0 && largest >= (w.atLeast ?? 1);
  // Judged either way: a link it lets through names the rule too.
  j.rules.push(R.BATTLE_DAMAGE_TAKEN_COND);
  if (met) return null;
  return { rule: R.BATTLE_DAMAGE_TAKEN_COND, params: { amount: String(largest), atLeast: String(w.atLeast ?? 1) } };
}

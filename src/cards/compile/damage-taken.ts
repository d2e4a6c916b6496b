/**
 * CH-BATTLE-DAMAGE-TAKEN-COND (rules reference docs/c03/战斗阶段流程.rst:676–678, 701): an activation condition on the
 * battle damage its controller is about to take in the damage calculation under way —
 * 「自己要受到2000以上的战斗伤害的场合，那次伤害计算时才能发动」 (one single damage that large: two damages made by one
 * battle are each judged alone) and 「对方怪兽的攻击要让自己受到战斗伤害的伤害计算时才能发动」 (any damage, the attack being
 * the opponent's). → `EffectFacts.takesBattleDamage`, judged by ../../engine/chain/damage-taken.ts.
 */
import type { EffectFacts } from '../facts.js';

const TAKEN = /(对方怪兽的攻击)?(?:要让自己|自己要)受到(?:(\d+)以上的)?战斗伤害的(?:场合|伤害计算时)/;

export function takesBattleDamageOf(e: EffectFacts, text: string): void {
  const m = TAKEN.exec(text);
  if (!m) return;
  // The condition must come before the activation words of this effect (「…才能发动」), not in a step's words.
  const at = text.indexOf('才能发动');
  if (at >= 0 && m.index > at) return;
  e.takesBattleDamage = { ...(m[2] ? { atLeast: Number(m[2]) } : {}), ...(m[1] ? { byOpponent: true } : {}) };
}

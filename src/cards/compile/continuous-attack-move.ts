/**
 * CMP-CONT-ATTACK-MOVE (rules reference docs/c03/战斗阶段流程.rst:125–131): the old wording of a Continuous Trap whose only effect moves an
 * attack — 「对方的怪兽对自己的怪兽攻击的时候，自己的场上的「X」表侧表示存在的场合，攻击对象移去「X」」 — is what its card activation does at
 * the opponent's attack: the activation moves the attack target to that monster (a `move-attack` step: CH-ATTACK-MOVE judges it — a
 * monster the attacker must attack leaves it nowhere to move — and CH-ATTACK-MOVED performs it). Before, the move was kept as an unread clause of a continuous effect.
 */
import type { CardType, EffectFacts } from '../facts.js';

const MOVE = /攻击的时候[^。]*?攻击对象移去「([^」]+)」/;

export function continuousAttackMoveOf(out: EffectFacts[], text: string, type: CardType): void {
  if (type.kind !== 'trap' || !type.subtypes.includes('continuous') || !text.includes('攻击对象移去')) return;
  const m = MOVE.exec(text);
  if (!m) return;
  if (out.some((e) => e.kind === 'activation')) return;
  const moving = out.find((e) => e.kind === 'continuous' && e.does.length === 0 && (e.unknown ?? []).some((u) => u.includes('攻击对象移去')));
  if (!moving) return;
  // (The card activation, made here rather than by ../card-activation.ts, which adds a plain one to a card that has none.)
  out.unshift({ n: 0, kind: 'activation', does: [{ do: 'move-attack', toName: m[1]! }], source: moving.source });
  // The clause is read now, as the activation's step: the continuous effect that only held it unread is no effect of the card.
  moving.unknown = moving.unknown!.filter((u) => !u.includes('攻击对象移去'));
  if (moving.unknown.length === 0) out.splice(out.indexOf(moving), 1);
}

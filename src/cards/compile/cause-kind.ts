/**
 * WIN-CAUSE-CARD-KIND (issue 16; rules reference docs/c03/特定效果的处理方法.rst:640): 「自己的通常陷阱卡的效果让怪兽从场上离开
 * 的场合」 names what made the event — the effect of a Normal Trap of that side — not the cards it happened to: the subject is
 * any monster on the field (a Token or a card Special Summoned as a monster included), the cause a card effect of that side,
 * and the link's card must be a Normal Trap (`causeKind`).
 */
import type { EffectFacts } from '../facts.js';

const CAUSE = /(自己|对方)的通常(陷阱|魔法)卡的效果让怪兽从场上离开/;

export function causeKindOf(e: EffectFacts, conditionsText: string): void {
  if (e.kind !== 'trigger' || !e.trigger) return;
  const m = CAUSE.exec(conditionsText);
  if (!m) return;
  e.trigger.subject = { kind: 'monster' };
  e.trigger.by = m[1] === '自己' ? 'self' : 'opponent';
  e.trigger.cause = 'effect';
  e.trigger.causeKind = { kind: m[2] === '陷阱' ? 'trap' : 'spell', normal: true };
}

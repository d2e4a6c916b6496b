/**
 * CH-PHASE-SELF-LEFT-EARLIER (rules reference docs/c03/战斗阶段流程.rst:972–977): a monster's effect activated at the end of the Damage
 * Step cannot be activated when the monster left the Monster Zone before that step — only one destroyed by that battle may still use it
 * from where it went (CH-PHASE-SELF-ON-FIELD's examples). A monster of the attack now off the field that the battle could not destroy
 * — its own 「不会被战斗破坏」 with no condition, its effects not stated negated — left another way (an effect after damage calculation).
 */
import type { Board, BoardCard } from '../types.js';
import { printedIndestructible } from '../game/protection.js';

/** Is `self` (off the field, a monster of the attack) one the battle could not have destroyed? Its name for the answer, or null. */
export function leftBeforeStepEnd(board: Board, self: BoardCard): string | null {
  const at = board.attack;
  if (!at || board.phase !== 'damage-step-end') return null;
  const ref = board.aliases?.[self.ref] ?? self.ref;
  if (ref !== (board.aliases?.[at.attacker] ?? at.attacker) && ref !== (at.target ? (board.aliases?.[at.target] ?? at.target) : null)) return null;
  if (self.states.includes('battle-destroyed') || self.states.includes('effects-negated')) return null;
  const proof = printedIndestructible(self.card, 'battle', () => true, (e) => !e.condition?.length)
    || self.card.effects.some((e) => e.kind === 'continuous' && !e.condition?.length && e.battleDamage?.some((r) => r.op === 'indestructible' && r.of === 'self' && !r.vs && !r.lpAhead && !r.lasts && !r.whenReplaced));
  return proof ? self.card.name : null;
}

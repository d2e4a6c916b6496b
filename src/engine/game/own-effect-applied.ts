/**
 * Issue 16, CH-OWN-EFFECT-APPLIED (rules reference docs/c03/无效.rst:608–609): 「这张卡的①的效果适用的回合的结束阶段才能发动」 — the
 * condition holds when an activation of that effect of this card by its player applied this turn. Read from the turn's history
 * (`本回合:X#1`): an activation whose effect applied as written counts; one whose activation or effect was negated, or whose
 * effect a higher link rewrote (`改写`: it resolved the new text, its own effect never applied), does not. With no history
 * written it cannot be told (null: assumed, and said).
 */
import type { Card, Player } from '../../cards/facts.js';
import type { Scenario } from '../../scenario/types.js';

export function ownEffectApplied(scenario: Scenario, card: Card, effect: number, me: Player): boolean | null {
  const history = scenario.history ?? [];
  const applied = history.some((h) => h.kind === 'activation' && h.player === me && !h.pendulum && h.effect === effect && h.negated === null && (h.card.id === card.id || h.card.name === card.name));
  return applied ? true : history.length > 0 ? false : null;
}

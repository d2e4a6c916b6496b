/**
 * CH-EQUIP-EFFECT-NOT-MONSTER (rules reference docs/c03/装备卡.rst:114–120): an effect a monster card activates from the Spell & Trap
 * Zone — as an equip card (CMP-EQUIPPED-SELF-COST: its cost sends the equipped card itself) — is an Equip Spell's effect, not a
 * monster's. A negation of monsters' effects by name (one whose target is a monster: that monster and monsters of its original name)
 * does not reach it, even when its card went to the GY as the cost.
 */
import type { EngineState, LinkState } from '../game/state.js';

/** Does the by-name negation left by link `by` spare `link` — a monster card's effect activated from the Spell & Trap Zone, the negation being of monsters? */
export function sparedAsEquipEffect(state: EngineState, by: number, link: LinkState): boolean {
  if (link.card.type.kind !== 'monster' || link.activatedFrom !== 'spell' || link.effect?.pendulum) return false;
  const negator = state.links.find((x) => x.n === by);
  const kind = negator?.effect?.targets?.filter.kind;
  return kind === 'monster';
}

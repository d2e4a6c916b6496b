/**
 * CH-EQUIP-EFFECT-NOT-MONSTER (rules reference docs/c03/装备卡.rst:114–120): an effect a monster card activates from the Spell & Trap
 * Zone — as an equip card (甲虫装机 大黄蜂③, CMP-EQUIPPED-SELF-COST) — is an Equip Spell's effect, not a monster's. A negation of
 * monsters' effects by name (墓穴的指名者: the monster banished and monsters of its original name) does not reach it, even when its
 * card went to the GY as the cost.
 */
import type { EngineState, LinkState } from '../game/state.js';

/** Does the by-name negation left by link `by` spare `link` — a monster card's effect activated from the Spell & Trap Zone, the negation being of monsters? */
export function sparedAsEquipEffect(state: EngineState, by: number, link: LinkState): boolean {
  if (link.card.type.kind !== 'monster' || link.activatedFrom !== 'spell' || link.effect?.pendulum) return false;
  const negator = state.links.find((x) => x.n === by);
  const kind = negator?.effect?.targets?.filter.kind;
  return kind === 'monster';
}

/**
 * The card activation that every Continuous, Field and Equip Spell/Trap (and so every Trap Monster
 * kept on the field) has, whether or not its text lists an activated effect (issue 11, rule
 * CH-CARD-ACTIVATION): putting the card face-up from the hand or from its Set position is itself an
 * activation that goes on the chain (seed 002 一 3). It is record 0, never one of the numbered effects,
 * so `卡名①` still means what the card text calls ①.
 */
import type { CardType, EffectFacts } from './facts.js';

/** Spell/Trap types whose card stays on the field after its activation resolves. */
export function staysAfterActivation(type: CardType): boolean {
  return type.kind !== 'monster' && type.subtypes.some((s) => s === 'continuous' || s === 'field' || s === 'equip');
}

/**
 * `effects` with the plain card activation (record 0) added in front when the card is a Spell/Trap
 * that stays on the field and no record is its activation. Never changes a list that has one.
 */
export function withCardActivation(effects: EffectFacts[], type: CardType, source: EffectFacts['source']): EffectFacts[] {
  if (!staysAfterActivation(type) || effects.some((e) => e.kind === 'activation')) return effects;
  return [{ n: 0, kind: 'activation', does: [], source }, ...effects];
}

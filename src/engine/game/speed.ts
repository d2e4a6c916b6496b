/**
 * Spell speed 咒文速度 (seed 002 四): from the card type and the effect kind, unless the card's facts
 * state one. Speed 1: ignition, trigger and flip effects of monsters, Spell card activations other
 * than Quick-Play, Spells' effects (including in the GY). Speed 2: quick effects, Quick-Play Spell
 * activations, Trap activations other than Counter Traps, Traps' effects. Speed 3: Counter Traps.
 */
import type { Card, CardType, EffectFacts, SpellSpeed } from '../../cards/facts.js';

/** The spell speed of `effect` of `card` on the chain (the rule below, read from its type). */
export function spellSpeed(card: Card, effect: EffectFacts): SpellSpeed {
  return speedOfKind(card.type, effect);
}

/**
 * CH-SPEED-KIND: the same rule read from the card type alone — what `card` shows (src/answer/card.ts) is what the chain uses:
 * an effect of a Spell face-up on the field, a Field Spell's trigger at damage calculation among them, is speed 1
 * (docs/c02/基本用语.rst:456); every effect of a Trap is speed 2 (:463).
 */
export function speedOfKind(type: CardType, effect: EffectFacts): SpellSpeed {
  if (effect.speed) return effect.speed;
  const { kind, subtypes } = type;
  if (kind === 'spell') {
    if (effect.kind === 'activation') return subtypes.includes('quickplay') ? 2 : 1;
    return effect.kind === 'quick' ? 2 : 1;
  }
  if (kind === 'trap') {
    if (effect.kind === 'activation') return subtypes.includes('counter') ? 3 : 2;
    return 2;
  }
  // 「这个效果在对方回合也能发动」 makes an ignition-like ability a quick effect.
  if (effect.kind === 'quick' || effect.alsoOpponentTurn) return 2;
  return 1;
}

/**
 * CH-PENDULUM-EFFECT-SPELL / CH-PENDULUM-ACTIVATION: a Pendulum card's activation counts as a Spell Card's when it is a Pendulum Effect
 * activated in its Pendulum Zone, or the card's own activation placing it from the hand in a Pendulum Zone (docs/c02/卡片·效果的发动.rst:28, :86).
 */
export function isPendulumSpellActivation(card: Card, effect: EffectFacts | null | undefined, activatedFrom: string | null, cardActivation: boolean | undefined): boolean {
  return card.type.kind === 'monster' && effect?.pendulum === true && (activatedFrom === 'spell' || cardActivation === true);
}

/** A Spell/Trap card whose activated effects need the card face-up on the field (永续·装备·场地). */
export function isLastingSpellTrap(card: Card): boolean {
  return card.type.kind !== 'monster' && card.type.subtypes.some((s) => s === 'continuous' || s === 'equip' || s === 'field');
}

/**
 * Has the card any continuous effect (永续效果)? Most cards have none: the readers that keep what a
 * card's continuous effects say, once per card, ask this first and keep nothing for those cards — every
 * kept record of a card seen once is copied by the young-generation GC before it settles.
 */
export function hasContinuous(card: Card): boolean {
  for (const e of card.effects) if (e.kind === 'continuous') return true;
  return false;
}

/** Activatable at all (continuous effects and summoning procedures never are). */
export function isActivated(effect: EffectFacts): boolean {
  return effect.kind !== 'continuous' && effect.kind !== 'procedure';
}

/**
 * CH-WITH-EFFECT (Set card written with an effect number; rules reference docs/c02/卡片·效果的发动.rst:28, 143–183): a Set Spell/Trap on
 * the field is used only by activating the card — turning it face-up is that activation. A Set Continuous Trap written with the number
 * of one of its other effects (`X①`) is therefore read as its card activation with that effect in the same chain link, as the note
 * `[同时发动①]` writes it (judged by ./with-effect.ts): before, the effect was activated by a card left face-down, which at resolution
 * was said to have left the field.
 */
import type { EffectFacts } from '../../cards/facts.js';
import type { NoteFact } from '../../scenario/types.js';
import type { BoardCard } from '../types.js';
import type { LinkState } from '../game/state.js';

type WithEffect = Extract<NoteFact, { kind: 'with-effect' }>;

/** The card activation and the joined effect's note, when this link is such a Set Continuous Trap's other effect; else null. */
export function setTrapEffect(link: LinkState, bc: BoardCard, e: EffectFacts | null): { activation: EffectFacts; note: WithEffect } | null {
  if (!e || e.kind === 'activation' || e.kind === 'continuous' || e.kind === 'procedure' || e.pendulum) return null;
  if (bc.zone !== 'spell' || bc.faceUp || link.card.type.kind !== 'trap' || !link.card.type.subtypes.includes('continuous')) return null;
  const activation = link.card.effects.find((x) => x.kind === 'activation');
  return activation ? { activation, note: { kind: 'with-effect', n: e.n } } : null;
}

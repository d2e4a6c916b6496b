/**
 * CH-NOT-ACTIVATED (face-up variant): a Continuous, Field or Equip Spell/Trap already face-up in the Spell & Trap Zone has been
 * activated; it cannot be activated as a card again, and its continuous effect applies without being activated — neither is a
 * chain link. A link that names such a card with no effect number, when the card has no other effect that is activated, is refused
 * here, saying what to write instead (the number of an activated effect, when it has one).
 *
 * A Normal/Quick-Play Spell or a Normal/Counter Trap written face-up on the field is left alone: it is face-up only while it resolves,
 * so such a listing most often means a Set card (`(盖)` left out).
 */
import type { EffectFacts } from '../../cards/facts.js';
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { isActivated } from '../game/speed.js';
import type { Judging } from './legality.js';

/** The gate: only a card activation can be one made again. */
export const mayBeFaceUpAgain = (e: EffectFacts): boolean => e.kind === 'activation';

const LASTING = ['continuous', 'field', 'equip'];

export function faceUpAgain(j: Judging): Phrase | null {
  const { link, self } = j;
  if (!link.cardActivation || link.card.type.kind === 'monster' || link.activatedFrom !== 'spell' || !self.faceUp) return null;
  if (!link.card.type.subtypes.some((s) => LASTING.includes(s))) return null;
  const numbers: number[] = [];
  for (const e of link.card.effects) if (isActivated(e) && e.kind !== 'activation' && !e.pendulum && !numbers.includes(e.choiceOf ?? e.n)) numbers.push(e.choiceOf ?? e.n);
  return { rule: R.NOT_ACTIVATED, params: { variant: 'face-up', numbers } };
}

/**
 * Spell/Trap cards on the chain (issue 11, families 3 and 4).
 *
 * CH-ON-CHAIN-NO-RETURN: an activated Normal or Quick-Play Spell, or Normal or Counter Trap, is sent
 * to the GY when the chain ends; while on the chain it cannot be returned to the hand or Deck (it is
 * no legal target of such an effect, and an effect that targeted it while it was Set returns nothing
 * once it was activated). It may still be destroyed or banished.
 */
import type { ActionType, Card } from '../../cards/facts.js';

/** A Spell/Trap whose activation leaves the field when the chain ends. */
export function leavesAfterChain(card: Card): boolean {
  const { kind, subtypes } = card.type;
  if (kind === 'spell') return !subtypes.some((s) => s === 'continuous' || s === 'field' || s === 'equip');
  if (kind === 'trap') return !subtypes.includes('continuous');
  return false;
}

const RETURNS: ReadonlySet<ActionType> = new Set<ActionType>(['return-to-hand', 'return-to-deck', 'set']);

/** Does the action put a card back in the hand or Deck (or Set it again)? */
export function isReturnAction(act: ActionType): boolean {
  return RETURNS.has(act);
}

/** Can `act` not be done to `card`, activated as a card on the chain? */
export function cannotUndergoOnChain(card: Card, act: ActionType): boolean {
  return RETURNS.has(act) && leavesAfterChain(card);
}

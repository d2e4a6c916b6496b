/**
 * Spell/Trap cards on the chain (issue 11, families 3 and 4).
 *
 * CH-ON-CHAIN-NO-RETURN: an activated Normal or Quick-Play Spell, or Normal or Counter Trap, is sent
 * to the GY when the chain ends; while on the chain it cannot be returned to the hand or Deck (it is
 * no legal target of such an effect, and an effect that targeted it while it was Set returns nothing
 * once it was activated). It may still be destroyed or banished.
 */
import type { ActionType, Card } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';

/** A Spell/Trap whose activation leaves the field when the chain ends. */
export function leavesAfterChain(card: Card): boolean {
  const { kind, subtypes } = card.type;
  // A Normal Spell/Trap whose text keeps it on the field (a 「在场期间」 continuous effect) does not leave.
  if (card.effects.some((e) => e.kind === 'continuous' && e.staysOnField)) return false;
  // (CH-ST-STAYS-BY-TEXT: one whose activation leaves a step destroying or sending itself later — 「发动后第2次的自己的准备阶段这张卡破坏」
  // 「2回合以后这张卡破坏」 — stays until then: a card sent to the GY now could not be destroyed then.)
  if (card.effects.some((e) => e.kind === 'activation' && e.does.some((a) => a.what === 'self' && a.whenever !== undefined && (a.do === 'destroy' || a.do === 'send-to-gy')))) return false;
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

/**
 * CH-ACTIVATION-NOT-APPLYING: a card whose card activation is on the chain and has not resolved is on
 * the field, but its continuous effects apply only once that activation resolved.
 */
export function activationPending(state: EngineState, c: BoardCard): boolean {
  return c.onChain !== null && c.onChain !== undefined && state.links.some((l) => l.n === c.onChain && l.cardActivation && l.outcome === null);
}

/** The link (other than `except`) whose card activation put `ref` on the chain, if any and if it was activated. */
export function activatedOnChain(state: EngineState, ref: string, except: number | null = null): number | null {
  const l = state.links.find((x) => x.ref === ref && x.n !== except && x.cardActivation && x.legal !== false);
  return l ? l.n : null;
}

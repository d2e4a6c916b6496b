/**
 * CH-PENDULUM-ACTIVATION (rules reference docs/c02/卡片·效果的发动.rst:86): a Pendulum Monster placed from the hand in a Pendulum Zone is a
 * Spell Card's activation — a card activation with no effect to resolve, speed 1 (its player's Main Phase, an open game state: chain
 * link 1), needing a free Pendulum Zone. Written on a chain with no effect number, from the hand, where none of its effects is activated
 * from the hand, the link is that activation: the card goes face-up into the Pendulum Zone as it is activated, so a card chained to it
 * already finds it there (its scale read, its own continuous effects not yet applying: CH-ACTIVATION-NOT-APPLYING), and it stays on the
 * field after the chain. Its own activation requirement, when its text has one (「…的场合才能把这张卡发动」), is not read: said.
 */
import type { Card, EffectFacts } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { LinkState } from '../game/state.js';
import type { Judging } from './legality.js';
import type { Phrase } from '../phrases/index.js';
import { isActivated } from '../game/speed.js';
import { placeMatches } from '../game/match.js';
import { isMainPhase } from '../game/phase.js';
import { pendulumZonesUsed } from '../game/pendulum-place.js';
import { pushOnce } from '../game/state.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

const ACTIVATIONS = new WeakMap<Card, EffectFacts>();

/** Is the link, written with no effect number, the Pendulum card's activation in a Pendulum Zone? */
export function isPendulumCardActivation(link: LinkState, bc: BoardCard, typed: number | null): boolean {
  const card = link.card;
  if (typed !== null || card.type.kind !== 'monster' || !card.type.subtypes.includes('pendulum') || bc.zone !== 'hand') return false;
  return !card.effects.some((e) => isActivated(e) && e.from !== undefined && placeMatches(e.from, 'hand'));
}

/** The card activation of a Pendulum card: nothing to resolve (record 0, as a Continuous Spell's plain activation). */
export function pendulumActivation(card: Card): EffectFacts {
  let e = ACTIVATIONS.get(card);
  if (!e) {
    const text = card.effects.find((x) => x.n === 0 && x.pendulum === true);
    e = { ...(text ?? card.effects[0]!), n: 0, kind: 'activation', speed: 1, does: [], pendulum: true, condition: undefined, cost: undefined, targets: undefined, trigger: undefined, respondsTo: undefined, respondsToSummon: undefined, from: 'hand', oncePerTurn: undefined, unknown: undefined };
    ACTIVATIONS.set(card, e);
  }
  return e;
}

/** Its player's Main Phase (in their turn) and a free Pendulum Zone; its own written requirement is not checked (said). */
export function pendulumActivationLegal(j: Judging): Phrase | null {
  if (!j.link.rules.includes(R.PENDULUM_ACTIVATION)) return null;
  const { state, me } = j;
  const phase = state.board.phase;
  if ((phase !== null && !isMainPhase(phase)) || state.scenario.turnPlayer !== me) {
    return { rule: R.PENDULUM_ACTIVATION, params: { variant: 'timing' } };
  }
  if (pendulumZonesUsed(state, me, [j.self]) >= 2) return { rule: R.PENDULUM_ACTIVATION, params: { variant: 'no-zone' } };
  if (j.link.card.effects.some((x) => x.n === 0 && x.pendulum === true)) pushOnce(state.assumptions, say({ rule: R.PENDULUM_ACTIVATION, params: { variant: 'requirement', name: j.name } }));
  return null;
}

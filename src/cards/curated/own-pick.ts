/**
 * SIT-PICK-OWN-HIDDEN: a curated pick from a hand, Deck or Extra Deck (手卡·卡组·额外卡组) with no side written takes the taking
 * player's own cards — a player takes only from their own hidden places, as the compiler reads card text (CMP-PICK-SIDE). With no
 * side, 增援 added a Warrior the situation listed in the opponent's Deck. Only curated records are read here: the compiler gives
 * its own picks a side from the words, and where it read none (「看对方手卡并选择1张丢弃」) the own side would be a guess.
 */
import type { Action, CardFilter, EffectFacts, Place } from '../facts.js';
import { PICKED_FROM } from '../shape.js';

const OWN_ONLY: ReadonlySet<Place> = new Set<Place>(['hand', 'deck', 'extra']);

/**
 * Whose cards the step takes: the controller's, or the opponent's when the step says the opponent does it (`player`); a step both
 * players do (`player: 'both'`, `eachPlayer`) is each one's own and keeps its side as written; a place that is not hidden: none.
 */
function ownHiddenSide(a: Action, place: NonNullable<CardFilter['place']>): CardFilter['side'] {
  if (a.player === 'both' || a.player === 'any' || a.eachPlayer) return undefined;
  if (!(Array.isArray(place) ? place : [place]).every((p) => OWN_ONLY.has(p))) return undefined;
  return a.player === 'opponent' ? 'opponent' : 'self';
}

/** The step with its picked cards' side given, when the step picks from its taker's hidden places and writes no side. */
export function ownHiddenPick(a: Action): Action {
  const what = a.what;
  if (typeof what !== 'object' || what.filter.side !== undefined || !PICKED_FROM.has(a.do)) return a;
  const place = what.filter.place ?? a.from;
  const side = place === undefined ? undefined : ownHiddenSide(a, place);
  return side === undefined ? a : { ...a, what: { ...what, filter: { ...what.filter, side } } };
}

/** The effect with every step of its resolution, cost and leaving read so (the nested `then` steps are list entries too). */
export function ownHiddenPicks(e: EffectFacts): EffectFacts {
  const out: EffectFacts = { ...e };
  if (e.does) out.does = e.does.map(ownHiddenPick);
  if (e.cost) out.cost = e.cost.map(ownHiddenPick);
  if (e.leaves) out.leaves = e.leaves.map(ownHiddenPick);
  if (e.handActivation?.cost) out.handActivation = { ...e.handActivation, cost: e.handActivation.cost.map(ownHiddenPick) };
  return out;
}

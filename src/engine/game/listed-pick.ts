/**
 * CH-PICK-LISTED-EMPTY (issue 16; rules reference docs/c03/特定效果的处理方法.rst:139–154): a step that picks cards of a
 * description from places the situation lists in full (the Deck `A卡组:`, the GY `A墓:`, the banished cards, the Extra Deck)
 * picks nothing when none there fits: that step is not done — the steps before it stand, and a 「那之后」 step after it is not
 * done either (CH-THEN). A place not listed is not judged (the step is then assumed done on an unnamed card, as before).
 * The hand counts as listed in full too when the situation lists it (`A手:…`: the binder takes its size from the list), so
 * 「从自己的手卡·墓地选1只「X」特殊召唤」 with neither holding an X — one banished in the chain, say — summons nothing.
 */
import type { Place, Player, Side, Subject } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import type { Scenario } from '../../scenario/types.js';
import { matchesFilter, onBoard } from './match.js';

/** The places a pick may be judged empty in: those the situation lists card by card (the field is never taken as listed in full). */
const LISTABLE: ReadonlySet<Place> = new Set<Place>(['hand', 'deck', 'gy', 'banished', 'extra']);

const asList = <T,>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

/**
 * Whether a pick (`scope: 'choose'`) comes only from hidden places the situation lists for the player(s) it names, and none of
 * their cards fits its description: then it picks nothing.
 */
export function listedPickEmpty(state: EngineState, link: LinkState, subject: Subject | undefined, from: Place | Place[] | undefined, barred: readonly Place[] = [], also?: (cards: BoardCard[]) => BoardCard[]): boolean {
  if (typeof subject !== 'object' || subject.scope !== 'choose') return false;
  // CH-GY-LOCK-LISTED-EMPTY: a place the step may not take from (the GY under a GY lock) is left out of its places.
  const places = asList<Place>(from ?? subject.filter.place).filter((p) => !barred.includes(p));
  const players = placePlayers(link, subject);
  if (!listedInFull(state, places, players)) return false;
  const me = link.controller;
  const ctx = onBoard(state.board, link.ref, me);
  const { place: _place, ...filter } = subject.filter;
  const fit = Object.values(state.board.cards).filter((c) => places.some((p) => c.zone === p && players(p).includes((c.owner ?? c.controller) as Player)) && matchesFilter(filter, c, ctx));
  // (`also`: a narrowing the filter cannot say on its own — CMP-RELATED-TO-TARGET's comparison with the target.)
  return (also && fit.length ? also(fit) : fit).length === 0;
}

/** Whose place a pick reads (「从卡组」「从额外卡组」「从手卡」 with no side: the player's own; a GY or banished pick with no side may be either player's). */
function placePlayers(link: LinkState, subject: Extract<Subject, object>): (p: Place) => Player[] {
  const me = link.controller;
  const side = subject.filter.side;
  return (p) => (side === undefined && (p === 'deck' || p === 'extra' || p === 'hand') ? [me] : sidePlayers(side, me));
}

/** The players a filter's side names, for `me`: none named, both (a GY or banished card of either player fits). */
export function sidePlayers(side: Side | undefined, me: Player): Player[] {
  const other: Player = me === 'A' ? 'B' : 'A';
  return side === 'self' ? [me] : side === 'opponent' ? [other] : [me, other];
}

function listedInFull(state: EngineState, places: Place[], players: (p: Place) => Player[]): boolean {
  if (!places.length || places.some((p) => !LISTABLE.has(p))) return false;
  return places.every((p) => players(p).every((who) => state.knownZones.has(`${who}:${p}`)));
}

/** Whether every place a step's cards come from is a hidden place the situation lists in full for the player(s) it names. */
export function placesListed(state: EngineState, link: LinkState, subject: Subject | undefined, from?: Place | Place[]): boolean {
  if (typeof subject !== 'object') return false;
  return listedInFull(state, asList<Place>(from ?? subject.filter.place), placePlayers(link, subject));
}

/** The places on the field: a target there is judged against the field the situation writes (`A场:` `B场:`, CH-TARGET-LISTED-NONE). */
const FIELD_PLACES: ReadonlySet<Place> = new Set<Place>(['field', 'monster', 'spell']);

export const isFieldPlace = (p: Place): boolean => FIELD_PLACES.has(p);

/** Whether a card stands in a place: the field is both its zones; on the field a card is its controller's, elsewhere its owner's. */
const standsIn = (c: BoardCard, p: Place, players: Player[]): boolean =>
  (p === 'field' ? c.zone === 'monster' || c.zone === 'spell' : c.zone === p) && players.includes((FIELD_PLACES.has(p) ? c.controller : (c.owner ?? c.controller)) as Player);

/**
 * Whether the situation writes a player's field empty (`A场:` with no card): like a GY, a field written with some cards may be written
 * only in part (the cards the question is about), so only an empty one is taken as listed in full. The cards the chains put there
 * since (a card activated in the chain, a monster summoned) are on it all the same.
 */
export function fieldWrittenEmpty(state: EngineState, who: Player): boolean {
  return fieldListedInFull(state.scenario, state.knownZones, who);
}

/** fieldWrittenEmpty on the scenario and its known zones alone, for a check made before any chain state exists (./untributed.ts). */
export function fieldListedInFull(scenario: Scenario | undefined, knownZones: ReadonlySet<string>, who: Player): boolean {
  if (!knownZones.has(`${who}:field`)) return false;
  // SIT-FIELD-COMPLETE: a field written `A场只有:` holds only the cards listed — in full, as one written empty.
  if (scenario?.completeFields?.includes(who)) return true;
  const instances = scenario?.instances ?? [];
  return !instances.some((c) => c.ref.startsWith(`${who}场`));
}

/**
 * SIT-FIELD-COMPLETE: the players whose field a target filter looks at that the situation writes with some cards but not complete
 * (no `A场只有:`): a fitting card not written may stand there. Empty when the filter is not of the field, or a field it looks at is
 * not written at all (the plain assumption holds then) or is written in full.
 */
export function partialFields(state: EngineState, link: LinkState, filter: Extract<Subject, object>['filter']): Player[] {
  const places = asList<Place>(filter.place);
  if (!places.length || !places.every((p) => FIELD_PLACES.has(p))) return [];
  // Every place here is of the field, where the players are the filter's side alike (placePlayers): one list, no set of
  // the places' lists made per target check (issue 10: asked at activation and resolution of every link with a field target).
  const who = sidePlayers(filter.side, link.controller);
  if (!who.every((p) => state.knownZones.has(`${p}:field`))) return [];
  return who.filter((p) => !fieldWrittenEmpty(state, p));
}

/** SIT-FIELD-COMPLETE: how many cards (other than `except`) fit a target filter on the field as the board holds it now. */
export function fittingOnBoard(state: EngineState, link: LinkState, filter: Extract<Subject, object>['filter'], except: readonly string[]): number {
  const places = asList<Place>(filter.place);
  const players = placePlayers(link, { scope: 'choose', filter } as Extract<Subject, object>);
  const ctx = onBoard(state.board, link.ref, link.controller);
  return Object.values(state.board.cards).filter((c) => !except.includes(c.ref) && places.some((p) => standsIn(c, p, players(p))) && matchesFilter(filter, c, ctx)).length;
}

/**
 * CH-TARGET-LISTED-NONE: how many cards (other than `except`) fit a target filter in its places, when every place is one the situation
 * lists in full for the player(s) the filter names (the GYs `A墓:` `B墓:`, the banished cards, and — for a target — the field written
 * empty `A场:` `B场:`: every card on it then is one the chains put there, a card activated in the chain included); null when any place
 * is not so listed (a field not written, or written with some cards: a target there is assumed as before).
 */
export function listedTargetCount(state: EngineState, link: LinkState, filter: Extract<Subject, object>['filter'], except: readonly string[]): number | null {
  const subject = { scope: 'choose', filter } as Extract<Subject, object>;
  const places = asList<Place>(filter.place);
  const players = placePlayers(link, subject);
  const listed = places.length > 0 && places.every((p) => (LISTABLE.has(p) ? players(p).every((who) => state.knownZones.has(`${who}:${p}`)) : FIELD_PLACES.has(p) && players(p).every((who) => fieldWrittenEmpty(state, who))));
  if (!listed) return null;
  const ctx = onBoard(state.board, link.ref, link.controller);
  return Object.values(state.board.cards).filter((c) => !except.includes(c.ref) && places.some((p) => standsIn(c, p, players(p))) && matchesFilter(filter, c, ctx)).length;
}

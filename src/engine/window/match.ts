/**
 * Does an event meet a trigger's condition? The facts of a TriggerPattern (src/cards/facts.ts) read
 * against one EngineEvent, relative to the effect's controller.
 */
import type { Card, CardFilter, EventType, Place, Player, Side, Zone, TriggerPattern, EventCause } from '../../cards/facts.js';
import type { EngineEvent } from '../types.js';
import type { Snapshot } from './timeline.js';

export function asArray<T>(v: T | T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

export function placeMatches(zone: Zone | null, place: Place | Place[] | undefined): boolean {
  const places = asArray(place);
  if (places.length === 0) return true;
  if (zone === null) return false;
  return places.some((p) => p === zone || (p === 'field' && (zone === 'monster' || zone === 'spell')));
}

export function sideMatches(owner: Player | null, controller: Player, side: Side | undefined): boolean {
  if (!side || side === 'any') return true;
  if (owner === null) return false;
  return side === 'self' ? owner === controller : owner !== controller;
}

/** A card (at a moment) against a filter, from the point of view of `controller` whose card is `selfRef`. */
export function filterMatches(
  filter: CardFilter,
  ref: string,
  card: Card,
  snap: Snapshot | null,
  selfRef: string,
  controller: Player,
  /** The attacking monster's ref, when an attack is going on (for `attacking`); undefined: not known. */
  attacker?: string | null,
): boolean {
  if (filter.self && ref !== selfRef) return false;
  if (filter.attacking !== undefined && attacker !== undefined && (ref === attacker) !== filter.attacking) return false;
  if (filter.notSelf && ref === selfRef) return false;
  if (!sideMatches(snap?.controller ?? null, controller, filter.side)) return false;
  if (filter.kind && !asArray(filter.kind).includes(card.type.kind)) return false;
  if (filter.subtypes && !filter.subtypes.some((s) => card.type.subtypes.includes(s))) return false;
  if (filter.place && !placeMatches(snap?.zone ?? null, filter.place)) return false;
  if (filter.faceUp !== undefined && (snap?.faceUp ?? true) !== filter.faceUp) return false;
  if (filter.race && card.race !== undefined && !sameWord(card.race, filter.race)) return false;
  if (filter.attribute && card.attribute !== undefined && !sameWord(card.attribute, filter.attribute)) return false;
  if (filter.archetype && !card.name.includes(filter.archetype.replace(/[「」]/g, ''))) return false;
  if (filter.id !== undefined && card.id !== filter.id) return false;
  if (filter.levelMax !== undefined && (card.level ?? 0) > filter.levelMax) return false;
  if (filter.levelMin !== undefined && (card.level ?? 0) < filter.levelMin) return false;
  if (filter.atkMax !== undefined && (card.atk ?? 0) > filter.atkMax) return false;
  // An unknown ATK (a monster the user did not name) is assumed to match, as elsewhere.
  if (filter.atkMin !== undefined && card.atk !== undefined && card.atk < filter.atkMin) return false;
  if (filter.defEq !== undefined && card.def !== filter.defEq) return false;
  if (filter.position && snap?.position && snap.position !== filter.position) return false;
  return true;
}

function sameWord(a: string, b: string): boolean {
  const strip = (s: string) => s.replace(/[族属性]$/u, '').toLowerCase();
  return strip(a) === strip(b);
}

/**
 * Event types that also count as another (a card destroyed and sent to the GY *was sent* to the GY;
 * a flip summon flips the card). The chain engine may report either; both meet the condition.
 */
export function eventTypeMatches(event: EngineEvent, wanted: EventType, cardIndex: number): boolean {
  if (event.type === wanted) return true;
  const to = event.to[cardIndex] ?? null;
  if (wanted === 'sent-to-gy') return (event.type === 'destroyed' || event.type === 'discarded') && to === 'gy';
  if (wanted === 'flipped') return event.type === 'flip-summoned';
  return false;
}

export interface EventMatch {
  /** Index of the event in the event list. */
  index: number;
  event: EngineEvent;
  /** The cards of the event that meet the subject filter. */
  cards: string[];
}

export interface MatchContext {
  selfRef: string;
  controller: Player;
  cardOf(ref: string): Card | undefined;
  /** The card's state right after the event (index). */
  at(ref: string, index: number): Snapshot | null;
  /** The card's state just before the event. */
  justBefore(ref: string, index: number): Snapshot | null;
  canon(ref: string): string;
  /** The attacking monster, when an attack is going on. */
  attacker?: string | null;
  /** Tributes of the Tribute Summon this window follows (0 for any other summon, e.g. by an effect). */
  tributeCount?: number;
}

/** Every event of the list that meets the pattern (cards matched per event). */
export function matchingEvents(pattern: TriggerPattern, events: EngineEvent[], ctx: MatchContext): EventMatch[] {
  const wanted = asArray(pattern.event);
  const subject: CardFilter = pattern.subject ?? { self: true };
  const causes = asArray<EventCause>(pattern.cause);
  const out: EventMatch[] = [];
  events.forEach((event, index) => {
    if (causes.length > 0 && (event.cause === null || !causes.includes(event.cause))) return;
    if (pattern.by && (event.by === null || !sideMatches(event.by, ctx.controller, pattern.by))) return;
    if (pattern.byCounterTrap && !event.byCounterTrap) return;
    // 「上级召唤成功时」: only a Tribute Summon with enough tributes meets it.
    if (pattern.tributesMin !== undefined && (event.type !== 'summoned' || (ctx.tributeCount ?? 0) < pattern.tributesMin)) return;
    const cards: string[] = [];
    const cardless = event.cards.length === 0;
    event.cards.forEach((raw, i) => {
      if (!wanted.some((w) => eventTypeMatches(event, w, i))) return;
      const ref = ctx.canon(raw);
      const card = ctx.cardOf(ref);
      if (!card) return;
      if (pattern.from && !placeMatches(event.from[i] ?? ctx.justBefore(ref, index)?.zone ?? null, pattern.from)) return;
      // The subject is judged where the event left it, except its controller: who controlled it
      // when it happened (a monster sent to the GY is its owner's, as it was on the field).
      const after = ctx.at(ref, index);
      const before = ctx.justBefore(ref, index);
      const snap: Snapshot | null = after ? { ...after, controller: before?.controller ?? after.controller } : before;
      if (!filterMatches(subject, ref, card, snap, ctx.selfRef, ctx.controller, ctx.attacker)) return;
      cards.push(ref);
    });
    // Events with no card (damage, LP): the subject is the player; `side` of the subject says whose.
    if (cardless && wanted.includes(event.type)) {
      if (!subject.self && sideMatches(event.player, ctx.controller, subject.side)) out.push({ index, event, cards: [] });
      return;
    }
    if (cards.length > 0) out.push({ index, event, cards });
  });
  return out;
}

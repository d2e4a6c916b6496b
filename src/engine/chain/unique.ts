/**
 * 「只能有1张表侧表示存在」 (rules reference docs/c03/只能有○○存在.rst:164–240): a card whose fact says
 * only one face-up card of its name (or one face-up monster of its archetype) may be on its
 * controller's field, or on the whole field (`Action.unique`; the curated `Card.uniqueFaceUp` is the
 * name form on its controller's field).
 *
 * Such a card cannot arrive face-up — be activated, summoned, equipped — where one that fits is
 * already face-up (CH-ONLY-ONE-ARRIVAL). The limit applies from the arriving card itself wherever it is
 * (its effects in the hand or the GY are not negated by a negation of the monsters on the field: :183–191) and from a
 * card of the limit face-up on the field applying its effects (a monster in the Monster Zone, a
 * Spell/Trap in its zone: :210–211). A name limit counts same-named cards in any field zone (an equip
 * card too: :197, :200); an archetype limit 「「X」怪兽…」 only monsters in the Monster Zone (:198, :201).
 *
 * An effect that must make such an arrival, and whose every possible card would break a limit, cannot
 * be activated; at resolution it does nothing (chained copies: the first one summoned, the rest stay,
 * :172 — CH-ONLY-ONE-AT-RESOLUTION).
 */
import type { Action, Card, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { asArray, matchesFilter, onBoard, zonesKnown } from '../game/match.js';
import { stateView } from '../game/state.js';
import { activationPending } from '../game/on-chain.js';
import { opponent } from '../../scenario/types.js';

export type Unique = NonNullable<Action['unique']>;

const cache = new WeakMap<Card, Unique[]>();

/** The card's 「只能有1张表侧表示存在」 limits (most cards: none). */
export function uniqueOf(card: Card): Unique[] {
  let list = cache.get(card);
  if (!list) {
    list = [];
    if (card.uniqueFaceUp) list.push({ name: card.name, field: 'self' });
    for (const e of card.effects) {
      if (e.kind !== 'continuous') continue;
      // No name: this card's own (「这张卡在自己的场上只能表侧表示存在1张」).
      for (const a of e.does) if (a.unique) list.push(a.unique.name === undefined && a.unique.archetype === undefined ? { ...a.unique, name: card.name } : a.unique);
    }
    cache.set(card, list);
  }
  return list;
}

type Zone = 'monster' | 'spell';

/** How the answer names a limit: the card's name, or 「X」怪兽 for an archetype (「「罪」怪兽…」). */
const what = (u: Unique, name: string): string => (u.archetype !== undefined ? `「${u.archetype}」怪兽` : `「${name}」`);

const nameOf = (c: BoardCard): string => c.changed?.name ?? c.card.name;

/** Does a card (with this name, in this zone, controlled by `player`) fall under the limit held for `holder`? */
function fits(u: Unique, name: string, isMonster: boolean, zone: Zone, player: Player, holder: Player): boolean {
  if (u.field === 'self' && player !== holder) return false;
  if (u.archetype !== undefined) return zone === 'monster' && isMonster && name.includes(u.archetype);
  return name === (u.name ?? '');
}

/** Is a card on the board face-up on the field, applying what it says there? */
function applying(state: EngineState, c: BoardCard): boolean {
  if (!c.faceUp || c.activationNegated || !c.controller || activationPending(state, c)) return false;
  // A monster's limit applies in the Monster Zone, a Spell/Trap's in its own zones (:210–211).
  return c.card.type.kind === 'monster' ? c.zone === 'monster' : c.zone === 'spell';
}

export interface Blocked {
  /** What the limit is on, quoted: 「the card's name」, or 「X」怪兽 for an archetype limit. */
  card: string;
  /** The face-up card already there. */
  there: string;
}

/**
 * Would `arriving` (to `zone` on `player`'s field) break a limit, with the board as it is? The card
 * face-up there that it meets, or null.
 */
export function arrivalBlocked(state: EngineState, arriving: BoardCard, player: Player, zone: Zone): Blocked | null {
  const own = uniqueOf(arriving.card);
  const name = nameOf(arriving);
  const isMonster = arriving.card.type.kind === 'monster' || zone === 'monster';
  for (const k in state.board.cards) {
    const c = state.board.cards[k]!;
    if (c.ref === arriving.ref || !c.faceUp || (c.zone !== 'monster' && c.zone !== 'spell') || c.activationNegated || !c.controller) continue;
    const cIsMonster = c.zone === 'monster';
    // The arriving card's own limit: it applies from where the card is (the hand, the GY).
    const hit = own.find((u) => fits(u, nameOf(c), cIsMonster, c.zone as Zone, c.controller!, player) && fits(u, name, isMonster, zone, player, player));
    if (hit) return { card: what(hit, name), there: nameOf(c) };
    // The limit of the card on the field, while it applies there.
    const theirs = uniqueOf(c.card);
    const held = theirs.length > 0 && applying(state, c) ? theirs.find((u) => fits(u, name, isMonster, zone, player, c.controller!) && fits(u, nameOf(c), cIsMonster, c.zone as Zone, c.controller!, c.controller!)) : undefined;
    if (held) return { card: what(held, name), there: nameOf(c) };
  }
  return null;
}

interface Arrival {
  player: Player;
  zone: Zone;
  /** The cards it may bring (it brings one of them at least); empty when they cannot be told. */
  choices: BoardCard[];
}

/** The face-up arrivals an effect must make, as far as the board tells (its own card activation aside). */
function arrivalsOf(state: EngineState, link: LinkState, targets: readonly string[]): Arrival[] {
  const e = link.effect;
  if (!e) return [];
  const me = link.controller;
  const out: Arrival[] = [];
  for (const a of e.does) {
    const summon = a.do === 'special-summon' || a.do === 'summon';
    if ((!summon && a.do !== 'equip') || a.optional) continue;
    if (summon && (a.position === 'face-down-defense' || a.faceDown)) continue;
    const zone: Zone = summon ? 'monster' : 'spell';
    const players: Player[] = !summon ? [me] : a.player === 'both' ? ['A', 'B'] : a.player === 'opponent' ? [opponent(me)] : [me];
    let choices: BoardCard[] = [];
    if (a.what === 'self') {
      const self = state.board.cards[link.ref];
      if (self && (summon ? self.zone !== 'monster' : true)) choices = [self];
    } else if (a.what === 'targets') {
      // An equip of its targets moves the one not on the field (an Equip Spell from the GY); the monster it goes to stays.
      choices = targets.map((r) => state.board.cards[r]).filter((c): c is BoardCard => c !== undefined && (summon ? c.zone !== 'monster' : c.zone !== 'monster' && c.zone !== 'spell'));
    } else if (a.what && typeof a.what === 'object') {
      const f = a.what.filter;
      if (asArray(f.place).length > 0 && zonesKnown(stateView(state), f, me)) {
        const ctx = onBoard(state.board, link.ref, me);
        choices = Object.values(state.board.cards).filter((c) => c.ref !== link.ref && c.zone !== 'monster' && matchesFilter(f, c, ctx));
      }
    }
    if (choices.length === 0) continue;
    for (const player of players) out.push({ player, zone, choices });
  }
  return out;
}

/** The first arrival the effect must make whose every card would break a limit. */
export function uniqueArrivalFailure(state: EngineState, link: LinkState, targets: readonly string[] = link.targets): Blocked | null {
  const arrivals = arrivalsOf(state, link, targets);
  for (const a of arrivals) {
    let first: Blocked | null = null;
    let all = true;
    for (const c of a.choices) {
      const b = arrivalBlocked(state, c, a.player, a.zone);
      if (!b) {
        all = false;
        break;
      }
      first ??= b;
    }
    if (all && first) return first;
  }
  return null;
}

/**
 * CH-PLACE-PENDULUM (issue 16, rules reference docs/c02/基本用语.rst:262, :828): a step placing its target or this
 * card in its player's Pendulum Zone (Action.placesInPendulumZone) puts a face-up Pendulum Monster from the Monster Zone
 * into its player's Pendulum Zone. It stays on the field but moves between the Monster and Spell & Trap Zones, so it is a new
 * card there: links that targeted it in the Monster Zone no longer find it (CH-TARGET-ZONE-MOVE), its counters are gone
 * (CNT-LEAVE), so are its ATK/DEF changes and what earlier effects left on it. A Pendulum Zone is a Spell & Trap Zone holding a
 * Pendulum card (./match.ts): a player has two; with both taken (or every Spell & Trap Zone of a listed field) it stays.
 */
import type { Player } from '../../cards/facts.js';
import type { CardState } from '../../notation/ast.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { monsterAsEquip } from './match.js';

/** The Pendulum Zones a player uses now (a Pendulum card in the Spell & Trap Zone that is no Equip Card). */
export function pendulumZonesUsed(state: EngineState, player: Player, except: readonly BoardCard[] = []): number {
  let used = 0;
  for (const k in state.board.cards) {
    const c = state.board.cards[k]!;
    if (except.includes(c) || c.zone !== 'spell' || c.controller !== player) continue;
    if (c.card.type.kind === 'monster' && c.card.type.subtypes.includes('pendulum') && !monsterAsEquip(c)) used++;
  }
  return used;
}

/** A card the step may put in a Pendulum Zone: a face-up Pendulum Monster in the Monster Zone. */
export function placeablePendulum(c: BoardCard): boolean {
  return c.zone === 'monster' && c.faceUp && c.card.type.kind === 'monster' && c.card.type.subtypes.includes('pendulum');
}

/** What the card keeps of its states as a new card in the Pendulum Zone (as a card that leaves the field, ./board.ts). */
export function statesInPendulumZone(states: readonly CardState[]): CardState[] {
  return states.filter((s) => s === 'used' || s === 'properly-summoned' || s === 'not-properly-summoned' || s === 'cannot-use');
}

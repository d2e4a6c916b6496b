/**
 * CH-COST-GY-LISTED, SIT-FIELD-COMPLETE: how far the situation tells the places a cost takes its cards from (「从自己的手卡·墓地把…除外」,
 * 「从自己的手卡·场上·墓地把这张卡以外的7张卡除外」, 「把自己场上1只怪兽解放」, 「让自己墓地的…回到卡组」) — the one reading every cost check asks.
 *
 * A place is listed in full as a target or a condition reads it: a GY (墓地) written `A墓只有:` (SIT-ZONE-COMPLETE) or written empty
 * (`A墓:` — 后面不写卡就是那里没有卡); a field written `A场只有:` or empty (SIT-FIELD-COMPLETE, listed-pick.ts's fieldWrittenEmpty — the
 * helper the target checks use); a hand written at all, unless its size says more cards than it lists (`A手:X A手卡数:3`). A GY or field
 * written with some cards and no 「只有」 may be written in part (the cards the question is about): a cost the cards listed cannot pay is
 * refused only when every place it takes from is listed in full; otherwise it is assumed payable from cards not written, and the answer
 * says so. (Before s57 a field written in part was read as whole for a cost taking only from the field — a detach 「把自己场上的机械族超量
 * 怪兽的超量素材…取除」 with no such monster written was refused, though a target or condition on the same field was assumed.)
 */
import type { CardFilter, Place, Player } from '../../cards/facts.js';
import { fieldWrittenEmpty, sidePlayers } from '../game/listed-pick.js';
import type { Board } from '../types.js';
import type { EngineState } from '../game/state.js';
import { asArray } from '../game/match.js';

/**
 * How the situation writes the places a cost takes from: `full` — every one listed (judged on the cards listed); `in-part` — each a field,
 * hand or GY, at least one of them written, but some not listed in full (a GY written in part, or a place not written); `unwritten` — none
 * written, or a place this reading does not cover (a Deck, the banished cards): nothing is judged or said.
 */
export type CostPlaces = 'full' | 'in-part' | 'unwritten';

/** A GY the situation writes in full: `A墓只有:`, or `A墓:` with no card after it (an empty GY). */
export function gyWrittenInFull(state: EngineState, p: Player): boolean {
  const scenario = state.scenario as EngineState['scenario'] | null | undefined;
  if (!scenario) return false;
  if (scenario.completeZones?.includes(`${p}:gy`)) return true;
  return state.knownZones.has(`${p}:gy`) && !scenario.instances.some((i) => i.origin === 'situation' && i.zone === 'gy' && i.controller === p);
}

/** The places of a cost's filter, a monster or Spell & Trap Zone read as the field. */
function costZones(filter: CardFilter): string[] {
  return asArray<Place>(filter.place ?? []).map((p) => (p === 'monster' || p === 'spell' ? 'field' : p));
}

/** Each place a cost takes from, for each player whose it is, and whether the situation lists it (`full`) or writes it at all (`written`). */
export interface CostPlace {
  player: Player;
  zone: 'field' | 'hand' | 'gy';
  full: boolean;
  written: boolean;
}

/**
 * The places of a cost's filter as the situation writes them; null when one is a place this reading does not cover (a Deck, the banished
 * cards). `fallback`: the place of a cost whose filter names none (a tribute: the field).
 */
export function costPlaceList(state: EngineState, board: Board, me: Player, filter: CardFilter, fallback?: Place): CostPlace[] | null {
  const out: CostPlace[] = [];
  for (const z of costZones(filter.place === undefined && fallback !== undefined ? { ...filter, place: fallback } : filter)) {
    if (z === 'field') {
      // (A field is its player's own unless the filter names the opponent's: 「把对方场上1只怪兽解放」 reads the opponent's field.)
      for (const p of sidePlayers(filter.side ?? 'self', me)) out.push({ player: p, zone: 'field', full: fieldWrittenEmpty(state, p), written: state.knownZones.has(`${p}:field`) });
    } else if (z === 'hand') {
      // (A hand given only by its size 0 is known too: nothing in it.)
      const known = state.knownZones.has(`${me}:hand`) || board.handSize[me] === 0;
      out.push({ player: me, zone: 'hand', full: known && handListedInFull(board, me), written: known });
    } else if (z === 'gy') {
      for (const p of sidePlayers(filter.side, me)) out.push({ player: p, zone: 'gy', full: gyWrittenInFull(state, p), written: state.knownZones.has(`${p}:gy`) });
    } else return null;
  }
  return out;
}

/** A hand the situation lists every card of: no size said, or no more than the cards listed. */
function handListedInFull(board: Board, me: Player): boolean {
  const n = board.handSize[me];
  if (n === null || n === undefined) return true;
  let listed = 0;
  for (const key in board.cards) if (board.cards[key]!.zone === 'hand' && board.cards[key]!.controller === me) listed++;
  return listed >= n;
}

/** How the situation writes the places a cost takes from, all together (see CostPlaces). */
export function costPlaces(state: EngineState, board: Board, me: Player, filter: CardFilter, fallback?: Place): CostPlaces {
  const places = costPlaceList(state, board, me, filter, fallback);
  if (places === null) return 'unwritten';
  return places.every((x) => x.full) ? 'full' : places.some((x) => x.written) ? 'in-part' : 'unwritten';
}

/** Whether a cost's filter takes from a GY (the places this rule reads). */
export const costTakesFromGy = (filter: CardFilter): boolean => costZones(filter).includes('gy');

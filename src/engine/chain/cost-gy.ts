/**
 * CH-COST-GY-LISTED: how far the situation tells the places a cost takes its cards from (「从自己的手卡·墓地把…除外」, 「从自己的手卡·场上·墓地
 * 把这张卡以外的7张卡除外」, 「让自己墓地的…回到卡组」).
 *
 * A field or hand the situation writes is judged as listed (the costs' reading before this rule). A GY (墓地) is listed in full only when written
 * `A墓只有:` (SIT-ZONE-COMPLETE) or written empty (`A墓:` — 后面不写卡就是那里没有卡): a GY written with cards and no marker may be written in
 * part, as it is for a target not written (CH-TARGET-LISTED-NONE) — reading every written GY as whole for costs broke the tests that write
 * a GY only in part (the ones whose link's cost was paid from cards not written). So a cost the cards listed cannot pay is refused only when
 * every place it takes from is listed in full; with a GY written in part or not at all, it is assumed payable from its cards not written,
 * and the answer says so.
 */
import type { CardFilter, Place, Player } from '../../cards/facts.js';
import { sidePlayers } from '../game/listed-pick.js';
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

/** The places of a cost's filter as the situation writes them; null when one is a place this reading does not cover (a Deck, the banished cards). */
export function costPlaceList(state: EngineState, board: Board, me: Player, filter: CardFilter): CostPlace[] | null {
  const out: CostPlace[] = [];
  const zones = costZones(filter);
  const gy = zones.includes('gy');
  for (const z of zones) {
    if (z === 'field' || z === 'hand') {
      // (A field or hand is its player's own, as costs read them before; a hand given only by its size 0 is known too: nothing in it.)
      const known = state.knownZones.has(`${me}:${z}`) || (z === 'hand' && board.handSize[me] === 0);
      // Beside a GY, a place is listed in full as strictly as the GY is: a field written `A场只有:` or empty (not in part, SIT-FIELD-COMPLETE),
      // a hand holding at least the cards its size says (`A手卡数:3` above one card listed holds two not told). Alone, as costs read them before.
      const full = known && (!gy || (z === 'field' ? !state.knownZones.has(`${me}:field-partial`) : handListedInFull(board, me)));
      out.push({ player: me, zone: z, full, written: known });
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

export function costPlaces(state: EngineState, board: Board, me: Player, filter: CardFilter): CostPlaces {
  const places = costPlaceList(state, board, me, filter);
  if (places === null) return 'unwritten';
  return places.every((x) => x.full) ? 'full' : places.some((x) => x.written) ? 'in-part' : 'unwritten';
}

/** Whether a cost's filter takes from a GY (the places this rule reads). */
export const costTakesFromGy = (filter: CardFilter): boolean => costZones(filter).includes('gy');

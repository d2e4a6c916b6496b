/**
 * CH-STEP-TIED-PICK (issue 16; rules reference docs/c03/特定效果的处理方法.rst:139–150): steps of one effect are
 * applied as far as they can be — unless a later step is tied to the one before it. 「A。那之后，把持有送去墓地的怪兽的攻击力以下
 * 的攻击力的1只…加入手卡」: the later pick is measured against the card A moved, so the two are one piece of work; when the zones
 * that pick comes from hold no card of its description, A is not done either and the effect applies nothing.
 *
 * Judged only where the situation lists every zone the pick comes from (`A卡组:`, `A墓:`); the ATK (or level) bound against the
 * moved card is not weighed — a card of the description at all is enough.
 */
import type { Action, EffectFacts, Place, Player } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';
import { matchesFilter, onBoard } from '../game/match.js';
import { t, type Text, zhJoined, enJoined } from '../../i18n/text.js';
import { zoneWord } from '../phrases/words.js';
import { gyLockFor } from '../game/actions.js';

const HIDDEN_PLACES: ReadonlySet<Place> = new Set<Place>(['deck', 'gy', 'banished', 'extra']);

const asArray = <T,>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

/** The places (listed, off the field) a tied step picks from, or null when it is not such a step or a place is not listed. */
function listedPlaces(state: EngineState, a: Action, me: Player, barred: readonly Place[] = []): { player: Player; place: Place }[] | null {
  if (!a.tiedToBefore || typeof a.what !== 'object' || a.what.filter === undefined) return null;
  // CH-GY-LOCK-LISTED-EMPTY: a pick from the GY and other places under a GY lock comes from the others only.
  const all = asArray<Place>(a.from ?? a.what.filter.place);
  const places = all.length > 1 && all.some((p) => !barred.includes(p)) ? all.filter((p) => !barred.includes(p)) : all;
  if (!places.length || places.some((p) => !HIDDEN_PLACES.has(p))) return null;
  const side = a.what.filter.side ?? 'self';
  if (side !== 'self' && side !== 'opponent') return null;
  const player: Player = side === 'self' ? me : me === 'A' ? 'B' : 'A';
  const zoneOf = (p: Place): string => (p === 'gy' ? 'gy' : p);
  if (places.some((p) => !state.knownZones.has(`${player}:${zoneOf(p)}`))) return null;
  return places.map((place) => ({ player, place }));
}

/** The places, said, when the effect's tied step has nothing to pick there (the whole effect then applies nothing); else null. */
export function tiedPickEmpty(state: EngineState, link: LinkState, e: EffectFacts): Text | null {
  const barred: Place[] = gyLockFor(state, link) ? ['gy'] : [];
  for (let i = 1; i < e.does.length; i++) {
    const a = e.does[i]!;
    const places = listedPlaces(state, a, link.controller, barred);
    if (!places || typeof a.what !== 'object') continue;
    const ctx = onBoard(state.board, link.ref, link.controller);
    const any = Object.values(state.board.cards).some((c) => places.some((p) => c.zone === p.place && (c.owner ?? c.controller) === p.player) && matchesFilter(a.what && typeof a.what === 'object' ? a.what.filter : {}, c, ctx));
    if (any) continue;
    const words = places.map((p) => zoneWord(p.place));
    return t(zhJoined(words, '·'), enJoined(words, ' and '));
  }
  return null;
}

/**
 * Free Monster Zones (可用怪兽区域) at the moment a Special Summon is made — CH-NO-FREE-ZONE (rules reference
 * docs/c02/进入连锁·不入连锁的特殊召唤.rst:124–129): a player has 5 Main Monster Zones; when an effect resolves
 * and none is free for the monster it summons, the summon is not made. A monster the effect had already fixed
 * (its target, or the card itself) is sent to the GY instead (from banishment it is placed there); a monster
 * the effect only describes (「从手卡把1只「X」特殊召唤」) stays where it is.
 *
 * The board is the situation the user wrote: its monsters are all the monsters there are. An Extra Deck
 * monster may stand in the Extra Monster Zone, so one of them is not counted against the Main Monster Zones
 * (the most favourable reading; the answer names the rule when it decides). A summon from the Extra Deck is
 * not judged here: where it may go depends on Extra Monster Zones and linked zones the notation does not name.
 */
import type { Card, EffectFacts, Player } from '../../cards/facts.js';
import { firstStep } from './undergo.js';
import { faceUpPendulumInExtra, freeZones, roomFromExtraDeck, zonesStated } from './field-zones.js';
import type { Board, BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { pushOnce } from './state.js';
import { R } from '../rule-ids.js';
import { matchesFilter, onBoard } from './match.js';
import { say } from '../phrases/index.js';

export const MAIN_MONSTER_ZONES = 5;

const EXTRA_DECK_KINDS = ['fusion', 'synchro', 'xyz', 'link'];
const fromExtraDeck = (c: BoardCard): boolean => c.card.type.subtypes.some((s) => EXTRA_DECK_KINDS.includes(s));

/**
 * How many of `player`'s Main Monster Zones are free, not counting `leaving` (the monsters being summoned now).
 * Cheap: one pass over the board's cards, asked only when a summon is made.
 */
export function freeMainZones(state: EngineState, player: Player, leaving: readonly BoardCard[] = []): number {
  // A field the situation did not list is not judged: its monsters are unknown.
  if (!state.knownZones.has(`${player}:field`)) return MAIN_MONSTER_ZONES;
  // Issue 16 (ZONE-MAIN-ONLY): the zones stated, the count is exact — a monster in an Extra Monster Zone fills no Main one.
  if (zonesStated(state.board, state.knownZones)) return freeZones(state.board, player, leaving).main.length;
  const { free, extra } = countedFreeMain(state.board, player, leaving);
  // The favourable reading decides (no zone free if that monster stood in a Main Monster Zone): said, not silent.
  if (extra > 0 && free === 1) pushOnce(state.assumptions, say({ rule: R.NO_FREE_ZONE, params: { variant: 'assumed-extra-zone', player } }));
  return free;
}

/**
 * `player`'s free Main Monster Zones counted from the monsters listed, their zones not stated: every Main Deck monster fills one,
 * and of the Extra Deck monsters one is read as standing in an Extra Monster Zone (the most favourable reading; `extra` says how
 * many there are). Only the player's own monsters count (ZONE-MAIN-ONLY: the opponent's zones play no part).
 */
export function countedFreeMain(board: Board, player: Player, leaving: readonly BoardCard[] = []): { free: number; extra: number } {
  let main = 0;
  let extra = 0;
  for (const c of Object.values(board.cards)) {
    if (c.zone !== 'monster' || c.controller !== player || c.activationNegated || leaving.includes(c)) continue;
    if (fromExtraDeck(c)) extra++;
    else main++;
  }
  return { free: MAIN_MONSTER_ZONES - main - Math.max(0, extra - 1), extra };
}

/**
 * Whether the summon of `cards` is one this rule judges: none comes from the Extra Deck. (An Extra Deck monster
 * summoned from the GY or banishment goes to a Main Monster Zone like any other.)
 */
export function judgedForZones(cards: readonly BoardCard[]): boolean {
  return cards.every((c) => c.zone !== 'extra');
}

/** Costs that may empty a Monster Zone before the summon (a tribute, a monster sent or banished from the field). */
const FREES_A_ZONE = new Set(['tribute', 'send-to-gy', 'banish', 'return-to-hand', 'return-to-deck', 'destroy', 'detach']);

/**
 * At activation (docs/c01/大师规则（2017）变更点.rst:184): an effect whose first step Special
 * Summons a monster of the Main Deck — itself, its target or one it describes — cannot be activated when its
 * controller's listed field leaves no Main Monster Zone free. An effect with a cost that could empty a zone is not judged.
 */
export function noZoneToSummonInto(state: EngineState, e: EffectFacts, self: BoardCard, player: Player, rules?: string[], targets: readonly BoardCard[] = []): boolean {
  if (!state.knownZones.has(`${player}:field`)) return false;
  const summons = firstStep(e.does).filter((a) => a.do === 'special-summon');
  if (summons.length === 0) return false;
  if (summons.some((a) => a.from === 'extra' || (Array.isArray(a.from) && a.from.includes('extra')))) {
    // ZONE-EXTRA-SUMMON: the zones stated, nothing from the Extra Deck can come when no Extra Monster Zone is usable and no Main one is free.
    if (!zonesStated(state.board, state.knownZones) || (e.cost ?? []).some((c) => FREES_A_ZONE.has(c.do))) return false;
    if (materialsMayFreeAZone(state, e, player)) return false;
    const free = freeZones(state.board, player);
    return !free.extra && free.main.length === 0;
  }
  if (self.zone === 'extra' && summons.some((a) => a.what === 'self')) return false;
  if ((e.cost ?? []).some((c) => FREES_A_ZONE.has(c.do))) return false;
  if (materialsMayFreeAZone(state, e, player)) return false;
  const full = freeMainZones(state, player, self.zone === 'monster' ? [] : [self]) < 1;
  if (full && emptiesOwnZoneFirst(state, e, self, player, targets)) {
    rules?.push(R.NO_FREE_ZONE_SAME_STEP);
    return false;
  }
  return full;
}

/**
 * ZONE-EXTRA-SUMMON (docs/c01/大师规则（2020年4月版）变更点.rst:21–33): a summon an effect makes with materials (a Fusion, Synchro,
 * Xyz, Link or Ritual Summon, `summonsAs`) looks for a zone once its materials have left — a monster of the player's on the field may be
 * one of them, and its zone is then free. Like a cost that could empty a zone, such an effect is not refused at activation.
 */
export function materialsMayFreeAZone(state: EngineState, e: EffectFacts | null | undefined, player: Player): boolean {
  if (!e?.summonsAs || e.summonsAs.length === 0) return false;
  for (const k in state.board.cards) {
    const c = state.board.cards[k]!;
    if (c.zone === 'monster' && c.controller === player && !c.activationNegated) return true;
  }
  return false;
}

/**
 * CH-NO-FREE-ZONE-SAME-STEP: the summoning step itself first moves away a card its controller chooses from their own field
 * (「选自己场上1张卡破坏，这张卡特殊召唤」) — a monster may be chosen, whose zone the summon then takes. Like a cost that could
 * empty a zone, such an effect is not refused at activation.
 */
function emptiesOwnZoneFirst(state: EngineState, e: EffectFacts, self: BoardCard, player: Player, targets: readonly BoardCard[]): boolean {
  const step = firstStep(e.does);
  const at = step.findIndex((a) => a.do === 'special-summon');
  // A monster of the player's, in a Monster Zone, that the step may move away.
  const ownMonster = (c: BoardCard) => c.zone === 'monster' && (c.controller ?? c.owner) === player;
  return step.slice(0, Math.max(at, 0)).some((a) => {
    if (!FREES_A_ZONE.has(a.do) || a.do === 'detach') return false;
    // 「以自己场上1只怪兽和…为对象…那些卡破坏，这张卡特殊召唤」: a target of its own in a Monster Zone frees it.
    if (a.what === 'targets') return targets.some(ownMonster);
    if (typeof a.what !== 'object' || a.what === null || !('filter' in a.what)) return false;
    const f = a.what.filter;
    const places = f.place === undefined ? [] : Array.isArray(f.place) ? f.place : [f.place];
    const onField = places.includes('field') || places.includes('monster');
    const mayBeMonster = f.kind === undefined || f.kind === 'monster' || (Array.isArray(f.kind) && f.kind.includes('monster'));
    if (!onField || f.side !== 'self' || !mayBeMonster) return false;
    // (Only when one of its own monsters there fits: 「选自己的手卡·场上1张炎属性卡破坏」 with none on the field empties the hand, no zone.
    // A choice of several — 「…之中选包含炎属性怪兽的2只怪兽」 — may take any one of them from the field: not narrowed.)
    if ((a.what.count ?? 1) > 1) return true;
    const ctx = onBoard(state.board, self.ref, player);
    return Object.values(state.board.cards).some((c) => ownMonster(c) && matchesFilter({ ...f, place: 'monster' }, c, ctx));
  });
}

/**
 * Taking control needs a zone too (docs/c02/基本用语.rst:786): an effect that takes control of an opponent's monster
 * it targets — at once (its first step), or as the Equip Card it equips (a continuous 「得到装备怪兽的控制权」
 * of the card) — cannot be activated when its controller's listed field leaves no Main
 * Monster Zone free for the monster taken.
 */
export function noZoneToTakeControl(state: EngineState, card: Card, e: EffectFacts, player: Player, targets: readonly BoardCard[]): boolean {
  if (!state.knownZones.has(`${player}:field`)) return false;
  if (!targets.some((t) => t.zone === 'monster' && t.controller !== null && t.controller !== player)) return false;
  const now = firstStep(e.does).some((a) => a.do === 'take-control' && a.what === 'targets');
  const equipCard = e.does.some((a) => a.do === 'equip') || (card.type.kind === 'spell' && card.type.subtypes.includes('equip'));
  const byEquip = !now && e.kind === 'activation' && equipCard && card.effects.some((x) => x.kind === 'continuous' && x.does.some((a) => a.do === 'take-control'));
  if (!now && !byEquip) return false;
  // A cost paid from the GY, the hand or the Deck empties no Monster Zone.
  const offField = (from: unknown) => from === 'gy' || from === 'hand' || from === 'deck' || from === 'banished';
  if ((e.cost ?? []).some((c) => FREES_A_ZONE.has(c.do) && !offField(c.from))) return false;
  return freeMainZones(state, player) < 1;
}

/**
 * Issue 16 (ZONE-EXTRA-SUMMON): with the zones stated, the monsters an effect Special Summons from the Extra Deck that have
 * no zone to go to (none of them when the zones are not stated). Each is placed in turn: the first takes the zone it may.
 */
export function noRoomFromExtraDeck(state: EngineState, player: Player, cards: readonly BoardCard[]): BoardCard[] {
  const fromExtra = cards.filter((c) => c.zone === 'extra');
  if (fromExtra.length === 0 || !zonesStated(state.board, state.knownZones)) return [];
  // More than one at a time (a second summon from the Extra Deck in the same effect) is not judged here.
  if (fromExtra.length > 1) return [];
  return roomFromExtraDeck(state.board, player, fromExtra[0]!.card, [], faceUpPendulumInExtra(fromExtra[0]!)) ? [] : fromExtra;
}

/**
 * CH-EQUIP-MOVE (issue 16, rules reference docs/c03/装备卡.rst:27–40): an effect that moves an equip card already equipped to a
 * monster onto another monster that is a correct target for it (正确对象; the compiled step `equip` of `targets` with `movesEquip`,
 * CMP-EQUIP-MOVE). Which monsters are correct targets depends on how the card is an equip card:
 * - an Equip Spell: any other face-up monster its rule line allows (CMP-EQUIP-LIMIT, 「战士族怪兽才能装备」), any monster without
 *   one — but one whose activation Special Summons the monster it equips has only that monster;
 * - a Union monster that equipped itself by its own effect: the other monsters its own equip effect may take (「以自己场上1只机械族
 *   ·光属性怪兽为对象」, a Union equips only its controller's monsters), not one already holding a Union when its text says a
 *   monster may hold only one (「1只怪兽可以装备的同盟最多1张」);
 * - any other monster card used as an equip card — one that equipped itself by its own effect (a non-Union), or one another card's
 *   effect equipped (`(由X)` on the equip card, X not itself) — has only the monster it equips: it cannot move.
 * An equip card of another kind (a Trap that became an equip card) is not judged (null).
 */
import type { CardFilter, EffectFacts } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { matchesFilter, onBoard } from './match.js';

/**
 * CMP-EQUIP-MOVE-TO: an effect that names where the equip card goes (its monster target, or its own card): the equip card among the
 * targets (the one in the Spell & Trap Zone) and that monster (undefined: the effect names none, or the target is not given).
 */
export function moveEnds(board: EngineState['board'], to: 'self' | 'target' | undefined, targets: readonly BoardCard[], self: BoardCard | undefined): { equip: BoardCard | undefined; to: BoardCard | undefined } {
  if (!to) return { equip: targets[0], to: undefined };
  const equip = to === 'target' ? targets.find((c) => c.zone !== 'monster') : targets[0];
  const dest = to === 'self' ? (self ? (board.cards[board.aliases?.[self.ref] ?? self.ref] ?? self) : undefined) : targets.find((c) => c.zone === 'monster');
  return { equip, to: dest };
}

/** The monsters `equip` could be moved to now, other than the one it equips; null when the engine cannot say. */
export function moveHolders(state: EngineState, equip: BoardCard): BoardCard[] | null {
  const holder = equip.equippedTo ? state.board.cards[equip.equippedTo] : undefined;
  if (!holder || equip.zone !== 'spell') return [];
  const others = Object.values(state.board.cards).filter((c) => c !== holder && c !== equip && c.zone === 'monster' && c.faceUp && c.card.type.kind === 'monster');
  const out: BoardCard[] = [];
  for (const c of others) {
    const ok = correctFor(state, equip, c);
    if (ok === null) return null;
    if (ok) out.push(c);
  }
  return out;
}

/**
 * Is `monster` (face-up in a Monster Zone, not the one `equip` equips now) a correct target for the equip card `equip`? Null when the
 * engine cannot say (a Trap that became an equip card, a Union whose own equip effect names no monsters).
 */
export function correctFor(state: EngineState, equip: BoardCard, monster: BoardCard): boolean | null {
  const board = state.board;
  const me = equip.controller ?? 'A';
  const ctx = onBoard(board, equip.ref, me);
  const kind = equip.card.type.kind;
  if (kind === 'spell') {
    if (equip.card.effects.some((e) => e.kind === 'activation' && e.does.some((a) => a.do === 'special-summon'))) return false;
    const limit = equip.card.effects.find((e) => e.equipLimit)?.equipLimit;
    return limit ? matchesFilter(limit, monster, ctx) : true;
  }
  if (kind !== 'monster') return null;
  if (!equip.card.type.subtypes.includes('union')) return false;
  // (`(由X)` on the equip card: the card whose effect equipped it; a Union equipped by another card's effect has only that monster.)
  const by = state.scenario.instances.find((i) => i.ref === equip.ref)?.summonedBy;
  if (by && by !== equip.card.name) return false;
  const filter = unionFilter(equip.card.effects);
  if (!filter) return null;
  const onlyOne = equip.card.unionOneOnly === true;
  const unionOn = (m: BoardCard) => Object.values(board.cards).some((c) => c !== equip && c.equippedTo === m.ref && c.zone === 'spell' && c.card.type.subtypes.includes('union'));
  return monster.controller === me && matchesFilter({ ...filter, side: undefined, place: undefined }, monster, ctx) && !(onlyOne && unionOn(monster));
}

/** A Union's own equip effect: the monsters it may equip itself to (its target, or the monsters its step names). */
function unionFilter(effects: readonly EffectFacts[]): CardFilter | null {
  for (const e of effects) {
    if (e.kind === 'continuous') continue;
    for (const a of e.does) {
      if (a.do !== 'equip') continue;
      if (a.what === 'self' && e.targets) return e.targets.filter;
      if (a.what && typeof a.what === 'object' && 'filter' in a.what && a.what.filter.kind === 'monster') return a.what.filter;
    }
  }
  return null;
}

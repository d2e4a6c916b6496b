/**
 * The equip relation (装备卡, rules reference docs/c03/装备卡.rst) and the continuous ATK/DEF changes an
 * equip card makes (docs/c03/攻守计算.rst, 持续适用的效果). An equip card on the field knows the monster
 * it is equipped to (`BoardCard.equippedTo`): the situation states it (`X(装备:Y)` in a card's note), or an
 * equip resolves (../game/actions.ts `equip`).
 * - CH-EQUIP-STATS: an equip card's continuous change of 「装备怪兽」's ATK/DEF is applied to that monster
 *   when it is equipped, in the order of application with the other changes (./stats.ts: a later
 *   one-shot 变成 holds it, a continuous 变成 of it holds the one-shot changes before it). It applies
 *   while the card is face-up on the field, equipped to that monster, and its effect's condition holds
 *   (an LP comparison, read each time); when the card leaves, the value goes back to what the
 *   other changes make.
 * - CH-EQUIP-DESTROYED: an equip card whose monster left the field or was turned face-down is destroyed
 *   by rule (it is an event: 「这张卡被送去墓地的场合」 effects of the equip card may trigger).
 * - CH-EQUIP-INCORRECT: so is an Equip Spell whose monster is no longer a correct target (see `incorrectlyEquipped`).
 */
import type { Action, CardFilter, EffectFacts } from '../../cards/facts.js';
import type { Board, BoardCard, StatMod } from '../types.js';
import { applyStatChange } from './stats.js';
import { lastOf } from './field-stats.js';
import { countedNow } from './stat-scale.js';
import { checkConditions, matchContext, matchesFilter, onBoard, type GameView } from './match.js';
import { changedWithout, changesOf } from './changes.js';
import { cardView, isField } from './board.js';

/** The continuous changes an equip card makes to its monster's ATK/DEF (「装备怪兽的攻击力上升1000」). */
function equipChanges(equip: BoardCard, monster?: BoardCard): { effect: EffectFacts; action: Action }[] {
  const out: { effect: EffectFacts; action: Action }[] = [];
  for (const effect of equip.card.effects) {
    // CMP-EQUIP-AS-RAISE: 「这张卡当作攻击力上升N的装备卡使用给…装备」 — the change the card makes as that Equip Card, written on the effect that equips it.
    // CH-EQUIP-AS-RAISE-OWN: only when that effect equipped it — a monster its own effect could not equip it to holds it by another effect.
    if (effect.kind !== 'continuous') {
      if (monster && !ownEquipReaches(equip, monster, effect)) continue;
      for (const action of effect.does) if (action.asEquip && action.do === 'modify-stats' && action.change) out.push({ effect: { ...effect, condition: undefined }, action });
      continue;
    }
    for (const action of effect.does) {
      // A change whose branch the data does not say (`conditional`) is not applied: nothing is guessed.
      if (action.do === 'modify-stats' && action.change && !action.conditional && typeof action.what === 'object' && action.what.filter.equipped) out.push({ effect, action });
    }
  }
  return out;
}

/**
 * CH-EQUIP-AS-RAISE-OWN (rules reference docs/c03/装备卡.rst:125–130): a monster card's 「这张卡当作攻击力上升N的装备卡使用给…装备」 raise is
 * that effect's: the card equipped by another effect (an effect that takes a monster as its own Equip Card) raises nothing. The
 * situation does not say which effect equipped it; a monster the card's own effect could not have equipped it to — one its target
 * (「以自己场上1只「圣骑士」怪兽为对象」) does not fit as the board stands — holds it by another effect. One that fits is taken as its own.
 */
function ownEquipReaches(equip: BoardCard, monster: BoardCard, effect: EffectFacts): boolean {
  if (!effect.does.some((a) => a.asEquip) || !effect.targets) return true;
  const me = equip.controller ?? monster.controller ?? 'A';
  return matchesFilter({ ...effect.targets.filter, place: undefined }, monster, matchContext(equip.ref, me, null, null, false, true));
}

/** Does an equip card carry ATK/DEF changes at all (so the answer shows the monster's values)? */
export function changesStats(equip: BoardCard): boolean {
  return equipChanges(equip).length > 0;
}

/** CH-EQUIP-STATS: equip `equip` to `monster`; its continuous ATK/DEF changes start applying now. */
export function equipTo(equip: BoardCard, monster: BoardCard, link: number | null, board?: Board): void {
  equip.equippedTo = monster.ref;
  for (const { effect, action } of equipChanges(equip, monster)) {
    const n = monster.stats?.length ?? 0;
    // CH-STAT-SCALED: a change by a count (「上升自己场上的怪兽数量×800」) is counted now and recounted after each step.
    const change = action.change!;
    if (!applyStatChange(monster, action.stat ?? 'atk', board ? countedNow(board, change, equip, equip.controller ?? monster.controller ?? 'A') : change, { continuous: true, source: equip.ref, link })) continue;
    const holds = [...(effect.condition ?? []), ...(action.whileHolds ?? [])];
    const last = lastOf(action);
    const scale = { ...(change.per ? { per: change.per, unit: change.value ?? 0 } : {}), ...(action.whileHolds?.some((c) => c.is === 'battling') ? { battling: true } : {}) };
    monster.stats = monster.stats!.map((m, i) => (i >= n ? { ...m, equipEffect: effect.n, holds, last, ...scale } : m));
  }
}

/**
 * CH-EQUIP-HELD-NEGATED (rules reference docs/c03/装备卡.rst:146–153): a monster card made an Equip Card by its monster's
 * own effect that equips only to that monster (「…当作装备卡使用给这张卡装备」: `onto: 'self'`, or a target's 「给这张卡装备」
 * written `to: 'spell'`) is held by that effect: once the monster's effects are negated it is destroyed by rule. Not an
 * equip that holds itself — a Union, or a card whose own effect equips itself to a monster the holder fits —
 * nor one an effect that may equip other monsters gave.
 */
function heldByOwnEffect(equip: BoardCard, holder: BoardCard): boolean {
  if (equip.card.type.kind !== 'monster' || equip.card.type.subtypes.includes('union')) return false;
  // Its own effect could have equipped it there: one that targets a monster the holder fits and equips itself to it.
  const selfEquip = (e: EffectFacts) => e.does.some((a) => a.do === 'equip' && a.what === 'self' && a.onto !== 'self');
  if (equip.card.effects.some((e) => selfEquip(e) && e.targets && matchesFilter({ ...e.targets.filter, side: undefined, place: undefined }, holder, matchContext(equip.ref, equip.controller ?? 'A', null, null, false, true)))) return false;
  return holder.card.effects.some((e) => e.kind !== 'continuous' && e.does.some((a) => a.do === 'equip' && (a.onto === 'self' || a.to === 'spell')));
}

/**
 * CH-EQUIP-INCORRECT (rules reference docs/c03/装备卡.rst:27–34): an Equip Spell whose rule line names the monsters it may equip
 * (`equipLimit`, CMP-EQUIP-LIMIT: 「战士族怪兽才能装备」) is checked against its monster as the board now stands: a monster no longer
 * one of them (its Type, name, materials, controller changed) is no correct target, and the equip card is destroyed by rule at once.
 * The monster's Type or Attribute is read without the changes the equip card itself makes (「只有战士族可以装备。装备怪兽的种族变
 * 龙族」 keeps its Warrior correct while its own change applies). The monster is then no longer its 「装备怪兽」: the equip card's
 * 「这张卡从场上离开时，装备怪兽破坏」 does not apply (CT-BOND-EQUIPPED reads the relation, cleared here).
 */
function incorrectlyEquipped(board: Board, equip: BoardCard, holder: BoardCard): boolean {
  if (equip.card.type.kind !== 'spell' || !equip.faceUp || !equip.controller) return false;
  let limit: CardFilter | undefined;
  for (const e of equip.card.effects) if (e.equipLimit) { limit = e.equipLimit; break; }
  if (!limit) return false;
  const own = changesOf(equip.card).length > 0;
  const view = own ? cardView(holder, { changed: changedWithout(board, holder, equip) }) : holder;
  return !matchesFilter(limit, view, onBoard(board, equip.ref, equip.controller));
}

const incorrect = new WeakSet<BoardCard>();
/** CH-EQUIP-INCORRECT: was this orphan destroyed as no longer correctly equipped (its monster still there)? */
export function wasIncorrect(c: BoardCard): boolean {
  return incorrect.has(c);
}

/**
 * After each step: every equip card's changes apply or not as the board now stands (CH-EQUIP-STATS),
 * and the equip cards whose monster is gone are returned, to be destroyed by rule (CH-EQUIP-DESTROYED).
 * `negated`: an equip card a face-up card's continuous negation covers now (CH-CONT-NEGATE-TARGETING: it keeps targeting a monster
 * 「以…为对象的魔法·陷阱卡的效果无效」 covers) — it stays equipped, its changes do not apply meanwhile.
 */
export function refreshEquips(board: Board, game: GameView, unknown?: (equip: BoardCard, lp: boolean) => void, negated?: (equip: BoardCard) => boolean): readonly BoardCard[] {
  let orphans: BoardCard[] | null = null;
  // Every step of every chain passes here, and most boards hold no equip card: the loop allocates
  // nothing and skips a card with no equip relation and no ATK/DEF change at once.
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (!c.equippedTo && !c.stats) continue;
    if (c.equippedTo) {
      const m = board.cards[c.equippedTo];
      if (isField(c.zone) && (!m || m.zone !== 'monster' || !m.faceUp || (m.states.includes('effects-negated') && heldByOwnEffect(c, m)))) (orphans ??= []).push(c);
      else if (isField(c.zone) && m && incorrectlyEquipped(board, c, m)) {
        // CH-EQUIP-INCORRECT: the monster is no longer its 「装备怪兽」.
        c.equippedTo = null;
        incorrect.add(c);
        (orphans ??= []).push(c);
      }
    }
    if (c.stats) equipStatsOf(board, game, c, unknown, negated);
  }
  return orphans ?? NO_ORPHANS;
}
const NO_ORPHANS: readonly BoardCard[] = Object.freeze([]);

/**
 * CH-EQUIP-STATS on a board with no chain (an action, ../game/perform.ts): the equip cards' changes apply or not as the board stands —
 * one whose card's effects are negated (`negated`: a face-up card's continuous negation covers it) changes nothing; no equip is destroyed here.
 */
export function refreshEquipStats(board: Board, game: GameView, negated?: (equip: BoardCard) => boolean): void {
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (c.stats) equipStatsOf(board, game, c, undefined, negated);
  }
}

function equipStatsOf(board: Board, game: GameView, c: BoardCard, unknown?: (equip: BoardCard, lp: boolean) => void, negated?: (equip: BoardCard) => boolean): void {
  // Built only once a change differs (this runs after every step; most steps change nothing).
  const stats = c.stats!;
  let next: StatMod[] | null = null;
  for (let i = 0; i < stats.length; i++) {
    const m = stats[i]!;
    let keep = m;
    if (m.equipEffect !== undefined) {
      const off = negatedEquip(board, c, m, negated);
      const active = !off && applies(board, game, c, m, unknown);
      // (The field is always there, undefined when not negated: one object shape, ./stats.ts statMod.)
      if (active !== m.active || off !== (m.negated === true)) keep = { ...m, active, negated: off ? true : undefined };
    }
    if (keep !== m && !next) next = stats.slice(0, i);
    if (next) next.push(keep);
  }
  // A new list: boards are cloned shallowly, an earlier board keeps its own.
  if (next) c.stats = next;
}

/**
 * CH-EQUIP-NEGATED-STATS (rules reference docs/c03/装备卡.rst:98, :110; docs/c04/不能使用.rst:84–90): an equip card still equipped to the
 * monster, face-up on the field, whose effects are negated — stated (`效果无效`), or it cannot be used (`不能使用`, its name declared: none
 * of its effects applies), or a face-up card's continuous negation covers it (`negated`: 「场上的魔法卡的效果无效化」 on an Equip Spell,
 * 「场上的陷阱卡的效果无效化」 on an equip Trap) — stays equipped and changes nothing; once the negation ends it applies again.
 */
function negatedEquip(board: Board, monster: BoardCard, m: StatMod, negated?: (equip: BoardCard) => boolean): boolean {
  const equip = board.cards[m.source];
  if (!equip || equip.equippedTo !== monster.ref || !isField(equip.zone) || !equip.faceUp || !equip.controller) return false;
  return equip.states.includes('effects-negated') || equip.states.includes('cannot-use') || (negated?.(equip) ?? false);
}

function applies(board: Board, game: GameView, monster: BoardCard, m: StatMod, unknown?: (equip: BoardCard, lp: boolean) => void): boolean {
  const equip = board.cards[m.source];
  if (!equip || equip.equippedTo !== monster.ref || !isField(equip.zone) || !equip.faceUp || !equip.controller) return false;
  if (!m.holds?.length) return true;
  const holds = checkConditions(m.holds, game, equip, equip.controller);
  // A condition nobody can judge (an LP not given): the change is not counted, and the answer says so —
  // branches of one card may exclude each other (LP lower / higher), so assuming each holds would apply both.
  // (CH-EQUIP-STATS-LP-UNKNOWN: an LP comparison not told — the answer says which comparison it counted: equal LP, neither branch.)
  if (holds === null) unknown?.(equip, m.holds.some((h) => h.is === 'lp-behind' && checkConditions([h], game, equip, equip.controller!) === null));
  return holds === true;
}

/**
 * What an activation "contains" (包含): the steps of its effect and where each step takes its cards
 * from, decided when it is activated — the question "contains X" answers ask ("when an effect that
 * would add from the Deck … is activated") and GY locks ("effects that would move a card out of the GY")
 * both ask. One reader, so an answer and a lock read an effect the same way.
 *
 * Decided at activation (rules reference, docs/c04, the chapter on "contains" answers):
 * - every step of the text counts, optional or not, delayed to a later phase or lingering, even when
 *   this resolution could not carry it out (a return-then-summon with no materials in the GY);
 * - a step on "this card" takes it from where the effect was activated (a GY effect summons from the
 *   GY, the same effect from the hand does not);
 * - a step on the targets takes them from where the targets were when targeted; an activation that
 *   took no target (none could be chosen) contains no such step;
 * - a step on "that card" of the answered activation takes it from where that card was activated,
 *   even if its cost moved it away since (a GY monster that banished itself as its cost);
 * - a step that applies only when the answered card is of a kind (「怪兽卡的场合」) counts only then.
 */
import type { Action, ActionType, CardFilter, Place, Player, Zone } from '../../cards/facts.js';
import { checkConditions, matchesFilter, zonesKnown, type ActivationView, type GameView, type MatchContext } from './match.js';
import { stepsMet, tierMet } from './material-kinds.js';

function asArray<T>(v: T | readonly T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? [...(v as T[])] : [v as T];
}

/** One step of an activation as it stands at activation: what it does, and from where. */
export interface ContainedStep {
  do: ActionType;
  /** Where its cards come from; empty when the text does not say and the board cannot tell. */
  from: Place[];
  /** Optional at resolution (「可以」): the player may leave it out. */
  optional: boolean;
  /** The cards it picks when it picks by kind (not this card, not the targets). */
  filter?: CardFilter;
  /** It acts on the card of the answered activation (「那张卡」). */
  onAnswered?: boolean;
  /** Added (issue 16): it takes every such card (「…全部」), not a choice among them. */
  all?: boolean;
  /** The other player carries it out (「对方从卡组抽2张卡」): not an action of the effect's own player (CH-PLEDGE reads it). */
  byOpponent?: boolean;
  /** CH-GY-LOCK-MOVES: a step left for a later phase (`whenever` a phase starts): done then, not as the effect resolves. */
  later?: boolean;
}

/** Steps whose `player` is the one who carries them out (for a summon it is the field: still the effect's player's summon). */
const DONE_BY_PLAYER: ReadonlySet<ActionType> = new Set<ActionType>(['draw', 'discard', 'add-to-hand', 'damage', 'gain-lp', 'pay-lp']);

/** The steps an activation contains, each with its place, decided at activation. */
export function containedSteps(act: ActivationView): ContainedStep[] {
  return containedWithActions(act).map((x) => x.s);
}

/** The contained steps with the action of the effect each comes from (CH-GY-LOCK-PARTIAL reads which action must move a card). */
function containedWithActions(act: ActivationView): { a: Action; s: ContainedStep }[] {
  const e = act.effect;
  if (!e) return [];
  // An optional target left out: every step hangs on it (「那个场合，…」), none is contained (CH-NO-TARGET-TAKEN).
  if (act.targetless && e.targets?.optional) return [];
  const out: { a: Action; s: ContainedStep }[] = [];
  const push = (a: Action, s: ContainedStep) => out.push({ a, s });
  for (const a of e.does) {
    if (a.ifNegatedKind && (!act.answered || act.answered.card.type.kind !== a.ifNegatedKind)) continue;
    // MATCH-MATERIAL-KINDS / CMP-MATERIAL-ATTRIBUTE-TIERS: a step of a tier its card's materials do not reach is not contained.
    if ((a.ifMaterialKinds !== undefined || a.ifMaterialAttributes !== undefined) && !tierMet(a, act.own)) continue;
    // CMP-STEP-IF-AT-ACTIVATION: a step tied to its card's state at activation is contained only when that held then (what the
    // board cannot tell — zones not stated — is counted, as any step that may be done).
    if (a.ifAtActivation && act.game && act.own && checkConditions(a.ifAtActivation, act.game, act.own, act.controller) === false) continue;
    // A step done only when an earlier result is so (`conditional`) need not be carried out either.
    const optional = a.optional === true || a.conditional === true;
    const what = a.what;
    const filter = what && typeof what === 'object' ? what.filter : undefined;
    const all = what !== undefined && typeof what === 'object' && what.scope === 'all';
    const byOpponent = a.player === 'opponent' && DONE_BY_PLAYER.has(a.do);
    const later = a.whenever?.event === 'phase-start';
    const step = (from: Place[]): ContainedStep => ({ do: a.do, from, optional, ...(filter ? { filter } : {}), ...(all ? { all } : {}), ...(byOpponent ? { byOpponent } : {}), ...(later ? { later } : {}) });
    if (a.asMonster) {
      // A Spell/Trap summoning itself as a monster takes no monster from anywhere.
      push(a, step([]));
    } else if (a.from !== undefined) {
      push(a, step(asArray<Place>(a.from)));
    } else if (what === 'self') {
      push(a, step(act.activatedFrom ? [act.activatedFrom] : []));
    } else if (what === 'targets') {
      if (act.targetless) continue;
      const zones = act.targetCards.map((c) => c.zone).filter((z): z is Zone => z !== null);
      push(a, step(zones.length > 0 ? zones : asArray<Place>(e.targets?.filter.place)));
      // TRAP-MONSTER-FACE-DOWN: turning face-down a trap monster that is also a Trap Card Sets it in the Spell & Trap Zone —
      // a Set of a Trap Card (a pledge 「不能把魔法·陷阱卡盖放」 forbids it; docs/c02/基本用语.rst:1173).
      if ((a.do === 'flip-face-down' || (a.do === 'change-position' && a.position === 'face-down-defense')) && act.targetCards.some((c) => c.zone === 'monster' && c.card.type.subtypes.includes('also-trap'))) {
        push(a, { do: 'set', from: ['monster'], optional });
      }
    } else if (what === 'activation') {
      // "That card" is taken from where it was activated, even if its cost moved it away since.
      const ans = act.answered;
      push(a, { ...step(ans && ans.activatedFrom !== null ? [ans.activatedFrom] : []), onAnswered: true });
    } else if (filter) {
      push(a, step(asArray<Place>(filter.place)));
    } else {
      push(a, step([]));
    }
  }
  return out;
}

/**
 * The steps of an activation's effect it contains by what was so at activation: its card's materials reach their tier
 * (MATCH-MATERIAL-KINDS, CMP-MATERIAL-ATTRIBUTE-TIERS) and its card was in the state a step is tied to (CMP-STEP-IF-AT-ACTIVATION).
 */
export function stepsAtActivation(does: readonly Action[], act: ActivationView): readonly Action[] {
  const tied = does.some((a) => a.ifAtActivation);
  const met = stepsMet(does, act.own);
  if (!tied || !act.game || !act.own) return met;
  return met.filter((a) => !a.ifAtActivation || checkConditions(a.ifAtActivation, act.game!, act.own!, act.controller) !== false);
}

function overlaps(a: readonly Place[], b: readonly Place[]): boolean {
  const field = (p: Place) => p === 'field' || p === 'monster' || p === 'spell';
  return a.some((x) => b.some((y) => x === y || (x === 'field' && field(y)) || (y === 'field' && field(x))));
}

/** Does the activation contain a step of this kind (from this place, when one is named)? */
export function containsStep(act: ActivationView, step: { do: ActionType; from?: Place | Place[] }): boolean {
  // Every contained step is one of the effect's actions: none of this kind, nothing to read (asked for every answer pattern).
  if (!act.effect?.does.some((a) => a.do === step.do)) return false;
  const want = step.from === undefined ? null : asArray<Place>(step.from);
  return containedSteps(act).some((s) => s.do === step.do && (want === null || overlaps(want, s.from)));
}

/** Actions that move a card out of where it is (a GY lock negates these when they take from the GY). */
const MOVES: ReadonlySet<ActionType> = new Set<ActionType>(['special-summon', 'summon', 'add-to-hand', 'return-to-hand', 'return-to-deck', 'banish', 'equip', 'set']);

/** Does the activation contain a step that moves a card out of one of these places? */
export function movesFrom(act: ActivationView, places: Place | Place[]): boolean {
  if (!act.effect?.does.some((a) => MOVES.has(a.do))) return false;
  const want = asArray<Place>(places);
  return containedSteps(act).some((s) => MOVES.has(s.do) && overlaps(want, s.from));
}

/**
 * A GY lock (「对墓地的卡有涉及的效果无效化」): must this activation, when it resolves, move a card out of
 * one of the locked places? Only steps it must carry out count (an optional step is left out, not
 * negated); costs never count. A step that takes only from the locked place must, unless it picks by
 * kind and the situation shows none there (nothing to move); a step that takes from the locked place
 * and others must only when a card it would take is in the locked place (it has to take them all, or
 * the locked one is what is there). Targets that stay where they are (an effect that only reads a GY
 * card) are not moved.
 */
export function mustMoveFrom(act: ActivationView, places: Place | Place[], game: GameView, ctx: MatchContext): boolean {
  return firstMustMove(act, places, game, ctx) !== null;
}

/** CH-GY-LOCK-PARTIAL: the first action of the effect that must move a card out of one of the locked places (as mustMoveFrom reads it), or null. */
export function firstMustMove(act: ActivationView, places: Place | Place[], game: GameView, ctx: MatchContext): Action | null {
  if (!act.effect?.does.some((a) => MOVES.has(a.do))) return null;
  const locked = asArray<Place>(places);
  for (const { a: action, s } of containedWithActions(act)) {
    if (!MOVES.has(s.do) || s.optional || !overlaps(locked, s.from)) continue;
    // CH-GY-LOCK-MOVES: a move left for a later phase (「下次的准备阶段，这张卡从墓地特殊召唤」) is judged against the lock when it is
    // done (CH-END-PHASE-PLAYED), not as the effect resolves.
    if (s.later) continue;
    // "Negate and move that card": only a card still in the locked place is moved; one its cost took
    // away leaves only the negation, which applies.
    if (s.onAnswered) {
      const zone = act.answered?.zone ?? null;
      if (zone !== null && overlaps(locked, [zone])) return action;
      continue;
    }
    const onlyLocked = s.from.every((p) => overlaps(locked, [p]));
    // A choice among several places (「从手卡·墓地选1只…」) need not take from the locked one: only that part
    // is left out, the effect is not negated (CH-GY-LOCK-CHOICE). 「…全部」 from them all still must.
    if (!onlyLocked && !s.all && s.from.length > 1) continue;
    if (!s.filter) {
      if (onlyLocked) return action;
      continue;
    }
    const inLocked = { ...s.filter, place: locked };
    let found = false;
    for (const c of game.cards()) if (matchesFilter(inLocked, c, ctx)) found = true;
    if (found) return action;
    if (onlyLocked && !zonesKnown(game, inLocked, ctx.me as Player)) return action;
  }
  return null;
}

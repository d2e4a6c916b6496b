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
 * - a step on "that card" of the answered activation takes it from where that card is, if it is still
 *   where it was activated (a monster that left its zone as a cost is not there to be moved);
 * - a step that applies only when the answered card is of a kind (「怪兽卡的场合」) counts only then.
 */
import type { ActionType, Place, Zone } from '../../cards/facts.js';
import type { ActivationView } from './match.js';

function asArray<T>(v: T | readonly T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? [...(v as T[])] : [v as T];
}

/** One step of an activation as it stands at activation: what it does, and from where. */
export interface ContainedStep {
  do: ActionType;
  /** Where its cards come from; empty when the text does not say and the board cannot tell. */
  from: Place[];
}

/** The steps an activation contains, each with its place, decided at activation. */
export function containedSteps(act: ActivationView): ContainedStep[] {
  const e = act.effect;
  if (!e) return [];
  const out: ContainedStep[] = [];
  for (const a of e.does) {
    if (a.ifNegatedKind && (!act.answered || act.answered.card.type.kind !== a.ifNegatedKind)) continue;
    if (a.from !== undefined) {
      out.push({ do: a.do, from: asArray<Place>(a.from) });
      continue;
    }
    const what = a.what;
    if (what === 'self') {
      out.push({ do: a.do, from: act.activatedFrom ? [act.activatedFrom] : [] });
    } else if (what === 'targets') {
      if (act.targetless) continue;
      const zones = act.targetCards.map((c) => c.zone).filter((z): z is Zone => z !== null);
      out.push({ do: a.do, from: zones.length > 0 ? zones : asArray<Place>(e.targets?.filter.place) });
    } else if (what === 'activation') {
      const ans = act.answered;
      // The answered card is moved only from where it was activated (its cost may have moved it away).
      out.push({ do: a.do, from: ans && ans.zone !== null && ans.zone === ans.activatedFrom ? [ans.zone] : [] });
    } else if (what && typeof what === 'object') {
      out.push({ do: a.do, from: asArray<Place>(what.filter.place) });
    } else {
      out.push({ do: a.do, from: [] });
    }
  }
  return out;
}

function overlaps(a: readonly Place[], b: readonly Place[]): boolean {
  const field = (p: Place) => p === 'field' || p === 'monster' || p === 'spell';
  return a.some((x) => b.some((y) => x === y || (x === 'field' && field(y)) || (y === 'field' && field(x))));
}

/** Does the activation contain a step of this kind (from this place, when one is named)? */
export function containsStep(act: ActivationView, step: { do: ActionType; from?: Place | Place[] }): boolean {
  const want = step.from === undefined ? null : asArray<Place>(step.from);
  return containedSteps(act).some((s) => s.do === step.do && (want === null || overlaps(want, s.from)));
}

/** Actions that move a card out of where it is (a GY lock negates these when they take from the GY). */
const MOVES: ReadonlySet<ActionType> = new Set<ActionType>(['special-summon', 'summon', 'add-to-hand', 'return-to-hand', 'return-to-deck', 'banish', 'equip', 'set']);

/** Does the activation contain a step that moves a card out of one of these places? */
export function movesFrom(act: ActivationView, places: Place | Place[]): boolean {
  const want = asArray<Place>(places);
  return containedSteps(act).some((s) => MOVES.has(s.do) && overlaps(want, s.from));
}

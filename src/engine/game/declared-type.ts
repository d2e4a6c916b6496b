/**
 * CH-LINGER-SUMMON-LOCK-DECLARED (「宣言1个怪兽的种类（仪式·同调·超量·灵摆…）才能发动。这个回合，双方不能把宣言的种类的怪兽特殊召唤，
 * 场上的宣言种类的怪兽的效果无效化」): the card data says 「宣言的种类的怪兽」 (`declaredType`); this module narrows it to the type the
 * activation declared — its link's `[宣言 融合怪兽]`, or the history's `(宣言:融合怪兽)` — and reads the lock it leaves for the rest of the turn:
 * set up as its link resolves (kept in `state.lingering` for the lower links of the chain), read from the turn's history for later chains
 * (`然后`, `本回合:`). A lock that is only read, never guessed: with no type written, nothing is locked and the answer says so.
 * The negation half is a `negate-effects` over the face-up monsters of that type, the reading of a negation that keeps applying to monsters on the field (docs/c03/无效.rst:201–209).
 */
import type { Action, CardFilter, Player } from '../../cards/facts.js';
import type { HistoryFact } from '../../scenario/types.js';
import type { DeclaredMonsterType } from '../../notation/declared-kind.js';
import type { EngineState, LinkState } from './state.js';
import { pushOnce } from './state.js';
import { activatedByEffect, historyEffect } from './history.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/** Does this step name 「宣言的种类的怪兽」 (a lock or a negation still to be narrowed to the declared type)? */
export function namesDeclaredType(a: Action): boolean {
  return a.forbidsOnly?.declaredType === true || (typeof a.what === 'object' && a.what !== null && 'filter' in a.what && a.what.filter.declaredType === true);
}

/** The filter with 「宣言的种类」 made the type declared: a monster of that card type. */
function narrowed(f: CardFilter, type: DeclaredMonsterType): CardFilter {
  const { declaredType: _, ...rest } = f;
  return { ...rest, subtypes: [type] };
}

/** The step with its 「宣言的种类的怪兽」 narrowed to `type`. */
export function narrowDeclaredType(a: Action, type: DeclaredMonsterType): Action {
  const what = typeof a.what === 'object' && a.what !== null && 'filter' in a.what && a.what.filter.declaredType ? { ...a.what, filter: narrowed(a.what.filter, type) } : a.what;
  return { ...a, what, ...(a.forbidsOnly?.declaredType ? { forbidsOnly: narrowed(a.forbidsOnly, type) } : {}) };
}

/** The monster type a link declared (`[宣言 融合怪兽]`), or null when none is written. */
export function linkDeclaredType(link: LinkState): DeclaredMonsterType | null {
  for (const d of link.directives) if (d.kind === 'declared' && d.monsterType) return d.monsterType;
  return null;
}

/** A lock on Special Summoning the monsters of one type, left by a resolved activation. */
export interface DeclaredTypeLock {
  /** The name of the card whose effect left it. */
  source: string;
  type: DeclaredMonsterType;
  /** The lock, narrowed (`forbidsOnly` a monster of that type). */
  lock: Action & { forbidsOnly: CardFilter };
  /** Whom it binds: its activation's player reads 「双方」「自己」「对方」. */
  controller: Player;
  /** The link of this chain that left it; null for one of a chain before or of `本回合:`. */
  by: number | null;
}

/** Is this a lock on Special Summons lasting the turn (the step left at resolution)? */
const isTurnLock = (a: Action): a is Action & { forbidsOnly: CardFilter } => a.do === 'other' && a.forbids === 'special-summon' && a.forbidsOnly !== undefined && a.duration === 'turn';

/**
 * Sets up the lock step of a link as it resolves (the type already narrowed): kept for the lower links of this chain. What the
 * answer says of it, with the monsters of that type on the field the negation step after it reaches.
 */
export function setDeclaredTypeLock(state: EngineState, link: LinkState, a: Action, type: DeclaredMonsterType): void {
  state.lingering.push({ link: link.n, controller: link.controller, sourceRef: link.ref, action: a, cards: [], names: undefined, declaredType: type });
  if (!link.rules.includes(R.LINGER_SUMMON_LOCK_DECLARED)) link.rules.push(R.LINGER_SUMMON_LOCK_DECLARED);
}

/** The history entry's locks on the declared type, each narrowed to what it declared; with none written, said and left out. */
function historyLocks(state: EngineState, h: HistoryFact): DeclaredTypeLock[] {
  if (h.kind !== 'activation' || h.negated !== null) return [];
  const e = historyEffect(h);
  if (!e || e.kind === 'continuous' || activatedByEffect(h, e)) return [];
  const locks = e.does.filter((a) => isTurnLock(a) && a.forbidsOnly.declaredType);
  if (locks.length === 0) return [];
  if (!h.declaredType) {
    pushOnce(state.assumptions, say({ rule: R.LINGER_SUMMON_LOCK_DECLARED, params: { variant: 'unknown-earlier', source: h.card.name, card: h.player } }));
    return [];
  }
  const type = h.declaredType;
  return locks.map((a) => ({ source: h.card.name, type, lock: narrowDeclaredType(a, type) as DeclaredTypeLock['lock'], controller: h.player, by: null }));
}

/**
 * The locks on Special Summoning a declared type that bind now: those a link of this chain left as it resolved, then those of
 * earlier activations this turn (a chain before, `然后`; or `本回合:`). The turn before is not read: 「这个回合」 ended with it.
 */
export function declaredTypeLocks(state: EngineState): DeclaredTypeLock[] {
  const out: DeclaredTypeLock[] = [];
  for (const l of state.lingering) {
    if (l.declaredType === undefined || !isTurnLock(l.action)) continue;
    out.push({ source: state.board.cards[l.sourceRef]?.card.name ?? '', type: l.declaredType, lock: l.action, controller: l.controller, by: l.link || null });
  }
  for (const h of state.scenario.history ?? []) out.push(...historyLocks(state, h));
  return out;
}

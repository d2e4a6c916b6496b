/**
 * What a fact means on the board: card filters, conditions, activation patterns ("when X is
 * activated") and effect filters (continuous negations). Pure functions of the board.
 */
import type { ActivationPattern, CardFilter, Condition, EffectFilter, Place, Player, Side, Subject } from '../cards/facts.js';
import { phaseWithin } from '../rules/index.js';
import type { Board, BoardCard } from './types.js';
import type { EngineState, LinkState } from './state.js';
import { canonical, onField } from './board.js';

export function sideMatches(side: Side | undefined, owner: Player | null, me: Player): boolean {
  if (!side || side === 'any' || owner === null) return true;
  return side === 'self' ? owner === me : owner !== me;
}

function placeMatches(place: Place | Place[] | undefined, c: BoardCard): boolean {
  if (place === undefined) return true;
  const places = Array.isArray(place) ? place : [place];
  return places.some((p) => {
    if (p === 'field') return onField(c);
    if (p === 'monster' || p === 'spell') return c.zone === p && !c.activationNegated;
    return c.zone === p;
  });
}

export interface FilterOptions {
  /** At resolution, a target that was turned face-down or changed control is still the target. */
  ignoreFaceAndControl?: boolean;
}

export function matchesFilter(board: Board, f: CardFilter, c: BoardCard, selfRef: string, me: Player, opts: FilterOptions = {}): boolean {
  if (f.self && c.ref !== selfRef) return false;
  if (f.notSelf && c.ref === selfRef) return false;
  if (!opts.ignoreFaceAndControl && !sideMatches(f.side, c.controller, me)) return false;
  if (f.kind) {
    const kinds = Array.isArray(f.kind) ? f.kind : [f.kind];
    if (!kinds.includes(c.card.type.kind)) return false;
  }
  if (f.subtypes && !f.subtypes.some((s) => c.card.type.subtypes.includes(s))) return false;
  if (!placeMatches(f.place, c)) return false;
  if (f.faceUp !== undefined && !opts.ignoreFaceAndControl && c.faceUp !== f.faceUp) return false;
  if (f.race && c.card.race && !c.card.race.includes(f.race) && !f.race.includes(c.card.race)) return false;
  if (f.attribute && c.card.attribute && !c.card.attribute.includes(f.attribute) && !f.attribute.includes(c.card.attribute)) return false;
  if (f.archetype && !c.card.name.includes(f.archetype)) return false;
  if (f.id !== undefined && c.card.id !== f.id) return false;
  if (f.levelMax !== undefined && c.card.level !== undefined && c.card.level > f.levelMax) return false;
  if (f.levelMin !== undefined && c.card.level !== undefined && c.card.level < f.levelMin) return false;
  if (f.atkMax !== undefined && c.card.atk !== undefined && c.card.atk > f.atkMax) return false;
  if (f.atkMin !== undefined && c.card.atk !== undefined && c.card.atk < f.atkMin) return false;
  if (f.defEq !== undefined && c.card.def !== undefined && c.card.def !== f.defEq) return false;
  if (f.specialSummoned && !c.specialSummoned) return false;
  if (f.position && c.zone === 'monster' && c.position !== null && c.position !== f.position) return false;
  if (f.attacking && !isAttacking(board, c)) return false;
  return true;
}

/** The attacking monster: still the attacker and still in attack position (seed 000 4.2 ※攻击中止). */
export function isAttacking(board: Board, c: BoardCard): boolean {
  if (!board.attack || canonical(board, board.attack.attacker) !== c.ref) return false;
  return c.zone === 'monster' && c.position !== 'defense';
}

export function cardsMatching(board: Board, f: CardFilter, selfRef: string, me: Player): BoardCard[] {
  return Object.values(board.cards).filter((c) => matchesFilter(board, f, c, selfRef, me));
}

/** Kinds a filter allows (all three when it does not say). */
function kindsOf(f: CardFilter): string[] {
  if (!f.kind) return ['monster', 'spell', 'trap'];
  return Array.isArray(f.kind) ? f.kind : [f.kind];
}

function placesOf(f: CardFilter): Place[] {
  if (f.place === undefined) return [];
  return Array.isArray(f.place) ? f.place : [f.place];
}

/** Could a card matching `inner` match `outer`? (kinds overlap, places overlap) — for facts without cards. */
export function filterFits(inner: CardFilter, outer: CardFilter): boolean {
  const ik = kindsOf(inner);
  if (!kindsOf(outer).some((k) => ik.includes(k))) return false;
  const op = placesOf(outer);
  const ip = placesOf(inner);
  if (op.length === 0 || ip.length === 0) return true;
  const onFieldP = (p: Place) => p === 'field' || p === 'monster' || p === 'spell';
  return op.some((o) => ip.some((i) => o === i || (o === 'field' && onFieldP(i)) || (i === 'field' && onFieldP(o))));
}

// ── conditions ─────────────────────────────────────────────────────────────────────────────────────

function compare(a: number, op: '==' | '<=' | '>=', b: number): boolean {
  return op === '==' ? a === b : op === '<=' ? a <= b : a >= b;
}

function playersOf(side: Side, me: Player): Player[] {
  if (side === 'self') return [me];
  if (side === 'opponent') return [me === 'A' ? 'B' : 'A'];
  return ['A', 'B'];
}

/** True, false, or null when the board does not tell (the engine then says what it assumed). */
export function checkCondition(state: EngineState, cond: Condition, self: BoardCard | undefined, me: Player): boolean | null {
  const board = state.board;
  switch (cond.is) {
    case 'hand-size':
    case 'lp': {
      const values = playersOf(cond.side, me).map((p) => (cond.is === 'lp' ? board.lp[p] : board.handSize[p]));
      if (values.some((v) => v === null || v === undefined)) return null;
      return values.every((v) => compare(v as number, cond.op, cond.value));
    }
    case 'exists': {
      const found = cardsMatching(board, cond.filter, self?.ref ?? '', me).length;
      if (found >= (cond.min ?? 1)) return true;
      return zonesKnown(state, cond.filter, me) ? false : null;
    }
    case 'none': {
      const found = cardsMatching(board, cond.filter, self?.ref ?? '', me).length;
      if (found > 0) return false;
      return zonesKnown(state, cond.filter, me) ? true : null;
    }
    case 'turn':
      return sideMatches(cond.whose, board.turnPlayer, me);
    case 'phase':
      if (!board.phase) return null;
      // The board's phase is that phase or one of its steps (the turn reference knows which).
      return cond.phases.some((p) => phaseWithin(board.phase, p) === true);
    case 'self-state': {
      if (!self) return null;
      switch (cond.state) {
        case 'face-up':
          return self.faceUp;
        case 'in-defense':
          return self.position === 'defense';
        case 'flipped':
          return self.states.includes('flipped') ? true : null;
        case 'set-this-turn':
          return self.states.includes('set-this-turn') ? true : null;
        case 'summoned-this-turn':
          return self.states.includes('summoned-this-turn') || self.specialSummoned ? true : null;
      }
      return null;
    }
    case 'other':
      return null;
  }
}

/** Did the situation list every zone this filter looks at? */
function zonesKnown(state: EngineState, f: CardFilter, me: Player): boolean {
  const players = playersOf(f.side ?? 'any', me);
  const places = placesOf(f);
  if (places.length === 0) return false;
  const zoneKey = (p: Place) => (p === 'monster' || p === 'spell' ? 'field' : p);
  return players.every((pl) => places.every((p) => state.knownZones.has(`${pl}:${zoneKey(p)}`)));
}

// ── activation patterns ("when X is activated") ──────────────────────────────────────────────────

export type PatternFailure = 'anyOf' | 'by' | 'cardKind' | 'activation' | 'from' | 'includes' | 'targetsExactly' | 'destroysItsTarget' | 'wouldDestroy' | 'targets';

/** The first part of the pattern the lower link does not meet, or null when it matches. */
export function patternMismatch(state: EngineState, p: ActivationPattern, lower: LinkState, me: Player, myRef: string): PatternFailure | null {
  const board = state.board;
  const e = lower.effect;
  if (p.by && !sideMatches(p.by, lower.controller, me)) return 'by';
  if (p.cardKind) {
    const kinds = Array.isArray(p.cardKind) ? p.cardKind : [p.cardKind];
    if (!kinds.includes(lower.card.type.kind)) return 'cardKind';
  }
  if (p.cardSubtypes && !p.cardSubtypes.some((st) => lower.card.type.subtypes.includes(st))) return 'cardKind';
  if (p.anyOf?.length) {
    // 「怪兽的效果·魔法·陷阱卡发动时」: one of the alternatives must match; the rest of the pattern still applies.
    const misses = p.anyOf.map((alt) => patternMismatch(state, alt, lower, me, myRef));
    if (!misses.includes(null)) return 'anyOf';
  }
  if (p.activation === 'card' && !lower.cardActivation) return 'activation';
  if (p.activation === 'effect' && lower.cardActivation) return 'activation';
  if (p.from) {
    const places = Array.isArray(p.from) ? p.from : [p.from];
    const z = lower.activatedFrom;
    const ok = places.some((pl) => pl === z || (pl === 'field' && (z === 'monster' || z === 'spell')));
    if (!ok) return 'from';
  }
  if (p.includes) {
    const does = e?.does ?? [];
    const ok = p.includes.some((inc) => does.some((a) => a.do === inc.do && (!inc.from || placesOverlap(inc.from, a.from))));
    if (!ok) return 'includes';
  }
  const targetCards = lower.targets.map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c));
  if (p.targetsExactly) {
    const { count, filter } = p.targetsExactly;
    if (lower.targets.length > 0) {
      if (targetCards.length !== count || !targetCards.every((c) => matchesFilter(board, filter, c, myRef, me))) return 'targetsExactly';
    } else if (!e?.targets || e.targets.count !== count || e.targets.upTo || !filterFits(e.targets.filter, filter)) {
      return 'targetsExactly';
    }
  }
  if (p.destroysItsTarget && !(e?.does ?? []).some((a) => a.do === 'destroy' && a.what === 'targets')) return 'destroysItsTarget';
  if (p.wouldDestroy && !wouldDestroy(state, lower, p.wouldDestroy, me, myRef)) return 'wouldDestroy';
  if (p.targets) {
    if (!targetCards.some((c) => matchesFilter(board, p.targets!, c, myRef, me))) return 'targets';
  }
  return null;
}

function placesOverlap(a: Place | Place[], b: Place | Place[] | undefined): boolean {
  if (b === undefined) return false;
  const as = Array.isArray(a) ? a : [a];
  const bs = Array.isArray(b) ? b : [b];
  return as.some((x) => bs.includes(x));
}

/** Would the lower link's effect destroy a card matching `f` (e.g. monsters on the field)? */
function wouldDestroy(state: EngineState, lower: LinkState, f: CardFilter, me: Player, myRef: string): boolean {
  const board = state.board;
  for (const a of lower.effect?.does ?? []) {
    if (a.do !== 'destroy') continue;
    const subject: Subject | undefined = a.what;
    if (subject === 'targets') {
      const cards = lower.targets.map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c));
      if (cards.length > 0 ? cards.some((c) => matchesFilter(board, f, c, myRef, me)) : lower.effect?.targets && filterFits(lower.effect.targets.filter, f)) return true;
    } else if (subject === 'attacker' || subject === 'attack-target') {
      if (filterFits({ kind: 'monster', place: 'monster' }, f)) return true;
    } else if (subject && typeof subject === 'object') {
      // 「场上的怪兽全部破坏」: what it would destroy is judged from the text, not from who is on the field now.
      if (filterFits(subject.filter, f)) return true;
    }
  }
  return false;
}

// ── effect filters (continuous negations) ───────────────────────────────────────────────────────

export function effectFilterMatches(state: EngineState, f: EffectFilter, link: LinkState, me: Player, negatorRef: string): boolean {
  const board = state.board;
  if (f.activatedFrom) {
    const places = Array.isArray(f.activatedFrom) ? f.activatedFrom : [f.activatedFrom];
    const z = link.activatedFrom;
    if (!places.some((p) => p === z || (p === 'field' && (z === 'monster' || z === 'spell')))) return false;
  }
  if (f.side && !sideMatches(f.side, link.controller, me)) return false;
  if (f.cardKind) {
    const kinds = Array.isArray(f.cardKind) ? f.cardKind : [f.cardKind];
    if (!kinds.includes(link.card.type.kind)) return false;
  }
  if (f.card) {
    const own = board.cards[link.ref];
    if (!own || !matchesFilter(board, f.card, own, negatorRef, me)) return false;
  }
  if (f.targeting) {
    const cards = link.targets.map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c));
    if (!cards.some((c) => matchesFilter(board, f.targeting!, c, negatorRef, me))) return false;
  }
  return true;
}

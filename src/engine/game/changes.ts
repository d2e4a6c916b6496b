/**
 * Continuous name and type changes (卡名·种族·属性的变更, issue 11): a face-up card whose continuous
 * effect says what cards are treated as (`becomes` on a `change-type` / `change-name` action: 僵尸世界
 * makes monsters on the field and in the GY Zombies) marks each subject card with what it now is
 * (`BoardCard.changed`); the one card filter (./match.ts) reads the changed values. A card unaffected by
 * the changing card's effects (「不受其他卡的效果影响」, CH-PROTECT-UNAFFECTED) keeps its own. Like every
 * continuous effect of a Spell/Trap, it applies only once its card activation resolved.
 *
 * Found once per chain (the cards that carry such an effect); re-read after each resolution only when
 * there is one, so a board without changes costs one pass over its cards.
 */
import { DECLARED, type Action, type Card, type CardFilter, type EffectFacts } from '../../cards/facts.js';
import type { Board, BoardCard, Changed } from '../types.js';
import { cardView, onField } from './board.js';
import { matchesFilter, onBoard } from './match.js';
import { printedUnaffected } from './protection.js';
import { hasContinuous } from './speed.js';
import { effectsNegatedNow } from './effects-negated.js';
import { standing } from './standing.js';

const cache = new WeakMap<Card, Action[]>();

/** The card's continuous changes that say what their subjects become. */
const NO_CHANGES: readonly Action[] = Object.freeze([]);
export function changesOf(card: Card): readonly Action[] {
  if (!hasContinuous(card)) return NO_CHANGES;
  let list = cache.get(card);
  if (!list) {
    list = [];
    for (const e of card.effects) {
      if (e.kind !== 'continuous') continue;
      // SIT-DECLARED: a change to what its activation declared, with nothing declared, changes nothing.
      for (const a of e.does) if ((a.do === 'change-type' || a.do === 'change-name') && a.becomes && a.becomes.race !== DECLARED && a.becomes.attribute !== DECLARED) list.push(a);
    }
    cache.set(card, list);
  }
  return list;
}

const boardChangers = new WeakMap<Board, BoardCard[]>();

/** The chain found the board's changers in its own pass over the board: the window reuses them. */
export function rememberChangers(board: Board, list: BoardCard[]): void {
  boardChangers.set(board, list);
}

/** The cards of the board that carry a change (most boards: none), found once per board object. */
export function changers(board: Board): BoardCard[] {
  let out = boardChangers.get(board);
  if (!out) {
    out = [];
    for (const k in board.cards) {
      const c = board.cards[k]!;
      if (changesOf(c.card).length > 0) out.push(c);
    }
    boardChangers.set(board, out);
  }
  return out;
}

/**
 * Mark every card with what the changes applying now make it. `pending`: a card whose card activation
 * is still on the chain (its continuous effects do not apply yet).
 */
const pendingOf = new WeakMap<Board, (c: BoardCard) => boolean>();

export function applyChanges(board: Board, sources: BoardCard[], pending: (c: BoardCard) => boolean = () => false): void {
  if (sources.length === 0) return;
  pendingOf.set(board, pending);
  // Cleared, not deleted: `delete` turns each board card into a slow dictionary object (issue 10).
  for (const k in board.cards) board.cards[k]!.changed = undefined;
  const negated = negatedNow(board, pending);
  for (const src of sources) {
    if (negated(src)) continue;
    // CMP-NAME-IN-GY: a card whose own name change applies in the GY too (`from` names the GY) carries it there.
    if (src.zone === 'gy' && changesOf(src.card).some(inGy)) {
      for (const a of changesOf(src.card)) if (inGy(a)) src.changed = changedBy(src.changed, a.becomes);
      continue;
    }
    if (!onField(src) || !src.faceUp || pending(src) || !src.controller) continue;
    for (const a of changesOf(src.card)) {
      const subjects = a.what === 'self' || a.what === undefined ? [src] : typeof a.what === 'object' ? matching(board, a, src) : [];
      for (const c of subjects) {
        if (c !== src && unaffectedBy(board, c, src)) continue;
        // CH-GY-LOCK-TYPE-CHANGE: under a GY lock, another card's change of Type, Attribute or name does not reach the cards in the GY.
        if (c !== src && c.zone === 'gy' && gyLocked(board, pending)) continue;
        c.changed = changedBy(c.changed, a.becomes);
      }
    }
  }
}

/**
 * CH-NEGATED-CHANGE: a card on the field whose effects are negated now — stated (`效果无效`), or by a face-up card's continuous
 * negation (「场上的效果怪兽的效果无效化」) whose activation is not still on the chain — applies no change of name or type (a copy
 * keeps the name it copied, `复制:X` stays X, without the copied card's own 「卡名当作…使用」).
 */
function negatedNow(board: Board, pending: (c: BoardCard) => boolean): (src: BoardCard) => boolean {
  const negators: BoardCard[] = [];
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (standing(c.card).negations.length > 0 && !pending(c)) negators.push(c);
  }
  const earlier = board.earlierNegations;
  return (src) => (negators.length > 0 || src.states.length > 0 || (earlier?.length ?? 0) > 0) && effectsNegatedNow(src, negators, earlier);
}

/** CH-NEGATED-CHANGE: of these holders of a change, those on the field whose effects a face-up card's continuous negation negates now. */
export function negatedChangers(board: Board, sources: readonly BoardCard[], pending: (c: BoardCard) => boolean = () => false): BoardCard[] {
  if (sources.length === 0) return [];
  const negated = negatedNow(board, pending);
  return sources.filter((c) => onField(c) && c.faceUp && !c.states.includes('effects-negated') && negated(c));
}

/** A change of the card's own name that applies in the GY (「只要在场上·墓地存在」). */
const inGy = (a: Action): boolean => a.do === 'change-name' && a.what === 'self' && (a.from === 'gy' || (Array.isArray(a.from) && a.from.includes('gy')));

/**
 * `{ ...prev, ...becomes }` with every field of Changed present, in one order: the readers of a
 * card's race, attribute and name then see one object shape (issue 10: "wrong map" deopts).
 */
function changedBy(prev: Changed | undefined, becomes: Changed | undefined): Changed {
  const b = becomes ?? {};
  return {
    race: 'race' in b ? b.race : prev?.race,
    attribute: 'attribute' in b ? b.attribute : prev?.attribute,
    alsoAttribute: 'alsoAttribute' in b ? b.alsoAttribute : prev?.alsoAttribute,
    name: 'name' in b ? b.name : prev?.name,
    id: 'id' in b ? b.id : prev?.id,
  };
}

function matching(board: Board, a: Action, src: BoardCard): BoardCard[] {
  const what = a.what as Extract<Action['what'], { filter: unknown }>;
  const ctx = onBoard(board, src.ref, src.controller!);
  const out: BoardCard[] = [];
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (matchesFilter(what.filter, c, ctx)) out.push(c);
  }
  return out;
}

/** 「不受…效果影响」 printed on a face-up card on the field, covering the changing card. */
function unaffectedBy(board: Board, c: BoardCard, src: BoardCard): boolean {
  if (!onField(c) || !c.faceUp) return false;
  const me = c.controller ?? src.controller!;
  return printedUnaffected(c.card, (f) => matchesFilter({ ...f, place: undefined }, src, onBoard(board, c.ref, me)));
}

/** Does the effect read something a change alters (a race, an attribute, a name, an archetype, a passcode)? */
export function readsChangeable(e: EffectFacts | null): boolean {
  if (!e) return false;
  const filters: CardFilter[] = [];
  if (e.targets) filters.push(e.targets.filter);
  for (const c of [...(e.condition ?? []), ...(e.resolutionCondition ?? [])]) if (c.is === 'exists' || c.is === 'none') filters.push(c.filter);
  for (const a of [...e.does, ...(e.cost ?? [])]) if (a.what && typeof a.what === 'object') filters.push(a.what.filter);
  return filters.some((f) => f.race !== undefined || f.attribute !== undefined || f.archetype !== undefined || f.id !== undefined);
}

/** Is any card of the board changed now? */
export function anyChanged(board: Board): boolean {
  for (const k in board.cards) if (board.cards[k]!.changed) return true;
  return false;
}

/**
 * CH-EQUIP-INCORRECT: what the changes applying now make `c`, leaving out those of `skip` (an equip card's own change of its
 * monster's Type) — the same pass as `applyChanges`, for one card, over the changers it last applied.
 */
export function changedWithout(board: Board, c: BoardCard, skip: BoardCard): Changed | undefined {
  const pending = pendingOf.get(board) ?? (() => false);
  let out: Changed | undefined;
  const negated = negatedNow(board, pending);
  for (const src of changers(board)) {
    if (src === skip || !onField(src) || !src.faceUp || pending(src) || !src.controller || negated(src)) continue;
    for (const a of changesOf(src.card)) {
      const hit = a.what === 'self' || a.what === undefined ? src === c : typeof a.what === 'object' && matchesFilter(a.what.filter, cardView(c, { changed: out }), onBoard(board, src.ref, src.controller));
      if (!hit || (c !== src && unaffectedBy(board, c, src))) continue;
      out = changedBy(out, a.becomes);
    }
  }
  return out;
}

/**
 * CH-GY-LOCK-TYPE-CHANGE (issue 16; rules reference docs/c04, :49–51): a face-up card on the field whose continuous
 * negation is a GY lock (effects that must move cards out of the GY, `movesFrom: 'gy'`), its activation resolved and its
 * effects not negated: the changes of other cards (every monster on the field and in the GY made one Type) do not reach the cards in the GY.
 */
function gyLocked(board: Board, pending: (c: BoardCard) => boolean): boolean {
  for (const k in board.cards) {
    const s = board.cards[k]!;
    if (!onField(s) || !s.faceUp || pending(s) || s.states.includes('effects-negated')) continue;
    for (const e of s.card.effects) if (e.kind === 'continuous' && e.does.some((a) => a.effects?.some((f) => f.movesFrom === 'gy' || (Array.isArray(f.movesFrom) && f.movesFrom.includes('gy'))))) return true;
  }
  return false;
}

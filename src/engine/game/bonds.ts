/**
 * CT-BOND — 持续取对象 (rules reference docs/c02/基本用语.rst:304–360): a card on the field may keep targeting
 * a card (the monster its effect summoned, the card its effect is bound to): `BoardCard.bound`, stated in the
 * situation (`(对象:X)` after the card) or set when its card activation resolves onto its target.
 *
 * Its continuous effect may tie a destruction to that bond (the `bond` fact of an action):
 * - `this-leaves` 「这张卡从场上离开时那只怪兽破坏」: when the card leaves the field, its target is destroyed;
 * - `target-leaves` 「那只怪兽从场上离开时这张卡破坏」 and `target-destroyed` 「那只怪兽被破坏时这张卡破坏」: when
 *   the target leaves (is destroyed), the card is destroyed.
 * - CT-BOND-DESTROYED `this-destroyed` 「这张卡破坏时，选择的怪兽破坏」: when the card is destroyed (only then), its targets are destroyed;
 * - CT-BOND-EQUIPPED 「这张卡从场上离开时装备怪兽破坏」 (bond `equip-leaves`): when the equip card
 *   leaves the field, the monster it is equipped to (`equippedTo`, no target kept) is destroyed with it.
 * The partner is destroyed at once, at the same moment as the move that sets it off — even in the middle of a
 * resolution with steps still to come — and by the card's effect, not by rule (an equip card whose monster left
 * is destroyed by rule, ./equip.ts). A card whose effects are negated keeps its target but its bond does nothing:
 * the partner stays (docs/c03/特定效果的处理方法.rst:665).
 */
import type { Action } from '../../cards/facts.js';
import type { BoardCard, EngineEvent } from '../types.js';
import type { EngineState } from './state.js';
import { isField } from './board.js';
import { incarnation } from './identity.js';
import { keptTargetNegatedBy } from '../chain/kept-target-negated.js';

type Bond = NonNullable<Action['bond']>;

/** The bonds a card's continuous effects state (most cards: none). */
function bondsOf(c: BoardCard): Bond[] {
  let out: Bond[] | null = null;
  // (Read from any of its effects: the compiler finds the tie in whichever effect's text states it.)
  for (const e of c.card.effects) {
    for (const a of e.does) if (a.bond && a.bond !== 'equip-leaves') (out ??= []).push(a.bond);
  }
  return out ?? NONE;
}
const NONE: Bond[] = [];

/** CT-BOND-EQUIPPED: does its leaving destroy the monster it is equipped to? */
function equipBond(c: BoardCard): boolean {
  return c.card.effects.some((e) => e.does.some((a) => a.bond === 'equip-leaves'));
}

/** Does any card of the board keep a target, or hold a monster by an equip bond (so moves look for bonds)? */
export function anyBound(board: { cards: Record<string, BoardCard> }): boolean {
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (c.bound || (c.equippedTo && equipBond(c))) return true;
  }
  return false;
}

/** Does this card have any bond at all (its card decides whether a resolution binds it to its target)? */
export function hasBond(c: BoardCard): boolean {
  return bondsOf(c).length > 0;
}

/**
 * Its bond applies now: face-up on the field, its effects not negated nor its name declared unusable — nor wholly negated for the card
 * it keeps targeting (CH-CONT-NEGATE-TARGETING, ../chain/kept-target-negated.ts).
 */
function applies(c: BoardCard, state?: EngineState): boolean {
  return isField(c.zone) && c.faceUp && !c.activationNegated && !c.states.includes('effects-negated') && !c.states.includes('cannot-use') && (state === undefined || keptTargetNegatedBy(state, c) === null);
}

/**
 * The cards a move of `moving` (from where they are now, before they move) to `to` drags along by a bond: each
 * with the card whose effect destroys it. Read before the move, when the leaving cards still stand where
 * their bonds apply.
 */
export function bondedPartners(state: EngineState, moving: readonly BoardCard[], to: string, type: EngineEvent['type']): { card: BoardCard; by: BoardCard; why: Bond }[] {
  if (!state.bonded || isField(to as BoardCard['zone'])) return [];
  const out: { card: BoardCard; by: BoardCard; why: Bond }[] = [];
  const leaving = moving.filter((c) => isField(c.zone));
  if (leaving.length === 0) return out;
  const add = (card: BoardCard | undefined, by: BoardCard, why: Bond) => {
    if (card && isField(card.zone) && !moving.includes(card) && !out.some((x) => x.card === card)) out.push({ card, by, why });
  };
  // (A target turned face-down or moved since it was bound is a new card: no longer the one the card keeps targeting.)
  const still = (b: { ref: string; incarnation: number }) => incarnation(state, b.ref, true) === b.incarnation;
  for (const c of leaving) {
    // 「这张卡从场上离开时那只怪兽破坏」
    if (c.bound && applies(c, state) && bondsOf(c).includes('this-leaves')) for (const b of c.bound) if (still(b)) add(state.board.cards[b.ref], c, 'this-leaves');
    // 「这张卡破坏时，选择的怪兽破坏」 (CT-BOND-DESTROYED): only when it is destroyed.
    if (type === 'destroyed' && c.bound && applies(c, state) && bondsOf(c).includes('this-destroyed')) for (const b of c.bound) if (still(b)) add(state.board.cards[b.ref], c, 'this-destroyed');
    // 「这张卡从场上离开时那只怪兽除外」 (CT-BOND-BANISH)
    if (c.bound && applies(c, state) && bondsOf(c).includes('this-leaves-banish')) for (const b of c.bound) if (still(b)) add(state.board.cards[b.ref], c, 'this-leaves-banish');
    // 「这张卡从场上离开时装备怪兽破坏」 (CT-BOND-EQUIPPED)
    // (A monster turned face-down since is a new card, no longer equipped: it stays.)
    if (c.equippedTo && applies(c, state) && equipBond(c) && state.board.cards[c.equippedTo]?.faceUp) add(state.board.cards[c.equippedTo], c, 'equip-leaves');
  }
  for (const k in state.board.cards) {
    const h = state.board.cards[k]!;
    if (!h.bound || moving.includes(h) || !applies(h, state)) continue;
    const bonds = bondsOf(h);
    for (const c of leaving) {
      if (!h.bound.some((b) => b.ref === c.ref && still(b))) continue;
      // 「那只怪兽从场上离开时这张卡破坏」; 「那只怪兽被破坏时这张卡破坏」 only when it is destroyed.
      if (bonds.includes('target-destroyed') && type === 'destroyed') add(h, h, 'target-destroyed');
      else if (bonds.includes('target-leaves')) add(h, h, 'target-leaves');
    }
  }
  return out;
}

/**
 * CT-BOND: a card activation that resolved keeps targeting what it targeted (the monster it summoned stays its
 * target) — for a card whose bond ties a destruction to it, while it stays face-up on the field.
 */
export function bindOnResolve(state: EngineState, holder: BoardCard | undefined, targets: readonly string[]): boolean {
  // (Most links bind nothing: a link with no target, or a card with no bond, is answered before anything else is read — issue 10.)
  // (Not asked whether it is wholly negated for the target it keeps: it keeps the target all the same, CH-CONT-NEGATE-TARGETING.)
  if (targets.length === 0 || !holder || !hasBond(holder) || !applies(holder)) return false;
  const kept = targets.filter((r) => {
    const t = state.board.cards[r];
    return t !== undefined && t !== holder && isField(t.zone);
  });
  if (kept.length === 0) return false;
  holder.bound = kept.map((ref) => ({ ref, incarnation: incarnation(state, ref, true) }));
  state.bonded = true;
  return true;
}

/**
 * CTL-FACEDOWN-BOND (rules reference docs/c03/里侧·一时除外.rst:422–425): a monster whose control a card took and keeps by
 * targeting it (持续取对象: its card both takes control and keeps the monster as its target) — the card that holds it
 * now, read before the monster turns face-down. Control taken for good or 「直到…」 is no bond: none.
 */
export function controlHolder(state: EngineState, c: BoardCard): BoardCard | null {
  if (!state.bonded || !c.owner || c.controller === c.owner) return null;
  const still = (b: { ref: string; incarnation: number }) => b.ref === c.ref && incarnation(state, b.ref, true) === b.incarnation;
  for (const k in state.board.cards) {
    const h = state.board.cards[k]!;
    if (!h.bound || !applies(h, state) || h.controller !== c.controller || !h.bound.some(still)) continue;
    if (h.card.effects.some((e) => e.does.some((a) => a.do === 'take-control'))) return h;
  }
  return null;
}

/**
 * CT-BOND-NEGATE: a face-up card that keeps targeting a card (持续取对象) and whose continuous effect negates 「那只怪兽」
 * (an equip-like Trap: `negate-effects` on its `targets`) negates that card only while it applies — face-up on the field, its effects not
 * negated. Read from the board as it stands: once the holder has left (destroyed in the same chain), the target's effects
 * apply again at once. A target moved or turned face-down since is a new card (CT-BOND): the situation's `(对象:X)` is bound
 * with incarnation 0, so this reads the board without the chain's events and only for bonds the situation states.
 */
export function negatedByBond(board: { cards: Record<string, BoardCard> }, c: BoardCard): boolean {
  return bondNegatorOf(board, c) !== null;
}

/** The card whose bond negates `c`'s effects now (CT-BOND-NEGATE, as negatedByBond reads it), or null. */
export function bondNegatorOf(board: { cards: Record<string, BoardCard> }, c: BoardCard): BoardCard | null {
  if (!isField(c.zone) || !c.faceUp) return null;
  for (const k in board.cards) {
    const h = board.cards[k]!;
    if (h === c || !h.bound || !applies(h) || !h.bound.some((b) => b.ref === c.ref)) continue;
    if (h.card.effects.some((e) => e.kind === 'continuous' && e.does.some((a) => a.do === 'negate-effects' && a.what === 'targets'))) return h;
  }
  return null;
}

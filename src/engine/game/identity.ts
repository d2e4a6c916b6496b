/**
 * Card identity (CH-CARD-IDENTITY; rules reference docs/c03/里侧·一时除外.rst:10–14, docs/c03/特定效果的处理方法.rst:706–760,
 * 773–806): a card that moves to another place or is turned face-down becomes a new card. Each card instance has an
 * incarnation — how many times, in this judgment, it became a new card. A reference a resolution makes (「这张卡」, 「那只怪兽」
 * of an event, 「这个效果特殊召唤的怪兽」) is a card and an incarnation: it follows the card to where the event that made the
 * reference put it, and loses it once the card moves again. Flipping face-up is no new card (里侧·一时除外.rst:22–30).
 *
 * What the situation writes of earlier turns (`变里侧`, `一时除外`) is memory (./memory.ts); this is what happens during the
 * judgment, read from its events.
 */
import type { ActionType, EventType } from '../../cards/facts.js';
import type { BoardCard, EngineEvent } from '../types.js';
import type { EngineState, LinkState } from './state.js';

/**
 * Did this event make its i-th card a new card? A move to another place does, for every purpose. Turned face-down it loses
 * what was applied to it (`faceDown`: FD-MEMORY), but it is still the card a resolution refers to (「那只怪兽」 of the activation
 * answered, turned face-down by another link in the chain, is still the monster that activated: 里侧·一时除外.rst:37, :293).
 */
export function renews(ev: EngineEvent, i: number, faceDown = false): boolean {
  if (faceDown && ev.turnedFaceDown?.includes(ev.cards[i]!)) return true;
  const from = ev.from[i] ?? null;
  return from !== null && from !== (ev.to[i] ?? null) && ev.type !== 'activated' && ev.type !== 'targeted';
}

/** How many times the card became a new card in this judgment (0: it is the card the situation wrote); `faceDown`: counting turns face-down. */
export function incarnation(state: EngineState, ref: string, faceDown = false): number {
  let n = 0;
  for (const ev of state.events) ev.cards.forEach((r, i) => { if (r === ref && renews(ev, i, faceDown)) n += 1; });
  return n;
}

/** Did the card become a new card after the link was activated (`faceDown`: turning face-down counts)? — 「这张卡」 of a resolution. */
export function renewedSinceActivation(state: EngineState, link: LinkState, ref: string, faceDown = false): boolean {
  const at = state.events.findIndex((ev) => ev.type === 'activated' && ev.link === link.n);
  return state.events.some((ev, i) => i > at && ev.cards.some((r, k) => r === ref && renews(ev, k, faceDown)));
}

/** A card as a resolution refers to it: the instance and the incarnation it had when the reference was made. */
export interface CardRef {
  ref: string;
  incarnation: number;
}

export function capture(state: EngineState, ref: string): CardRef {
  return { ref, incarnation: incarnation(state, ref) };
}

/** Is the card still the one the reference was made to (it became no new card since)? */
export function stillSame(state: EngineState, r: CardRef): boolean {
  return incarnation(state, r.ref) === r.incarnation;
}

/** The last event that made the card a new card. */
export function lastRenewal(state: EngineState, ref: string): EngineEvent | undefined {
  return state.events.findLast((ev) => ev.cards.some((r, i) => r === ref && renews(ev, i)));
}

/** The events a step of each action verb records (「这个效果特殊召唤的怪兽」: the summon's). */
const EVENT_OF: Partial<Record<ActionType, readonly EventType[]>> = {
  'special-summon': ['special-summoned'],
  summon: ['summoned', 'special-summoned'],
  banish: ['banished'],
  'send-to-gy': ['sent-to-gy', 'discarded', 'destroyed'],
  destroy: ['destroyed'],
  'return-to-hand': ['returned-to-hand'],
  'return-to-deck': ['returned-to-deck'],
  'add-to-hand': ['added-to-hand', 'returned-to-hand'],
  set: ['set', 'special-summoned'],
  equip: ['equipped'],
  // (「抽1张，给双方确认。那是…的场合，那张送去墓地」: the card drawn — CMP-DRAWN-SHOWN-SENT.)
  draw: ['drawn'],
};

/**
 * CH-MOVED-BY-THIS: 「这个效果特殊召唤的怪兽」「这个效果除外的卡」 — the cards an earlier step of this resolution moved (not its
 * cost), those still the card that step made them: moved again since (by a later step or a rule), or turned face-down, they are
 * new cards the step no longer reaches. `by` is the verb the text names (the summon's, the banishment's); any move when absent.
 */
export function movedByThis(state: EngineState, link: LinkState, by: ActionType | undefined): BoardCard[] {
  return movedByStep(state, link, by, true);
}

/** The cards an earlier step of this resolution moved that became new cards since (CH-CARD-IDENTITY): the step no longer reaches them. */
export function lostSinceMoved(state: EngineState, link: LinkState, by: ActionType | undefined): BoardCard[] {
  const still = movedByStep(state, link, by, true);
  return movedByStep(state, link, by, false).filter((c) => !still.includes(c));
}

/** Every card an earlier step of this resolution moved, wherever it went since (what it was is read as it moved). */
export function movedByResolution(state: EngineState, link: LinkState): BoardCard[] {
  return movedByStep(state, link, undefined, false);
}

function movedByStep(state: EngineState, link: LinkState, by: ActionType | undefined, stillSame: boolean): BoardCard[] {
  if (by === 'take-control') return takenByStep(state, link, stillSame);
  const types = by ? EVENT_OF[by] : undefined;
  const out: BoardCard[] = [];
  state.events.forEach((ev) => {
    if (ev.link !== link.n || ev.atActivation || ev.cause === 'cost') return;
    if (types && !types.includes(ev.type)) return;
    ev.cards.forEach((r, i) => {
      if (!renews(ev, i)) return;
      // Still that card: no event after this one made it a new card.
      if (stillSame && lastRenewal(state, r) !== ev) return;
      const c = state.board.cards[r];
      if (c && !out.includes(c)) out.push(c);
    });
  });
  return out;
}

/**
 * CH-CARD-IDENTITY: 「…的效果发动时才能发动。那只怪兽破坏」 — the card whose activation the link answers, while it is still that
 * card: not moved to another place by anything but its own activation since it activated (turned face-down it still is).
 * Null when it became a new card.
 */
export function answeredCard(state: EngineState, answered: LinkState): BoardCard | null {
  const c = state.board.cards[answered.ref];
  if (!c) return null;
  const at = state.events.findIndex((ev) => ev.type === 'activated' && ev.link === answered.n);
  const after = at < 0 ? [] : state.events.slice(at + 1);
  const moved = after.some((ev) => ev.link !== answered.n && ev.cards.some((r, i) => r === c.ref && renews(ev, i)));
  return moved ? null : c;
}

/**
 * CH-COUNT-MOVED: how many cards this link moved that way — by its cost or by an earlier step of its resolution
 * (「抽出送去墓地的怪兽的数量＋1张」) — as they moved: where they went afterwards does not change the number
 * (docs/c03/特定效果的处理方法.rst:773–776).
 */
export function countMovedBy(state: EngineState, link: LinkState, by: ActionType): number {
  const types = EVENT_OF[by] ?? (by === 'discard' ? ['discarded', 'sent-to-gy'] : by === 'tribute' ? ['sent-to-gy'] : []);
  const refs = new Set<string>();
  for (const ev of state.events) {
    if (ev.link !== link.n || !types.includes(ev.type)) continue;
    ev.cards.forEach((r, i) => { if (renews(ev, i)) refs.add(r); });
  }
  return refs.size;
}

/**
 * CH-MOVED-BY-THIS: 「这个效果得到控制权的怪兽」 — the monsters a take-control step of this resolution moved to the
 * other field. A change of control makes no new card, so it is read by its own event; `stillSame`: only those that became no new card
 * after it (moved or turned face-down since). None taken (the monster it would take gone before it resolved): none.
 */
function takenByStep(state: EngineState, link: LinkState, stillSame: boolean): BoardCard[] {
  const out: BoardCard[] = [];
  state.events.forEach((ev, at) => {
    if (ev.link !== link.n || ev.type !== 'control-changed' || ev.cause === 'cost') return;
    for (const r of ev.cards) {
      const since = state.events.slice(at + 1).some((later) => later.cards.some((x, i) => x === r && renews(later, i, true)));
      const c = state.board.cards[r];
      if (c && !(stillSame && since) && !out.includes(c)) out.push(c);
    }
  });
  return out;
}

/**
 * CH-MOVED-FEWER: this link moved cards that way without naming them (「玩家选择的卡被除外（未写明是哪张）」: a pick from a place the
 * situation does not list, or with more than one fitting card) — a card was moved, only which is not known, so a fallback for 「none
 * moved」 is not done.
 */
export function movedUnnamedBy(state: EngineState, link: LinkState, by: ActionType): boolean {
  const types = EVENT_OF[by] ?? (by === 'discard' ? ['discarded', 'sent-to-gy'] : []);
  return state.events.some((ev) => ev.link === link.n && ev.cards.length === 0 && types.includes(ev.type));
}

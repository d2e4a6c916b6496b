/**
 * CH-LINGER-PER-EVENT (rules reference docs/c02/连锁基础.rst:90): a step an effect left lasting — 「这个回合，…每次对方对怪兽的特殊
 *召唤成功，自己从卡组抽1张」 (`whenever` an event other than a phase's start) — is not done as its link resolves
 * (CH-LINGER-ACTION) but each time that event happens afterwards, at once and with no chain link: also when a link below it in
 * the same chain resolves and makes the event. Read here: a draw of a fixed number of cards, on an event of one type,
 * made by the player the pattern names (`by`, relative to the effect's controller). Its watch is set when the link resolves;
 * after each later link (./../chain/resolve.ts) the events made since are read once.
 */
import type { Action, EventType, Player } from '../../cards/facts.js';
import type { Scenario } from '../../scenario/types.js';
import type { Board, EngineEvent } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { emit, engineEvent } from './events.js';
import { sideMatches } from './match.js';
import { R } from '../rule-ids.js';
import { activatedByEffect, historyEffect } from './history.js';

/**
 * CH-LINGER-DRAW-EARLIER: the lasting 「每次…」 draws an activation earlier this turn left (`本回合:X`, its effect applied — not negated,
 * not activated by another card's effect), whatever became of its card since (named by a declaration, `不能使用`, gone). Watched from the
 * chain's start (a summon a link makes answers it) or read once for an action written alone (./perform.ts).
 */
export function earlierWatches(scenario: Scenario): PerEventWatch[] {
  const out: PerEventWatch[] = [];
  for (const h of scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null) continue;
    const e = historyEffect(h);
    if (!e || e.kind === 'continuous' || activatedByEffect(h, e)) continue;
    for (const a of e.does) {
      const event = a.duration === 'turn' ? watchable(a) : null;
      if (event) out.push({ player: h.player, action: a, event, seen: 0 });
    }
  }
  return out;
}

/** CH-LINGER-DRAW-EARLIER in a chain: the earlier watches are set as the chain starts. */
export function watchEarlierPerEvent(state: EngineState): void {
  const watches = earlierWatches(state.scenario);
  if (watches.length) (state.perEvent ??= []).push(...watches);
}

export interface PerEventWatch {
  /** The link that left it; none for one an activation earlier this turn left (`本回合:`, CH-LINGER-DRAW-EARLIER). */
  link?: LinkState;
  player: Player;
  action: Action;
  event: EventType;
  /** The events already read (an index into `state.events`). */
  seen: number;
}

const other = (p: Player): Player => (p === 'A' ? 'B' : 'A');

/** Whether this lingering step is one the watch applies (read when its link resolves). */
function watchable(a: Action): EventType | null {
  const w = a.whenever;
  if (!w || w.event === 'phase-start' || Array.isArray(w.event) || a.do !== 'draw' || typeof a.amount !== 'number') return null;
  if (w.by === undefined && w.causedBy === undefined) return null;
  return w.event;
}

/** Set the watch of a lingering step as its link resolves (CH-LINGER-ACTION). */
export function watchPerEvent(state: EngineState, link: LinkState, a: Action): void {
  const event = watchable(a);
  if (!event) return;
  (state.perEvent ??= []).push({ link, player: link.controller, action: a, event, seen: state.events.length });
}

/**
 * Whether an event meets a watch: of its type, made by the player its pattern names (the event's player, else the controller of
 * the monsters it moved), on a monster of the side it names when it names one.
 */
function meets(w: PerEventWatch, ev: EngineEvent, board: Board): boolean {
  if (ev.type !== w.event) return false;
  const pattern = w.action.whenever!;
  const maker = ev.by ?? (ev.cards[0] !== undefined ? board.cards[ev.cards[0]]?.controller ?? null : null);
  if (maker === null || !sideMatches(pattern.by ?? pattern.causedBy, maker, w.player)) return false;
  const side = pattern.subject?.side;
  return !side || ev.cards.some((r) => sideMatches(side, board.cards[r]?.controller ?? null, w.player));
}

/** The draw one meeting makes: who draws, how many (the hand size grows when it is known). */
function drawOf(w: PerEventWatch, board: Board): { to: Player; amount: number } {
  const a = w.action;
  const amount = typeof a.amount === 'number' ? a.amount : (a.count ?? 1);
  const to = a.player === 'opponent' ? other(w.player) : w.player;
  const n = board.handSize[to];
  if (n !== null) board.handSize[to] = n + amount;
  return { to, amount };
}

/** After a link resolves: each watched event made since is answered at once (no chain link). Nothing to do without a watch. */
export function applyPerEvent(state: EngineState): void {
  const watches = state.perEvent;
  if (!watches) return;
  for (const w of watches) {
    const end = state.events.length;
    // CH-LINGER-PER-EVENT: several summons made at one moment (events sharing a `step`: an effect summoning itself and the
    // destroyed monsters at once) are one summon — answered once (rules reference docs/c03/特定效果的处理方法.rst:51–54).
    const moments = new Set<number>();
    for (let i = w.seen; i < end; i++) {
      const ev = state.events[i]!;
      if (!meets(w, ev, state.board) || moments.has(ev.step)) continue;
      moments.add(ev.step);
      const { to, amount } = drawOf(w, state.board);
      emit(state, { type: 'drawn', link: null, player: to, amount, by: w.player, cause: 'effect' });
      const by = w.link ?? state.links.find((l) => l.n === ev.link);
      const rule = w.link ? R.LINGER_PER_EVENT : R.LINGER_DRAW_EARLIER;
      if (by && !by.rules.includes(rule)) by.rules.push(rule);
    }
    w.seen = state.events.length;
  }
}

/**
 * CH-LINGER-DRAW-EARLIER for an action written alone (./perform.ts): the draws the earlier watches make for its events, at its
 * own moment, outside any chain. None when the turn's history left no such step.
 */
export function earlierLingeringDraws(scenario: Scenario, board: Board, events: readonly EngineEvent[], step: number): EngineEvent[] {
  const watches = earlierWatches(scenario);
  const out: EngineEvent[] = [];
  for (const w of watches) {
    // (Events at one moment are answered once, as in a chain.)
    const moments = new Set<number>();
    for (const ev of events) {
      if (!meets(w, ev, board) || moments.has(ev.step)) continue;
      moments.add(ev.step);
      const { to, amount } = drawOf(w, board);
      out.push(engineEvent({ type: 'drawn', link: null, player: to, amount, by: w.player, cause: 'effect' }, step));
    }
  }
  return out;
}

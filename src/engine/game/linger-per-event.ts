/**
 * CH-LINGER-PER-EVENT (rules reference docs/c02/连锁基础.rst:90): a step an effect left lasting — 「这个回合，…每次对方对怪兽的特殊
 *召唤成功，自己从卡组抽1张」 (`whenever` an event other than a phase's start) — is not done as its link resolves
 * (CH-LINGER-ACTION) but each time that event happens afterwards, at once and with no chain link: also when a link below it in
 * the same chain resolves and makes the event. Read here: a draw of a fixed number of cards, on an event of one type,
 * made by the player the pattern names (`by`, relative to the effect's controller). Its watch is set when the link resolves;
 * after each later link (./../chain/resolve.ts) the events made since are read once.
 */
import type { Action, EventType, Player } from '../../cards/facts.js';
import type { EngineState, LinkState } from './state.js';
import { emit } from './events.js';
import { R } from '../rule-ids.js';
import { activatedByEffect, historyEffect } from './history.js';

/**
 * CH-LINGER-DRAW-EARLIER: a lasting 「每次…」 draw an activation earlier this turn left (`本回合:X`, its effect applied — not negated,
 * not activated by another card's effect) is watched from the chain's start: a summon a link of this chain makes answers it too.
 */
export function watchEarlierPerEvent(state: EngineState): void {
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null) continue;
    const e = historyEffect(h);
    if (!e || e.kind === 'continuous' || activatedByEffect(h, e)) continue;
    for (const a of e.does) {
      const event = a.duration === 'turn' ? watchable(a) : null;
      if (event) (state.perEvent ??= []).push({ player: h.player, action: a, event, seen: 0 });
    }
  }
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

/** After a link resolves: each watched event made since is answered at once (no chain link). Nothing to do without a watch. */
export function applyPerEvent(state: EngineState): void {
  const watches = state.perEvent;
  if (!watches) return;
  for (const w of watches) {
    const end = state.events.length;
    const side = w.action.whenever!.by ?? w.action.whenever!.causedBy;
    const maker = side === 'opponent' ? other(w.player) : w.player;
    for (let i = w.seen; i < end; i++) {
      const ev = state.events[i]!;
      if (ev.type !== w.event || ev.by !== maker) continue;
      const amount = w.action.amount as number;
      const to = w.action.player === 'opponent' ? other(w.player) : w.player;
      const n = state.board.handSize[to];
      if (n !== null) state.board.handSize[to] = n + amount;
      emit(state, { type: 'drawn', link: null, player: to, amount, by: w.player, cause: 'effect' });
      const by = w.link ?? state.links.find((l) => l.n === ev.link);
      const rule = w.link ? R.LINGER_PER_EVENT : R.LINGER_DRAW_EARLIER;
      if (by && !by.rules.includes(rule)) by.rules.push(rule);
    }
    w.seen = state.events.length;
  }
}

/**
 * CH-BURN-PER-ADD (rules reference docs/c02/怪兽的效果分类.rst:85): a face-up monster's continuous 「每次对方手卡有卡加入，给与对方加入的
 * 卡数量×200伤害」 (CMP-BURN-PER-ADD: a `damage` step `whenever` cards are added to a hand) deals its damage each time cards go to that
 * player's hand — added, drawn or returned, by a cost as well — at once, with no chain link: before the activation whose cost
 * returned them is even made. Read after each cost and each resolved link over the events made since; the cards that can do it are
 * found once per chain (most boards have none, and then nothing is read).
 */
import type { Action, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { emit } from './events.js';
import { R } from '../rule-ids.js';

export interface BurnWatch {
  cards: { c: BoardCard; step: Action }[];
  seen: number;
}

const HAND_EVENTS = new Set(['added-to-hand', 'drawn', 'returned-to-hand']);
const other = (p: Player): Player => (p === 'A' ? 'B' : 'A');
const steps = new WeakMap<object, Action | null>();

function burnStep(c: BoardCard): Action | null {
  let s = steps.get(c.card);
  if (s === undefined) {
    s = null;
    for (const e of c.card.effects) {
      if (e.kind !== 'continuous') continue;
      const a = e.does.find((x) => x.do === 'damage' && x.whenever?.event === 'added-to-hand' && typeof x.amount === 'number');
      if (a) s = a;
    }
    steps.set(c.card, s);
  }
  return s;
}

function watch(state: EngineState): BurnWatch {
  if (state.burnPerAdd) return state.burnPerAdd;
  const cards: BurnWatch['cards'] = [];
  for (const k in state.board.cards) {
    const c = state.board.cards[k]!;
    const step = burnStep(c);
    if (step) cards.push({ c, step });
  }
  // (Found at the first cost or link: the chain's events so far are read from the start — those of a link only.)
  return (state.burnPerAdd = { cards, seen: 0 });
}

/** After a cost is paid or a link resolves: the cards added to a hand since, answered by each face-up card that burns for them. */
export function applyBurnPerAdd(state: EngineState, link: LinkState | null, over: () => boolean = () => false): void {
  const w = watch(state);
  if (w.cards.length === 0) return;
  const end = state.events.length;
  // (The Duel already won — a special win a cost met — deals nothing: asked only when there is something to deal.)
  let stopped: boolean | null = null;
  for (let i = w.seen; i < end; i++) {
    const ev = state.events[i]!;
    if (ev.link === null || !HAND_EVENTS.has(ev.type)) continue;
    for (const { c, step } of w.cards) {
      if (c.zone !== 'monster' || !c.faceUp || !c.controller || c.states.includes('effects-negated')) continue;
      const hand: Player = step.whenever!.subject?.side === 'self' ? c.controller : other(c.controller);
      const count = ev.cards.length ? ev.cards.filter((r) => (state.board.cards[r]?.owner ?? ev.player) === hand).length : ev.player === hand ? (ev.amount ?? 1) : 0;
      if (count === 0) continue;
      if ((stopped ??= over())) break;
      const victim: Player = step.player === 'self' ? c.controller : other(c.controller);
      const amount = (step.amount as number) * (step.eachCard ? count : 1);
      const lp = state.board.lp[victim];
      if (lp !== null) state.board.lp[victim] = Math.max(0, lp - amount);
      emit(state, { type: 'damage', link: null, player: victim, amount, by: c.controller, cause: 'effect', dealtBy: c.ref });
      if (link && !link.rules.includes(R.BURN_PER_ADD)) link.rules.push(R.BURN_PER_ADD);
    }
  }
  w.seen = state.events.length;
}

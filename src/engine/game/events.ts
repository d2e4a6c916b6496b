/** Recording what happened, with the link that caused it (for the trigger-window rules). */
import { R } from '../rule-ids.js';
import { gyArrivalDamage } from './gy-damage.js';
import { countersOnFlip } from './event-counters.js';
import type { EventCause, EventType, Player, Zone } from '../../cards/facts.js';
import type { EngineEvent } from '../types.js';
import type { Text } from '../../i18n/text.js';
import type { EngineState } from './state.js';

export interface EventInput {
  type: EventType;
  cards?: string[];
  link: number | null;
  player?: Player | null;
  amount?: number | null;
  cause?: EventCause | null;
  from?: (Zone | null)[];
  to?: (Zone | null)[];
  by?: Player | null;
  byCounterTrap?: boolean;
  atActivation?: boolean;
  thenStep?: boolean;
  notFromField?: string[];
  unequipped?: string[];
  faceDown?: boolean;
  position?: 'attack' | 'defense';
  tributed?: boolean;
  /** CH-TOKEN-VANISHES: Tokens sent to the hand or a Deck: they vanished instead. */
  vanished?: boolean;
  turnedFaceDown?: string[];
  targeted?: string[];
  zoneBy?: Player;
  /** CH-COST-UNNAMED-SAID: a cost's cards the situation does not list, said by what the cost names (「3张自己场上的表侧表示的「X」卡」). */
  unnamed?: Text;
  /** WIN-DAMAGE-CAUSE (s55): the card whose continuous effect dealt a damage; (s56) the monster whose battle dealt it (EngineEvent.dealtBy). */
  dealtBy?: string;
}

/**
 * An event record, built here only: every field present (absent ones undefined), in one order, so all
 * events share one object shape and the window's readers of `e.to`, `e.cards` stay monomorphic (issue 10).
 */
export function engineEvent(e: EventInput, step: number): EngineEvent {
  return {
    type: e.type,
    cards: e.cards ?? [],
    link: e.link,
    player: e.player ?? null,
    amount: e.amount ?? null,
    cause: e.cause ?? null,
    step,
    from: e.from ?? (e.cards ?? []).map(() => null),
    to: e.to ?? (e.cards ?? []).map(() => null),
    by: e.by ?? null,
    byCounterTrap: e.byCounterTrap,
    atActivation: e.atActivation ? true : undefined,
    thenStep: e.thenStep ? true : undefined,
    notFromField: e.notFromField ? e.notFromField : undefined,
    unequipped: e.unequipped?.length ? e.unequipped : undefined,
    faceDown: e.faceDown ? true : undefined,
    position: e.position,
    tributed: e.tributed ? true : undefined,
    vanished: e.vanished ? true : undefined,
    turnedFaceDown: e.turnedFaceDown?.length ? e.turnedFaceDown : undefined,
    targeted: e.targeted?.length ? e.targeted : undefined,
    zoneBy: e.zoneBy,
    unnamed: e.unnamed,
    dealtBy: e.dealtBy,
    controllers: undefined,
  };
}

/** Record an event at the current step. */
export function emit(state: EngineState, e: EventInput): EngineEvent {
  const ev = engineEvent(e, state.step);
  // Who controlled each card as it happened: the answer names a card with that player, not with one who took it later
  // (a card an effect destroyed and then Set on its own field, a monster whose control changed after it activated).
  if (ev.cards.length) ev.controllers = ev.cards.map((r) => state.board.cards[state.board.aliases?.[r] ?? r]?.controller ?? null);
  state.events.push(ev);
  // CNT-ON-FLIP: counters a face-up card places on itself each time a monster is flipped (./event-counters.ts).
  if (ev.type === 'flipped' && ev.cards.length) countersOnFlip(state.board, ev.cards);
  // CH-GY-ARRIVAL-DAMAGE: a face-up 「每次送卡去墓地，…那些卡的主人受到300伤害」 deals it at once (./gy-damage.ts).
  if (ev.cards.length && ev.to.includes('gy')) {
    for (const d of gyArrivalDamage(state, ev)) {
      const lp = state.board.lp[d.player];
      if (lp !== null) state.board.lp[d.player] = Math.max(0, lp - d.amount);
      // (Made during the link's resolution — `link` says when — but dealt by the card of the continuous effect: WIN-DAMAGE-CAUSE.)
      emit(state, { type: 'damage', link: ev.link, player: d.player, amount: d.amount, by: d.by, cause: 'effect', dealtBy: d.card });
      const l = ev.link === null ? undefined : state.links.find((x) => x.n === ev.link);
      if (l && !l.rules.includes(R.GY_ARRIVAL_DAMAGE)) l.rules.push(R.GY_ARRIVAL_DAMAGE);
    }
  }
  return ev;
}

/** Later events happen after the earlier ones. */
export function nextStep(state: EngineState): void {
  state.step += 1;
}

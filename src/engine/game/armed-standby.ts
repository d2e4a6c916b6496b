/**
 * CH-STANDBY-ARMED-TRIGGER (rules reference docs/c03/诱发类效果.rst:19, 38; docs/c03/里侧·一时除外.rst:174; the cards' current text):
 * 「这张卡被卡的效果破坏送去墓地的场合，下次的准备阶段时这张卡从墓地特殊召唤」 「…被对方的效果破坏送去墓地的场合，下次的自己准备阶段发动」
 * 「…被对方破坏送去墓地的下个回合的准备阶段发动」 (the cards test/RULES.md names) is a trigger effect of the Standby Phase, armed by a move of its own card: when the chain moved the card that way
 * (the card text compiler's `trigger.arming`, matched against the chain's events), the next Standby Phase played after it
 * (`… 准备阶段`, CH-STANDBY-PHASE-PLAYED) offers it there — activated as a chain link from where its effect is used (the GY), mandatory
 * or optional as its text says; what it does is done when that link resolves, so the playthrough names it and does not do it. Not
 * offered: a card the chain did not move that way (sent to the GY by a cost, destroyed by battle where the text wants an effect), or one
 * that left the place since (destroyed, then banished from the GY: a new card, docs/c03/里侧·一时除外.rst:410–416). 「下次的自己准备阶段」
 * (`phaseTurn` 'self') waits for its controller's own Standby Phase: in the other player's it is listed as still waiting.
 */
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { CardRef, EndPhaseStepAnswer } from '../../answer/types.js';
import type { Text } from '../../i18n/text.js';
import type { Board, EngineEvent } from '../types.js';
import type { EngineState } from './state.js';
import type { PendingLater } from './end-phase.js';
import { Timeline } from './timeline.js';
import { matchingEvents } from './triggers.js';
import { activationPlaces, placeMatches } from './match.js';
import { incarnation } from './identity.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/** A Standby Phase trigger armed by a move of its own card (`arming`). */
function armedStandby(e: EffectFacts): boolean {
  const t = e.trigger;
  return e.kind === 'trigger' && t?.arming !== undefined && t.event === 'phase-start' && t.phase === 'standby-phase';
}

/**
 * At the chain's end: the armed Standby Phase triggers its events set up — a card the chain moved as its `arming` says — kept with
 * the other steps waiting for a later phase (`pending`, carried into a next chain by `然后` as they are), as the card it was then.
 */
export function rememberArmed(state: EngineState, before: Board): void {
  const events = state.events;
  if (events.length === 0) return;
  let tl: Timeline | null = null;
  // (Only the cards the chain's events moved: a card no event names was armed by nothing here — no pass over every card's effects.)
  const moved = new Set<string>();
  for (const ev of events) for (const r of ev.cards) moved.add(r);
  for (const key of moved) {
    const c = state.board.cards[state.board.aliases?.[key] ?? key];
    if (!c || c.zone === null) continue;
    const effects = c.card.effects.filter(armedStandby);
    if (effects.length === 0) continue;
    tl ??= new Timeline(before, events, state.board);
    const line = tl;
    const controller: Player = c.owner ?? c.controller ?? state.scenario.turnPlayer;
    for (const e of effects) {
      const arming = e.trigger!.arming!;
      const met = matchingEvents(arming, events, {
        selfRef: c.ref,
        controller,
        cardOf: (r) => line.get(r)?.card,
        at: (r, i) => line.at(r, i),
        justBefore: (r, i) => line.justBefore(r, i),
        canon: (r) => line.canon(r),
        turnPlayer: state.scenario.turnPlayer,
      }).filter((m) => m.cards.includes(c.ref));
      if (!met.some((m) => causedAsArmed(arming, m.event, line.justBefore(c.ref, m.index)?.controller ?? controller))) continue;
      // The card as the last move its arming matched left it (incarnation counted to the end of the chain: a later move in the chain
      // makes a new card, below).
      const armedAt = incarnation({ ...state, events: events.slice(0, met.at(-1)!.index + 1) }, c.ref, true);
      (state.pending ??= []).push({ link: null, source: { card: c.card, controller, ref: c.ref, name: c.card.name }, phase: 'standby-phase', action: e.does[0] ?? { do: 'other' }, cards: [{ ref: c.ref, incarnation: armedAt }], kind: 'armed', effect: e });
    }
  }
}

/**
 * 「被对方的效果破坏」「被对方破坏」 (`causedBy`): the player whose effect moved the card is the opponent of the one who controlled it then
 * (「被自己…」: that player). A move by rule is by no player: not met. Who moved it unknown: met (the window's check, WIN-CAUSE-…, reads
 * ownership further; this keeps to the controller).
 */
function causedAsArmed(arming: NonNullable<EffectFacts['trigger']>, ev: EngineEvent, holder: Player): boolean {
  const side = arming.by ?? arming.causedBy;
  if (side !== 'self' && side !== 'opponent') return true;
  if (ev.cause === 'rule') return false;
  if (ev.by === null) return true;
  return side === 'self' ? ev.by === holder : ev.by !== holder;
}

/**
 * The Standby Phase of `whose`: each armed trigger waiting (`pending`, kind 'armed') offered — or listed as waiting for its controller's
 * own Standby Phase, or as gone when its card became a new card since (left the GY: destroyed, then banished).
 */
export function armedStandbyTriggers(state: EngineState, pending: readonly PendingLater[], whose: Player, thisTurn = false): EndPhaseStepAnswer<Text>[] {
  const out: EndPhaseStepAnswer<Text>[] = [];
  for (const p of pending) {
    const e = p.effect;
    const x = p.cards?.[0];
    if (p.kind !== 'armed' || !e || !x) continue;
    const c = state.board.cards[x.ref];
    const controller = p.source.controller;
    const card: CardRef = { id: p.source.card.id || null, name: p.source.name, controller, ref: p.source.ref };
    const same = c !== undefined && incarnation(state, x.ref, true) === x.incarnation && placeMatches(activationPlaces(e, c.card, c.zone), c.zone);
    const waits = same && e.trigger!.phaseTurn === 'self' && controller !== whose;
    // CH-STANDBY-NEXT-TURN: 「…的下个回合的准备阶段」 armed in this turn (the chains played are this turn's) — not this turn's Standby Phase.
    const nextTurn = same && thisTurn && e.trigger!.nextTurn === true;
    if (nextTurn) {
      out.push({ link: p.link, ...(p.chain !== undefined ? { chain: p.chain } : {}), card, do: 'next-turn', done: [], notDone: [], rules: [R.STANDBY_PHASE_PLAYED, R.STANDBY_ARMED_TRIGGER, R.STANDBY_NEXT_TURN], reason: say({ rule: R.STANDBY_NEXT_TURN, params: { whose, card: p.source.name, n: e.n, cards: null } }) });
      continue;
    }
    const variant = !same ? 'gone' : waits ? 'waits' : 'offered';
    out.push({
      link: p.link,
      ...(p.chain !== undefined ? { chain: p.chain } : {}),
      card,
      do: variant === 'offered' ? 'activate' : variant,
      done: [],
      notDone: variant === 'gone' && c ? [card] : [],
      rules: [R.STANDBY_PHASE_PLAYED, R.STANDBY_ARMED_TRIGGER],
      reason: say({ rule: R.STANDBY_ARMED_TRIGGER, params: { card: p.source.name, n: e.n, whose, owner: controller, variant, mandatory: e.mandatory === true, from: c?.zone ?? null, words: e.words ?? null } }),
    });
  }
  return out;
}

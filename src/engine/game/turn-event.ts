/**
 * CH-SENT-GY-TURN, the one reading of 「这个效果在这张卡送去墓地的回合不能发动」 and its kin 「…被除外的回合…」「…特殊召唤的回合…」 (the
 * condition `not-this-turn`, its event a parameter): how the judging knows the event happened to this card this turn — a move or summon
 * this judging made (a cost or an effect of this chain or of an earlier chain of the input `然后`, the rules sending a resolved Spell/Trap
 * to the GY), the situation's state (`本回合送去墓地` `本回合除外` `本回合特召`), or the turn's history (`本回合:A:X(送去墓地)`
 * `(除外)` `(特殊召唤)`, or the card activation that put a Spell/Trap in the GY). None of those: not told (the chain assumes the
 * condition met and says so).
 */
import type { Action, CardTurnEvent, Condition, SummonHow } from '../../cards/facts.js';
import type { CardState } from '../../notation/ast.js';
import type { HistoryFact } from '../../scenario/types.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { copyOf, sentToGyByEarlierActivation } from './history.js';
import { becameNewCard, remembered, saysHowSummoned, summonedAs } from './memory.js';
import { renews } from './identity.js';

/** How the event is known to have happened this turn: made here, stated by the situation, or written in the turn's history. */
export type TurnEventSeen = { by: 'here' } | { by: 'stated' } | { by: 'history'; fact: HistoryFact };

/** The state a move this turn leaves on the card (the situation writes the same words). */
const MOVED_STATE: Record<Exclude<CardTurnEvent, 'summoned' | 'flipped'>, CardState> = { 'sent-to-gy': 'sent-to-gy-this-turn', banished: 'banished-this-turn' };

/**
 * The board's part (../game/match.ts reads it for every reader of conditions): false when the card's states say the event happened this
 * turn, null when they cannot tell. A summon is the card's summon this turn as 「召唤·特殊召唤的回合」 reads it (FD-MEMORY: a card that
 * turned face-down or was banished and came back since is a new card, never summoned this turn for its own effects — met).
 */
export function notThisTurnOnBoard(cond: Extract<Condition, { is: 'not-this-turn' }>, states: readonly CardState[], summonedHere: boolean | undefined): boolean | null {
  // CH-SENT-GY-TURN (s58, the flip): `(已反转)` still on the card (not reset by a turn face-down or a banishment written after it) — the situation writes
  // no turn for it: taken as this turn's, as the End Phase reads it (WIN-END-PHASE-FLIPPED-ASSUMED), and said by the chain.
  if (cond.event === 'flipped') return remembered(states).includes('flipped') ? false : null;
  if (cond.event !== 'summoned') return states.includes(MOVED_STATE[cond.event]) ? false : null;
  if (becameNewCard(states)) return true;
  if (!states.includes('summoned-this-turn') && summonedHere !== true) return null;
  // 「特殊召唤的回合」: that summon — as the situation (or the summon made here) says it was made; not said, not told.
  if (cond.how === undefined) return false;
  return saysHowSummoned(states) ? !summonedAs(states, cond.how) : null;
}

/** A summon written in the turn's history, as the condition names it (「特殊召唤的回合」: a Special Summon; 「召唤的回合」: a Normal one). */
function historySummonFits(h: HistoryFact, how: SummonHow | undefined): boolean {
  if (h.kind !== 'summon' || h.negated === 'summon' || h.summon === 'flip') return false;
  if (how === undefined) return true;
  return how === 'special' ? h.summon === 'special' : how === 'normal' ? h.summon === 'normal' || h.summon === 'tribute' : false;
}

/**
 * The evidence that the event happened to this card (`ref`: the link's instance) this turn, or null when nothing says so. The situation's
 * own state is named first (what the user wrote), then the turn's history, then what this judging did.
 */
export function turnEventSeen(state: EngineState, self: BoardCard, ref: string, cond: Extract<Condition, { is: 'not-this-turn' }>): TurnEventSeen | null {
  const scenario = state.scenario;
  const onBoard = notThisTurnOnBoard(cond, self.states, self.summonedHere) === false;
  const inst = scenario.instances.find((i) => i.ref === self.ref);
  const word: CardState | null = cond.event === 'summoned' ? 'summoned-this-turn' : cond.event === 'flipped' ? null : MOVED_STATE[cond.event];
  if (onBoard && word && inst?.states.includes(word)) return { by: 'stated' };
  // The history's entry must be this card's: its player the card's owner for a move (a card goes to its owner's GY), its controller for a
  // summon, and bound to this copy when the situation lists the card more than once.
  const copy = copyOf(scenario, ref);
  const mine = (h: HistoryFact, player: string | null | undefined) => h.card.id === self.card.id && h.player === player && (h.sameAs === null || copy === null || h.sameAs === copy);
  if (cond.event === 'flipped') return flippedSeen(state, self, (h) => mine(h, self.controller));
  if (cond.event === 'summoned') {
    const h = (scenario.history ?? []).find((x) => historySummonFits(x, cond.how) && mine(x, self.controller));
    if (h && onBoard) return { by: 'history', fact: h };
    return onBoard ? { by: 'here' } : null;
  }
  if (onBoard) return { by: 'here' };
  const to = cond.event === 'sent-to-gy' ? 'gy' : 'banished';
  // Where the card is now must be where it went (a card banished this turn and back in the GY since is not read here).
  if (self.zone !== null && self.zone !== to) return null;
  const owner = self.owner ?? self.controller;
  const moved = (scenario.history ?? []).find((x) => x.kind === 'moved' && x.to === to && mine(x, owner));
  if (moved) return { by: 'history', fact: moved };
  const activated = cond.event === 'sent-to-gy' ? sentToGyByEarlierActivation(scenario, self, ref) : null;
  return activated ? { by: 'history', fact: activated } : null;
}

/**
 * The same reading for an action of a continuous effect that holds under the condition (a destruction replacement from the GY: 「…可以作为代替把墓地的这张卡除外。
 * 这个效果在这张卡送去墓地的回合不能使用」): the condition known broken and how (`seen`), 'unknown' when nothing tells, null when it holds
 * or the action names none.
 */
export function turnBarOf(state: EngineState, h: BoardCard, a: Action): { cond: Extract<Condition, { is: 'not-this-turn' }>; seen: TurnEventSeen } | 'unknown' | null {
  let unknown = false;
  for (const cond of a.whileHolds ?? []) {
    if (cond.is !== 'not-this-turn') continue;
    const seen = turnEventSeen(state, h, h.ref, cond);
    if (seen) return { cond, seen };
    if (notThisTurnOnBoard(cond, h.states, h.summonedHere) === null) unknown = true;
  }
  return unknown ? 'unknown' : null;
}

/**
 * CH-SENT-GY-TURN (s58, the flip): 「…反转的回合不能发动」 — how the judging knows this card was flipped face-up this turn. A flip this judging made (a
 * Flip Summon, a flip by an effect) with the card not made a new card since (turned face-down, moved); the situation's
 * `(已反转)` (no turn written: taken as this turn's, the chain says so); a Flip Summon in the turn's history (`本回合:A:X(反转召唤)`) of
 * the card still the same card. None of those — a card flipped in an earlier turn is written without `(已反转)` — not told.
 */
function flippedSeen(state: EngineState, self: BoardCard, mine: (h: HistoryFact) => boolean): TurnEventSeen | null {
  let here = false;
  for (const ev of state.events) {
    ev.cards.forEach((r, i) => {
      if (r !== self.ref) return;
      if (ev.type === 'flipped' || ev.type === 'flip-summoned') here = true;
      else if (renews(ev, i, true)) here = false;
    });
  }
  if (here || (self.flippedHere && self.faceUp && self.zone === 'monster')) return { by: 'here' };
  if (remembered(self.states).includes('flipped')) return { by: 'stated' };
  if (becameNewCard(self.states)) return null;
  const h = (state.scenario.history ?? []).find((x) => x.kind === 'summon' && x.summon === 'flip' && x.negated !== 'summon' && mine(x));
  return h ? { by: 'history', fact: h } : null;
}

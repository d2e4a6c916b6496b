/**
 * Issue 16, lingering effects — CH-PROTECT-EARLIER (rules reference docs/c03/装备卡.rst:122, docs/c03/卡片的抗性.rst:146).
 *
 * A protection from destruction an effect activated earlier this turn left (`本回合:`, its effect applied: not negated, not
 * activated by another card's effect as that resolved) — 「这个回合，自己场上的「X」卡不会被战斗·效果破坏」, a `cannot-be-destroyed` step
 * lasting the turn over every card a filter names (read by the compiler after 「这个回合，」). It names no card chosen at its resolution:
 * it keeps every card that fits it (read from the side of the player who activated it) for the rest of the turn — a monster
 * used as an equip card that still bears the name too. A card unaffected by the protecting card is not kept.
 */
import type { Card, CardFilter, EffectFacts, Player } from '../../cards/facts.js';
import type { HistoryFact } from '../../scenario/types.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { historyEffect, lastsNow } from './history.js';
import { matchesFilter, onBoard } from './match.js';
import { stateUnaffected, type Acting } from './protection.js';
import { isField } from './board.js';
import { pushOnce } from './state.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/**
 * The earlier activation whose lasting protection keeps `c` (on the field) from destruction by `cause`, or null. `actor` says whether
 * the destroying card matches a protection's `fromCards` (「不会被对方的效果破坏」, read from `c`'s side); without it, any does.
 * An entry done by another card's effect (`由Y`, CH-HISTORY-BY) left none: what its effect does did not apply, Y's effect still resolving.
 */
export function protectedEarlier(state: EngineState, c: BoardCard, cause: 'battle' | 'effect', actor?: (f: CardFilter) => boolean): { card: Card; player: Player } | null {
  if (!isField(c.zone)) return null;
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null) continue;
    const e = historyEffect(h);
    if (!e || e.kind === 'continuous') continue;
    for (const a of e.does) {
      if (a.do !== 'cannot-be-destroyed' || !lastsNow(a, state.scenario.phase) || typeof a.what !== 'object' || a.what.scope !== 'all') continue;
      if (a.against !== 'any' && a.against !== cause) continue;
      if (!matchesFilter(a.what.filter, c, onBoard(state.board, `本回合:${h.card.name}`, h.player))) continue;
      if (stateUnaffected(c, h.card, h.player)) continue;
      if (a.fromCards && actor && !actor(a.fromCards)) continue;
      if (h.by !== undefined) {
        pushOnce(state.assumptions, say({ rule: R.PROTECT_EARLIER, params: { card: h.card.name, by: h.by.name, variant: 'by' } }));
        continue;
      }
      choiceTaken(state, h, e, R.PROTECT_EARLIER);
      return { card: h.card, player: h.player };
    }
  }
  return null;
}

/**
 * CH-PROTECT-EARLIER: an entry `#N` of an effect whose ● choices are records of their own (`choiceOf`) names the record numbered N —
 * the history does not say which ● the player chose at activation: which one was taken is said.
 */
function choiceTaken(state: EngineState, h: HistoryFact, e: EffectFacts, rule: string): void {
  if (e.choiceOf === undefined || h.card.effects.filter((x) => x.choiceOf === e.choiceOf).length < 2) return;
  const choice = h.card.effects.filter((x) => x.choiceOf === e.choiceOf).indexOf(e) + 1;
  pushOnce(state.assumptions, say({ rule, params: { card: h.card.name, n: e.choiceOf, choice, variant: 'choice' } }));
}

/**
 * CH-UNAFFECTED-EARLIER (rules reference docs/c03/卡片的抗性.rst:280–299): 「那次主要阶段内（这个回合），自己场上的恐龙族怪兽不受对方发动的效果影响」
 * left by an effect activated earlier (`本回合:`, its effect applied): a face-up card on that player's field that fits is unaffected by the
 * effects its words name while it lasts — 「那次主要阶段内」 through a Main Phase, taken as the same Main Phase it was applied in (the history
 * does not say which; that is said). 「…发动的效果」 covers an effect resolving as a chain link only, not a continuous one. Null when none does.
 */
export function unaffectedEarlier(state: EngineState, c: BoardCard, by: Acting): Card | null {
  if (!isField(c.zone) || !c.faceUp) return null;
  const me = c.controller ?? by.controller;
  const actor = state.board.cards[by.ref];
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null) continue;
    const e = historyEffect(h);
    if (!e || e.kind === 'continuous') continue;
    for (const a of e.does) {
      if (a.do !== 'unaffected' || typeof a.what !== 'object' || a.what.scope !== 'all') continue;
      const phase = state.scenario.phase;
      const lasts = a.duration === 'main-phase' ? phase === 'main-phase-1' || phase === 'main-phase-2' : lastsNow(a, phase);
      if (!lasts || !matchesFilter(a.what.filter, c, onBoard(state.board, `本回合:${h.card.name}`, h.player))) continue;
      const { resolutionOnly, ...from } = a.fromCards ?? {};
      if (resolutionOnly && by.n === null) continue;
      if (from.side && from.side !== 'any' && (from.side === 'opponent') !== (by.controller !== me)) continue;
      if (actor && !matchesFilter({ ...from, side: undefined, place: undefined }, actor, onBoard(state.board, c.ref, me))) continue;
      // (An entry done by another card's effect, `由Y` (CH-HISTORY-BY): what its effect does did not apply — it left nothing.)
      if (h.by !== undefined) {
        pushOnce(state.assumptions, say({ rule: R.UNAFFECTED_EARLIER, params: { card: h.card.name, by: h.by.name, variant: 'by' } }));
        continue;
      }
      if (a.duration === 'main-phase') pushOnce(state.assumptions, say({ rule: R.UNAFFECTED_EARLIER, params: { card: h.card.name } }));
      choiceTaken(state, h, e, R.UNAFFECTED_EARLIER);
      return h.card;
    }
  }
  return null;
}

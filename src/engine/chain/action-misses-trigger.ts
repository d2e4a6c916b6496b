/**
 * CH-TRIGGER-ACTION-MISMATCH: the action written before the chain (notation form 14) says what just happened to a card. A trigger of
 * that card on its own summon (「这张卡召唤成功的场合」, subject this card) activated as the chain's first link (or among the triggers
 * that open it) answers that action: a summon of another kind (a Special Summon against 「召唤成功」) does not meet its condition, so it
 * cannot be activated. Only summons are judged (a Flip Summon also flips, so a trigger on being flipped is left alone); any other
 * trigger keeps the window's assumption.
 */
import type { EffectFacts, EventType } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';
import { canonical } from '../game/board.js';
import { saysHowSummoned, summonedAs } from '../game/memory.js';
import type { CardState } from '../../notation/ast.js';

const SUMMON_EVENT: Partial<Record<string, EventType>> = {
  summon: 'summoned',
  'tribute-summon': 'summoned',
  'special-summon': 'special-summoned',
  'flip-summon': 'flip-summoned',
};
/** The events of a summon (a Normal/Tribute Summon is 「召唤」 `summoned`): a trigger met by them alone is a summon trigger. */
export const SUMMON_EVENTS: ReadonlySet<string> = new Set(['summoned', 'special-summoned', 'flip-summoned']);

/** The event the action made, when the trigger is on this card's own summon and the action is a summon of it that it does not name. */
export function actionMissesTrigger(state: EngineState, link: LinkState, e: EffectFacts, lower: readonly LinkState[]): EventType | null {
  const act = state.scenario.action;
  const tr = e.trigger;
  if (!act || !tr || (tr.subject && !tr.subject.self)) return null;
  const made = SUMMON_EVENT[act.verb];
  if (!made) return null;
  const events: readonly string[] = Array.isArray(tr.event) ? tr.event : [tr.event];
  if (events.length === 0 || !events.every((ev) => SUMMON_EVENTS.has(ev)) || events.includes(made)) return null;
  // Only the triggers that open the chain answer the action itself.
  if (lower.some((l) => l.effect !== null && l.effect.kind !== 'trigger' && l.effect.kind !== 'flip')) return null;
  if (canonical(state.board, act.subject) !== link.ref) return null;
  return made;
}

/**
 * CH-TRIGGER-STATED-SUMMON: with no action before the chain that summons it, the situation's own word on how the card was summoned
 * (`(特殊召唤)`, `(上级召唤)`, `(同调召唤)` …) decides a trigger on its own summon the same way: 「这张卡上级召唤成功的场合」 on a card
 * stated Special Summoned (or Normal Summoned without tributes) cannot be activated. A card that says nothing of its summon keeps the
 * window's assumption. Returns how the card was stated summoned, and whether its text names a Tribute Summon.
 */
export function statedMissesTrigger(state: EngineState, link: LinkState, e: EffectFacts, states: readonly CardState[]): { made: EventType; tribute: boolean } | null {
  const tr = e.trigger;
  // (Only a trigger whose subject is written as this card: one whose subject was not read — 「比这张卡攻击力高的怪兽在对方场上特殊召唤的
  // 场合」 — may be another card's summon.)
  if (tr?.subject?.self !== true) return null;
  const act = state.scenario.action;
  if (act && SUMMON_EVENT[act.verb] && canonical(state.board, act.subject) === link.ref) return null;
  const events: readonly string[] = Array.isArray(tr.event) ? tr.event : [tr.event];
  if (events.length === 0 || !events.every((ev) => SUMMON_EVENTS.has(ev)) || !saysHowSummoned(states)) return null;
  const normal = summonedAs(states, 'normal');
  const special = summonedAs(states, 'special');
  const flip = summonedAs(states, 'flip');
  const tribute = (tr.tributesMin ?? 0) > 0;
  if (events.includes('summoned') && normal && (!tribute || summonedAs(states, 'tribute'))) return null;
  if (events.includes('special-summoned') && special) return null;
  if (events.includes('flip-summoned') && flip) return null;
  const made: EventType = normal ? 'summoned' : special ? 'special-summoned' : 'flip-summoned';
  return { made, tribute: tribute && events.includes('summoned') };
}

/** How a history summon (`本回合:A:X(召唤)`) is an event of a trigger. */
export const HISTORY_SUMMON_EVENT: Record<'normal' | 'tribute' | 'special' | 'flip', EventType> = {
  normal: 'summoned',
  tribute: 'summoned',
  special: 'special-summoned',
  flip: 'flip-summoned',
};

/**
 * CH-TRIGGER-STATED-MET (review s44 q1): a trigger on this card's own summon (「这张卡召唤·特殊召唤成功时」, subject this card) whose
 * summon the input states — the action before the chain summons this very card in a way the trigger names, or the turn's history
 * (`本回合:A:X(召唤)`, not negated) has its controller summon a card of its name that way — is read from that statement: its trigger
 * condition is not assumed. A summon stated of another card, or of another kind, or none, leaves the window's assumption.
 * Returns where it was read from.
 */
export function statedMeetsTrigger(state: EngineState, link: LinkState, e: EffectFacts, lower: readonly LinkState[]): 'action' | 'history' | null {
  const tr = e.trigger;
  // (Subject unset is this card — TriggerPattern.subject's default.)
  if (!tr || (tr.subject && tr.subject.self !== true)) return null;
  const events: readonly string[] = Array.isArray(tr.event) ? tr.event : [tr.event];
  if (events.length === 0 || !events.every((ev) => SUMMON_EVENTS.has(ev))) return null;
  const tribute = (tr.tributesMin ?? 0) > 0;
  const act = state.scenario.action;
  if (act && SUMMON_EVENT[act.verb] && canonical(state.board, act.subject) === link.ref
    && !lower.some((l) => l.effect !== null && l.effect.kind !== 'trigger' && l.effect.kind !== 'flip')) {
    return events.includes(SUMMON_EVENT[act.verb]!) && (!tribute || act.verb === 'tribute-summon') ? 'action' : null;
  }
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'summon' || h.negated !== null || h.summon === null || h.player !== link.controller) continue;
    if (h.sameAs !== null ? canonical(state.board, h.sameAs) !== link.ref : h.card.name !== link.card.name) continue;
    if (events.includes(HISTORY_SUMMON_EVENT[h.summon]) && (!tribute || h.summon === 'tribute')) return 'history';
  }
  return null;
}

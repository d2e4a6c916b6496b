/**
 * CH-HAND-TRIGGER-WINDOW (issue 16; rules reference docs/c03/诱发类效果.rst:68–73): a chain started in the window right after another
 * chain (SIT-THEN-CHAIN, `C1 … 然后 C1 …`) is started at the moment that chain's events made. An optional 「…的场合」 trigger activated
 * from the hand (hidden information: SEGOC level 7, it waits for priority) whose event is one of those is still at its moment, so it may
 * be chained onto whatever was activated first in that window — a quick effect too — even when the card came to the hand only as that
 * chain was built (a cost returned it). Read only for such a chain: after an action the usual limits stand (CH-HAND-TRIGGER-LATE).
 */
import type { EffectFacts } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';
import { asArray } from '../game/match.js';
import { eventTypeMatches } from '../game/triggers.js';

export function handTriggerInWindow(state: EngineState, link: LinkState, e: EffectFacts): boolean {
  if (!state.preludeChain || state.prelude.length === 0) return false;
  if (e.kind !== 'trigger' || e.mandatory || e.timing !== 'if' || link.activatedFrom !== 'hand' || !e.trigger) return false;
  const wanted = asArray(e.trigger.event);
  const own = e.trigger.subject?.self === true;
  return state.prelude.some((ev) =>
    wanted.some((w) => (ev.cards.length === 0 ? ev.type === w : ev.cards.some((ref, i) => eventTypeMatches(ev, w, i) && (!own || (state.board.aliases?.[ref] ?? ref) === link.ref)))),
  );
}

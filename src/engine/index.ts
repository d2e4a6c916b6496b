/**
 * The engine's entry: a bound scenario → the answer object of output.md (words as `Text`).
 *
 *   game/     the one interpreter of card facts: board (build, clone, move), match (filter, side,
 *             place, condition, activation pattern), triggers, actions (one handler per verb)
 *   chain/    a chain: activation in order, legality as a table of checks, resolution in reverse
 *   window/   the trigger window after a chain or an action: candidates → missed timing → SEGOC → priority
 *   phrases/  the words: rule id + params → sentences (zh-CN, en)
 *   rule-ids  every rule id the engine can emit (test/RULES.md lists each with its test)
 *
 * A chain is resolved (./chain) and handed to the window; an action is performed (./game/perform.ts)
 * and its window opened. Never throws for a valid scenario: what cannot be judged is said in
 * `assumptions`.
 */
import type { Text } from '../i18n/text.js';
import type { AnswerEvent, CardRef, ChainAnswer, Window } from '../answer/types.js';
import type { Scenario } from '../scenario/types.js';
import type { Board, EngineEvent } from './types.js';
import { resolveChain } from './chain/resolve.js';
import { isSummon, performAction, performBeforeChain } from './game/perform.js';
import { actionWindow, chainEndWindow } from './window/index.js';
import { pushOnce } from './game/state.js';

export { resolveChain } from './chain/resolve.js';

export function judgeScenario(scenario: Scenario): ChainAnswer<Text> {
  if (scenario.action && scenario.links.length > 0) return judgeActionThenChain(scenario);
  if (scenario.action) {
    const result = performAction(scenario);
    const window = actionWindow(scenario, result);
    return {
      ok: true,
      turnPlayer: scenario.turnPlayer,
      links: [],
      resolutionOrder: [],
      events: mapEvents(scenario, result.after, result.events),
      window,
      assumptions: dedupe([...scenario.assumptions, ...result.assumptions]),
      warnings: dedupe([...scenario.warnings, ...result.warnings]),
    };
  }
  const result = resolveChain(scenario);
  const window: Window<Text> = chainEndWindow(scenario, result);
  return {
    ok: true,
    turnPlayer: scenario.turnPlayer,
    links: result.links,
    resolutionOrder: result.resolutionOrder,
    events: mapEvents(scenario, result.after, result.events),
    window,
    assumptions: dedupe([...scenario.assumptions, ...result.assumptions]),
    warnings: dedupe([...scenario.warnings, ...result.warnings]),
  };
}

/**
 * Notation form 14: an action, then the chain built in the window it opens. A summon negation as
 * Chain Link 1 answers the summon in progress (the monster is the one being summoned); anything else
 * answers the action's success, performed first. The chain's own end opens the next window.
 */
function judgeActionThenChain(scenario: Scenario): ChainAnswer<Text> {
  const action = scenario.action!;
  const first = scenario.links[0]!;
  const firstCard = scenario.instances.find((i) => i.ref === first.card)?.card;
  const firstEffect = firstCard ? (first.effect !== null ? firstCard.effects.find((e) => e.n === first.effect) : firstCard.effects.find((e) => e.respondsToSummon)) : undefined;
  const inProgress = isSummon(action.verb) && firstEffect?.respondsToSummon !== undefined;
  const prelude = performBeforeChain(scenario, inProgress);
  const links = inProgress && first.targets.length === 0 ? [{ ...first, targets: [action.subject] }, ...scenario.links.slice(1)] : scenario.links;
  const chained: Scenario = { ...scenario, links };
  const result = resolveChain(chained, prelude);
  const window: Window<Text> = chainEndWindow(chained, result);
  return {
    ok: true,
    turnPlayer: scenario.turnPlayer,
    links: result.links,
    resolutionOrder: result.resolutionOrder,
    events: [...mapEvents(scenario, prelude.after, prelude.events), ...mapEvents(scenario, result.after, result.events)],
    window,
    assumptions: dedupe([...scenario.assumptions, ...prelude.assumptions, ...result.assumptions]),
    warnings: dedupe([...scenario.warnings, ...prelude.warnings, ...result.warnings]),
  };
}

/** A card reference for an event: from the scenario's instance, else from the board (a card the user did not name). */
export function cardRef(scenario: Scenario, board: Board, ref: string): CardRef {
  const inst = scenario.instances.find((i) => i.ref === ref);
  const bc = board.cards[board.aliases?.[ref] ?? ref];
  if (inst) return { id: inst.card.id, name: inst.card.name, controller: bc?.controller ?? inst.controller, ref };
  if (bc && bc.card.id) return { id: bc.card.id, name: bc.card.name, controller: bc.controller, ref };
  return { id: null, name: bc?.card.name || '?', controller: bc?.controller ?? null, ref };
}

export function mapEvents(scenario: Scenario, board: Board, events: EngineEvent[]): AnswerEvent[] {
  return events.map((e) => ({
    type: e.type,
    cards: e.cards.map((r) => cardRef(scenario, board, r)),
    link: e.link,
    player: e.player,
    amount: e.amount,
    cause: e.cause,
  }));
}

/** The list without repeated sentences (first kept), by the same test as ./game/state.ts `pushOnce`. */
function dedupe(list: Text[]): Text[] {
  const out: Text[] = [];
  for (const x of list) pushOnce(out, x);
  return out;
}

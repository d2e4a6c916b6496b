/**
 * Opening a trigger window (时点): which effects may start the next chain, in SEGOC order
 * (同时诱发的排列), which missed their timing, and who holds priority once they are placed. The same
 * steps serve the end of a chain and an action (notation form 8); only the events differ:
 *
 *   candidates (./candidates.ts) → missed timing (./missed-timing.ts) → SEGOC order (./segoc.ts)
 *   → priority (./priority.ts)
 *
 * Not modelled: "phase-start" triggers in general (they belong to the phase, not to a window),
 * draw-time windows (no draw action in the notation), triggers on 'position-changed' by a rule.
 */
import type { Text } from '../../i18n/text.js';
import type { Window } from '../../answer/types.js';
import { arrivedNote, collectCandidates, oncePerTurnByName, windowContext, type Candidate, type WindowInput } from './candidates.js';
import { openResponses } from './responses.js';
import { dropMissed } from './missed-timing.js';
import { leftOffChain } from './action-before-chain.js';
import { assignLevels, orderSegoc, selfSummonNote } from './segoc.js';
import { ignitionNotes, priorityNotes } from './priority.js';
import { phaseTriggersNote } from './phase-triggers.js';
import { say } from '../phrases/index.js';
import { W } from '../rule-ids.js';

export type { WindowInput } from './candidates.js';

export function openWindow(input: WindowInput): Window<Text> {
  const ctx = windowContext(input);
  arrivedNote(ctx);

  const found = collectCandidates(ctx);
  // WIN-BETWEEN-TURNS: after the turn has ended and before the next begins there is no window: an effect whose
  // condition is met there — a mandatory trigger too — cannot be activated, nor can anything else.
  if (ctx.scenario.phase === 'between-turns') {
    const names = [...new Set(found.candidates.map((c) => c.card.name))];
    ctx.notes.push(say({ rule: W.BETWEEN_TURNS, params: { names } }));
    return { kind: 'none', triggers: [], missedTiming: [], priority: null, notes: ctx.notes };
  }
  const { kept, missed } = leftOffChain(ctx, dropMissed(ctx, found.candidates));
  // Why a card's effect did not qualify, said only when no other effect of that card did (a set
  // Trap is activated as a card; its face-down continuous effect need not be explained).
  for (const r of found.rejected) if (!kept.some((c) => c.ref === r.ref)) ctx.notes.push(r.text);
  const candidates = oncePerTurnByName(ctx, kept);

  assignLevels(ctx, candidates);
  // After an action, the quick effects in the hand or Set that may then be activated (./responses.ts);
  // a Set keeps the turn player's priority, and its window names the opponent's answers in a note.
  const responses = ctx.scenario.action && input.kind !== 'set' ? (placed: Candidate[]) => openResponses(ctx, placed, found.candidates) : undefined;
  const order = orderSegoc(ctx, candidates, responses);
  selfSummonNote(ctx, order.placed);

  ignitionNotes(ctx, order.lastSegoc !== undefined);
  phaseTriggersNote(ctx, order.placed.map((p) => p.c));
  const background = priorityNotes(ctx, order);
  return { kind: input.kind, triggers: order.triggers, missedTiming: missed, priority: order.priority, notes: ctx.notes, background };
}

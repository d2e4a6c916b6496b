/**
 * Step 4 of a window — priority 优先权: who acts first once the SEGOC chain is placed, and what that
 * means for speed-1 ignition-like effects (they can only be Chain Link 1) and in the damage step.
 */
import type { Text } from '../../i18n/text.js';
import { W } from '../rule-ids.js';
import { say } from '../phrases/index.js';
import { opponent } from '../../scenario/types.js';
import { isField } from '../game/board.js';
import { damageCalculationOnly, damageStepStatChanges, isDamageStep, isMainPhase, phaseMatches } from '../game/phase.js';
import { controllerOf, type WindowContext } from './candidates.js';
import type { SegocOrder } from './segoc.js';

/** Speed-1 ignition effects can only start a chain: say whether the triggers take Chain Link 1 here. */
export function ignitionNotes(ctx: WindowContext, taken: boolean): void {
  const { tp, scenario } = ctx;
  for (const tc of ctx.tl.cards.values()) {
    // (Issue 10: where the card is, read first — the controller may need a search of the scenario's instances.)
    const now = tc.after;
    if (!now || !isField(now.zone) || !now.faceUp || tc.card.type.kind !== 'monster') continue;
    if (controllerOf(tc, scenario) !== tp) continue;
    for (const e of tc.card.effects) {
      if (e.kind !== 'ignition') continue;
      const phases = (e.condition ?? []).flatMap((c) => (c.is === 'phase' ? c.phases : []));
      const inPhase = phases.length > 0 ? phases.some((ph) => phaseMatches(scenario.phase, ph) === true) : isMainPhase(scenario.phase);
      if (!inPhase || phases.length === 0) continue; // main-phase ignitions: the usual open game state, said by the priority note
      ctx.notes.push(say({ rule: W.IGNITION_C1_ONLY, params: { card: tc.card.name, taken, tp } }));
    }
  }
}

/**
 * Who holds priority once the effects are placed, and what the damage step allows: general
 * explanations of the window (`background`), kept apart from the notes about this board — the short
 * answer shows the notes and the priority field; the full reasoning both.
 */
export function priorityNotes(ctx: WindowContext, order: SegocOrder): Text[] {
  const { tp, scenario } = ctx;
  const { lastSegoc, priority } = order;
  const background: Text[] = [];
  if (lastSegoc) {
    background.push(
      say({ rule: W.PRIORITY_AFTER_SEGOC, params: { last: lastSegoc.c.controller, priority } }),
    );
  } else {
    background.push(
      say({ rule: W.PRIORITY_TURN_PLAYER, params: { tp, opp: opponent(tp), main: isMainPhase(scenario.phase) } }),
    );
  }
  if (isDamageStep(scenario.phase)) {
    background.push(
      say({ rule: W.DAMAGE_STEP, params: { late: scenario.phase !== null && !damageStepStatChanges(scenario.phase) && !damageCalculationOnly(scenario.phase), variant: damageCalculationOnly(scenario.phase) ? 'calc' : null } }),
    );
  }
  return background;
}

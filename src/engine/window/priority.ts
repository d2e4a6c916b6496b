/**
 * Step 4 of a window — priority 优先权: who acts first once the SEGOC chain is placed, and what that
 * means for Spell Speed 1 ignition-like effects (they can only be Chain Link 1) and in the damage step.
 */
import type { Text } from '../../i18n/text.js';
import { R, W } from '../rule-ids.js';
import { say } from '../phrases/index.js';
import { opponent } from '../../scenario/types.js';
import { isField } from '../game/board.js';
import { damageCalculationOnly, damageStepStatChanges, isDamageStep, isMainPhase, phaseMatches } from '../game/phase.js';
import { BATTLE_DAMAGE_PART, BATTLE_DESTRUCTION_PART } from '../game/damage-step.js';
import { controllerOf, spentThisTurn, type WindowContext } from './candidates.js';
import type { SegocOrder } from './segoc.js';

/** Speed-1 ignition effects can only start a chain: say whether the triggers take Chain Link 1 here. */
export function ignitionNotes(ctx: WindowContext, taken: boolean): void {
  const { tp, scenario } = ctx;
  // WIN-IGNITION-USED: a 1回合1次 effect activated on the chain just played is spent for the turn — by that card (each card's own limit) or
  // by any card of its name (the name's limit) — even when that activation or its effect was negated (docs/c03/诱发类效果.rst:48 for
  // phase triggers, the same count for ignitions: docs/c02/卡片·效果的发动.rst:194): it is not said to be activatable again.
  const used = new Set<string>();
  // (A link refused because the effect was already used this turn — CH-OPT-USED, CH-OPT-CHAIN — tells it is spent too.)
  for (const l of ctx.input.chain?.links ?? []) {
    if (l.effect === null || !l.card.ref) continue;
    if (l.legal === false && !l.rules.includes(R.OPT_USED) && !l.rules.includes(R.OPT_IN_CHAIN)) continue;
    used.add(`${ctx.tl.canon(l.card.ref)}#${l.effect}`);
    used.add(`${l.card.name}#${l.effect}`);
  }
  for (const tc of ctx.tl.cards.values()) {
    // (Issue 10: where the card is, read first — the controller may need a search of the scenario's instances.)
    const now = tc.after;
    if (!now || !isField(now.zone) || !now.faceUp || tc.card.type.kind !== 'monster') continue;
    if (controllerOf(tc, scenario) !== tp) continue;
    // (The ● options of one effect, 「掷1次骰子，出现的数目的效果适用。●1·2：…」, are records of one effect number: one note.)
    let said = -1;
    for (const e of tc.card.effects) {
      if (e.kind !== 'ignition' || e.n === said) continue;
      const phases = (e.condition ?? []).flatMap((c) => (c.is === 'phase' ? c.phases : []));
      const inPhase = phases.length > 0 ? phases.some((ph) => phaseMatches(scenario.phase, ph) === true) : isMainPhase(scenario.phase);
      if (!inPhase || phases.length === 0) continue; // main-phase ignitions: the usual open game state, said by the priority note
      said = e.n;
      if ((e.oncePerTurn === 'soft' && used.has(`${tc.ref}#${e.n}`)) || (e.oncePerTurn === 'hard' && used.has(`${tc.card.name}#${e.n}`))) continue;
      // (A card not on the chain whose limit was spent before it — written used, `(已用)`, or activated earlier this turn, `本回合:` —
      // is not offered either: the chain's own links were the only ones read, review s48.)
      if (spentThisTurn(ctx.tl, tc, e, scenario, tp)) continue;
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
  } else if (ctx.input.phaseStart) {
    // WIN-PRIORITY-END-PHASE: the window the End Phase opens as it begins is no chain's end — its triggers are not placed at SEGOC
    // levels 1–6 — so the order of priority in a phase (docs/c02/优先权.rst:40–73) is said, not the chain-end one.
    background.push(say({ rule: W.PRIORITY_END_PHASE, params: { tp, opp: opponent(tp), battleEnd: ctx.input.kind === 'battle-phase-end-start' } }));
  } else {
    background.push(
      say({ rule: W.PRIORITY_TURN_PLAYER, params: { tp, opp: opponent(tp), main: isMainPhase(scenario.phase) } }),
    );
  }
  if (isDamageStep(scenario.phase)) {
    background.push(
      say({
        rule: W.DAMAGE_STEP,
        params: {
          late: scenario.phase !== null && !damageStepStatChanges(scenario.phase) && !damageCalculationOnly(scenario.phase),
          variant: damageCalculationOnly(scenario.phase) ? 'calc' : null,
          // CH-DAMAGE-STEP-WAITS-FOR: the parts where cards timed to battle damage, to destruction by battle are activated (the chain's own facts).
          battleDamage: scenario.phase === BATTLE_DAMAGE_PART,
          battleDestruction: scenario.phase === BATTLE_DESTRUCTION_PART,
        },
      }),
    );
  }
  return background;
}

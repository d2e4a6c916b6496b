/**
 * CH-PHASE-TRIGGER-PHASE (rules reference docs/c03/诱发类效果.rst:48–53, 139): a trigger met by a phase or step itself — its event only
 * the start of a phase (`phase-start` with a `phase`: 「…的回合的结束阶段才能发动」, 「自己准备阶段」, 「战斗阶段结束时」) — is
 * activated in that phase and in no other: written in a situation whose phase is another (Main Phase 1), it cannot be activated, and
 * the answer names the phase the card needs and the phase the situation is in. When the situation gives no phase, or a phase that
 * contains the one needed without saying which part (「战斗阶段」 for 「战斗阶段结束时」), the phase is assumed and said.
 * (A step an effect leaves for a later phase — 「这个回合的结束阶段把那张卡破坏」 — is no trigger of its card: not judged here.)
 */
import type { Judging } from './legality.js';
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { Phrase } from '../phrases/index.js';
import type { Text } from '../../i18n/text.js';
import type { Scenario } from '../../scenario/types.js';
import { say } from '../phrases/index.js';
import { pushOnce } from '../game/state.js';
import { asArray } from '../game/match.js';
import { withinPeriod } from './period.js';
import { R } from '../rule-ids.js';
import { isHandSizeAdjustment } from '../game/phase.js';
import { extraDeckMonster } from '../game/field-zones.js';

/** The phase a trigger met only by the start of a phase needs (「结束阶段」: 'end-phase'), or null for any other effect. */
export function phaseTriggerPhase(e: EffectFacts): string | null {
  const t = e.trigger;
  if (e.kind !== 'trigger' || !t?.phase) return null;
  const events = asArray(t.event);
  return events.length > 0 && events.every((x) => x === 'phase-start') ? t.phase : null;
}

/**
 * Is the situation's phase outside the one the trigger needs? True when it is another phase (neither it nor a part of it), false
 * inside it, null when unknown (no phase, or a phase containing the one needed).
 */
export function outsideTriggerPhase(e: EffectFacts, phase: string | null): boolean | null {
  const needed = phaseTriggerPhase(e);
  if (needed === null) return false;
  if (phase === null) return null;
  const within = withinPeriod(phase, needed, undefined);
  return within === null ? null : !within;
}

export function phaseTriggerTiming(j: Judging): Phrase | null {
  const needed = phaseTriggerPhase(j.e);
  if (needed === null) return null;
  j.rules.push(R.PHASE_TRIGGER_PHASE);
  const phase = j.board.phase;
  const outside = outsideTriggerPhase(j.e, phase);
  if (outside === true) return { rule: R.PHASE_TRIGGER_PHASE, params: { name: j.name, variant: 'outside', needed, phase } };
  if (outside === null) pushOnce(j.state.assumptions, say({ rule: R.PHASE_TRIGGER_PHASE, params: { name: j.name, variant: 'assumed', needed, phase } }));
  const adjusted = afterHandSizeAdjustment(j, needed);
  if (adjusted) return adjusted;
  return phaseTriggerTurn(j, needed);
}

/**
 * CH-PHASE-TRIGGER-HAND-SIZE (rules reference docs/c03/诱发类效果.rst:458–462; seed 000 【6.3】): once the End Phase's hand-size adjustment
 * 手卡调整 is done, an 「结束阶段」 trigger can no longer be activated — except that of a card the adjustment itself discarded, in the discard
 * window. So in `阶段:手卡调整` such a trigger is refused, unless its card was discarded just before (a stated discard of it); a card in
 * the GY when nothing before is stated is assumed discarded by the adjustment, and said.
 */
function afterHandSizeAdjustment(j: Judging, needed: string): Phrase | null {
  if (!isHandSizeAdjustment(j.board.phase) || needed !== 'end-phase') return null;
  j.rules.push(R.PHASE_TRIGGER_HAND_SIZE);
  const before = j.state.prelude;
  const discarded = before.some((ev) => (ev.type === 'discarded' || ev.type === 'sent-to-gy') && ev.cards.includes(j.self.ref));
  if (discarded) return null;
  // (An Extra Deck monster is never in the hand, so no adjustment discarded it: one in the GY is refused.)
  if (before.length === 0 && j.self.zone === 'gy' && !extraDeckMonster(j.self.card)) {
    pushOnce(j.state.assumptions, say({ rule: R.PHASE_TRIGGER_HAND_SIZE, params: { name: j.name, variant: 'assumed' } }));
    return null;
  }
  return { rule: R.PHASE_TRIGGER_HAND_SIZE, params: { name: j.name, variant: 'after' } };
}

/**
 * CH-PHASE-TRIGGER-TURN: whose turn's phase a phase trigger of a card controlled by `me` needs (「自己准备阶段」: `me`; 「对方的结束阶段」:
 * the other player), or null when its text names no player (「准备阶段」) or both — met in either turn.
 */
export function phaseTriggerOwner(e: EffectFacts, me: Player): Player | null {
  const side = e.trigger?.phaseTurn;
  if (!side || phaseTriggerPhase(e) === null) return null;
  return side === 'self' ? me : me === 'A' ? 'B' : 'A';
}

/**
 * CH-PHASE-TRIGGER-TURN, the one check of whose turn it is — for a chain link (below) and for the window that offers a phase trigger
 * (../window/candidates.ts): true when the turn is the one the trigger needs (or it needs none), false when it is the other player's,
 * null when no turn is written (the turn needed is assumed, and said). CH-TURN-ASSUMED: when the engine took the unwritten turn from a
 * link (`turnAssumed`), a trigger needing the other player's turn is judged against that turn — false, not assumed a second time.
 */
export function phaseTriggerTurnMet(e: EffectFacts, me: Player, turn: Pick<Scenario, 'turnPlayer' | 'turnPlayerStated' | 'turnAssumed'>): boolean | null {
  const owner = phaseTriggerOwner(e, me);
  if (owner === null) return true;
  if (turn.turnPlayerStated) return turn.turnPlayer === owner;
  if (turn.turnAssumed && turn.turnPlayer !== owner) return false;
  return null;
}

/** CH-PHASE-TRIGGER-TURN: the words of the check above — the turn assumed (`met` null) or the other player's (`met` false). */
export function phaseTriggerTurnPhrase(e: EffectFacts, me: Player, turnPlayer: Player, met: boolean | null, name: Text): Phrase | null {
  const owner = phaseTriggerOwner(e, me);
  const needed = phaseTriggerPhase(e);
  if (owner === null || needed === null || met === true) return null;
  const side = e.trigger!.phaseTurn!;
  return met === null
    ? { rule: R.PHASE_TRIGGER_TURN, params: { name, variant: 'assumed', side, needed, owner } }
    : { rule: R.PHASE_TRIGGER_TURN, params: { name, variant: 'other-turn', side, needed, owner, turn: turnPlayer } };
}

/**
 * CH-PHASE-TRIGGER-TURN (rules reference docs/c03/诱发类效果.rst:38; the card's text): 「自己准备阶段」「对方的结束阶段」 is the phase of one player's turn —
 * in the other player's turn that phase is not the one the card names, so it cannot be activated; the reason names whose phase the card
 * needs and whose turn it is. A card naming no player (「准备阶段」) or both is met in either turn. No turn written: assumed, and said.
 */
function phaseTriggerTurn(j: Judging, _needed: string): Phrase | null {
  if (phaseTriggerOwner(j.e, j.me) === null) return null;
  j.rules.push(R.PHASE_TRIGGER_TURN);
  if (j.state.scenario.turnAssumed) j.rules.push(R.TURN_ASSUMED);
  const met = phaseTriggerTurnMet(j.e, j.me, { ...j.state.scenario, turnPlayer: j.board.turnPlayer });
  const phrase = phaseTriggerTurnPhrase(j.e, j.me, j.board.turnPlayer, met, j.name);
  if (met === null && phrase) pushOnce(j.state.assumptions, say(phrase));
  return met === false ? phrase : null;
}

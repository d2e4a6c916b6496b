/**
 * The End Phase's own triggers (结束阶段的诱发效果: 「自己结束阶段才能发动」「结束阶段发动」, a Spirit's 「召唤·反转的回合的结束阶段」) as
 * entries of the window, not notes.
 *
 * - WIN-END-PHASE-TRIGGER: the End Phase played after the chain (`… 结束阶段`) — it has just begun, so every such trigger whose card
 *   is where the effect is used, whose turn and activation conditions hold, is met and not yet activated.
 * - WIN-PHASE-TRIGGER-LEFT: after a chain in the End Phase (`阶段:结束`) — one not activated on that chain may still be, if it was not
 *   earlier in this End Phase (the situation does not say: the reason says so).
 *
 * How they are placed (docs/c03/诱发类效果.rst:38–40, docs/c02/优先权.rst:35–70): triggers activated at a phase are not activated at one
 * timing, so they do not chain together as simultaneous triggers (no SEGOC 同时诱发的排列): each is activated as Chain Link 1 by a
 * player holding priority, and resolved, before the next — the turn player first, in the order they choose (an optional one may go
 * before a mandatory one); once both players pass, the mandatory ones left must be activated, the turn player's first. So each takes
 * the place of an effect waiting for priority (level 7, the priority holder's first), never a SEGOC level, and the window says so.
 * They cannot miss their timing: no event met them. (After the hand-size adjustment none can be activated: ./candidates.ts.)
 */
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { Scenario } from '../../scenario/types.js';
import type { TimelineCard } from '../game/timeline.js';
import { isField } from '../game/board.js';
import { activationPlaces, asArray, checkConditions, placeMatches, type CardView } from '../game/match.js';
import { summonerUnmet } from '../game/summoner-unstated.js';
import { phaseMatches } from '../game/phase.js';
import { phaseTriggerTurnMet } from '../chain/phase-trigger-phase.js';
import { HISTORY_SUMMON_EVENT } from '../chain/action-misses-trigger.js';
import { say } from '../phrases/index.js';
import { W } from '../rule-ids.js';
import { renews } from '../game/identity.js';
import { becameNewCard, summonedThisTurnAs } from '../game/memory.js';
import { effectsNegatedNow } from '../game/effects-negated.js';
import type { CardState } from '../../notation/ast.js';
import { pushOnce } from '../game/state.js';
import { baseCandidate, selfView, spentThisTurn, type Candidate, type WindowContext } from './candidates.js';

/** Does this window stand in the End Phase where its phase triggers may be activated — null: it does not. */
function phaseTriggerWindow(ctx: WindowContext): 'start' | 'left' | null {
  if (ctx.input.phaseStart) return 'start';
  return ctx.input.kind === 'chain-end' && ctx.scenario.phase === 'end-phase' ? 'left' : null;
}

/** A trigger met only by the start of a phase (「结束阶段」), as the window reads it: the End Phase's trigger of this card, or null. */
export function phaseTriggerCandidate(ctx: WindowContext, tc: TimelineCard, effect: EffectFacts, controller: Player): Candidate | null {
  const tr = effect.trigger;
  const variant = phaseTriggerWindow(ctx);
  if (!variant || effect.kind !== 'trigger' || !tr || tr.noPlace) return null;
  if (!asArray(tr.event).every((x) => x === 'phase-start') || phaseMatches(ctx.scenario.phase, tr.phase ?? 'end-phase') !== true) return null;
  // (Armed by an earlier event — 「这张卡召唤的回合的结束阶段」: only its own summon this turn the turn's history states; no guess.)
  // (WIN-END-PHASE-ARMED-ON-CHAIN: or by the chain just played — a Spirit flipped face-up by an effect — read from its events.)
  // (WIN-END-PHASE-TRIGGER, s60: or the card's own states say it — `(本回合特召,通常召唤)`, `(本回合特召,反转召唤)`.)
  const stated = tr.armedBy !== undefined && (armedBySummonStated(effect, tc.card.name, controller, ctx.scenario) || armedByStates(effect, tc.states));
  const lost = stated && renewedSince(ctx, tc);
  const armedByChain = tr.armedBy !== undefined && (!stated || lost) && armedOnTheChain(effect, tc, ctx);
  // WIN-END-PHASE-FLIPPED-ASSUMED: a flip written with no turn (`(已反转)`) is taken as this turn's — said in the assumptions.
  const flipAssumed = tr.armedBy !== undefined && !stated && !armedByChain && flipWritten(effect, tc, ctx);
  if (tr.armedBy !== undefined && (!stated || lost) && !armedByChain && !flipAssumed) {
    // (WIN-END-PHASE-ARMED-LOST: the summon the history states is another card's now — said, as a player expects the return.)
    if (lost && tc.after && isField(tc.after.zone) && tc.after.faceUp) pushOnce(ctx.notes, say({ rule: W.END_PHASE_ARMED_LOST, params: { card: tc.card.name } }));
    return null;
  }
  const now = tc.after;
  // Used where its card is: face-up on the field, or in the GY / banished when its text says so (「这张卡在墓地存在的场合」); a card in
  // the hand is hidden, its phase trigger is not named.
  if (!now || now.zone === null || now.zone === 'hand' || now.zone === 'deck' || (isField(now.zone) && !now.faceUp)) return null;
  if (!placeMatches(activationPlaces(effect, tc.card), now.zone)) return null;
  if (usedOnTheChain(ctx, tc, effect) || spentThisTurn(ctx.tl, tc, effect, ctx.scenario, controller)) return null;
  if (phaseTriggerTurnMet(effect, controller, ctx.scenario) === false) return null;
  // (WIN-BATTLE-PHASE-END-TRIGGER: the end of the Battle Phase played after the chain — its own 「战斗阶段结束时」 triggers, placed alike.)
  const battleEnd = variant === 'start' && ctx.input.kind === 'battle-phase-end-start';
  // (Its activation condition known to hold — 「召唤·反转的回合」 read from the turn's history — else it is not named: no guess.)
  // (WIN-BATTLE-PHASE-END-SUMMONER: but for a summoner the situation does not write — assumed, and the answer says so.)
  let summonerAssumed = false;
  if (effect.condition?.length && checkConditions(effect.condition, ctx.game, selfView(tc), controller) !== true) {
    if (!battleEnd || !(summonerAssumed = summonerOnly(ctx, tc, effect, controller))) return null;
  }
  const rule = battleEnd ? W.BATTLE_PHASE_END_TRIGGER : variant === 'start' ? W.END_PHASE_TRIGGER : W.PHASE_TRIGGER_LEFT;
  const c = baseCandidate(tc, effect, controller, 'trigger', effect.mandatory === true, now.zone, [rule, ...(armedByChain ? [W.END_PHASE_ARMED_ON_CHAIN] : []), ...(flipAssumed ? [W.END_PHASE_FLIPPED_ASSUMED] : []), ...(summonerAssumed ? [W.BATTLE_PHASE_END_SUMMONER] : [])], null);
  c.phaseTrigger = true;
  // (WIN-END-PHASE-TRIGGER, s60: its card's effects negated now — `(效果无效)`, or a face-up card's continuous negation — it is still activated, and negated as it resolves:
  // docs/c03/无效.rst:192–193. Said, as a player expects the Spirit back in the hand.)
  const negated = isField(now.zone) && negatedNow(ctx, tc);
  const params = { card: tc.card.name, controller, mandatory: effect.mandatory === true, variant, negated };
  c.reasons.push(battleEnd ? say({ rule: W.BATTLE_PHASE_END_TRIGGER, params: { ...params, variant: 'entry' } }) : say({ rule: W.PHASE_TRIGGER_LEFT, params }));
  return c;
}

/**
 * WIN-BATTLE-PHASE-END-SUMMONER: is the only condition of this trigger left unmet its card's summoner (「这张卡用「剑斗兽」怪兽的效果特殊召唤
 * 成功的场合」) that the situation does not write? Then it is named on that assumption (said by ../index.ts). Another summoner written,
 * or another way it came out, is not named (said with the battles not written: ../game/battle-phase-end.ts).
 */
function summonerOnly(ctx: WindowContext, tc: TimelineCard, effect: EffectFacts, controller: Player): boolean {
  const conds = effect.condition!;
  const at = conds.findIndex((c) => c.is === 'exists' && c.filter.self === true && c.filter.summonedBySelf !== undefined);
  if (at < 0) return false;
  const cond = conds[at]!;
  if (cond.is !== 'exists') return false;
  // (The card as the window's game sees it: the board once the chain is over carries which card summoned it; a timeline view does not.)
  let self: CardView | undefined;
  for (const v of ctx.game.cards()) if (v.ref === tc.ref) self = v;
  const unmet = self ? summonerUnmet(cond.filter, self, tc.ref, controller) : null;
  if (unmet?.is !== 'unwritten') return false;
  const rest = conds.filter((_, i) => i !== at);
  return !rest.length || checkConditions(rest, ctx.game, selfView(tc), controller) === true;
}

/** Are this card's effects negated now, as the window's game shows it (a stated `(效果无效)`, a face-up card's continuous negation)? */
function negatedNow(ctx: WindowContext, tc: TimelineCard): boolean {
  const cards = [...ctx.game.cards()];
  const self = cards.find((v) => v.ref === tc.ref);
  return self !== undefined && effectsNegatedNow(self, cards, ctx.game.earlierNegations);
}

/** The note said once in a window that names phase triggers: they do not chain together, one Chain Link 1 after another. */
export function phaseTriggersNote(ctx: WindowContext, placed: readonly Candidate[]): void {
  if (!placed.some((c) => c.phaseTrigger)) return;
  if (ctx.input.kind === 'battle-phase-end-start') ctx.notes.push(say({ rule: W.BATTLE_PHASE_END_TRIGGER, params: { tp: ctx.tp, variant: 'note' } }));
  else ctx.notes.push(say({ rule: W.END_PHASE_TRIGGER, params: { tp: ctx.tp } }));
}

/** Activated on the chain just played (in this End Phase): it is not named again (WIN-IGNITION-USED's count of the chain's links). */
function usedOnTheChain(ctx: WindowContext, tc: TimelineCard, effect: EffectFacts): boolean {
  return (ctx.input.chain?.links ?? []).some((l) => l.effect === effect.n && l.card.ref !== null && ctx.tl.canon(l.card.ref) === tc.ref);
}

/** A trigger armed by this card's own summon this turn (「召唤·反转的回合的」) whose summon the turn's history states (`本回合:A:X(召唤)`). */
function armedBySummonStated(e: EffectFacts, name: string, controller: Player, scenario: Scenario): boolean {
  const tr = e.trigger!;
  if (!tr.armedTurn || (tr.subject && tr.subject.self !== true)) return false;
  const arming: readonly string[] = tr.armedBy ?? [];
  // (A Flip Summon flips the monster face-up: it arms 「反转的回合」 too, as the window reads a flip summon event as a flip.)
  const arms = (summon: keyof typeof HISTORY_SUMMON_EVENT) => arming.includes(HISTORY_SUMMON_EVENT[summon]) || (summon === 'flip' && arming.includes('flipped'));
  return (scenario.history ?? []).some((h) => h.kind === 'summon' && h.negated === null && h.summon !== null && h.player === controller && h.card.name === name && arms(h.summon));
}

/**
 * WIN-END-PHASE-TRIGGER (s60): a trigger armed by this card's own summon this turn (「召唤·反转的回合的」) on a card whose states say it
 * was summoned this turn that way (`(本回合特召,通常召唤)`, `(上级召唤)`; `(反转召唤)` for 「反转」) — as 「召唤·反转的回合不能攻击」 reads them
 * (FD-SUMMON-TURN). `本回合特召` alone is a Special Summon: it arms none of 「召唤·反转」. Before, only the history's summon was read here.
 */
function armedByStates(e: EffectFacts, states: readonly CardState[]): boolean {
  const tr = e.trigger!;
  if (!tr.armedTurn || (tr.subject && tr.subject.self !== true)) return false;
  const kinds: ('normal' | 'flip' | 'special')[] = [];
  for (const a of tr.armedBy ?? []) {
    if (a === 'summoned') kinds.push('normal');
    else if (a === 'flipped' || a === 'flip-summoned') kinds.push('flip');
    else if (a === 'special-summoned') kinds.push('special');
  }
  return kinds.length > 0 && summonedThisTurnAs(states, kinds);
}

/**
 * WIN-END-PHASE-ARMED-ON-CHAIN: a trigger armed by this card's own Normal Summon, Flip Summon or flip face-up this turn
 * (「召唤·反转的回合的结束阶段」) that the chain before the End Phase did to it — the same card still (../window/end-phase-window.ts).
 */
function armedOnTheChain(e: EffectFacts, tc: TimelineCard, ctx: WindowContext): boolean {
  const tr = e.trigger!;
  const armed = ctx.input.armedOnChain;
  if (!armed?.size || !tr.armedTurn || (tr.subject && tr.subject.self !== true)) return false;
  const arming: readonly string[] = tr.armedBy ?? [];
  // (A Flip Summon is a flip face-up: 「反转的回合」 reads it as the window reads a flip summon event, ./candidates.ts.)
  const arms = (type: string) => arming.includes(type) || (type === 'flip-summoned' && arming.includes('flipped'));
  for (const [ref, types] of armed) if (ctx.tl.canon(ref) === tc.ref && types.some(arms)) return true;
  return false;
}

/**
 * WIN-END-PHASE-FLIPPED-ASSUMED: a trigger armed by its card's flip face-up that turn (「召唤·反转的回合的结束阶段」, docs/c03/里侧·一时除外.rst:162–164)
 * on a card the situation writes flipped (`(已反转)`) — a state that says no turn. Taken as this turn's flip (a player writes it for the
 * turn being judged), and the answer says so; not in the next turn's End Phase, nor once the card became a new card since.
 */
function flipWritten(e: EffectFacts, tc: TimelineCard, ctx: WindowContext): boolean {
  const tr = e.trigger!;
  if (!tr.armedTurn || (tr.subject && tr.subject.self !== true) || !(tr.armedBy ?? []).includes('flipped')) return false;
  if (ctx.scenario.later === 'next-end-phase' || !tc.states.includes('flipped') || becameNewCard(tc.states)) return false;
  for (const ref of ctx.input.renewedOnChain ?? []) if (ctx.tl.canon(ref) === tc.ref) return false;
  return !ctx.tl.events.some((ev) => ev.cards.some((r, i) => ctx.tl.canon(r) === tc.ref && renews(ev, i, true)));
}

/**
 * WIN-END-PHASE-ARMED-LOST (docs/c03/里侧·一时除外.rst:162–163): the monster a summon earlier this turn armed must have stayed face-up
 * on the field since — the same card: written turned face-down or temporarily banished since (`(变里侧)`, `(一时除外)`), or made a new
 * card by the chain (temporarily banished by an effect) or by the End Phase steps (its return from that banishment), its 「召唤·反转的回合」
 * is not met by that summon.
 */
function renewedSince(ctx: WindowContext, tc: TimelineCard): boolean {
  if (becameNewCard(tc.states)) return true;
  for (const ref of ctx.input.renewedOnChain ?? []) if (ctx.tl.canon(ref) === tc.ref) return true;
  return ctx.tl.events.some((e) => e.cards.some((r, i) => ctx.tl.canon(r) === tc.ref && renews(e, i, true)));
}

/**
 * Issue 16, lingering effects — the End Phase played after the chain (`… 结束阶段`, CH-END-PHASE-PLAYED).
 *
 * A resolved link can leave a step for a later phase (CH-DELAYED: 「这个回合的结束阶段，…破坏」「这个效果特殊召唤的怪兽在结束阶段破坏」),
 * and a temporary banishment (「直到结束阶段除外」) leaves the card's return. Both are lingering effects: applied when the link
 * resolved, carried out later with no chain link. A monster summoned earlier by such an effect (`(由X)`) still carries X's step.
 * When the input ends with `结束阶段`, the engine plays that phase on the board the chain left and says, step by step, what was
 * done and to which cards:
 *
 * - CH-END-PHASE-PLAYED: each step is done to the cards it named when it was applied, still those cards — a card that left
 *   its place or was turned face-down since is a new card, out of its reach (docs/c03/里侧·一时除外.rst:410–416).
 *   A step whose cards are a filter (「对方场上的怪兽全部破坏」) takes the cards that fit then.
 * - CH-END-PHASE-APPLIED-BEFORE (docs/c03/卡片的抗性.rst:155–163, docs/c03/卡片的抗性.rst:236–245): the effect was applied
 *   before the card became unaffected, so it is done all the same — an unaffected state (`(不受效果)`), a printed
 *   「不受…效果影响」, or 「不受发动的效果影响」 (the step is no activated effect's resolution: docs/c03/卡片的抗性.rst:280–290).
 * - CH-END-PHASE-NOT-TARGETING (docs/c03/卡片的抗性.rst:128–133): the later step is no part of the link's resolution, so it does
 *   not target — a card 「不会被不以自身为对象的效果破坏」 is not destroyed by it, and other destruction protections apply as ever.
 * - A step that takes cards from the GY is stopped by a GY lock face-up then, whatever protects the card whose effect it is
 *   (docs/c03/卡片的抗性.rst:240–245); no compiled card leaves such a step yet, so it has no rule id of its own.
 * - CH-END-PHASE-NEXT-TURN (docs/c03/特定效果的处理方法.rst:167): a step left for the next turn's End Phase (「下个回合的结束阶段把那张卡
 *   破坏」) is not done in this turn's End Phase — it is listed as still waiting for the next turn.
 * - CH-TEMP-BANISH-RETURN (docs/c03/里侧·一时除外.rst:400–420, docs/c01/大师规则（2017）变更点.rst:43–44): a temporarily banished
 *   monster comes back to the field of the player who controlled it when it was banished (a monster taken for good comes back
 *   to the taker), face-up as it went (not a summon); to the GY instead when it cannot be used
 *   (`不能使用`), when a face-up card of its name that may be there only once is already on that field, when that
 *   field has no free Main Monster Zone (all its monsters' zones written), or when a limit on that field (「只能有1种类的种族」)
 *   would not let it be there.
 */
import type { Action, Card, EffectFacts, Player } from '../../cards/facts.js';
import type { EndPhaseStepAnswer, CardRef } from '../../answer/types.js';
import type { Text } from '../../i18n/text.js';
import type { Board, BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { cloneBoard, isField, moveCard } from './board.js';
import { incarnation } from './identity.js';
import { matchesFilter, onBoard } from './match.js';
import { moveCards } from './actions.js';
import { emit } from './events.js';
import { list } from '../phrases/words.js';
import { shieldedBy, unaffectedBy, type Acting } from './protection.js';
import { gyLockOn } from './gy-lock.js';
import { earlierBattleRules, historyEffect, historyTargets } from './history.js';
import { lingeringRules, standingRules, type ActiveRule } from './battle-damage.js';
import { battleOutcome } from './stats.js';
import { fieldLimitOnArrival } from '../chain/field-limit.js';
import { arrivalBlocked } from '../chain/unique.js';
import { say } from '../phrases/index.js';
import { t } from '../../i18n/text.js';
import { R } from '../rule-ids.js';
import { armedStandbyTriggers } from './armed-standby.js';
import { countedReached } from './counted-phase.js';
import { opponent } from '../../scenario/types.js';

/** A step left for a later phase, with the cards it named when it was applied. */
export interface PendingLater {
  /** The chain link that left it; null: a situation card carries it (a monster stated `(由X)`). */
  link: number | null;
  source: { card: Card; controller: Player; ref: string; name: string };
  phase: string;
  action: Action;
  /**
   * The cards it names and the incarnation each had then (face-down turns counted); null: the cards its filter takes then. For a
   * return, `side`: the player who controlled the card when it was banished — it comes back to that field; `fromHand`: it was banished
   * from the hand, and comes back to its owner's hand (CMP-UNTIL-NEXT-PHASE).
   */
  cards: { ref: string; incarnation: number; side?: Player; fromHand?: true }[] | null;
  /** `return`: a temporary banishment ends — the card comes back; `control-back`: control changed until the End Phase goes back (`side`). */
  kind: 'step' | 'return' | 'control-back' | 'armed';
  /**
   * Added (CMP-UNTIL-NEXT-PHASE): a `control-back` (control taken in the opponent's turn) or a `return` (「直到下次的对方的结束阶段」 in one's
   * own turn) that waits for the next turn's End Phase.
   */
  nextTurn?: true;
  /** Added (CH-STANDBY-ARMED-TRIGGER, ./armed-standby.ts): for `armed`, the Standby Phase trigger the chain armed (its card is `cards[0]`). */
  effect?: EffectFacts;
  /** Added (CH-AFTER-CALC-STEP): the monsters the activation targeted, for a filter `battlesWith: 'targets'` (「选择的怪兽向对方怪兽攻击的场合，…那只对方怪兽破坏」). */
  targets?: string[];
  /** Added (CH-AFTER-CALC-STEP): monsters that damage calculation destroyed by battle — their destruction is settled, the step takes none of them. */
  settled?: string[];
  /** SIT-THEN-CHAIN: left by the link `link` of the chain of this number (1-based) played before the one asked about (`然后`). */
  chain?: number;
}

/** CH-END-PHASE-PLAYED: remember a step for the End Phase (the link resolving now, or a situation card). */
export function rememberLater(state: EngineState, p: PendingLater): void {
  (state.pending ??= []).push(p);
}

const ref = (c: BoardCard): CardRef => ({ id: c.card.id || null, name: c.card.name, controller: c.controller, ref: c.ref });

/** Is the card still the one the step named: not moved and not turned face-down since (a new card otherwise)? */
function still(state: EngineState, x: { ref: string; incarnation: number }): boolean {
  return incarnation(state, x.ref, true) === x.incarnation;
}

/**
 * The monsters on the field the situation states were Special Summoned by a card whose effect leaves a step for them at the End
 * Phase (`(由X)`, 「这个效果特殊召唤的怪兽在结束阶段破坏」): that step, carried by them (CH-END-PHASE-PLAYED).
 */
function carried(state: EngineState, before: Board): PendingLater[] {
  const out: PendingLater[] = [];
  for (const c of Object.values(before.cards)) {
    // CH-TEMP-BANISH-RETURN: a card the situation states banished for a while (`一时除外中`) — it comes back in the phase its own
    // text says it does (CH-STANDBY-PHASE-PLAYED: 「直到下次的准备阶段除外」「…下次的准备阶段回到场上」), else in the phase asked for.
    if (c.zone === 'banished' && c.states.includes('temp-banished')) {
      const owner = c.owner ?? c.controller ?? state.scenario.turnPlayer;
      out.push({ link: null, source: { card: c.card, controller: owner, ref: c.ref, name: c.card.name }, phase: c.card.banishReturn === 'standby-phase' ? 'standby-phase' : 'end-phase', action: { do: 'banish' }, cards: [{ ref: c.ref, incarnation: 0 }], kind: 'return' });
      continue;
    }
    if (!c.summonedBy || c.zone !== 'monster' || !c.faceUp) continue;
    const by = state.scenario.instances.find((i) => i.card.name === c.summonedBy)?.card;
    if (!by) continue;
    for (const e of by.effects) {
      for (const a of e.does) {
        if (a.what !== 'moved' || a.whenever?.event !== 'phase-start' || a.whenever.phase !== 'end-phase') continue;
        const byRef = Object.values(before.cards).find((o) => o.card.id === by.id)?.ref ?? '';
        out.push({ link: null, source: { card: by, controller: c.owner ?? c.controller ?? state.scenario.turnPlayer, ref: byRef, name: by.name }, phase: 'end-phase', action: a, cards: [{ ref: c.ref, incarnation: 0 }], kind: 'step' });
      }
    }
  }
  return out;
}

/**
 * The End Phase steps of effects activated earlier this turn (`本回合:`, not negated) whose cards are those a filter takes then
 * (「这个回合的结束阶段，对方场上的怪兽全部破坏」): applied then, they are done in the End Phase (CH-END-PHASE-PLAYED). A step on
 * the cards it named at resolution (its targets) cannot be told from the history, and is not played.
 */
function fromHistory(state: EngineState): PendingLater[] {
  const out: PendingLater[] = [];
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null || h.chained) continue;
    const e = historyEffect(h);
    if (!e || (h.by && e.kind === 'activation')) continue;
    const here = Object.values(state.board.cards).find((c) => c.card.id === h.card.id && c.controller === h.player) ?? Object.values(state.board.cards).find((c) => c.card.id === h.card.id);
    for (const a of e.does) {
      if (a.whenever?.event !== 'phase-start' || a.whenever.phase !== 'end-phase' || typeof a.what !== 'object' || a.what.scope !== 'all') continue;
      out.push({ link: null, source: { card: h.card, controller: h.player, ref: here?.ref ?? '', name: h.card.name }, phase: 'end-phase', action: a, cards: null, kind: 'step' });
    }
  }
  return out;
}

/** A card that may be face-up there only once (「…只能有1张表侧表示存在」「只能有1只「罪」怪兽表侧表示存在」) already is (../chain/unique.ts). */
function uniqueThere(state: EngineState, c: BoardCard, side: Player): boolean {
  return arrivalBlocked(state, c, side, 'monster') !== null;
}

/** With every monster of that side's field placed (`主3`…), are its five Main Monster Zones all taken? */
function noMainZone(state: EngineState, side: Player, arriving = 0): boolean {
  const mine = Object.values(state.board.cards).filter((o) => o.controller === side && o.zone === 'monster');
  if (mine.length === 0 || mine.some((o) => !o.place)) return false;
  // (CH-TEMP-BANISH-RETURN-MANY: the monsters already let back to that field this step take their zones too.)
  return mine.filter((o) => o.place!.area === 'main').length + arriving >= 5;
}

/**
 * CH-END-PHASE-PLAYED: play the End Phase on the board the chain left — each step left for it, in the order it was applied.
 * Works on a copy of the board: the chain's own answer (its events, its window, the numbers) stays as the chain left it.
 */
export function playEndPhase(chainState: EngineState, before: Board, phase: 'end-phase' | 'standby-phase' = 'end-phase'): EndPhaseStepAnswer<Text>[] {
  // CH-STANDBY-PHASE-PLAYED: the next Standby Phase, played the same way on a copy of the board.
  if (phase === 'standby-phase') return playStandbyPhase({ ...chainState, board: cloneBoard(chainState.board), events: [...chainState.events], assumptions: chainState.assumptions }, before);
  return playEndPhaseOn(chainState, before).steps;
}

/**
 * CH-END-PHASE-PLAYED, WIN-END-PHASE-STEP: the End Phase played, with what it did (the events after the chain's) and the board it
 * left — the window that opens once those steps are done reads them.
 */
export function playEndPhaseOn(chainState: EngineState, before: Board, nextTurn = false): { steps: EndPhaseStepAnswer<Text>[]; events: EngineState['events']; board: Board } {
  const state: EngineState = { ...chainState, board: cloneBoard(chainState.board), events: [...chainState.events], assumptions: chainState.assumptions };
  const pending = [...fromHistory(state), ...carried(state, before).filter((p) => p.phase === 'end-phase'), ...(chainState.pending ?? []).filter((p) => p.phase === 'end-phase')];
  const out: EndPhaseStepAnswer<Text>[] = [];
  const from = state.events.length;
  // (CH-END-PHASE-NEXT-TURN: `… 下个回合的结束阶段` — the steps of this turn's End Phase first, then those waiting for the next turn's.)
  const order = nextTurn ? [...pending.filter((p) => !waitsNextTurn(p)), ...pending.filter(waitsNextTurn)] : pending;
  for (const p of order) {
    const step = playOne(state, p, 'end-phase', nextTurn);
    const prev = out[out.length - 1];
    const merged = prev ? mergeUnjudged(prev, step, p) : null;
    if (merged) out[out.length - 1] = merged;
    else out.push(step);
  }
  return { steps: out, events: state.events.slice(from), board: state.board };
}

/** The steps not judged here (variant `unknown`), with what each would do — so the later steps one link left can be told as one. */
const unjudged = new WeakMap<EndPhaseStepAnswer<Text>, { verbs: string[]; phase: 'end-phase' | 'standby-phase' }>();

/**
 * CH-END-PHASE-PLAYED: the later steps one link left and not judged here (「加入手卡…那之后…特殊召唤」, one delayed
 * effect) are said once, naming what each does — not the same line once per step. Null when the two are not such steps.
 */
function mergeUnjudged(prev: EndPhaseStepAnswer<Text>, step: EndPhaseStepAnswer<Text>, p: PendingLater): EndPhaseStepAnswer<Text> | null {
  const a = unjudged.get(prev);
  const b = unjudged.get(step);
  if (!a || !b || prev.link === null || prev.link !== step.link || prev.chain !== step.chain || prev.card.ref !== step.card.ref) return null;
  const verbs = [...new Set([...a.verbs, ...b.verbs])];
  const reason = say({ rule: R.END_PHASE_PLAYED, params: { variant: 'unknown', verb: verbs[0], verbs, source: p.source.name, done: [], notDone: [], link: p.link, chain: p.chain ?? null, phase: a.phase } });
  const merged: EndPhaseStepAnswer<Text> = { ...prev, rules: [...new Set([...prev.rules, ...step.rules])], reason };
  unjudged.set(merged, { verbs, phase: a.phase });
  return merged;
}

/**
 * CH-STANDBY-PHASE-PLAYED (issue 16; rules reference docs/c04/不能使用.rst:41, :102): `… 准备阶段` plays the next Standby Phase — the
 * next turn's (this turn's when the situation is in its Draw Phase) — on the board the chain left: the temporarily banished cards
 * whose return waits for it come back, or go to the GY as CH-TEMP-BANISH-RETURN says (a declared name locks it: `不能使用`). A card
 * the situation states banished (`一时除外中`) comes back in the phase its own text names; one whose text names none is assumed to
 * wait for this one (said in the assumptions). A return bound to 「自己准备阶段」 waits for its controller's: in the other player's
 * Standby Phase it is listed as still waiting. Only returns are played here; other steps left for a Standby Phase (CH-DELAYED: 「下个回合的
 * 准备阶段…特殊召唤」) are listed as left and not judged.
 */
function playStandbyPhase(state: EngineState, before: Board): EndPhaseStepAnswer<Text>[] {
  // (From the Draw Phase the next Standby Phase is this turn's: 「下个回合的准备阶段」 does not come in it — CH-STANDBY-NEXT-TURN.)
  const thisTurn = state.scenario.phase === 'draw-phase';
  const whose: Player = thisTurn ? state.scenario.turnPlayer : state.scenario.turnPlayer === 'A' ? 'B' : 'A';
  const stated = carried(state, before).filter((p) => p.kind === 'return' && p.link === null);
  for (const p of stated) {
    if (p.phase === 'standby-phase') continue;
    p.phase = 'standby-phase';
    state.assumptions.push(t(`「${p.source.name}」（一时除外中）的卡片文本没有写回到场上的时机：按所问假定在这个准备阶段回到场上。`, `${p.source.name} (banished for a while): its text names no moment it comes back; assumed to come back in this Standby Phase, as asked.`));
  }
  // (CH-DELAYED: a step an effect left for the Standby Phase — 「下个回合的准备阶段…特殊召唤」 — is listed with the returns.)
  const pending = [...stated, ...(state.pending ?? []).filter((p) => p.phase === 'standby-phase' && (p.kind === 'return' || p.kind === 'step'))];
  const out: EndPhaseStepAnswer<Text>[] = [];
  for (const p of pending) {
    // (「直到下次的自己准备阶段」, read by the compiler: `banishReturnOwn`; CMP-UNTIL-NEXT-PHASE: 「直到下次的对方准备阶段」 — the other player's,
    // the step's `lastsUntil`.)
    const named = p.action.lastsUntil?.at === 'standby-phase' ? p.action.lastsUntil.whose : undefined;
    const back = named === 'opponent' ? opponent(p.source.controller) : named === 'self' || p.source.card.banishReturnOwn === true ? p.source.controller : null;
    // (s57) 「第2次自己的准备阶段时…回到」: the Standby Phase played is the next one — the first, not the Nth it waits for.
    const nth = p.link !== null && p.action.lastsUntil?.at === 'standby-phase' && (p.action.lastsUntil.nth ?? 1) > 1 ? p.action.lastsUntil.nth! : null;
    if ((back && back !== whose) || nth !== null) {
      const cards = (p.cards ?? []).map((x) => state.board.cards[x.ref]).filter((c): c is BoardCard => Boolean(c));
      out.push({ link: p.link, card: { id: p.source.card.id || null, name: p.source.name, controller: p.source.controller, ref: p.source.ref }, do: 'return', done: [], notDone: cards.map(ref), rules: [R.STANDBY_PHASE_PLAYED, R.TEMP_BANISH_RETURN], reason: say({ rule: R.STANDBY_PHASE_PLAYED, params: { variant: 'waits', whose, owner: back ?? whose, cards: cards.map((c) => c.card.name), nth } }) });
      continue;
    }
    // CH-STANDBY-NEXT-TURN: 「直到下个回合的准备阶段除外」 banished this turn — this turn's Standby Phase is not the next turn's.
    if (thisTurn && p.link !== null && p.source.card.banishReturnNextTurn === true) {
      const cards = (p.cards ?? []).map((x) => state.board.cards[x.ref]).filter((c): c is BoardCard => Boolean(c));
      out.push({ link: p.link, card: { id: p.source.card.id || null, name: p.source.name, controller: p.source.controller, ref: p.source.ref }, do: 'return', done: [], notDone: cards.map(ref), rules: [R.STANDBY_PHASE_PLAYED, R.STANDBY_NEXT_TURN, R.TEMP_BANISH_RETURN], reason: say({ rule: R.STANDBY_NEXT_TURN, params: { whose, card: null, n: null, cards: cards.map((c) => c.card.name) } }) });
      continue;
    }
    const step = playOne(state, p, 'standby-phase');
    out.push({ ...step, rules: [...new Set([R.STANDBY_PHASE_PLAYED, ...step.rules.filter((r) => r !== R.END_PHASE_PLAYED)])] });
  }
  // CH-STANDBY-ARMED-TRIGGER: the Standby Phase triggers the chain armed (「…被效果破坏送去墓地的场合，下次的准备阶段时…」) — offered here.
  out.push(...armedStandbyTriggers(state, (state.pending ?? []).filter((p) => p.kind === 'armed'), whose, thisTurn));
  // CH-MAINTENANCE-LP: the maintenance costs of this Standby Phase — its controller pays, or the card is destroyed by rule.
  for (const c of Object.values(state.board.cards)) {
    if (!isField(c.zone) || !c.faceUp || !c.controller || c.activationNegated) continue;
    const upkeep = c.card.effects.find((e) => e.maintenanceLp)?.maintenanceLp;
    if (!upkeep || (upkeep.each === 'self' && c.controller !== whose)) continue;
    const lp = state.board.lp[c.controller] ?? null;
    const paid = lp === null || lp >= upkeep.amount;
    const card: CardRef = { id: c.card.id || null, name: c.card.name, controller: c.controller, ref: c.ref };
    if (paid) {
      if (lp !== null) state.board.lp[c.controller] = lp - upkeep.amount;
      out.push({ link: null, card, do: 'pay-lp', done: [ref(c)], notDone: [], rules: [R.STANDBY_PHASE_PLAYED, R.MAINTENANCE_LP], reason: say({ rule: R.MAINTENANCE_LP, params: { card: c.card.name, amount: upkeep.amount, whose, lp, paid: true } }) });
      continue;
    }
    moveCards(state, [c], 'gy', 'destroyed', null, null, 'rule');
    out.push({ link: null, card, do: 'destroy', done: [ref(c)], notDone: [], rules: [R.STANDBY_PHASE_PLAYED, R.MAINTENANCE_LP], reason: say({ rule: R.MAINTENANCE_LP, params: { card: c.card.name, amount: upkeep.amount, whose, lp, paid: false } }) });
  }
  return out;
}

/**
 * CH-AFTER-CALC-STEP (rules reference docs/c03/战斗阶段流程.rst:891): a step an effect activated at the damage calculation leaves for
 * 「伤害计算后」 (「这张卡不会被那次战斗破坏，伤害计算后那只对方怪兽破坏」) is done right after that calculation — which follows the chain
 * asked about when it is in the damage calculation — by effect, with no chain link: the cards its filter takes then (the monster
 * battling its card, still in the Monster Zone whatever the battle did), or the ones it named still there. Done on the chain's own
 * board; returns that board as it was at the calculation (the answer's numbers are that calculation's), or null when no step waits
 * for that moment (a chain in another step: the moment is not reached in the answer, the step stays listed as left for later).
 */
export function playAfterCalculation(state: EngineState): Board | null {
  if (state.scenario.phase !== 'damage-calculation' || !state.board.attack) return null;
  // (Also the steps an activation earlier this turn left for every attack of its target: `本回合:A:X(对象:Y)`.)
  const steps = [...afterCalcFromHistory(state), ...(state.pending ?? []).filter((p) => p.phase === 'after-damage-calculation' && p.kind === 'step')];
  if (steps.length === 0) return null;
  // The monsters that calculation destroys by battle: their destruction is settled (CH-BATTLE-DESTROYED-PENDING) — a step on 「那只对方怪兽」 takes none.
  if (steps.some((p) => p.targets)) {
    const settled = battleOutcome(state.board, [...standingRules(state.board), ...turnRules(state)])?.destroyed ?? [];
    for (const p of steps) if (p.targets) p.settled = settled;
  }
  const atCalculation = cloneBoard(state.board);
  state.pending = (state.pending ?? []).filter((p) => !steps.includes(p));
  const parts = new Map<unknown, Text[]>();
  for (const p of steps) {
    const link = p.link === null ? undefined : state.links.find((l) => l.n === p.link);
    if (link && !link.rules.includes(R.AFTER_CALC_STEP)) link.rules.push(R.AFTER_CALC_STEP);
    // 「…破坏，给与对方500伤害」: the damage of the same step is dealt then too, by effect (no chain link).
    const part = p.action.do === 'damage' ? damageAfterCalculation(state, p) : say({ rule: R.AFTER_CALC_STEP, params: { verb: p.action.do, cards: ((played) => (played.done.length ? played.done.map((c) => c.name) : null))(playOne(state, p)) } });
    const said = (state.delayed ?? []).find((d) => d.link === p.link && d.phase === p.phase);
    if (said) {
      const mine = [...(parts.get(said) ?? []), part];
      parts.set(said, mine);
      said.what = mine.length === 1 ? mine[0]! : list(mine);
      if (!said.rules.includes(R.AFTER_CALC_STEP)) said.rules = [...said.rules, R.AFTER_CALC_STEP];
    }
  }
  return atCalculation;
}

/**
 * CH-AFTER-CALC-STEP: the steps an activation earlier this turn (`本回合:`, not negated, not done by another card) left for after the damage
 * calculation of every attack of the monster it targeted (「这个回合，选择的怪兽向对方怪兽攻击的场合，伤害计算后那只对方怪兽破坏」): its
 * targets are the entry's written ones (`对象:Y`).
 */
function afterCalcFromHistory(state: EngineState): PendingLater[] {
  const out: PendingLater[] = [];
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null || h.by) continue;
    const e = historyEffect(h);
    if (!e) continue;
    for (const a of e.does) {
      if (a.whenever?.phase !== 'after-damage-calculation' || typeof a.what !== 'object' || a.what.filter.battlesWith !== 'targets') continue;
      const here = Object.values(state.board.cards).find((c) => c.card.id === h.card.id && c.controller === h.player);
      out.push({ link: null, source: { card: h.card, controller: h.player, ref: here?.ref ?? '', name: h.card.name }, phase: 'after-damage-calculation', action: a, cards: null, kind: 'step', targets: historyTargets(state.board, h) });
    }
  }
  return out;
}

/** The battle rules the turn's activations left: earlier this turn (with their written targets) and the chain's links that resolved. */
function turnRules(state: EngineState): ActiveRule[] {
  const out = earlierBattleRules(state.scenario.history, state.board);
  for (const l of state.links) if (l.outcome === 'resolved') out.push(...lingeringRules(l.card, l.effect, l.controller, l.ref, l.targets, true));
  return out;
}

/** CH-AFTER-CALC-STEP: 「给与对方500伤害」 left for after the damage calculation — dealt then, by effect, to the player it names. */
function damageAfterCalculation(state: EngineState, p: PendingLater): Text {
  const amount = typeof p.action.amount === 'number' ? p.action.amount : null;
  const me = p.source.controller;
  const victim: Player = p.action.player === 'self' ? me : me === 'A' ? 'B' : 'A';
  if (amount !== null && amount > 0) {
    const lp = state.board.lp[victim];
    if (lp !== null && lp !== undefined) state.board.lp[victim] = Math.max(0, lp - amount);
    emit(state, { type: 'damage', link: null, player: victim, amount, by: me, cause: 'effect' });
  }
  return say({ rule: R.AFTER_CALC_STEP, params: { verb: 'damage', cards: null, amount, player: victim } });
}

/** The moves an End Phase step may do: where the cards go, and the event. */
const ALL_MOVES: Partial<Record<Action['do'], { to: 'gy' | 'banished' | 'deck' | 'hand'; ev: 'destroyed' | 'banished' | 'returned-to-deck' | 'returned-to-hand' | 'sent-to-gy' }>> = {
  destroy: { to: 'gy', ev: 'destroyed' },
  banish: { to: 'banished', ev: 'banished' },
  'return-to-deck': { to: 'deck', ev: 'returned-to-deck' },
  'return-to-hand': { to: 'hand', ev: 'returned-to-hand' },
  'send-to-gy': { to: 'gy', ev: 'sent-to-gy' },
};

/**
 * CH-END-PHASE-NEXT-TURN: a step a chain link left for the next turn's End Phase. (A monster a situation says X summoned carries X's
 * step whatever turn the situation is in: the situation is taken to be in the turn the step is for.)
 */
const waitsNextTurn = (p: PendingLater): boolean => (p.kind === 'step' && p.link !== null && p.action.whenever?.nextTurn === true) || ((p.kind === 'control-back' || p.kind === 'return') && p.nextTurn === true);

function playOne(state: EngineState, p: PendingLater, phase: 'end-phase' | 'standby-phase' = 'end-phase', nextTurn = false): EndPhaseStepAnswer<Text> {
  const rules: string[] = [R.END_PHASE_PLAYED];
  const a = p.action;
  const source: CardRef = { id: p.source.card.id || null, name: p.source.name, controller: p.source.controller, ref: p.source.ref };
  const named = p.cards === null ? null : p.cards.map((x) => ({ x, c: state.board.cards[x.ref] }));
  const gone = named ? named.filter(({ x, c }) => !c || !still(state, x)).map(({ c, x }) => c ?? state.board.cards[x.ref]).filter((c): c is BoardCard => Boolean(c)) : [];
  let cards: BoardCard[] = named ? named.filter(({ x, c }) => c && still(state, x)).map(({ c }) => c!) : [];
  const acting: Acting = { ref: p.source.ref, card: p.source.card, controller: p.source.controller, n: null, name: t(`「${p.source.name}」`, p.source.name), rules, targets: [] };
  const verb = p.kind === 'return' ? 'return' : p.kind === 'control-back' ? 'control-back' : a.do;
  // SIT-THEN-CHAIN: a step a chain played before the one asked about left (`然后`) waits for its phase all the same.
  if (p.chain !== undefined) rules.push(R.THEN_CHAIN);
  const answer = (done: BoardCard[], notDone: BoardCard[], variant: string, extra: Record<string, unknown> = {}): EndPhaseStepAnswer<Text> => {
    const step = answerOf(done, notDone, variant, extra);
    if (variant === 'unknown') unjudged.set(step, { verbs: [verb], phase });
    return step;
  };
  const answerOf = (done: BoardCard[], notDone: BoardCard[], variant: string, extra: Record<string, unknown>): EndPhaseStepAnswer<Text> => ({
    link: p.link,
    ...(p.chain !== undefined ? { chain: p.chain } : {}),
    card: source,
    do: verb,
    done: done.map(ref),
    notDone: notDone.map(ref),
    rules: [...new Set(rules)],
    reason: say({ rule: R.END_PHASE_PLAYED, params: { variant, verb, verbs: [verb], source: p.source.name, done: done.map((c) => c.card.name), notDone: notDone.map((c) => c.card.name), link: p.link, chain: p.chain ?? null, phase, ...extra } }),
  });

  // CH-END-PHASE-NEXT-TURN: a step waiting for the next turn's End Phase (「下个回合的结束阶段」) is not done in this one — listed as
  // still waiting, the cards it named not done now.
  if (waitsNextTurn(p) && phase === 'end-phase') {
    rules.push(R.END_PHASE_NEXT_TURN);
    if (!nextTurn) return answer([], cards, 'next-turn');
  }
  // CH-DELAYED (s60): 「2回合以后这张卡破坏」「发动后第2次的自己的准备阶段」 — a phase counted from the activation: the phases played so far
  // (this turn's End Phase and, asked, the next turn's; the next Standby Phase) reach it, or the step still waits (said, with the count).
  const counted = p.kind === 'step' && p.link !== null ? p.action.whenever?.counted : undefined;
  if (counted) {
    rules.push(R.DELAYED);
    const turn = state.scenario.turnPlayer;
    const played = phase === 'standby-phase' ? [state.scenario.phase === 'draw-phase' ? turn : opponent(turn)] : nextTurn ? [turn, opponent(turn)] : [turn];
    const reached = countedReached(counted, played, p.source.controller);
    // (「这张卡破坏」: the card itself, still where it stays until then.)
    const self = state.board.cards[p.source.ref];
    const waiting = cards.length || p.action.what !== 'self' || !self || !isField(self.zone) ? cards : [self];
    // (The card itself left the field before then — destroyed in a later chain —: nothing is left for that phase to do.)
    if (p.action.what === 'self' && !waiting.length) return answer([], [], 'counted-gone', { n: counted.n, whose: counted.whose ?? null, reached });
    if (reached < counted.n) return answer([], waiting, 'counted-waits', { n: counted.n, whose: counted.whose ?? null, reached });
  }
  if (p.kind === 'return') return playReturn(state, p, cards, gone, rules, answer);
  if (p.kind === 'control-back') return playControlBack(state, p, cards, gone, rules, answer);

  // CH-AFTER-CALC-STEP: 「选择的怪兽向对方怪兽攻击的场合，伤害计算后那只对方怪兽破坏」 — the monster battling one of its targets (the target the
  // attacker when the filter says the other is not attacking), still in the Monster Zone and not already destroyed by that battle.
  const byTargets = named === null && typeof a.what === 'object' && a.what.filter.battlesWith === 'targets';
  if (byTargets && typeof a.what === 'object') {
    const f = a.what.filter;
    const board = state.board;
    const at = board.attack;
    const key = (r: string) => board.aliases?.[r] ?? r;
    const mine = new Set((p.targets ?? []).map(key));
    const atk = at ? key(at.attacker) : null;
    const tgt = at?.target ? key(at.target) : null;
    const other = atk && tgt ? (mine.has(atk) ? tgt : mine.has(tgt) ? atk : null) : null;
    const o = other ? board.cards[other] : undefined;
    const ctx = onBoard(board, p.source.ref, p.source.controller, false);
    cards = o && o.zone === 'monster' && !(p.settled ?? []).includes(o.ref) && matchesFilter({ ...f, battlesWith: undefined }, o, ctx) ? [o] : [];
  }
  // A step whose cards its filter names: those that fit when the phase comes.
  if (!byTargets && named === null && typeof a.what === 'object' && a.what.scope === 'all') {
    const ctx = onBoard(state.board, p.source.ref, p.source.controller, false);
    const f = typeof a.what === 'object' ? a.what.filter : {};
    cards = Object.values(state.board.cards).filter((c) => isField(c.zone) && c.faceUp !== false && matchesFilter({ ...f, place: f.place === 'monster' ? undefined : f.place }, c, ctx) && (f.place !== 'monster' || c.zone === 'monster'));
  }
  // CH-END-PHASE-PLAYED (rules reference, the docs/c04 chapter on the GY lock, line 142): 「…的场上·墓地的卡以及除外中的卡全部回到持有者卡组」 — every card of those places
  // that fits when the phase comes; under a GY lock face-up then, the GY's stay and the others' are done all the same (a step left for
  // later was applied as the effect resolved: the lock stops only its part that takes from the GY).
  const allFrom = named === null && typeof a.what === 'object' && a.what.scope === 'all' && Array.isArray(a.from) && a.from.includes('gy') && a.from.some((x) => x !== 'gy') ? a.from : null;
  const allMove = allFrom ? ALL_MOVES[a.do] : undefined;
  if (allFrom && allMove && typeof a.what === 'object') {
    const lock = gyLockOn(state, p.source.ref);
    const ctx = onBoard(state.board, p.source.ref, p.source.controller, false);
    const f = a.what.filter;
    const fits = Object.values(state.board.cards).filter((c) => c.zone !== null && matchesFilter({ ...f, place: allFrom }, c, ctx));
    const stay = lock ? fits.filter((c) => c.zone === 'gy') : [];
    const go = fits.filter((c) => !stay.includes(c));
    moveCards(state, go, allMove.to, allMove.ev, null, p.source.controller, 'effect');
    return answer(go, stay, lock && stay.length ? 'gy-lock-rest' : go.length ? 'done' : 'nothing', { unaffected: [], spared: [], ...(lock ? { lock: lock.card.name } : {}) });
  }
  if (a.from === 'gy' || (typeof a.what === 'object' && a.what.filter?.place === 'gy')) {
    // CH-END-PHASE-GY-LOCK: a step taking cards from the GY, under a GY lock face-up then.
    const lock = gyLockOn(state, p.source.ref);
    if (lock) {
      return answer([], [], 'gy-lock', { lock: lock.card.name });
    }
    return answer([], [], 'unknown');
  }
  // CH-END-PHASE-PLAYED: a step taking cards from the Deck or the GY (「从自己的卡组·墓地把…加入手卡」) under a GY lock face-up then:
  // the GY is no place it may take from; what it may take from the other places is not judged here.
  if (Array.isArray(a.from) && a.from.includes('gy')) {
    const lock = gyLockOn(state, p.source.ref);
    return lock ? answer([], [], 'gy-lock-part', { lock: lock.card.name }) : answer([], [], 'unknown');
  }
  const m = ALL_MOVES[a.do];
  if (!m) return answer([], [], 'unknown');
  const live = cards.filter((c) => isField(c.zone));
  const away = cards.filter((c) => !isField(c.zone));
  // CH-END-PHASE-NOT-TARGETING: no part of the link's resolution — it targets nothing; a destruction protection applies.
  const spared = a.do === 'destroy' ? live.filter((c) => shieldedBy(state, acting, c, 'destroy-by-effect')) : [];
  if (spared.length) rules.push(R.END_PHASE_NOT_TARGETING);
  const hit = live.filter((c) => !spared.includes(c));
  // CH-END-PHASE-APPLIED-BEFORE: an unaffected card is not spared — the effect applied to it before.
  const shielded = hit.filter((c) => c.states.some((s) => s.startsWith('unaffected')) || shieldedBy(state, acting, c, 'unaffected') || (acting.ref !== '' && unaffectedBy(state, c, acting) !== null));
  if (shielded.length) rules.push(R.END_PHASE_APPLIED_BEFORE);
  moveCards(state, hit, m.to, m.ev, null, p.source.controller, 'effect');
  return answer(hit, [...spared, ...gone, ...away], spared.length ? 'spared' : hit.length ? 'done' : 'nothing', { unaffected: shielded.map((c) => c.card.name), spared: spared.map((c) => c.card.name) });
}

/** CH-TEMP-BANISH-RETURN: the temporarily banished cards come back to their owner's field — or go to the GY. */
function playReturn(
  state: EngineState,
  p: PendingLater,
  cards: BoardCard[],
  gone: BoardCard[],
  rules: string[],
  answer: (done: BoardCard[], notDone: BoardCard[], variant: string, extra?: Record<string, unknown>) => EndPhaseStepAnswer<Text>,
): EndPhaseStepAnswer<Text> {
  rules.push(R.TEMP_BANISH_RETURN);
  const back: BoardCard[] = [];
  const toGy: { c: BoardCard; why: string }[] = [];
  // CH-TEMP-BANISH-RETURN-MANY: several coming back at once come back as many as can — each judged on the field before any of them
  // returns, the ones already let back to the same field counted too (its zones, a count limit); to another field they do not count.
  const arriving: Record<Player, number> = { A: 0, B: 0 };
  // CMP-UNTIL-NEXT-PHASE: a card banished from the hand for a while comes back to its owner's hand — no zone, no field limit.
  const toHand = cards.filter((x) => x.zone === 'banished' && p.cards?.find((y) => y.ref === x.ref)?.fromHand);
  for (const c of toHand) moveCard(state.board, c, 'hand', false);
  for (const c of cards.filter((x) => x.zone === 'banished' && !toHand.includes(x))) {
    const side = p.cards?.find((x) => x.ref === c.ref)?.side ?? c.owner ?? c.controller ?? p.source.controller;
    const why = c.states.includes('cannot-use') ? 'cannot-use' : uniqueThere(state, c, side) ? 'unique' : noMainZone(state, side, arriving[side]) ? 'no-zone' : fieldLimitOnArrival(state, side, c, -arriving[side]) ? 'field-limit' : null;
    // (fieldLimitOnArrival counts `leaving` monsters out: the ones already let back, arriving, are a negative count.)
    if (why) {
      toGy.push({ c, why });
      if (!rules.includes(R.TEMP_BANISH_RETURN_MANY) && arriving[side] > 0) rules.push(R.TEMP_BANISH_RETURN_MANY);
      continue;
    }
    arriving[side] += 1;
    c.controller = side;
    back.push(c);
  }
  moveCards(state, toGy.map((x) => x.c), 'gy', 'sent-to-gy', null, null, 'rule');
  // Not a summon: it is put back as it went — face-up, or face-down when it was banished face-down (CH-TEMP-BANISH-FACEDOWN).
  for (const c of back) moveCard(state.board, c, 'monster', c.faceUp);
  return answer([...toHand, ...back], [...toGy.map((x) => x.c), ...gone], toGy.length ? 'to-gy' : back.length || toHand.length ? 'returned' : 'nothing', { toGy: toGy.map((x) => ({ name: x.c.card.name, why: x.why })), owners: back.map((c) => c.controller), ...(toHand.length ? { toHand: toHand.map((c) => c.card.name) } : {}) });
}

/**
 * CTL-UNTIL-END-PHASE: control changed until the End Phase (「直到这个回合的结束阶段前，…控制权转移给对方」) goes back to the player who
 * had the monster before — the one still on the field as the same card (one that left or was turned face-down since is a new card,
 * out of the effect's reach). CTL-ZONE-CHOOSER: the player getting it back chooses the Monster Zone.
 */
function playControlBack(
  state: EngineState,
  p: PendingLater,
  cards: BoardCard[],
  gone: BoardCard[],
  rules: string[],
  answer: (done: BoardCard[], notDone: BoardCard[], variant: string, extra?: Record<string, unknown>) => EndPhaseStepAnswer<Text>,
): EndPhaseStepAnswer<Text> {
  rules.push(R.CONTROL_UNTIL_END_PHASE, R.ZONE_CHOOSER);
  const sideOf = (c: BoardCard): Player | null => p.cards?.find((x) => x.ref === c.ref)?.side ?? c.owner ?? null;
  const back = cards.filter((c) => c.zone === 'monster' && sideOf(c) !== null && c.controller !== sideOf(c));
  const away = cards.filter((c) => !back.includes(c));
  for (const side of [...new Set(back.map(sideOf))]) {
    const mine = back.filter((c) => sideOf(c) === side);
    for (const c of mine) c.controller = side;
    emit(state, { type: 'control-changed', cards: mine.map((c) => c.ref), link: null, by: null, cause: 'rule', zoneBy: side ?? undefined });
  }
  return answer(back, [...away, ...gone], back.length ? 'control-back' : 'nothing', { owners: back.map((c) => c.controller) });
}

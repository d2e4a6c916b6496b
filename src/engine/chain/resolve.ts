/**
 * resolveChain: from a scenario with chain links to every link's legality and outcome, the
 * resolution order and the events, for the trigger-window rules. Activation in order
 * (./activate.ts), resolution in reverse (here), the effects of each action (./actions.ts).
 */
import { turnPartWords } from '../phrases/turn-part-words.js';
import { countedTurnsParts, stayingCardParts } from './counted-turns.js';
import { partsNamingReached, partsWithTargetGone, type TargetGoneParts } from './target-gone-parts.js';
import { notedReplacementsUnused } from '../game/destroy-replacement.js';
import { upToCountPick } from './up-to-count.js';
import { keepDefenseAttack } from '../game/attack-in-defense.js';
import { applyPerEvent, watchEarlierPerEvent } from '../game/linger-per-event.js';
import { applyBurnPerAdd } from '../game/burn-per-add.js';
import { opponentBattler, opponentBattlerRefs } from '../game/battle-opponent.js';
import { attackerGoneForCalc, damageCalculatedAbove, procedureStep, summonsOnly } from './damage-calc-link.js';
import { performDamageCalc, sendBattleDestroyed } from './damage-calc-performed.js';
import { playAfterCalculation } from '../game/end-phase.js';
import { isLingering, staysUntilCounted } from '../game/action-kinds.js';
import { activatedOnChain, activationPending, isReturnAction, leavesAfterChain } from '../game/on-chain.js';
import { continuouslyNegated, lingeringUnaffectedLink, printedUnaffected, shieldedBy, stateUnaffected, unaffectedBy } from '../game/protection.js';
import { t, type Text, zhJoined, enJoined } from '../../i18n/text.js';
import type { Scenario } from '../../scenario/types.js';
import type { Action, Card, CardFilter, EffectFacts } from '../../cards/facts.js';
import type { LinkAnswer, CardRef } from '../../answer/types.js';
import type { ActionResult, Board, BoardCard, ChainResult } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { newEngineState, pushOnce } from '../game/state.js';
import { columnOf } from '../game/field-zones.js';
import { columnNegatedBy } from '../game/column-negation.js';
import { countersOffNegated, negatedSource, ownChangesOffNegated } from '../game/negated-counters.js';
import { keptTargetNegatedBy } from './kept-target-negated.js';
import { duelEnd, specialWinsMet } from '../game/duel-end.js';
import { battleFlippedName, buildBoard, cloneBoard, onField } from '../game/board.js';
import { heldEarlierStats } from '../game/stat-held-earlier.js';
import { activateAll } from './activate.js';
import { summonGrantedUnnegatable } from '../game/summon-grant.js';
import { isSummon } from '../game/perform.js';
import { applyAction, continuousTrapMonsterNegation, flipSummonGone, setAgain, lastMove, moveCards, negateLink, summonedOnField, type ResolveContext } from '../game/actions.js';
import { checkCondition, effectFilterMatches, isAttacking, lockedStep, matchesFilter, onBoard, sideMatches, zonesKnownAt } from '../game/match.js';
import { stepPlaces } from './applies.js';
import { noteFieldInPart } from './field-in-part.js';
import { activationOf, stateView } from '../game/state.js';
import { isField } from '../game/board.js';
import { isLastingSpellTrap, isPendulumSpellActivation } from '../game/speed.js';
import { emit, nextStep } from '../game/events.js';
import { sparedAsEquipEffect } from './equip-effect-not-monster.js';
import { refreshEquips, wasIncorrect } from '../game/equip.js';
import { appliesFrom, refreshFieldStats } from '../game/field-stats.js';
import { recount } from '../game/stat-scale.js';
import { anyChanged, applyChanges, negatedChangers, readsChangeable, rememberChangers } from '../game/changes.js';
import { cardName, sentences } from '../phrases/words.js';
import { say } from '../phrases/index.js';
import { shownInPart } from '../game/shown-card.js';
import { R } from '../rule-ids.js';
import { diceFloorStep } from './dice-floor.js';
import { cardsWith, keysWith, standing } from '../game/standing.js';
import { fieldLimitAtResolution, fieldLimitOnStep } from './field-limit.js';
import { summonCountOnStep } from './summon-count.js';
import { uniqueArrivalFailure } from './unique.js';
import { enforceLimits, limitsOnBoard, snapshot } from './limit-enforce.js';
import { applyPerActivation } from './per-activation.js';
import { applyLevelSteps } from './level-at-resolution.js';
import { applyCopyAtResolution } from './copy-at-resolution.js';
import { conditionHolds, negationBlocked } from '../game/unnegatable.js';
import { negatedByNameEarlier } from '../game/name-negate-earlier.js';
import { targetLockNegation } from './target-lock-negate.js';
import { heldNegationOf } from '../game/held-negation.js';
import { markNegatedEarlier, negatedEarlier, negatedOffField, stillNegatedEarlier } from './negated-earlier.js';
import { pledgeAbove } from './pledge.js';
import { nothingLeftOnTargets } from './nothing-on-target.js';
import { applyOnTargeted } from './on-targeted.js';
import { applySelfDestruct, selfDestructBaseline } from './self-destruct.js';
import { equipDespiteNegation } from './equip-negated.js';
import { anywayNegations, applyNonChainNegations, mustApplyNegations, negatorHit, noteAnywayNegations, noteContinuousNegator, noteMayApplyNothing, noteOptionalNegation, optionalNegationOf, type Negator } from './nonchain-negate.js';
import { negateTargetsOnResolve } from './cont-targets.js';
import { copiedBy, stepsWithCopy } from './copy-effect.js';
import { lowerShortAtResolution, lowerShortTargetAtResolution } from './zero-amount.js';
import { levelShortAtResolution } from './level-short.js';
import { copiedCannotReturn } from '../game/copied.js';
import { anyBound, bindOnResolve, bondNegatorOf, negatedByBond } from '../game/bonds.js';
import { cannotBeBanished } from '../game/undergo.js';
import { grantedCannotBeBanished } from '../game/banish-grant.js';
import { standingRewrite } from './rewrite-standing.js';
import { playEndPhase, playEndPhaseOn } from '../game/end-phase.js';
import { rememberArmed } from '../game/armed-standby.js';
import { earlierNegations } from '../game/history.js';
import { tiedPickEmpty } from './tied-pick.js';
import { partialFields } from '../game/listed-pick.js';
import { boundStepBelow } from '../game/stat-below.js';
import { materialKinds, tierMet, tributeMet } from '../game/material-kinds.js';
import { battlePhaseEnd, battlesUnstated } from '../game/battle-phase-end.js';

/** CH-COST-SELF-LEAVES: cost steps that take a card off the field. */
const MOVES_OFF_FIELD = new Set<string>(['send-to-gy', 'banish', 'return-to-hand', 'return-to-deck', 'tribute', 'destroy']);

/**
 * Resolve the scenario's chain. `prelude` (notation form 14): an action performed before it, whose
 * window the chain was built in — the chain starts from the board it left, after its events.
 */
export function resolveChain(scenario: Scenario, prelude: ActionResult | null = null): ChainResult {
  const board = prelude ? cloneBoard(prelude.after) : buildBoard(scenario);
  const state = newEngineState({
    scenario,
    board,
    // The action's own events stay the action's (its window was the one this chain was built in):
    // the chain's events follow them in time.
    prelude: prelude ? prelude.events : [],
    preludeChain: prelude?.fromChain ? true : undefined,
    // CH-MAIN-PHASE-ACTION: an action refused was not made — the chain after it answers nothing it would have done.
    actionRefused: prelude?.refused,
    preludeBefore: prelude ? prelude.before : undefined,
    windowLevels: prelude?.windowLevels,
    windowMissed: prelude?.windowMissed,
    // SIT-THEN-CHAIN: a step a chain before this one left for a later phase still waits for it (./then-chain.ts).
    pending: prelude?.pending?.length ? prelude.pending.map((p) => ({ ...p })) : undefined,
    // SIT-THEN-CHAIN: a protection a chain before this one left for the turn still applies (./then-chain.ts).
    lingering: prelude?.lingering?.length ? prelude.lingering.map((l) => ({ ...l, cards: [...l.cards] })) : undefined,
    step: prelude ? prelude.events.reduce((m, e) => Math.max(m, e.step), 0) : 0,
    knownZones: new Set(scenario.knownZones.map((z) => `${z.player}:${z.zone}`)),
    bonded: anyBound(board),
  });
  // The continuous effects every link may read: negations, name/type changes (../game/changes.ts),
  // per-turn activation limits — from the chain's standing roles (../game/standing.ts, one pass over the
  // board), in board order. A card whose effects an earlier effect negated (`(效果无效)`) applies none of
  // them (CH-NEGATED-EARLIER).
  let negatedBefore = false;
  for (const key in board.cards) {
    const c = board.cards[key]!;
    if (c.states.length > 0 && (negatedEarlier(c) || negatedOffField(c))) {
      negatedBefore = true;
      break;
    }
  }
  // CH-CANNOT-USE: a card whose name is declared (不能使用) applies none of its effects either (docs/c04/不能使用.rst:84–90).
  const applying = (c: BoardCard) => c.states.length === 0 || (!(negatedBefore && negatedEarlier(c)) && !c.states.includes('cannot-use'));
  // CH-PENDULUM-EFFECT-ZONE: a Pendulum card's negation applies from where its kind of effect does — a Pendulum Effect from the
  // Pendulum Zone, a monster effect from the Monster Zone.
  const fromItsZone = (source: BoardCard, effect: EffectFacts): boolean => !source.card.type.subtypes.includes('pendulum') || appliesFrom(source, effect);
  for (const source of cardsWith(state, 'negations')) if (applying(source)) for (const { effect, action } of standing(source.card).negations) if (fromItsZone(source, effect)) state.negators.push({ source, effect, action });
  const changing: BoardCard[] = cardsWith(state, 'typeChanges').filter(applying);
  state.limiters = cardsWith(state, 'activationLimits').filter(applying);
  rememberChangers(board, changing);
  const pending = (c: BoardCard) => activationPending(state, c);
  applyChanges(board, changing, pending);
  // CH-NEGATED-CHANGE: a holder of a change whose effects a face-up card negates applies none of it — said once.
  for (const c of negatedChangers(board, changing, pending)) pushOnce(state.assumptions, say({ rule: R.NEGATED_CHANGE, params: { card: c.card.name } }));
  // CH-BATTLE-FLIPPED: a monster listed face-down that the battle has already turned face-up (../game/board.ts) — said, with when its flip effects come.
  const battleFlipped = prelude ? null : battleFlippedName(scenario);
  if (battleFlipped) pushOnce(state.assumptions, say({ rule: R.BATTLE_FLIPPED, params: { card: battleFlipped } }));
  equipsAfter(state, null, true);
  // CH-STAT-HELD-EARLIER: a change an earlier activation holds on its target for the Damage Step of its attack (../game/stat-held-earlier.ts).
  if (scenario.history?.length) heldEarlierStats(state);
  // CH-LINGER-DRAW-EARLIER: a 「这个回合，每次…抽1张」 an earlier activation of the turn left answers this chain's summons too.
  if (scenario.history?.length) watchEarlierPerEvent(state);
  const before = cloneBoard(board);
  // The window reads the changers of this board too (../window/candidates.ts): the same keys' cards, every
  // holder of a name/type change (negated or not, as `changers` finds them), with no pass over the board.
  rememberChangers(before, keysWith(state, 'typeChanges').map((k) => before.cards[k]!));
  // CH-SPECIAL-WIN: a special win met by the action before the chain or by a link's cost ends the Duel at once: no
  // link is activated after it (the LP of CH-LP-ZERO are judged at resolution, below).
  const origin = prelude ? prelude.before : before;
  activateAll(state, scenario.links, () => (specialWinsMet(origin, board).length > 0 ? duelEnd(origin, board) : null));
  if (negatedBefore) markNegatedEarlier(state, before);
  if (changing.length > 0 && anyChanged(board)) for (const l of state.links) if (readsChangeable(l.effect)) l.rules.push(R.CHANGE_TYPE);
  // A summon negation as Chain Link 1: the monster written after → is being summoned, and until it
  // arrives it is in no zone (seed 000, 召唤的处理 ③) — so 「从场上」 conditions are never met by it.
  const first = state.links[0];
  // (A monster being Flip Summoned is already face-up on the field: it stays there — CH-FLIP-SUMMON-CHAIN.)
  // (So is a Gemini monster being summoned again — CH-GEMINI-SUMMON-CHAIN.)
  if (first && first.legal !== false && first.effect?.respondsToSummon && !summonedOnField(scenario)) {
    for (const ref of first.targets) {
      if (board.cards[ref]) board.cards[ref]!.zone = null;
      if (before.cards[ref]) before.cards[ref]!.zone = null;
    }
  }

  // Resolve from the last link to the first (逆序处理).
  const order: number[] = [];
  const watch = limitsOnBoard(state);
  selfDestructBaseline(state);
  for (let i = state.links.length - 1; i >= 0; i--) {
    const link = state.links[i]!;
    if (link.legal === false) continue;
    order.push(link.n);
    // CH-LP-ZERO: a player whose LP this chain brought to 0 (a cost paid, damage) has lost at once: nothing more resolves.
    // CH-SPECIAL-WIN: so does a special win met by a cost or once a link has resolved (never in the middle of one).
    const end = duelEnd(origin, board);
    if (end) {
      link.rules.push(...end.rules);
      finish(link, 'no-effect', null, end.reason === 'lp-zero' ? say({ rule: R.LP_ZERO, params: { name: link.name, player: end.losers[0] } }) : end.reason === 'deck-out' ? say({ rule: R.DECK_OUT, params: { name: link.name, players: end.losers } }) : say({ rule: R.SPECIAL_WIN, params: { name: link.name, winner: end.winner, cards: end.wins.map((w) => w.name) } }));
      continue;
    }
    nextStep(state);
    const limits = watch ? snapshot(board) : null;
    // CH-NONCHAIN-NEGATE: negations on no chain that must apply to it, found before it resolves (./nonchain-negate.ts).
    // Asked for every link (issue 10): with no continuous negation on the board (`state.negators`, fixed for the chain) none can
    // apply — no list is made; with one, every link is asked as before.
    const negating = state.negators.length > 0;
    const mustApply = negating && link.activationNegatedBy === null ? mustApplyNegations(state, link) : NO_NEGATORS;
    // CH-NONCHAIN-NEGATE-ANYWAY: those that may apply whatever else negates it, found before it resolves too.
    const anyway = negating ? anywayNegations(state, link) : NO_NEGATORS;
    resolveLink(state, link);
    // CH-REPLACE-DESTROY-NOTED: a replacement its note applies that did not apply is said not to, and why.
    notedReplacementsUnused(state, link);
    // CH-DAMAGE-CALC-PERFORMED: an effect that moves the attack and performs the damage calculation does it now.
    performDamageCalc(state, link);
    // CT-BOND: a card that stays on the field keeps targeting what its resolution targeted (the monster it summoned).
    if (link.outcome === 'resolved' && bindOnResolve(state, board.cards[link.ref], link.targets)) link.rules.push(R.BOND);
    // (They apply only to a link whose effect was negated: the list is made for that link alone — issue 10.)
    // (Joined by concat, a builtin: the spread, compiled into this function, met arrays of two element kinds — an empty list and a
    // list of negations — and threw the whole chain loop out of optimised code when the other one came first — issue 10.)
    if (link.outcome === 'effect-negated') applyNonChainNegations(state, link, mustApply.concat(optionalNegationOf(link)));
    // CH-EQUIP-NEGATED-STAYS: an Equip Spell whose effect was negated still equips when it stays on the field (./equip-negated.ts).
    equipDespiteNegation(state, link);
    noteAnywayNegations(state, link, anyway);
    negateTargetsOnResolve(state, link);
    // 「成为效果的对象时」 continuous effects of the cards this link targeted apply as it ends (CH-TARGETED-CONTINUOUS).
    applyOnTargeted(state, link);
    // CH-SELF-DESTRUCT: a self-destruction whose state this resolution brought about applies as it ends.
    applySelfDestruct(state, link);
    // CH-STAT-PER-ACTIVATION: 「每次对方把…发动，…攻击力上升·下降」 is made as the activated effect has finished resolving.
    applyPerActivation(state, link);
    // CH-LINGER-PER-EVENT: a lasting 「每次…」 step left by a link already resolved answers the events this one made, at once.
    applyPerEvent(state);
    // CH-BURN-PER-ADD: cards this link put in a hand, answered at once by a face-up burn for them.
    applyBurnPerAdd(state, link);
    // CH-TRAP-MONSTER-NEGATED: a trap monster also a Trap that a continuous negation of Traps now covers goes back to the S/T Zone.
    continuousTrapMonsterNegation(state, link);
    applyChanges(board, changing, pending);
    // CH-ATTACKER-DEFENSE: an attacker this link changed to Defense Position that may attack so is still the attacker, with its DEF.
    keepDefenseAttack(board);
    // 「只能有○○存在」: what the limits no longer allow is sent / destroyed by rule (CH-FIELD-LIMIT-SEND, CH-ONLY-ONE-DESTROY).
    if (watch && limits) enforceLimits(state, link, limits, watch);
    // an equip card whose monster left (or was sent by a limit above) is destroyed by rule (CH-EQUIP-DESTROYED).
    equipsAfter(state, link);
  }
  // CH-LP-ZERO: once a player has lost, the Duel is over — no card is sent by rule at the chain's end, and a
  // summon a negation was answering does not succeed.
  const over = duelEnd(origin, board) !== null;
  let atCalculation: Board | null = null;
  if (!over) {
    chainEnd(state);
    // CH-DAMAGE-CALC-PERFORMED: the end of the damage step — the monsters that calculation destroyed go to the GY.
    sendBattleDestroyed(state);
    // CH-AFTER-CALC-STEP: in the damage calculation, the calculation follows the chain; a step left for 「伤害计算后」 is done then.
    atCalculation = playAfterCalculation(state);
    applyChanges(board, changing);
    equipsAfter(state, null);
    if (first && first.legal !== false && first.effect?.respondsToSummon) {
      const limits = watch ? snapshot(board) : null;
      summonOutcome(state, first);
      // CH-FIELD-LIMIT-SEND: the summon the chain answered succeeds only now; a monster it brings that breaks a limit
      // next to those the chain left is sent to the GY by rule as it arrives (rules reference docs/c03/只能有○○存在.rst:154–156).
      if (watch && limits) enforceLimits(state, first, limits, watch, null);
    }
  }

  // By link number, in one loop (an object literal with a getter here made a new hidden class per chain, kept in old space).
  const failures: ChainResult['failures'] = {};
  for (const l of state.links) if (l.failure) failures[l.n] = l.failure;
  // CH-STANDBY-ARMED-TRIGGER: the Standby Phase triggers this chain armed wait with the steps left for later (../game/armed-standby.ts).
  rememberArmed(state, before);
  // WIN-BATTLE-PHASE-END-UNSTATED: `… 战斗阶段结束` — a 「这张卡进行战斗的战斗阶段结束时」 trigger whose monster's battles are not written.
  if (scenario.later === 'battle-phase-end') for (const a of battlesUnstated(state.board)) pushOnce(state.assumptions, a);
  return {
    links: state.links.map((l) => toAnswer(state, l, before)),
    resolutionOrder: order,
    events: state.events,
    before,
    after: state.board,
    ...(state.calculated ? { calculated: state.calculated } : {}),
    ...(atCalculation ? { atCalculation } : {}),
    ...(state.attackMoved ? { attackMoved: state.attackMoved } : {}),
    ...(state.notesSetAside?.length ? { notesSetAside: state.notesSetAside } : {}),
    assumptions: state.assumptions,
    warnings: state.warnings,
    failures,
    delayed: state.delayed ?? [],
    lasting: state.lasting ?? [],
    ...(state.skips?.length ? { skips: state.skips } : {}),
    ...(state.pending?.length ? { pending: state.pending } : {}),
    ...(state.lingering.length ? { lingering: state.lingering } : {}),
    // CH-END-PHASE-PLAYED: `… 结束阶段` — the End Phase played on a copy of the board the chain left.
    ...(scenario.later === 'end-phase' || scenario.later === 'next-end-phase' ? endPhaseParts(state, before, scenario.later === 'next-end-phase') : {}),
    // CH-STANDBY-PHASE-PLAYED: `… 准备阶段` — the next Standby Phase, the same way.
    ...(scenario.later === 'standby-phase' ? { standbyPhase: playEndPhase(state, before, 'standby-phase') } : {}),
    // CH-BATTLE-PHASE-END-POSITION: `… 战斗阶段结束` — the end of the Battle Phase, on the board the chain left.
    ...(scenario.later === 'battle-phase-end' ? { battlePhaseEnd: battlePhaseEnd(state.board) } : {}),
  };
}

/** No negation on no chain (shared, never written: the per-link hooks only read it). */
const NO_NEGATORS: Negator[] = [];

/** CH-END-PHASE-PLAYED: the End Phase steps, and (WIN-END-PHASE-STEP) what they did, for the window after them. */
function endPhaseParts(state: EngineState, before: Board, nextTurn = false): Pick<ChainResult, 'endPhase' | 'endPhasePlayed'> {
  const played = playEndPhaseOn(state, before, nextTurn);
  return { endPhase: played.steps, endPhasePlayed: { events: played.events, board: played.board } };
}

function toAnswer(state: EngineState, l: LinkState, before: Board): LinkAnswer<Text> {
  // A target as it was when the chain was built: its controller then (a monster revived from the opponent's GY
  // shows the opponent's, though it is the reviver's once the chain resolved).
  const ref = (r: string): CardRef => {
    const c = before.cards[r] ?? state.board.cards[r];
    return { id: c && c.card.id ? c.card.id : null, name: c?.card.name ?? '?', controller: c?.controller ?? null, ref: r };
  };
  return {
    n: l.n,
    card: { id: l.card.id || null, name: l.card.name, controller: l.controller, ref: l.instanceRef },
    // A card-activation record without a number of its own (n 0) is reported as no effect number.
    effect: l.effect ? (l.effect.choiceOf ?? (l.effect.n > 0 ? l.effect.n : null)) : null,
    controller: l.controller,
    controllerAssumed: state.scenario.links.find((s) => s.n === l.n)?.controllerAssumed ?? false,
    speed: l.speed,
    targets: l.targets.map(ref),
    legal: l.legal,
    illegalReason: l.illegalReason,
    outcome: l.outcome,
    by: l.by,
    reason: l.reason,
    rules: distinct(l.rules),
    ...(l.notes ? { notes: l.notes } : {}),
  };
}

/** The list without repeats, first occurrence kept (as `[...new Set(list)]`, without a Set: a link's rules are a handful). */
function distinct(list: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) if (!out.includes(list[i]!)) out.push(list[i]!);
  return out;
}

/**
 * Resolve one chain link (CH-REVERSE), in three stages kept as separate functions — each small enough for V8 to
 * optimise on its own (issue 10: the single 330-line function was re-optimised whole on every deoptimisation):
 * whether the link does anything at all, the checks on its board and targets, then its steps in order.
 */
function resolveLink(state: EngineState, link: LinkState): void {
  link.rules.push(R.REVERSE);
  const read = effectAsResolved(state, link);
  if (!read) return;
  const prepared = checkBeforeSteps(state, link, read);
  if (prepared) applySteps(state, link, prepared);
}

/** The effect a link resolves with, its card, and the standing rewrite over it, once nothing stops the link outright. */
interface ResolvingEffect {
  name: Text;
  self: BoardCard | undefined;
  e: EffectFacts;
  standing: BoardCard | null;
}

/** What the checks before the steps leave: the notes said so far and the cards the steps act on. */
interface PreparedLink extends ResolvingEffect {
  notes: Text[];
  copy: ReturnType<typeof copiedBy>;
  validTargets: string[];
  incomplete: boolean;
  copyTargets: string[];
  /** CH-GY-LOCK-PARTIAL: the step a GY lock keeps from applying (it and those after it are not done), and what the lock says. */
  stopAt: Action | null;
  gyLockReason: Text | null;
  /** CH-TURN-PART (s58): every target gone, only the parts added to the effect apply — a comma part (「A，这个回合B」) does not. */
  partsOnly: boolean;
}

/**
 * Whether the link resolves at all: a note saying it does nothing, its activation or effect negated, no facts known, a
 * copied effect that cannot return its card, or a card that had to stay (face-up, in the GY, in the Monster Zone) gone.
 * Null when the link is finished here.
 */
function effectAsResolved(state: EngineState, link: LinkState): ResolvingEffect | null {
  const name = link.name;
  const board = state.board;
  const self = board.cards[link.ref];

  // Notes the user wrote on higher links act like those links' effects; a note on this link states its outcome.
  if (link.directives.some((d) => d.kind === 'no-effect')) {
    link.rules.push(R.NOTE);
    return finish(link, 'no-effect', null, say({ rule: R.NOTE, params: { name, variant: 'no-effect' } }));
  }
  if (link.activationNegatedBy !== null) {
    const by = state.links.find((l) => l.n === link.activationNegatedBy)!;
    link.rules.push(R.NEGATE_ACTIVATION);
    return finish(
      link,
      'activation-negated',
      by.n,
      say({ rule: R.NEGATE_ACTIVATION, params: { name, by: by.name } }),
    );
  }
  // CH-NEGATE-NO-RESOLUTION: a Continuous Spell/Trap's card activation whose activation resolves nothing (its whole effect is
  // continuous, from resolution on) gives an effect negation nothing to negate: it resolves and its effect applies.
  if (link.effectNegatedBy !== null && link.cardActivation && isLastingSpellTrap(link.card) && link.card.type.subtypes.includes('continuous') && link.effect && link.effect.does.every((a) => a.do === 'other') && link.card.effects.some((x) => x.kind === 'continuous' && x.does.length > 0)) {
    link.rules.push(R.NEGATE_NO_RESOLUTION);
  } else if (link.effectNegatedBy !== null && link.effect?.cannotBeNegated?.when?.length && link.effect.cannotBeNegated.effect && conditionHolds(link, state)) {
    // CH-UNNEGATABLE-IF: negated earlier while its state did not hold, the effect is read again now: the state holds, so it applies.
  } else if (link.effectNegatedBy !== null) {
    const by = state.links.find((l) => l.n === link.effectNegatedBy)!;
    link.rules.push(R.NEGATE_EFFECT);
    // (An effect that took no target is not said to keep 「它的对象」.)
    return finish(link, 'effect-negated', by.n, say({ rule: R.NEGATE_EFFECT, params: { name, by: by.name, targets: link.targets.length > 0 } }));
  }
  const own = link.effect;
  if (!own) {
    link.rules.push(R.UNKNOWN);
    return finish(link, null, null, say({ rule: R.UNKNOWN, params: { name, variant: 'outcome' } }));
  }
  // CH-REWRITE: rewritten by a higher link (「那个效果变成「…」」), the effect does the new steps only: its own conditions for resolving and
  // its need to stay on the field are its text's and no longer apply, and it acts on its targets only if the new text names them
  // (docs/c03/无效.rst:561–605).
  // CH-REWRITE-STANDING: a continuous rewrite on the field applies over one a link made.
  const standing = standingRewrite(state, link);
  const e: EffectFacts = link.rewrittenInto ? rewritten(own, link.rewrittenInto) : own;

  // CH-COPY-RETURN: a mandatory gained effect returning this card to the Extra Deck, on a card that cannot go there: nothing applies.
  if (copiedCannotReturn(link.card, e)) {
    link.rules.push(R.COPY_RETURN);
    return finish(link, 'no-effect', null, say({ rule: R.COPY_RETURN, params: { name, from: link.card.copiedFrom!.name, variant: 'resolution' } }));
  }
  // Needs its card face-up on the field (永续·装备·场地魔法陷阱, 「只要这张卡在场上表侧表示存在」).
  const activatedOnField = isField(link.activatedFrom) || link.cardActivation;
  // CH-COST-SELF-LEAVES: an effect whose cost sends its own card off the field (「把这张卡送去墓地才能发动」) is activated
  // knowing the card leaves: it resolves from wherever the card went (a Continuous Trap sending itself to the GY as its cost, docs/c03/无效.rst:231).
  const costMovesSelf = !link.cardActivation && (e.cost ?? []).some((a) => a.what === 'self' && MOVES_OFF_FIELD.has(a.do));
  // CH-PENDULUM-STAYS: a Pendulum Effect activated in its Pendulum Zone (the card is a Spell Card there, like a Continuous Spell) needs it there too.
  // CH-PENDULUM-ACTIVATION: so does the card's own activation placing it there (a Spell Card's, that must stay as a Continuous Spell's).
  const pendulumStays = isPendulumSpellActivation(link.card, e, link.activatedFrom, link.cardActivation) && !costMovesSelf && e.staysOnField !== false;
  const mustStay = e.staysOnField === true || pendulumStays || (e.staysOnField !== false && !costMovesSelf && isLastingSpellTrap(link.card) && activatedOnField);
  const stillThere = self !== undefined && onField(self) && self.faceUp;
  if (costMovesSelf && isLastingSpellTrap(link.card) && activatedOnField) link.rules.push(R.COST_SELF_LEAVES);
  if (mustStay && !stillThere) {
    link.rules.push(R.STAYS_ON_FIELD);
    if (pendulumStays) link.rules.push(R.PENDULUM_STAYS);
    const gone = lastMove(state, link.ref);
    return finish(
      link,
      'no-effect',
      // Its own cost that moved it (解放自身) is no later link that made it do nothing.
      gone?.link !== undefined && gone.link !== null && gone.link > link.n ? gone.link : null,
      say({ rule: R.STAYS_ON_FIELD, params: { name, byLink: gone?.link ?? null, how: gone?.type ?? null } }),
    );
  }
  // An effect that only changes its own card where it stands does nothing once that card left (CH-SELF-GONE).
  if (isField(link.activatedFrom) && !link.cardActivation && changesOwnCardOnly(e.does) && !(self && onField(self) && self.faceUp)) {
    link.rules.push(R.SELF_GONE);
    const gone = lastMove(state, link.ref);
    return finish(link, 'no-effect', gone?.link ?? null, say({ rule: R.SELF_GONE, params: { name } }));
  }
  // CH-SELF-LEFT-GY: an effect activated in the GY whose every step moves that card itself (「墓地的这张卡…盖放／特殊召唤／加入手卡」)
  // does nothing once the card left the GY in the chain (banished by an answer): there is no card left to move.
  if (link.activatedFrom === 'gy' && !link.cardActivation && movesOwnCardOnly(e.does) && !(self && self.zone === 'gy')) {
    link.rules.push(R.SELF_LEFT_GY);
    const gone = lastMove(state, link.ref);
    return finish(link, 'no-effect', gone?.link !== undefined && gone.link !== null && gone.link > link.n ? gone.link : null, say({ rule: R.SELF_LEFT_GY, params: { name } }));
  }
  // 「…给这张卡装备」: cards equipped to its own monster, which must still be face-up in the Monster Zone — else nothing is
  // chosen nor equipped (CH-EQUIP-HOLDER-GONE; rules reference docs/c03/装备卡.rst:62–69).
  if (isField(link.activatedFrom) && !link.cardActivation && equipsOntoSelfOnly(e.does) && !(self && self.zone === 'monster' && self.faceUp)) {
    link.rules.push(R.EQUIP_HOLDER_GONE);
    const gone = lastMove(state, link.ref);
    return finish(link, 'no-effect', gone?.link !== undefined && gone.link !== null && gone.link > link.n ? gone.link : null, say({ rule: R.EQUIP_HOLDER_GONE, params: { name } }));
  }
  // CH-PROCEDURE-SELF-GONE: a summon by procedure with this card as a material (「…只用那只怪兽和这张卡为素材…同调召唤」) whose
  // first step picks its monster at resolution (no target fixed at activation) needs that later summon: with this card not
  // face-up in the Monster Zone nothing applies, not even the first step (rules reference docs/c03/特定效果的处理方法.rst:116–121).
  // (That summon is read as one with this card among its materials, CMP-SUMMON-WITH-MOVED.)
  if (isField(link.activatedFrom) && !link.cardActivation && e.summonsByProcedure && !e.targets && e.does.some((a) => a.do === 'special-summon' && ((a.what === 'self' && a.from === 'monster') || a.withMoved?.self === true)) && !(self && self.zone === 'monster' && self.faceUp)) {
    link.rules.push(R.PROCEDURE_SELF_GONE);
    const gone = lastMove(state, link.ref);
    return finish(link, 'no-effect', gone?.link !== undefined && gone.link !== null && gone.link > link.n ? gone.link : null, say({ rule: R.PROCEDURE_SELF_GONE, params: { name } }));
  }
  return { name, self, e, standing };
}

/**
 * The checks on the board before any step: rewrite and leave-the-field notes, negations applying at resolution,
 * resolution conditions, targets still valid, 「只能有○○存在」 limits, damage-calculation and Flip Summon states.
 * Null when the link is finished here.
 */
function checkBeforeSteps(state: EngineState, link: LinkState, read: ResolvingEffect): PreparedLink | null {
  const { name, self, standing } = read;
  let e = read.e;
  const notes: Text[] = [];
  if (standing && link.rewrittenInto) {
    link.rules.push(R.REWRITE_STANDING);
    notes.push(say({ rule: R.REWRITE, params: { variant: 'resolves', target: t(`「${standing.card.name}」`, standing.card.name), text: link.rewrittenInto.text } }));
  } else if (link.rewrittenInto && link.rewrittenBy !== undefined) {
    link.rules.push(R.REWRITE);
    const by = state.links.find((l) => l.n === link.rewrittenBy);
    notes.push(say({ rule: R.REWRITE, params: { variant: 'resolves', target: by ? by.name : t('?', '?'), text: link.rewrittenInto.text } }));
  }
  // CH-REWRITE-TURN-PART: its own parts lasting the turn went with its own effect (a pledge, no effect, stays).
  if (link.rewrittenInto && link.effect?.turnParts?.length) {
    link.rules.push(R.REWRITE_TURN_PART);
    for (const part of link.effect.turnParts) notes.push(say({ rule: R.REWRITE_TURN_PART, params: { text: part.text, words: turnPartWords(part, link.effect.does) } }));
  }
  // (Not for a card its text keeps on the field (CMP-STAYS-COUNTED): 「不需要留在场上」 is untrue of it, and CH-ST-STAYS-BY-TEXT says what
  // its leaving does.)
  if (link.cardActivation && !isLastingSpellTrap(link.card) && link.card.type.kind !== 'monster' && !(self && onField(self)) && !e?.does?.some(staysUntilCounted)) {
    link.rules.push(R.LEAVES_STILL_RESOLVES);
    notes.push(say({ rule: R.LEAVES_STILL_RESOLVES, params: {} }));
  }

  // Negations that apply at resolution: continuous effects on the field, then lingering ones.
  const negator = negatedAtResolution(state, link);
  // CH-GY-LOCK-PARTIAL (rules reference docs/c04, the GY lock chapter :80, :93): an effect a GY lock cannot negate but keeps from applying does the
  // steps written before the first one that must move a card out of the GY; that step and those after it are not done. With no step
  // before it (or an effect not read as its own text: rewritten, copied) nothing applies, as before.
  let stopAt: Action | null = null;
  let gyLockReason: Text | null = null;
  if (negator?.notApplied && negator.stopAt && !link.rewrittenInto && !copiedBy(state, link) && e.does.indexOf(negator.stopAt) > 0) {
    link.rules.push(negator.rule, R.GY_LOCK_PARTIAL);
    stopAt = negator.stopAt;
    notes.push(say({ rule: R.GY_LOCK_PARTIAL, params: { name, source: negator.lock } }));
    gyLockReason = negator.reason;
  } else if (negator) {
    link.rules.push(negator.rule);
    return finish(link, negator.notApplied ? 'no-effect' : 'effect-negated', negator.by, negator.reason);
  }

  // Resolution conditions (「…的场合才能发动和处理」) are checked again; activation conditions are not.
  for (const cond of e.resolutionCondition ?? []) {
    link.rules.push(R.RESOLUTION_CONDITION);
    const v = checkCondition(cond, stateView(state), self, link.controller);
    // CH-ATTACK-DECLARED-TURN: an attack assumed at activation (none written) is not denied here — its attacking monster is not known,
    // so a condition on 「攻击怪兽」 is taken as still holding, and said.
    if (v === false && link.attackAssumed && !state.board.attack && 'filter' in cond && cond.filter?.attacking === true) {
      link.rules.push(R.ATTACK_DECLARED_TURN);
      pushOnce(state.assumptions, say({ rule: R.ATTACK_DECLARED_TURN, params: { name, variant: 'resolves' } }));
      continue;
    }
    // SIT-FIELD-COMPLETE: judged on a field written in part — said (./field-in-part.ts); a card that left it during the chain is gone.
    noteFieldInPart(state, link.rules, name, cond, v, self, link.controller, 'resolution');
    if (v === false) {
      // Only a link chained after this one (so resolved before it) can have changed the board since its activation.
      const changed = state.events.findLast((ev) => ev.link !== null && ev.link > link.n && ev.step > 0 && (ev.type === 'added-to-hand' || ev.type === 'drawn' || ev.type === 'damage' || ev.type === 'lp-paid' || ev.cards.includes(link.ref)));
      return finish(
        link,
        'no-effect',
        changed?.link ?? null,
        say({ rule: R.RESOLUTION_CONDITION, params: { name, changedBy: changed?.link ?? null } }),
      );
    }
    if (v === null) pushOnce(state.assumptions, say({ rule: R.RESOLUTION_CONDITION, params: { name, variant: 'assumed' } }));
  }
  // CH-COND-NOT-RECHECKED: said only where the requirement is read as the activation read it. A card being activated (a Spell/Trap's
  // activation) was not yet counted on the field then, so it is not now either; an effect of a card already on the field counted the
  // card itself (「自己的场上·墓地的「圣骑士」卡种类」 with the field spell among them) and counts it again — else a condition that still
  // holds is said to no longer hold.
  const notSelfOnField = link.cardActivation;
  for (const cond of e.condition ?? []) {
    if (checkCondition(cond, stateView(state), self, link.controller, { notSelfOnField }) === false) {
      link.rules.push(R.CONDITION_NOT_RECHECKED);
      notes.push(say({ rule: R.CONDITION_NOT_RECHECKED, params: {} }));
    }
  }

  // CH-LOWER-SHORT-APPLY: a first step lowering its own ATK/DEF that cannot be done in full — nothing applies.
  const short = lowerShortAtResolution(name, e, self);
  if (short) {
    link.rules.push(R.LOWER_SHORT_APPLY);
    return finish(link, 'no-effect', null, say(short));
  }
  // CH-LEVEL-SHORT: a first step lowering its own level that cannot be done in full — nothing applies.
  const levelShort = levelShortAtResolution(name, e, self);
  if (levelShort) {
    link.rules.push(R.LEVEL_SHORT);
    return finish(link, 'no-effect', null, say(levelShort));
  }
  // Targets: each must still be where it was targeted and still qualify.
  // CH-COPY-RESOLVES: a copying effect's own targets come first; the rest are the copied effect's (./copy-effect.ts).
  const copy = copiedBy(state, link);
  const ownTargets = copy ? link.targets.slice(0, copy.own) : link.targets;
  let validTargets = ownTargets;
  let incomplete = false;
  // (Every target gone: the parts added to the effect that still apply, ./target-gone-parts.ts.)
  let gone: TargetGoneParts | null = null;
  if (e.targets && ownTargets.length > 0) {
    const check = checkTargets(state, link, ownTargets);
    validTargets = check.valid;
    incomplete = check.incomplete;
    link.rules.push(...check.rules);
    // CH-ALONG-TARGETS: 「那只怪兽以及装备怪兽破坏」 — with no target left, the cards joined to them by 以及 are still acted on.
    if (check.valid.length === 0 && e.does.some((a) => a.alongTargets)) {
      link.rules.push(R.ALONG_TARGETS);
    } else if (check.valid.length === 0 && (gone = partsWithTargetGone(e, self))) {
      // CH-POSITION-LOCK-LEFT, CH-TURN-PART (s58): a part written after 『这个效果的发动后，』, or lasting the turn in a sentence of its own
      // (「…。这个回合，自己不能…」), is added to the effect, not to its steps on the target — with the target gone it still applies (rules
      // reference docs/c03/誓约.rst:179); a comma part does not (:187). Only those parts are applied here; whether the effect's other steps
      // not on the target apply (docs/c02/基本用语.rst:257) is not judged, and said.
      notes.push(say({ rule: 'target:gone-after-activation', params: { name, why: check.why, variant: gone.afterActivation ? 'after' : 'turn' } }));
      if (e.does.some((a) => !a.afterActivation && a.what !== 'targets')) pushOnce(state.assumptions, say({ rule: 'target:gone-other-steps', params: { name } }));
      for (const part of gone.unread) pushOnce(state.assumptions, say({ rule: 'target:gone-part-unread', params: { name, text: part.text } }));
      e = gone.e;
    } else if (check.valid.length === 0) {
      // (A part lasting the turn that names the cards the effect reached is left unread with them: said.)
      for (const part of partsNamingReached(e)) pushOnce(state.assumptions, say({ rule: 'target:gone-part-unread', params: { name, text: part.text } }));
      return finish(link, 'no-effect', check.by, say({ rule: R.TARGET_GONE, params: { name, why: check.why } }));
    }
    // (Not when only the parts added to the effect are applied: no target is left to apply the rest to.)
    if (check.valid.length < ownTargets.length && !gone) notes.push(say({ rule: R.TARGET_PARTIAL, params: { why: check.why } }));
  }
  // CH-LOWER-SHORT-TARGET: a first step lowering its one target's ATK/DEF for good that cannot be done in full — nothing applies.
  const shortTarget = e.targets && validTargets.length === 1 ? lowerShortTargetAtResolution(name, e, state.board.cards[validTargets[0]!]) : null;
  if (shortTarget) {
    link.rules.push(R.LOWER_SHORT_TARGET);
    return finish(link, 'no-effect', null, say(shortTarget));
  }
  // CH-ONCE-APPLIED (rules reference docs/c02/卡片·效果的发动.rst:217, docs/c03/复制.rst:169): a limit on applications (「这个卡名的效果在决斗中只能
  // 适用1次」) is spent by a link above in this chain that applied that effect — its own, or a copy of it (连锁1 then applies nothing).
  const spentBy = appliedAbove(state, link, copy ? copy.card : link.card, copy ? copy.effect : e);
  if (spentBy) {
    link.rules.push(R.ONCE_APPLIED);
    const applied = copy ? copy.card : link.card;
    return finish(link, 'no-effect', null, say({ rule: R.ONCE_APPLIED, params: { name, card: applied.name, by: spentBy.n, duel: Boolean((copy ? copy.effect : e).oncePerDuel) } }));
  }
  // The copied effect's targets: those still where they were when the copy was activated.
  const copyTargets = copy ? copy.targets.filter((ref) => state.board.cards[ref]?.zone === (link.targetZones[link.targets.indexOf(ref, copy.own)] ?? null)) : [];
  if (copy) link.rules.push(R.COPY_RESOLVES);

  // 「只能有○○存在」 limits hold at resolution too: a summon that is all the effect does, and that the
  // board as it is now would make break a limit, is not made (CH-FIELD-LIMIT-AT-RESOLUTION).
  const limit = fieldLimitAtResolution(state, link, validTargets);
  if (limit) {
    link.rules.push(R.FIELD_LIMIT_AT_RESOLUTION);
    return finish(link, 'no-effect', null, say({ rule: R.FIELD_LIMIT_AT_RESOLUTION, params: { name, source: limit.params.source, limit: limit.params.limit, player: limit.params.player } }));
  }
  // CH-DAMAGE-CALC-ATTACKER-GONE: no attacker left to battle — the damage calculation it would perform does not happen.
  if (attackerGoneForCalc(state, link)) {
    link.rules.push(R.DAMAGE_CALC_ATTACKER_GONE);
    return finish(link, 'no-effect', null, say({ rule: R.DAMAGE_CALC_ATTACKER_GONE, params: { name } }));
  }
  // CH-STAT-BATTLE-OPPONENT: a raise by the opponent's battling monster's ATK, with that monster gone, refers to nothing.
  if (e.does.length > 0 && e.does.every((a) => a.do === 'modify-stats' && a.amountFrom?.of === 'battle-opponent') && !opponentBattler(state, link.controller)) {
    link.rules.push(R.STAT_BATTLE_OPPONENT);
    const moved = opponentBattlerRefs(state, link.controller).map((r) => lastMove(state, r)).find((ev) => ev !== undefined);
    return finish(link, 'no-effect', moved?.link ?? null, say({ rule: R.STAT_BATTLE_OPPONENT, params: { name } }));
  }
  // CH-DAMAGE-CALC-PERFORMED: a link above already made that battle's damage calculation — there is no battle left to move.
  if (e.damageCalculation && state.calculated) {
    link.rules.push(R.DAMAGE_CALC_PERFORMED);
    return finish(link, 'no-effect', state.calculated.link, say({ rule: R.DAMAGE_CALC_PERFORMED, params: { variant: 'done', by: state.calculated.link, name } }));
  }
  // CH-DAMAGE-CALC-IN-LINK: below a link that performed a damage calculation, the chain resolves in the damage step.
  const calc = summonsOnly(e) ? damageCalculatedAbove(state, link) : null;
  if (calc) {
    link.rules.push(R.DAMAGE_CALC_IN_LINK);
    return finish(link, 'no-effect', calc.n, say({ rule: R.DAMAGE_CALC_IN_LINK, params: { name, by: calc.n } }));
  }
  // 「只能有1张表侧表示存在」 at resolution: a summon/equip that is all the effect does, of a card that would now be a second one (CH-ONLY-ONE-AT-RESOLUTION).
  if (e.does.length > 0 && e.does.every((a) => (a.do === 'special-summon' || a.do === 'summon' || a.do === 'equip') && !a.optional)) {
    const second = uniqueArrivalFailure(state, link, validTargets);
    if (second) {
      link.rules.push(R.ONLY_ONE_AT_RESOLUTION);
      return finish(link, 'no-effect', null, say({ rule: R.ONLY_ONE_AT_RESOLUTION, params: { name, card: second.card, there: second.there } }));
    }
  }

  // CH-STEP-TIED-PICK: a 「那之后」 pick measured against the card the step before moved, with nothing to pick in the listed zones: no step applies.
  const tiedEmpty = tiedPickEmpty(state, link, e);
  if (tiedEmpty) {
    link.rules.push(R.STEP_TIED_PICK);
    return finish(link, 'no-effect', null, say({ rule: R.STEP_TIED_PICK, params: { name, places: tiedEmpty } }));
  }
  // A Flip Summon negation whose monster is no longer face-up, or unaffected, negates nothing (CH-FLIP-SUMMON-CHAIN).
  const flipGone = flipSummonGone(state, link);
  if (flipGone) {
    // (The link that turned it face-down, when one did: a later link turning it face-up again does not make it that monster again.)
    const changer = state.events.findLast((ev) => ev.link !== null && ev.link > link.n && (ev.turnedFaceDown ?? []).some((r) => link.targets.includes(r))) ?? state.events.findLast((ev) => ev.link !== null && ev.link > link.n && ev.cards.some((r) => link.targets.includes(r)));
    // (CH-GEMINI-SUMMON-CHAIN: gone from the field or turned face-down, it is said so — not that it stayed.)
    const gone = link.targets.every((r) => { const c = state.board.cards[r]; return !c || !isField(c.zone) || !c.faceUp; });
    return finish(link, 'no-effect', changer?.link ?? null, say({ rule: link.rules.includes(R.GEMINI_SUMMON_CHAIN) ? R.GEMINI_SUMMON_CHAIN : R.FLIP_SUMMON_CHAIN, params: { name, cards: flipGone, gone } }));
  }
  // CH-SUMMON-UNNEGATABLE-GRANTED: a card face-up now (one a later link put there) makes the summon in progress one that cannot be
  // negated — the negation, and what it does to the monster (「并破坏」), does not apply.
  const action = state.scenario.action;
  if (e.respondsToSummon && e.does.some((a) => a.do === 'negate-summon') && action && isSummon(action.verb)) {
    const grant = summonGrantedUnnegatable(state.board, action);
    if (grant) {
      link.rules.push(R.SUMMON_UNNEGATABLE_GRANTED);
      const by = state.events.findLast((ev) => ev.link !== null && ev.link > link.n && ev.cards.includes(grant.ref))?.link ?? null;
      const summoned = state.board.cards[action.subject]?.card.name ?? '';
      return finish(link, 'no-effect', by, say({ rule: R.SUMMON_UNNEGATABLE_GRANTED, params: { name, card: summoned, by: grant.card.name, variant: 'resolution' } }));
    }
  }
  return { name, self, e, standing, notes, copy, validTargets, incomplete, copyTargets, stopAt, gyLockReason, partsOnly: gone !== null };
}

/**
 * CH-DRAWN-BRANCH: 「自己从卡组抽1张，给双方确认。那是「X」的场合，…。不是的场合，…」 — whether the card this resolution drew fits what the first
 * branch asks; null when no drawn card is named (`[抽卡 Y]` not written: CMP-OTHERWISE-BRANCH takes the first branch and says so).
 */
function drawnBranch(state: EngineState, link: LinkState, f: CardFilter): boolean | null {
  const drawn = state.events.filter((ev) => ev.link === link.n && ev.type === 'drawn' && ev.cause !== 'cost').flatMap((ev) => ev.cards);
  const cards = drawn.map((r) => state.board.cards[r]).filter((c): c is BoardCard => c !== undefined);
  if (!cards.length) return null;
  link.rules.push(R.DRAWN_BRANCH);
  const ctx = onBoard(state.board, link.ref, link.controller, true);
  return cards.some((c) => matchesFilter(f, c, ctx));
}

/** The refs of the cards the events from `from` on moved, as one key. */
function movedKey(events: readonly { cards: readonly string[] }[], from: number): string {
  let key = '';
  for (let i = from; i < events.length; i++) key += events[i]!.cards.join(',') + ';';
  return key;
}

/** The link's steps in order (「之后」 steps need the step before to have happened), then the sentence it resolves with. */
function applySteps(state: EngineState, link: LinkState, prepared: PreparedLink): null {
  const { name, e, notes, copy, validTargets, incomplete, copyTargets } = prepared;
  // CH-LEVEL-SHORT: its first step lowers its own level (it can: checked before) — the level it has after (the answer's `levels`).
  const lowers = e.levelChange?.lowersSelf;
  const me = prepared.self;
  if (lowers !== undefined && !copy && me && me.zone === 'monster' && me.faceUp) me.levels = [...(me.levels ?? []), { op: 'add', value: -lowers, ownEffect: e.n }];
  // Apply the effect, in order; 「之后」 steps need the step before to have happened.
  const answers = findAnswered(state, link);
  const done: Text[] = [];
  // The cards each said step moved (a key of their refs), so only a sentence said twice of the same cards is said once.
  const movedKeys = new Map<Text, string>();
  let previous = true;
  let negatedAnswer = false;
  let pledgedBy: number | null = null;
  // CH-TARGET-MOVED: whether a target-moving step moved anything — an effect that only moves a target and moved none did nothing.
  let movedTarget = false;
  let sideStepStopped = false;
  // CMP-OTHERWISE-BRANCH: a step of a result's first branch (「…的场合，」) was done — its 「不是的场合」 branch is then not.
  let branchTaken = false;
  // CH-DRAWN-BRANCH: the drawn card (named by a note) decided the branch: `false` — not the card the first branch asks for, so its steps,
  // up to the 「不是的场合」 branch, are skipped; `true` — it is, and the other branch is left without a guess to say.
  let drawnFits: boolean | null = null;
  let skipToOtherwise = false;
  // Activated without a target (CH-NO-TARGET-TAKEN): no step on the targets is done — none at all when the target was optional.
  const noTarget = link.targets.length === 0 && e.targets !== undefined && e.targets !== null && link.directives.some((d) => d.kind === 'no-target');
  if (noTarget) link.rules.push(R.NO_TARGET_TAKEN);
  const steps = noTarget && e.targets?.optional ? [] : copy ? stepsWithCopy(e.does, copy.effect.does) : ownSteps(e.does);
  // CH-TURN-PART: the steps that applied in full (a move on its targets or itself reaching every card it meant). Only an effect
  // with parts lasting the turn reads them: for the others no set is made and no move is measured (issue 10).
  const full: Set<Action> | null = e.turnParts?.length ? new Set<Action>() : null;
  // CH-COIN-BRANCH: the outcome of the link's coin toss — given by a note, else the first the text writes, assumed and said.
  const coin = steps.some((x) => x.a.coin !== undefined) ? coinOutcome(state, link, steps) : null;
  // CH-UP-TO-COUNT: 「选最多有场地区域的卡的数量的以下效果适用」 — only as many ● as the cards it counts now (./up-to-count.ts).
  const upToPicked = steps.some((x) => x.a.upToCountOf) ? upToCountPick(state, link, steps.filter((x) => !x.copied).map((x) => x.a)) : null;
  for (const { a, copied } of steps) {
    if (upToPicked && !copied && a.upToCountOf && !upToPicked.has(a)) continue;
    // CH-GY-LOCK-PARTIAL: from the step that must move a card out of the GY on, nothing is done.
    if (a === prepared.stopAt && !copied) break;
    if (a.coin !== undefined && a.coin !== coin) continue;
    // CH-TOSS-UNKNOWN: a step a die or a coin decides (「掷1次骰子，1·6以外出现的场合，…」) — done as the answer's assumption, and said so.
    // (A destruction bounded by the dice total — `certainly`, CH-DICE-FLOOR — says its own words on the roll.)
    // (CH-DIE-ROLL-NOTE: the roll written on the link picked the ● this step is of — its result is given, not unknown.)
    if (a.byToss && !a.certainly && !link.rules.includes(R.TOSS_UNKNOWN) && !(link.effect?.choiceAtResolution === 'die' && link.rules.includes(R.DIE_ROLL_NOTE))) {
      link.rules.push(R.TOSS_UNKNOWN);
      pushOnce(state.assumptions, say({ rule: R.TOSS_UNKNOWN, params: { name: link.name } }));
    }
    // CMP-RANDOM-HAND-PICK: a step a random pick from a hand decides — done as if the pick fits, said, unless a note names the card summoned.
    if (a.randomPick && !link.rules.includes(R.RANDOM_HAND_PICK) && !link.directives.some((d) => d.kind === 'chosen' && d.action === 'special-summon')) {
      link.rules.push(R.RANDOM_HAND_PICK);
      pushOnce(state.assumptions, say({ rule: R.RANDOM_HAND_PICK, params: { name: link.name } }));
    }
    if (noTarget && !copied && a.what === 'targets') {
      previous = false;
      continue;
    }
    // MATCH-MATERIAL-KINDS: 「●5种类以上：…」 — not done when its card's materials were of fewer kinds.
    if (!copied && !tierMet(a, state.board.cards[link.ref])) {
      // (No materials stated at all: a guess, said as one.)
      if (materialKinds(state.board.cards[link.ref]) === 0) {
        link.rules.push(R.MATERIAL_KINDS);
        pushOnce(state.assumptions, say({ rule: R.MATERIAL_KINDS, params: { name: link.name, attributes: a.ifMaterialAttributes !== undefined } }));
      }
      continue;
    }
    // CH-STAT-HELD-EARLIER: a change held to the Damage Step of the target's later attacks (CMP-STAT-HELD-ATTACK) is not made as the effect
    // resolves: it applies in that Damage Step (read from the turn's history: ../game/stat-held-earlier.ts).
    if (a.heldToAttack) {
      link.rules.push(R.STAT_HELD_EARLIER);
      continue;
    }
    // CH-TRIBUTE-ADDED: the ● 「…解放作上级召唤成功的场合，那个时候的效果加上以下效果」 adds is done only with a tribute of that Attribute.
    if (!copied && a.ifTributeAttribute !== undefined) {
      const own = state.board.cards[link.ref];
      link.rules.push(R.TRIBUTE_ADDED);
      if (!tributeMet(a, own)) {
        if (!own?.materials?.length) pushOnce(state.assumptions, say({ rule: R.TRIBUTE_ADDED, params: { name: link.name, attribute: a.ifTributeAttribute } }));
        continue;
      }
    }
    // CH-STEP-IF-STATE (issue 16): 「自己场上有「X」存在的场合，再…」 — a step done only while that state holds as the effect resolves.
    if (a.conditional && a.whileHolds?.length && e.kind !== 'continuous') {
      const me = state.board.cards[state.board.aliases?.[link.ref] ?? link.ref];
      const verdicts = a.whileHolds.map((h) => [h, checkCondition(h, stateView(state), me, link.controller)] as const);
      const holds = verdicts.every(([, v]) => v !== false);
      link.rules.push(R.STEP_IF_STATE);
      // SIT-FIELD-COMPLETE: the state judged on a field written in part — said (./field-in-part.ts): the failing one, or each held.
      for (const [h, v] of verdicts) if (holds || v === false) noteFieldInPart(state, link.rules, link.name, h, v, me, link.controller, 'step');
      // (A state the situation cannot tell — a Graveyard not written — is assumed to hold, and said: the step is done on that assumption.)
      if (holds) for (const [h, v] of verdicts) if (v === null) pushOnce(state.assumptions, say({ rule: R.CONDITION_UNKNOWN, params: { name: link.name, variant: 'step', cond: h } }));
      // CMP-POSITION-TIERS: 「这张卡的表示形式的以下效果适用。●攻击表示：… ●守备表示：…」 — the card's position as it resolves picks the ●.
      if (a.whileHolds.some((h) => h.is === 'self-state' && (h.state === 'in-attack' || h.state === 'in-defense'))) { if (!link.rules.includes(R.POSITION_TIERS)) link.rules.push(R.POSITION_TIERS); }
      if (!holds) { previous = false; continue; }
    }
    // CMP-OTHERWISE-BRANCH: of the two branches of a result (「翻开的卡是…的场合，A。不是的场合，B」) one is done. Which the shown card makes
    // is not given here (the notation has no way to say it), so the first branch is taken, and said.
    if (a.conditional && !copied && a.ifDrawn && drawnFits === null) skipToOtherwise = (drawnFits = drawnBranch(state, link, a.ifDrawn)) === false;
    if (a.otherwise && !copied) skipToOtherwise = false;
    if (skipToOtherwise && !copied) continue;
    if (a.conditional && !copied) {
      if (a.otherwise && branchTaken) {
        // (The drawn card named and fitting the first branch: no guess to say.)
        if (drawnFits !== true) {
          link.rules.push(R.OTHERWISE_BRANCH);
          pushOnce(state.assumptions, say({ rule: R.OTHERWISE_BRANCH, params: { name } }));
        }
        continue;
      }
      if (!a.otherwise) branchTaken = true;
    }
    if (a.ifNegatedKind) {
      // Which ● applies depends on the card whose negation triggered this: an event of the chain before.
      // (CH-SET-DESTROYED: a Set step that already took the destroyed card — a monster Set by its face-down summon — said what it did.)
      if (!link.rules.includes(R.SET_DESTROYED)) pushOnce(state.assumptions, say({ rule: 'resolve:if-negated-kind', params: { name } }));
      continue;
    }
    if (a.then) {
      link.rules.push(R.THEN);
      if (!previous) break;
      nextStep(state);
    } else if (a.ifDone) {
      // 「…的场合」: at the same time, but only if the action before happened.
      link.rules.push(R.THEN);
      if (!previous) break;
    } else if (a.do === 'end-battle-phase' && !previous && steps[steps.findIndex((x) => x.a === a) - 1]?.a.do === 'negate-attack') {
      // CH-ATTACK-NEGATE-GONE: 「那次攻击无效，战斗阶段结束」 whose attack was not negated — the Battle Phase does not end either, and
      // nothing after it is done (docs/c03/特定效果的处理方法.rst:131–134).
      break;
    } else if (a.needsBefore && !previous) {
      // 「A，B」 after a move that was not applied (CH-MOVE-NOT-DONE): B is not done, nor anything after it.
      // 「效果无效并破坏」 whose negation did nothing: nothing is destroyed (CH-NEGATE-THEN-DESTROY).
      const prev = steps[steps.findIndex((x) => x.a === a) - 1]?.a;
      // CH-SIDE-STEP-FIRST: 「选择的自己的卡破坏，选择的对方的卡回到手卡」 — the first side's step did nothing.
      const rule = a.do === 'destroy' && prev?.do === 'negate-effects' ? R.NEGATE_THEN_DESTROY : a.targetSide && prev?.targetSide && prev.targetSide !== a.targetSide ? R.SIDE_STEP_FIRST : R.MOVE_NOT_DONE;
      if (!link.rules.includes(rule) && !link.rules.includes(R.RETURN_NOT_DONE)) link.rules.push(rule);
      if (rule === R.SIDE_STEP_FIRST) sideStepStopped = true;
      break;
    }
    // CH-DAMAGE-CALC-PROCEDURE-STEP: below a link that performed a damage calculation, the summon by a procedure is not made (the steps before it are).
    if (e.summonsByProcedure && !copied && procedureStep(a)) {
      const calcAbove = damageCalculatedAbove(state, link);
      if (calcAbove) {
        link.rules.push(R.DAMAGE_CALC_PROCEDURE_STEP);
        notes.push(say({ rule: R.DAMAGE_CALC_PROCEDURE_STEP, params: { name, by: calcAbove.n } }));
        previous = false;
        continue;
      }
    }
    // 「…全部破坏，给与对方破坏数量×200伤害」: damage counted on the cards of the step before is 0 when that step
    // moved nothing — no damage is dealt, and the effect ended with the step that last did something
    // (CH-DAMAGE-BY-COUNT; rules reference docs/c03/诱发类效果.rst:339–342).
    if (a.do === 'damage' && typeof a.what === 'object' && !a.then && !previous) {
      link.rules.push(R.DAMAGE_BY_COUNT);
      continue;
    }
    if (a.what === 'activation' && a.do !== 'negate-activation' && a.do !== 'negate-effect' && negatedAnswer === false && e.does.some((x) => x.do === 'negate-activation' || x.do === 'negate-effect')) {
      // 「那个发动无效并破坏／除外」: what follows the negation only happens if the negation did.
      if (!answers || (answers.activationNegatedBy !== link.n && answers.effectNegatedBy !== link.n)) continue;
    }
    if (typeof a.what === 'object' && a.what.scope === 'all') link.rules.push(R.AT_RESOLUTION);
    // A summon step a 「只能有○○存在」 limit now forbids is not made (CH-FIELD-LIMIT-STEP).
    const stepLimit = fieldLimitOnStep(state, link, a, validTargets);
    if (stepLimit) {
      link.rules.push(R.FIELD_LIMIT_STEP);
      notes.push(say({ rule: R.FIELD_LIMIT_STEP, params: { name, source: stepLimit.params.source, player: stepLimit.params.player } }));
      previous = false;
      continue;
    }
    // A summon limit a turn that this resolution's earlier summons reached (CH-SUMMON-COUNT-STEP): this summon is not made.
    const countLimit = summonCountOnStep(state, link, a);
    if (countLimit) {
      // (Said once: every summon step after it is stopped by the same limit.)
      if (!link.rules.includes(R.SUMMON_COUNT_STEP)) notes.push(say({ rule: R.FIELD_LIMIT_STEP, params: { name, source: countLimit.source, player: countLimit.player } }));
      link.rules.push(R.SUMMON_COUNT_STEP);
      previous = false;
      continue;
    }
    // A pledge of a link above, of the same player, already binds (CH-PLEDGE-AT-RESOLUTION): this step is not done.
    const pledge = state.links.length > link.n ? pledgeAbove(state, link, a) : null;
    if (pledge) {
      link.rules.push(R.PLEDGE_AT_RESOLUTION);
      notes.push(say({ rule: R.PLEDGE_AT_RESOLUTION, params: { name, above: pledge.name, action: a.do } }));
      pledgedBy = pledge.n;
      if (!a.optional) previous = false;
      continue;
    }
    // (After copied steps, an own target the copied steps moved is no longer where it was targeted: a copied Trap that
    // returned itself to the Deck is not then banished by the copy's own step, docs/c03/复制.rst:142.)
    const ownNow = copy ? validTargets.filter((ref) => state.board.cards[ref]?.zone === (link.targetZones[link.targets.indexOf(ref)] ?? null)) : validTargets;
    const ctx: ResolveContext = { targets: copied ? copyTargets : ownNow, answers, thenStep: Boolean(a.then), ...(copied && copy ? { copiedCard: copy.card } : {}) };
    // CH-SET-AGAIN: 「发动后这张卡不送去墓地，直接盖放」 — the card activated is Set again after the chain (chainEnd).
    if (a.do === 'set' && a.what === 'self' && link.cardActivation && !link.rules.includes(R.SET_AGAIN)) link.rules.push(R.SET_AGAIN);
    const eventsBefore = state.events.length;
    // MATCH-STAT-BELOW: a subject bounded by its own card's or its target's ATK, read on the board now.
    // CH-DICE-FLOOR: a destruction left to a roll not given does its part certain whatever the roll (./dice-floor.ts).
    const r = applyAction(state, link, boundStepBelow(diceFloorStep(state, link, a), state.board, link.ref, ctx.targets), ctx);
    if (full && r.done && !(incomplete && !copied && a.what === 'targets') && movedInFull(state, link, a, ctx, eventsBefore)) full.add(a);
    if ((a.do === 'negate-activation' || a.do === 'negate-effect') && r.done) negatedAnswer = true;
    if (a.do === 'move-target' && r.done) movedTarget = true;
    // An optional step nobody chose does not stop the steps after it (they are alternatives, not a sequence).
    // (CH-PICK-ANY-NUMBER: 「可以…任意数量…。那之后，…」 with no pick noted is not assumed done — what follows it is not done either.)
    if (r.done || !a.optional || (typeof a.what === 'object' && a.what.anyNumber)) previous = r.done;
    // The targeted step reached only some of a fixed number of targets: not applied in full (CH-FIXED-COUNT-UNAFFECTED).
    if (incomplete && !copied && a.what === 'targets') previous = false;
    if (r.text) done.push(r.text);
    // (The cards the step moved: two steps worded alike on different cards — a target and its namesakes in the GY — are both said.)
    if (r.text && state.events.length > eventsBefore) movedKeys.set(r.text, movedKey(state.events, eventsBefore));
    // CT-BOND: what the step's moves dragged along (持续取对象), said right after it.
    if (state.asides) sayAsides(state, link, done);
  }
  // CH-LEVEL-AT-RESOLUTION: its level changes, made on the board (./level-at-resolution.ts) — not a copied effect's.
  if (!copy && !noTarget) applyLevelSteps(state, link, e, me, validTargets, done);
  // CH-COPY-AT-RESOLUTION: 「…当作和那只怪兽同名卡使用，得到相同的…效果」 — the card takes its target's name and effects now (./copy-at-resolution.ts).
  if (!copy && !noTarget) applyCopyAtResolution(state, link, e, me, done, validTargets);
  addedEffects(state, link, answers, done);
  applyDirectiveEffects(state, link, done);
  if (state.asides) sayAsides(state, link, done);
  // It only negates, and the card it answers is unaffected by it (CH-UNAFFECTED-NEGATION): nothing is done.
  if (done.length === 0 && answers && link.rules.includes(R.UNAFFECTED_NEGATION)) {
    return finish(link, 'no-effect', null, say({ rule: R.UNAFFECTED_NEGATION, params: { name, target: answers.card.name } }));
  }
  // CH-GY-LOCK-PARTIAL: the steps before the locked one did nothing either — the effect does not apply (CH-GY-LOCK-MOVES).
  if (prepared.stopAt && prepared.gyLockReason && done.length === 0) return finish(link, 'no-effect', null, prepared.gyLockReason);
  // CH-SIDE-STEP-FIRST: the first side's target gone, nothing at all was done — the effect does nothing.
  if (sideStepStopped && done.length === 0) {
    const changer = state.events.findLast((ev) => ev.link !== null && ev.link > link.n && ev.cards.some((r) => link.targets.includes(r)));
    return finish(link, 'no-effect', changer?.link ?? null, say({ rule: R.SIDE_STEP_FIRST, params: { name } }));
  }
  // Every step it would do is one a pledge above forbids: nothing is done (CH-PLEDGE-AT-RESOLUTION).
  if (pledgedBy !== null && done.length === 0) return finish(link, 'no-effect', pledgedBy, sentences(notes));
  if (link.cardActivation && link.card.type.subtypes.includes('equip') && e.does.some((a) => a.do === 'equip') && !state.events.some((ev) => ev.type === 'equipped' && ev.link === link.n)) {
    // An Equip Spell that finds no face-up monster to equip does nothing and leaves the field after the chain.
    link.rules.push(R.TARGET_NO_LONGER);
    const changer = state.events.findLast((ev) => ev.link !== null && ev.link > link.n && ev.cards.some((r) => link.targets.includes(r)));
    return finish(link, 'no-effect', changer?.link ?? null, say({ rule: R.TARGET_NO_LONGER, params: { name, variant: 'equip' } }));
  }
  if (full) turnParts(state, link, e, steps.map((x) => x.a), full, notes, prepared.partsOnly);
  // CH-LASTS-TURNS: a step lasting a count of turns (「2回合（数对方的回合）以内」) — listed with what lasts, which turns and whose.
  countedTurnsParts(state, link, e, steps.map((x) => x.a));
  stayingCardParts(state, link, steps.map((x) => x.a));
  // CH-TARGET-MOVED: 「那个对象转移为…这张卡」 with this card gone (or nothing to move) does nothing — shown as a link that does nothing,
  // its sentence saying why (the link that moved the card away named, as for the other effects that find their card gone).
  if (!movedTarget && e.does.length > 0 && e.does.every((a) => a.do === 'move-target') && done.length > 0 && !e.leaves?.length) {
    const gone = lastMove(state, link.ref);
    const what = t(zhJoined(done, '，'), enJoined(done, '; '));
    return finish(link, 'no-effect', gone?.link !== undefined && gone.link !== null && gone.link > link.n ? gone.link : null, sentences([say({ rule: R.REVERSE, params: { name, what } }), ...notes]));
  }
  // Two steps deferred to the same moment say the same sentence: said once.
  const said = done.filter((d, i) => done.findIndex((x) => x.zh === d.zh && x.en === d.en && movedKeys.get(x) === movedKeys.get(d)) === i);
  const what = said.length
    ? t(zhJoined(said, '，'), enJoined(said, '; '))
    : link.cardActivation && (isLastingSpellTrap(link.card) || link.card.type.kind === 'monster')
      ? say({ rule: 'resolve:what', params: { variant: 'stays' } })
      // (A part left to last the turn — a position-picked ● for the turn, `leaves` — applies though no step acted now.)
      : e.does.every((a) => QUIET_STEPS.has(a.do)) || (e.leaves?.length ?? 0) > 0
        ? say({ rule: 'resolve:what', params: { variant: 'applies' } })
        : unlistedStep(state, link, e) ?? lookedOnly(link, e) ?? say({ rule: 'resolve:what', params: { variant: 'nothing' } });
  // It did act on the listed cards, and the same step reaches a zone the situation did not list (「场上的怪兽全部破坏」 with one field listed): say so.
  if (done.length) {
    const also = unlistedStep(state, link, e, 'also');
    if (also) notes.push(also);
  }
  return finish(link, 'resolved', null, sentences([say({ rule: R.REVERSE, params: { name, what } }), ...notes]));
}

/** SIT-FIELD-COMPLETE: what a step on every such card would do to one not written, in the resolution's words. */
const RESOLUTION_VERB: Partial<Record<string, Text>> = {
  destroy: t('被破坏', 'destroyed'),
  banish: t('被除外', 'banished'),
  'send-to-gy': t('被送去墓地', 'sent to the GY'),
  'return-to-hand': t('回到手卡', 'returned to the hand'),
  'return-to-deck': t('回到卡组', 'returned to the Deck'),
};

/**
 * A link that did nothing because the zones its first card step acts on were not listed (no situation, or not those zones): the
 * legality check assumed cards there (CH-NOTHING-TO-APPLY, said once in assumptions), so the resolution says what it does to them
 * instead of 「没有可处理的卡」.
 */
function unlistedStep(state: EngineState, link: LinkState, e: EffectFacts, variant: 'unlisted' | 'also' = 'unlisted'): Text | null {
  for (const a of e.does) {
    if (QUIET_STEPS.has(a.do) || !a.what || typeof a.what !== 'object') continue;
    // (「也一并…」 is said of a step on every card there — 「场上的怪兽全部破坏」 — only: a step that picks a number of them (「把1只…特殊召唤」,
    // a summon from the Extra Deck) took what it took, and cards in zones not listed are not 「also」 moved.)
    if (variant === 'also' && a.what.scope !== 'all') return null;
    // (The same places the legality check judged — ./applies.ts — less the hidden Deck and Extra Deck and the hand.)
    const places = stepPlaces(a, a.what.filter).filter((p) => p !== 'hand' && p !== 'deck' && p !== 'extra');
    if (places.length === 0) return null;
    if (zonesKnownAt(stateView(state), a.what.filter.side, places, link.controller)) {
      // SIT-FIELD-COMPLETE: 「场上的怪兽全部破坏」 that found none on a field written in part (no `A场只有:`) — judged on the cards written,
      // said as a condition or a target judged so is (the only monsters written banished by a link above before it resolves).
      const partial = variant === 'unlisted' && a.what.scope === 'all' ? partialFields(state, link, a.what.filter) : [];
      if (!partial.length) return null;
      link.rules.push(R.FIELD_COMPLETE);
      return say({ rule: R.FIELD_COMPLETE, params: { name: link.name, variant: 'resolution', filter: a.what.filter, players: [...partial].sort(), verb: RESOLUTION_VERB[a.do] ?? t('受到影响', 'affected') } });
    }
    link.rules.push(R.NOTHING_TO_APPLY);
    return say({ rule: R.NOTHING_TO_APPLY, params: { name: link.name, variant, action: a.do, filter: a.what.filter } });
  }
  return null;
}

/**
 * CH-LOOK-THEN-IF: a look done whatever (「看对方手卡」) beside a step done only 「…的场合」 that found nothing (no Spirit monster there):
 * the hand was still looked at — said, instead of 「没有可处理的卡」, which reads as if the effect did nothing at all.
 */
function lookedOnly(link: LinkState, e: EffectFacts): Text | null {
  if (!link.rules.includes(R.LOOK_THEN_IF)) return null;
  const look = e.does.find((a) => a.do === 'look' && typeof a.what === 'object');
  const filter = look && typeof look.what === 'object' ? look.what.filter : null;
  if (!filter || typeof filter.place !== 'string' || filter.side === 'any') return null;
  const player = filter.side === 'opponent' ? (link.controller === 'A' ? 'B' : 'A') : link.controller;
  return say({ rule: 'resolve:what', params: { variant: 'looked', player, place: filter.place } });
}

/**
 * CH-COIN-BRANCH: which outcome of a coin toss whose every outcome the text writes (「猜中的场合…。猜错的场合…」) the link resolves with:
 * the one a note gives (`[猜错]`, `[里]`), else the first outcome written — assumed, and said with what the other would do.
 */
function coinOutcome(state: EngineState, link: LinkState, steps: readonly { a: Action }[]): NonNullable<Action['coin']> {
  link.rules.push(R.COIN_BRANCH);
  // (A note naming an outcome the text does not write — 「[表]」 for a 「猜中…猜错…」 toss — gives none of its outcomes: not taken.)
  const given = link.directives.find((d) => d.kind === 'coin');
  if (given?.kind === 'coin' && steps.some((x) => x.a.coin === given.outcome)) return given.outcome;
  const first = steps.find((x) => x.a.coin !== undefined)!.a.coin!;
  const other = steps.find((x) => x.a.coin !== undefined && x.a.coin !== first)?.a.coin ?? null;
  pushOnce(state.assumptions, say({ rule: R.COIN_BRANCH, params: { name: link.name, assumed: first, other } }));
  return first;
}

/** An effect's own steps as applySteps walks them, made once per list of steps (settled facts, never written) — not per link (issue 10). */
const ownStepsOf = new WeakMap<readonly Action[], readonly { a: Action; copied: boolean }[]>();
function ownSteps(does: readonly Action[]): readonly { a: Action; copied: boolean }[] {
  let steps = ownStepsOf.get(does);
  if (!steps) ownStepsOf.set(does, (steps = does.map((a) => ({ a, copied: false }))));
  return steps;
}

/**
 * CH-ADDED-EFFECT (issue 16, docs/c03/无效.rst:619–625): 「盖放的「X」通常陷阱卡由自己发动的场合，可以给那个效果加上以下效果」 — a face-up card
 * of the link's controller adds its steps to the card activation of a Set Normal Trap of archetype X: they apply after that effect's own
 * steps (a rewritten effect's too: they are the adding card's, not that effect's), taken as chosen; a negated effect never gets here.
 */
function addedEffects(state: EngineState, link: LinkState, answers: LinkState | null, done: Text[]): void {
  const card = link.card;
  if (!link.cardActivation || link.activatedFrom !== 'spell' || card.type.kind !== 'trap' || !(card.type.subtypes.length === 0 || card.type.subtypes.includes('normal'))) return;
  // (A loop over the board's keys: no array of its cards made for each Normal Trap — issue 10.)
  for (const key in state.board.cards) {
    const source = state.board.cards[key]!;
    if (!onField(source) || !source.faceUp || source.controller !== link.controller || source.activationNegated) continue;
    for (const eff of source.card.effects) {
      const add = eff.addsToEffect;
      if (!add || !card.name.includes(add.archetype)) continue;
      link.rules.push(R.ADDED_EFFECT);
      for (const a of add.steps) {
        const r = applyAction(state, link, a, { targets: [], answers, thenStep: false });
        if (r.text) done.push(r.text);
      }
    }
  }
}

/** Steps that change nothing visible when they do nothing (「适用」 rather than 「没有效果」). Made once, not per link. */
const QUIET_STEPS: ReadonlySet<string> = new Set(['other', 'modify-stats', 'cannot-attack', 'look', 'unaffected', 'negate-effects']);

/**
 * The equip relation after a step (../game/equip.ts): the changes equip cards make apply as the board now
 * stands (CH-EQUIP-STATS), and an equip card whose monster is gone is destroyed by rule at once, in the
 * same step as the move that caused it (CH-EQUIP-DESTROYED).
 */
function equipsAfter(state: EngineState, link: LinkState | null, initial = false): void {
  // CH-STAT-CONTINUOUS: the continuous ATK/DEF changes of face-up cards apply as the board now stands. Most
  // boards hold no card with one, and then there is nothing to apply or take back (this runs after every step).
  // CNT-NEGATED: a continuous negation now covering a card takes its holder-only counters off (../game/negated-counters.ts).
  countersOffNegated(state, link);
  // CH-STAT-OWN-NEGATED: and ends for good the changes its own self-only effects made.
  ownChangesOffNegated(state, link);
  const sources = cardsWith(state, 'statChanges');
  if (sources.length > 0) {
    refreshFieldStats(state.board, sources, stateView(state), {
      pending: (c) => activationPending(state, c),
      initial,
      ...(state.negators.length ? { negated: (c: BoardCard) => negatedSource(state, link, c) } : {}),
      unknown: (c, conds) => pushOnce(state.assumptions, say({ rule: 'stats:field-unknown', params: { card: c.card.name, conds, player: c.controller } })),
      unread: (c) => pushOnce(state.assumptions, say({ rule: 'stats:field-unread', params: { card: c.card.name } })),
      together: (m, srcs) => {
        // CH-CONT-ORDER-CHOICE: said once, with the order applied.
        pushOnce(state.assumptions, say({ rule: R.CONT_ORDER_CHOICE, params: { monster: m.card.name, cards: srcs.map((s) => s.card.name), player: srcs[0]!.controller } }));
        if (link && !link.rules.includes(R.CONT_ORDER_CHOICE)) link.rules.push(R.CONT_ORDER_CHOICE);
      },
      // SIT-FIELD-COMPLETE: the change's condition judged on a field written in part — said once (./field-in-part.ts); the rule is the
      // link's that made the step (before the chain, the assumption alone says it).
      inPart: (c, cond, met) => noteFieldInPart(state, link?.rules ?? [], cardName(c.card), cond, met, c, c.controller!, 'standing'),
    });
  }
  for (let i = 0; i < 4; i++) {
    // CH-CONT-NEGATE-TARGETING: an equip card kept negated by a face-up card's 「以…为对象的魔法·陷阱卡的效果无效」 stays, changing nothing;
    // CH-EQUIP-NEGATED-STATS: so does one any face-up card's continuous negation covers (「场上的魔法卡的效果无效化」).
    const orphans = refreshEquips(state.board, stateView(state), (equip, lp) => pushOnce(state.assumptions, say({ rule: lp ? R.EQUIP_STATS_LP_UNKNOWN : 'stats:equip-unknown', params: { equip: equip.card.name } })), state.negators.length ? (equip) => negatedSource(state, link, equip) : undefined);
    if (!orphans.length) break;
    if (link) link.rules.push(orphans.every(wasIncorrect) ? R.EQUIP_INCORRECT : R.EQUIP_DESTROYED);
    if (link && orphans.some(wasIncorrect) && !orphans.every(wasIncorrect)) link.rules.push(R.EQUIP_INCORRECT);
    // CH-EQUIP-HELD-NEGATED: the monster is still there, face-up: the equip card lost the effect that held it.
    const held = (o: (typeof orphans)[number]) => { const m = o.equippedTo ? state.board.cards[o.equippedTo] : undefined; return m !== undefined && m.zone === 'monster' && m.faceUp; };
    if (link && orphans.some(held)) link.rules.push(R.EQUIP_HELD_NEGATED);
    moveCards(state, [...orphans], 'gy', 'destroyed', null, null, 'rule');
  }
  // CH-STAT-SCALED: a continuous change counted by the board takes the count as the board now stands.
  recount(state.board);
}

/** CT-BOND: the sentences moves of this link left to say (./game/bonds.ts), said once, in order. */
function sayAsides(state: EngineState, link: LinkState, done: Text[]): void {
  const asides = state.asides!;
  for (let i = 0; i < asides.length; ) {
    if (asides[i]!.link === link.n) done.push(asides.splice(i, 1)[0]!.text);
    else i++;
  }
}

/**
 * CH-ONCE-APPLIED: the link above this one in the chain (already resolved, by the same player) that applied the effect `effect` of a card
 * named as `card` — as its own effect or as the effect it copied — when that effect's limit counts applications; else null.
 */
function appliedAbove(state: EngineState, link: LinkState, card: Card, effect: EffectFacts): LinkState | null {
  if (!effect.onceApplied) return null;
  for (const l of state.links) {
    if (l.n <= link.n || l.outcome !== 'resolved' || l.controller !== link.controller || !l.effect) continue;
    const copied = copiedBy(state, l);
    const applied = copied ? copied : { card: l.card, effect: l.effect };
    if (applied.card.name === card.name && applied.effect.n === effect.n && applied.effect.onceApplied) return l;
  }
  return null;
}

/** Set the link's outcome; returns null so a stage can `return finish(…)` to say the link is done. */
function finish(link: LinkState, outcome: LinkState['outcome'], by: number | null, reason: Text): null {
  link.outcome = outcome;
  link.by = by;
  link.reason = reason;
  return null;
}

/** Notes such as [无效C1] or [伤害500] act when their link resolves (it was not negated). */
function applyDirectiveEffects(state: EngineState, link: LinkState, done: Text[]): void {
  for (const d of link.directives) {
    if (d.kind === 'negate-activation' || d.kind === 'negate-effect') {
      const target = state.links.find((l) => l.n === d.link && l.n < link.n);
      if (!target) continue;
      link.rules.push(R.NOTE);
      pushOnce(state.assumptions, say({ rule: R.NOTE, params: { name: link.name, variant: 'negates', n: link.n, target: target.n, activation: d.kind === 'negate-activation' } }));
      const r = negateLink(state, link, target, d.kind === 'negate-activation' ? 'activation' : 'effect');
      if (r.text) done.push(r.text);
    } else if (d.kind === 'destroy-link' || d.kind === 'banish-link') {
      const target = state.links.find((l) => l.n === d.link);
      const c = target ? state.board.cards[target.ref] : undefined;
      if (!c || !isField(c.zone)) continue;
      link.rules.push(R.NOTE);
      moveCards(state, [c], d.kind === 'destroy-link' ? 'gy' : 'banished', d.kind === 'destroy-link' ? 'destroyed' : 'banished', link.n, link.controller, 'effect');
      done.push(say({ rule: 'note:moved', params: { card: c.card, destroyed: d.kind === 'destroy-link' } }));
    } else if (d.kind === 'damage' || d.kind === 'gain-lp') {
      link.rules.push(R.NOTE);
      const r = applyAction(state, link, d.kind === 'damage' ? { do: 'damage', amount: d.amount, player: 'opponent' } : { do: 'gain-lp', amount: d.amount, player: 'self' }, { targets: [], answers: null, thenStep: false });
      if (r.text) done.push(r.text);
    }
  }
}

/** CH-REWRITE: the effect as rewritten — the new steps, on the old targets only when the new text names them. */
function rewritten(own: EffectFacts, into: NonNullable<LinkState['rewrittenInto']>): EffectFacts {
  // CH-REWRITE-TURN-PART: the parts of its own effect lasting the turn (CH-TURN-PART) are that effect's, gone with it; a pledge is
  // no effect and stays (CH-PLEDGE, read from the activation).
  return { ...own, does: into.does, targets: into.targets ? own.targets : undefined, condition: undefined, resolutionCondition: undefined, staysOnField: false, turnParts: undefined };
}

/** The link a "when … is activated" effect answers: the legal link directly below it. */
function findAnswered(state: EngineState, link: LinkState): LinkState | null {
  if (!link.effect?.respondsTo && !link.effect?.does.some((a) => a.what === 'activation')) return null;
  const lower = state.links.filter((l) => l.n < link.n && l.legal !== false);
  return lower[lower.length - 1] ?? null;
}

interface TargetCheck {
  valid: string[];
  why: Text;
  by: number | null;
  rules: string[];
  /** A fixed number of targets, one unaffected: the targeted step is not applied in full (CH-FIXED-COUNT-UNAFFECTED). */
  incomplete: boolean;
}

/** CH-UNAFFECTED-DETACH-FIRST: is the effect's first step on its targets a detach of their Xyz Materials? */
const detachesFirst = (does: readonly Action[]): boolean => does.find((a) => a.what === 'targets')?.do === 'detach';

/** Does any step of the effect act on its targets (rather than only read them)? */
// (A summon with its targets as materials — a rank-up, CMP-RANK-UP-SUMMON — acts on them too.)
const actsOnTargets = (does: readonly Action[]): boolean => does.some((a) => a.what === 'targets' || a.withMoved?.from === 'targets');

function checkTargets(state: EngineState, link: LinkState, refs: readonly string[] = link.targets): TargetCheck {
  const board = state.board;
  const filter = link.effect!.targets!.filter;
  const valid: string[] = [];
  const reasons: Text[] = [];
  const rules: string[] = [];
  let by: number | null = null;
  // Targets still there but unaffected by the effect: still its targets (CH-FIXED-COUNT-UNAFFECTED).
  let shielded = 0;
  let incomplete = false;
  const allLingering = state.lingering.length > 0 && refs.every((ref, i) => {
    const c = board.cards[ref];
    return c !== undefined && c.ref !== link.ref && c.zone === (link.targetZones[i] ?? null) && lingeringUnaffectedLink(state, c, link) !== null;
  });
  refs.forEach((ref, i) => {
    const c = board.cards[ref];
    const was = link.targetZones[i] ?? null;
    if (!c) return;
    const moved = lastMove(state, ref);
    if (c.zone !== was) {
      by = by ?? moved?.link ?? null;
      const between = isField(was) && isField(c.zone);
      rules.push(between ? R.TARGET_ZONE_MOVE : R.TARGET_GONE);
      reasons.push(
        between
          ? say({ rule: R.TARGET_ZONE_MOVE, params: { card: c.card.name } })
          : say({ rule: 'target:left', params: { card: c.card.name, was, byLink: moved?.link ?? null, how: moved?.type ?? null } }),
      );
      return;
    }
    // An activated Normal Spell/Trap on the chain cannot be returned (CH-ON-CHAIN-NO-RETURN).
    const activatedAs = activatedOnChain(state, ref, link.n);
    if (activatedAs !== null && returnsTargets(link.effect!.does) && leavesAfterChain(c.card)) {
      by = by ?? activatedAs;
      rules.push(R.ON_CHAIN_NO_RETURN);
      reasons.push(say({ rule: R.ON_CHAIN_NO_RETURN, params: { card: c.card.name, variant: 'resolution' } }));
      return;
    }
    // CH-FIXED-COUNT-CANNOT-UNDERGO: 「那2只…除外」 with a target that cannot be banished where it stands (its own 「场上的表侧表示的这张卡
    // 不能除外」 not negated, or one another card grants): not a target the effect can apply to, so the fixed number is lost
    // (CH-TARGET-FIXED-COUNT) — unlike one merely unaffected, which still counts (CH-FIXED-COUNT-UNAFFECTED).
    const banish = link.effect!.targets?.fixed ? link.effect!.does.find((a) => a.what === 'targets' && a.do === 'banish') : undefined;
    if (banish && (cannotBeBanished(banish, c.card, isField(c.zone) && c.faceUp && !c.states.includes('effects-negated') && !negatedByBond(board, c)) || grantedCannotBeBanished(banish, board, c, link.controller))) {
      rules.push(R.FIXED_COUNT_CANNOT_UNDERGO);
      reasons.push(say({ rule: R.FIXED_COUNT_CANNOT_UNDERGO, params: { card: c.card.name } }));
      return;
    }
    // 「不受…效果影响」 printed on the target (CH-PROTECT-UNAFFECTED). Choosing a target is not affecting it:
    // when no step of the effect acts on its targets (it raises its own ATK by the target's), the
    // target stays and the effect applies (CH-UNAFFECTED-TARGET-OTHER-PART).
    const byState = c.ref !== link.ref && stateUnaffected(c, link.card, link.controller);
    if (byState) rules.push(R.UNAFFECTED_STATE);
    // CH-TARGET-UNAFFECTED-LINGERING: a link resolved before left the target unaffected by this effect
    // (「不受…的效果影响」 given to it in answer): a target that is unaffected, the effect does nothing to it.
    // (Only when every target is: with some still affected, the step skips the unaffected one — CH-UNAFFECTED.)
    const byLink = c.ref !== link.ref && allLingering ? lingeringUnaffectedLink(state, c, link) : null;
    if (byLink !== null && actsOnTargets(link.effect!.does)) {
      // (A protection a chain before this one left — `然后` — is of no link of this chain: 0.)
      if (byLink > 0) by = by ?? byLink;
      rules.push(R.TARGET_UNAFFECTED_LINGERING);
      reasons.push(say({ rule: R.PROTECT_UNAFFECTED, params: { card: c.card.name } }));
      shielded++;
      return;
    }
    if (byState || shieldedBy(state, link, c, 'unaffected')) {
      if (!actsOnTargets(link.effect!.does)) {
        rules.push(R.UNAFFECTED_TARGET_OTHER_PART);
        valid.push(ref);
        return;
      }
      // CH-UNAFFECTED-DETACH-FIRST: its first step on the target detaches the target's Xyz Materials — which touches the materials,
      // not the monster: the target stays, the detach is done, and each later step on it is judged as it comes (losing its
      // materials may end what kept it unaffected: 「●3个以上：这张卡不受这张卡以外的效果影响」).
      if (detachesFirst(link.effect!.does)) {
        rules.push(R.UNAFFECTED_DETACH_FIRST);
        valid.push(ref);
        return;
      }
      rules.push(R.PROTECT_UNAFFECTED);
      reasons.push(say({ rule: R.PROTECT_UNAFFECTED, params: { card: c.card.name } }));
      shielded++;
      return;
    }
    if (c.activationNegated) {
      by = by ?? state.links.find((l) => l.ref === ref)?.activationNegatedBy ?? null;
      rules.push(R.NEGATED_ST_OFF_FIELD);
      reasons.push(say({ rule: R.NEGATED_ST_OFF_FIELD, params: { card: c.card.name } }));
      return;
    }
    // CH-TARGET-SAME-COLUMN: 「和这张卡相同纵列的…」 is read again as the effect resolves (rules reference docs/c03/特定效果的处理方法.rst:569,
    // 「这张卡所在的纵列…在效果处理时判断」) by the filter below: a target in another column now no longer fits (CH-TARGET-NO-LONGER). A zone
    // not known now (not stated, or lost by a move: a change of control, this card gone from the field) is not judged, and said.
    if (filter.sameColumnAsSelf) {
      const self = board.cards[link.ref];
      rules.push(R.TARGET_SAME_COLUMN);
      if (!self || columnOf(self) === null || columnOf(c) === null) pushOnce(state.assumptions, say({ rule: R.TARGET_SAME_COLUMN, params: { name: link.name, variant: 'unread' } }));
    }
    // Whether a face-down monster is an Effect Monster cannot be told: a target that must be one (「效果怪兽」) no longer
    // fits once turned face-down (rules reference docs/c03/里侧·一时除外.rst:320). A Type or Attribute still counts (:357).
    // CH-TARGET-FACE-DOWN-ATK: nor can its ATK (docs/c03/里侧·一时除外.rst:66–69): a target bound by ATK (「攻击力2000以上的怪兽」) no longer fits.
    const hidden = !c.faceUp && c.zone === 'monster' && ((filter.subtypes ?? []).includes('effect') || filter.atkMin !== undefined || filter.atkMax !== undefined) && !changesFaceUpOnly(link.effect!.does);
    if (hidden && !(filter.subtypes ?? []).includes('effect')) rules.push(R.TARGET_FACE_DOWN_ATK);
    if (hidden || !matchesFilter(filter, c, onBoard(board, link.ref, link.controller, true))) {
      const changer = state.events.findLast((ev) => ev.cards.includes(ref) && ev.link !== null && ev.link > link.n);
      by = by ?? changer?.link ?? null;
      rules.push(R.TARGET_NO_LONGER);
      const attackerNow = filter.attacking && board.attack && !isAttacking(board, c);
      if (attackerNow) rules.push(R.ATTACKER_DEFENSE);
      reasons.push(
        attackerNow
          ? say({ rule: R.ATTACKER_DEFENSE, params: { card: c.card.name } })
          : say({ rule: R.TARGET_NO_LONGER, params: { card: c.card.name } }),
      );
      return;
    }
    // CH-TARGET-RESTATED: a resolution that describes its target again (「那只对方怪兽」「盖放的那张卡」) reads that part
    // again: a target taken over by this effect's player, or activated face-up, is no longer the card it acts on.
    const restated = link.effect!.targets!.restated;
    // CH-SET-AGAIN-STILL-SET (issue 16; rules reference docs/c02/基本用语.rst:34): a Set target activated in answer whose own
    // resolution Sets it again (CH-SET-AGAIN) is still 「盖放的那张卡」 — it is the Set card again, not one turned face-up.
    const setAgain = filter.faceUp === false && c.faceUp && state.links.some((l) => l.ref === ref && l.n > link.n && l.outcome === 'resolved' && l.rules.includes(R.SET_AGAIN));
    if (setAgain) rules.push(R.SET_AGAIN_STILL_SET);
    // (「那张魔法卡破坏（…盖放中的场合，翻开确认）」: a Set target revealed as another kind of card is not acted on.)
    if (restated?.kind && c.card.type.kind !== restated.kind) {
      rules.push(R.TARGET_RESTATED);
      reasons.push(say({ rule: R.TARGET_RESTATED, params: { card: c.card.name, variant: 'kind', kind: restated.kind } }));
      return;
    }
    if (restated && ((restated.side && !sideMatches(filter.side, c.controller, link.controller)) || (restated.face && filter.faceUp !== undefined && c.faceUp !== filter.faceUp && !setAgain))) {
      const changer = state.events.findLast((ev) => ev.cards.includes(ref) && ev.link !== null && ev.link > link.n);
      by = by ?? changer?.link ?? null;
      rules.push(R.TARGET_RESTATED);
      reasons.push(say({ rule: R.TARGET_RESTATED, params: { card: c.card.name, variant: restated.side && !sideMatches(filter.side, c.controller, link.controller) ? 'side' : filter.faceUp === true ? 'face-up' : 'face' } }));
      return;
    }
    // CH-NOTHING-ON-TARGET: a link resolved before left this target with nothing the effect could change
    // (negated already, ATK/DEF already at the value it sets): an effect that could not have been activated on it does not apply to it.
    if (nothingLeftOnTargets(link.effect!, [c])) {
      const changer = state.events.findLast((ev) => ev.cards.includes(ref) && ev.link !== null && ev.link > link.n);
      by = by ?? changer?.link ?? null;
      rules.push(R.NOTHING_ON_TARGET);
      if (link.effect!.does.some((a) => a.do === 'destroy' && a.needsBefore)) rules.push(R.NEGATE_THEN_DESTROY);
      reasons.push(say({ rule: R.NOTHING_ON_TARGET, params: { card: c.card.name, variant: 'target' } }));
      return;
    }
    // Turned face-down: still the target, but an effect that only changes a face-up monster (negates
    // its effects, changes its ATK/DEF — 「那只表侧表示怪兽」) has nothing to apply to: a face-down
    // monster has no effects or ATK in play, and when it is flipped face-up again it is a new card.
    if (!c.faceUp && c.zone === 'monster' && changesFaceUpOnly(link.effect!.does)) {
      const changer = state.events.findLast((ev) => ev.cards.includes(ref) && ev.link !== null && ev.link > link.n);
      by = by ?? changer?.link ?? null;
      rules.push(R.TARGET_FACEDOWN_NO_APPLY);
      reasons.push(say({ rule: R.TARGET_FACEDOWN_NO_APPLY, params: { card: c.card.name } }));
      return;
    }
    // Turned face-down, or now controlled by the other player: still the same card, still the target.
    if (!c.faceUp || (link.targetControllers[i] !== undefined && c.controller !== link.targetControllers[i])) rules.push(R.TARGET_STAYS);
    valid.push(ref);
  });
  if (valid.length > 0 && valid.length < refs.length) {
    if (link.effect!.targets?.fixed && valid.length + shielded === refs.length) {
      // 「那2只怪兽送去墓地」 with one target unaffected by it: that one is still a target, so the others are moved — but
      // the step was not applied in full, and what follows it is not done (CH-FIXED-COUNT-UNAFFECTED).
      rules.push(R.FIXED_COUNT_UNAFFECTED);
      incomplete = true;
    } else if (link.effect!.targets?.fixed) {
      // 「那2张」: a fixed number is all or nothing (CH-TARGET-FIXED-COUNT).
      rules.push(R.TARGET_FIXED_COUNT);
      reasons.push(say({ rule: R.TARGET_FIXED_COUNT, params: { count: refs.length } }));
      valid.length = 0;
    } else rules.push(R.TARGET_PARTIAL);
  }
  const why = t(zhJoined(reasons, '；'), enJoined(reasons, '; '));
  return { valid, why, by, rules, incomplete };
}

/** Does the effect return its targets to the hand or Deck (or Set them again)? */
function returnsTargets(does: readonly Action[]): boolean {
  return does.some((a) => a.what === 'targets' && isReturnAction(a.do));
}

/** Every step changes its own card where it stands (ATK, position, protection): nothing to do once it is gone. */
const OWN_CARD_STEPS: ReadonlySet<string> = new Set(['modify-stats', 'change-position', 'unaffected', 'cannot-attack', 'cannot-be-targeted', 'indestructible']);
function changesOwnCardOnly(does: readonly Action[]): boolean {
  return does.length > 0 && does.every((a) => a.what === 'self' && OWN_CARD_STEPS.has(a.do) && !isLingering(a));
}

/** Every step moves the effect's own card from where it is (CH-SELF-LEFT-GY). */
const OWN_CARD_MOVES: ReadonlySet<string> = new Set(['set', 'special-summon', 'add-to-hand', 'return-to-hand', 'return-to-deck', 'banish', 'equip']);
function movesOwnCardOnly(does: readonly Action[]): boolean {
  // (What it leaves for later on the moved card — 「这个效果特殊召唤的这张卡从场上离开的场合除外」 — is no step done now.)
  const now = does.filter((a) => !isLingering(a));
  return now.length > 0 && now.every((a) => a.what === 'self' && OWN_CARD_MOVES.has(a.do));
}

/** Every step done now equips cards to the effect's own card (「给这张卡装备」); what it sets up for later depends on them. */
function equipsOntoSelfOnly(does: readonly Action[]): boolean {
  const now = does.filter((a) => !isLingering(a));
  return now.length > 0 && now.every((a) => a.do === 'equip' && a.onto === 'self');
}

/**
 * Every step that acts on the targets only changes a face-up monster's effects or stats, or gives it a protection
 * (「那只怪兽不受其他卡的效果影响」 No.81, 「不会成为…对象」: what a face-down card cannot hold — turned face-up again it is a
 * new card; rules reference docs/c03/里侧·一时除外.rst:350).
 */
const FACE_UP_ONLY_STEPS: ReadonlySet<string> = new Set(['negate-effects', 'modify-stats', 'unaffected', 'cannot-be-targeted']);
function changesFaceUpOnly(does: readonly Action[]): boolean {
  const onTargets = does.filter((a) => a.what === 'targets');
  // (「不会被战斗·效果破坏」 given to it still applies face-down: rules reference docs/c03/里侧·一时除外.rst:344.)
  return onTargets.length > 0 && onTargets.every((a) => FACE_UP_ONLY_STEPS.has(a.do));
}


/**
 * CH-LINGER-NEGATE-EARLIER (issue 16, lingering effects; rules reference docs/c03/无效.rst:222–226): the card of the
 * effect an earlier activation of the turn negates for the rest of it (history.ts `earlierNegations`), judged where the link's card
 * was when it was activated (a Trap activated on the field and sent away as a cost is still one of 「场上的陷阱卡」), unless it is
 * unaffected by that card's effects. Its name, else null.
 */
function negatedByEarlier(state: EngineState, link: LinkState, self: BoardCard): string | null {
  for (const n of earlierNegations(state)) {
    const f = (n.action.what as { filter: CardFilter }).filter;
    const where = link.activatedFrom;
    if (f.place !== undefined && !(f.place === 'field' ? isField(where) : f.place === where)) continue;
    // A negation that keeps applying to monsters on the field (「场上的…怪兽的效果无效化」) does not reach an effect whose monster is not
    // face-up in the Monster Zone as it resolves — tributed as its cost, or turned face-down (docs/c03/无效.rst:201–209).
    if (f.kind === 'monster' && f.place === 'field' && !(self.zone === 'monster' && self.faceUp)) continue;
    const src = Object.values(state.board.cards).find((c) => c.card.id === n.card.id && c.controller === n.player);
    const ctx = onBoard(state.board, src?.ref ?? '', n.player, true);
    if (!matchesFilter({ ...f, place: undefined, side: undefined }, self, ctx) || !sideMatches(f.side, self.controller ?? link.controller, n.player)) continue;
    if (unaffectedBy(state, self, { ref: src?.ref ?? '', card: n.card, controller: n.player, n: null, name: link.name, rules: link.rules })) continue;
    link.rules.push(R.LINGER_NEGATE_EARLIER);
    // (Lasting until the damage step ends: the history does not say it was this damage step — assumed, and said.)
    if (n.action.duration === 'damage-step') pushOnce(state.assumptions, say({ rule: R.LINGER_NEGATE_EARLIER, params: { variant: 'damage-step', card: n.card.name } }));
    return n.card.name;
  }
  return null;
}

/** A continuous negation on the field, or a lingering one from a resolved link, that negates this link now. */
function negatedAtResolution(state: EngineState, link: LinkState): { by: number | null; reason: Text; rule: string; notApplied?: boolean; stopAt?: Action | null; lock?: Card } | null {
  const board = state.board;
  const self = board.cards[link.ref];
  const name = link.name;
  // 「这个效果不会被无效化」: no negation of its card's effects reaches it (CH-CANNOT-BE-NEGATED) — but a GY lock also says
  // 「并且不适用」: what it cannot negate it still keeps from applying (CH-GY-LOCK-MOVES, rules reference docs/c04, the GY lock chapter).
  const unnegatable = negationBlocked(link, 'effect', state);
  // Activated while an earlier effect had negated its card (`(效果无效)`), not turned face-down since (CH-NEGATED-EARLIER).
  if (!unnegatable && stillNegatedEarlier(state, link) && self) {
    // CH-NEGATED-OFF-FIELD: the same for an effect activated in the GY / banished / the Extra Deck by a card negated there.
    const rule = link.negatedOffField ? R.NEGATED_OFF_FIELD : R.NEGATED_EARLIER;
    // (Written `(效果无效)` in the situation, or left so by an earlier chain written before `然后` — the answer says which.)
    const written = state.scenario.instances.some((i) => (i.ref === link.ref || board.aliases?.[i.ref] === link.ref) && i.states.includes('effects-negated'));
    return { by: null, rule, reason: say({ rule, params: { name, card: self.card.name, written } }) };
  }
  // CH-LINGER-NEGATE-COLUMN: a Spell/Trap in the column a resolved link (this chain's, or a chain's before) negates for the turn.
  const column = !unnegatable && state.lingering.length ? columnNegatedBy(state, link, self) : null;
  if (column) {
    if (!link.rules.includes(R.LINGER_NEGATE_COLUMN)) link.rules.push(R.LINGER_NEGATE_COLUMN);
    return { by: column.link || null, rule: R.LINGER_NEGATE_COLUMN, reason: say({ rule: R.LINGER_NEGATE_COLUMN, params: { variant: 'negated', name, by: column.link || null, source: board.cards[column.sourceRef]?.card.name ?? '' } }) };
  }
  // Lingering (「直到回合结束…无效」): the cards whose effects a resolved link negated, while they stay face-up on the field.
  for (const l of unnegatable ? [] : state.lingering) {
    if (l.action.do !== 'negate-effects' || l.link <= link.n) continue;
    if (l.names && self && l.names.includes(self.card.name) && link.ref !== l.sourceRef) {
      // CH-EQUIP-EFFECT-NOT-MONSTER: an effect activated as an equip card is no monster effect a negation of monsters reaches.
      if (sparedAsEquipEffect(state, l.link, link)) {
        if (!link.rules.includes(R.EQUIP_EFFECT_NOT_MONSTER)) link.rules.push(R.EQUIP_EFFECT_NOT_MONSTER);
        continue;
      }
      // By name (「原本卡名相同的怪兽的效果无效」): wherever the card is now, its effect on the chain is negated.
      return {
        by: l.link,
        rule: R.NAME_NEGATION,
        reason: say({ rule: R.NAME_NEGATION, params: { name, by: l.link, card: self.card.name } }),
      };
    }
    if (self && l.cards.includes(link.ref) && onField(self) && self.faceUp) {
      return {
        by: l.link,
        rule: R.LINGERING_NEGATION,
        reason: say({ rule: R.LINGERING_NEGATION, params: { name, by: l.link } }),
      };
    }
  }
  // CH-LINGER-NEGATE-EARLIER: a lasting negation an effect activated earlier this turn left (`本回合:`) on the cards a filter names.
  // (Whether this turn has a history, read with no array made for none — issue 10.)
  const history = (state.scenario.history?.length ?? 0) > 0;
  const earlier = !unnegatable && self && history ? negatedByEarlier(state, link, self) : null;
  if (earlier) return { by: null, rule: R.LINGER_NEGATE_EARLIER, reason: say({ rule: R.LINGER_NEGATE_EARLIER, params: { name, card: earlier } }) };
  // CH-TARGET-LOCK-NEGATE: 「这个回合，以那张卡为对象发动的怪兽效果无效」 left on the card an effect chose (this chain, or earlier this turn).
  const lock = !unnegatable ? targetLockNegation(state, link, self) : null;
  if (lock) {
    link.rules.push(R.TARGET_LOCK_NEGATE);
    return { by: null, rule: R.TARGET_LOCK_NEGATE, reason: say({ rule: R.TARGET_LOCK_NEGATE, params: { name, card: lock.name } }) };
  }
  // CT-BOND-NEGATE-HELD: a card holding this one as the target of its 「…表侧表示存在期间，作为对象的…效果无效化」 (its own negation since
  // changes nothing), face-up on the field now.
  const holder = !unnegatable && self && self.faceUp && isField(self.zone) ? heldNegationOf(board, self) : null;
  if (holder) return { by: null, rule: R.BOND_NEGATE_HELD, reason: say({ rule: R.BOND_NEGATE_HELD, params: { name, card: holder.card.name } }) };
  // CT-BOND-NEGATE: a face-up card keeping this one as the target of its continuous 「那只怪兽…效果无效化」, applying now — a continuous
  // effect, so it reaches a card unaffected only by activated effects too (CH-PROTECT-ACTIVATED-ONLY). (No bond on the board: not asked.)
  const bond = state.bonded && !unnegatable && self && self.faceUp && isField(self.zone) ? bondNegatorOf(board, self) : null;
  if (bond) {
    if (printedUnaffected(self!.card, (f) => f.resolutionOnly === true) && !link.rules.includes(R.PROTECT_ACTIVATED_ONLY)) link.rules.push(R.PROTECT_ACTIVATED_ONLY);
    return { by: null, rule: R.BOND_NEGATE, reason: say({ rule: R.BOND_NEGATE, params: { name, card: bond.card.name } }) };
  }
  // CH-NAME-NEGATE-EARLIER: a negation by name an effect activated earlier this turn left (`本回合:X(除外:Y)`), wherever the card is now.
  const byName = !unnegatable && self && history ? negatedByNameEarlier(state, link.n, self) : null;
  if (byName) {
    link.rules.push(R.NAME_NEGATE_EARLIER);
    return { by: null, rule: R.NAME_NEGATE_EARLIER, reason: say({ rule: R.NAME_NEGATE_EARLIER, params: { name, card: byName.card.name, named: self!.card.name } }) };
  }
  // A negation of this card's effects resolved while this link was on the chain (CH-NEGATION-OUTLIVES):
  // reached when the card has left the field since (on the field, the lingering negation above says it).
  if (!unnegatable && link.negatedOnChainBy != null) {
    return { by: link.negatedOnChainBy, rule: R.NEGATION_OUTLIVES, reason: say({ rule: R.NEGATION_OUTLIVES, params: { name, by: link.negatedOnChainBy } }) };
  }
  // CH-NEGATE-ACTIVATED-LASTING: a lasting negation of the effects of this kind its player activates resolved above it.
  if (!unnegatable && link.negatedAsActivatedBy != null) {
    return { by: link.negatedAsActivatedBy, rule: R.NEGATE_ACTIVATED_LASTING, reason: say({ rule: R.NEGATE_ACTIVATED_LASTING, params: { name, by: link.negatedAsActivatedBy } }) };
  }
  // Continuous effects of face-up cards on the field (「只要这张卡在场上表侧表示存在，…无效」) — those that must apply first; one
  // that only may apply (「可以」) applies when none of them did, the first one found (CH-NONCHAIN-NEGATE-OPTIONAL).
  // (CH-NONCHAIN-NEGATE-ANYWAY: one that may apply whatever else negates the effect comes last — it may still apply after them.)
  // Asked for every link (issue 10): with no continuous negation on the board, no ordered list is made.
  if (state.negators.length === 0) return null;
  for (const n of [...state.negators.filter((x) => !x.action.optional), ...state.negators.filter((x) => x.action.optional && !x.action.anyway), ...state.negators.filter((x) => x.action.anyway)]) {
    const { source, action: a } = n;
    const found = negatorHit(state, link, n, unnegatable);
    // CH-NONCHAIN-NEGATE-NOTHING: an effect that cannot be negated — each negation on no chain that may apply may still be applied to it, negating nothing.
    if (!found && unnegatable && a.optional && negatorHit(state, link, n, false)) noteMayApplyNothing(link, n);
    if (!found) continue;
    // CH-NONCHAIN-NEGATE-OPTIONAL: one that may apply (「可以」) to an effect of its own controller — not assumed to be applied: said.
    if (a.optional && source.controller === link.controller) {
      pushOnce(state.assumptions, say({ rule: R.NONCHAIN_NEGATE_OPTIONAL, params: { name, source: source.card.name } }));
      continue;
    }
    if (a.optional) {
      link.rules.push(a.anyway ? R.NONCHAIN_NEGATE_ANYWAY : R.NONCHAIN_NEGATE_OPTIONAL);
      noteOptionalNegation(link, n);
    }
    // CH-BATTLE-OPPONENT-NEGATED: the monster battling the negating card (or a monster its text names), in the attack stated.
    if ((typeof a.what === 'object' && a.what.filter.battlesWith !== undefined) || n.effect.condition?.some((x) => x.is === 'battling')) link.rules.push(R.BATTLE_OPPONENT_NEGATED);
    const assumed = found.assumed;
    if (assumed) pushOnce(state.assumptions, say({ rule: R.CONTINUOUS_NEGATION, params: { variant: 'assumed', source: source.card, cond: found.unknown } }));
    if (a.effects?.some((f) => f.movesFrom !== undefined)) {
      // A GY lock (./game/contains.ts): said as what it is, not as a plain continuous negation.
      // CH-GY-LOCK-PARTIAL: not negated, it is only kept from applying from the first step that must move a card out of the GY on.
      const f = unnegatable ? a.effects.find((x) => x.movesFrom !== undefined) : undefined;
      const stopAt = f && source.controller ? lockedStep(f, activationOf(state, link), onBoard(state.board, source.ref, source.controller), stateView(state)) : null;
      return { by: null, rule: R.GY_LOCK, reason: say({ rule: R.GY_LOCK, params: { name, source: source.card, notApplied: unnegatable } }), notApplied: unnegatable, stopAt, lock: source.card };
    }
    noteContinuousNegator(link, source);
    return {
      by: null,
      rule: R.CONTINUOUS_NEGATION,
      reason: say({ rule: R.CONTINUOUS_NEGATION, params: { name, source: source.card, from: link.activatedFrom, offField: link.rules.includes(R.CONT_NEGATE_FIELD) ? 'field' : link.rules.includes(R.CONT_NEGATE_ST) ? 'st' : null } }),
    };
  }
  return null;
}

/**
 * A chain started by a summon negation (Chain Link 1): the summon was waiting on it (seed 000 召唤的处理
 * ④). If the negation applied, the summon failed (情况B) and the monster was destroyed from no zone.
 * If it did not (its activation or effect negated, or it did nothing), the summon succeeds now (情况A):
 * the monster lands face-up and its summon is the last thing that happened — the window at the end of
 * this chain is also the summon-success window. The event is a rule's (link null), like the
 * end-of-chain moves, so it does not make effects met during the chain miss their timing.
 */
function summonOutcome(state: EngineState, first: LinkState): void {
  const negated = first.outcome === 'resolved' && first.rules.includes(R.SUMMON_NEGATED);
  if (negated) return;
  // CH-GEMINI-SUMMON-CHAIN: a Gemini monster summoned again stayed on the field; its summon succeeds now — unless its effects were
  // negated in the chain (no longer being summoned again: the summon is not carried out).
  if (state.scenario.action?.verb === 'summon' && summonedOnField(state.scenario)) {
    const again = first.targets.map((r) => state.board.cards[r]).filter((c): c is BoardCard => c !== undefined && c.zone === 'monster' && c.faceUp && !c.states.includes('effects-negated') && !continuouslyNegated(state, first, c));
    if (again.length === 0) return;
    nextStep(state);
    for (const c of again) if (!c.states.includes('gemini-summoned')) c.states = [...c.states, 'gemini-summoned'];
    emit(state, { type: 'summoned', cards: again.map((c) => c.ref), link: null, by: again[0]!.controller, cause: 'rule', from: again.map(() => 'monster' as const), to: again.map(() => 'monster' as const) });
    first.rules.push(R.GEMINI_SUMMON_CHAIN);
    return;
  }
  // CH-FLIP-SUMMON-DONE: a Flip Summon whose negation did not apply succeeds now — the monster still face-up in a Monster Zone (not Set
  // again in the chain) is Flip Summoned, on the field of whoever controls it now (taken in the chain: its new controller's Flip Summon).
  if (state.scenario.action?.verb === 'flip-summon') {
    const done = first.targets.map((r) => state.board.cards[r]).filter((c): c is BoardCard => c !== undefined && c.zone === 'monster' && c.faceUp && !setAgain(state, c));
    if (done.length === 0) return;
    nextStep(state);
    emit(state, { type: 'flip-summoned', cards: done.map((c) => c.ref), link: null, by: done[0]!.controller, cause: 'rule', from: done.map(() => 'monster' as const), to: done.map(() => 'monster' as const) });
    first.rules.push(R.FLIP_SUMMON_DONE);
    first.reason = sentences([first.reason ?? t('', ''), say({ rule: R.FLIP_SUMMON_DONE, params: { name: first.name, cards: done.map((c) => c.card.name), taken: done.some((c) => c.owner !== null && c.controller !== c.owner) } })]);
    return;
  }
  const monsters = first.targets.map((r) => state.board.cards[r]).filter((c): c is BoardCard => c !== undefined && c.zone === null);
  if (monsters.length === 0) return;
  // Which summon it was is not written: a negator that answers Normal Summons is read as one (the
  // common case); one that answers only Special Summons, as a Special Summon.
  const kinds = first.effect!.respondsToSummon!.summon;
  const special = !kinds.includes('normal') && !kinds.includes('flip');
  const flip = !special && !kinds.includes('normal');
  first.rules.push(R.SUMMON_NEGATION_NEGATED);
  const who = monsters[0]!.controller;
  const names = monsters.map((c) => `「${c.card.name}」`).join('');
  const en = monsters.map((c) => c.card.name).join(', ');
  if (kinds.length > 1) {
    pushOnce(state.assumptions, say({ rule: R.SUMMON_NEGATION_NEGATED, params: { name: first.name, variant: 'which-summon', names, en, special, flip } }));
  } else if (special) {
    pushOnce(state.assumptions, say({ rule: R.SUMMON_NEGATION_NEGATED, params: { variant: 'position', names, en } }));
  }
  nextStep(state);
  moveCards(state, monsters, 'monster', special ? 'special-summoned' : flip ? 'flip-summoned' : 'summoned', null, who, 'rule');
  for (const c of monsters) {
    c.faceUp = true;
    c.position = 'attack';
    if (special) c.specialSummoned = true;
    // (「召唤·特殊召唤的回合」: a Flip Summon is neither.)
    if (!flip) c.summonedHere = true;
  }
  first.reason = sentences([first.reason ?? t('', ''), say({ rule: R.SUMMON_NEGATION_NEGATED, params: { name: first.name, names, en, outcome: first.outcome } })]);
}

/**
 * CH-CONT-NEGATE-TARGETING (rules reference docs/c03/无效.rst:356–359): a continuous 「…为对象的魔法·陷阱卡的效果无效并破坏」 on a
 * face-up monster also reaches a Spell/Trap face-up on the field that keeps targeting (`bound`, or the monster an Equip Card equips) a card it covers, as soon as
 * the chain has resolved: that card is destroyed by the monster's effect, its target stays.
 */
function keptTargetingNegated(state: EngineState): void {
  // Only a holder of a continuous negation (./game/standing.ts `negations`, in board order) can be a source: the other cards of the
  // board are not asked, and their list is made only once a source has such a negation (issue 10).
  let cards: BoardCard[] | null = null;
  for (const source of cardsWith(state, 'negations')) {
    if (source.zone !== 'monster' || !source.faceUp || !source.controller || source.states.includes('effects-negated')) continue;
    for (const e of source.card.effects) {
      if (e.kind !== 'continuous') continue;
      const at = e.does.findIndex((a) => a.do === 'negate-effects' && a.effects?.some((f) => f.targeting && f.cardKind !== undefined && ![f.cardKind].flat().includes('monster')));
      if (at < 0 || !e.does.slice(at + 1).some((a) => a.do === 'destroy' && a.what === 'activation')) continue;
      const kinds = e.does[at]!.effects!.filter((f) => f.targeting);
      const ctx = onBoard(state.board, source.ref, source.controller);
      cards ??= Object.values(state.board.cards);
      // (An Equip Card keeps targeting the monster it equips, docs/c02/基本用语.rst:309: `equippedTo` as well as `bound`.)
      const hit = cards.filter((c) => c.zone === 'spell' && c.faceUp && c.ref !== source.ref && keptTargets(c).some((ref) => {
        const t = state.board.cards[state.board.aliases?.[ref] ?? ref];
        return t !== undefined && t.zone === 'monster' && kinds.some((f) => [f.cardKind].flat().includes(c.card.type.kind) && matchesFilter(f.targeting!, t, ctx));
      }));
      if (hit.length === 0) continue;
      // Negated first, then destroyed: its own bond (「这张卡从场上离开时那只怪兽破坏」) does nothing.
      for (const c of hit) if (!c.states.includes('effects-negated')) c.states = [...c.states, 'effects-negated'];
      // CH-CONT-NEGATE-TARGETING: the 「并破坏」 is the source's effect: a card kept from destruction by card effects
      // (its own text, or granted: 「自己场上的魔法·陷阱卡不会被卡的效果破坏」) stays, negated.
      const acting = { ref: source.ref, card: source.card, controller: source.controller, n: null, name: t(source.card.name, source.card.name), rules: [] as string[] };
      const doomed = hit.filter((c) => !shieldedBy(state, acting, c, 'destroy-by-effect'));
      if (doomed.length) moveCards(state, doomed, 'gy', 'destroyed', null, source.controller, 'effect');
    }
  }
}

/** The cards a face-up Spell/Trap keeps targeting: those it is bound to, and the monster it equips. */
function keptTargets(c: BoardCard): string[] {
  const refs = (c.bound ?? []).map((b) => b.ref);
  return c.equippedTo ? [...refs, c.equippedTo] : refs;
}

/** After the last link: Spell/Trap cards that resolved and do not stay are sent to the GY by rule. */
function chainEnd(state: EngineState): void {
  nextStep(state);
  const toGy: BoardCard[] = [];
  for (const link of state.links) {
    if (!link.cardActivation || link.legal === false) continue;
    const c = state.board.cards[link.ref];
    if (!c || c.zone !== 'spell' || c.onChain !== link.n) continue;
    // An Equip Spell that did not get equipped (its target gone, its effect negated) cannot stay either.
    // (CH-EQUIP-NEGATED-STAYS: one its negated effect still equipped stays.)
    const unequipped = link.card.type.subtypes.includes('equip') && (link.outcome === 'no-effect' || link.outcome === 'effect-negated') && !(link.rules.includes(R.EQUIP_NEGATED_STAYS) && c.equippedTo);
    // CH-REWRITE-LASTING: a Continuous Spell/Trap whose card activation was rewritten resolved the new text only, like a Normal one:
    // it is sent to the GY by rule (docs/c03/无效.rst:575–578). (A Normal Spell that stays by its own text still stays.)
    const rewrittenLasting = link.rewrittenBy !== undefined && link.card.type.subtypes.includes('continuous') && link.outcome === 'resolved';
    if (rewrittenLasting) link.rules.push(R.REWRITE_LASTING);
    // CH-ST-STAYS-BY-TEXT: a Normal Trap/Spell that became an Equip Card as it resolved (「这张卡当作…装备卡使用给那只怪兽装备」) stays, equipped.
    const becameEquip = link.outcome === 'resolved' && c.equippedTo !== undefined && c.equippedTo !== null && c.card.type.kind !== 'monster';
    const byText = (!isLastingSpellTrap(link.card) && !leavesAfterChain(link.card)) || becameEquip;
    const stays = (isLastingSpellTrap(link.card) || byText) && link.outcome !== 'activation-negated' && !unequipped && !rewrittenLasting;
    if (stays && byText) link.rules.push(R.ST_STAYS_BY_TEXT);
    if (!stays && link.outcome === 'resolved' && link.rules.includes(R.SET_AGAIN)) {
      // CH-SET-AGAIN: it resolved a step that Sets its own card again: it stays, face-down, instead of going to the GY.
      c.faceUp = false;
      emit(state, { type: 'set', cards: [c.ref], link: link.n, by: link.controller, cause: 'effect', from: ['spell'], to: ['spell'] });
    } else if (!stays) toGy.push(c);
    c.onChain = null;
    link.rules.push(R.CHAIN_END_ST);
  }
  if (toGy.length) moveCards(state, toGy, 'gy', 'sent-to-gy', null, null, 'rule');
  keptTargetingNegated(state); // R.CONT_NEGATE_TARGETING
  for (const k in state.board.cards) state.board.cards[k]!.activationNegated = false;
  const atk = state.board.attack;
  if (atk) {
    const attacker = state.board.cards[state.board.aliases?.[atk.attacker] ?? atk.attacker];
    // The attack stopping (攻击中止) is said by the window, which reads the board after the chain.
    if (attacker && !isAttacking(state.board, attacker)) {
      for (const l of state.links) if (l.effect?.targets?.filter.attacking) l.rules.push(R.ATTACKER_DEFENSE);
    }
  }
}

/** Verbs that move their cards: a step of one is applied in full only when every card it meant has moved (CH-TURN-PART). */
const MOVES: ReadonlySet<string> = new Set(['destroy', 'banish', 'send-to-gy', 'tribute', 'return-to-hand', 'return-to-deck']);

/** Did the step just applied reach every card it meant — each of its targets, or this card — when it moves cards? */
function movedInFull(state: EngineState, link: LinkState, a: Action, ctx: ResolveContext, eventsBefore: number): boolean {
  if (!MOVES.has(a.do) || a.what !== 'targets') return true;
  // (A loop over the step's own events: no copies of the event list made — issue 10.)
  for (const r of ctx.targets) {
    let moved = false;
    for (let i = eventsBefore; i < state.events.length && !moved; i++) {
      const ev = state.events[i]!;
      moved = ev.link === link.n && ev.cards.includes(r);
    }
    if (!moved) return false;
  }
  return true;
}

/**
 * CH-TURN-PART (issue 16, docs/c03/誓约.rst:179–193): the parts of a resolved effect that last the rest of the turn. 「A，这个回合B」
 * (`comma`) applies only if every step before it applied in full (destroying one of its two targets leaves no lock); a
 * sentence of its own (「A。这个回合B」) applies whenever the effect resolves, whatever A did (an add that added nothing still
 * locks). What applies is listed in the answer (`lasting`); nothing is done now. An optional step, one left to chance or to an
 * earlier step's result, or one done later (`whenever`) is not needed.
 */
function turnParts(state: EngineState, link: LinkState, e: EffectFacts, does: readonly Action[], full: ReadonlySet<Action>, notes: Text[], partsOnly: boolean): void {
  const needed = does.filter((a) => !a.optional && !a.conditional && !a.uncertain && !a.whenever && !a.ifNegatedKind && !a.ifMoved && !a.ifMovedFewer);
  // (Its targets gone, the steps before a part did not apply: the steps left — 『发动后』 ones — are parts themselves.)
  const allFull = !partsOnly && needed.every((a) => full.has(a));
  for (const part of e.turnParts ?? []) {
    link.rules.push(R.TURN_PART);
    if (part.comma && !allFull) {
      notes.push(say({ rule: R.TURN_PART, params: { variant: 'not', text: part.text, words: turnPartWords(part, e.does) } }));
      continue;
    }
    // CH-TURN-PART-DRAW-LOCK: 「自己不能用卡的效果抽卡」 binds its player from now on — the links of this chain still to resolve too.
    if (part.limits?.some((l) => l.forbids === 'draw')) (state.drawLocks ??= []).push({ player: link.controller, card: link.card.name });
    const what = say({ rule: R.TURN_PART, params: { variant: part.comma ? 'comma' : 'sentence', text: part.text, words: turnPartWords(part, e.does) } });
    // (CH-SHOWN-CARD-NOTE: a part lending what 「给人观看的怪兽」 is names the monster the link showed.)
    const shown = shownInPart(state, link, part.text);
    (state.lasting ??= []).push({
      link: link.n,
      card: { id: link.card.id || null, name: link.card.name, controller: link.controller, ref: link.instanceRef },
      what: shown ? t(`${what.zh}${shown.zh}`, `${what.en}${shown.en}`) : what,
      // (CH-TURN-PART-EN: its English words are what was read of it, ../phrases/turn-part-words.ts.)
      rules: shown ? [R.TURN_PART, R.TURN_PART_EN, R.SHOWN_CARD_NOTE] : [R.TURN_PART, R.TURN_PART_EN],
    });
  }
}

/**
 * Could this link be activated here? A table of checks, one per rule: spell speed against the link
 * directly below, "when X is activated" patterns (which must match that link directly, never one
 * further down), the event not yet happened, the attack declaration, where and when (Spell Speed 1 windows,
 * Traps from the hand, set this turn, place of activation, face-down monsters, once per turn),
 * activation conditions, floodgates, costs, targets. Each check returns `{ rule, params }` when the
 * link cannot be activated, else null; the words are ../phrases' (keyed by the rule).
 *
 * Judged on the board as it is when the link is activated (after the costs of the links below).
 * Conditions the board cannot tell are assumed met and said so (an assumption is a phrase too).
 */
import { costCount, countedByTargets } from '../game/cost-count.js';
import { lockBindsPlayer } from '../game/summon-lock-some.js';
import { declaredTypeLocks } from '../game/declared-type.js';
import { noLevel } from '../../cards/level-bound.js';
import { actionMissesTrigger, statedMeetsTrigger, statedMissesTrigger, SUMMON_EVENTS } from './action-misses-trigger.js';
import { fittingOnBoard, isFieldPlace, listedTargetCount, partialFields } from '../game/listed-pick.js';
import { sameKindCostUnpaid } from './cost-same-kind.js';
import { lpUnitNoted } from '../game/actions.js';
import { untributableForCost } from './cost-untributable.js';
import { moveEnds, moveHolders } from '../game/equip-move.js';
import { leftBeforeStepEnd } from './phase-self-left.js';
import type { Text } from '../../i18n/text.js';
import { sharesUseLimit, type Action, type Card, type CardFilter, type Condition, type EffectFacts, type Place, type Player, type TargetGroup } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { activationOf, linkActivation, pushOnce, stateView } from '../game/state.js';
import { handTriggerInWindow } from './hand-trigger-window.js';
import { laterLevelBelow, missedInWindow } from './segoc-binds.js';
import { noteFieldInPart } from './field-in-part.js';
import { summonerUnmet } from '../game/summoner-unstated.js';
import { asArray, checkCondition, checkConditions, destroyDoubts, effectFilterMatches, includesAction, matchesFilter, matchContext, monsterAsEquip, onBoard, patternMismatch, placeMatches, triggerAlternatives, zonesKnown, cardsMatching, othersMatchingAtMost, materialsUnstated, targetsUnwrittenFit, type PatternFailure } from '../game/match.js';
import { battleStepPriority } from './battle-step.js';
import { attackDeclaredTurn } from './attack-turn.js';
import { BATTLE_DAMAGE_PART, BATTLE_DESTRUCTION_PART, damageStepVerdict, namesDamageStepMoment, onlyNormalOrFlipSummon } from '../game/damage-step.js';
import { activatedOnChain, activationPending, isReturnAction, leavesAfterChain } from '../game/on-chain.js';
import { continuouslyNegated, shieldSource } from '../game/protection.js';
import { containedSteps } from '../game/contains.js';
import { fieldLimitOnArrival, fieldLimitFailure } from './field-limit.js';
import { arrivalBlocked, uniqueArrivalFailure, uniqueOf } from './unique.js';
import { attackRecord, canonical, cardView, fieldCounters, fieldCounterSides, isField } from '../game/board.js';
import { targetingMet } from '../game/target-groups.js';
import { cardsWith, standing } from '../game/standing.js';
import { isDamageStep, isMainPhase } from '../game/phase.js';
import { isSummon } from '../game/perform.js';
import { actionSummonAfterEffect, summonWithoutWindow, summonWindowUntold } from './summon-without-window.js';
import { summonGrantedUnnegatable } from '../game/summon-grant.js';
import { pendulumActivationLegal } from './pendulum-activation.js';
import { phaseWithin } from '../../rules/index.js';
import { R, W } from '../rule-ids.js';
import { isLastingSpellTrap } from '../game/speed.js';
import { ownEffectApplied } from '../game/own-effect-applied.js';
import { say, type Params, type Phrase } from '../phrases/index.js';
import { costTributeGrant } from './cost-tribute-opponent.js';
import { costPlaceList, costPlaces, costTakesFromGy } from './cost-gy.js';
import { cardName, list } from '../phrases/words.js';
import { mayTellBySummon, summonHowUnstated } from './summon-how-unstated.js';
import { noSummonToAnswer } from './summon-answerable.js';
import { answeredCannotBeBanished, mayHaveNothingToApply, nothingToApply, summonCondition, summonedCannotBeBanished, targetsUndergo } from './applies.js';
import { noZoneToSummonInto, noZoneToTakeControl } from '../game/zones.js';
import { tooFewZonesToTakeAll } from '../game/take-all-zones.js';
import { coLinkedKnown, columnOf } from '../game/field-zones.js';
import { firstStep, isToken, neverReachesGy } from '../game/undergo.js';
import { leavesElsewhere } from '../game/actions.js';
import { summonedOnceAlready } from '../game/summon-once.js';
import { attackedNothing, lowerShort, zeroAmountChange, zeroAmountTarget, zeroSetAlready } from './zero-amount.js';
import { levelShort } from './level-short.js';
import { mayNeedZonesForEach, zonesForEachSummon } from './summon-zones.js';
import { attackGrant, attackMove, moveStep } from './attack-grant.js';
import { whenCondition } from './when-condition.js';
import { DAMAGE_STEP_ORDER, periodOnly, periodTiming, withinPeriod } from './period.js';
import { nothingOnTarget } from './nothing-on-target.js';
import { declaredAgain } from './declared-again.js';
import { declarableName } from './declarable.js';
import { showsItself, shownSelfOnce } from './shown-once.js';
import { costNoteMoved } from './cost-note-moved.js';
import { otherActivationWords, pledgeAllows, pledgeAlreadyBroken, pledgeBarsActivation, pledgeCoversStep } from './pledge.js';
import { spentOnce } from '../game/memory.js';
import { usedEarlier, earlierLimits, earlierLocks, earlierPledges, activatedThisTurn, earlierSummons, summonedCountThisTurn } from '../game/history.js';
import { turnEventSeen } from '../game/turn-event.js';
import { summonCountLimit } from './summon-count.js';
import { extraSummonRefusal } from './extra-summon.js';
import { drawReplacementRefusal } from './draw-replacement.js';
import { gyRedirect } from '../game/gy-redirect.js';
import { deckTooShort } from './deck-count.js';
import { nameLockEarlier } from './name-lock-earlier.js';
import { drawsNoneDiscarded } from './draw-none-discarded.js';
import { drawLockOn, drawersOf } from '../game/draw-lock.js';
import { heldLockOn } from './held-lock.js';
import { answerGuardGrantOf } from './answer-guard-grant.js';
import { lockedChoice } from './locked-choice.js';
import { copiedCannotReturn, copiedMaterials, copiedCannotAttach, copiedCannotDetach, copiedSummonTurn, copyOwnSpent, sameText } from '../game/copied.js';
import { boundBelow } from '../game/stat-below.js';
import { copyableEffect, uncopyable } from './copy-effect.js';
import { battleDamageApplied, battlePhaseOnly, onlyInBattle } from './battle-phase-only.js';
import { betweenTurns } from './between-turns.js';
import { outsideTriggerPhase, phaseTriggerPhase, phaseTriggerTiming } from './phase-trigger-phase.js';
import { battleDamageTaken } from './damage-taken.js';
import { faceUpAgain, mayBeFaceUpAgain } from './face-up-again.js';
import { faceDownMisfit } from './face-down-target.js';

export interface Legality {
  legal: boolean | null;
  reason: Text | null;
  rules: string[];
  /** The check that failed, as rule + params (the reason is its words). */
  failure: Phrase | null;
}

/** What every check reads. */
export interface Judging {
  state: EngineState;
  board: Board;
  link: LinkState;
  /** The link's card on the board. */
  self: BoardCard;
  e: EffectFacts;
  me: Player;
  name: Text;
  speed: number;
  /** The nearest link below that could be activated (an illegal link never happened). */
  below: LinkState | null;
  /** Every such link below, nearest first. */
  lower: LinkState[];
  /** Rules applied so far (a check that passes may still name the rule it applied). */
  rules: string[];
}

export type Check = (j: Judging) => Phrase | null;

const fail = (rule: string, params: Params): Phrase => ({ rule, params });

/**
 * The cards a cost of this filter could take (not the activated card itself), and those of them face-up: a face-down card on
 * the field cannot be the one a cost sends or banishes (CH-COST-SEND-FACE-DOWN, CH-COST-BANISH-FACE-DOWN).
 */
function costCandidates(board: Board, self: string, me: Player, filter: CardFilter): { fitting: BoardCard[]; faceUp: BoardCard[] } {
  const ctx = onBoard(board, self, me);
  const fitting = Object.values(board.cards).filter((x) => x.ref !== self && matchesFilter(filter, x, ctx));
  return { fitting, faceUp: fitting.filter((x) => !(isField(x.zone) && !x.faceUp)) };
}

/** The filter keys that make a cost's card a specific card (CH-COST-BANISH-FACE-DOWN): a face-down card cannot show them. */
const SPECIFIC_FILTER_KEYS = ['anyOf', 'archetype', 'atkMax', 'atkMin', 'attribute', 'defEq', 'id', 'levelMax', 'levelMin', 'names', 'race', 'subtypes'] as const;
const isSpecificFilter = (f: CardFilter): boolean => SPECIFIC_FILTER_KEYS.some((k) => f[k] !== undefined);
/** The filter without its 「表侧表示」 (made once per filter). */
const anyFaceOf = new WeakMap<CardFilter, CardFilter>();
function anyFace(f: CardFilter): CardFilter {
  if (f.faceUp !== true) return f;
  let g = anyFaceOf.get(f);
  if (!g) {
    g = { ...f };
    delete g.faceUp;
    anyFaceOf.set(f, g);
  }
  return g;
}

/** Say an assumption (once). */
function assume(j: Judging, rule: string, params: Params = {}): void {
  params.name = j.name;
  pushOnce(j.state.assumptions, say({ rule, params }));
}

/**
 * CH-RESPONDS-CARD-WORD: 「对方发动以…为对象的卡时」 names a card of no kind. A Spell/Trap card's activation is one; so is a monster's effect (a
 * 「卡的发动」 wording concerning monster cards answers a monster effect: docs/c02/卡片·效果的发动.rst:9). The effect of a face-up
 * Spell/Trap is no card activation and the words do not settle it: taken as one, and said.
 */
function respondsCardWord(j: Judging, below: Text, kind: string, cardActivation: boolean): void {
  j.rules.push(R.RESPONDS_CARD_WORD);
  if (kind !== 'monster' && !cardActivation) assume(j, R.RESPONDS_CARD_WORD, { below });
}

/** The checks of a trigger's event: with alternatives, one alternative must pass them all. */
const EVENT_CHECKS: Check[] = [];

/** Run a check for one alternative, leaving no rule or assumption behind. */
function quietly(j: Judging, e: EffectFacts, check: Check): Phrase | null {
  const assumed = j.state.assumptions.length;
  const p = check({ ...j, e, rules: [...j.rules] });
  j.state.assumptions.length = assumed;
  return p;
}

/**
 * CMP-EVENT-ALTERNATIVES: a trigger whose events are alternatives (`orTriggers`, 「这张卡的攻击宣言时或者对方把怪兽的效果发动的场合」) is
 * refused by a check of its event only when no alternative passes every such check — its own attack declaration is not needed in the
 * Main Phase, where the opponent's monster effect may have met it. Judged as that alternative when one passes; else as the first.
 */
function eitherEvent(check: Check): Check {
  EVENT_CHECKS.push(check);
  return (j) => {
    if (!j.e.orTriggers?.length) return check(j);
    const alts = triggerAlternatives(j.e);
    const met = alts.find((e) => EVENT_CHECKS.every((c) => quietly(j, e, c) === null));
    return check({ ...j, e: met ?? alts[0]! });
  };
}

/** The checks of a quick effect's answer: with an attack as its alternative (`orWaitsFor`), one alternative must pass them both. */
const ANSWER_CHECKS: Check[] = [];

/**
 * CH-QUICK-OR-ATTACKED: a quick effect answering its targeting (`respondsTo`) or an attack on its monster (`orWaitsFor`,
 * 「…成为对方的效果的对象时或者被选择作为对方怪兽的攻击对象时」) is judged as the alternative that passes the checks of its answer — the
 * attack needs no activation below it, the targeting needs no attack; as the targeting when neither does (its reason as before).
 */
function eitherAnswer(check: Check): Check {
  ANSWER_CHECKS.push(check);
  return (j) => {
    if (!j.e.orWaitsFor) return check(j);
    const targeted: EffectFacts = { ...j.e, orWaitsFor: undefined };
    const attacked: EffectFacts = { ...j.e, respondsTo: undefined, waitsFor: j.e.orWaitsFor, orWaitsFor: undefined };
    const met = [targeted, attacked].find((e) => ANSWER_CHECKS.every((c) => quietly(j, e, c) === null));
    if (met === attacked) j.rules.push(R.QUICK_OR_ATTACKED);
    return check({ ...j, e: met ?? refusedAs(j, targeted, attacked) });
  };
}

/**
 * CH-QUICK-OR-ATTACKED: which alternative a refusal names when neither is met. As Chain Link 1 with an attack written, the effect
 * was meant for that attack — its reason is the attack's (in the damage step: the attack-target moment has passed, not
 * 「cannot be Chain Link 1」); chained to an activation, or with no attack written, the targeting's as before.
 */
function refusedAs(j: Judging, targeted: EffectFacts, attacked: EffectFacts): EffectFacts {
  return j.below === null && j.board.attack ? attacked : targeted;
}

/** The checks, in the order they are made; the first that fails is the reason. */
const CHECKS: Check[] = [
  // ./between-turns.ts: nothing is activated between two turns (CH-BETWEEN-TURNS).
  betweenTurns,
  // ./face-up-again.ts: a face-up Continuous/Field/Equip Spell/Trap is not activated again (CH-NOT-ACTIVATED).
  faceUpAgain,
  ownActivationPending,
  // CH-DAMAGE-STEP-ANSWER-FIRST: in the damage step an effect answering an activation that the step bars whatever it answers — the
  // step's own rule is the reason, not whether the activation below is one it could answer.
  damageStepAnswerFirst,
  // CH-BATTLE-DESTROYED (docs/c03/战斗阶段流程.rst:798–804): an optional effect that would only change the Level/ATK/DEF of its own
  // monster destroyed by battle applies nothing — the reason, whatever its timing.
  battleDestroyedUnchanged,
  eitherAnswer(speedAndResponse),
  eitherEvent(ifAfterChain),
  // ./segoc-binds.ts: an optional 「…时」 effect the window this chain was started in said missed its timing (WIN-MISS-WHEN).
  missedTiming,
  // ./segoc-binds.ts: a window's effect chained above one of a later SEGOC level (CH-SEGOC-ORDER-BINDS).
  segocOrderBinds,
  eitherEvent(actionMisses),
  eitherEvent(statedMisses),
  costSameKind,
  triggerAssumed,
  eventNotYetHappened,
  armedLost,
  armedByTurn,
  eitherEvent(eitherAnswer(attackDeclaration)),
  whenCondition,
  battleStepPriority,
  // Before the damage step's own rule: a monster destroyed by battle is the reason, whatever the effect.
  battleDestroyed,
  eitherEvent(destroyerLeft),
  eitherEvent(battleNotToGy),
  cannotUse,
  damageStep,
  // After the damage step's own rule (which keeps such a card to its part of the step): outside the damage step, its moment.
  waitsForMoment,
  // ./period.ts: a card activation or quick effect timed to a period of a phase (CH-PERIOD); after the damage step's own rule, which
  // names the part of the step it refuses.
  periodTiming,
  // ./phase-trigger-phase.ts: a trigger met by the start of a phase, in another phase (CH-PHASE-TRIGGER-PHASE); after the damage step's
  // own rule, which names its reason for a Battle Step trigger there (CH-DAMAGE-STEP-BATTLE-TRIGGER).
  phaseTriggerTiming,
  spellSpeed1Window,
  ignitionWindow,
  quickIfWindow,
  phaseTriggerFirst,
  trapFromHand,
  freeSpellTrapZone,
  quickPlayFromHand,
  setThisTurn,
  placeOfActivation,
  equipMonsterEffect,
  faceDownMonster,
  setSpellTrapEffect,
  oncePerTurnUsed,
  oncePerTurnInChain,
  oncePerChainUsed,
  chainLinkAtLeast,
  copiedSummonTurnCheck,
  activationConditions,
  deckTooShort,
  floodgates,
  heldLocks,
  lingeringLocks,
  declaredTypeLock,
  drawLockEarlier,
  activationLimits,
  forbiddenFrom,
  fieldLimits,
  summonCount,
  extraSummon,
  drawReplacement,
  pledges,
  pledgeAlreadyBroken,
  // ./declared-again.ts: a card name this effect already declared this turn (CH-DECLARED-AGAIN).
  declaredAgain,
  // ./declarable.ts: a declared name its text does not let it declare (CH-DECLARED-NAME).
  declarableName,
  // ./shown-once.ts: a card that already showed itself for an effect of this chain (CH-SHOWN-SELF-ONCE).
  shownSelfOnce,
  onlyOneCopy,
  uniqueArrival,
  // ./cost-note-moved.ts: a cost note's card that has moved since the situation (SIT-COST-PAID-ONCE; no gate: it reads the notes).
  costNoteMoved,
  costs,
  costToRedirectedGy,
  targets,
  // ./copy-effect.ts: a copy of a Spell/Trap's effect that cannot apply it (CH-COPY-UNCOPYABLE).
  uncopyable,
  copiedTargetsFit,
  // ./applies.ts: what the board and the kinds of cards on it let the effect apply to.
  targetsUndergo,
  answeredCannotBeBanished,
  summonedCannotBeBanished,
  zeroAmountTarget,
  zeroAmountChange,
  // the same: an effect whose only change is 「攻击力变成0」 on a monster already at 0 (CH-ZERO-SET-ALREADY).
  zeroSetAlready,
  lowerShort,
  // ./level-short.ts: an effect that must first lower its own level below 1 (CH-LEVEL-SHORT).
  levelShort,
  attackedNothing,
  nothingOnTarget,
  // ./attack-grant.ts: a direct attack or extra attacks for a monster that cannot use them (CH-ATTACK-GRANT).
  attackGrant,
  // the same: an effect that moves the attack to a monster the attack-target rules exclude (CH-ATTACK-MOVE).
  attackMove,
  // ./battle-phase-only.ts: an effect that only works in a Battle Phase, after it (CH-BATTLE-PHASE-ONLY), and a
  // battle-damage change that already applies this turn (CH-BATTLE-DAMAGE-APPLIED).
  battlePhaseOnly,
  battleDamageApplied,
  // ./damage-taken.ts: the battle damage its controller is about to take (CH-BATTLE-DAMAGE-TAKEN-COND).
  battleDamageTaken,
  summonCondition,
  // ./summon-how-unstated.ts: monsters told by how they were summoned, their summon not stated (CH-SUMMON-HOW-UNSTATED).
  summonHowUnstated,
  nothingToApply,
  // ./locked-choice.ts: every card it could bring onto the field cannot be used (CH-CANNOT-USE-CHOICE).
  lockedChoice,
  freeMonsterZone,
  // ./summon-zones.ts: several monsters summoned together need a zone each (CH-ZONES-FOR-EACH-SUMMON).
  zonesForEachSummon,
  summonOnceTarget,
  // ./pendulum-activation.ts: a Pendulum card placed in a Pendulum Zone (CH-PENDULUM-ACTIVATION).
  pendulumActivationLegal,
];

/**
 * Which checks can do anything for an effect (issue 10): most checks answer only effects of one kind — a trigger's
 * timing, a cost, a copy, a pledge… — and return null at once for the rest, yet each was called for every link.
 * A check listed here runs only for the effects its gate lets through. A gate reads the effect's settled facts
 * only (no board, no link), and lets through every effect for which its check can fail, push a rule or say an
 * assumption (a superset of the check's own first test). Checks not listed always run.
 */
const GATES = new Map<Check, (e: EffectFacts) => boolean>([
  [faceUpAgain, mayBeFaceUpAgain],
  [ifAfterChain, (e) => e.kind === 'trigger' && e.timing === 'if'],
  [segocOrderBinds, (e) => e.kind === 'trigger' || e.kind === 'flip' || e.mandatory === true],
  [actionMisses, (e) => e.kind === 'trigger' && e.trigger !== undefined],
  [statedMisses, (e) => e.kind === 'trigger' && e.trigger !== undefined],
  [costSameKind, (e) => e.cost?.some((c) => c.sameKindAsAnswered === true) === true],
  [triggerAssumed, (e) => e.kind === 'trigger' || e.kind === 'flip'],
  [eventNotYetHappened, (e) => e.kind === 'quick' && e.trigger !== undefined && e.trigger !== null && !e.respondsTo],
  [armedLost, (e) => Boolean(e.trigger?.armedBy)],
  [armedByTurn, (e) => Boolean(e.trigger?.armedTurn)],
  [attackDeclaration, (e) => Boolean(e.trigger ?? e.waitsFor ?? e.orWaitsFor)],
  [whenCondition, (e) => Boolean(e.trigger ?? e.waitsFor) && e.kind !== 'trigger' && e.kind !== 'flip'],
  // (A period — 「从伤害步骤开始时到伤害计算前」, `periodFrom` — is ./period.ts's; this check keeps a card to the one moment its text names.)
  [waitsForMoment, (e) => e.waitsFor?.phase !== undefined && e.waitsFor.periodFrom === undefined],
  [periodTiming, periodOnly],
  [phaseTriggerTiming, (e) => phaseTriggerPhase(e) !== null],
  [destroyerLeft, (e) => e.trigger?.destroyer === 'self'],
  [battleNotToGy, (e) => Boolean(e.trigger?.battleToGy)],
  [ignitionWindow, (e) => e.kind === 'ignition' && !e.alsoOpponentTurn],
  [quickIfWindow, (e) => (e.alsoOpponentTurnIf?.length ?? 0) > 0],
  [phaseTriggerFirst, (e) => e.kind === 'trigger'],
  [activationConditions, (e) => (e.condition?.length ?? 0) > 0],
  [deckTooShort, (e) => !e.mandatory && e.kind !== 'continuous' && e.kind !== 'procedure' && e.does.length > 0 && !e.does[0]!.optional],
  [extraSummon, (e) => e.extraSummon !== undefined || e.normalSummonsPerTurn !== undefined],
  [drawReplacement, (e) => Boolean(e.drawReplacement)],
  [pledgeAlreadyBroken, (e) => Boolean(e.pledge)],
  [declaredAgain, (e) => Boolean(e.declaredNameOnce)],
  [declarableName, (e) => e.declarable !== undefined],
  [shownSelfOnce, showsItself],
  [costToRedirectedGy, (e) => e.cost !== undefined && e.cost.some((c) => c.do === 'send-to-gy')],
  [uncopyable, (e) => Boolean(e.copies)],
  [copiedTargetsFit, (e) => Boolean(e.copies) && e.copies !== 'cost'],
  [zeroAmountTarget, (e) => Boolean(e.targets)],
  [zeroAmountChange, (e) => e.does.length >= 2 && e.does[0]!.do === 'modify-stats'],
  [zeroSetAlready, (e) => e.mandatory !== true && e.does.some((a) => a.do === 'modify-stats' && a.change?.op === 'set' && a.change.value === 0)],
  [lowerShort, (e) => e.does.length >= 2 && e.does[0]!.do === 'modify-stats' && e.mandatory !== true],
  [levelShort, (e) => e.levelChange?.lowersSelf !== undefined && e.mandatory !== true],
  [attackedNothing, (e) => e.kind === 'trigger' && e.mandatory !== true],
  [nothingOnTarget, (e) => Boolean(e.targets) && e.does.length > 0],
  [attackGrant, (e) => Boolean(e.grantsAttack)],
  [attackMove, (e) => moveStep(e) !== undefined],
  [battlePhaseOnly, (e) => onlyInBattle(e)],
  [battleDamageApplied, (e) => e.does.length === 0],
  [battleDamageTaken, (e) => Boolean(e.takesBattleDamage)],
  // summonCondition: only an effect with a summon it must make (its own first test).
  [summonCondition, (e) => e.does.some((a) => a.do === 'special-summon' && !a.optional)],
  [summonHowUnstated, mayTellBySummon],
  [nothingToApply, mayHaveNothingToApply],
  [lockedChoice, (e) => !(e.kind === 'flip' ? (e.mandatory ?? true) : (e.mandatory ?? false)) && e.kind !== 'continuous' && e.kind !== 'procedure' && e.does.length > 0],
  [summonOnceTarget, (e) => Boolean(e.targets)],
  [zonesForEachSummon, mayNeedZonesForEach],
  [pendulumActivationLegal, (e) => e.kind === 'activation' && e.pendulum === true],
  [setSpellTrapEffect, (e) => e.kind !== 'activation'],
]);

/**
 * Each check's gate, in CHECKS order (undefined: always run) — read by index, not looked up per check. A gate is asked only
 * when its check is reached (issue 10: most links fail at the spell-speed check, the second, and most effects of a bench
 * chain are met once — a list of checks kept per effect was worked out, and kept in a WeakMap, mostly to be used once).
 */
const CHECK_GATES = CHECKS.map((c) => GATES.get(c));

export function judgeLegality(state: EngineState, link: LinkState, self: BoardCard, below: LinkState | null, lower: LinkState[]): Legality {
  const rules: string[] = [R.SPEED_KIND];
  const e = link.effect;
  const name = link.name;
  const say1 = (rule: string, params: Params = {}) => {
    params.name = name;
    pushOnce(state.assumptions, say({ rule, params }));
  };

  // What the checks cannot judge: a note that says legal, an unknown effect, an effect read by a machine.
  if (link.directives.some((d) => d.kind === 'legal')) {
    rules.push(R.NOTE);
    say1(R.NOTE);
    return { legal: true, reason: null, rules, failure: null };
  }
  if (!e) {
    rules.push(R.UNKNOWN);
    return { legal: null, reason: null, rules, failure: null };
  }
  // CH-PROCEDURE-TIMING: a procedure the compiler read by 「这张卡可以从手卡特殊召唤」 (`summonsFromHand`: no 「发动」 in it) is surely one —
  // never a chain link, judged as a curated one is.
  const sureProcedure = e.kind === 'procedure' && e.summonsFromHand === true;
  if ((e.kind === 'continuous' || e.kind === 'procedure') && !sureProcedure && (e.source === 'inferred' || link.card.source !== 'curated')) {
    // Read from the card text by a machine: too weak to call the user's chain impossible.
    rules.push(R.NOT_ACTIVATED, R.UNKNOWN);
    say1(R.NOT_ACTIVATED, { variant: 'inferred' });
    // CH-TARGET-QUALIFY: the arrow written on it (`→X`) is no target of an effect that is not activated — said, not passed over.
    if (link.targets.length > 0 && !e.targets) pushOnce(state.warnings, say({ rule: R.TARGET_QUALIFY, params: { name, variant: 'not-targeting' } }));
    return { legal: null, reason: null, rules, failure: null };
  }
  if (e.kind === 'continuous' || e.kind === 'procedure') {
    const failure = fail(R.NOT_ACTIVATED, { name, kind: e.kind });
    rules.push(R.NOT_ACTIVATED);
    // (A summoning procedure is made only outside a chain, in the turn player's open Main Phase: CH-PROCEDURE-TIMING.)
    if (e.kind === 'procedure') rules.push(R.PROCEDURE_TIMING);
    return { legal: false, reason: say(failure), rules, failure };
  }
  if (link.card.source === 'inferred' || e.source === 'inferred') {
    rules.push(R.UNKNOWN);
    say1(R.UNKNOWN);
  }

  const j: Judging = { state, board: state.board, link, self, e, me: link.controller, name, speed: link.speed ?? 1, below, lower, rules };
  for (let i = 0; i < CHECKS.length; i++) {
    const gate = CHECK_GATES[i];
    if (gate !== undefined && !gate(e)) continue;
    const failure = CHECKS[i]!(j);
    if (failure) {
      rules.push(failure.rule);
      // (Object.assign, not `{ ...failure.params, name }`: on Node 20's V8 a spread followed by a key it lacked gives each object a
      // hidden class of its own — slow to make, and every phrase's read of the params megamorphic — issue 10. Same keys, same order.)
      const reason = say({ rule: failure.rule, params: Object.assign({}, failure.params, { name }) });
      return { legal: false, reason, rules, failure };
    }
  }
  return { legal: true, reason: null, rules, failure: null };
}

/**
 * A card whose card activation is on the chain and not yet resolved does not apply its effects yet:
 * none of its effects can be activated in that chain (CH-ACTIVATION-NOT-APPLYING).
 */
function ownActivationPending(j: Judging): Phrase | null {
  if (j.link.cardActivation) return null;
  const own = j.lower.find((l) => l.ref === j.link.ref && l.cardActivation && l.outcome === null);
  return own ? fail(R.ACTIVATION_NOT_APPLYING, { own: own.name }) : null;
}

// ── speed and responses ───────────────────────────────────────────────────────────────────────────

/** What a pattern failure is called among the rules. */
function failureRule(f: PatternFailure): string {
  switch (f) {
    case 'wouldDestroy':
      return R.RESPONDS_WOULD_DESTROY;
    case 'wouldDamage':
      return R.DAMAGE_AT_ACTIVATION;
    case 'targetsExactly':
    case 'destroysItsTarget':
      return R.RESPONDS_TARGETS_EXACTLY;
    case 'from':
      return R.RESPONDS_FROM;
    case 'targets':
      return R.RESPONDS_TARGETS;
    case 'anyOf':
      return R.RESPONDS_ANY_OF;
    case 'includes':
      return R.CONTAINS_AT_ACTIVATION;
    case 'card':
      return R.RESPONDS_CARD;
    case 'monsterCard':
      return R.RESPONDS_MONSTER_CARD;
    case 'chained':
      return R.RESPONDS_CHAINED;
    default:
      return R.RESPONDS_MATCH;
  }
}

/**
 * CH-HAND-TRIGGER-AT-DECLARATION: a trigger timed to the attack declaration (「攻击宣言时」), with an attack under way in the
 * situation's Battle Step, and every link below either speed 2+ with no event of its own other than that declaration, or a
 * trigger of that declaration: the chain is read as built in the window of the declaration, whose moment still stands.
 */
function handTriggerAtDeclaration(j: Judging): boolean {
  const declaration = (x: EffectFacts | null | undefined): boolean => {
    const ev = x?.trigger ? asArray(x.trigger.event) : [];
    return ev.length === 1 && ev[0] === 'attack-declared';
  };
  // (A hand kept revealed is public: its trigger ranks 3·4, before the Spell Speed 2 effects — WIN-SEGOC-REVEALED.)
  if (!declaration(j.e) || !j.board.attack || j.self.states.includes('revealed')) return false;
  const phase = j.board.phase;
  if (phase !== null && phaseWithin(phase, 'battle-step') !== true) return false;
  return j.lower.every((l) => ((l.speed ?? 1) >= 2 ? !l.effect?.trigger || declaration(l.effect) : (l.effect?.kind === 'trigger' || l.effect?.kind === 'flip') && declaration(l.effect)));
}

/** Spell speed against the link below; "when X is activated" against that very link. */
function speedAndResponse(j: Judging): Phrase | null {
  const { e, below, lower, link, speed, state } = j;
  if (!below) {
    if (e.respondsTo) {
      const skipped = state.links.filter((l) => l.n < link.n && l.legal === false);
      // (CH-SUMMON-NONE-TO-ANSWER: a card whose other option answers a summon (「●…召唤·特殊召唤之际」) was not given that option because
      // no summon can be made now — said too, so the reason covers the card and not only the option it fell back on.)
      const sibling = e.choiceOf !== undefined ? j.link.card.effects.find((x) => x !== e && x.choiceOf === e.choiceOf && x.respondsToSummon) : undefined;
      const noSummon = sibling ? noSummonToAnswer(state, sibling, j.me) : null;
      if (noSummon) j.rules.push(R.SUMMON_NONE_TO_ANSWER);
      return fail(R.RESPONDS_NOTHING, { skipped: skipped.map((l) => l.name), noSummon });
    }
    if (e.respondsToSummon) {
      // A special summon written as made by an effect (`特殊召唤 X (效果)`, `[由 Y]`), or one a link of the chain just before made,
      // happens inside that effect's resolution: there is no summon in progress to negate (CH-SUMMON-BY-EFFECT, ./summon-without-window.ts).
      const action = state.scenario.action;
      const noWindow = summonWithoutWindow(state);
      if (noWindow) return fail(R.SUMMON_BY_EFFECT, noWindow);
      const untold = summonWindowUntold(state);
      if (untold) assume(j, R.SUMMON_BY_EFFECT, { variant: 'untold', card: untold.card });
      // A Normal Summon an effect lets its player make (`召唤 X (效果)`) is made once that effect resolved: answerable as Chain Link 1 (assumed, said).
      // (Not said for such a summon that was refused — in the Damage Step, CH-MAIN-PHASE-ACTION: nothing is answered, so nothing is assumed of it.)
      const afterEffect = state.actionRefused ? null : actionSummonAfterEffect(state);
      if (afterEffect) assume(j, R.SUMMON_BY_EFFECT, afterEffect);
      // The summon stated is the one it must answer: its kind (a Tribute Summon is a Normal Summon) and whose it is.
      // CH-SUMMON-NONE-TO-ANSWER: no summon written, and none can be made now to answer — or the one written was refused (./summon-answerable.ts).
      const none = noSummonToAnswer(state, e, j.me);
      if (none) {
        j.rules.push(R.SUMMON_NONE_TO_ANSWER);
        return fail(R.SUMMON_NONE_TO_ANSWER, { variant: none, by: e.respondsToSummon.by ?? 'any', phase: j.board.phase });
      }
      if (action && isSummon(action.verb)) {
        const kind = action.verb === 'special-summon' ? 'special' : action.verb === 'flip-summon' ? 'flip' : 'normal';
        if (!e.respondsToSummon.summon.includes(kind)) return fail(R.SUMMON_NEGATION, { variant: 'wrong-kind', kind, answers: e.respondsToSummon.summon });
        const summoner = j.board.cards[action.subject]?.controller;
        const by = e.respondsToSummon.by;
        if (summoner && by && by !== 'any' && (by === 'opponent') === (summoner === j.me)) return fail(R.SUMMON_NEGATION, { variant: 'wrong-player', by });
        // CH-SUMMON-UNNEGATABLE: 「这张卡的召唤不会被无效化」 — a summon of that kind of that monster cannot be negated, so nothing that
        // negates it can be activated against it.
        const summoned = j.board.cards[action.subject]?.card;
        if (summoned?.summonUnnegatable?.includes(kind)) return fail(R.SUMMON_UNNEGATABLE, { card: summoned.name, kind });
        // CH-SUMMON-UNNEGATABLE-GRANTED: another face-up card makes that summon one that cannot be negated (「连接怪兽的连接召唤不会被无效化」).
        const grant = summoned ? summonGrantedUnnegatable(j.board, action) : null;
        if (grant && summoned) return fail(R.SUMMON_UNNEGATABLE_GRANTED, { card: summoned.name, by: grant.card.name, variant: 'activation' });
      }
      j.rules.push(R.SUMMON_NEGATION);
      assume(j, R.SUMMON_NEGATION, { variant: 'assumed' });
    }
    return null;
  }
  if (speed === 1) {
    const triggersOnly = (x: EffectFacts | null) => x !== null && (x.kind === 'trigger' || x.kind === 'flip');
    // Simultaneous triggers form one chain with the quick effects (levels 5–6) placed after them, so
    // only triggers may be below a Spell Speed 1 trigger.
    if (triggersOnly(e) && lower.every((l) => triggersOnly(l.effect))) {
      j.rules.push(R.SEGOC_STACK);
      assume(j, R.SEGOC_STACK);
    } else if (triggersOnly(e) && !e.mandatory && link.activatedFrom === 'hand' && lower.every((l) => triggersOnly(l.effect) || (l.effect?.trigger !== undefined && (l.speed ?? 1) === 2))) {
      // An optional trigger in the hand is hidden information: it waits for priority (SEGOC level 7) and
      // so may come after a Spell Speed 2 card timed to the same event (CH-HAND-TRIGGER-LATE).
      j.rules.push(R.HAND_TRIGGER_LATE);
      assume(j, R.HAND_TRIGGER_LATE);
    } else if (handTriggerInWindow(state, link, e)) {
      // CH-HAND-TRIGGER-WINDOW: met by the chain just before, it waits for priority in the window this chain was started in.
      j.rules.push(R.HAND_TRIGGER_WINDOW);
      assume(j, R.HAND_TRIGGER_WINDOW);
    } else if (triggersOnly(e) && !e.mandatory && link.activatedFrom === 'hand' && handTriggerAtDeclaration(j)) {
      // CH-HAND-TRIGGER-AT-DECLARATION: the chain is built at the attack declaration (an attack under way in the Battle Step,
      // every link below speed 2+ or timed to that declaration): the hidden hand trigger waits for priority (level 7) and may
      // follow any of them — even a card that reached the hand as a cost in this chain (docs/c03/诱发类效果.rst:72, :77).
      j.rules.push(R.HAND_TRIGGER_AT_DECLARATION);
      assume(j, R.HAND_TRIGGER_AT_DECLARATION);
    } else return fail(R.SPEED_1_NO_CHAIN, {});
  } else if (below.speed !== null && speed < below.speed) {
    return fail(R.SPEED_LOWER, { speed, below: below.name, belowSpeed: below.speed });
  }
  if (speed === 3) j.rules.push(R.SPEED_3);
  if (e.respondsToSummon && !e.respondsTo) return fail(R.SUMMON_NEGATION, { variant: 'chained' });
  const guard = below.effect?.cannotBeAnsweredBy;
  // CH-CANNOT-BE-ANSWERED-WHILE: a guard under a state (「自己场上有…存在的场合」) holds only while the state does, read now.
  const guardHolds = !guard?.whileHolds?.length || checkConditions(guard.whileHolds, stateView(state), j.board.cards[below.ref], below.controller) !== false;
  if (guard?.whileHolds?.length) j.rules.push(R.CANNOT_BE_ANSWERED_WHILE);
  // CH-CANNOT-BE-CHAINED-COST-KINDS: the kinds banned are those of the cards the cost below moved (null: the cost's cards not written).
  const costKinds = guard?.ofCostKinds ? costKindsOf(j, below) : undefined;
  if (costKinds !== undefined) j.rules.push(R.CANNOT_BE_ANSWERED_COST_KINDS);
  if (costKinds === null && guard && guardHolds && (guard.by !== 'opponent' || j.me !== below.controller)) {
    assume(j, R.CANNOT_BE_ANSWERED_COST_KINDS, { below: below.name, kind: link.card.type.kind, variant: 'assumed' });
  } else if (guard && guardHolds && (!guard.by || guard.by === 'any' || (guard.by === 'opponent') === (j.me !== below.controller)) && (!guard.cardKind || asArray(guard.cardKind).includes(link.card.type.kind)) && (costKinds === undefined || costKinds!.has(link.card.type.kind))) {
    if (costKinds) return fail(R.CANNOT_BE_ANSWERED_COST_KINDS, { below: below.name, kind: link.card.type.kind });
    // 「…把作为对象的卡发动」: only its targets, and only in direct answer (CH-CANNOT-BE-CHAINED-TARGET).
    if (!guard.targetedOnly) return fail(R.CANNOT_BE_ANSWERED, { below: below.name });
    j.rules.push(R.CANNOT_BE_ANSWERED_TARGET);
    if (below.targets.includes(link.ref)) return fail(R.CANNOT_BE_ANSWERED_TARGET, { below: below.name });
  }
  // CH-CANNOT-BE-CHAINED-GRANTED: a face-up card's guard over its controller's monsters' activations (「对方不能对应通常召唤的怪兽的效果的发动…」).
  const granter = answerGuardGrantOf(state, below, j.me, link.card);
  if (granter) return fail(R.CANNOT_BE_ANSWERED_GRANTED, { below: below.name, source: granter.card.name });
  if (!e.respondsTo) return null;
  j.rules.push(R.RESPONDS_DIRECT);
  const ctx = onBoard(j.board, link.ref, j.me);
  const view = activationOf(state, below);
  // What the link below answers, for patterns that read 「那个发动…并破坏」 (CH-DESTROYS-ANSWERED).
  if (lower[1]) view.answers = linkActivation(j.board, lower[1]);
  const miss = patternMismatch(e.respondsTo, view, ctx);
  // CMP-TURN-TIERS: the answered effect's ● are each of one turn — what it contains is the ● of the turn it was activated in.
  if (e.respondsTo.includes && below.effect?.does.some((a) => a.ifAtActivation?.some((c) => c.is === 'turn'))) j.rules.push(R.TURN_TIERS);
  if (e.respondsTo.wouldDestroy && below.effect?.does.some((a) => a.do === 'destroy' && a.what === 'activation')) j.rules.push(R.DESTROYS_ANSWERED);
  if (e.respondsTo.wouldDestroyMin !== undefined) j.rules.push(R.DESTROYS_COUNT);
  if (!miss) {
    // CH-RESPONDS-TARGETS-UNWRITTEN: the answered link's targets not written — taken as such a card, and said.
    if (e.respondsTo.targets && targetsUnwrittenFit(e.respondsTo.targets, view)) {
      j.rules.push(R.RESPONDS_TARGETS_UNWRITTEN);
      assume(j, R.RESPONDS_TARGETS_UNWRITTEN, { below: below.name, want: e.respondsTo.targets });
    }
    if (e.respondsTo.cardWord) respondsCardWord(j, below.name, view.card.type.kind, view.cardActivation);
    if (e.respondsTo.includes) j.rules.push(R.CONTAINS_AT_ACTIVATION);
    if (e.respondsTo.wouldDestroy) j.rules.push(R.DESTROYS_AT_ACTIVATION);
    if (e.respondsTo.wouldDamage) j.rules.push(R.DAMAGE_AT_ACTIVATION);
    // CH-UP-TO-ONE-LEFT: the answered effect picks some of its ●, and the board left it only one.
    if ((e.respondsTo.wouldDamage || e.respondsTo.wouldDestroy) && below.effect?.does.some((a) => a.upTo)) j.rules.push(R.UP_TO_ONE_LEFT);
    // 「从卡组加入手卡」 met by a draw (CH-DRAW-IS-ADD).
    if (e.respondsTo.includes && includesAction(below.effect?.does ?? [], e.respondsTo.includes) === 'draw') j.rules.push(R.DRAW_IS_ADD);
    return null;
  }
  if (miss === 'includes' && e.respondsTo.includes?.some((inc) => inc.filter)) j.rules.push(R.RESPONDS_INCLUDES_KIND);
  // It answers only the link directly below: one further down that would qualify is said, not reached.
  const reached = lower.slice(1).find((l) => patternMismatch(e.respondsTo!, activationOf(state, l), ctx) === null);
  if (link.card.textChange) j.rules.push(R.TEXT_CHANGE);
  // A destruction it names that is not certain at activation: why (CH-DESTROYS-CHANCE / CH-DESTROYS-CHOICE).
  const doubts = miss === 'wouldDestroy' ? destroyDoubts(view, e.respondsTo.wouldDestroy!, ctx) : [];
  for (const d of doubts) j.rules.push(d === 'chance' ? R.DESTROYS_CHANCE : R.DESTROYS_CHOICE);
  return fail(failureRule(miss), { below, miss, pattern: e.respondsTo, reached: reached?.name ?? null, textChange: link.card.textChange ?? null, doubts });
}

/**
 * CH-CANNOT-BE-CHAINED-COST-KINDS: the original kinds (monster / spell / trap) of the cards `below`'s cost moved, read from the cost's
 * events; null when a cost event names no card (the situation did not say which were sent: `[cost:送去墓地 X]` says it).
 */
function costKindsOf(j: Judging, below: LinkState): Set<string> | null {
  const kinds = new Set<string>();
  let unnamed = false;
  for (const ev of j.state.events) {
    if (ev.link !== below.n || ev.cause !== 'cost' || ev.type === 'lp-paid') continue;
    if (ev.cards.length === 0) unnamed = true;
    for (const ref of ev.cards) {
      const c = j.board.cards[ref];
      if (c) kinds.add(c.card.type.kind);
    }
  }
  return unnamed || kinds.size === 0 ? null : kinds;
}

/**
 * CH-IF-AFTER-CHAIN (rules reference docs/c03/诱发类效果.rst:277–284): a trigger effect written 「…的场合」 whose event
 * happens while a chain is being built or resolved (a cost paid, a link resolving) is activated once that chain has
 * resolved — it is not chained there, even at spell speed 2 (a Continuous Trap's trigger). Only the triggers of one
 * moment start a chain together (SEGOC), so it is refused on a chain holding a link that is no trigger.
 */
function ifAfterChain(j: Judging): Phrase | null {
  const { e, lower } = j;
  if (e.kind !== 'trigger' || e.timing !== 'if' || lower.length === 0) return null;
  // CH-HAND-TRIGGER-WINDOW: its event was the chain before this one's, not this chain's.
  if (handTriggerInWindow(j.state, j.link, e)) return null;
  const notTrigger = lower.find((l) => l.effect !== null && l.effect.kind !== 'trigger' && l.effect.kind !== 'flip' && l.effect.trigger === undefined && l.effect.waitsFor === undefined);
  return notTrigger ? fail(R.IF_AFTER_CHAIN, { below: notTrigger.name }) : null;
}

/**
 * CH-SEGOC-ORDER-BINDS (./segoc-binds.ts): placed by the window at a level 1–6, it is not chained above a later level's effect — the
 * window after a chain (SIT-THEN-CHAIN) or after an action (WIN-ACTION-BEFORE-CHAIN) alike, one rule. Above a trigger the window did
 * not list (its level not known), it is not refused: said as the reading taken.
 */
function segocOrderBinds(j: Judging): Phrase | null {
  const found = laterLevelBelow(j.state, j.link, j.lower);
  if (!found) return null;
  const after = j.state.preludeChain ? 'chain' : 'action';
  if (found.later) return fail(R.SEGOC_ORDER_BINDS, { below: found.later.below.name, level: found.later.level, own: found.later.own, after });
  j.rules.push(R.SEGOC_ORDER_BINDS);
  assume(j, R.SEGOC_ORDER_BINDS, { variant: 'unsure', below: found.unsure!.name, after });
  return null;
}

/**
 * WIN-MISS-WHEN (./segoc-binds.ts): the window this chain was started in said this optional 「…时」 effect missed its timing there (a
 * tribute before the summon, a later link resolved after its event…): it cannot be activated — refused with that window's reason,
 * not taken as a trigger whose condition is assumed met (docs/c03/诱发类效果.rst:265, :279).
 */
function missedTiming(j: Judging): Phrase | null {
  const m = missedInWindow(j.state, j.link);
  if (!m) return null;
  if (m.rule !== W.MISS_WHEN_LAST) j.rules.push(m.rule);
  return fail(W.MISS_WHEN_LAST, { reason: m.reason, after: j.state.preludeChain ? 'chain' : 'action' });
}

/** CH-COST-SAME-KIND (./cost-same-kind.ts): no hand card of the answered card's kind to pay with. */
function costSameKind(j: Judging): Phrase | null {
  if (j.link.directives.some((d) => d.kind === 'no-cost')) return null;
  const miss = sameKindCostUnpaid(j.state, j.link, j.e, j.below);
  if (!miss) return null;
  j.rules.push(R.COST_SAME_KIND);
  return fail(R.COST_SAME_KIND, { kind: miss.kind, card: miss.card });
}

/** CH-TRIGGER-ACTION-MISMATCH (./action-misses-trigger.ts): the action before the chain summoned this card another way than its trigger names. */
function actionMisses(j: Judging): Phrase | null {
  const made = actionMissesTrigger(j.state, j.link, j.e, j.lower);
  if (!made) return null;
  j.rules.push(R.TRIGGER_ACTION_MISMATCH);
  return fail(R.TRIGGER_ACTION_MISMATCH, { card: j.link.card.name, made, events: j.e.trigger!.event });
}

/** CH-TRIGGER-STATED-SUMMON (./action-misses-trigger.ts): the situation states this card was summoned another way than its trigger names. */
function statedMisses(j: Judging): Phrase | null {
  const miss = statedMissesTrigger(j.state, j.link, j.e, j.self.states);
  if (!miss) return null;
  j.rules.push(R.TRIGGER_STATED_SUMMON);
  return fail(R.TRIGGER_STATED_SUMMON, { card: j.link.card.name, made: miss.made, tribute: miss.tribute, events: j.e.trigger!.event });
}

/** Whether a trigger's event happened is the trigger window's question (../window); here it is assumed. */
function triggerAssumed(j: Judging): Phrase | null {
  if (j.e.kind === 'trigger' || j.e.kind === 'flip') {
    // CH-TRIGGER-STATED-MET: its own summon stated in the input is read, not assumed.
    const stated = j.e.kind === 'trigger' ? statedMeetsTrigger(j.state, j.link, j.e, j.lower) : null;
    // CH-DAMAGE-STEP-EVENT-ASSUMED: in the damage step the event must have happened in it — the action before the chain says so; the
    // turn's history (`本回合:`) does not say when, so there it is assumed as well.
    const inDamageStep = j.board.phase !== null && isDamageStep(j.board.phase) && !namesDamageStepMoment(j.e);
    if (stated === 'action' || (stated === 'history' && !inDamageStep)) {
      j.rules.push(R.TRIGGER_STATED_MET);
      return null;
    }
    if (stated === 'history') j.rules.push(R.TRIGGER_STATED_MET);
    // CH-PHASE-TRIGGER-PHASE: a phase trigger written in another phase is refused for it (./phase-trigger-phase.ts), not assumed met.
    if (outsideTriggerPhase(j.e, j.board.phase) === true) return null;
    if (inDamageStep) {
      // (One met only by a Normal or Flip Summon is refused there, CH-DAMAGE-STEP-SUMMON-EVENT: nothing to assume.)
      if (onlyNormalOrFlipSummon(j.e)) return null;
      j.rules.push(R.DAMAGE_STEP_EVENT_ASSUMED);
      assume(j, R.DAMAGE_STEP_EVENT_ASSUMED);
      return null;
    }
    j.rules.push(R.CONDITION_UNKNOWN);
    assume(j, R.CONDITION_UNKNOWN, { variant: 'trigger' });
  }
  return null;
}

/** What each event type is caused by, as an action of the card data. */
const EVENT_BY_ACTION: Record<string, string> = {
  'added-to-hand': 'add-to-hand',
  'special-summoned': 'special-summon',
  'sent-to-gy': 'send-to-gy',
  destroyed: 'destroy',
  banished: 'banish',
  discarded: 'discard',
};

/**
 * A quick effect that answers an event (「…的场合」, not an activation) chained straight onto the
 * activation that will cause that event: the event has not happened yet, it happens when that link
 * resolves. Judged only when the chain was started by a link that is not itself a trigger (so no
 * event just before the chain opened it).
 */
function eventNotYetHappened(j: Judging): Phrase | null {
  const { e, below, lower } = j;
  if (e.kind !== 'quick' || !e.trigger || e.respondsTo || !below?.effect) return null;
  if (lower.some((l) => l.effect?.kind === 'trigger' || l.effect?.kind === 'flip' || l.effect?.trigger)) return null;
  const events = asArray(e.trigger.event);
  const from = e.trigger.from ? asArray(e.trigger.from) : null;
  const causes = below.effect.does.some((a) => events.some((ev) => EVENT_BY_ACTION[ev] === a.do && (!from || !a.from || asArray(a.from).some((f) => from.includes(f)))));
  return causes ? fail(R.EVENT_NOT_YET, { below: below.name }) : null;
}

/**
 * CH-ARMED-LOST (FD-MEMORY, docs/c03/里侧·一时除外.rst:162–177, 220–225): a delayed trigger armed by
 * its own card's summon (「召唤·特殊召唤的回合的结束阶段」「这个方法召唤的场合，结束阶段…」) needs the
 * card that was summoned: turned face-down since (变里侧), it is a new card and the trigger is gone.
 * A temporary banishment loses it for the texts of 「…的回合的结束阶段」 (the trigger's `armedTurn`) and not for
 * 「这个方法召唤的场合，结束阶段…」 (docs/c03/里侧·一时除外.rst:168–177, 220–225).
 */
function armedLost(j: Judging): Phrase | null {
  const armed = j.e.trigger?.armedBy;
  if (!armed || !armed.some((w) => w === 'summoned' || w === 'special-summoned' || w === 'flip-summoned')) return null;
  // A temporary banishment ends one armed for 「…的回合」 (armedTurn), not one armed by 「这个方法召唤的场合」.
  const lost = j.self.states.includes('turned-face-down') || (j.e.trigger!.armedTurn === true && j.self.states.includes('banished-and-back'));
  return lost ? fail(R.ARMED_LOST, { card: j.link.card.name }) : null;
}

/**
 * CH-ARMED-BY-TURN (rules reference docs/c02/基本用语.rst:914): a phase trigger armed by a summon its player made this turn
 * (「自己对怪兽的上级召唤成功的回合的结束阶段时」) needs such a summon that succeeded: when the situation lists the turn's
 * history (`本回合:`), one of them must be it — a negated summon is none. Without a history it is assumed (the trigger's
 * own assumption says so).
 */
function armedByTurn(j: Judging): Phrase | null {
  const tr = j.e.trigger;
  if (!tr?.armedTurn || tr.subject?.self || !(tr.armedBy ?? []).includes('summoned') || asArray(tr.event)[0] !== 'phase-start') return null;
  const history = j.state.scenario.history ?? [];
  if (history.length === 0) return null;
  j.rules.push(R.ARMED_BY_TURN);
  const tribute = (tr.tributesMin ?? 0) > 0;
  const made = earlierSummons(j.state, j.me).some((s) => s.kind === 'summon' && (!tribute || s.fact.summon === 'tribute'));
  return made ? null : fail(R.ARMED_BY_TURN, { tribute });
}

/**
 * 「攻击宣言时」: it answers an attack declaration, which happens only in the Battle Step. Ruled out when
 * the situation's phase is another, or the attack is not one its text names; assumed when the
 * situation gives no attack.
 */
function attackDeclaration(j: Judging): Phrase | null {
  // (CMP-TRAP-MONSTER-GRANTED review: a card activation or quick effect read from the text keeps its 「…的攻击宣言时才能发动」 as `waitsFor`;
  // the attack declaration is judged for it too — such a Trap activated with no attack, or on its own player's attack, was accepted.)
  // Its words are read less closely than a trigger's (「对方怪兽向自己场上的「黑羽」怪兽攻击宣言时」 keeps the attacked monster as the subject):
  // judged are the Battle Step, that an attack was declared, and whose monster declared it — nothing else of its subject.
  const waits = j.e.trigger === undefined;
  const tr0 = j.e.trigger ?? j.e.waitsFor;
  const side = tr0?.subject?.side;
  // (CH-ATTACK-DECLARED-TURN review s46: 「自己的…怪兽被选择作为攻击对象时」 — the word `attacked`, a subject by side — names the monster
  // attacked, judged against the attack target; it was judged against the attacker, so such a Trap was refused at the opponent's attack
  // on its monster. 「这张卡被攻击」 stays judged below as this card's own battle.)
  const attackedWord0 = waits && tr0 !== undefined && !tr0.subject?.self && (tr0.on ?? []).includes('attacked');
  // CH-ATTACK-TARGET-KIND: the monster attacked (the word `attacked`) is judged as written — 「自己场上的战士族怪兽被选择作为攻击对象时」
  // asks a Warrior of its side, not any monster of it (such a Trap was legal at an attack on a Spellcaster).
  const subject = attackedWord0 ? tr0?.subject : side === 'self' || side === 'opponent' ? { side } : undefined;
  const tr = waits && tr0 ? { ...tr0, on: [attackedWord0 ? ('attacked' as const) : ('attack-declared' as const)], subject } : tr0;
  const events = tr ? asArray(tr.event) : [];
  if (!tr || events.length !== 1 || events[0] !== 'attack-declared') return null;
  j.rules.push(R.ATTACK_WINDOW);
  const board = j.board;
  const phase = board.phase;
  // A trigger timed to a step of that battle (「被攻击的场合，伤害计算后」) is judged in that step; a plain one
  // answers the declaration itself, in the Battle Step.
  const outside = phase !== null && (tr.phase ? phaseWithin(phase, tr.phase) === false : phaseWithin(phase, 'battle-phase') === false || ['start-step', 'damage-step', 'end-step'].some((p) => phaseWithin(phase, p) === true));
  if (outside) return fail(R.ATTACK_WINDOW, tr.phase ? { variant: 'step', phase, step: tr.phase } : outsideWhy(phase, (tr.on ?? []).includes('attacked')));
  if (!board.attack) {
    // CH-BATTLE-STEP-PRIORITY: at 攻击宣言前 the step itself says no attack was declared — nothing is assumed; the non-turn player starting
    // a chain is refused by ./battle-step.ts, anyone else here by this window.
    if (phase === 'battle-step-start') return j.me !== board.turnPlayer && j.below === null ? null : fail(R.ATTACK_WINDOW, { variant: 'before', phase });
    // CH-ATTACK-DECLARED-TURN: the declaration is assumed only in the turn where the attack the text names can be declared.
    const wrongTurn = attackDeclaredTurn(j, waits && tr0 ? tr0 : tr, waits);
    if (wrongTurn) return wrongTurn;
    assume(j, R.ATTACK_WINDOW, { variant: 'assumed' });
    j.link.attackAssumed = true;
    return null;
  }
  // CH-ATTACK-WINDOW (review s45-rv1): 「对方怪兽的直接攻击宣言时」 answers a direct attack only — not an attack on a monster.
  if (tr.direct && board.attack.target) {
    const attacked = board.cards[canonical(board, board.attack.target)];
    return fail(R.ATTACK_WINDOW, { variant: 'not-direct', attacker: attacked?.card.name ?? null });
  }
  // 「被选择作为攻击对象时」「被攻击的场合」 (the text's word 'attacked'): the subject is the monster attacked,
  // not the attacker (CH-ATTACK-TARGET-SUBJECT).
  if (((tr.on ?? []).includes('attacked') && !(tr.on ?? []).includes('attack-declared')) || tr.attackTarget) {
    j.rules.push(R.ATTACK_TARGET_SUBJECT);
    const target = board.attack.target ? board.cards[canonical(board, board.attack.target)] : undefined;
    if (!target) return fail(R.ATTACK_WINDOW, { variant: 'target', attacker: null, own: false });
    if (waits && tr.subject && Object.keys(tr.subject).some((k) => k !== 'side' && k !== 'place')) j.rules.push(R.ATTACK_TARGET_KIND);
    if (tr.subject && !matchesFilter(tr.subject, target, onBoard(board, j.link.ref, j.me))) {
      return fail(R.ATTACK_WINDOW, { variant: 'target', attacker: target.card.name, own: target.controller === j.me });
    }
    return null;
  }
  // CH-ATTACK-WINDOW: a card activation or quick effect whose own battle the text names (`waitsFor` subject this card: 「这张卡和对方怪兽进行
  // 战斗的攻击宣言时」「这张卡被攻击的…」) answers only an attack this card is in — another monster's attack is not its battle. (`tr` above
  // keeps only the side of a `waitsFor` subject, so this card is judged here.)
  if (waits && tr0?.subject?.self) {
    const own = j.link.ref ? canonical(board, j.link.ref) : null;
    const attackedWord = (tr0.on ?? []).includes('attacked') || tr0.attackTarget === true;
    const target = board.attack.target ? canonical(board, board.attack.target) : null;
    const attackerRef = canonical(board, board.attack.attacker);
    // 「这张卡被攻击」: it is the attack target; 「这张卡和对方怪兽进行战斗」: it attacks a monster or is attacked.
    const inIt = own !== null && (attackedWord ? target === own : (attackerRef === own && target !== null) || target === own);
    if (own !== null && !inIt) {
      // (Review s44-rv3: the card named is the attack target for 「被攻击」 — none in a direct attack, not the attacker — and this card's own
      // direct attack is said as such, not as another monster's attack.)
      const selfDirect = !attackedWord && attackerRef === own && target === null;
      const other = selfDirect ? undefined : attackedWord ? (target !== null ? board.cards[target] : undefined) : board.cards[attackerRef];
      return fail(R.ATTACK_WINDOW, { variant: 'not-own-battle', attacker: other?.card.name ?? null, own: other?.controller === j.me, attackedWord, selfDirect });
    }
  }
  const attacker = board.cards[board.attack.attacker];
  if (attacker && tr.subject && !matchesFilter(tr.subject, attacker, onBoard(board, j.link.ref, j.me))) {
    return fail(R.ATTACK_WINDOW, { variant: 'attacker', attacker: attacker.card.name, own: attacker.controller === j.me });
  }
  return null;
}

/**
 * CH-ATTACK-WINDOW (docs/c03/战斗阶段流程.rst:106–109): why an attack-declaration effect is refused in the situation's phase. In the
 * damage step that battle's declaration — the moment its monster was chosen as the attack target — has passed (「全部效果处理后，不再是
 * 『攻击宣言时』」): said as passed, not as another phase.
 */
function outsideWhy(phase: string, attackedWord: boolean): Params {
  return phaseWithin(phase, 'damage-step') === true ? { variant: 'passed', phase, attackedWord } : { variant: 'phase', phase };
}

/** The moments of a battle a card activation may be timed to (「…伤害计算时才能发动」). */

/**
 * CH-WAITS-FOR-MOMENT (rules reference docs/c03/战斗阶段流程.rst:394–396, docs/c02/基本用语.rst:1069): a card activation or quick effect
 * timed to a moment of the battle (「对方回合的战斗伤害计算时才能发动」「…进行战斗的伤害计算时，把这张卡从手卡丢弃才能发动」, its
 * `waitsFor` phase) is activated in that moment only: in the Battle Step, or another part of the damage step, it is refused. A phase
 * not written, or one that may hold that moment (the damage step as a whole), is not held against it.
 */
function waitsForMoment(j: Judging): Phrase | null {
  const w = j.e.waitsFor;
  if (!w?.phase || !DAMAGE_STEP_ORDER.includes(w.phase) || j.e.kind === 'trigger' || j.e.kind === 'flip') return null;
  const phase = j.board.phase;
  if (phase === null) return null;
  j.rules.push(R.WAITS_FOR_MOMENT);
  // The one moment is a period of one part (./period.ts reads both; a phase that contains it is not refused).
  return withinPeriod(phase, w.phase, undefined) === false ? fail(R.WAITS_FOR_MOMENT, { part: phase, step: w.phase }) : null;
}

/**
 * CH-DAMAGE-STEP-ANSWER-FIRST: an effect chained in answer to an activation (「…成为对象时」「…发动时」, `respondsTo`) that the damage step
 * bars whatever it answers (it negates no activation: CH-DAMAGE-STEP-RESPONSE) is refused for the step — before the answered activation
 * is compared with what it waits for (a target-moving answer to a Spell's targeting of a monster its words do not protect quoted the
 * targeting, a reason that would vanish on a right target while the step still bars it). With an attack as its alternative (`orWaitsFor`), only when
 * the step bars that alternative too. As Chain Link 1 it answers nothing: the reasons of that case stand.
 */
function damageStepAnswerFirst(j: Judging): Phrase | null {
  if (!j.e.respondsTo || j.below === null || j.board.phase === null || !isDamageStep(j.board.phase)) return null;
  const targeted = damageStepVerdict(j.link.card, { ...j.e, orWaitsFor: undefined }, j.board.phase, true);
  if (!targeted || targeted.ok) return null;
  if (j.e.orWaitsFor) {
    const attacked = damageStepVerdict(j.link.card, { ...j.e, respondsTo: undefined, waitsFor: j.e.orWaitsFor, orWaitsFor: undefined }, j.board.phase, true);
    if (!attacked || attacked.ok) return null;
  }
  j.rules.push(R.DAMAGE_STEP_ANSWER_FIRST);
  return fail(targeted.rule, damageStepParams(j.e, targeted.part, targeted.waits));
}

/**
 * What a damage-step refusal says: the part of the step, whether the effect changes ATK/DEF (「即使它改变攻击力·守备力」 only then), and
 * the event a card activation refused by CH-DAMAGE-STEP-WAITS-FOR waits for (battle damage or destruction by battle).
 */
function damageStepParams(e: EffectFacts, part: string, waits?: string): Params {
  return { part, stats: e.does.some((a) => a.do === 'modify-stats'), waits: waits ?? null };
}

/**
 * The damage step 伤害步骤 (CH-DAMAGE-STEP, CH-DAMAGE-CALC): only Counter Traps, direct ATK/DEF changes,
 * activation negations and effects whose text names the step (during damage calculation: names it).
 */
function damageStep(j: Judging): Phrase | null {
  const v = damageStepVerdict(j.link.card, j.e, j.board.phase, j.below !== null);
  if (!v) return null;
  if (!v.ok) return fail(v.rule, damageStepParams(j.e, v.part, v.waits));
  j.rules.push(R.DAMAGE_STEP);
  if (v.by === 'waits-for-destruction') j.rules.push(R.DAMAGE_STEP_WAITS_FOR);
  if (v.by === 'waits-for-battle-damage') waitedPart(j, BATTLE_DAMAGE_PART);
  if (v.by === 'waits-for-battle-destruction') waitedPart(j, BATTLE_DESTRUCTION_PART);
  if (v.by === 'mandatory') j.rules.push(R.DAMAGE_STEP_MANDATORY);
  return null;
}

/**
 * CH-DAMAGE-STEP-WAITS-FOR with CH-PHASE-PART-UNSTATED: a card activation allowed in one part of the step only — timed to battle damage
 * (after damage calculation) or to destruction by battle (the end of the step). A situation that writes the damage step without its part
 * (`阶段:伤害步骤`) is not refused: that part is assumed, and said.
 */
function waitedPart(j: Judging, part: string): void {
  j.rules.push(R.DAMAGE_STEP_WAITS_FOR);
  if (j.board.phase === part) return;
  j.rules.push(R.PHASE_PART_UNSTATED);
  pushOnce(j.state.assumptions, say({ rule: R.PERIOD, params: { name: j.name, to: part, from: null, variant: 'part', phase: j.board.phase } }));
}

// ── when and from where ──────────────────────────────────────────────────────────────────────────

/** The activated card is in its player's hand, written revealed (`(公开)`): what a Draw-Phase reveal leaves to be seen (CH-DRAWN-REVEALED). */
function revealedInHand(j: Judging): boolean {
  return j.link.activatedFrom === 'hand' && j.self?.states.includes('revealed') === true;
}

/** Own turn, Main Phase: 'turn' / 'main' when one is not so (an unknown phase is not held against it). */
function ownMainPhase(j: Judging): 'turn' | 'main' | null {
  if (j.board.turnPlayer !== j.me) return 'turn';
  if (j.board.phase && !isMainPhase(j.board.phase)) return 'main';
  return null;
}

function spellSpeed1Window(j: Judging): Phrase | null {
  if (!(j.link.cardActivation && j.link.card.type.kind === 'spell' && j.speed === 1)) return null;
  j.rules.push(R.SPELL_SPEED1_WINDOW);
  const not = ownMainPhase(j);
  if (!not) return null;
  // CH-DRAWN-REVEALED: a card activated only after the Draw-Phase reveal its text asks says so in the refusal.
  const drawnRevealed = (j.e.condition ?? []).some((c) => c.is === 'other' && c.drawnRevealed === true);
  if (drawnRevealed) j.rules.push(R.DRAWN_REVEALED);
  return fail(R.SPELL_SPEED1_WINDOW, { variant: not, drawnRevealed });
}

function ignitionWindow(j: Judging): Phrase | null {
  if (j.e.kind !== 'ignition' || j.e.alsoOpponentTurn) return null;
  j.rules.push(R.IGNITION_WINDOW);
  const not = ownMainPhase(j);
  return not ? fail(R.IGNITION_WINDOW, { variant: not }) : null;
}

/**
 * CH-QUICK-IF: 「X的场合，这个效果在对方回合也能发动」 — while X does not hold (judged now), the effect is an ignition effect: only in
 * its controller's own Main Phase, and never chained to another link. While X holds (or cannot be judged), it is the quick effect.
 */
function quickIfWindow(j: Judging): Phrase | null {
  const conds = j.e.alsoOpponentTurnIf;
  if (!conds?.length) return null;
  const held = checkConditions(conds, stateView(j.state), j.self, j.me);
  if (held === true) return null;
  // (review s44 rv1) X the situation does not tell (the materials not stated): taken as holding — said when it is what lets the effect be used now.
  if (held === null) {
    if (ownMainPhase(j) || j.below) {
      j.rules.push(R.QUICK_IF);
      pushOnce(j.state.assumptions, say({ rule: R.QUICK_IF, params: { name: j.name, variant: 'assumed' } }));
    }
    return null;
  }
  j.rules.push(R.QUICK_IF);
  const not = ownMainPhase(j);
  if (not) return fail(R.QUICK_IF, { variant: not });
  return j.below ? fail(R.QUICK_IF, { variant: 'chain' }) : null;
}

/**
 * Phase triggers that must start a chain (rules reference docs/c03/诱发类效果.rst:139, 590, 633): one
 * activated from the hand at a phase (a Standby Phase hand trigger), or one whose card says so
 * (`firstLinkOnly`, a ruling per card), is activated as Chain Link 1 when its player gets priority —
 * never chained to another link, not even to the same effect of another copy.
 */
function phaseTriggerFirst(j: Judging): Phrase | null {
  const { e, link, below } = j;
  if (e.kind !== 'trigger' || !below) return null;
  const onPhase = asArray(e.trigger?.event).includes('phase-start');
  if (!onPhase) return null;
  // A trigger written as activated in the Battle Phase / Battle Step is Chain Link 1 only, on the field
  // too: not stacked with the attack declaration's triggers nor with another copy (rules reference
  // docs/c03/诱发类效果.rst:609).
  const phase = e.trigger?.phase;
  if (phase === 'battle-step' || phase === 'battle-phase') {
    j.rules.push(R.BATTLE_TRIGGER_FIRST);
    return fail(R.BATTLE_TRIGGER_FIRST, { below: below.name });
  }
  const fromHand = link.activatedFrom === 'hand' && link.card.type.kind === 'monster';
  if (!fromHand && !e.firstLinkOnly) return null;
  j.rules.push(R.PHASE_TRIGGER_FIRST);
  return fail(R.PHASE_TRIGGER_FIRST, { variant: fromHand ? 'hand' : 'card', below: below.name });
}

/** A Trap is Set before it is activated, unless its text lets it be activated from the hand (then its own condition applies). */
function trapFromHand(j: Judging): Phrase | null {
  const { link, e } = j;
  if (!(link.cardActivation && link.card.type.kind === 'trap' && link.activatedFrom === 'hand')) return null;
  const fromHand = e.from && asArray(e.from).includes('hand');
  j.rules.push(R.TRAP_HAND);
  if (fromHand) return null;
  if (!e.handActivation) return fail(R.TRAP_HAND, {});
  // 「…的场合，这张卡也能从手卡发动」: the text's own condition, judged without this card (it is on its way to the field).
  j.rules.push(R.TRAP_HAND_ALLOWED);
  for (const cond of e.handActivation.condition ?? []) {
    const own = cond.is === 'none' || cond.is === 'exists' ? { ...cond, filter: { ...cond.filter, notSelf: true } } : cond;
    const v = checkCondition(own, stateView(j.state), j.self, j.me);
    noteFieldInPart(j.state, j.rules, j.name, own, v, j.self, j.me, 'hand');
    if (v === false) return fail(R.TRAP_HAND_ALLOWED, { cond });
    if (v === null) assume(j, R.TRAP_HAND_ALLOWED, { variant: 'assumed', cond });
  }
  // (The cost its text names for the hand is paid as it is activated and said there — CH-HAND-ACTIVATION-COST, ./activate.ts.)
  return null;
}

/**
 * A Spell/Trap activated from the hand is placed in a Spell & Trap Zone: one must be free (5 at most; a
 * Field Spell goes to the Field Zone). Judged only when the situation lists the player's field.
 */
function freeSpellTrapZone(j: Judging): Phrase | null {
  const { link, self, me, state } = j;
  const type = link.card.type;
  if (!(link.cardActivation && link.activatedFrom === 'hand' && type.kind !== 'monster' && !type.subtypes.includes('field'))) return null;
  if (!state.knownZones.has(`${me}:field`)) return null;
  const used = Object.values(j.board.cards).filter((c) => c.ref !== self.ref && c.controller === me && c.zone === 'spell' && !c.card.type.subtypes.includes('field')).length;
  return used >= 5 ? fail(R.ST_ZONE_FREE, { me, used }) : null;
}

/** CH-SUMMON-ONCE-PER-TURN at activation: a target the effect would Special Summon first cannot be summoned again this turn. */
function summonOnceTarget(j: Judging): Phrase | null {
  const { e, link, board, me, state } = j;
  if (!e.targets || link.targets.length === 0) return null;
  if (!firstStep(e.does).some((a) => a.do === 'special-summon' && a.what === 'targets')) return null;
  const again = link.targets.map((r) => board.cards[r]).filter((c): c is BoardCard => c !== undefined && summonedOnceAlready(state, c.card, me));
  if (again.length === 0) return null;
  j.rules.push(R.SUMMON_ONCE_PER_TURN);
  return fail(R.SUMMON_ONCE_PER_TURN, { variant: 'target', cards: list(again.map((c) => cardName(c.card))) });
}

/** CH-NO-FREE-ZONE at activation: an effect that would Special Summon first needs a free Main Monster Zone (../game/zones.ts). */
function freeMonsterZone(j: Judging): Phrase | null {
  const taken = () => j.link.targets.map((r) => j.board.cards[r]).filter((c): c is BoardCard => c !== undefined);
  // A mandatory effect is activated all the same (without its target) and applies what it still can (docs/c02/基本用语.rst:224);
  // one that takes control then destroys the monster by rule for want of a zone (CH-CONTROL-NO-ZONE, 基本用语.rst:788).
  const summon = !j.e.mandatory && noZoneToSummonInto(j.state, j.e, j.self, j.me, j.rules, taken());
  if (!summon && !(j.e.targets && !j.e.mandatory && noZoneToTakeControl(j.state, j.link.card, j.e, j.me, taken()))) {
    // CTL-ZONES-FOR-ALL: taking every monster a filter names needs a zone for each.
    const all = tooFewZonesToTakeAll(j.state, j.e, j.self, j.me);
    if (!all) return null;
    j.rules.push(R.ZONES_FOR_ALL);
    return fail(R.ZONES_FOR_ALL, all);
  }
  j.rules.push(R.NO_FREE_ZONE);
  return fail(R.NO_FREE_ZONE, { variant: summon ? 'activation' : 'control' });
}

function quickPlayFromHand(j: Judging): Phrase | null {
  const { link } = j;
  if (link.cardActivation && link.card.type.kind === 'spell' && link.card.type.subtypes.includes('quickplay') && link.activatedFrom === 'hand' && j.board.turnPlayer !== j.me) {
    return fail(R.QP_HAND_OPP_TURN, {});
  }
  return null;
}

function setThisTurnNow(j: Judging): boolean {
  return j.self.states.includes('set-this-turn') || j.link.directives.some((d) => d.kind === 'set-this-turn');
}

function setThisTurn(j: Judging): Phrase | null {
  const { link, e } = j;
  const kind = link.card.type.kind;
  if (link.cardActivation && setThisTurnNow(j) && isField(link.activatedFrom) && (kind === 'trap' || link.card.type.subtypes.includes('quickplay')) && !e.activateSetTurn) {
    return fail(kind === 'trap' ? R.TRAP_SET_TURN : R.QP_SET_TURN, {});
  }
  // CH-TRAP-SET-TURN-IF: 「…的场合，这张卡在盖放的回合也能发動」 — allowed the turn it was Set only while the text's condition holds.
  if (typeof e.activateSetTurn === 'object' && link.cardActivation && isField(link.activatedFrom) && setThisTurnNow(j)) {
    j.rules.push(R.TRAP_SET_TURN_IF);
    for (const cond of e.activateSetTurn.condition) {
      const v = checkCondition(cond, stateView(j.state), j.self, j.me);
      noteFieldInPart(j.state, j.rules, j.name, cond, v, j.self, j.me, 'set-turn');
      if (v === false) return fail(R.TRAP_SET_TURN_IF, { cond });
      if (v === null) assume(j, R.TRAP_SET_TURN_IF, { variant: 'assumed', cond });
    }
  }
  return null;
}

function placeOfActivation(j: Judging): Phrase | null {
  const { e, link } = j;
  const from = link.activatedFrom;
  // CMP-ARMED-NO-PLACE: a delayed trigger activated from no place — where its card is now does not matter.
  if (e.trigger?.noPlace) {
    if (from !== null && !isField(from)) j.rules.push(R.COMPILE_ARMED_NO_PLACE);
    return null;
  }
  // CH-PHASE-SELF-ON-FIELD (rules reference docs/c03/战斗阶段流程.rst:961–970): a monster's trigger at a moment of a phase or
  // step (「这张卡进行攻击的伤害步骤结束时」) whose text names no place may be activated where the monster went (destroyed by
  // battle: the GY, or banished) — unless its resolution needs the monster on the field: a step changing its own ATK/DEF or
  // position, or the battle damage of its own battles. Then it cannot be activated off the field.
  if (!e.from && !link.cardActivation && from !== null && !isField(from) && phaseMomentOnly(j) && actsOnItsMonster(e)) {
    j.rules.push(R.PHASE_SELF_ON_FIELD);
    return fail(R.FROM_ZONE, { places: ['monster'], from });
  }
  // CH-PHASE-RETURN-SELF: a monster's trigger at a moment of a phase naming no place that returns this card to the hand (a Spirit's
  // 「召唤·反转的回合的结束阶段发动。这张卡回到持有者手卡」, 岚征龙③) is the monster's on the field: 「回到手卡」 is said of a card on the
  // field (from the GY it would be 「加入手卡」). Gone from the field before that phase, it is not activated at all.
  if (!e.from && !link.cardActivation && from !== null && !isField(from) && phaseReturnsItself(j)) {
    j.rules.push(R.PHASE_RETURN_SELF);
    return fail(R.PHASE_RETURN_SELF, { from });
  }
  // CH-PHASE-SELF-LEFT-EARLIER: one the battle could not destroy left before that step (./phase-self-left.ts).
  if (!e.from && !link.cardActivation && from !== null && !isField(from) && e.kind === 'trigger' && link.card.type.kind === 'monster' && j.board.phase === 'damage-step-end') {
    const card = leftBeforeStepEnd(j.board, j.self);
    if (card) {
      j.rules.push(R.PHASE_SELF_LEFT_EARLIER);
      return fail(R.PHASE_SELF_LEFT_EARLIER, { card });
    }
  }
  // CH-FROM-ZONE (no place named): a monster's ignition or quick effect whose text names no place — no 「这张卡在手卡·墓地存在的场合」,
  // no cost that moves this card itself (「把这张卡从手卡丢弃」) — is used by the monster on the field, not from the hand, GY or banishment.
  if (!e.from && !link.cardActivation && (from === 'hand' || from === 'gy' || from === 'banished') && onFieldOnly(j)) return fail(R.FROM_ZONE, { places: ['monster'], from, variant: 'unstated' });
  // CH-FROM-ZONE (a Spell/Trap's effect naming no place): a Continuous, Field or Equip Spell/Trap's ignition or quick effect whose
  // text names no place (no 「这张卡在墓地存在的场合」, no cost 「把墓地的这张卡除外」) is the effect of the card face-up on the field:
  // from the GY or banishment it cannot be activated (the hand and a Set card are CH-SET-SPELL-TRAP's).
  if (!e.from && !link.cardActivation && (from === 'gy' || from === 'banished') && spellTrapOnFieldOnly(j)) return fail(R.FROM_ZONE, { places: ['spell'], from, variant: 'unstated-spell' });
  // CH-FROM-ZONE (a trigger on its own summon, review s42): 「这张卡召唤·特殊召唤成功时」 naming no place is the summoned monster's, on the
  // field — a card the situation lists in the hand, GY or banishment (never summoned, or gone since) cannot activate it.
  if (!e.from && !link.cardActivation && (from === 'hand' || from === 'gy' || from === 'banished') && ownSummonTrigger(j) && listedThere(j, from)) {
    return fail(R.FROM_ZONE, { places: ['monster'], from, variant: 'summoned' });
  }
  if (!e.from || link.cardActivation || from === null) return null;
  const places = asArray(e.from);
  return placeMatches(places, from) ? null : fail(R.FROM_ZONE, { places, from });
}


/** A monster's trigger met only by its own summon (「这张卡召唤·反转召唤·特殊召唤成功时」: no subject, or the card itself). */
function ownSummonTrigger(j: Judging): boolean {
  const { e, link } = j;
  const tr = e.trigger;
  if (link.card.type.kind !== 'monster' || (e.kind !== 'trigger' && e.kind !== 'quick') || !tr || tr.noPlace || tr.armedBy !== undefined || tr.armedTurn) return false;
  if (tr.subject && !tr.subject.self) return false;
  return asArray(tr.event).every((x) => SUMMON_EVENTS.has(x));
}

/** The situation itself put the card there (bound to a card it lists there) — not a place the engine chose for a card nobody placed. */
function listedThere(j: Judging, zone: string): boolean {
  return j.state.scenario.instances.some((i) => i.ref === j.link.ref && i.zone === zone);
}

/** A lasting Spell/Trap's ignition or quick effect that names no place and moves no "this card" as its cost (see placeOfActivation). */
function spellTrapOnFieldOnly(j: Judging): boolean {
  const { e, link } = j;
  if (!isLastingSpellTrap(link.card) || e.pendulum || (e.kind !== 'ignition' && e.kind !== 'quick')) return false;
  return !(e.cost ?? []).some((c) => c.what === 'self');
}

/** A monster's own ignition or quick effect that names no place and acts on no place of this card (see placeOfActivation). */
function onFieldOnly(j: Judging): boolean {
  const { e, link } = j;
  if (link.card.type.kind !== 'monster' || e.pendulum || (e.kind !== 'ignition' && e.kind !== 'quick')) return false;
  return !(e.cost ?? []).some((c) => c.what === 'self');
}

/**
 * CH-EQUIP-MONSTER-NO-EFFECT (rules reference docs/c02/基本用语.rst:30): a monster card that is an Equip Card in the Spell &
 * Trap Zone (`X(装备:Y)`) is an Equip Spell there (CH-EQUIP-MONSTER-AS-SPELL): its effects as a monster — those naming no
 * place, 「这张卡在场上表侧表示存在」 meaning the Monster Zone — cannot be activated. A card whose compiled effects speak of
 * equipping (a Union's 「把这张卡当作装备卡使用…装备」 / 「装备的这张卡特殊召唤」) is written to act there and keeps them.
 */
function equipMonsterEffect(j: Judging): Phrase | null {
  const { e, link, self } = j;
  if (link.cardActivation || e.from || e.pendulum || !monsterAsEquip(self)) return null;
  // This effect moves the card itself as an Equip Card (a Union's 「把这张卡当作装备卡使用给那只怪兽装备」): an effect of the Monster Zone —
  // not one it has as an Equip Card (its equipped effects are read with `from: 'spell'`, activated from there).
  // (The old 「…可以视为1张装备卡装备在自己的「X」上，或者解除装备以表侧攻击表示特殊召唤」 does both: it is used equipped too.)
  if (e.does.some((a) => a.do === 'equip' && a.what === 'self') && !e.does.some((a) => a.do === 'special-summon' && a.what === 'self')) {
    j.rules.push(R.EQUIP_MONSTER_NO_EFFECT);
    return fail(R.EQUIP_MONSTER_NO_EFFECT, {});
  }
  // The compiled facts of an effect written to act as an equip card speak of equipping (an `equipped` subject or state, or a clause
  // kept unread such as 「当作装备卡使用而装备中的场合」). The engine reads no card text.
  if (/equip|装备/.test(JSON.stringify(e))) return null;
  j.rules.push(R.EQUIP_MONSTER_NO_EFFECT);
  return fail(R.EQUIP_MONSTER_NO_EFFECT, {});
}

/** A monster's trigger met only by the start of a phase or step, armed by no earlier event (CH-PHASE-SELF-ON-FIELD). */
function phaseMomentOnly(j: Judging): boolean {
  const { e, link } = j;
  const t = e.trigger;
  if (link.card.type.kind !== 'monster' || e.kind !== 'trigger' || !t || t.armedBy !== undefined || t.armedTurn) return false;
  return asArray(t.event).every((x) => x === 'phase-start');
}

/** A resolution that needs its own card as a monster on the field: its ATK/DEF, its position, its battles' damage. */
function actsOnItsMonster(e: EffectFacts): boolean {
  if ((e.battleDamage?.length ?? 0) > 0) return true;
  return e.does.some((a) => a.what === 'self' && (a.do === 'modify-stats' || a.do === 'change-position'));
}

/**
 * A monster's trigger at a phase (armed or not by the turn's summon: 「召唤·反转的回合的结束阶段」) with a step returning this card
 * itself to the hand from the field (「这张卡回到持有者手卡」; not one that names the GY or banishment).
 */
function phaseReturnsItself(j: Judging): boolean {
  const { e, link } = j;
  const t = e.trigger;
  if (link.card.type.kind !== 'monster' || e.kind !== 'trigger' || !t || !asArray(t.event).every((x) => x === 'phase-start')) return false;
  return e.does.some((a) => a.do === 'return-to-hand' && a.what === 'self' && !asArray(a.from).some((p) => p === 'gy' || p === 'banished'));
}

function faceDownMonster(j: Judging): Phrase | null {
  const { e, link, self } = j;
  // An answer that turns its own card face-up as it resolves (「…为对象的魔法卡发动时发动。这张卡变成表侧守备表示」) is
  // activated face-down — a monster activating, but no monster card (基本用语.rst:1255–1258).
  const answersFaceDown = e.respondsTo !== undefined && e.does.some((a) => a.what === 'self' && a.do === 'change-position');
  if (link.card.type.kind === 'monster' && link.activatedFrom === 'monster' && !self.faceUp && e.kind !== 'flip' && !answersFaceDown && !e.cost?.some((c) => c.do === 'change-position')) {
    return fail(R.FACE_DOWN_MONSTER, {});
  }
  return null;
}

/**
 * CH-SET-SPELL-TRAP: a Spell/Trap Set on the field (盖放) is activated only as a card (卡的发动); the effects it has face-up — an
 * ignition or quick effect of 「这张卡在魔法与陷阱区域存在」, a trigger — are not activated while it is Set (the few a Set card
 * starts, 「盖放的这张卡被破坏送去墓地的场合」, are activated from the GY, where it went).
 */
function setSpellTrapEffect(j: Judging): Phrase | null {
  const { e, link, self } = j;
  // (Only a card that stays face-up has such effects; a Normal or Quick-Play Spell, a Normal or Counter Trap has only its activation
  // on the field — a number the compiler gave another kind is still that activation.)
  if (!isLastingSpellTrap(link.card) || link.cardActivation || e.kind === 'activation') return null;
  const setOnField = self.zone === 'spell' && !self.faceUp && link.activatedFrom === 'spell';
  // The same from the hand: such an effect is not one 「这张卡在手卡存在的场合」 names.
  const inHand = link.activatedFrom === 'hand' && !(e.from && placeMatches(asArray(e.from), 'hand'));
  if (!setOnField && !inHand) return null;
  const activation = link.card.effects.some((x) => x.kind === 'activation');
  return fail(R.SET_SPELL_TRAP, { n: e.n, activation, variant: setOnField ? 'set' : 'hand' });
}

function oncePerTurnUsed(j: Judging): Phrase | null {
  // CMP-ONCE-PER-DAMAGE-CALC: a limit of one damage calculation — a card marked used (已用) or a use listed this turn was another damage
  // calculation's; only a use noted on this link (`[已用]`) or a lower link of this chain (oncePerTurnInChain) spends it.
  if (j.e.oncePerDamageCalc) return j.link.directives.some((d) => d.kind === 'used') ? usedNow(j, null) : null;
  if (j.e.oncePerTurn && (spentOnce(j.self.states, j.e.oncePerTurn) || j.link.directives.some((d) => d.kind === 'used'))) return usedNow(j, null);
  // CH-OPT-USED: 「这个卡名的效果1回合只能使用1次」 binds the name for its player — another copy marked used (已用: in the GY, on the field)
  // spent it too.
  if (j.e.oncePerTurn === 'hard') {
    const copy = usedCopy(j);
    if (copy) return usedNow(j, copy);
  }
  // CH-HISTORY-USED: activated earlier this turn (`本回合: …`), negated or not.
  const earlier = usedEarlier(j.state, j.link, j.self, j.e);
  // CH-COPY-OPT: a copy's use limit is its copied text's, shared with the real card's uses.
  if (earlier && j.link.card.copiedFrom) j.rules.push(R.COPY_OPT);
  if (earlier) return earlier;
  return null;
}

/** Another copy of this card (same passcode) of the player's, marked used (已用), or null. */
function usedCopy(j: Judging): BoardCard | null {
  const id = j.self.card.id;
  if (!id) return null;
  for (const k in j.board.cards) {
    const c = j.board.cards[k]!;
    if (c === j.self || c.card.id !== id || (c.controller ?? c.owner) !== j.me || !c.states.includes('used')) continue;
    return c;
  }
  return null;
}

/**
 * CH-OPT-USED, said: already used. (已用) does not say which effect a card with more than one once-per-turn effect used
 * (「①②的效果1回合各能使用1次」): judged as this one, and said so.
 */
function usedNow(j: Judging, copy: BoardCard | null): Phrase {
  const limited = j.link.card.effects.filter((x) => x.oncePerTurn !== undefined);
  if (limited.length > 1) pushOnce(j.state.assumptions, say({ rule: R.OPT_USED, params: { name: j.name, variant: 'which' } }));
  return fail(R.OPT_USED, copy ? { variant: 'copy', zone: copy.zone } : j.e.oncePerFaceUp ? { variant: 'face-up' } : {});
}

/**
 * Once per turn within this very chain: 1回合1次 per copy ('soft'), 这个卡名 by name ('hard'),
 * 「这个卡名的卡在1回合只能发动1张」 for card activations.
 */
function oncePerTurnInChain(j: Judging): Phrase | null {
  const { state, link, e, me } = j;
  // Only a once-per-turn effect or a card activation can have been used already (issue 10: the earlier links were listed for every link).
  if (e.oncePerTurn !== 'hard' && e.oncePerTurn !== 'soft' && !link.cardActivation) return null;
  const earlier = state.links.filter((l) => l.n < link.n && l.legal !== false && l.controller === me && l.effect);
  // CH-COPY-OPT: a copy (`复制`) has the copied card's effects list; its effects are that card's text.
  // (CMP-OPT-EITHER: 「①②的效果1回合只能有1次使用其中任意1个」 — another effect sharing the limit spent it too.)
  const sameEffect = (l: LinkState) => sharesUseLimit(e, l.effect!.n) && (l.card.id === link.card.id || sameText(l.card.effects, link.card.effects));
  // CH-ONCE-APPLIED (docs/c02/卡片·效果的发动.rst:217, docs/c03/复制.rst:169): a limit on applications (「…只能适用1次」) is not spent by
  // an activation — a link below of that effect has not applied yet, so this one may be chained; the lower link then applies nothing.
  const counted = !e.onceApplied;
  const used =
    (counted && e.oncePerTurn === 'hard' && earlier.find(sameEffect)) ||
    (counted && e.oncePerTurn === 'soft' && earlier.find((l) => sameEffect(l) && l.ref === link.ref)) ||
    (link.cardActivation && link.card.effects.some((x) => x.cardOncePerTurn) && earlier.find((l) => l.cardActivation && l.card.id === link.card.id));
  if (used && used.card.id !== link.card.id) j.rules.push(R.COPY_OPT);
  return used ? fail(R.OPT_IN_CHAIN, { soft: e.oncePerTurn === 'soft', used: used.name, ...(e.oncePerDamageCalc ? { damageCalc: true } : {}) }) : null;
}

/** CH-CHAIN-LINK-AT-LEAST: 「连锁3以后才能发动」 — the card's place in the chain, counted over the links below it that were activated. */
function chainLinkAtLeast(j: Judging): Phrase | null {
  const { state, link, e } = j;
  if (e.chainLinkAtLeast === undefined) return null;
  j.rules.push(R.CHAIN_LINK_AT_LEAST);
  // A link below that could not be activated was never on the chain: count only the activated ones (CH-ONCE-PER-CHAIN counts so too).
  const at = state.links.filter((l) => l.n < link.n && l.legal !== false).length + 1;
  return at < e.chainLinkAtLeast ? fail(R.CHAIN_LINK_AT_LEAST, { need: e.chainLinkAtLeast, at }) : null;
}

/**
 * CH-ONCE-PER-CHAIN: 「同一连锁上最多1次」 — this card already activated this effect as a legal link lower in the chain (an illegal link
 * was never activated, so it spends nothing). Bound to the card, not the name: another copy may — unless the text binds it to the name.
 */
function oncePerChainUsed(j: Judging): Phrase | null {
  const { state, link, e } = j;
  // By name (`oncePerChainByName`): 「同1组连锁上有复数次同名卡的效果发动」 — any legal link lower in the chain of a card of this name,
  // either player's, this copy or another (a copy with another id — an alternate art — has the same text).
  if (e.oncePerChainByName) {
    // (The line 「这个卡名的效果在同一连锁上只能发动1次」 (`'effect'`) counts the effects it binds only: a Continuous card's plain activation
    // below is no effect of the name.)
    const named = state.links.find((l) => l.n < link.n && l.legal !== false && l.effect && (l.card.id === link.card.id || l.card.name === link.card.name)
      && (e.oncePerChainByName !== 'effect' || l.effect.oncePerChainByName !== undefined));
    if (named) return fail(R.ONCE_PER_CHAIN, { used: `C${named.n}`, variant: e.oncePerChainByName === 'effect' ? 'name-effect' : 'name' });
  }
  if (!e.oncePerChain) return null;
  const used = state.links.find((l) => l.n < link.n && l.legal !== false && l.ref === link.ref && l.effect?.n === e.n);
  return used ? fail(R.ONCE_PER_CHAIN, { used: `C${used.n}` }) : null;
}

/** CH-COPY-SUMMON-TURN (./../game/copied.ts): a gained 「召唤·特殊召唤的回合」 effect cannot be used. */
function copiedSummonTurnCheck(j: Judging): Phrase | null {
  if (copiedSummonTurn(j.link.card, j.e)) return fail(R.COPY_SUMMON_TURN, { from: j.link.card.copiedFrom!.name });
  // CH-COPY-OWN-SPENT: the kept 1回合1次 effect that made the copy was used this turn by this card.
  if (copyOwnSpent(j.link.card, j.e)) return fail(R.COPY_OWN_SPENT, { from: j.link.card.copiedFrom!.name });
  // CH-COPY-RETURN: an optional gained effect returning this card to the Extra Deck, on a card that cannot go there (a mandatory one resolves to nothing).
  if (!j.e.mandatory && copiedCannotReturn(j.link.card, j.e)) return fail(R.COPY_RETURN, { from: j.link.card.copiedFrom!.name, variant: 'activation' });
  // CH-COPY-MATERIALS: a gained effect needing this card summoned with certain materials — those of the copied card's summon.
  if (copiedMaterials(j.link.card, j.e)) return fail(R.COPY_MATERIALS, { from: j.link.card.copiedFrom!.name });
  // CH-COPY-NO-MATERIALS: a gained effect whose cost detaches this card's materials (the cost comes first: nothing to pay it with), or that
  // only attaches a monster under this card, on a card that cannot hold Xyz Materials.
  if (copiedCannotDetach(j.link.card, j.e)) return fail(R.COPY_NO_MATERIALS, { from: j.link.card.copiedFrom!.name, variant: 'cost' });
  if (copiedCannotAttach(j.link.card, j.e)) return fail(R.COPY_NO_MATERIALS, { from: j.link.card.copiedFrom!.name });
  return null;
}

// ── conditions, floodgates, costs, targets ─────────────────────────────────────────────────────────

function activationConditions(j: Judging): Phrase | null {
  // CH-COND-UNKNOWN (review s59): a condition not told is said assumed met only once every condition is judged — a refusal by another
  // (or by the same clause read twice: an unread 「这张卡是互相连接状态的场合」 beside the state read from it) is the answer, never beside "assumed met".
  const unknown: { cond: Condition; revealed: boolean }[] = [];
  for (const cond of j.e.condition ?? []) {
    j.rules.push(R.CONDITION);
    // Two counts (or two LPs) compared: judged only when the situation shows both sides.
    if (cond.is === 'more' || cond.is === 'lp-behind') j.rules.push(R.CONDITION_COMPARE);
    // CH-COND-HIGHEST-ATK: the highest ATK on the field, on one side.
    if (cond.is === 'highest-atk-on') j.rules.push(R.COND_HIGHEST_ATK);
    // Two kinds of card joined by 「或者」: either one meets it.
    if ((cond.is === 'exists' && cond.or) || cond.is === 'either') j.rules.push(R.CONDITION_EITHER);
    // CH-HISTORY-CONDITION: a condition on what was activated earlier this turn is read from the turn's history.
    if (cond.is === 'activated-this-turn') j.rules.push(R.HISTORY_CONDITION);
    // CH-ZONES-FULL: every Main Monster Zone of a side filled.
    if (cond.is === 'zones-full') j.rules.push(R.ZONES_FULL);
    // CH-COLUMN-COUNT: one column holding that many cards, counted on the stated zones.
    if (cond.is === 'column-count') j.rules.push(R.COLUMN_COUNT);
    // CH-OWN-EFFECT-APPLIED: 「这张卡的①的效果适用的回合」, read from the turn's history too.
    if (cond.is === 'own-effect-applied') j.rules.push(R.OWN_EFFECT_APPLIED);
    // CH-HOLDS-MATERIAL-KIND: 「这张卡有陷阱卡在作为超量素材的场合」 — judged on the stated materials (not stated: assumed, said).
    if (cond.is === 'holds-material') j.rules.push(R.HOLDS_MATERIAL_KIND);
    // CH-SUMMONED-COUNT-CONDITION: how many monsters a player summoned this turn, read from the turn's history too.
    if (cond.is === 'summoned-count-this-turn') j.rules.push(R.SUMMONED_COUNT_CONDITION);
    let v =
      cond.is === 'activated-this-turn' ? activatedThisTurn(j.state, cond.side, j.me, cond.cardKind)
      : cond.is === 'own-effect-applied' ? ownEffectApplied(j.state.scenario, j.link.card, cond.effect, j.me)
      : cond.is === 'summoned-count-this-turn' ? summonedCountThisTurn(j.state, cond.side, j.me, cond.count)
      : checkCondition(cond, stateView(j.state), j.self, j.me);
    // CH-SENT-GY-TURN: 「这个效果在这张卡送去墓地／被除外／特殊召唤的回合不能发动」 — refused with what happened and how it is known (this judging,
    // the situation, the turn's history: ../game/turn-event.ts). Nothing tells: assumed it did not happen this turn (said below).
    if (cond.is === 'not-this-turn') {
      j.rules.push(R.SENT_GY_TURN);
      const seen = turnEventSeen(j.state, j.self, j.link.instanceRef, cond);
      // (s58) `(已反转)` writes no turn: taken as this turn's flip — said.
      if (seen?.by === 'stated' && cond.event === 'flipped') pushOnce(j.state.assumptions, say({ rule: R.SENT_GY_TURN, params: { variant: 'flipped-assumed', name: j.name } }));
      if (seen) return fail(R.SENT_GY_TURN, { event: cond.event, how: cond.how, seen: seen.by, entry: seen.by === 'history' ? { kind: seen.fact.kind, negated: seen.fact.negated, player: seen.fact.player } : null });
    }
    // CH-PERIOD: with no phase and no attack given, whether the battle of a period of the damage step is on is not told — assumed with the period.
    if (v === false && cond.is === 'battling' && j.board.phase === null && !j.board.attack && periodOnly(j.e)) v = null;
    // SIT-FIELD-COMPLETE: judged on the cards written on a field written in part (no `A场只有:`), met or unmet — as the user most likely
    // meant — and, where a card not written could turn it, the answer says it took the field as complete (./field-in-part.ts).
    // (Reading it as unknown instead, as targets are, changes 59 tests.)
    noteFieldInPart(j.state, j.rules, j.name, cond, v, j.self, j.me, 'activation');
    // WIN-BATTLE-PHASE-END-SUMMONER: unmet only because the situation writes no card whose effect summoned this card (「用「剑斗兽」怪兽的
    // 效果特殊召唤成功的场合」) — not known, assumed as the window assumes it (said); another summoner written is said in the refusal.
    const summoner = v === false && cond.is === 'exists' ? summonerUnmet(cond.filter, j.self, j.link.ref, j.me) : null;
    if (summoner?.is === 'unwritten') v = null;
    if (summoner?.is === 'other') return fail(R.CONDITION, { cond, summonedBy: summoner.by ?? '' });
    // FD-MATERIALS-UNSTATED: unmet only because the materials of this card are not written — the reason says so.
    if (v === false) return fail(R.CONDITION, cond.is === 'exists' && cond.filter.self && j.self && materialsUnstated(cond.filter, j.self, j.link.ref, j.me) ? { cond, materialsUnstated: true } : { cond });
    // CH-DRAWN-REVEALED: the reveal a hand card written `(公开)` states is read; only its being the normal draw stays assumed.
    if (v === null) unknown.push({ cond, revealed: cond.is === 'other' && cond.drawnRevealed === true && revealedInHand(j) });
  }
  for (const { cond, revealed } of unknown) {
    j.rules.push(R.CONDITION_UNKNOWN);
    // CH-PHASE-PART-UNSTATED: a phase written (「伤害步骤」) that holds the part required without saying which (../game/match.ts).
    if (cond.is === 'phase' && j.board.phase !== null) j.rules.push(R.PHASE_PART_UNSTATED);
    if (revealed) j.rules.push(R.DRAWN_REVEALED);
    assume(j, R.CONDITION_UNKNOWN, { variant: 'condition', cond, revealed });
  }
  return null;
}

/**
 * A face-up card on the field forbids an action (floodgates such as 「双方不能把卡除外」): a card whose cost, or
 * whose effect's first step, is that action cannot be activated. Later steps are not judged (said).
 */

/**
 * CH-ACTIVATION-LIMIT: a face-up card limits how many effects of a kind each player may activate per
 * turn (a summoned monster that allows 1 monster effect each). Counted from when it applies (docs/c03/里侧·一时除外.rst:380):
 * the player's earlier links on this chain that match (negated ones too: docs/c02/卡片·效果的发动.rst:194,
 * :202), and the player's cards the situation marks 已用 (used this turn) — assumed used while it applied,
 * and said. Judged before costs are paid.
 */
const limitCache = new WeakMap<Card, Action[]>();
function limitActions(card: Card): Action[] {
  let acts = limitCache.get(card);
  if (!acts) {
    acts = card.effects.filter((eff) => eff.kind === 'continuous').flatMap((eff) => eff.does.filter((a) => a.limitsActivations));
    limitCache.set(card, acts);
  }
  return acts;
}

function activationLimits(j: Judging): Phrase | null {
  const { state, link, me, lower } = j;
  const cards = state.board.cards;
  if (!state.limiters) {
    state.limiters = [];
    for (const key in cards) if (limitActions(cards[key]!.card).length > 0) state.limiters.push(cards[key]!);
  }
  for (const c of state.limiters) {
    const acts = limitActions(c.card);
    if (!c.faceUp || !isField(c.zone) || c.activationNegated || !c.controller || c.states.includes('cannot-use') || activationPending(state, c)) continue;
    const ctx = onBoard(j.board, c.ref, c.controller);
    for (const a of acts) {
      const limit = a.limitsActivations!;
      const whose = a.player ?? 'both';
      if (!(whose === 'both' || (whose === 'self') === (c.controller === me))) continue;
      if (!effectFilterMatches(limit.effects, linkActivation(j.board, link), ctx)) continue;
      j.rules.push(R.ACTIVATION_LIMIT);
      const onChain = lower.filter((l) => l.controller === me && effectFilterMatches(limit.effects, linkActivation(j.board, l), ctx)).map((l) => l.n);
      // Cards marked 已用 (their effect was used this turn) by this player: one activation each, of their kind.
      const used: string[] = [];
      for (const k in cards) {
        const u = cards[k]!;
        if (!u.states.includes('used') || u.controller !== me || u.ref === c.ref) continue;
        if (limit.effects.cardKind !== undefined && !asArray(limit.effects.cardKind).includes(u.card.type.kind)) continue;
        if (onChain.some((n) => state.links.find((l) => l.n === n)?.ref === u.ref)) continue;
        used.push(u.card.name);
      }
      if (used.length) assume(j, R.ACTIVATION_LIMIT, { variant: 'used', source: c.card.name, cards: used });
      // CH-HISTORY-USED: this player's activations earlier this turn (`本回合: …`) count too — a negated
      // monster effect still counts, a negated Spell/Trap card activation does not (卡片·效果的发动.rst:193–213).
      const earlier: string[] = [];
      for (const h of state.scenario.history ?? []) {
        if (h.kind !== 'activation' || h.player !== me) continue;
        if (limit.effects.cardKind !== undefined && !asArray(limit.effects.cardKind).includes(h.card.type.kind)) continue;
        if (h.negated === 'activation' && h.card.type.kind !== 'monster') continue;
        // CH-ACTIVATION-LIMIT: a limit on card activations (「对方玩家1回合只能发动1次魔法·陷阱卡」) counts no face-up card's effect (`#n`).
        if (limit.effects.cardActivation && h.effect !== null) continue;
        if (h.by) assume(j, R.HISTORY_BY, { card: h.card.name, by: h.by.name, variant: 'counted' });
        earlier.push(h.card.name);
      }
      const count = onChain.length + used.length + earlier.length;
      if (count >= limit.perTurn) return fail(R.ACTIVATION_LIMIT, { source: c.card.name, perTurn: limit.perTurn, me, links: onChain, used: [...used, ...earlier], cardOnly: Boolean(limit.effects.cardActivation) });
      // A card this link activates as it resolves (「从卡组把1张场地魔法卡发动」) is one more card activation of
      // its player: over the limit, the link cannot be activated (docs/c02/卡片·效果的发动.rst:265).
      if (limit.effects.cardActivation && link.cardActivation) {
        const kinds = limit.effects.cardKind === undefined ? null : asArray(limit.effects.cardKind) as string[];
        const second = j.e.does.find((a) => a.activatesCard && a.do === 'other' && !a.optional && (kinds === null || kinds.includes(a.activatesCard)));
        if (second && count + 1 >= limit.perTurn) return fail(R.ACTIVATION_LIMIT, { source: c.card.name, perTurn: limit.perTurn, me, links: onChain, used: [...used, ...earlier], cardOnly: true, activates: true });
      }
    }
  }
  return null;
}

/**
 * CH-BATTLE-DESTROYED-CONT (rules reference docs/c03/战斗阶段流程.rst:782–788): from the moment a monster is destroyed by
 * battle (`战斗破坏`, still in the Monster Zone until the damage step ends) its own continuous effects no longer apply —
 * its locks and floodgates stop; said on the link when it mattered.
 */
function battleDestroyedStops(j: Judging, c: BoardCard): boolean {
  if (c.zone !== 'monster' || !c.states.includes('battle-destroyed')) return false;
  if (!j.rules.includes(R.BATTLE_DESTROYED_CONT)) j.rules.push(R.BATTLE_DESTROYED_CONT);
  return true;
}

/** A trigger activated from a public place (not a hidden hand): SEGOC levels 1–4, placed before the chain went on. */
function publicTrigger(j: Judging): boolean {
  if (j.e.kind !== 'trigger' && j.e.kind !== 'flip') return false;
  return j.link.activatedFrom !== 'hand' || j.self.states.includes('revealed');
}

/** Did a cost paid in this chain take this card off the field? */
function leftByCostThisChain(state: EngineState, ref: string): boolean {
  return state.events.some((ev) => ev.atActivation === true && ev.cards.some((r, i) => (r === ref || state.board.aliases?.[r] === ref) && isField(ev.from[i] ?? null)));
}

/** Would the activation lock `a` of card `c` bind this link (its player, and this activation of the kind it names), whether it holds now or not? */
function lockBinds(j: Judging, c: BoardCard, a: Action): boolean {
  const whose = a.player ?? 'both';
  if (!(whose === 'both' || (whose === 'self') === (c.controller === j.me))) return false;
  return effectFilterMatches(a.forbidsActivation!, linkActivation(j.board, j.link), onBoard(j.board, c.ref, c.controller!));
}

/** CH-FORBIDDEN-ACTIVATION-PHASE: a phase lock that would forbid this activation, the situation stating no phase — assumed not that phase. */
function phaseLockUnknown(j: Judging, c: BoardCard, a: Action): void {
  if (!lockBinds(j, c, a)) return;
  const phases = a.whileHolds!.flatMap((h) => (h.is === 'phase' ? h.phases : []));
  assume(j, R.FORBIDDEN_ACTIVATION_PHASE, { variant: 'assumed', source: c.card.name, phases });
}

/**
 * CH-FORBIDDEN-ACTION: the target an effect's first step would Special Summon (「那只怪兽特殊召唤」) that a lock on some monsters binds
 * (`forbidsOnly`, 「双方不能把5星以上的怪兽特殊召唤」) for this link's player, or null. Only targets off the field: they are what it summons.
 */
function lockedSummonTarget(j: Judging, c: BoardCard, a: Action): BoardCard | null {
  const first = j.e.does[0];
  if (!first || first.do !== 'special-summon' || first.what !== 'targets' || !a.forbidsOnly) return null;
  // (The same reading as at resolution and for a summon written as the action: ../game/summon-lock-some.ts.)
  if (!lockBindsPlayer(a.player, c.controller!, j.me)) return null;
  const ctx = onBoard(j.board, c.ref, c.controller!);
  for (const r of j.link.targets) {
    const t = j.board.cards[r];
    if (t && !isField(t.zone) && matchesFilter(a.forbidsOnly, t, ctx)) return t;
  }
  return null;
}

function floodgates(j: Judging): Phrase | null {
  const { state, link, e, self, me } = j;
  for (const c of cardsWith(state, 'floodgates')) {
    const acts = standing(c.card).floodgates;
    // CH-CANNOT-USE: a card whose name is declared (不能使用) applies none of its continuous effects (docs/c04/不能使用.rst:84–86).
    // CH-COST-LIFT-PUBLIC-TRIGGER (docs/c03/诱发类效果.rst:560–566): a public trigger the lock kept from activating before the chain
    // began stays locked when a cost of this chain took the locking card off the field (it missed its moment to join).
    const lifted = !isField(c.zone) && c.ref !== self.ref && publicTrigger(j) && leftByCostThisChain(state, c.ref);
    if (c.ref === self.ref || (!lifted && (!c.faceUp || !isField(c.zone))) || c.activationNegated || !c.controller || c.states.includes('cannot-use')) continue;
    // A card whose effects are negated (stated, or by a face-up card's continuous negation) forbids nothing.
    if (c.states.includes('effects-negated') || continuouslyNegated(state, link, c)) continue;
    // CH-COST-LIFTS-OWN-LOCK (docs/c03/诱发类效果.rst:563): this activation's own cost takes the locking card off the field — the lock
    // no longer stands once the cost is paid, so it does not forbid this activation.
    if (!lifted && link.directives.some((d) => d.kind === 'cost-card' && d.action !== 'discard' && canonical(j.board, d.card) === c.ref)) {
      j.rules.push(R.COST_LIFTS_OWN_LOCK);
      continue;
    }
    // CH-BATTLE-DESTROYED-CONT: a monster destroyed by battle no longer applies its own continuous effects.
    if (battleDestroyedStops(j, c)) continue;
    if (activationPending(state, c)) {
      // Its card activation is on the chain, not yet resolved: its continuous effects do not apply yet.
      j.rules.push(R.ACTIVATION_NOT_APPLYING);
      continue;
    }
    for (const a of acts) {
      // CH-ATTACK-LOCK: a floodgate under a condition of its own (「这张卡攻击的场合」) applies only while that holds.
      const holds = a.whileHolds?.length ? checkConditions(a.whileHolds, stateView(state), c, c.controller) : true;
      // FD-SUMMON-TURN-UNSTATED / CMP-SUMMON-TURN-FIELD-NEGATE: a lock held the turn this card was summoned (「…召唤成功的回合，…不能发动并
      // 无效化」), the turn not stated — assumed to hold, as its negation is at resolution, and said.
      const turnAssumed = holds === null && a.forbidsActivation !== undefined && a.whileHolds!.every((h) => h.is === 'self-state' && h.state === 'summoned-this-turn');
      // SIT-FIELD-COMPLETE: a lock held under a count of cards on a field written in part (「●0张：自己场上的怪兽…不能把效果发动」, the Set
      // cards of that player) that would bind this activation — its verdict, met or not, rests on the written cards: said (./field-in-part.ts).
      if (a.forbidsActivation && a.whileHolds?.length && holds !== null && lockBinds(j, c, a)) {
        for (const h of a.whileHolds) noteFieldInPart(state, j.rules, cardName(c.card), h, checkCondition(h, stateView(state), c, c.controller), c, c.controller, 'standing');
      }
      if (holds !== true && !turnAssumed) {
        // CH-FORBIDDEN-ACTIVATION-PHASE: a lock held in a phase (「双方在主要阶段1内不能把魔法卡发动」) with no phase stated — not applied, said.
        if (a.forbidsActivation && j.board.phase === null && a.whileHolds!.some((h) => h.is === 'phase')) phaseLockUnknown(j, c, a);
        continue;
      }
      if (a.forbidsActivation) {
        // 「…的效果不能发动」 (CH-FORBIDDEN-ACTIVATION), judged before costs are paid.
        const whose = a.player ?? 'both';
        const bound = whose === 'both' || (whose === 'self') === (c.controller === me);
        const view = bound ? linkActivation(j.board, link) : null;
        const ctx = onBoard(j.board, c.ref, c.controller);
        // CH-FORBIDDEN-CARD-ACTIVATION: 「不能把魔法卡发动」 names card activations only — said whether it refuses this one or
        // lets a face-up card's effect of that kind through.
        const cardOnly = a.forbidsActivation.cardActivation !== undefined;
        if (view && cardOnly && effectFilterMatches({ ...a.forbidsActivation, cardActivation: undefined }, view, ctx)) j.rules.push(R.FORBIDDEN_CARD_ACTIVATION);
        if (view && effectFilterMatches(a.forbidsActivation, view, ctx)) {
          if (lifted) {
            j.rules.push(R.COST_LIFT_PUBLIC_TRIGGER);
            return fail(R.COST_LIFT_PUBLIC_TRIGGER, { source: c.card.name });
          }
          if (a.whileHolds?.some((h) => h.is === 'battling' || h.is === 'exists')) j.rules.push(R.ATTACK_LOCK);
          if (a.whileHolds?.some((h) => h.is === 'battling' && !h.attacking)) j.rules.push(R.BATTLE_LOCK);
          if (a.whileHolds?.some((h) => h.is === 'phase')) j.rules.push(R.FORBIDDEN_ACTIVATION_PHASE);
          // (CH-PLACED-ACTIVATION: a Spell/Trap Card activated from the hand is placed on the field first — activated there, not in the hand.)
          const placed = link.cardActivation && link.card.type.kind !== 'monster' && link.activatedFrom === 'hand';
          if (turnAssumed) pushOnce(state.assumptions, say({ rule: R.CONTINUOUS_NEGATION, params: { variant: 'assumed', source: c.card, cond: a.whileHolds![0] } }));
          return fail(R.FORBIDDEN_ACTIVATION, { source: c.card.name, fromHand: link.activatedFrom === 'hand' && !placed, monster: link.card.type.kind === 'monster', kind: link.card.type.kind, from: placed ? 'spell' : (link.activatedFrom ?? null) });
        }
      }
      if (a.setFirst && link.cardActivation && link.card.type.kind === a.setFirst && (link.activatedFrom === 'hand' || setThisTurnNow(j))) {
        return fail(R.SET_FIRST, { source: c.card.name, kind: a.setFirst, fromHand: link.activatedFrom === 'hand' });
      }
      // CH-SET-FIRST: 「直到从盖放的玩家来看的下次的自己回合到来不能发动」 — on the opponent's turn, a card Set before this turn may have been
      // Set in its player's last turn, whose next turn has not come yet: not told (a Set card is taken as Set before this turn), so said.
      if (a.setFirst && link.cardActivation && link.card.type.kind === a.setFirst && link.activatedFrom !== 'hand' && j.board.turnPlayer !== j.me) {
        assume(j, R.SET_FIRST, { variant: 'assumed', source: c.card.name, kind: a.setFirst, player: j.me });
      }
      // CH-FORBIDDEN-SUMMON-KIND: 「双方玩家不能进行融合召唤」 — an effect that makes a summon of that kind cannot be activated.
      if (a.forbidsSummonKind) {
        const whose = a.player ?? 'both';
        if ((whose === 'both' || (whose === 'self') === (c.controller === me)) && e.summonsAs?.includes(a.forbidsSummonKind)) {
          return fail(R.FORBIDDEN_SUMMON_KIND, { source: c.card.name, kind: a.forbidsSummonKind, both: whose === 'both' });
        }
        continue;
      }
      // CH-FORBIDDEN-ACTION: a lock on some monsters only (「双方不能把5星以上的怪兽特殊召唤」) forbids an effect whose first step Special
      // Summons its targets when a target it would summon is one of them (an Xyz Monster, with no Level, is not).
      if (a.forbidsOnly) {
        const locked = a.forbids === 'special-summon' ? lockedSummonTarget(j, c, a) : null;
        if (!locked) continue;
        // 「持有超量素材的这张卡」: the lock holds while the card holds an Xyz Material — the situation not saying, assumed it does, and said.
        if (a.whileHolds?.some((h) => h.is === 'exists' && h.filter.hasXyzMaterials) && c.materials === undefined) assume(j, R.FORBIDDEN_ACTION, { variant: 'materials-assumed', source: c.card.name });
        return fail(R.FORBIDDEN_ACTION, { source: c.card.name, both: (a.player ?? 'both') === 'both', action: a.forbids, variant: 'some', card: locked.card.name });
      }
      // A forbid on one place only is ./forbiddenFrom's; one on the card itself (「这张卡不能除外」) is what it can undergo (./applies.ts).
      if (!a.forbids || a.forbidsFrom !== undefined || a.what === 'self' || a.forbidsExcept) continue;
      const who = a.player ?? 'both';
      // CH-FORBIDDEN-REWRITE: a rewrite (「那个效果变成「双方玩家各自从卡组抽1张」」) whose new text would first make a player
      // the floodgate binds do what it forbids cannot be carried out, so it cannot be activated. The new text is read
      // from the answered link's controller (its 「双方」 binds both players).
      const rewrite = e.does[0]?.do === 'rewrite' ? e.does[0].into?.does[0] : undefined;
      if (rewrite?.do === a.forbids && j.below) {
        const flip = (p: Player): Player => (p === 'A' ? 'B' : 'A');
        const bound = who === 'both' ? null : who === 'self' ? c.controller : flip(c.controller);
        const owner = j.below.controller;
        const doer = rewrite.player === 'both' || rewrite.player === 'any' ? null : rewrite.player === 'opponent' ? flip(owner) : owner;
        if (bound === null || doer === null || bound === doer) return fail(R.FORBIDDEN_REWRITE, { source: c.card.name, both: who === 'both', action: a.forbids });
      }
      if (!(who === 'both' || (who === 'self') === (c.controller === me))) continue;
      const inCost = (e.cost ?? []).some((x) => x.do === a.forbids);
      // (CH-STEPS-APART: a ● done apart from the others leaves them to apply — the effect may be activated for them.)
      const firstStep = e.does[0]?.do === a.forbids && !e.does.some((x) => x.apart && x.do !== a.forbids);
      if (inCost || firstStep) return fail(R.FORBIDDEN_ACTION, { source: c.card.name, both: who === 'both', action: a.forbids, inCost });
      // CH-FORBIDDEN-MUST-STEP: an effect its player chooses to activate (选发) cannot be activated when a later step it
      // must carry out — not 「可以」, not hanging on what an earlier step shows, not lasting — is what the floodgate forbids.
      // (CH-DRAW-NONE-DISCARDED: a draw of as many as the player discards, with nothing else in its listed hand, draws none.)
      const drawsNone = (x: Action) => drawsNoneDiscarded(j.state, link, j.self.ref, me, x);
      const must = mustStepForbidden(e, a.forbids, drawsNone);
      if (!must && e.does.slice(1).some(drawsNone) && mustStepForbidden(e, a.forbids)) j.rules.push(R.DRAW_NONE_DISCARDED);
      if (must) return fail(R.FORBIDDEN_MUST_STEP, { source: c.card.name, both: who === 'both', action: a.forbids });
      if (e.does.some((x) => x.do === a.forbids)) assume(j, R.FORBIDDEN_ACTION, { variant: 'part', source: c.card.name, action: a.forbids });
    }
  }
  return null;
}

/**
 * CH-FORBIDDEN-MUST-STEP (rules reference docs/c03/特定效果的处理方法.rst:325–334): of an optional effect, a step after the
 * first that it must carry out — not 「可以」 (`optional`), not one branch of what an earlier step showed (`conditional`),
 * not 「…的场合」 on the step before (`ifDone`), not left to chance (`uncertain`), not lasting (`whenever`, `duration`),
 * and no ● done apart — of the forbidden kind (`binds`: of those, the steps the lock binds). A mandatory effect is activated all the
 * same (必发效果).
 */
function mustStepForbidden(e: EffectFacts, action: Action['do'], none: (x: Action) => boolean = () => false, binds: (x: Action) => boolean = () => true): boolean {
  if (e.mandatory || e.does.some((x) => x.apart)) return false;
  return e.does.slice(1).some((x, i) => {
    if (x.do !== action || none(x) || !binds(x) || x.optional || x.conditional || x.ifDone || x.uncertain || x.whenever || x.duration) return false;
    // 「全部」「尽可能」 after the first step may apply to no card, so it does not count (docs/c03/特定效果的处理方法.rst:345–354) —
    // unless it takes the rest of what the effect itself revealed (a `look` before it: those cards are there).
    const all = typeof x.what === 'object' && x.what !== null && 'scope' in x.what && x.what.scope === 'all';
    return !all || e.does.slice(0, i + 1).some((y) => y.do === 'look');
  });
}

/** CT-BOND-LOCK-HELD: a card keeping this one as its target, its 「…不能发动」 applying now (./held-lock.ts). */
function heldLocks(j: Judging): Phrase | null {
  const holder = heldLockOn(j.state, j.link, j.self);
  if (!holder) return null;
  return fail(R.BOND_LOCK_HELD, { source: holder.card.name });
}

/**
 * CH-LINGER-SUMMON-LOCK-DECLARED: while a lock a resolved effect left this turn on the declared type binds its player (「双方不能把宣言的种类的怪兽特殊召唤」), an effect that
 * would Special Summon only a monster of that type cannot be activated — its first step Special Summons its target of that type, or this
 * card of that type from off the field, or its resolution makes a summon of that kind (a Fusion Summon: `summonsAs`). As with a monster
 * 「只能有○○存在」 keeps out, an effect with no monster it could summon cannot be activated (docs/c03/只能有○○存在.rst:37), and as
 * a lock on Fusion Summons keeps an effect that makes one from being activated (docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:49).
 */
function declaredTypeLock(j: Judging): Phrase | null {
  const { state, e, me, link } = j;
  if ((state.scenario.history ?? []).length === 0 && state.lingering.length === 0) return null;
  const first = e.does[0];
  for (const l of declaredTypeLocks(state)) {
    if (!lockBindsPlayer(l.lock.player, l.controller, me)) continue;
    const ctx = matchContext('', l.controller, null, null, false, true);
    const target = first?.do === 'special-summon' && first.what === 'targets'
      ? link.targets.map((r) => j.board.cards[r]).find((t) => t !== undefined && !isField(t.zone) && matchesFilter(l.lock.forbidsOnly, t, ctx))
      : undefined;
    const itself = first?.do === 'special-summon' && first.what === 'self' && !isField(j.self.zone) && matchesFilter(l.lock.forbidsOnly, j.self, ctx);
    const how = (e.summonsAs as string[] | undefined)?.includes(l.type) ? l.type : undefined;
    if (!target && !itself && !how) continue;
    j.rules.push(R.LINGER_SUMMON_LOCK_DECLARED);
    return fail(R.LINGER_SUMMON_LOCK_DECLARED, { variant: 'activation', source: l.source, type: l.type, by: l.by, card: target?.card.name ?? null, how: target || itself ? null : how });
  }
  return null;
}

/**
 * CH-LINGERING-LOCK: an effect that resolved earlier this turn (`本回合:`, not negated) left 「这个回合对方不能把…发动」:
 * a matching activation of a player it binds is illegal, judged like a floodgate before costs are paid. A card
 * activation counts as activated on the field for 「场上发动的效果」 (docs/c02/卡片·效果的发动.rst:36–38).
 */
function lingeringLocks(j: Judging): Phrase | null {
  const { state, link, me } = j;
  if ((state.scenario.history ?? []).length === 0 && (state.scenario.lastTurn ?? []).length === 0) return null;
  // CH-NAME-LOCK-EARLIER: 「这个回合，自己不能作这个效果加入手卡的卡以及那些同名卡的发动」 on the card an earlier effect added.
  const named = nameLockEarlier(state, me, j.board.cards[link.ref]?.card.name ?? link.card.name);
  if (named) return fail(R.NAME_LOCK_EARLIER, { source: named.name });
  for (const { card, player, lock, declared, lastTurn } of earlierLocks(state)) {
    const whose = lock.player ?? 'both';
    if (!(whose === 'both' || (whose === 'self') === (player === me))) continue;
    if (!effectFilterMatches(lock.forbidsActivation, linkActivation(j.board, link), onBoard(j.board, link.ref, player))) continue;
    // CH-LINGERING-ATTACK-LOCK: a lock held only while a monster of its player attacks (「这个回合，自己怪兽攻击的场合，对方直到伤害步骤结束时…」),
    // read from that player's side as the attack stands now — no card of its own needed (its card may have left).
    const attacking = lock.whileHolds?.length ? checkConditions(lock.whileHolds, stateView(state), undefined, player) : true;
    if (attacking !== true) continue;
    const attacker = lock.whileHolds?.length && j.board.attack ? j.board.cards[canonical(j.board, j.board.attack.attacker)]?.card.name : undefined;
    if (attacker) j.rules.push(R.ATTACK_LOCK, R.LINGERING_ATTACK_LOCK);
    if (lock.duration === 'permanent') j.rules.push(R.LINGERING_LOCK_DUEL);
    // CH-LINGERING-LOCK-DECLARED: a lock on the declared kind (narrowed by earlierLocks) or one lasting into the opponent's next turn.
    if (declared || lock.duration === 'opponent-next-turn') j.rules.push(R.LINGERING_LOCK_DECLARED);
    // CH-LINGERING-LOCK-LAST-TURN: left in the turn before (`上回合:`), still lasting.
    if (lastTurn) j.rules.push(R.LINGERING_LOCK_LAST_TURN);
    // Only a lock on effects activated on the field says why a card activated from the hand is one of them.
    return fail(R.LINGERING_LOCK, { source: card, opponent: player !== me, cardActivation: link.cardActivation && lock.forbidsActivation?.placedToActivate === true, duel: lock.duration === 'permanent', nextTurn: lock.duration === 'opponent-next-turn', declared, both: whose === 'both' && (declared !== undefined || lock.duration === 'opponent-next-turn'), attacker, lastTurn: lastTurn === true });
  }
  // A limit (「只能有1次把…发动」): this player's matching activations after it, listed or lower in this chain, negated or not.
  for (const { card, player, limit, whose, after } of earlierLimits(state)) {
    const w = whose ?? 'both';
    if (!(w === 'both' || (w === 'self') === (player === me))) continue;
    const view = linkActivation(j.board, link);
    const ctx = onBoard(j.board, link.ref, player);
    if (!effectFilterMatches(limit.effects, view, ctx)) continue;
    const listed = after.filter((h) => h.player === me && (limit.effects.cardKind === undefined || asArray(limit.effects.cardKind).includes(h.card.type.kind)));
    const onChain = j.lower.filter((l) => l.controller === me && effectFilterMatches(limit.effects, linkActivation(j.board, l), ctx));
    if (listed.length + onChain.length >= limit.perTurn) return fail(R.LINGERING_LOCK, { source: card, opponent: player !== me, cardActivation: false, limit: limit.perTurn });
  }
  return null;
}

/**
 * CH-TURN-PART-DRAW-LOCK (rules reference docs/c03/誓约.rst:156–175, docs/c03/特定效果的处理方法.rst:316–331): an effect that resolved
 * earlier this turn (`本回合:`, not negated) left 「直到回合结束时自己不能用卡的效果抽卡」 (../game/draw-lock.ts). A draw step of a player it
 * binds cannot apply: an optional effect whose first step, or a step it must carry out, is only such a draw cannot be activated (不能
 * 空发); a mandatory one is activated all the same, and a draw it may do without (「可以」, or another player's too) is said not done.
 * (A lock a link of this chain leaves comes at its resolution, after every activation of the chain: judged there, ../game/actions.ts.)
 */
function drawLockEarlier(j: Judging): Phrase | null {
  const { state, e, me } = j;
  if ((state.scenario.history ?? []).length === 0 || !e.does.some((a) => a.do === 'draw')) return null;
  const turnPlayer = j.board.turnPlayer;
  const lockOf = (a: Action) => drawersOf(a, me, turnPlayer).map((p) => ({ p, by: drawLockOn(state, p) }));
  // A step binds when every player it makes draw is bound (「双方」 with one bound still draws for the other).
  const binds = (a: Action) => a.do === 'draw' && lockOf(a).every((x) => x.by !== null);
  const bound = e.does.filter((a) => a.do === 'draw').flatMap(lockOf).find((x) => x.by !== null);
  if (!bound) return null;
  j.rules.push(R.TURN_PART_DRAW_LOCK);
  const params = { source: bound.by!, player: bound.p };
  if (e.mandatory) {
    assume(j, R.TURN_PART_DRAW_LOCK, { ...params, variant: 'mandatory' });
    return null;
  }
  const first = e.does[0] !== undefined && binds(e.does[0]) && !e.does.some((x) => x.apart && x.do !== 'draw');
  if (first) return fail(R.TURN_PART_DRAW_LOCK, { ...params, variant: 'first' });
  const drawsNone = (x: Action) => drawsNoneDiscarded(state, j.link, j.self.ref, me, x);
  if (mustStepForbidden(e, 'draw', drawsNone, binds)) return fail(R.TURN_PART_DRAW_LOCK, { ...params, variant: 'must' });
  assume(j, R.TURN_PART_DRAW_LOCK, { ...params, variant: 'part' });
  return null;
}

/**
 * A floodgate on one place (「双方不能把墓地的卡除外」): a cost that takes from there, or a
 * step the effect must carry out whose cards could come only from there (the other places it names hold
 * none the situation shows), cannot be done — so the link cannot be activated. A step that may still
 * take its cards elsewhere is activated and just leaves the forbidden place out.
 */
function forbiddenFrom(j: Judging): Phrase | null {
  const { state, link, e, self, me } = j;
  for (const c of cardsWith(state, 'placeLocks')) {
    const locks = standing(c.card).placeLocks;
    if (c.ref === self.ref || !c.faceUp || !isField(c.zone) || c.activationNegated || !c.controller || c.states.includes('cannot-use') || activationPending(state, c)) continue;
    // (CMP-EXTRA-DECK-LOCK: a card whose effects are negated — the situation's `(效果无效)` — applies no lock.)
    if (c.states.includes('effects-negated')) continue;
    // CH-BATTLE-DESTROYED-CONT: a monster destroyed by battle no longer applies its own continuous effects.
    if (battleDestroyedStops(j, c)) continue;
    for (const a of locks) {
      const who = a.player ?? 'both';
      if (!(who === 'both' || (who === 'self') === (c.controller === me))) continue;
      // (CMP-EXTRA-DECK-LOCK: a lock under a state of its card — 「这张卡装备中的场合」 — holds only while that state does.)
      if (a.whileHolds?.length && checkConditions(a.whileHolds, stateView(state), c, c.controller) !== true) continue;
      const locked = [...asArray<Place>(a.forbidsFrom)];
      if ((e.cost ?? []).some((x) => x.do === a.forbids && placesMeet(x.from, locked))) {
        return fail(R.FORBIDDEN_FROM, { source: c.card.name, action: a.forbids, places: locked, inCost: true, ...(who === 'both' ? {} : { player: me }) });
      }
      const game = stateView(state);
      const ctx = onBoard(state.board, link.ref, me);
      for (const s of containedSteps(activationOf(state, link))) {
        if (s.do !== a.forbids || s.optional || !placesMeet(s.from, locked)) continue;
        const others = s.from.filter((p) => !placesMeet(p, locked));
        if (others.length === 0) return fail(R.FORBIDDEN_FROM, { source: c.card.name, action: a.forbids, places: locked, inCost: false, ...(who === 'both' ? {} : { player: me }) });
        if (!s.filter) continue;
        const elsewhere: CardFilter = { ...s.filter, place: others };
        const lockedOnes: CardFilter = { ...s.filter, place: locked };
        const any = (f: CardFilter) => Object.values(state.board.cards).some((x) => x.ref !== link.ref && matchesFilter(f, x, ctx));
        if (!any(elsewhere) && zonesKnown(game, elsewhere, me) && any(lockedOnes)) {
          return fail(R.FORBIDDEN_FROM, { source: c.card.name, action: a.forbids, places: locked, inCost: false, onlyThere: true, ...(who === 'both' ? {} : { player: me }) });
        }
      }
    }
  }
  return null;
}


/**
 * The steps this link would do: its own, and — for an effect that becomes the answered activation's effect (`copies:
 * 'answered'`, 「这张卡的效果变成和那张…相同」) — that activation's steps too, which it applies as its own (CH-PLEDGE on a copy).
 */
function stepsWithCopied(j: Judging): ReturnType<typeof containedSteps> {
  const own = containedSteps(activationOf(j.state, j.link));
  if (j.e.copies !== 'answered' || !j.below?.effect) return own;
  return [...own, ...containedSteps(activationOf(j.state, j.below))];
}

/**
 * Pledges (誓约: 「这个效果发动的回合，自己不能…」) apply from the moment their link is activated, before
 * any chain resolves: a later link of the same player whose effect does the forbidden action (from a
 * place the pledge does not except) cannot be activated.
 */
function pledges(j: Judging): Phrase | null {
  const { lower, link, me, state } = j;
  let steps: ReturnType<typeof containedSteps> | null = null;
  for (const k of lower) {
    const p = k.effect?.pledge;
    if (!p || k.n >= link.n) continue;
    // CH-PLEDGE-OPPONENT (docs/c03/誓约.rst:54): the pledge binds its player against the other player's effects too — an
    // effect of the other player with a step it must carry out that makes the pledged player do the forbidden action
    // (「对方从卡组抽1张」 under 「自己不能用卡的效果抽卡」) cannot be chained.
    if (k.controller !== me) {
      if (makesOpponentBreak(j.e, p)) return fail(R.PLEDGE_OPPONENT, { card: k.card.name, action: p.forbids });
      continue;
    }
    // 「自己不能把其他的效果发动」: no later activation of this player at all.
    if (p.otherActivations) {
      if (pledgeBarsActivation(p, link.card.type.kind, pledgeAllows(p, state, j.self.card, j.self.ref, me))) return fail(R.PLEDGE, { below: k.name, action: otherActivationWords(p), except: [] });
      continue;
    }
    steps ??= stepsWithCopied(j);
    const except = [...asArray<Place>(p.exceptFrom)];
    const hit = steps.find((s) => pledgeCoversStep(p, s));
    if (hit) return pledgeSummons(j, p, hit.do) ?? fail(R.PLEDGE, { below: k.name, action: hit.do, except });
  }
  // CH-PLEDGE-EARLIER: pledges of this player's activations earlier this turn bind it the same way.
  if ((state.scenario.history ?? []).length > 0) {
    for (const { card, pledge: p } of earlierPledges(state, me)) {
      if (p.otherActivations) {
        if (pledgeBarsActivation(p, link.card.type.kind, pledgeAllows(p, state, j.self.card, j.self.ref, me))) return fail(R.PLEDGE_EARLIER, { card, action: otherActivationWords(p), except: [] });
        continue;
      }
      steps ??= stepsWithCopied(j);
      const hit = steps.find((s) => pledgeCoversStep(p, s));
      if (hit) return pledgeSummons(j, p, hit.do) ?? fail(R.PLEDGE_EARLIER, { card, action: hit.do, except: [...asArray<Place>(p.exceptFrom)] });
    }
    // CH-PLEDGE-OPPONENT: the other player's pledge made earlier this turn binds that player against this effect too.
    for (const { card, pledge: p } of earlierPledges(state, me === 'A' ? 'B' : 'A')) {
      if (makesOpponentBreak(j.e, p)) return fail(R.PLEDGE_OPPONENT, { card, action: p.forbids });
    }
  }
  return null;
}

/**
 * CH-PLEDGE-SUMMONS: a step barred by another kind of summon the pledge's sentence names besides its `forbids` (「召唤·…特殊召唤」: the
 * Normal Summon) — the rule is named on the link. Always null: the refusal itself is the caller's.
 */
function pledgeSummons(j: Judging, p: NonNullable<EffectFacts['pledge']>, action: string): null {
  if (action !== p.forbids) j.rules.push(R.PLEDGE_SUMMONS);
  return null;
}

/** CH-PLEDGE-OPPONENT: a step this effect must carry out that makes its opponent (the pledged player) do what the pledge forbids. */
function makesOpponentBreak(e: EffectFacts, p: NonNullable<EffectFacts['pledge']>): boolean {
  if (p.otherActivations) return false;
  return e.does.some((a) => a.do === p.forbids && !a.optional && !a.conditional && (a.player === 'opponent' || a.player === 'both'));
}

/**
 * 「…在自己场上只能有1张表侧表示存在」: a card activation of such a card cannot be made while its
 * controller has a face-up card of that name on the field, or is activating one lower in the chain.
 */
function onlyOneCopy(j: Judging): Phrase | null {
  const { link, me, state, self, lower } = j;
  if (!link.cardActivation || uniqueOf(link.card).length === 0) return null;
  const name = link.card.name;
  const onChain = lower.find((k) => k.cardActivation && k.controller === me && k.card.name === name && k.ref !== link.ref);
  // The card being activated is face-up in its zone: another that fits its limit (./unique.ts) is a second one.
  const onField = onChain ? null : arrivalBlocked(state, cardView(self, { faceUp: true }), me, 'spell');
  if (!onField && !onChain) return null;
  return fail(R.ONLY_ONE_COPY, { card: name, below: onChain?.name ?? null });
}

/** 「只能有1张表侧表示存在」: an effect that must summon or equip a card that would be a second one (./unique.ts). */
function uniqueArrival(j: Judging): Phrase | null {
  // The cards an effect may bring are cards of the board, and a limit is its own card's or a face-up card's: with no card of the
  // board holding one (the per-chain holders, ../game/standing.ts), nothing can be blocked (issue 10: almost every board).
  if (cardsWith(j.state, 'uniques').length === 0) return null;
  const b = uniqueArrivalFailure(j.state, j.link);
  return b ? fail(R.ONLY_ONE_ARRIVAL, { card: b.card, there: b.there }) : null;
}

/** Extra Normal Summons granted again (./extra-summon.ts). */
function extraSummon(j: Judging): Phrase | null {
  const p = extraSummonRefusal(j.state, j.e, j.me);
  if (p) j.rules.push(R.EXTRA_SUMMON);
  return p;
}

/** Effects used instead of the normal draw (./draw-replacement.ts). */
function drawReplacement(j: Judging): Phrase | null {
  const p = drawReplacementRefusal(j);
  if (p) j.rules.push(R.DRAW_REPLACEMENT);
  return p;
}

/** Limits on summons a turn (./summon-count.ts). */
function summonCount(j: Judging): Phrase | null {
  return summonCountLimit(j.state, j.link, j.self.ref);
}

/** 「只能有○○存在」 limits of face-up cards (./field-limit.ts). */
function fieldLimits(j: Judging): Phrase | null {
  // A mandatory effect is activated all the same: its summon the limit forbids is simply not made (a mandatory Token trigger under a
  // count limit, rules reference docs/c03/只能有○○存在.rst:273; CH-FIELD-LIMIT-STEP at resolution).
  if (j.e.mandatory === true) return flipCostLimit(j);
  return fieldLimitFailure(j.state, j.link, j.self.ref) ?? flipCostLimit(j);
}

/**
 * CH-FLIP-COST-LIMIT (rules reference docs/c03/只能有○○存在.rst:40): an effect of a face-down monster whose cost turns it face-up
 * (「把这张卡变成表侧守备表示才能发动」) cannot be activated when it could not be face-up there — a face-up 「只能有○○存在」 limit or
 * a 「只能有1只表侧表示存在」 limit forbids it: the cost cannot be paid.
 */
function flipCostLimit(j: Judging): Phrase | null {
  const { self, me, state } = j;
  if (self.zone !== 'monster' || self.faceUp || !(j.e.cost ?? []).some((c) => c.do === 'change-position' && c.what === 'self')) return null;
  const faceUp: BoardCard = cardView(self, { faceUp: true });
  const blocked = arrivalBlocked(state, faceUp, me, 'monster');
  const limit = blocked ? null : fieldLimitOnArrival(state, me, faceUp, 0);
  if (!blocked && !limit) return null;
  return fail(R.FLIP_COST_LIMIT, { source: blocked ? blocked.card : limit!.source, card: self.card.name });
}

function placesMeet(a: Place | readonly Place[] | undefined, b: Place | readonly Place[]): boolean {
  if (a === undefined) return false;
  const field = (p: Place) => p === 'field' || p === 'monster' || p === 'spell';
  const bs = asArray<Place>(b);
  return asArray<Place>(a).some((x) => bs.some((y) => x === y || (x === 'field' && field(y)) || (y === 'field' && field(x))));
}

const EXTRA_DECK_KINDS = ['fusion', 'synchro', 'xyz', 'link'];

function costs(j: Judging): Phrase | null {
  const { link, e, board, me, state } = j;
  if (link.directives.some((d) => d.kind === 'no-cost')) return null;
  const from = link.activatedFrom;
  const costSelfNote = link.directives.some((d) => d.kind === 'cost-self');
  // An LP cost stated in a note (「[支付 1000]」) is paid like the card's own (CH-COST-LP-NOTE): when the card
  // has no LP cost of its own, activate() pays the note's amount, so more than the LP makes it illegal too.
  if (!e.cost?.some((c) => c.do === 'pay-lp')) {
    for (const d of link.directives) {
      if (d.kind !== 'pay-lp') continue;
      const lp = board.lp[me];
      if (lp !== null && lp < d.amount) return fail(R.COST_LP_NOTE, { amount: d.amount, me, lp });
    }
  }
  for (const c of e.cost ?? []) {
    // How many cards this cost moves: what the text states, or — for any kind of cost counted by the targets (CH-COST-COUNT-OF-TARGETS) —
    // as many as the targets written; each check below asks for that many (../game/cost-count.ts).
    const count = costCount(c, link.targets);
    if (c.countOfTargets) j.rules.push(R.COST_COUNT_OF_TARGETS);
    // CNT-COST: 「把这张卡N个X指示物取除」 needs that many on the card (judged when the situation says, or the card is a new one).
    if (c.counters && c.what === 'self') {
      const has = board.cards[link.ref]?.counters?.[c.counters.kind];
      const known = board.cards[link.ref]?.counters !== undefined;
      if (known && (has ?? 0) < c.counters.count) return fail(R.COUNTER_COST, { kind: c.counters.kind, count: c.counters.count, has: has ?? 0 });
    }
    // CNT-COST-FIELD: 「把自己场上2个魔力指示物取除」 (also a ● of CMP-COUNTER-CHOICES 「自己场上的…指示物的以下数量取除」) needs that many
    // of that kind on the cards of that field together — judged once the situation writes the counters of some card there (as CNT-COST:
    // with no counters written anywhere, they are not judged). Refused only when every field it counts is listed in full (`A场只有:`, or
    // written empty); a field written in part or not at all may hold a card not written that holds the rest (SIT-FIELD-COMPLETE, as every
    // cost reads its places: ./cost-gy.ts) — assumed paid with those, and said.
    if (c.counters && typeof c.what === 'object' && c.what.filter.place === 'field') {
      const sides = fieldCounterSides(c.what.filter.side, me);
      const said = Object.values(board.cards).some((x) => isField(x.zone) && x.controller !== null && sides.includes(x.controller) && x.counters !== undefined);
      const has = fieldCounters(board, sides, c.counters.kind);
      if (said && has < c.counters.count) {
        // (「自己·对方场上」 compiles with no side: both fields, as fieldCounterSides reads it — costPlaceList would read the own field only.)
        const placed: CardFilter = { ...c.what.filter, side: c.what.filter.side ?? 'any' };
        const read = costPlaces(state, board, me, placed);
        if (read === 'full') {
          j.rules.push(R.COUNTER_COST_FIELD);
          return fail(R.COUNTER_COST_FIELD, { kind: c.counters.kind, count: c.counters.count, has, both: sides.length > 1 ? 1 : 0 });
        }
        costAssumed(j, c, placed, c.counters.count, has, 'counters', undefined, c.counters.kind);
      }
    }
    if (c.do === 'pay-lp' && typeof c.amount === 'number') {
      const lp = board.lp[me];
      // (CH-COST-LP-UNIT: paid in units, the amount a note states is the one paid.)
      const amount = c.lpUnit ? (lpUnitNoted(link) ?? c.amount) : c.amount;
      if (lp !== null && lp < amount) return fail(R.COST_LP, { amount, me, lp });
    }
    if (c.do === 'discard' && c.what !== 'self') {
      const n = board.handSize[me];
      // (The activated card counts in the hand size only when the situation listed it there: a card activated from the hand but not
      // written in a listed hand is read as beside the cards listed — CH-COST-HAND.)
      const listedInHand = from === 'hand' && state.scenario.instances.some((i) => i.ref === link.ref && i.origin === 'situation' && i.zone === 'hand');
      const own = listedInHand ? 1 : 0;
      if (n !== null && n - own < count) return fail(R.COST_HAND, { count, me });
      // CH-COST-DISCARD-FIT (issue 16): the card the discard takes (CH-COST-DISCARD-FIT) — a note `[cost:丢弃 X]` must name one that fits;
      // with no note and the hand listed in full, as many as it discards there must fit.
      const { place: _place, ...filter } = typeof c.what === 'object' ? c.what.filter : {};
      if (!costSelfNote && Object.keys(filter).length > 0) {
        const ctx = onBoard(board, link.ref, me);
        const noted = link.directives.flatMap((d) => (d.kind === 'cost-card' && d.action === 'discard' ? [board.cards[canonical(board, d.card)]] : [])).filter((x): x is BoardCard => x !== undefined);
        const wrong = noted.find((x) => !matchesFilter(filter, x, ctx));
        if (wrong) {
          j.rules.push(R.COST_DISCARD_FIT);
          return fail(R.COST_DISCARD_FIT, { card: wrong.card.name, filter });
        }
        // (Only a hand listed in full: `A手:X` with `A手卡数:3` holds two cards not told — ./cost-gy.ts, as every cost reads its places.)
        const hand = Object.values(board.cards).filter((x) => x.zone === 'hand' && x.controller === me);
        if (noted.length === 0 && costPlaces(state, board, me, { place: 'hand' }) === 'full') {
          const fits = hand.filter((x) => x.ref !== link.ref && matchesFilter(filter, x, ctx)).length;
          if (fits < count) {
            j.rules.push(R.COST_DISCARD_FIT);
            return fail(R.COST_DISCARD_FIT, { card: null, filter });
          }
        }
      }
    }
    if (c.do === 'tribute' && typeof c.what === 'object' && c.what.scope === 'all' && c.what.filter.names?.length && state.knownZones.has(`${me}:field`) && !costSelfNote) {
      // CH-COST-TRIBUTE-ALL (rules reference docs/c02/基本用语.rst:1058): 「…全部解放」 tributes every such card on the field;
      // only a monster in the Monster Zone can be tributed, so one that is an Equip Card there (a Token equipped by an effect)
      // cannot be paid, and neither can none at all.
      const ctx = onBoard(board, link.ref, me);
      const { kind: _kind, place: _place, ...rest } = c.what.filter;
      const all = Object.values(board.cards).filter((x) => isField(x.zone) && matchesFilter({ ...rest, place: 'field' }, x, ctx));
      const stuck = all.filter((x) => x.zone !== 'monster');
      // (None written on a field written in part — SIT-FIELD-COMPLETE: some may stand there unwritten; assumed, and said. One written
      // that cannot be tributed is refused either way: all of them must be.)
      if (all.length === 0 && costPlaces(state, board, me, c.what.filter, 'field') !== 'full') {
        costAssumed(j, c, c.what.filter, 1, 0, 'tribute-all', 'field');
        continue;
      }
      if (all.length === 0 || stuck.length > 0) {
        j.rules.push(R.COST_TRIBUTE_ALL);
        return fail(R.COST_TRIBUTE_ALL, { filter: c.what.filter, stuck: stuck[0]?.card.name ?? null });
      }
      continue;
    }
    // (Its player's field not listed: whether there is such a card to tribute is not known — assumed, and said.)
    if (c.do === 'tribute' && typeof c.what === 'object' && c.what.scope === 'all' && c.what.filter.names?.length && !state.knownZones.has(`${me}:field`) && !costSelfNote) {
      pushOnce(state.assumptions, say({ rule: R.COST_TRIBUTE_ALL, params: { variant: 'assumed', filter: c.what.filter, name: link.name } }));
    }
    // CH-COST-NOTE-FIT: the card a note says was tributed, sent or banished as the cost (`[cost:解放 X]`, `[cost:送墓 X]`,
    // `[cost:除外 X]`) must be one the cost asks for — 「场上1只水族怪兽」 is a face-up monster in a Monster Zone, not a monster
    // card held as an Equip Card in the Spell & Trap Zone (MATCH-MONSTER-ON-FIELD; rules reference docs/c04, the chapter of the Xyz frog, line 22).
    if ((c.do === 'tribute' || c.do === 'send-to-gy' || c.do === 'banish') && typeof c.what === 'object' && !costSelfNote) {
      const filter = c.what.filter;
      const ctx = onBoard(board, link.ref, me);
      for (const d of link.directives) {
        if (d.kind !== 'cost-card' || d.action !== c.do) continue;
        const x = board.cards[canonical(board, d.card)];
        // A card listed outside the places the cost takes from (a card sent from the Deck, listed in the GY where it went) is
        // judged by what it is; one in such a place, by what it is there too (a monster card held as an Equip is no monster there).
        const fits = x !== undefined && (placeMatches(filter.place, x.zone) ? matchesFilter(filter, x, ctx) : matchesFilter({ ...filter, place: undefined }, x, ctx));
        // CH-COST-TRIBUTE-OPPONENT: a face-up grant lets the player tribute an opponent's monster in place of its own for a cost.
        const granted = x && !fits && c.do === 'tribute' && x.controller !== me ? costTributeGrant(state, me, x, filter, link.ref, link) : null;
        // CH-COST-CANNOT-TRIBUTE: a monster whose own effect says it cannot be tributed is no cost to tribute.
        if (x && x.ref !== link.ref && c.do === 'tribute' && untributableForCost(board, x)) {
          j.rules.push(R.COST_CANNOT_TRIBUTE);
          return fail(R.COST_CANNOT_TRIBUTE, { card: x.card.name, filter, variant: 'noted' });
        }
        if (granted) {
          j.rules.push(R.COST_TRIBUTE_OPPONENT);
          pushOnce(state.assumptions, say({ rule: R.COST_TRIBUTE_OPPONENT, params: { name: link.name, card: x!.card.name, source: granted.card.name } }));
          continue;
        }
        if (x && x.ref !== link.ref && !fits) {
          j.rules.push(R.COST_NOTE_FIT);
          return fail(R.COST_NOTE_FIT, { card: x.card.name, filter, verb: c.do });
        }
      }
    }
    // CH-COST-SELF: no monster to tribute — refused when every place it takes from is listed in full (`A场只有:` or `A场:` written
    // empty); on a field written in part (SIT-FIELD-COMPLETE) one not written may pay it: assumed, and said (./cost-gy.ts).
    const tributeRead = c.do === 'tribute' && typeof c.what === 'object' && !costSelfNote ? costPlaces(state, board, me, c.what.filter, 'field') : 'unwritten';
    if (c.do === 'tribute' && typeof c.what === 'object' && tributeRead !== 'unwritten') {
      const filter = c.what.filter;
      const ctx = onBoard(board, link.ref, me);
      const fitting = Object.values(board.cards).filter((x) => matchesFilter(filter, x, ctx));
      // CH-COST-CANNOT-TRIBUTE: a monster whose own effect says it cannot be tributed is not one the cost can take.
      const stuck = fitting.length > 0 ? fitting.filter((x) => untributableForCost(board, x)) : fitting;
      const fits = fitting.length - stuck.length;
      // CH-COST-TRIBUTE-OPPONENT: an opponent's monster the note tributes under a grant counts too.
      const granted = fits < count && j.rules.includes(R.COST_TRIBUTE_OPPONENT)
        ? link.directives.filter((d) => d.kind === 'cost-card' && d.action === 'tribute' && board.cards[canonical(board, d.card)]?.controller !== me).length
        : 0;
      if (fits + granted < count && tributeRead === 'in-part') {
        if (!costNoted(link, c.do)) costAssumed(j, c, filter, count, fits + granted, c.do, 'field');
      } else if (fits + granted < count) {
        if (stuck.length === 0) return fail(R.COST_SELF, { variant: 'none', filter });
        j.rules.push(R.COST_CANNOT_TRIBUTE);
        return fail(R.COST_CANNOT_TRIBUTE, { card: stuck[0]!.card.name, filter, variant: 'none' });
      }
    }
    // Sending a specific card to the GY as a cost (CH-COST-SEND-FACE-DOWN): a face-down card on the field
    // cannot be the one sent (a tribute can). Judged only when every place the cost takes from is listed in full; written in part
    // (SIT-FIELD-COMPLETE: `A场:` without 只有), a card not written may pay it — assumed, and said.
    // (A filter of alternatives, each with its own place — 「自己场上的表侧表示的「幻影骑士团」怪兽或「幻影」永续魔法·永续陷阱卡」 — takes
    // from the cost's `from`.)
    if (c.do === 'send-to-gy' && typeof c.what === 'object' && (c.what.filter.place !== undefined || c.from !== undefined)) {
      const filter = c.what.filter;
      const placed = filter.place !== undefined ? filter : { ...filter, place: c.from };
      const read = costPlaces(state, board, me, placed);
      if (read === 'in-part' && !costNoted(link, c.do)) {
        const usable = costCandidates(board, link.ref, me, filter).faceUp.filter((x) => !neverReachesGy(x) && leavesElsewhere(x, 'gy') === null);
        if (usable.length < count) costAssumed(j, c, placed, count, usable.length, c.do);
      }
      if (read === 'full') {
        const { fitting, faceUp } = costCandidates(board, link.ref, me, filter);
        // CH-COST-SELF: every place it takes from listed, and not enough cards there that fit — it cannot be paid (as a tribute).
        if (fitting.length < count) return fail(R.COST_SELF, { variant: 'none-send', filter });
        if (faceUp.length < count && faceUp.length < fitting.length) return fail(R.COST_SEND_FACE_DOWN, { filter });
        // CH-COST-SEND-NOT-GY: a card that would not arrive in the GY cannot be the one sent (../game/undergo.ts).
        // CH-COST-SEND-ELSEWHERE: nor can one that would go elsewhere by a rule it carries when it leaves the field (a 「这个效果特殊召唤的
        // 这张卡从场上离开的场合除外」 of its own summon, a 离场除外 left on it, its own 「…不去墓地而除外」): it would not arrive in the GY either.
        const usable = faceUp.filter((x) => !neverReachesGy(x) && leavesElsewhere(x, 'gy') === null);
        if (usable.length < count && usable.length < faceUp.length) return fail(faceUp.some((x) => neverReachesGy(x)) ? R.COST_SEND_NOT_GY : R.COST_SEND_ELSEWHERE, { filter });
      }
    }
    // CH-COST-BANISH-FACE-DOWN: banishing a specific card as a cost (a Type, Attribute, archetype, name, level… is asked) takes a
    // face-up one only, whether or not the text says 「表侧表示」; 「自己场上1只怪兽」 asks for no kind and may take a face-down one
    // (rules reference docs/c02/基本用语.rst:163–169). Judged only when every place the cost takes from is listed.
    // CH-COST-GY-LISTED: a cost taking from the GY is judged on it only when the GY is written in full (`A墓只有:`, or written empty);
    // written in part or not at all, it is assumed payable from its cards not written — said when the cards written do not pay it.
    if (c.do === 'banish' && typeof c.what === 'object' && c.what.filter.place !== undefined) {
      const filter = c.what.filter;
      const specific = isSpecificFilter(filter);
      const read = costPlaces(state, board, me, filter);
      if (read !== 'unwritten' && (specific || costTakesFromGy(filter))) {
        // (「表侧表示的…」 written in the text: the face-down cards it would otherwise fit are read without it.)
        const { fitting, faceUp } = costCandidates(board, link.ref, me, anyFace(filter));
        // (A cost asking for no kind — 「这张卡以外的7张卡」 — may take a face-down card: CH-COST-BANISH-FACE-DOWN's other side.)
        const payers = specific ? faceUp : fitting;
        if (read === 'full') {
          if (specific && faceUp.length < count && faceUp.length < fitting.length) return fail(R.COST_BANISH_FACE_DOWN, { filter });
          // CH-COST-SELF: every place it takes from listed, and no card there that fits, face-up or not — it cannot be paid.
          if (payers.length < count && costTakesFromGy(filter)) return costGyUnpaid(j, filter, count, payers.length, 'banish');
          if (payers.length < count) return fail(R.COST_SELF, { variant: 'none-banish', filter });
        } else if (payers.length < count && !costNoted(link, c.do)) costAssumed(j, c, filter, count, payers.length, 'banish');
      }
    }
    // CH-COST-RETURN-NOT-THERE: a cost that returns a card to the Deck or the hand cannot be paid with a card that would
    // not arrive there — an Extra Deck monster goes back to the Extra Deck, a Token vanishes. Judged when every place
    // the cost takes from is listed (a hand given only by its size 0 is known too).
    if ((c.do === 'return-to-deck' || c.do === 'return-to-hand') && typeof c.what === 'object' && c.what.filter.place !== undefined) {
      const filter = c.what.filter;
      const read = costPlaces(state, board, me, filter);
      if (read !== 'unwritten') {
        const ctx = onBoard(board, link.ref, me);
        // The activating card may pay it too, unless the text leaves it out (「这张卡以外」: the filter's notSelf, which matchesFilter reads).
        const fitting = Object.values(board.cards).filter((x) => matchesFilter(filter, x, ctx));
        const arrives = fitting.filter((x) => !isToken(x.card) && (c.to === 'extra' || !EXTRA_DECK_KINDS.some((k) => x.card.type.subtypes.includes(k))));
        // (No fitting card at all: nothing can pay it either.)
        // CH-COST-COUNT-OF-TARGETS: some there, fewer than the targets ask for (two targets, one such monster in its linked zones).
        if (read === 'full' && arrives.length < count && arrives.length > 0 && countedByTargets(c, link.targets)) {
          return fail(R.COST_COUNT_OF_TARGETS, { variant: 'return', filter, count, has: arrives.length, to: c.do === 'return-to-deck' ? 'deck' : 'hand' });
        }
        if (read === 'full' && arrives.length < count) {
          if (costTakesFromGy(filter)) j.rules.push(R.COST_GY_LISTED);
          return fail(R.COST_RETURN_NOT_THERE, { filter, to: c.do === 'return-to-deck' ? 'deck' : 'hand', variant: fitting.length === 0 ? 'none' : null });
        }
        // CH-COST-GY-LISTED, SIT-FIELD-COMPLETE: a GY or field written in part (or a place not written) — assumed payable from its cards
        // not written, and said.
        if (read === 'in-part' && arrives.length < count && !costNoted(link, c.do)) costAssumed(j, c, filter, count, arrives.length, c.do);
      }
    }
    // CH-COST-REVEAL-PUBLIC (issue 16, rules reference docs/c03/特定效果的处理方法.rst:405–411): showing a hand card to the
    // opponent as a cost (`look`) cannot be paid with a card already kept revealed (`(公开)`: a card that keeps itself
    // revealed) — it shows them nothing. This card itself, or every fitting card of a hand the situation lists.
    if (c.do === 'look' && c.what === 'self' && from === 'hand' && board.cards[link.ref]?.states.includes('revealed')) {
      return fail(R.COST_REVEAL_PUBLIC, { variant: 'self' });
    }
    const lookRead = c.do === 'look' && typeof c.what === 'object' && (c.from === 'hand' || c.what.filter.place === 'hand') ? costPlaces(state, board, me, { ...c.what.filter, place: 'hand' }) : 'unwritten';
    if (c.do === 'look' && typeof c.what === 'object' && lookRead !== 'unwritten') {
      const ctx = onBoard(board, link.ref, me);
      const what = c.what;
      const fitting = Object.values(board.cards).filter((x) => x.ref !== link.ref && x.zone === 'hand' && x.controller === me && matchesFilter({ ...what.filter, place: 'hand' }, x, ctx));
      const hidden = fitting.filter((x) => !x.states.includes('revealed'));
      // A hand listed in full (not `A手卡数:` above the cards listed: the gate above, ./cost-gy.ts) without as many fitting cards as it
      // shows cannot pay it at all — judged for a cost naming the values it shows (「攻击力2400/守备力1000的怪兽」), the compiler's other
      // look filters being looser.
      const valued = what.filter.anyOf !== undefined || what.filter.defEq !== undefined || what.filter.atkMin !== undefined;
      // A hand listed in part (`A手:X A手卡数:3`): a card not written, not yet revealed, may be the one shown — assumed, and said.
      if (lookRead === 'in-part' && what.scope !== 'all' && hidden.length < (what.count ?? 1) && !costNoted(link, c.do)) costAssumed(j, c, { ...what.filter, place: 'hand' }, what.count ?? 1, hidden.length, 'look');
      if (lookRead === 'full' && valued && what.scope !== 'all' && fitting.length < (what.count ?? 1)) return fail(R.COST_REVEAL_PUBLIC, { variant: 'none' });
      if (lookRead === 'full' && hidden.length < (what.count ?? 1) && hidden.length < fitting.length) return fail(R.COST_REVEAL_PUBLIC, { variant: 'hand' });
      // Showing the whole hand (「把手卡全部给对方观看」) shows every card of it: one already kept revealed cannot be shown again (a card
      // written is in it, however much of the hand is written).
      if (what.scope === 'all' && hidden.length < fitting.length) return fail(R.COST_REVEAL_PUBLIC, { variant: 'all' });
    }
    // CH-COST-SELF-PLACE: a cost moving this card from a place its text names (「从自己墓地把这张卡和…除外」) needs the card there: the
    // situation writing it elsewhere (on the field) leaves nothing to pay it with. (An effect whose own place is read is judged there already.)
    if (c.what === 'self' && c.from !== undefined && e.from === undefined && from !== null && !placeMatches(asArray<Place>(c.from), from)
      && state.scenario?.instances.some((i) => i.ref === link.ref && (i.origin === 'situation' || i.sameAs !== null))) {
      j.rules.push(R.COST_SELF_PLACE);
      return fail(R.COST_SELF_PLACE, { how: c.do, from: asArray<Place>(c.from)[0] ?? null, at: from });
    }
    const selfCost = c.what === 'self' || (c.do === 'tribute' && costSelfNote);
    // An effect its text activates in the hand (「把这张卡和…解放才能发动」 of a hand effect) tributes the card from there (CH-COST-SELF-HAND).
    const fromOwnPlace = from !== null && e.from !== undefined && placeMatches(asArray(e.from), from);
    if (c.do === 'tribute' && selfCost && from !== null && from !== 'monster' && fromOwnPlace && from === 'hand') j.rules.push(R.COST_SELF_HAND);
    else if (c.do === 'tribute' && selfCost && from !== null && from !== 'monster') return fail(R.COST_SELF, { variant: 'zone' });
    // 「把这张卡1个超量素材取除」: Xyz Materials are only under a monster in the Monster Zone — gone to the GY (destroyed by
    // battle and sent there by the end of the damage step), it has none to detach (CH-COST-SELF).
    if (c.do === 'detach' && c.what === 'self' && from !== null && from !== 'monster') return fail(R.COST_SELF, { variant: 'detach' });
    // CH-COST-DETACH-COUNT: 「把这张卡N个超量素材取除」 needs N materials under it. The situation's `(素材:X+Y)` on an Xyz Monster
    // states the materials it holds (less those detached since): fewer than N and the cost cannot be paid; none stated, N assumed.
    // (`(素材:)` states none: notation 「没有超量素材」 — s57: it was read as not stated, and 「取除1个」 was paid with no material.)
    if (c.do === 'detach' && c.what === 'self' && (from === null || from === 'monster') && j.self.card.type.subtypes.includes('xyz')) {
      const need = count;
      const mats = j.self.materials;
      if (mats) {
        const has = Math.max(0, mats.length - (j.self.detached ?? 0));
        if (has < need) return fail(R.COST_DETACH_COUNT, { card: j.self.card.name, has, need });
      } else if (!mats) {
        j.rules.push(R.COST_DETACH_COUNT);
        pushOnce(state.assumptions, say({ rule: R.COST_DETACH_COUNT, params: { card: j.self.card.name, need, variant: 'assumed' } }));
      }
    }
    if (c.do === 'detach' && typeof c.what === 'object' && !costSelfNote) {
      const short = detachFromMonstersShort(j, c, c.what.filter, count);
      if (short) return short;
    }
    if (typeof c.what === 'object' && !costSelfNote && !costNoted(link, c.do)) costUnstated(j, c, count);
  }
  return null;
}

/**
 * CH-COST-COUNT-OF-TARGETS: 「把自己场上的机械族超量怪兽的超量素材任意数量取除」 — the materials of every monster that fits, together (any of
 * them may give some). Judged on a field the situation lists: the monsters there that fit, with the materials each holds written
 * (`(素材:X+Y)`, less those detached since), and fewer than the cost takes cannot pay it; none that fits, nothing to detach. A fitting
 * monster with its materials not written: assumed to make up the rest, and said. A field written in part (SIT-FIELD-COMPLETE: `A场:` without
 * 只有) may hold a fitting monster not written: judged only written `A场只有:` (or empty); in part, assumed payable, and said (./cost-gy.ts).
 */
function detachFromMonstersShort(j: Judging, cost: Action, filter: CardFilter, count: number): Phrase | null {
  const { state, board, me, link } = j;
  const read = costPlaces(state, board, me, filter, 'monster');
  if (read === 'unwritten') return null;
  const ctx = onBoard(board, link.ref, me);
  const holders = Object.values(board.cards).filter((x) => x.zone === 'monster' && matchesFilter({ ...filter, place: 'monster' }, x, ctx));
  const has = holders.reduce((n, x) => n + Math.max(0, (x.materials?.length ?? 0) - (x.detached ?? 0)), 0);
  if (has >= count) return null;
  const unwritten = holders.find((x) => x.materials === undefined);
  j.rules.push(R.COST_COUNT_OF_TARGETS);
  if (unwritten) {
    pushOnce(state.assumptions, say({ rule: R.COST_DETACH_COUNT, params: { card: unwritten.card.name, need: count - has, variant: 'assumed' } }));
    return null;
  }
  if (read === 'in-part') {
    costAssumed(j, cost, filter, count, has, 'detach', 'monster');
    return null;
  }
  return fail(R.COST_COUNT_OF_TARGETS, { variant: 'detach', filter, count, has, holders: holders.length });
}

/** The costs paid with cards whose places CH-COST-UNSTATED reads (a detach, counters and a reveal are judged on their own). */
const UNSTATED_COSTS: ReadonlySet<string> = new Set(['discard', 'tribute', 'banish', 'send-to-gy', 'return-to-hand', 'return-to-deck']);

/**
 * CH-COST-UNSTATED (s61): a cost paid with cards taken from places the situation does not write at all — no hand (nor its size) for a
 * discard, no field for a tribute, no GY for a banish from it — has nothing to be judged on: a cost that cannot be paid forbids the
 * activation (docs/c02/基本用语.rst:86), so its payment is an assumption, said as an unwritten target is (never silent), with the places
 * and how to write them. A place written in part is CH-COST-GY-LISTED's (costAssumed, said already); a Deck is not read (costPlaceList).
 */
function costUnstated(j: Judging, c: Action, count: number): void {
  if (!UNSTATED_COSTS.has(c.do) || typeof c.what !== 'object' || j.link.costsUnwritten?.includes(c)) return;
  // (A discard from a hand whose size is given is judged by CH-COST-HAND: any card may be discarded.)
  if (c.do === 'discard' && j.board.handSize[j.me] !== null && j.board.handSize[j.me] !== undefined) return;
  const fallback: Place | undefined = c.do === 'discard' ? 'hand' : c.do === 'tribute' ? 'field' : undefined;
  const filter = c.what.filter.place === undefined && c.from !== undefined ? { ...c.what.filter, place: c.from } : c.what.filter;
  const places = costPlaceList(j.state, j.board, j.me, filter, fallback);
  if (!places?.length || places.some((x) => x.written)) return;
  j.rules.push(R.COST_UNSTATED);
  assume(j, 'cost:unstated', { filter, count, how: c.do, places: places.map(({ player, zone }) => ({ player, zone, written: false })) });
}

/** The costs that take a card off the field (CH-TARGET-QUALIFY: such a card is no target of the same link). */
const LEAVING_COSTS: ReadonlySet<string> = new Set(['tribute', 'send-to-gy', 'banish', 'return-to-hand', 'return-to-deck']);

/**
 * Whether this link's own cost takes `c` off the field: a note names it as paid (`[cost:解放 X]`), or — no note — every place the cost takes
 * from is listed in full and it is one of exactly as many fitting cards as the cost takes (the player has no other way to pay it).
 */
function ownCostPays(j: Judging, c: BoardCard): boolean {
  const { link, e, board, me, state } = j;
  if (link.directives.some((d) => d.kind === 'no-cost' || d.kind === 'cost-self')) return false;
  for (const cost of e.cost ?? []) {
    if (!LEAVING_COSTS.has(cost.do) || typeof cost.what !== 'object') continue;
    if (costNoted(link, cost.do)) {
      if (link.directives.some((d) => d.kind === 'cost-card' && d.action === cost.do && canonical(board, d.card) === c.ref)) return true;
      continue;
    }
    const fallback: Place | undefined = cost.do === 'tribute' ? 'field' : undefined;
    const filter = cost.what.filter.place === undefined && fallback ? { ...cost.what.filter, place: fallback } : cost.what.filter;
    if (costPlaces(state, board, me, filter) !== 'full') continue;
    const { fitting } = costCandidates(board, link.ref, me, filter);
    if (fitting.length === costCount(cost, link.targets) && fitting.includes(c)) return true;
  }
  return false;
}

/** Whether a note names the cards a cost of this kind paid (`[cost:除外 X]`): the note says what paid it (CH-COST-NOTE-FIT judges them). */
const costNoted = (link: LinkState, how: string): boolean => link.directives.some((d) => (d.kind === 'cost-card' && d.action === how) || d.kind === 'cost-self');

/**
 * CH-COST-GY-LISTED (rules reference docs/c02/基本用语.rst:86 — a cost that cannot be paid: the effect cannot be activated): every place the
 * cost takes from listed, a GY among them written in full, and too few cards there that pay it.
 */
function costGyUnpaid(j: Judging, filter: CardFilter, count: number, has: number, how: string): Phrase {
  j.rules.push(R.COST_GY_LISTED);
  return fail(R.COST_GY_LISTED, { variant: 'refused', filter, count, has, how, places: costPlacesSaid(j, filter) });
}

/**
 * SIT-FIELD-COMPLETE, CH-COST-GY-LISTED — every kind of cost alike (a tribute, a send, a banish, a return, a detach): the cards written do
 * not pay it, and a place it takes from is written in part or not at all (./cost-gy.ts) — it is assumed payable from cards not written, and
 * said, naming the places (never a card: which one paid is not known). The rule is the GY's when it takes from a GY, the field's when a field
 * it takes from is written in part. The cost is marked on the link, so the payment names no written card for it (../game/actions.ts
 * costCards: the one written card that fits is not the one paid — it could not pay, or the check would not be here).
 */
function costAssumed(j: Judging, cost: Action, filter: CardFilter, count: number, has: number, how: string, fallback?: Place, counter?: string): void {
  const places = costPlacesSaid(j, filter, true, fallback);
  if (!(j.link.costsUnwritten ??= []).includes(cost)) j.link.costsUnwritten.push(cost);
  if (costTakesFromGy(filter)) j.rules.push(R.COST_GY_LISTED);
  if (places.some((x) => x.zone === 'field' && x.written)) j.rules.push(R.FIELD_COMPLETE);
  assume(j, 'cost:unwritten', { filter, count, has, how, places, counter });
}

/** The places a cost takes from, as `A墓` keys (those not listed in full only, with `open`), for the answer to name. */
function costPlacesSaid(j: Judging, filter: CardFilter, open = false, fallback?: Place): { player: Player; zone: string; written: boolean }[] {
  return (costPlaceList(j.state, j.board, j.me, filter, fallback) ?? []).filter((x) => !open || !x.full).map(({ player, zone, written }) => ({ player, zone, written }));
}

/**
 * A cost that sends a card to the GY cannot be paid while a face-up redirect (「送去墓地的卡不去墓地而除外」)
 * would banish that card instead (CH-GY-REDIRECT; tributes and discards still can be paid).
 */
function costToRedirectedGy(j: Judging): Phrase | null {
  const { link, e, self, state } = j;
  if (link.directives.some((d) => d.kind === 'no-cost')) return null;
  const pending = (c: BoardCard) => activationPending(state, c);
  for (const c of e.cost ?? []) {
    if (c.do !== 'send-to-gy') continue;
    if (c.what === 'self') {
      const by = gyRedirect(state, self, pending);
      if (by) return fail(R.GY_REDIRECT, { source: by.card.name });
      continue;
    }
    // A cost of cards of a kind: refused when the redirect covers every card (no filter of its own).
    const probe: BoardCard = { ...self, card: { ...self.card, effects: [] } };
    const by = gyRedirect(state, probe, pending);
    if (by && by.card.effects.some((x) => x.kind === 'continuous' && x.does.some((a) => a.insteadOfGy && typeof a.what !== 'object'))) return fail(R.GY_REDIRECT, { source: by.card.name });
  }
  return null;
}

/**
 * 不能使用 (CH-CANNOT-USE, rules reference docs/c04/不能使用.rst): a card the situation marks `不能使用` (its
 * name declared by a name lock, the lock applying to it) cannot be activated nor activate its
 * effects, and cannot be brought onto the field — so an effect that would Special Summon or equip it as
 * its target cannot target it. Targeting it for anything else is allowed.
 */
function cannotUse(j: Judging): Phrase | null {
  const { link, e, board, self } = j;
  if (self.states.includes('cannot-use')) return fail(R.CANNOT_USE, { variant: 'activate', card: self.card.name });
  const brings = e.targets ? e.does.filter((a) => a.what === 'targets' && (a.do === 'special-summon' || a.do === 'equip')) : [];
  if (brings.length) {
    // A step that summons from elsewhere (「…除外，从额外卡组把1只…特殊召唤」: the Extra Deck) does not bring the target itself.
    const from = (a: (typeof brings)[number], c: BoardCard) => a.from === undefined || placeMatches(a.from, c.zone, false);
    const t = link.targets.map((r) => board.cards[r]).find((c) => c && c.states.includes('cannot-use') && brings.some((a) => from(a, c)));
    if (t) return fail(R.CANNOT_USE, { variant: 'appear', card: t.card.name });
  }
  // CH-CANNOT-USE (docs/c04/不能使用.rst:157): an effect that Fusion/Synchro/Xyz/Link Summons with the cards a step before it names
  // (「让「A」「B」「C」各1张回到持有者卡组，把1只…融合召唤」) uses them as its materials: with one of those names locked it cannot be activated.
  if (e.summonsAs?.some((k) => k === 'fusion' || k === 'synchro' || k === 'xyz' || k === 'link')) {
    const at = e.does.findIndex((a) => a.do === 'special-summon');
    const named = e.does.slice(0, Math.max(at, 0)).flatMap((a) => (typeof a.what === 'object' && a.what.filter.names ? a.what.filter.names : []));
    const m = named.length ? Object.values(board.cards).find((c) => c.states.includes('cannot-use') && named.includes(c.card.name)) : undefined;
    if (m) return fail(R.CANNOT_USE, { variant: 'material', card: m.card.name });
  }
  return null;
}

/**
 * CH-DESTROYER-LEFT (rules reference docs/c03/战斗阶段流程.rst:950–976): a trigger of 「这张卡战斗破坏对方怪兽的场合」 is this
 * card's, as the monster that destroyed: at the end of the damage step it must still be on the field — destroyed by
 * that same battle (both monsters destroyed) or sent away by an effect after damage calculation, it cannot be activated.
 */
function destroyerLeft(j: Judging): Phrase | null {
  const { link, e, self } = j;
  if (e.trigger?.destroyer !== 'self' || link.card.type.kind !== 'monster') return null;
  // CH-BATTLE-BANISH-AFTER-CALC: one timed after damage calculation (「…时，那只怪兽除外」) is past by the end of the damage step.
  if (e.trigger.phase === 'after-damage-calculation' && j.board.phase === 'damage-step-end') {
    j.rules.push(R.BATTLE_BANISH_AFTER_CALC);
    return fail(R.BATTLE_BANISH_AFTER_CALC, {});
  }
  if (self.zone === 'monster' && self.faceUp) return null;
  return fail(R.DESTROYER_LEFT, { card: self.card.name });
}

/**
 * WIN-BATTLE-TO-GY (rules reference docs/c03/战斗阶段流程.rst:957–960): a trigger of a monster destroyed by battle and sent
 * to the GY (the trigger fact `battleToGy`) judged in the damage step of the situation's attack: one of the two battling
 * monsters must be the one its subject names (the destroyer or the destroyed, as the text says) and the other must be able to
 * reach the GY — a Token vanishes, a Spell/Trap card played as a monster is no monster card, and a face-up 「送去墓地的卡不去墓地而除外」
 * sends it elsewhere. When no pairing of the battle fits, the event did not happen and the trigger cannot be activated.
 */
function battleNotToGy(j: Judging): Phrase | null {
  const tr = j.e.trigger;
  const board = j.board;
  if (!tr?.battleToGy || !board.attack?.target || board.phase === null || phaseWithin(board.phase, 'damage-step') !== true) return null;
  const a = board.cards[canonical(board, board.attack.attacker)];
  const t = board.cards[canonical(board, board.attack.target)];
  if (!a || !t) return null;
  const ctx = onBoard(board, j.link.ref, j.me);
  const reaches = (c: BoardCard): boolean => c.card.type.kind === 'monster' && !isToken(c.card) && gyRedirect(j.state, c) === null;
  // The subject's place (「场上的…」) is where the monsters battled: by the end of the damage step they may be in the GY.
  const subject: CardFilter | undefined = tr.subject ? { ...tr.subject, place: undefined } : undefined;
  const named = (destroyer: BoardCard, destroyed: BoardCard): boolean => !subject || matchesFilter(subject, tr.battleToGy === 'destroyer' ? destroyer : destroyed, ctx);
  if ((named(a, t) && reaches(t)) || (named(t, a) && reaches(a))) return null;
  // The card named in the answer: the destroyed one of a pairing the subject names.
  const lost = named(a, t) ? t : named(t, a) ? a : ([a, t].find((c) => !reaches(c)) ?? t);
  return fail(R.BATTLE_TO_GY, { card: lost.card.name });
}

/** What a monster destroyed by battle can no longer undergo before it leaves the field (CH-BATTLE-DESTROYED-CHOOSE). */
const CANNOT_UNDERGO_DESTROYED: ReadonlySet<string> = new Set(['return-to-hand', 'return-to-deck', 'take-control']);

function anyBattleDestroyed(board: Board): boolean {
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (c.zone === 'monster' && c.states.length > 0 && c.states.includes('battle-destroyed')) return true;
  }
  return false;
}

/**
 * CH-BATTLE-DESTROYED (docs/c03/战斗阶段流程.rst:798–804): a monster destroyed by battle keeps its Level, ATK, DEF… — no card
 * effect changes them any more. An optional effect of it whose every step changes only those of itself (「这张卡的等级上升1星」:
 * no step but its `levelChange` of itself; or ATK/DEF changes of itself) could apply nothing, so it cannot be activated (a
 * mandatory one still is, and does not apply).
 */
function battleDestroyedUnchanged(j: Judging): Phrase | null {
  const { e, self, link } = j;
  if (e.mandatory || !self.states.includes('battle-destroyed') || self.zone !== 'monster' || link.ref !== self.ref) return null;
  const selfOnly = e.does.length === 0 ? e.levelChange?.of === 'self' : e.does.every((a) => a.do === 'modify-stats' && a.what === 'self') && (!e.levelChange || e.levelChange.of === 'self');
  if (!selfOnly || (e.leaves?.length ?? 0) > 0) return null;
  return fail(R.BATTLE_DESTROYED, { variant: 'unchanged', card: self.card.name });
}

/**
 * A monster destroyed by battle 确定被战斗破坏 (the situation's `战斗破坏` state) stays on the field until
 * the end of the damage step, but (CH-BATTLE-DESTROYED, rules reference docs/c03/战斗阶段流程.rst:818–872):
 * it cannot activate its optional quick effects (选发的诱发即时效果) there — its optional triggers (诱发效果,
 * monsters that cannot be used: :801, :862) and its mandatory effects still activate; it cannot be targeted by any effect; it cannot be
 * tributed, sent or banished as the cost of an optional effect.
 */
function battleDestroyed(j: Judging): Phrase | null {
  const { link, e, board, self, me } = j;
  // Every failure below names a monster destroyed by battle: a board with none (almost every board) has nothing to check.
  if (!anyBattleDestroyed(board) && !j.self.states.includes('battle-destroyed')) return null;
  const destroyed = (c: BoardCard | undefined): boolean => Boolean(c && c.zone === 'monster' && c.states.includes('battle-destroyed'));
  if (!e.mandatory && destroyed(self) && (link.activatedFrom === 'monster' || link.activatedFrom === null) && e.kind === 'quick') {
    return fail(R.BATTLE_DESTROYED, { variant: 'activate', card: self.card.name });
  }
  if (e.targets) {
    const t = link.targets.map((r) => board.cards[r]).find(destroyed);
    if (t) return fail(R.BATTLE_DESTROYED, { variant: 'target', card: t.card.name });
  }
  // CH-BATTLE-DESTROYED-CHOOSE (docs/c03/战斗阶段流程.rst:833, :858–860): a monster destroyed by battle cannot return to the
  // hand or Deck nor change control; an effect whose first step does that to a card it chooses on the field, with only such
  // monsters to choose, cannot be activated (a target was already refused above).
  const first = e.does?.[0];
  const chosen = !e.mandatory && first && CANNOT_UNDERGO_DESTROYED.has(first.do) && typeof first.what === 'object' && first.what.scope === 'choose' ? first.what.filter : null;
  const other: Player = me === 'A' ? 'B' : 'A';
  const sides: Player[] = chosen?.side === 'opponent' ? [other] : chosen?.side === 'self' ? [me] : [me, other];
  if (chosen && sides.every((p) => j.state.knownZones.has(`${p}:field`))) {
    const ctx = onBoard(board, link.ref, me);
    const fits = Object.values(board.cards).filter((x) => x.ref !== self.ref && x.zone === 'monster' && matchesFilter(chosen, x, ctx));
    if (fits.length > 0 && fits.every(destroyed)) return fail(R.BATTLE_DESTROYED_CHOOSE, { card: fits[0]!.card.name });
  }
  // CH-THEN-BATTLE-DESTROYED (docs/c03/特定效果的处理方法.rst:355–360): an optional effect whose step after 「那之后」 it must carry out changes
  // the ATK/DEF of every monster of a kind on its player's field (「那之后，自己场上的全部「X」怪兽的攻击力上升200」) cannot be activated when each
  // such monster there is settled as destroyed by battle: that step, tied to what the activation needs, could change none.
  const raise = e.mandatory ? undefined : e.does.find((a) => a.then && !a.optional && a.do === 'modify-stats' && typeof a.what === 'object' && a.what.scope === 'all' && a.what.filter.side === 'self');
  if (raise && typeof raise.what === 'object' && j.state.knownZones.has(`${me}:field`)) {
    const ctx = onBoard(board, link.ref, me);
    const filter = raise.what.filter;
    const fits = Object.values(board.cards).filter((x) => x.zone === 'monster' && x.faceUp && x.controller === me && matchesFilter(filter, x, ctx));
    if (fits.length > 0 && fits.every(destroyed)) return fail(R.THEN_BATTLE_DESTROYED, { card: fits[0]!.card.name });
  }
  if (e.mandatory || link.directives.some((d) => d.kind === 'no-cost')) return null;
  for (const c of e.cost ?? []) {
    if (c.do !== 'tribute' && c.do !== 'send-to-gy' && c.do !== 'banish') continue;
    if (c.what === 'self') {
      if (destroyed(self)) return fail(R.BATTLE_DESTROYED, { variant: 'cost', card: self.card.name });
      continue;
    }
    if (typeof c.what !== 'object') continue;
    // (Its places written in part — SIT-FIELD-COMPLETE: a monster not written, not destroyed, may pay it: assumed, and said; not at all: not judged.)
    const read = costPlaces(j.state, board, me, c.what.filter, 'field');
    if (read === 'unwritten') continue;
    const ctx = onBoard(board, link.ref, me);
    const fits = Object.values(board.cards).filter((x) => x.ref !== self.ref && matchesFilter(c.what && typeof c.what === 'object' ? c.what.filter : {}, x, ctx));
    const usable = fits.filter((x) => !destroyed(x));
    const count = c.what.count ?? 1;
    if (usable.length < count && fits.length > usable.length) {
      if (read === 'in-part') {
        if (!costNoted(link, c.do)) costAssumed(j, c, c.what.filter, count, usable.length, c.do, 'field');
        continue;
      }
      return fail(R.BATTLE_DESTROYED, { variant: 'cost', card: fits.find(destroyed)!.card.name });
    }
  }
  return null;
}

/** The targets chosen: each must qualify, and as many as the effect takes. */
function targets(j: Judging): Phrase | null {
  const { e, link, board, me, state, below } = j;
  if (!e.targets) {
    if (link.targets.length > 0 && e.respondsToSummon && !below) {
      // A summon negation as Chain Link 1: the card written is the monster being summoned.
      assume(j, R.SUMMON_NEGATION, { variant: 'target' });
    } else if (link.targets.length > 0 && !e.copies) {
      // (A copy with no target of its own writes the copied effect's targets: CH-COPY-RESOLVES.)
      pushOnce(state.warnings, say({ rule: R.TARGET_QUALIFY, params: { name: j.name, variant: 'not-targeting' } }));
    }
    return null;
  }
  // CH-STEP-TARGET-GROUPS: a group added only with a tribute of an Attribute takes no target without one; an optional group may be
  // left empty (../game/target-groups.ts).
  const { want, least } = targetingMet(e.targets, j.self);
  const ctx = onBoard(board, link.ref, me);
  // CH-COPY-RESOLVES: a copy's own target(s) come first; the targets after them are the copied effect's.
  const typed = (e.copies === 'target' ? link.targets.slice(0, want.count) : link.targets).map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c));
  const attackerRef = board.attack ? (board.aliases?.[board.attack.attacker] ?? board.attack.attacker) : null;
  const attacker = attackerRef ? board.cards[attackerRef] : undefined;
  if (typed.length === 0 && want.filter.attacking && want.count === 1 && attacker && matchesFilter(want.filter, attacker, ctx)) {
    // 「以那1只攻击怪兽为对象」 with no target written: the situation's attacker is the only choice.
    link.targets = [attacker.ref];
    j.rules.push(R.TARGET_QUALIFY, R.TARGET_ATTACKER);
    assume(j, R.TARGET_ATTACKER, { card: attacker.card.name });
    return null;
  }
  if (typed.length === 0 && link.directives.some((d) => d.kind === 'no-target')) {
    // CH-NO-TARGET-TAKEN: activated without a target — only an optional target, or a mandatory effect with none to take.
    j.rules.push(R.NO_TARGET_TAKEN);
    return want.optional || e.mandatory ? null : fail(R.NO_TARGET_TAKEN, {});
  }
  // (SIT-FIELD-COMPLETE: not on a field written only in part — a card not written may be there to target; said below, not taken as none.)
  if (typed.length === 0 && e.mandatory && want.filter.place !== undefined && zonesKnown(stateView(state), want.filter, me) && partialFields(state, link, want.filter).length === 0 && cardsMatching(board, want.filter, link.ref, me).every((c) => c.ref === link.ref)) {
    // CH-NO-TARGET-TAKEN: a mandatory effect with nothing it could target, by the zones the situation lists, takes none.
    j.rules.push(R.NO_TARGET_TAKEN);
    if (!link.directives.some((d) => d.kind === 'no-target')) link.directives.push({ kind: 'no-target' });
    return null;
  }
  // CH-TARGET-CO-LINKED: none written, and none co-linked by what the situation settles (the window's probe, no target written): at most 0 targets.
  if (typed.length === 0 && want.countCoLinked && coLinkedKnown(board, state.knownZones, j.self) === 0) {
    j.rules.push(R.TARGET_CO_LINKED);
    return fail(R.TARGET_CO_LINKED, { variant: 'over', n: 0, given: 0 });
  }
  if (typed.length === 0) {
    // CH-TARGET-LISTED-NONE: no target written, in places the situation lists in full with too few fitting cards (a revival with both
    // GYs written empty): none can be assumed — the effect cannot be activated.
    // (Only places written empty: a GY written with some cards may be written only in part, for the card itself.)
    const short = listedShort(j, want, least, [], ctx, true);
    if (short) return short;
    // SIT-FIELD-COMPLETE: on a field written with some cards (no `A场只有:`) none of those written fits — a card not written is
    // assumed to stand there, and the answer says so (written `A场只有:`, CH-TARGET-LISTED-NONE above refuses it).
    const partial = partialFields(state, link, want.filter);
    if (partial.length && fittingOnBoard(state, link, want.filter, j.link.cardActivation ? [link.ref] : []) < Math.max(least, 1)) {
      j.rules.push(R.FIELD_COMPLETE);
      assume(j, R.FIELD_COMPLETE, { filter: want.filter, players: partial });
      return null;
    }
    // CH-TARGET-ONLY-LISTED: no target written, and the cards the situation writes where it may target — of a fixed count, not its own
    // card — number exactly as many as it takes: with every such place listed in full, those are its targets (named, said); else they
    // are named as the only ones written, a card not written may be another.
    // (Read only until one more than it takes fits: then they are not its only choice — issue 10.)
    const fitting = e.targets.count !== undefined && typeof e.targets.count === 'number' && !want.optional ? othersMatchingAtMost(board, want.filter, link.ref, me, want.count) : [];
    if (fitting.length > 0 && fitting.length === want.count) {
      j.rules.push(R.TARGET_QUALIFY, R.TARGET_ONLY_LISTED);
      const cards = fitting.map((c) => ({ name: c.card.name, zone: c.zone, controller: c.controller }));
      if (zonesKnown(stateView(state), want.filter, me)) {
        link.targets = fitting.map((c) => c.ref);
        assume(j, R.TARGET_ONLY_LISTED, { name: j.name, cards, variant: 'taken' });
        return null;
      }
      // A card of a lower link is one the player wrote into this very chain (a hand trap discarded for its cost, then a name-negation from the hand chained with no target): when
      // the only fitting cards written are such cards, the chain is read as aimed at them — taken, and said, as with places in full.
      if (fitting.every((c) => state.links.some((l) => l.n < link.n && l.ref === c.ref))) {
        link.targets = fitting.map((c) => c.ref);
        assume(j, R.TARGET_ONLY_LISTED, { name: j.name, cards, variant: 'chain' });
        return null;
      }
      assume(j, R.TARGET_ONLY_LISTED, { name: j.name, cards, variant: 'listed' });
      return null;
    }
    assume(j, R.TARGET_QUALIFY, { variant: 'none-given' });
    return null;
  }
  j.rules.push(R.TARGET_QUALIFY);
  // CH-EQUIP-MONSTER-AS-SPELL: a monster card written as an equip card is read as an Equip Spell (../game/match.ts).
  if (typed.some(monsterAsEquip)) j.rules.push(R.EQUIP_MONSTER_AS_SPELL);
  if (want.filter.attacking && !board.attack && typed.length === 1 && typed[0]!.zone === 'monster') {
    // The chain answers an attack the situation did not write down: the named target is the attacker.
    board.attack = attackRecord(typed[0]!.ref, null);
    assume(j, R.TARGET_ATTACKER, { variant: 'attack-assumed', card: typed[0]!.card.name });
  }
  // CH-GEMINI-NORMAL: a Gemini monster looked for as an Effect or a Normal Monster is read as a Normal one.
  if (want.filter.subtypes?.some((s) => s === 'effect' || s === 'normal') && typed.some((c) => c.card.type.subtypes.includes('gemini'))) j.rules.push(R.GEMINI_NORMAL);
  // CH-TARGET-ACTIVATING-FACEUP: a card that stays on the field (a Continuous Spell/Trap…) whose card activation
  // carries this effect is already face-up there when its targets are chosen, so it may be its own target
  // (「场上的表侧表示的卡」) — but only while another card on the field could be targeted too. A card that leaves
  // after the chain (a Normal Spell/Trap) never targets itself.
  const asChosen = (c: BoardCard): BoardCard =>
    c.ref === link.ref && link.cardActivation && c.card.type.kind !== 'monster' && !c.faceUp && !leavesAfterChain(c.card) ? cardView(c, { faceUp: true, zone: isField(c.zone) ? c.zone : 'spell' }) : c;
  const selfChosen = typed.find((c) => asChosen(c) !== c && matchesFilter(want.filter, asChosen(c), ctx) && !matchesFilter(want.filter, c, ctx));
  if (selfChosen) {
    j.rules.push(R.TARGET_ACTIVATING_FACEUP);
    const other = Object.values(board.cards).some((x) => x.ref !== selfChosen.ref && isField(x.zone) && matchesFilter(want.filter, x, ctx));
    if (!other) return fail(R.TARGET_QUALIFY, targetFailure(j, selfChosen, want.filter));
  }
  // CH-TARGET-SAME-COLUMN: 「以和这张卡相同纵列…为对象」 — each target stands in this card's column, read on the zones the situation
  // states (A's zone c faces B's zone 6−c); a zone not stated leaves the column unread: allowed, and said.
  if (want.filter.sameColumnAsSelf) {
    j.rules.push(R.TARGET_SAME_COLUMN);
    const mine = columnOf(j.self);
    const off = mine === null ? undefined : typed.find((c) => { const col = columnOf(c); return col !== null && col !== mine; });
    if (off) return fail(R.TARGET_SAME_COLUMN, { card: off.card.name, variant: 'other' });
    if (mine === null || typed.some((c) => columnOf(c) === null)) assume(j, R.TARGET_SAME_COLUMN, { variant: 'unread' });
  }
  // MATCH-STAT-BELOW: a target bounded by this card's ATK (「持有比这张卡的攻击力高的攻击力的…」) is compared with it as it stands now.
  const wantF = want.filter.below?.of === 'self' ? boundBelow(want.filter, board.cards[link.ref], []) : want.filter;
  const bad = typed.find((c) => !matchesFilter(wantF, asChosen(c), onBoard(board, link.ref, me)));
  if (bad) return fail(R.TARGET_QUALIFY, targetFailure(j, bad, want.filter));
  // CH-TARGET-QUALIFY (s61): the cost is paid before the targets are chosen (docs/c02/基本用语.rst:77, docs/c03/复制.rst:206, :211), so a
  // card this link's own cost takes off the field is gone when they are: it cannot be one (it was accepted, then said gone at resolution).
  const paid = typed.find((c) => isField(c.zone) && ownCostPays(j, c));
  if (paid) return fail(R.TARGET_QUALIFY, { ...targetFailure(j, paid, want.filter), gone: true, costLink: link.n });
  // CH-TARGET-FACE-DOWN: a face-down target shows no Type, Attribute, Level, name… (./face-down-target.ts).
  const hidden = faceDownMisfit(want.filter, typed, asChosen, (g, c) => matchesFilter(g, c, ctx));
  if (hidden) return fail(R.TARGET_FACE_DOWN, { card: hidden.card.name });
  // CH-EQUIP-MOVE: an effect moving an equip card targets one equipped to a monster that has another correct target.
  const moving = e.does.find((a) => a.movesEquip && a.what === 'targets');
  if (moving) {
    j.rules.push(R.EQUIP_MOVE);
    // CMP-EQUIP-MOVE-TO: the monster it moves to (a target, or this card) is no equip card to move, and must be a correct target for it.
    const ends = moving.movesEquipTo ? moveEnds(board, moving.movesEquipTo, typed, j.self) : null;
    for (const c of typed) {
      if (ends && c === ends.to) continue;
      if (!c.equippedTo) return fail(R.EQUIP_MOVE, { card: c.card.name, variant: 'not-equipped' });
      const holders = moveHolders(state, c);
      if (holders?.length === 0) return fail(R.EQUIP_MOVE, { card: c.card.name, variant: 'none' });
      if (holders && ends?.to && !holders.includes(ends.to)) return fail(R.EQUIP_MOVE, { card: c.card.name, variant: 'not-that', to: ends.to.card.name });
    }
  }
  // CH-TARGET-GROUPS: 「以A和B为对象」 — each target must fit a group of its own, no group taking more than its number.
  if (want.groups && e.copies !== 'target') {
    const groups = want.groups;
    j.rules.push(R.TARGET_GROUPS);
    const misfit = groupsMisfit(typed.map(asChosen), groups, ctx);
    if (misfit) return fail(R.TARGET_QUALIFY, targetFailure(j, misfit, groups.find((g) => !matchesFilter(g.filter, misfit, ctx))?.filter ?? want.filter));
  }
  // CH-TARGET-DISTINCT-NAMES: 「（同名卡最多1张）」「卡名不同的」「N种类」 — two targets of one name cannot be taken together.
  if (want.distinctNames && typed.length >= 2) {
    j.rules.push(R.TARGET_DISTINCT_NAMES);
    const twin = sharedName(typed);
    if (twin) return fail(R.TARGET_DISTINCT_NAMES, { card: twin });
  }
  // 「不会成为…效果的对象」 printed on a target (CH-PROTECT-TARGET).
  for (const c of typed) {
    const from = shieldSource(state, link, c, 'target');
    // (Granted by another face-up card, CH-PROTECT-GRANTED: the answer names that card, not one of the target's own.)
    if (from) return fail(R.PROTECT_TARGET, { card: c.card.name, by: from === 'printed' ? null : from.card.name });
  }
  // An activated Normal Spell/Trap on the chain cannot be returned to the hand or Deck (CH-ON-CHAIN-NO-RETURN).
  if (e.does.some((a) => a.what === 'targets' && isReturnAction(a.do))) {
    const onChain = typed.find((c) => leavesAfterChain(c.card) && activatedOnChain(state, c.ref, link.n) !== null && activatedOnChain(state, c.ref, link.n)! < link.n);
    if (onChain) return fail(R.ON_CHAIN_NO_RETURN, { card: onChain.card.name });
  }
  // CMP-TARGET-COUNTED-BY: 「以最多有对方场上的表侧表示的卡数量的…为对象」 — that most is not counted here: said, never passed over silently.
  if (want.countedBy && typed.length > 1) {
    j.rules.push(R.TARGET_COUNTED_BY);
    assume(j, R.TARGET_COUNTED_BY, { words: want.countedBy, given: typed.length });
  }
  // CH-TARGET-CO-LINKED: 「最多有和这张卡互相连接的怪兽数量的…为对象」 — the most is read from the stated zones, else said unknown.
  if (want.countCoLinked) {
    j.rules.push(R.TARGET_CO_LINKED);
    const n = coLinkedKnown(board, state.knownZones, j.self);
    if (n === null) assume(j, R.TARGET_CO_LINKED, { variant: 'unknown', given: typed.length });
    else if (typed.length > n || n === 0) return fail(R.TARGET_CO_LINKED, { variant: 'over', n, given: typed.length });
  } else if ((typed.length > want.count && !want.orMore) || (!want.upTo && typed.length < least)) {
    j.rules.push(R.TARGET_COUNT);
    // (CMP-TARGET-ANY-NUMBER: 「任意数量」「2只以上」 — no most: more targets than `count` are what it asks, each still checked above.)
    if (typed.length > want.count && !want.orMore) return fail(R.TARGET_COUNT, { want: want.count, given: typed.length });
    const short = listedShort(j, want, least, typed, ctx);
    if (short) return short;
    assume(j, R.TARGET_COUNT, { variant: 'fewer', want: want.count, given: typed.length });
  }
  return null;
}

/** CH-TARGET-DISTINCT-NAMES: the first name two of the targets share (distinct cards — one card written twice is CH-TARGET-COUNT's), or null. */
function sharedName(typed: readonly BoardCard[]): string | null {
  const seen = new Map<string, string>();
  for (const c of typed) {
    const other = seen.get(c.card.name);
    if (other !== undefined && other !== c.ref) return c.card.name;
    seen.set(c.card.name, c.ref);
  }
  return null;
}

/**
 * CH-TARGET-LISTED-NONE: a target not written is assumed only where one could be — a group (or the one filter) whose places the
 * situation lists in full (the GYs written empty) with too few cards fitting it, beside those written, cannot be filled: the effect
 * cannot be activated. (With no target written at all, only when those places are written empty — a revival with `A墓: B墓:`.)
 */
function listedShort(j: Judging, want: ReturnType<typeof targetingMet>['want'], least: number, typed: readonly BoardCard[], ctx: ReturnType<typeof onBoard>, writtenEmpty = false): Phrase | null {
  const typedRefs = typed.map((c) => c.ref);
  const parts = want.groups?.length ? want.groups.filter((g) => !g.optional && g.ifTributeAttribute === undefined) : [{ filter: want.filter, count: least }];
  // A Spell/Trap card's own activation never targets that card unless it stays on the field, and then only beside another (CH-TARGET-ACTIVATING-FACEUP).
  const own = j.board.cards[j.link.ref];
  const ownApart = Boolean(own && j.link.cardActivation && own.card.type.kind !== 'monster');
  const ownMayJoin = ownApart && own !== undefined && !leavesAfterChain(own.card);
  for (const g of parts) {
    if (g.count <= 0) continue;
    // (No target written: a GY, the banished cards… only when written empty — they may be written in part; the field written is written in full.)
    const hidden = asArray<Place>(g.filter.place).filter((p) => !isFieldPlace(p));
    // (SIT-ZONE-COMPLETE: places written complete — a GY key with the `only` marker — are listed in full for this too.)
    if (writtenEmpty && hidden.length && !hiddenComplete(j, hidden, g.filter.side) && listedTargetCount(j.state, j.link, { place: hidden.length === 1 ? hidden[0]! : hidden, ...(g.filter.side ? { side: g.filter.side } : {}) }, []) !== 0) continue;
    const have = typed.filter((c) => matchesFilter(g.filter, c, ctx)).length;
    if (have >= g.count) continue;
    const others = listedTargetCount(j.state, j.link, g.filter, ownApart ? [...typedRefs, j.link.ref] : typedRefs);
    const more = others !== null && others > 0 && ownMayJoin && !typedRefs.includes(j.link.ref) && isField(own!.zone) && matchesFilter(g.filter, cardView(own!, { faceUp: true }), ctx) ? others + 1 : others;
    if (more !== null && have + more < g.count) {
      j.rules.push(R.TARGET_LISTED_NONE);
      return fail(R.TARGET_LISTED_NONE, { want: g.count, found: have + more });
    }
  }
  return null;
}

/**
 * SIT-ZONE-COMPLETE: whether every place off the field a target group looks in is written complete (a key with the `only` marker) for each player it
 * names (no side: both).
 */
function hiddenComplete(j: Judging, places: readonly Place[], side: 'self' | 'opponent' | 'any' | undefined): boolean {
  const complete = j.state.scenario?.completeZones;
  if (!complete?.length) return false;
  const me = j.link.controller;
  const other = me === 'A' ? 'B' : 'A';
  const who = side === 'self' ? [me] : side === 'opponent' ? [other] : [me, other];
  return places.every((p) => who.every((w) => complete.includes(`${w}:${p}`)));
}

/**
 * CH-TARGET-GROUPS: can the targets be shared out among the groups, each fitting its group's filter and no group over its
 * count? (A small search: an effect targets a few cards.) The first card that fits no share, or null when they all do.
 */
function groupsMisfit(cards: readonly BoardCard[], groups: readonly TargetGroup[], ctx: ReturnType<typeof onBoard>): BoardCard | null {
  const fits = (c: BoardCard, g: TargetGroup): boolean => matchesFilter(g.filter, c, ctx);
  const lonely = cards.find((c) => !groups.some((g) => fits(c, g)));
  if (lonely) return lonely;
  const shared = (list: readonly BoardCard[]): boolean => {
    const left = groups.map((g) => g.count);
    const share = (i: number): boolean => {
      if (i === list.length) return true;
      for (let k = 0; k < groups.length; k++) {
        if (left[k]! > 0 && fits(list[i]!, groups[k]!)) {
          left[k]!--;
          if (share(i + 1)) return true;
          left[k]!++;
        }
      }
      return false;
    };
    return share(0);
  };
  if (shared(cards)) return null;
  // The one to name: the last card without which the others can be shared out (a group it would crowd).
  for (let i = cards.length - 1; i >= 0; i--) if (shared(cards.filter((_, k) => k !== i))) return cards[i]!;
  return cards[cards.length - 1] ?? null;
}

/**
 * CH-COPY-RESOLVES at activation: the copied effect's targets (written after the copy's own target, or alone for a copy
 * with no target of its own) must be cards that effect could target, no more than it takes.
 */
function copiedTargetsFit(j: Judging): Phrase | null {
  const { e, link, board, me, below } = j;
  if (!e.copies || e.copies === 'cost') return null;
  const own = e.copies === 'target' ? (e.targets?.count ?? 1) : 0;
  const source = e.copies === 'target' ? board.cards[link.targets[0] ?? '']?.card : undefined;
  const copied = e.copies === 'target' ? (source ? copyableEffect(source) : null) : (below?.effect ?? null);
  const want = copied?.targets;
  const rest = link.targets.slice(own).map((r) => board.cards[r]).filter((c): c is BoardCard => c !== undefined);
  if (!want || rest.length === 0) return null;
  j.rules.push(R.COPY_RESOLVES);
  const bad = rest.find((c) => !matchesFilter(want.filter, c, onBoard(board, link.ref, me)));
  if (bad) return fail(R.TARGET_QUALIFY, targetFailure(j, bad, want.filter));
  if (rest.length > want.count) return fail(R.TARGET_COUNT, { want: want.count, given: rest.length });
  return null;
}

/** Why a chosen card does not qualify: gone from the field (by a cost below?), no attack, not the attacker, or the wrong card. */
function targetFailure(j: Judging, bad: BoardCard, filter: CardFilter): Params {
  const gone = !isField(bad.zone) && filter.place !== undefined && (filter.place === 'field' || filter.place === 'monster' || filter.place === 'spell');
  const cost = gone ? j.state.events.find((ev) => ev.atActivation && ev.cards.includes(bad.ref)) : undefined;
  // MATCH-LEVEL-NOT-RANK: a Level bound the target misses for having no Level at all (an Xyz or Link Monster) — said, not left to guess.
  const levelless = (filter.levelMin !== undefined || filter.levelMax !== undefined) && !filter.levelled && noLevel(bad.card) ? (bad.card.type.subtypes.includes('xyz') ? 'xyz' : 'link') : null;
  return { bad: bad.card.name, filter, gone, costLink: cost?.link ?? null, noAttack: !j.board.attack, levelless, zone: bad.zone };
}

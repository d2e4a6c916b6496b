/**
 * Card facts in a settled layout, for the engine's sake.
 *
 * The compiler (./compile) builds an effect record clause by clause: each fact is added when a
 * reader finds it, in the order the text gives, and a few are deleted again when a later clause
 * takes them back. The same facts therefore come in many key orders, and a deleted key leaves the
 * object a slow dictionary. V8 gives every key order its own hidden class: over the imported cards
 * that was ~530 classes for ~17,000 effects, a thousand of them dictionaries, and every engine read
 * of `e.kind`, `e.cost` or `a.do` became a megamorphic (slow, uncached) lookup — a large part of why
 * judging a chain was slower than before the compiler grew.
 *
 * `settledEffects` copies a card's facts once, when they are made:
 * - an effect record and an action record (what an effect, its cost or its leaving does) get every
 *   key their interface has, in one order — absent facts as `undefined` (JSON and every `?.`/`??`
 *   read see no difference) — so all effects share one hidden class, and so do all actions: the
 *   engine's reads of `e.kind`, `e.cost`, `a.do`, `a.what` are then plain monomorphic loads;
 * - every other plain object (filters, patterns, conditions) keeps just its own keys, sorted, so the
 *   same facts share one hidden class and none is a dictionary.
 * Only the layout changes: the same facts, the same values, arrays in the same order.
 */
import type { Action, CardFilter, EffectFacts, Targeting, TriggerPattern } from './facts.js';

/** A deep copy of one value, of the same type (`key`: the field it is held in, see `isFilterField`). */
type Copy = <V>(v: V, key?: string) => V;
export type Settled<T> = { [K in keyof Required<T>]: T[K] | undefined };
/**
 * The layout every effect record gets: all keys of EffectFacts in one object literal (a literal, not
 * keys added one by one — V8 keeps a literal's fields in the object, where 30 added keys would turn
 * it into a dictionary). The type makes a key added to EffectFacts fail to compile until it is here.
 */
function effectFields(e: EffectFacts, s: Copy): Settled<EffectFacts> {
  return {
    n: s(e.n),
    kind: s(e.kind),
    source: s(e.source),
    speed: s(e.speed),
    from: s(e.from),
    trigger: e.trigger === undefined ? undefined : triggerRecord(e.trigger, s),
    waitsFor: e.waitsFor === undefined ? undefined : triggerRecord(e.waitsFor, s),
    alsoInDamageStep: s(e.alsoInDamageStep),
    notInDamageStep: s(e.notInDamageStep),
    timing: s(e.timing),
    orTriggers: e.orTriggers === undefined ? undefined : e.orTriggers.map((a) => ({ trigger: triggerRecord(a.trigger, s), timing: s(a.timing) })),
    orWaitsFor: e.orWaitsFor === undefined ? undefined : triggerRecord(e.orWaitsFor, s),
    mandatory: s(e.mandatory),
    respondsTo: s(e.respondsTo),
    respondsToSummon: s(e.respondsToSummon),
    choiceOf: s(e.choiceOf),
    choiceAtResolution: s(e.choiceAtResolution),
    choiceWords: s(e.choiceWords),
    dieFaces: s(e.dieFaces),
    words: s(e.words),
    cost: s(e.cost),
    targets: e.targets == null ? e.targets : targetingRecord(e.targets, s),
    condition: s(e.condition),
    addsToEffect: s(e.addsToEffect),
    resolutionCondition: s(e.resolutionCondition),
    does: s(e.does),
    staysOnField: s(e.staysOnField),
    alsoOpponentTurn: s(e.alsoOpponentTurn),
    alsoOpponentTurnIf: s(e.alsoOpponentTurnIf),
    oncePerTurn: s(e.oncePerTurn),
    oncePerTurnWith: s(e.oncePerTurnWith),
    oncePerDuel: s(e.oncePerDuel),
    oncePerFaceUp: s(e.oncePerFaceUp),
    oncePerDamageCalc: s(e.oncePerDamageCalc),
    oncePerChain: s(e.oncePerChain),
    oncePerChainByName: s(e.oncePerChainByName),
    chainLinkAtLeast: s(e.chainLinkAtLeast),
    onceApplied: s(e.onceApplied),
    notWithActivation: s(e.notWithActivation),
    cardOncePerTurn: s(e.cardOncePerTurn),
    equipLimit: e.equipLimit === undefined ? undefined : filterRecord(e.equipLimit, s),
    setAsSummon: s(e.setAsSummon),
    setLock: s(e.setLock),
    revealsHand: s(e.revealsHand),
    lpGainAsDamage: s(e.lpGainAsDamage),
    lowerLpNoDamage: s(e.lowerLpNoDamage),
    burnOnDamage: s(e.burnOnDamage),
    handActivation: s(e.handActivation),
    cannotBeAnsweredBy: s(e.cannotBeAnsweredBy),
    answerGuardGrant: s(e.answerGuardGrant),
    summonOnly: s(e.summonOnly),
    summonRestriction: s(e.summonRestriction),
    summonOnlyBy: s(e.summonOnlyBy),
    summonsFromHand: s(e.summonsFromHand),
    byAnyEffect: s(e.byAnyEffect),
    summonAlsoBy: s(e.summonAlsoBy),
    grantsSummoned: s(e.grantsSummoned),
    gainedSelf: s(e.gainedSelf),
    gainedFaceUp: s(e.gainedFaceUp),
    properFirst: s(e.properFirst),
    firstSpecialSummon: s(e.firstSpecialSummon),
    unclassified: s(e.unclassified),
    firstLinkOnly: s(e.firstLinkOnly),
    pledge: e.pledge === undefined ? undefined : pledgeRecord(e.pledge, s),
    summonPledge: s(e.summonPledge),
    extraSummon: s(e.extraSummon),
    extraSummonFilter: s(e.extraSummonFilter),
    extraSummonAs: s(e.extraSummonAs),
    extraSummonUnread: s(e.extraSummonUnread),
    tributesOpponent: s(e.tributesOpponent),
    maintenanceLp: s(e.maintenanceLp),
    summonsAs: s(e.summonsAs),
    summonsTreatedAs: e.summonsTreatedAs,
    declaredNameOnce: s(e.declaredNameOnce),
    declarable: s(e.declarable),
    declaresType: s(e.declaresType),
    normalSummonsPerTurn: s(e.normalSummonsPerTurn),
    drawReplacement: s(e.drawReplacement),
    levelChange: s(e.levelChange), copiesTarget: s(e.copiesTarget), copiesCost: s(e.copiesCost), copyUntil: s(e.copyUntil),
    cannotBeNegated: e.cannotBeNegated === undefined ? undefined : unnegatableRecord(e.cannotBeNegated, s),
    copies: s(e.copies),
    notCopyable: s(e.notCopyable),
    battleDamage: s(e.battleDamage),
    attackRules: s(e.attackRules),
    positionLocks: s(e.positionLocks),
    directUnread: s(e.directUnread),
    grantsAttack: s(e.grantsAttack),
    takesBattleDamage: s(e.takesBattleDamage),
    damageCalculation: s(e.damageCalculation),
    summonsByProcedure: s(e.summonsByProcedure),
    activateSetTurn: s(e.activateSetTurn),
    pendulum: s(e.pendulum),
    summary: s(e.summary),
    leaves: s(e.leaves),
    turnParts: s(e.turnParts),
    unknown: s(e.unknown),
  };
}

/**
 * A pledge and a 「不会被无效化」 record with every key, in the sorted order `settle` gives (so JSON
 * reads the same): the legality checks read `p.otherActivations`, `p.effect` on one shape (issue 10).
 */
function pledgeRecord(p: NonNullable<EffectFacts['pledge']>, s: Copy): NonNullable<EffectFacts['pledge']> {
  const record: Settled<NonNullable<EffectFacts['pledge']>> & { forbids: typeof p.forbids } = { alsoForbids: s(p.alsoForbids), attackers: s(p.attackers, 'attackers'), directOnly: s(p.directOnly), exceptCards: s(p.exceptCards, 'exceptCards'), exceptFrom: s(p.exceptFrom), forbids: p.forbids, note: s(p.note), ofTargets: s(p.ofTargets), onlyFrom: s(p.onlyFrom), otherActivations: s(p.otherActivations), otherKinds: s(p.otherKinds) };
  return record;
}

/**
 * A trigger pattern and a targeting with every key, in the sorted order `settle` gives (so JSON reads
 * the same): the trigger matcher and the target checks read `t.armedTurn`, `t.subject`, `e.targets.count`,
 * `e.targets.upTo` on one shape instead of one per set of keys (issue 10).
 */
function triggerRecord(t: TriggerPattern, s: Copy): TriggerPattern {
  const record: Settled<TriggerPattern> = {
    armedBy: s(t.armedBy), armedTurn: s(t.armedTurn), arming: s(t.arming), noPlace: s(t.noPlace), by: s(t.by), byCounterTrap: s(t.byCounterTrap), cause: s(t.cause), causeKind: s(t.causeKind), causedBy: s(t.causedBy), movedByCard: s(t.movedByCard, 'movedByCard'), summonedByCard: s(t.summonedByCard), alone: s(t.alone),
    destroyer: s(t.destroyer), destroyedWords: s(t.destroyedWords), event: s(t.event), from: s(t.from), on: s(t.on), phase: s(t.phase), phaseTurn: s(t.phaseTurn), counted: s(t.counted), periodFrom: s(t.periodFrom), nextTurn: s(t.nextTurn), subject: s(t.subject, 'subject'), tributed: s(t.tributed), asMaterialFor: s(t.asMaterialFor), tributesMin: s(t.tributesMin), monsterCard: s(t.monsterCard), cardsMin: s(t.cardsMin), notTargeted: s(t.notTargeted), equippedOnly: s(t.equippedOnly), battleToGy: s(t.battleToGy), turn: s(t.turn), faceDown: s(t.faceDown), alreadyThere: s(t.alreadyThere), notInOwnChain: s(t.notInOwnChain), destroyedBy: s(t.destroyedBy, 'destroyedBy'), fromExcept: s(t.fromExcept), fromFor: s(t.fromFor), linkedZone: s(t.linkedZone), sameColumn: s(t.sameColumn), foeSameColumn: s(t.foeSameColumn), subjectSameColumn: s(t.subjectSameColumn), attackTarget: s(t.attackTarget), direct: s(t.direct), negatedAttackOn: s(t.negatedAttackOn, 'negatedAttackOn'), inBattlePhase: s(t.inBattlePhase), orSummonNegated: s(t.orSummonNegated), damageAtLeast: s(t.damageAtLeast), damageAtMost: s(t.damageAtMost), damageBattleOfSelf: s(t.damageBattleOfSelf), damageByEffectOf: s(t.damageByEffectOf, 'damageByEffectOf'), damageCauseWords: s(t.damageCauseWords),
  };
  return withOwnKeys(t, record, s) as TriggerPattern;
}

function targetingRecord(t: Targeting, s: Copy): Targeting {
  const record: Settled<Targeting> = { count: s(t.count), countCoLinked: s(t.countCoLinked), countedBy: s(t.countedBy), distinctNames: s(t.distinctNames), filter: s(t.filter, 'filter'), fixed: s(t.fixed), groups: s(t.groups), ofEvent: s(t.ofEvent), optional: s(t.optional), orMore: s(t.orMore), restated: s(t.restated), upTo: s(t.upTo) };
  return withOwnKeys(t, record, s) as Targeting;
}

/** A key the record's type does not list is kept too (as `withUnlisted`), so nothing is lost. */
function withOwnKeys(from: object, record: object, s: Copy): object {
  const out = record as Record<string, unknown>;
  for (const key of Object.keys(from).sort()) if (!(key in out)) out[key] = s((from as Record<string, unknown>)[key], key);
  return out;
}

function unnegatableRecord(c: NonNullable<EffectFacts['cannotBeNegated']>, s: Copy): Settled<NonNullable<EffectFacts['cannotBeNegated']>> {
  return { activation: s(c.activation), card: s(c.card), effect: s(c.effect), when: s(c.when) };
}

/** Moves whose `from` is where their cards are picked (「从卡组把1只…加入手卡」). */
export const PICKED_FROM: ReadonlySet<Action['do']> = new Set(['add-to-hand', 'special-summon', 'send-to-gy', 'discard', 'banish', 'return-to-deck', 'return-to-hand', 'equip', 'set']);

/**
 * SIT-PICK-FROM: a pick with no place of its own (「从卡组把1只4星以下的战士族怪兽加入手卡」 curated as `from: 'deck'` and a filter of
 * kind, race and level) takes its cards from where the action says — read anywhere, it took a listed card from the field or GY.
 */
function placedPick(a: Action, what: Action['what']): Action['what'] {
  if (typeof what !== 'object' || what.filter.place !== undefined || a.from === undefined || !PICKED_FROM.has(a.do)) return what;
  return { ...what, filter: { ...what.filter, place: a.from } };
}

/** The same for an action record (Action). */
function actionFields(a: Action, s: Copy): Settled<Action> {
  return {
    do: s(a.do),
    what: s(placedPick(a, a.what)),
    movedBy: s(a.movedBy),
    toName: s(a.toName),
    materialsOf: s(a.materialsOf),
    materialsOfShown: s(a.materialsOfShown),
    nameOfShownBy: s(a.nameOfShownBy),
    nameOfShown: s(a.nameOfShown),
    typeOfShown: s(a.typeOfShown),
    statIsPaid: s(a.statIsPaid),
    countFrom: s(a.countFrom),
    drawCountOf: s(a.drawCountOf),
    perOwnDiscard: s(a.perOwnDiscard),
    perControllerMoved: s(a.perControllerMoved),
    ifMoved: s(a.ifMoved),
    ifDrawn: s(a.ifDrawn),
    countMaxOfMoved: s(a.countMaxOfMoved),
    ifMovedFewer: s(a.ifMovedFewer),
    ifMovedAtLeast: s(a.ifMovedAtLeast),
    eachPlayer: s(a.eachPlayer),
    intoOwnHand: s(a.intoOwnHand),
    opponentMayStop: s(a.opponentMayStop),
    toOpponent: s(a.toOpponent),
    rankUpToDestroyed: s(a.rankUpToDestroyed),
    fusionNameOfShown: s(a.fusionNameOfShown),
    damageOfShown: s(a.damageOfShown),
    ifMaterialKinds: s(a.ifMaterialKinds),
    ifTributeAttribute: s(a.ifTributeAttribute),
    targetGroups: s(a.targetGroups),
    ifMaterialAttributes: s(a.ifMaterialAttributes),
    ifAtActivation: s(a.ifAtActivation),
    attackMark: s(a.attackMark),
    positionLock: s(a.positionLock),
    positionLockOnChanged: s(a.positionLockOnChanged),
    positionLockUntil: s(a.positionLockUntil),
    afterActivation: s(a.afterActivation),
    counters: s(a.counters),
    counterStep: s(a.counterStep),
    placesInPendulumZone: s(a.placesInPendulumZone),
    moveZone: s(a.moveZone),
    coinGrants: s(a.coinGrants),
    byToss: s(a.byToss),
    randomPick: s(a.randomPick),
    ifStat: s(a.ifStat),
    swap: s(a.swap),
    controlTo: s(a.controlTo),
    controlUntil: s(a.controlUntil),
    lastsUntil: s(a.lastsUntil),
    lastsTurns: s(a.lastsTurns),
    from: s(a.from),
    to: s(a.to),
    onto: s(a.onto),
    player: s(a.player),
    amount: s(a.amount),
    then: s(a.then),
    toEndPhase: s(a.toEndPhase),
    optional: s(a.optional),
    asMonster: s(a.asMonster),
    statsFromTarget: s(a.statsFromTarget),
    levelsMatchLooked: s(a.levelsMatchLooked),
    allMaterials: s(a.allMaterials),
    oncePerTurn: s(a.oncePerTurn),
    onlyOnce: s(a.onlyOnce),
    duration: s(a.duration),
    position: s(a.position),
    defenseOnly: s(a.defenseOnly),
    note: s(a.note),
    effects: s(a.effects),
    ifNegatedKind: s(a.ifNegatedKind),
    fromCards: s(a.fromCards, 'fromCards'),
    into: s(a.into),
    against: s(a.against),
    whenever: s(a.whenever),
    ifDone: s(a.ifDone),
    needsBefore: s(a.needsBefore),
    targetSide: s(a.targetSide),
    targetPlace: s(a.targetPlace),
    apart: s(a.apart),
    upTo: s(a.upTo),
    upToCountOf: s(a.upToCountOf),
    amountFrom: s(a.amountFrom),
    amountOf: s(a.amountOf),
    amountPer: s(a.amountPer),
    sameName: s(a.sameName),
    damageZero: s(a.damageZero),
    standingDamageZero: s(a.standingDamageZero),
    standingDamageZeroOnce: s(a.standingDamageZeroOnce),
    answeredDamageZero: s(a.answeredDamageZero),
    geminiSummoned: s(a.geminiSummoned),
    normalOnField: s(a.normalOnField),
    forbids: s(a.forbids),
    forbidsEffectOnly: s(a.forbidsEffectOnly),
    lpUnit: s(a.lpUnit),
    sameKindAsAnswered: s(a.sameKindAsAnswered),
    insteadOfGy: s(a.insteadOfGy),
    asMaterialInsteadOfGy: s(a.asMaterialInsteadOfGy),
    pickedByChance: s(a.pickedByChance),
    pickedBySelf: s(a.pickedBySelf),
    countersOnFlip: s(a.countersOnFlip),
    gyArrivalDamage: s(a.gyArrivalDamage),
    instead: s(a.instead),
    alsoPayLp: s(a.alsoPayLp),
    leavesTo: s(a.leavesTo),
    leavesSkip: s(a.leavesSkip),
    leavesDamage: s(a.leavesDamage),
    leavesSendAll: s(a.leavesSendAll),
    bond: a.bond,
    forbidsFrom: s(a.forbidsFrom),
    nameFrom: s(a.nameFrom),
    fieldLimit: s(a.fieldLimit),
    unique: s(a.unique),
    summonKinds: s(a.summonKinds),
    perAttack: s(a.perAttack),
    setFirst: s(a.setFirst),
    eachCard: s(a.eachCard),
    targetArchetype: s(a.targetArchetype),
    targetNotArchetype: s(a.targetNotArchetype),
    targetPick: s(a.targetPick),
    token: s(a.token),
    becomes: s(a.becomes),
    faceDown: s(a.faceDown),
    temporary: s(a.temporary),
    must: s(a.must),
    untilEqual: s(a.untilEqual),
    limitsActivations: s(a.limitsActivations),
    top: s(a.top),
    count: s(a.count),
    countOfTargets: s(a.countOfTargets),
    stat: s(a.stat),
    ignoreConditions: s(a.ignoreConditions),
    withMoved: s(a.withMoved),
    readsFrom: s(a.readsFrom),
    needsDef: s(a.needsDef),
    ofChange: s(a.ofChange),
    reversesStatChanges: s(a.reversesStatChanges),
    forbidsActivation: s(a.forbidsActivation),
    activatesCard: s(a.activatesCard),
    orInstead: s(a.orInstead),
    insteadOf: s(a.insteadOf),
    battleByOriginal: s(a.battleByOriginal),
    anyway: s(a.anyway),
    detachFrom: s(a.detachFrom),
    tiedToBefore: s(a.tiedToBefore),
    amountFromMoved: s(a.amountFromMoved),
    sameAsDamageBefore: s(a.sameAsDamageBefore),
    alongTargets: s(a.alongTargets),
    perActivation: s(a.perActivation),
    heldByEquipped: s(a.heldByEquipped),
    uncertain: s(a.uncertain),
    certainly: s(a.certainly),
    coin: s(a.coin),
    conditional: s(a.conditional),
    otherwise: s(a.otherwise),
    heldToAttack: s(a.heldToAttack),
    heldToOwnAttack: s(a.heldToOwnAttack),
    placeWhile: s(a.placeWhile),
    appliesLast: s(a.appliesLast),
    asEquip: s(a.asEquip),
    movesEquip: s(a.movesEquip),
    movesEquipTo: s(a.movesEquipTo),
    activationOnly: s(a.activationOnly),
    forbidsExcept: s(a.forbidsExcept),
    forbidsOnly: s(a.forbidsOnly),
    forbidsSummonKind: s(a.forbidsSummonKind),
    negatesActivated: s(a.negatesActivated),
    negatesColumn: s(a.negatesColumn),
    change: s(a.change),
    whileHolds: s(a.whileHolds),
  };
}

/**
 * A card filter (CardFilter) with every key, in sorted order (the order `settle` gives any record, so
 * JSON reads the same; absent facts are `undefined`, which JSON and every `?.`/`!== undefined` read skip).
 * The engine's filter reader (`matchesFilter`, src/engine/game/match.ts) reads some twenty facts of
 * every filter it is given; with each set of facts its own hidden class (~170 seen in the bench) every
 * one of those reads was megamorphic. One layout makes them monomorphic (issue 10).
 */
function filterFields(f: CardFilter, s: Copy): Settled<CardFilter> {
  return {
    anyOf: s(f.anyOf),
    archetype: s(f.archetype),
    aroundTarget: s(f.aroundTarget),
    atkMax: s(f.atkMax),
    atkMin: s(f.atkMin),
    atkAtMostHolder: s(f.atkAtMostHolder),
    atkEqualsDef: s(f.atkEqualsDef),
    originalZero: s(f.originalZero),
    hasOriginalRace: s(f.hasOriginalRace),
    toTarget: s(f.toTarget),
    notTargeting: s(f.notTargeting),
    resolutionOnly: s(f.resolutionOnly),
    attackedThisTurn: s(f.attackedThisTurn),
    battledThisTurn: s(f.battledThisTurn),
    destroyedByBattleThisTurn: s(f.destroyedByBattleThisTurn),
    noAttackDeclared: s(f.noAttackDeclared),
    notAttackedDirectly: s(f.notAttackedDirectly),
    attacking: s(f.attacking),
    attribute: s(f.attribute),
    battlesWith: s(f.battlesWith),
    below: s(f.below),
    defEq: s(f.defEq),
    equipped: s(f.equipped),
    faceUp: s(f.faceUp),
    holdsCounters: s(f.holdsCounters),
    hasCounter: s(f.hasCounter),
    hasXyzMaterials: s(f.hasXyzMaterials),
    id: s(f.id),
    kind: s(f.kind),
    kindOfMaterials: s(f.kindOfMaterials),
    levelInScales: s(f.levelInScales),
    levelMax: s(f.levelMax),
    levelled: s(f.levelled),
    hasLevel: s(f.hasLevel),
    rankMin: s(f.rankMin),
    rankMax: s(f.rankMax),
    equippedToSelf: s(f.equippedToSelf),
    levelMin: s(f.levelMin),
    madeWith: s(f.madeWith),
    mainZone: s(f.mainZone),
    notHighestAtk: s(f.notHighestAtk),
    highest: s(f.highest),
    atkAboveSelf: s(f.atkAboveSelf),
    sameNameOnField: s(f.sameNameOnField),
    declaredName: s(f.declaredName),
    declaredType: s(f.declaredType),
    xyzMaterial: s(f.xyzMaterial),
    materialsMin: s(f.materialsMin),
    materialsAre: s(f.materialsAre),
    mentions: s(f.mentions),
    fusionNames: s(f.fusionNames),
    monsterCard: s(f.monsterCard),
    noXyzMaterials: s(f.noXyzMaterials),
    names: s(f.names),
    notName: s(f.notName),
    notNormalSummonable: s(f.notNormalSummonable),
    notArchetype: s(f.notArchetype),
    notEffect: s(f.notEffect),
    notToken: s(f.notToken),
    keptTarget: s(f.keptTarget),
    notSelf: s(f.notSelf),
    notItself: s(f.notItself),
    linkedBySelf: s(f.linkedBySelf),
    sameColumnAsSelf: s(f.sameColumnAsSelf),
    notTargets: s(f.notTargets),
    pairSameRace: s(f.pairSameRace),
    place: s(f.place),
    position: s(f.position),
    race: s(f.race),
    rollsDice: s(f.rollsDice),
    effectsNegated: s(f.effectsNegated),
    self: s(f.self),
    side: s(f.side),
    specialSummoned: s(f.specialSummoned),
    subtypes: s(f.subtypes),
    summoned: s(f.summoned),
    notSummoned: s(f.notSummoned),
    summonedBy: s(f.summonedBy),
    summonedByItself: s(f.summonedByItself),
    summonedBySelf: s(f.summonedBySelf),
    summonedFrom: s(f.summonedFrom),
    summonedThisTurn: s(f.summonedThisTurn),
    orFlippedThisTurn: s(f.orFlippedThisTurn),
    notFlippedThisTurn: s(f.notFlippedThisTurn),
    weakerThanItsTarget: s(f.weakerThanItsTarget),
  };
}

/**
 * The records themselves are spread copies of one all-undefined record: to V8 an object literal and a
 * spread copy of it (`{ ...f, place: undefined }`, which the engine makes of filters, effects and
 * actions) are two shapes even with the same keys in the same order, while every copy of a copy shares
 * one. Made as copies, a record the compiler made and one the engine derived from it read alike, and a
 * read that has seen one is not thrown out of optimized code by the other (issue 10). (Actions, too many keys for that, are made
 * by ActionLayout below.)
 */
const keep: Copy = (v) => v;
const EFFECT_TEMPLATE = effectFields({} as EffectFacts, keep);
const ACTION_TEMPLATE = actionFields({} as Action, keep);
const FILTER_TEMPLATE = filterFields({}, keep);
function effectRecord(e: EffectFacts, s: Copy): Settled<EffectFacts> {
  return { ...EFFECT_TEMPLATE, ...effectFields(e, s) };
}
/**
 * Makes an action record with every field inside the object. An action has 151 keys, and V8 makes an object literal of 128 keys or
 * more a dictionary and a spread copy of it (`{ ...ACTION_TEMPLATE, … }`) a fast object with no field inside: all 151 in a separate
 * array, so each `a.do` or `a.what` the engine reads cost two dependent loads. A constructor that assigns every key in turn gets them
 * all inside (it may hold up to 252), in the template's order — the same keys, the same order, the same JSON. Written from the
 * template's keys, so it cannot miss one; its prototype is Object.prototype, so a record is still a plain object (`settle` and
 * every spread copy see no difference).
 */
const ActionLayout = ((): new (fields: Settled<Action>) => Settled<Action> => {
  const keys = Object.keys(ACTION_TEMPLATE);
  for (const k of keys) if (!/^[A-Za-z_$][\w$]*$/.test(k)) throw new Error(`action key ${k} cannot be assigned by name`);
  // (A generated body: V8 sizes a constructor's objects by the `this.x =` assignments it reads in its source.)
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const make = new Function('v', keys.map((k) => `this.${k} = v.${k};`).join('\n')) as unknown as new (fields: Settled<Action>) => Settled<Action>;
  make.prototype = Object.prototype;
  return make;
})();
function actionRecord(a: Action, s: Copy): Settled<Action> {
  return new ActionLayout(actionFields(a, s));
}
function filterRecord(f: CardFilter, s: Copy): Settled<CardFilter> {
  return { ...FILTER_TEMPLATE, ...filterFields(f, s) };
}

/** A filter the engine builds itself, in the one filter layout (see `filterRecord`). */
export function cardFilter(f: CardFilter): CardFilter {
  return filterRecord(f, (v) => v);
}

/** Every key a CardFilter may have (those of `filterRecord`). */
const FILTER_KEYS: ReadonlySet<string> = new Set(Object.keys(FILTER_TEMPLATE));

/**
 * The fields that hold a CardFilter (a selection's or a condition's `filter`, a trigger's `subject`, a
 * pattern's `targets`, …). A record held in one of them whose keys are all filter keys is a filter;
 * anything else held there (a Targeting under `targets`, with its `count`) keeps its own keys.
 */
const FILTER_FIELDS: ReadonlySet<string> = new Set(['filter', 'subject', 'targeting', 'card', 'fromCards', 'of', 'more', 'than', 'wouldDestroy', 'exceptCards', 'targets', 'destroyedBy', 'movedByCard', 'equipLimit', 'negatedAttackOn', 'damageByEffectOf']);

function isFilter(record: Record<string, unknown>, key: string | undefined): boolean {
  if (key === undefined || !FILTER_FIELDS.has(key)) return false;
  for (const k in record) if (!FILTER_KEYS.has(k)) return false;
  return true;
}

/** The fields of an effect that hold actions. */
const ACTION_LISTS = ['does', 'cost', 'leaves'] as const;

/** A card's effects, copied into the settled layout (see above). */
export function settledEffects(effects: EffectFacts[]): EffectFacts[] {
  const seen = new Map<object, unknown>();
  return effects.map((e) => settledEffect(e, seen));
}

function settledEffect(e: EffectFacts, seen: Map<object, unknown>): EffectFacts {
  // Actions first: their fixed copies are then the ones every list holding them reuses (`seen`).
  for (const key of ACTION_LISTS) for (const a of e[key] ?? []) settledAction(a, seen);
  for (const a of e.handActivation?.cost ?? []) settledAction(a, seen);
  const copy = effectRecord(e, copier(seen));
  seen.set(e, copy);
  return withUnlisted(e, copy, seen) as EffectFacts;
}

function settledAction(a: Action, seen: Map<object, unknown>): Action {
  const known = seen.get(a);
  if (known !== undefined) return known as Action;
  const copy = actionRecord(a, copier(seen));
  seen.set(a, copy);
  return withUnlisted(a, copy, seen) as Action;
}

function copier(seen: Map<object, unknown>): Copy {
  return <V>(v: V, key?: string) => settle(v, seen, key) as V;
}

/** A key the record's type does not list (a fact added without its type) is kept too, so nothing is lost. */
function withUnlisted(record: object, copy: object, seen: Map<object, unknown>): object {
  const out = copy as Record<string, unknown>;
  for (const key of Object.keys(record).sort()) if (!(key in copy)) out[key] = settle((record as Record<string, unknown>)[key], seen, key);
  return copy;
}

/**
 * Deep copy with sorted keys (a card filter: with all its keys, `filterRecord`). Plain objects and
 * arrays only; a value seen twice stays one value (`seen`). `key`: the field the value is held in.
 */
function settle(value: unknown, seen: Map<object, unknown>, key?: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(settle(item, seen));
    return copy;
  }
  // Anything that is not a plain record (a Set, a Map, a class instance) is kept as it is.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  if (isFilter(record, key)) {
    const filter = filterRecord(record as CardFilter, copier(seen));
    seen.set(value, filter);
    return filter;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const k of Object.keys(record).sort()) copy[k] = settle(record[k], seen, k);
  return copy;
}

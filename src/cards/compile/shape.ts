/**
 * One object shape for the compiler's effect records (compile time, issue 12): every EffectFacts the compiler makes is
 * built here with all its keys, in one fixed order, those it does not state `undefined` — readers set them later, never
 * adding a key, so V8 sees one map for every effect instead of a new one for each set of keys.
 * An `undefined` key is no fact: JSON leaves it out (the compiled facts' JSON is what it was), `x.key ?? …` and
 * `x.key === undefined` read it as absent. (Nothing may test a fact with `'key' in x`.)
 */
import type { Condition, EffectFacts, EffectKind } from '../facts.js';

/** A compiled effect of number `n` and kind `kind`: no facts yet but what it does (nothing) and its source (compiled). */
export function effectFacts(n: number, kind: EffectKind, does: EffectFacts['does'] = []): EffectFacts {
  return {
    n,
    kind,
    speed: undefined,
    from: undefined,
    trigger: undefined,
    waitsFor: undefined,
    timing: undefined,
    mandatory: undefined,
    respondsTo: undefined,
    respondsToSummon: undefined,
    choiceOf: undefined,
    choiceAtResolution: undefined,
    choiceWords: undefined,
    dieFaces: undefined,
    words: undefined,
    cost: undefined,
    targets: undefined,
    condition: undefined,
    resolutionCondition: undefined,
    does,
    staysOnField: undefined,
    alsoOpponentTurn: undefined,
    alsoOpponentTurnIf: undefined,
    oncePerTurn: undefined,
    oncePerDuel: undefined,
    oncePerFaceUp: undefined,
    oncePerDamageCalc: undefined,
    oncePerChain: undefined,
    oncePerChainByName: undefined,
    chainLinkAtLeast: undefined,
    cardOncePerTurn: undefined,
    handActivation: undefined,
    cannotBeAnsweredBy: undefined,
    answerGuardGrant: undefined,
    summonOnly: undefined,
    summonRestriction: undefined,
    summonOnlyBy: undefined,
    byAnyEffect: undefined,
    summonAlsoBy: undefined,
    grantsSummoned: undefined,
    gainedSelf: undefined,
    gainedFaceUp: undefined,
    properFirst: undefined,
    unclassified: undefined,
    firstLinkOnly: undefined,
    pledge: undefined,
    extraSummon: undefined,
    declaredNameOnce: undefined,
    declarable: undefined,
    normalSummonsPerTurn: undefined,
    drawReplacement: undefined,
    levelChange: undefined,
    cannotBeNegated: undefined,
    copies: undefined,
    notCopyable: undefined,
    activateSetTurn: undefined,
    battleDamage: undefined,
    attackRules: undefined,
    positionLocks: undefined,
    grantsAttack: undefined,
    damageCalculation: undefined,
    summonsByProcedure: undefined,
    notWithActivation: undefined,
    setAsSummon: undefined,
    setLock: undefined,
    revealsHand: undefined,
    lpGainAsDamage: undefined,
    lowerLpNoDamage: undefined,
    burnOnDamage: undefined,
    pendulum: undefined,
    summary: undefined,
    leaves: undefined,
    unknown: undefined,
    source: 'inferred',
  };
}

/** A copy of `e` in the same shape (a ● choice's record: `structuredClone` would build another). Its values are deep copies. */
export function copyEffect(e: EffectFacts): EffectFacts {
  const c = effectFacts(e.n, e.kind);
  const from = e as unknown as Record<string, unknown>;
  const to = c as unknown as Record<string, unknown>;
  for (const k in to) if (from[k] !== undefined) to[k] = typeof from[k] === 'object' && from[k] !== null ? structuredClone(from[k]) : from[k];
  return c;
}

/**
 * `e` holds `more` conditions after its own: a new array, as `e.condition = [...(e.condition ?? []), ...more]` made it. One
 * place for every reader that adds a condition (compile time, issue 12): an empty `[]` spread is an array of another kind than
 * a list of conditions, and each reader meeting it for the first time, passes later, threw its optimised code away.
 */
export function addConditions(e: EffectFacts, ...more: Condition[]): void {
  const out: Condition[] = [];
  const had = e.condition;
  if (had !== undefined) for (let i = 0; i < had.length; i++) out.push(had[i]!);
  for (let i = 0; i < more.length; i++) out.push(more[i]!);
  e.condition = out;
}

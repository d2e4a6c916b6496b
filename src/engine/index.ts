/**
 * The engine's entry: a bound scenario → the answer object of output.md (words as `Text`).
 *
 *   game/     the one interpreter of card facts: board (build, clone, move), match (filter, side,
 *             place, condition, activation pattern), triggers, actions (one handler per verb)
 *   chain/    a chain: activation in order, legality as a table of checks, resolution in reverse
 *   window/   the trigger window after a chain or an action: candidates → missed timing → SEGOC → priority
 *   phrases/  the words: rule id + params → sentences (zh-CN, en)
 *   rule-ids  every rule id the engine can emit (test/RULES.md lists each with its test)
 *
 * A chain is resolved (./chain) and handed to the window; an action is performed (./game/perform.ts)
 * and its window opened. Never throws for a valid scenario: what cannot be judged is said in
 * `assumptions`.
 */
import { battlePhaseAgainstPledge, summonPledgeAssumed } from './game/battle-phase-pledge-attack.js';
import type { Text } from '../i18n/text.js';
import type { AnswerEvent, CardRef, ChainAnswer, Window } from '../answer/types.js';
import type { Scenario } from '../scenario/types.js';
import type { Player } from '../cards/facts.js';
import type { Board, ChainResult, EngineEvent } from './types.js';
import { resolveChain } from './chain/resolve.js';
import { isSummon, performAction, performBeforeChain } from './game/perform.js';
import { actionWindow, chainEndWindow, noLinkActivated } from './window/index.js';
import { endPhaseWindow } from './window/end-phase-window.js';
import { warnOwedMandatory } from './window/action-before-chain.js';
import { battlePhaseEndWindow } from './window/battle-phase-end-window.js';
import { arithmetic, durationEnded } from './game/stats.js';
import { levelOf, scaleOf } from './game/levels.js';
import { R, W } from './rule-ids.js';
import { lingeringRules, type ActiveRule } from './game/battle-damage.js';
import { earlierBattleRules, historyEffect, historyTargets } from './game/history.js';
import { say } from './phrases/index.js';
import { damageCauseSaid } from './game/triggers.js';
import { sentences } from './phrases/words.js';
import type { BattleAnswer, CounterLine, LevelLine, LinkAnswer, StatLine } from '../answer/types.js';
import { pushOnce } from './game/state.js';
import { duelEnd, type DuelEnd } from './game/duel-end.js';
import type { AttackAnswer } from '../answer/types.js';
import type { ActionResult } from './types.js';
import type { PerformedCalc } from './chain/damage-calc-performed.js';
import { attackVerdict } from './game/attack-target.js';
import { directOnUnknownField } from './game/attack-when.js';
import { burnOnBattle, type BattleBurn } from './game/burn-on-battle.js';
import { normalDrawAnswer } from './chain/normal-draw.js';
import { playEarlierChains, type PlayedChain } from './chain/then-chain.js';
import { startedIn } from './chain/segoc-binds.js';
import type { EarlierChainAnswer } from '../answer/types.js';
import { t } from '../i18n/text.js';
import { withTurnAssumed } from './chain/turn-assumed.js';
import { withoutMaterialUse } from './game/material-use.js';
import { attackSummonUnwritten, endPhaseSummonUnwritten } from './game/summon-turn-unwritten.js';

/** The attack declaration of an action, judged (./game/attack-target.ts), as the answer shows it. */
function attackAnswer(scenario: Scenario, result: ActionResult): AttackAnswer<Text> {
  const v = result.attack!;
  const a = scenario.action!;
  const ref = (r: string) => cardRef(scenario, result.before, r);
  return { attacker: ref(a.subject), target: a.target ? ref(a.target) : null, legal: v.legal, choices: v.choices.map(ref), direct: v.direct, rules: v.rules, reason: say(v.reason) };
}

export { resolveChain } from './chain/resolve.js';

export function judgeScenario(bound: Scenario): ChainAnswer<Text> {
  // CH-TURN-ASSUMED: no turn written — the turn player the chain needs, decided once for the whole answer.
  const scenario = withTurnAssumed(bound);
  return withBattlePhasePledgeSaid(scenario, withDamageCauseSaid(scenario, withSummonerAssumed(scenario, withFlipAssumed(withUnwrittenSaid(scenario, judgeTurned(scenario))))));
}

/**
 * CH-PLEDGE-BATTLE-PHASE: a Battle Phase written in a turn whose player pledged to conduct none — said in the warnings; (s59,
 * SIT-SUMMON-PLEDGE-BATTLE-PHASE) a summon pledge read from a summon whose way is not written — what was taken, in the assumptions
 * (./game/battle-phase-pledge-attack.ts).
 */
function withBattlePhasePledgeSaid(scenario: Scenario, answer: ChainAnswer<Text>): ChainAnswer<Text> {
  if (!answer.ok) return answer;
  const said = battlePhaseAgainstPledge(scenario);
  // SIT-SUMMON-PLEDGE-BATTLE-PHASE (s59): a summon pledge read from a summon whose way is not written — what was taken, in the assumptions.
  const assumed = summonPledgeAssumed(scenario, answer.attack?.rules.includes(R.SUMMON_PLEDGE_BATTLE_PHASE) === true);
  const warned = said ? { ...answer, warnings: dedupe([...answer.warnings, said]) } : answer;
  return assumed ? { ...warned, assumptions: dedupe([...warned.assumptions, assumed]) } : warned;
}

/**
 * WIN-DAMAGE-CAUSE: a trigger a window offers whose text's cause of the damage (「这张卡的战斗」「「X」怪兽的效果」, or words not read) was
 * not checked — said in the assumptions too, once a card: a broader reading is never stated as a ruling. (Read from the windows' entries.)
 */
function withDamageCauseSaid(scenario: Scenario, answer: ChainAnswer<Text>): ChainAnswer<Text> {
  if (!answer.ok) return answer;
  const entries = [...answer.window.triggers, ...(answer.endPhaseWindow?.triggers ?? [])].filter((t) => t.rules?.includes(W.DAMAGE_CAUSE));
  if (!entries.length) return answer;
  const said: Text[] = [];
  for (const t of entries) {
    const card = scenario.instances.find((i) => i.card.name === t.card.name)?.card;
    for (const e of card?.effects ?? []) {
      const dealt = e.trigger ? damageCauseSaid(e.trigger) : null;
      if (dealt) said.push(say({ rule: W.DAMAGE_CAUSE, params: { card: t.card.name, ...dealt } }));
    }
  }
  return said.length ? { ...answer, assumptions: dedupe([...answer.assumptions, ...said]) } : answer;
}

/**
 * WIN-END-PHASE-FLIPPED-ASSUMED: a Spirit's End Phase return a window names on a `(已反转)` written with no turn was assumed armed by
 * this turn's flip (./window/phase-triggers.ts) — said in the assumptions, once a card. (Read from the windows' entries: no pass over the board.)
 */
function withFlipAssumed(answer: ChainAnswer<Text>): ChainAnswer<Text> {
  if (!answer.ok) return answer;
  const entries = [...answer.window.triggers, ...(answer.endPhaseWindow?.triggers ?? [])].filter((t) => t.rules?.includes(W.END_PHASE_FLIPPED_ASSUMED));
  if (!entries.length) return answer;
  const said = entries.map((t) => say({ rule: W.END_PHASE_FLIPPED_ASSUMED, params: { card: t.card.name } }));
  return { ...answer, assumptions: dedupe([...answer.assumptions, ...said]) };
}

/**
 * WIN-BATTLE-PHASE-END-SUMMONER: a 剑斗兽 trigger at the end of the Battle Phase named on a summoner the situation does not write
 * (./window/phase-triggers.ts) — said in the assumptions, once a card. (Read from the window's entries: no pass over the board.)
 */
function withSummonerAssumed(scenario: Scenario, answer: ChainAnswer<Text>): ChainAnswer<Text> {
  if (!answer.ok || !answer.battlePhaseEndWindow) return answer;
  const said: Text[] = [];
  for (const entry of answer.battlePhaseEndWindow.triggers) {
    if (!entry.rules?.includes(W.BATTLE_PHASE_END_SUMMONER)) continue;
    const effect = scenario.instances.find((i) => i.card.name === entry.card.name)?.card.effects.find((e) => e.n === entry.effect);
    const cond = effect?.condition?.find((c) => c.is === 'exists' && c.filter.self === true && c.filter.summonedBySelf !== undefined);
    const kind = cond?.is === 'exists' ? cond.filter.summonedBySelf : undefined;
    if (kind) said.push(say({ rule: W.BATTLE_PHASE_END_SUMMONER, params: { card: entry.card.name, archetype: kind.archetype ?? null, name: kind.name ?? null, by: null, variant: 'assumed' } }));
  }
  return said.length ? { ...answer, assumptions: dedupe([...answer.assumptions, ...said]) } : answer;
}

/**
 * CUR-UNWRITTEN-SAID: a curated card written in part (`Card.unwritten`: a stand-in's left-out ②) that is a link's card or one the answer's
 * events moved — where an effect its data leaves out could have applied (a summon its ② answers, its once per turn) — is said
 * in the assumptions: what is left out is not judged. (Read only when some listed card is so written: no pass for most chains.)
 */
function withUnwrittenSaid(scenario: Scenario, answer: ChainAnswer<Text>): ChainAnswer<Text> {
  if (!answer.ok || !scenario.instances.some((i) => i.card.unwritten)) return answer;
  const involved = new Set<number>();
  for (const l of answer.links) if (l.card.id !== null) involved.add(l.card.id);
  for (const e of answer.events) for (const c of e.cards) if (c.id !== null) involved.add(c.id);
  const said: Text[] = [];
  const seen = new Set<number>();
  for (const i of scenario.instances) {
    if (!i.card.unwritten || !involved.has(i.card.id) || seen.has(i.card.id)) continue;
    seen.add(i.card.id);
    said.push(say({ rule: R.UNWRITTEN_SAID, params: { card: i.card.name, cardEn: i.card.names.en ?? i.card.name, left: i.card.unwritten } }));
  }
  return said.length ? { ...answer, assumptions: dedupe([...answer.assumptions, ...said]) } : answer;
}

function judgeTurned(scenario: Scenario): ChainAnswer<Text> {
  if (scenario.earlier?.length && scenario.action) return judgeThenAction(scenario);
  if (scenario.earlier?.length) return judgeThenChain(scenario);
  if (scenario.action && scenario.links.length > 0) return judgeActionThenChain(scenario);
  if (scenario.action) {
    const result = performAction(scenario);
    const ended = duelEnd(result.before, result.after);
    // A refused action (its reason is the warning) was not made: no window of it opens — not 「召唤成功时」 for a summon refused.
    // (An attack the rules do not let be declared — its verdict says why — opens no 「攻击宣言时」 window either.)
    const notMade = result.refused || result.attack?.legal === false;
    const window: Window<Text> = ended ? duelOverWindow(ended) : notMade ? { kind: 'none', triggers: [], missedTiming: [], priority: null, notes: [] } : actionWindow(scenario, result);
    const nums = numbers(scenario, result.before, result.after);
    return {
      ok: true,
      turnPlayer: scenario.turnPlayer,
      links: [],
      resolutionOrder: [],
      events: mapEvents(scenario, result.after, result.events),
      window,
      assumptions: dedupe([...scenario.assumptions, ...result.assumptions, ...writtenDirectAssumed(scenario, result.before), ...(nums.battle?.assumptions ?? []), ...attackSummonSaid(scenario, result)]),
      warnings: dedupe([...scenario.warnings, ...result.warnings, ...writtenDirectAttack(scenario, result.before)]),
      ...nums,
      ...(result.attack ? { attack: attackAnswer(scenario, result) } : {}),
      ...gameResult(scenario, ended, result.after, nums.battle),
    };
  }
  const result = resolveChain(scenario);
  const ended = duelEnd(result.before, result.after);
  // `{…} 伤害计算` (issue 16): no chain, no action — only the numbers; no window opens.
  const window: Window<Text> = scenario.links.length === 0 ? { kind: 'none', triggers: [], missedTiming: [], priority: null, notes: [] } : ended ? duelOverWindow(ended) : chainEndWindow(scenario, result);
  // (CH-AFTER-CALC-STEP: the numbers of the calculation that followed the chain, before the step done after it.)
  const nums = numbers(scenario, result.before, result.atCalculation ?? result.after, result.links, result.calculated);
  const later = laterParts(scenario, result);
  return {
    ok: true,
    turnPlayer: scenario.turnPlayer,
    links: result.links,
    resolutionOrder: result.resolutionOrder,
    events: mapEvents(scenario, result.after, result.events),
    window,
    assumptions: dedupe([...standingAssumptions(scenario, result), ...result.assumptions, ...writtenDirectAssumed(scenario, result.before), ...(nums.battle?.assumptions ?? []), ...endPhaseSummonSaid(scenario, result, window, later)]),
    warnings: dedupe([...scenario.warnings, ...result.warnings, ...writtenDirectAttack(scenario, result.before)]),
    ...nums,
    ...withNormalDraw(scenario, result.links),
    ...gameResult(scenario, ended, result.after, result.calculated ? null : nums.battle),
    ...later,
  };
}

/**
 * FD-SUMMON-TURN-UNSTATED (s60): an End Phase asked — the End Phase after the chain (`… 结束阶段`), or a chain in the End Phase — where a
 * monster's 「召唤·反转的回合的结束阶段」 trigger is not named because its summon this turn is not written: said (./game/summon-turn-unwritten.ts).
 * (Not of the next turn's End Phase: this turn's summons arm nothing there.)
 */
function endPhaseSummonSaid(scenario: Scenario, result: ChainResult, window: Window<Text>, later: Pick<ChainAnswer<Text>, 'endPhaseWindow'>): Text[] {
  const asked = scenario.later === 'end-phase' || (scenario.later === undefined && scenario.phase === 'end-phase' && scenario.links.length > 0);
  if (!asked) return [];
  const named = new Set([...window.triggers, ...(later.endPhaseWindow?.triggers ?? [])].map((t) => `${t.controller}:${t.card.name}`));
  return endPhaseSummonUnwritten(scenario, result.after, named);
}

/** FD-SUMMON-TURN-UNSTATED (s60): an attack declared and allowed where the attacker's 「召唤的回合不能攻击」 held only for want of its summon written: said. */
function attackSummonSaid(scenario: Scenario, result: ActionResult): Text[] {
  const a = scenario.action;
  if (a?.verb !== 'attack' || result.attack?.legal !== true) return [];
  const said = attackSummonUnwritten(scenario, result.before.cards[result.before.aliases?.[a.subject] ?? a.subject]);
  return said ? [said] : [];
}

/**
 * SIT-THEN-CHAIN (./chain/then-chain.ts): `C1 … 然后 C1 …` — the chains before the last are played in order; the last is judged
 * from the board and the turn's history they left, and the answer lists what each earlier chain did (`earlierChains`).
 */
function judgeThenChain(scenario: Scenario): ChainAnswer<Text> {
  const { played, prelude, history, armed } = playEarlierChains(scenario);
  const part = earlierPart(played);
  const { earlierChains, earlierWords, earlierWarnings, origin } = part;
  // The Duel ended in an earlier chain: the last is not played.
  if (played.at(-1)!.ended) return endedEarlier(scenario, played, part);
  const last: Scenario = { ...scenario, history, earlier: undefined };
  // (WIN-END-PHASE-ARMED-ON-CHAIN: a Spirit an earlier chain flipped face-up is armed for this End Phase as one this chain flipped.)
  const result: ChainResult = { ...resolveChain(last, prelude), ...(armed.size ? { armedEarlier: armed } : {}) };
  // (A special win or LP reaching 0 is new against the board this chain started from: one met earlier ended the Duel there.)
  const ended = duelEnd(prelude!.before, result.after);
  // WIN-ACTION-BEFORE-CHAIN, chain after chain: the last chain was built in the window the chain before it opened — that chain's events
  // met their triggers before this one, as an action's do (./window/action-before-chain.ts): the window after it reads them first, so a
  // mandatory trigger of that window left off the chain written is listed and said, not dropped in silence (review s59).
  const earlierEvents = noLinkActivated(result) ? [] : prelude!.events;
  const seen: ChainResult = earlierEvents.length ? { ...result, events: [...earlierEvents, ...result.events] } : result;
  const window: Window<Text> = ended ? duelOverWindow(ended) : chainEndWindow(last, seen, earlierEvents.length, true);
  const nums = numbers(last, origin, result.after, result.links, result.calculated);
  return {
    ok: true,
    turnPlayer: scenario.turnPlayer,
    // (A link written where a mandatory trigger of the window the chain before opened was owed says so, as after an action.)
    links: earlierEvents.length ? linksInActionOrder(prelude!, result, played.at(-1)!.window, window, 'chain') : result.links,
    resolutionOrder: result.resolutionOrder,
    events: mapEvents(last, result.after, result.events),
    window,
    assumptions: dedupe([...standingAssumptions(scenario, result), ...earlierWords, ...result.assumptions, ...writtenDirectAssumed(scenario, origin), ...(nums.battle?.assumptions ?? [])]),
    warnings: dedupe([...scenario.warnings, ...earlierWarnings, ...result.warnings, ...writtenDirectAttack(scenario, origin)]),
    ...nums,
    ...gameResult(last, ended, result.after, result.calculated ? null : nums.battle),
    ...laterParts(last, result),
    earlierChains,
  };
}

/**
 * SIT-THEN-ACTION (review s47): `C1 … 然后 表示形式变更 X` — the chains are played in order (as SIT-THEN-CHAIN's), and the action is made on
 * the board and the turn's history they left: a lock one of them left, a monster one of them summoned, are read as on any board.
 */
function judgeThenAction(scenario: Scenario): ChainAnswer<Text> {
  const { played, prelude, history } = playEarlierChains({ ...scenario, action: null });
  const part = earlierPart(played);
  const { earlierChains, earlierWords, earlierWarnings, origin } = part;
  if (played.at(-1)!.ended) return endedEarlier(scenario, played, part);
  const start = prelude!.after;
  const none: Window<Text> = { kind: 'none', triggers: [], missedTiming: [], priority: null, notes: [] };
  const last: Scenario = { ...scenario, history, earlier: undefined };
  const result = performAction(last, start);
  const ended = duelEnd(start, result.after);
  const notMade = result.refused || result.attack?.legal === false;
  const window: Window<Text> = ended ? duelOverWindow(ended) : notMade ? none : actionWindow(last, result);
  const nums = numbers(last, origin, result.after);
  // WIN-ACTION-BEFORE-CHAIN: the chain before left mandatory triggers in its window — they form the next chain before any player
  // acts, so an action written straight after it skips them; said, and the action judged as written.
  const owed = played.at(-1)!.window.triggers.filter((c) => c.mandatory && c.kind !== 'quick').map((c) => c.card.name);
  const skipped = owed.length > 0 ? [say({ rule: W.ACTION_BEFORE_CHAIN, params: { variant: 'action-after', names: [...new Set(owed)] } })] : [];
  return {
    ok: true,
    turnPlayer: scenario.turnPlayer,
    links: [],
    resolutionOrder: [],
    events: mapEvents(last, result.after, result.events),
    window,
    assumptions: dedupe([...scenario.assumptions, ...earlierWords, ...result.assumptions, ...(nums.battle?.assumptions ?? [])]),
    warnings: dedupe([...scenario.warnings, ...earlierWarnings, ...skipped, ...result.warnings]),
    ...nums,
    ...(result.attack ? { attack: attackAnswer(last, result) } : {}),
    ...gameResult(last, ended, result.after, nums.battle),
    earlierChains,
  };
}

/** SIT-THEN-CHAIN: the answers of the chains played before the last part, what they assumed and warned, and the board they started from. */
function earlierPart(played: PlayedChain[]): { earlierChains: EarlierChainAnswer<Text>[]; earlierWords: Text[]; earlierWarnings: Text[]; origin: Board } {
  const earlierChains: EarlierChainAnswer<Text>[] = played.map((p, i) => ({
    n: i + 1,
    links: p.result.links,
    resolutionOrder: p.result.resolutionOrder,
    events: mapEvents(p.scenario, p.result.after, p.result.events),
    window: p.ended ? duelOverWindow(duelEnd(p.result.before, p.result.after)!) : p.window,
    summary: say({ rule: R.THEN_CHAIN, params: thenSummary(p, i + 1) }),
    ...(p.result.delayed.length ? { delayed: p.result.delayed } : {}),
    ...(p.result.lasting.length ? { lasting: p.result.lasting } : {}),
  }));
  return {
    earlierChains,
    earlierWords: played.flatMap((p) => [...p.result.assumptions]),
    earlierWarnings: played.flatMap((p) => [...p.result.warnings]),
    origin: played[0]!.result.before,
  };
}

/** SIT-THEN-CHAIN: the Duel ended in an earlier chain — the last part (a chain or an action) is not played. */
function endedEarlier(scenario: Scenario, played: PlayedChain[], part: ReturnType<typeof earlierPart>): ChainAnswer<Text> {
  const { earlierChains, earlierWords, earlierWarnings, origin } = part;
  const after = played.at(-1)!.result.after;
  const end = duelEnd(played.at(-1)!.result.before, after)!;
  return {
    ok: true,
    turnPlayer: scenario.turnPlayer,
    links: [],
    resolutionOrder: [],
    events: [],
    window: duelOverWindow(end),
    assumptions: dedupe([...scenario.assumptions, ...earlierWords]),
    warnings: dedupe([...scenario.warnings, ...earlierWarnings]),
    ...numbers(scenario, origin, after),
    ...gameResult(scenario, end, after, null),
    earlierChains,
  };
}

/** SIT-THEN-CHAIN: the facts of one earlier chain's summary sentence. */
function thenSummary(p: PlayedChain, n: number): Record<string, unknown> {
  const named = (o: (l: LinkAnswer<Text>) => boolean) => p.result.links.filter(o).map((l) => `C${l.n} ${l.card.name}`);
  const moved: string[] = [];
  for (const key of Object.keys(p.result.after.cards)) {
    const now = p.result.after.cards[key]!;
    const was = p.result.before.cards[key];
    if (was && was.zone !== now.zone && now.card.name && !moved.includes(now.card.name)) moved.push(now.card.name);
  }
  return {
    n,
    resolved: named((l) => l.outcome === 'resolved'),
    negated: named((l) => l.outcome === 'activation-negated' || l.outcome === 'effect-negated'),
    illegal: named((l) => l.outcome === 'illegal'),
    moved,
    ended: p.ended,
  };
}

/**
 * What the chain left for later, as the answer carries it (one place for the three kinds of chain answer): steps delayed to a
 * later phase, changes that last, the End Phase or Standby Phase played after it (`… 结束阶段`, `… 准备阶段`) and their window, and
 * the phases a card skipped.
 */
function laterParts(scenario: Scenario, result: ChainResult): Pick<ChainAnswer<Text>, 'delayed' | 'lasting' | 'endPhase' | 'standbyPhase' | 'battlePhaseEnd' | 'endPhaseWindow' | 'battlePhaseEndWindow' | 'skips'> {
  return {
    ...(result.delayed.length ? { delayed: result.delayed } : {}),
    ...(result.lasting.length ? { lasting: result.lasting } : {}),
    ...(result.endPhase ? { endPhase: result.endPhase } : {}),
    ...(result.standbyPhase ? { standbyPhase: result.standbyPhase } : {}),
    ...(result.battlePhaseEnd ? { battlePhaseEnd: result.battlePhaseEnd } : {}),
    ...endPhaseWindowPart(scenario, result),
    ...battlePhaseEndWindowPart(scenario, result),
    ...skipsAnswer(scenario, result),
  };
}

/** WIN-END-PHASE-STEP: the window after the End Phase steps, when they did something. */
function endPhaseWindowPart(scenario: Scenario, result: ChainResult): Pick<ChainAnswer<Text>, 'endPhaseWindow'> {
  const w = endPhaseWindow(scenario, result);
  return w ? { endPhaseWindow: w } : {};
}

/** WIN-BATTLE-PHASE-END-TRIGGER: `… 战斗阶段结束` — the window of the end of the Battle Phase, when a trigger is met there. */
function battlePhaseEndWindowPart(scenario: Scenario, result: ChainResult): Pick<ChainAnswer<Text>, 'battlePhaseEndWindow'> {
  const w = battlePhaseEndWindow(scenario, result);
  return w ? { battlePhaseEndWindow: w } : {};
}

/** CH-NORMAL-DRAW: the Draw Phase verdict, when the chain holds an effect used instead of the normal draw. */
function withNormalDraw(scenario: Scenario, links: readonly LinkAnswer<Text>[]): Pick<ChainAnswer<Text>, 'normalDraw'> {
  const d = normalDrawAnswer(scenario, links);
  return d ? { normalDraw: d } : {};
}

/**
 * WIN-NO-CHAIN-RESOLVED: the links written after an action all refused, no chain was built — the window is the action's, still open
 * (for a summon whose negation could not be activated, the summon goes on and succeeds: made whole), named so; a refused action opens none.
 */
function actionStillOpen(scenario: Scenario, prelude: ActionResult, inProgress: boolean): { made: ActionResult; window: Window<Text> } {
  if (prelude.refused) return { made: prelude, window: { kind: 'none', triggers: [], missedTiming: [], priority: null, notes: [say({ rule: W.NO_CHAIN_RESOLVED, params: { variant: 'action-refused' } })] } };
  const made = inProgress ? performAction(scenario) : prelude;
  if (made.refused || made.attack?.legal === false) return { made, window: { kind: 'none', triggers: [], missedTiming: [], priority: null, notes: [say({ rule: W.NO_CHAIN_RESOLVED, params: { variant: 'action-refused' } })] } };
  const opened = actionWindow(scenario, made);
  return { made, window: { ...opened, notes: [say({ rule: W.NO_CHAIN_RESOLVED, params: { variant: 'action' } }), ...opened.notes] } };
}

/**
 * Notation form 14: an action, then the chain built in the window it opens. A summon negation as
 * Chain Link 1 answers the summon in progress (the monster is the one being summoned); anything else
 * answers the action's success, performed first. The chain's own end opens the next window.
 */
function judgeActionThenChain(scenario: Scenario): ChainAnswer<Text> {
  const action = scenario.action!;
  const first = scenario.links[0]!;
  const firstCard = scenario.instances.find((i) => i.ref === first.card)?.card;
  // (A ● choice 「以下效果选择1个发动」 is the option the note `[●n]` names, else the one that answers a summon: CH-CHOICE.)
  const group = firstCard && first.effect !== null ? firstCard.effects.filter((e) => e.choiceOf === first.effect) : [];
  const chosen = first.facts.find((f): f is Extract<typeof f, { kind: 'choice' }> => f.kind === 'choice');
  const firstEffect = !firstCard ? undefined : group.length > 1 ? (chosen ? group[chosen.n - 1] : group.find((e) => e.respondsToSummon)) : first.effect !== null ? firstCard.effects.find((e) => e.n === first.effect) : firstCard.effects.find((e) => e.respondsToSummon);
  const inProgress = isSummon(action.verb) && firstEffect?.respondsToSummon !== undefined;
  const performed = performBeforeChain(scenario, inProgress);
  // WIN-ACTION-BEFORE-CHAIN: the action made whole opened its window (on the board right after it), and the chain written was built
  // there — in that window's SEGOC order, without what missed its timing in it: the same rule as for a chain started after a chain
  // (CH-SEGOC-ORDER-BINDS, WIN-MISS-WHEN, ../chain/segoc-binds.ts), so the same verdict. A summon in progress, or an action refused,
  // opens no window yet.
  const opened = !inProgress && !performed.refused && performed.attack?.legal !== false && performed.events.length ? actionWindow(scenario, performed) : null;
  const prelude: ActionResult = opened ? { ...performed, ...startedIn(opened) } : performed;
  const links = inProgress && first.targets.length === 0 ? [{ ...first, targets: [action.subject] }, ...scenario.links.slice(1)] : scenario.links;
  // CH-DIRECT-DAMAGE-ACTION: the chain after a direct attack's damage is built after damage calculation (伤害计算后), whatever step of
  // the Battle Phase was written; the battle is over — its damage is among the events, not calculated again on the chain's board.
  const direct = action.verb === 'direct-attack';
  const chained: Scenario = { ...scenario, links, ...(direct && !prelude.refused ? { phase: 'after-damage-calculation' } : {}) };
  const resolved = resolveChain(chained, prelude);
  // WIN-NO-CHAIN-RESOLVED: no link could be activated — no chain was built, and the window the action opened is the one still open.
  const unanswered = noLinkActivated(resolved) ? actionStillOpen(scenario, prelude, inProgress) : null;
  const made = unanswered?.made ?? prelude;
  const result: ChainResult = unanswered ? { ...resolved, events: [], after: made.after } : resolved;
  const ended = duelEnd(made.before, result.after);
  // WIN-SUMMON-NEGATED: a summon negation's chain ends where the summon waited — the cards its tributes and materials moved before it
  // (seed 000 召唤的处理 ②: mandatory triggers met then activate in the window after the summon) meet their triggers there,
  // the summon negated or not: the window reads those moves with the chain's.
  // WIN-ACTION-BEFORE-CHAIN: any other action — a summon made whole, a Set and its tributes, an attack declaration, a destruction, a
  // discard — was made before the chain built in the window it opened: its events met their triggers before the chain, and the window
  // after it reads them too, as the action's (./window/action-before-chain.ts). One rule for every action kind, so none is listed here.
  const before = !unanswered && !prelude.refused && !inProgress && prelude.events.length ? prelude.events : [];
  // WIN-USED-AS-MATERIAL (s59): a summon the chain negated used no material — its materials' moves no longer say a summon used them.
  const negated = inProgress && result.links[0]?.outcome === 'resolved' && result.links[0].rules.includes(R.SUMMON_NEGATED);
  const waited = negated ? withoutMaterialUse(prelude.events) : prelude.events;
  const seen: ChainResult = (inProgress || before.length) && prelude.events.length ? { ...result, events: [...waited, ...result.events] } : result;
  const window: Window<Text> = ended ? duelOverWindow(ended) : unanswered ? unanswered.window : chainEndWindow(chained, seen, inProgress ? 0 : before.length);
  const nums = numbers(scenario, made.before, direct ? { ...result.after, attack: null } : result.after, result.links, result.calculated);
  return {
    ok: true,
    turnPlayer: scenario.turnPlayer,
    links: before.length && opened ? linksInActionOrder(prelude, result, opened, window) : result.links,
    resolutionOrder: result.resolutionOrder,
    events: [...mapEvents(scenario, made.after, made.events), ...mapEvents(scenario, result.after, result.events)],
    window,
    assumptions: dedupe([...scenario.assumptions, ...prelude.assumptions, ...result.assumptions, ...writtenDirectAssumed(scenario, prelude.before), ...(nums.battle?.assumptions ?? [])]),
    warnings: dedupe([...scenario.warnings, ...prelude.warnings, ...result.warnings, ...writtenDirectAttack(scenario, prelude.before)]),
    ...nums,
    ...gameResult(scenario, ended, result.after, result.calculated ? null : nums.battle),
    ...laterParts(scenario, result),
  };
}

/**
 * WIN-ACTION-BEFORE-CHAIN: the chain after an action made whole was built in the window the action opened (`opened`) — its links in
 * that window's SEGOC order (a link out of it was refused: CH-SEGOC-ORDER-BINDS), every mandatory effect the window placed among them;
 * a link written where a mandatory one left off belonged says so (./window/action-before-chain.ts). `by: 'chain'`: the window was the
 * one the chain before opened (`然后`, review s59), said so.
 */
function linksInActionOrder(prelude: ActionResult, result: ChainResult, opened: Window<Text>, window: Window<Text>, by: 'action' | 'chain' = 'action'): LinkAnswer<Text>[] {
  const listed = window.triggers.filter((c) => c.rules?.includes(W.ACTION_BEFORE_CHAIN));
  // (A link's card listed in the situation has two refs — the link's and the situation's —, aliased on the chain's boards.)
  const aliases: Record<string, string> = { ...(prelude.after.aliases ?? {}), ...(result.before.aliases ?? {}), ...(result.after.aliases ?? {}) };
  const canon = (ref: string) => {
    let r = ref;
    for (let i = 0; i < 4 && aliases[r] !== undefined && aliases[r] !== r; i++) r = aliases[r]!;
    return r;
  };
  return warnOwedMandatory(result.links, opened.triggers, listed, canon, by);
}

/**
 * CH-ATTACK-DIRECT: the situation's attack written without a target (`攻击:X`) is a direct attack, and its
 * damage calculation is made as one. When the rules would not have let that monster attack directly (the
 * opponent controls a monster and it has no 「可以直接攻击」, or it cannot attack at all), the answer says so
 * and how to name the target, rather than quietly calculating a direct attack that could not be declared.
 * An attack declared as the action (`A:X 攻击`) is judged in the answer's `attack` instead.
 */
function writtenDirectAttack(scenario: Scenario, before: Board): Text[] {
  const at = before.attack;
  if (!at || at.target !== null || scenario.action?.verb === 'attack') return [];
  const v = attackVerdict(before, at.attacker, null);
  return v.legal ? [] : [say({ rule: 'attack:written-direct', params: { verdict: say(v.reason) } })];
}

/**
 * CH-ATTACK-DIRECT: the situation's attack written without a target (`攻击:X`), calculated as a direct attack because the
 * opponent's field holds no monster, on an opponent's field the situation does not list — said as the reading taken, as for
 * an attack declared as the action (./game/attack-when.ts). Nothing to do for an attack with a target.
 */
function writtenDirectAssumed(scenario: Scenario, before: Board): Text[] {
  const at = before.attack;
  if (!at || at.target !== null || scenario.action?.verb === 'attack') return [];
  const by = before.cards[at.attacker]?.controller;
  if (!by) return [];
  const said = directOnUnknownField(attackVerdict(before, at.attacker, null), by === 'A' ? 'B' : 'A', new Set(scenario.knownZones.map((z) => `${z.player}:${z.zone}`)));
  return said ? [said] : [];
}

/**
 * CH-LP-ZERO / CH-SPECIAL-WIN: the Duel ended in this chain or action — no window opens after it (no trigger, no
 * priority), and the answer says so instead of listing what would have come next.
 */
function duelOverWindow(end: DuelEnd): Window<Text> {
  return { kind: 'none', triggers: [], missedTiming: [], priority: null, notes: [duelOverNote(end)] };
}

function duelOverNote(end: DuelEnd): Text {
  return end.reason === 'deck-out'
    ? say({ rule: R.DECK_OUT, params: { players: end.losers } })
    : end.reason === 'lp-zero'
    ? say({ rule: 'window:duel-over', params: { players: end.losers, wins: end.wins.map((w) => w.name) } })
    : say({ rule: 'window:duel-won', params: { winner: end.winner, cards: end.wins.map((w) => w.name) } });
}

/**
 * The answer's `gameResult` (issue 16): how the Duel ended, when it did — in the chain or action, or by the battle
 * damage of the situation's attack bringing a player's LP to 0 (both at once: a draw).
 */
function gameResult(scenario: Scenario, ended: DuelEnd | null, after: Board, battle: BattleAnswer<Text> | null): Pick<ChainAnswer<Text>, 'gameResult'> {
  let end = ended;
  if (!end && battle) {
    const losers = (['A', 'B'] as const).filter((p) => after.lp[p] !== null && after.lp[p]! > 0 && battle.damage[p] >= after.lp[p]!);
    if (losers.length) end = { winner: losers.length === 2 ? 'draw' : losers[0] === 'A' ? 'B' : 'A', reason: 'lp-zero', losers, wins: [], rules: losers.length === 2 ? [R.LP_ZERO, R.DUEL_DRAW] : [R.LP_ZERO] };
  }
  if (!end) return {};
  return {
    gameResult: {
      winner: end.winner,
      by: end.reason,
      losers: end.losers,
      cards: end.wins.filter(() => end!.reason === 'special-win').map((w) => cardRef(scenario, after, w.ref)),
      rules: end.rules,
      reason: duelOverNote(end),
    },
  };
}

/** A card reference for an event: from the scenario's instance, else from the board (a card the user did not name). */
export function cardRef(scenario: Scenario, board: Board, ref: string, then?: Player | null): CardRef {
  const inst = scenario.instances.find((i) => i.ref === ref);
  const bc = board.cards[board.aliases?.[ref] ?? ref];
  // `then`: its controller when the event happened (an event names the card as it was then).
  const now = then ?? bc?.controller;
  if (inst) return { id: inst.card.id, name: inst.card.name, controller: now ?? inst.controller, ref };
  if (bc && bc.card.id) return { id: bc.card.id, name: bc.card.name, controller: now ?? null, ref };
  return { id: null, name: bc?.card.name || '?', controller: now ?? null, ref };
}

/** The summon kinds an event names by `summonKind` (Fusion and Ritual keep their own flags, `fusion`/`ritual`, from before). */
const EXTRA_KINDS = ['synchro', 'xyz', 'link'] as const;

export function mapEvents(scenario: Scenario, board: Board, events: EngineEvent[]): AnswerEvent[] {
  return events.map((e) => {
    const cards = e.cards.map((r, i) => cardRef(scenario, board, r, e.controllers?.[i]));
    // (Issue 10: two literals, zoneBy last when there is one — not a spread of an empty object per event.)
    // (WIN-TRIBUTED: cards sent to the GY by being tributed say so — 解放, not 送去墓地.)
    if (e.tributed && e.type === 'sent-to-gy') return e.unnamed && !cards.length ? { type: e.type, cards, link: e.link, player: e.player, amount: e.amount, cause: e.cause, tributed: true, unnamed: e.unnamed } : { type: e.type, cards, link: e.link, player: e.player, amount: e.amount, cause: e.cause, tributed: true };
    // (CH-TOKEN-VANISHES: Tokens "returned" to the hand or Deck vanished — said so.)
    // (A Ritual Summon by an effect says so — 仪式召唤, not only 特殊召唤.)
    if (e.type === 'special-summoned' && e.summonedAs?.includes('ritual-summoned')) return { type: e.type, cards, link: e.link, player: e.player, amount: e.amount, cause: e.cause, ritual: true };
    // (s60: a Fusion Summon — by a card's effect whose text Fusion Summons, or by its procedure — says so too: 融合召唤, not only 特殊召唤.)
    if (e.type === 'special-summoned' && e.summonedAs?.includes('fusion-summoned')) return { type: e.type, cards, link: e.link, player: e.player, amount: e.amount, cause: e.cause, fusion: true };
    // (WIN-SUMMON-HOW, s61: a Synchro, Xyz or Link Summon — by an effect whose text names it, or by its procedure — says its kind as well: 同调召唤, not only 特殊召唤.)
    const kind = e.type === 'special-summoned' ? EXTRA_KINDS.find((k) => e.summonedAs?.includes(`${k}-summoned`)) : undefined;
    if (kind) return { type: e.type, cards, link: e.link, player: e.player, amount: e.amount, cause: e.cause, summonKind: kind };
    // (CH-BANISH-FACE-DOWN-SAID: a face-down banish says face-down — 里侧表示除外, not only 除外.)
    if (e.faceDown && e.type === 'banished') return e.unnamed && !cards.length ? { type: e.type, cards, link: e.link, player: e.player, amount: e.amount, cause: e.cause, faceDown: true, unnamed: e.unnamed } : { type: e.type, cards, link: e.link, player: e.player, amount: e.amount, cause: e.cause, faceDown: true };
    if (e.vanished) return { type: e.type, cards, link: e.link, player: e.player, amount: e.amount, cause: e.cause, vanished: true };
    // (CH-COST-UNNAMED-SAID: a cost's cards not listed, said by what the cost names.)
    if (e.unnamed && !cards.length) return { type: e.type, cards, link: e.link, player: e.player, amount: e.amount, cause: e.cause, unnamed: e.unnamed };
    return e.zoneBy
      ? { type: e.type, cards, link: e.link, player: e.player, amount: e.amount, cause: e.cause, zoneBy: e.zoneBy }
      : { type: e.type, cards, link: e.link, player: e.player, amount: e.amount, cause: e.cause };
  });
}

/**
 * Issue 16 (攻守计算): the answer's ATK/DEF lines, the damage calculation of the situation's attack and
 * the LP after the chain or action — all computed by ./game/stats.ts, put into words here.
 */
function numbers(scenario: Scenario, before: Board, chainEnd: Board, links: readonly LinkAnswer<Text>[] = [], calculated?: PerformedCalc): { stats: StatLine<Text>[]; battle: BattleAnswer<Text> | null; lp: Board['lp']; counters?: CounterLine[]; levels?: LevelLine<Text>[] } {
  // CH-STAT-DURATION-END: `… 回合结束后` / `… 伤害计算后` — the numbers once the changes lasting until then have stopped.
  const later = scenario.later && scenario.later !== 'end-phase' && scenario.later !== 'standby-phase' && scenario.later !== 'next-end-phase' && scenario.later !== 'battle-phase-end' ? durationEnded(chainEnd, scenario.later) : null;
  const after = later?.board ?? chainEnd;
  const ar = arithmetic(before, after, (r) => cardRef(scenario, after, r), after.attack ? lingeringBattleRules(scenario, links, after) : []);
  const stats = ar.stats.map(({ ref: key, card, now, before: was, stated, own }): StatLine<Text> => {
    const endedHere = later !== null && later.ended.includes(key);
    const rules = [...new Set([...(now.atk?.rules ?? []), ...(now.def?.rules ?? []), ...(endedHere ? [R.STAT_DURATION_END] : [])])];
    const line0 = say({ rule: 'stats:line', params: { card: card.name, atk: now.atk?.value ?? null, def: now.def?.value ?? null, originalAtk: now.atk?.original ?? null, originalDef: now.def?.original ?? null, beforeAtk: was?.atk?.value ?? null, beforeDef: was?.def?.value ?? null } });
    const endNote = endedHere ? say({ rule: 'stats:duration-end', params: { card: card.name, moment: scenario.later } }) : null;
    const line = endNote ? t(line0.zh + endNote.zh, `${line0.en} ${endNote.en}`) : line0;
    // (CH-STAT-OWN-NEGATED: `攻+700#2` names the effect that made the change — the note says so instead of "not given".)
    const statedNote = stated ? say({ rule: 'stats:stated', params: { card: card.name, own: own ?? null } }) : null;
    const reason0 = statedNote ? t(line.zh + statedNote.zh, `${line.en} ${statedNote.en}`) : line;
    // CH-EQUIP-NEGATED-STATS: the equip cards whose changes are off while negated are named.
    const offCards = rules.includes(R.EQUIP_NEGATED_STATS) ? [...new Set((after.cards[key]?.stats ?? []).filter((m) => m.negated).map((m) => after.cards[m.source]).filter((c) => c !== undefined))] : [];
    const offNote = offCards.length ? say({ rule: R.EQUIP_NEGATED_STATS, params: { monster: card.name, equips: offCards.map((c) => c.card.name), unusable: offCards.every((c) => c.states.includes('cannot-use')) } }) : null;
    const reason = offNote ? t(reason0.zh + offNote.zh, `${reason0.en} ${offNote.en}`) : reason0;
    return {
      card,
      atk: now.atk?.value ?? null,
      def: now.def?.value ?? null,
      originalAtk: now.atk?.original ?? null,
      originalDef: now.def?.original ?? null,
      before: { atk: was?.atk?.value ?? null, def: was?.def?.value ?? null },
      rules,
      reason,
    };
  });
  // CH-DAMAGE-CALC-PERFORMED: a link performed the damage calculation as it resolved — the battle is that one, already over.
  const b = calculated?.outcome ?? ar.battle;
  const ref = (r: string) => cardRef(scenario, after, r);
  // CH-BURN-ON-DAMAGE: the damage a 「每次…用战斗·效果给与对方伤害」 holder adds to this battle's damage (./game/burn-on-battle.ts).
  const burns = b ? burnOnBattle(after, b) : [];
  const battle: BattleAnswer<Text> | null = b
    ? {
        attacker: ref(b.attacker),
        target: b.target ? ref(b.target) : null,
        attackerValue: b.attackerValue,
        targetValue: b.targetValue,
        targetPosition: b.targetPosition,
        damage: b.damage,
        ...(b.gain.A || b.gain.B ? { gain: b.gain } : {}),
        ...(b.changedBy.length ? { changedBy: b.changedBy } : {}),
        destroyed: b.destroyed.map(ref),
        ...(b.replaced.length ? { replaced: b.replaced.map((x) => ({ card: ref(x.ref), by: x.by, instead: x.instead.map(ref), ...(x.pays ? { pays: x.pays } : {}) })) } : {}),
        ...(b.selfDestroyed?.length ? { selfDestroyed: b.selfDestroyed.map(ref) } : {}),
        ...(b.assumed || b.narrowest || b.onceZero || b.unknownZero || b.replaced.some((x) => x.linked === 'assumed') ? { assumptions: [...(b.assumed ?? []).map((n) => say({ rule: 'battle:proof-assumed', params: { ...n } })), ...(b.narrowest ?? []).map((n) => say({ rule: R.BATTLE_DAMAGE_ORDER, params: { ...n } })), ...(b.onceZero ?? []).map((card) => say({ rule: R.DAMAGE_ZERO_STANDING, params: { card, player: null, variant: 'once-assumed' } })), ...(b.unknownZero ?? []).map((card) => say({ rule: R.BATTLE_ZERO_SUMMON_TURN, params: { card } })), ...b.replaced.filter((x) => x.linked === 'assumed').flatMap((x) => x.instead.map((m) => say({ rule: R.REPLACE_DESTROY_LINKED, params: { name: null, card: x.by, monster: ref(m).name } })))] } : {}),
        rules: burns.length ? [...b.rules, R.BURN_ON_DAMAGE] : b.rules,
        reason: battleReason(b, ref, say({ rule: 'stats:battle', params: { attacker: ref(b.attacker).name, target: b.target ? ref(b.target).name : null, atk: b.attackerValue, value: b.targetValue, position: b.targetPosition, damageA: b.damage.A, damageB: b.damage.B, destroyed: b.destroyed.map((r) => ref(r).name), spared: b.spared.map((s) => ({ name: ref(s.ref).name, by: s.by })), changedBy: b.changedBy, gainA: b.gain.A, gainB: b.gain.B, replaced: b.replaced.map((x) => ({ name: ref(x.ref).name, by: x.by, instead: x.instead.map((r) => ref(r).name), pays: x.pays ?? null })), offered: b.offered.map((x) => ({ name: ref(x.ref).name, by: x.by })), cannot: b.cannotReplace.map((x) => ({ name: ref(x.ref).name, by: x.by, ...(x.linked ? { linked: true } : {}), ...(x.negated ? { negated: true } : {}), ...(x.lpShort ? { lpShort: x.lpShort } : {}) })) } }), burns),
      }
    : null;
  const counters = counterLines(before, chainEnd, ref);
  const levels = levelLines(after, ref);
  return { stats, battle, lp: { ...after.lp }, ...(counters.length ? { counters } : {}), ...(levels.length ? { levels } : {}) };
}

/** CH-LEVEL-ARITH: the level or Rank of each monster on the field, the Scale of each Pendulum card, whose level or Scale the situation states changed (./game/levels.ts). */
function levelLines(after: Board, ref: (r: string) => LevelLine['card']): LevelLine<Text>[] {
  const out: LevelLine<Text>[] = [];
  // (Issue 10: a loop over the keys, no array of every card.)
  for (const key in after.cards) {
    const c = after.cards[key]!;
    if ((c.zone !== 'monster' && c.zone !== 'spell') || !c.levels?.length) continue;
    const values = [c.zone === 'monster' && c.levels.some((m) => !m.scale) ? levelOf(c) : null, c.levels.some((m) => m.scale) ? scaleOf(c) : null];
    for (const l of values) {
      if (!l) continue;
      const card = ref(c.ref);
      out.push({ card, kind: l.kind, value: l.value, printed: l.printed, rules: l.rules, reason: say({ rule: 'levels:line', params: { card: card.name, kind: l.kind, value: l.value, printed: l.printed, ownNegated: l.rules.includes(R.LEVEL_OWN_NEGATED) } }) });
    }
  }
  return out;
}

/** CNT-PLACE: each kind of counter whose count on a face-up card on the field changed from the situation to the chain's end. */
function counterLines(before: Board, after: Board, ref: (r: string) => CounterLine['card']): CounterLine[] {
  const out: CounterLine[] = [];
  // Issue 10: a loop over the keys (no array of every card), and a card that holds no counters and held none is passed over
  // before the Set of kinds and its two arrays are made (nearly every card).
  for (const key in after.cards) {
    const c = after.cards[key]!;
    const was = before.cards[c.ref];
    if (c.counters === undefined && was?.counters === undefined) continue;
    const same = was !== undefined && was.zone === c.zone && was.faceUp === c.faceUp;
    // CNT-LEAVE: a card that left its zone or turned face-down holds none of the counters it had.
    const kinds = new Set([...Object.keys(c.counters ?? {}), ...Object.keys(was?.counters ?? {})]);
    for (const kind of kinds) {
      const now = c.counters?.[kind] ?? 0;
      const then = was?.counters?.[kind] ?? (was?.counters && same ? 0 : same ? null : 0);
      const had = was?.counters?.[kind];
      if (!same && had !== undefined && had > 0) out.push({ card: ref(c.ref), kind, before: had, now });
      else if (same && then !== now) out.push({ card: ref(c.ref), kind, before: then, now });
      else if (!same && now > 0) out.push({ card: ref(c.ref), kind, before: 0, now });
    }
  }
  return out;
}

/**
 * CH-BATTLE-DAMAGE-ORDER: the battle-damage changes activated effects left for the turn — earlier this turn
 * (`本回合:`, not negated) and in the chain just judged (the links that resolved; a change 「这次战斗」 only
 * there, the chain being in this battle).
 */
function lingeringBattleRules(scenario: Scenario, links: readonly LinkAnswer<Text>[], board: Board): ActiveRule[] {
  const out: ActiveRule[] = earlierBattleRules(scenario.history, board);
  for (const l of links) {
    if (l.outcome !== 'resolved') continue;
    const card = scenario.instances.find((i) => i.ref === l.card.ref)?.card;
    if (!card) continue;
    const pool = card.effects.filter((e) => !e.pendulum);
    const e = l.effect !== null ? (pool.find((x) => x.n === l.effect) ?? null) : (card.effects.find((x) => x.kind === 'activation') ?? (pool.length === 1 ? pool[0]! : null));
    out.push(...lingeringRules(card, e, l.controller, l.card.ref, l.targets.flatMap((t) => (t.ref ? [t.ref] : [])), true));
  }
  return out;
}

/**
 * CH-PICK-SIDE: the situation's assumptions without the lines naming a noted card as the one a link picks when the engine set that
 * note aside (it says the card is not one the link may pick): the two would stand side by side, the first no longer true.
 */
function standingAssumptions(scenario: Scenario, result: Pick<ChainResult, 'notesSetAside'>): Text[] {
  const aside = result.notesSetAside;
  if (!aside?.length || !scenario.chosenNoteLines?.length) return scenario.assumptions;
  const withdrawn = new Set(scenario.chosenNoteLines.filter((x) => aside.some((a) => a.link === x.link && a.card === x.card)).map((x) => x.line));
  return scenario.assumptions.filter((line) => !withdrawn.has(line));
}

/** The list without repeated sentences (first kept), by the same test as ./game/state.ts `pushOnce`. */
function dedupe(list: Text[]): Text[] {
  const out: Text[] = [];
  for (const x of list) pushOnce(out, x);
  return out;
}

/** CH-LEAVES-APPLIES: the Battle Phases cards skipped as they left the field, for the answer. */
function skipsAnswer(scenario: Scenario, result: ChainResult): Pick<ChainAnswer<Text>, 'skips'> {
  if (!result.skips?.length) return {};
  return {
    skips: result.skips.map((s) => {
      const card = cardRef(scenario, result.after, s.ref);
      return { card, player: s.player, link: s.link, rules: s.rules, reason: say({ rule: R.LEAVES_APPLIES, params: { card: card.name, player: s.player, link: s.link } }) };
    }),
  };
}

/** The battle's sentence, and the self-destructions after it (CH-SELF-DESTRUCT-BATTLE). */
function battleReason(b: { selfDestroyed?: string[]; rules?: readonly string[] }, ref: (r: string) => { name: string }, text: Text, burns: readonly BattleBurn[] = []): Text {
  // CH-BATTLE-BY-ORIGINAL: the calculation compared the original values.
  const original = b.rules?.includes(R.BATTLE_BY_ORIGINAL) ? sentences([text, say({ rule: 'stats:battle-by-original', params: {} })]) : text;
  // CH-BURN-ON-DAMAGE: what the battle damage sets off at the same moment.
  const burnText = (x: BattleBurn): Text => { const w = say({ rule: R.BURN_ON_DAMAGE, params: { card: { name: x.card }, player: x.player, amount: x.amount } }); return t(`${w.zh}（不入连锁）。`, `${w.en} (on no chain).`); };
  const first = burns.length ? sentences([original, ...burns.map(burnText)]) : original;
  if (!b.selfDestroyed?.length) return first;
  return sentences([first, say({ rule: 'stats:battle-self-destruct', params: { cards: b.selfDestroyed.map((r) => ref(r).name) } })]);
}

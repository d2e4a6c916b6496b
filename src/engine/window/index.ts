/**
 * Trigger windows (时点): what may start the next chain after a chain or an action.
 *
 * - `chainEndWindow`: at the end of a chain, continuous effects that start applying apply first,
 *   Spells/Traps that cannot stay on the field go to the GY by rule, then the window opens (./open.ts).
 * - `actionWindow`: the window an action of notation form 8 opens, once ../game/perform.ts has
 *   performed it on the board.
 */
import { actionSummonedByEffect } from '../chain/summon-without-window.js';
import type { Text } from '../../i18n/text.js';
import type { Player } from '../../cards/facts.js';
import type { Window, WindowKind } from '../../answer/types.js';
import type { Scenario } from '../../scenario/types.js';
import type { ActionResult, Board, ChainResult, EngineEvent } from '../types.js';
import { openWindow } from './open.js';
import { isField } from '../game/board.js';
import { leavesAfterChain } from '../game/on-chain.js';
import { attackerStopped } from '../game/attack-stops.js';
import { damageCalculationOver, isBattlePhase, isDamageStep, isHandSizeAdjustment } from '../game/phase.js';
import { isSummon } from '../game/perform.js';
import { sideMatches } from '../game/match.js';
import { opponent } from '../../scenario/types.js';
import { R, W } from '../rule-ids.js';
import { say } from '../phrases/index.js';
import { attackAllowance, attackVerdict } from '../game/attack-target.js';
import { withLinkUnaffected } from './replay-freed.js';
import { summonedOnField } from '../game/actions.js';

export { openWindow } from './open.js';

/** The window that opens when the chain of `result` has fully resolved. */
export function chainEndWindow(scenario: Scenario, result: ChainResult, actionEvents = 0, beforeChain = false): Window<Text> {
  const opened = chainEndWindowOpened(scenario, result, actionEvents, beforeChain);
  return noChainResolved(result, opened) ?? afterHandSizeChain(scenario, result, opened) ?? opened;
}

/** WIN-NO-CHAIN-RESOLVED: true when links were written and none of them could be activated — no chain was built. */
export function noLinkActivated(result: ChainResult): boolean {
  return result.links.length > 0 && result.links.every((l) => l.outcome === 'illegal');
}

/**
 * WIN-NO-CHAIN-RESOLVED (seed 000:27 — the window comes after each chain's resolution): a chain whose every link could not be activated
 * was never built, so no chain resolved and no 「连锁处理结束后的时点」 opens — the window is named as what it is ('no-chain'), without the
 * chain-end order (continuous effects first, Spells/Traps to the GY), and the game stands as before. (With an action before it, ../index.ts
 * gives the action's own window instead.)
 */
function noChainResolved(result: ChainResult, window: Window<Text>): Window<Text> | null {
  // (A time with no window at all — between two turns, WIN-BETWEEN-TURNS — stays none.)
  if (!noLinkActivated(result) || window.kind === 'none') return null;
  return { ...window, kind: 'no-chain', notes: [say({ rule: W.NO_CHAIN_RESOLVED, params: {} }), ...window.notes], background: [] };
}

/**
 * WIN-HAND-SIZE-ONE-CHAIN (rules reference docs/c03/诱发类效果.rst:458–459): after the End Phase's hand-size adjustment only one chain
 * can be built, and once it resolves no chain is started again — a trigger its resolution met (a summon it made meeting 「特殊召唤成功时」)
 * can no longer be activated, and no player may start one with a quick effect. So the window after a chain in `阶段:手卡调整` offers
 * nothing and gives no one priority; what it would have offered is named. (A chain with no link activated was no chain: the window
 * is judged as ever.)
 */
function afterHandSizeChain(scenario: Scenario, result: ChainResult, window: Window<Text>): Window<Text> | null {
  if (!isHandSizeAdjustment(scenario.phase) || !result.links.some((l) => l.outcome !== 'illegal')) return null;
  const cards = [...new Set(window.triggers.map((c) => c.card.name))];
  return { ...window, triggers: [], missedTiming: [], priority: null, notes: [...chainEndNotes(result), say({ rule: W.HAND_SIZE_ONE_CHAIN, params: { cards } })], background: [] };
}

/**
 * `actionEvents`: the first events of `result` are an action's, made before the chain (WIN-ACTION-BEFORE-CHAIN) — or, `beforeChain`, those
 * of the chain resolved before this one (`然后`).
 */
function chainEndWindowOpened(scenario: Scenario, result: ChainResult, actionEvents: number, beforeChain: boolean): Window<Text> {
  const window = openWindow({
    scenario,
    kind: 'chain-end',
    events: result.events,
    before: result.before,
    after: result.after,
    chain: result,
    actionVerb: null,
    tributes: [],
    ...(actionEvents > 0 ? { actionEvents, ...(beforeChain ? { beforeChain } : {}) } : {}),
  });
  return {
    ...window,
    notes: [...chainEndNotes(result), ...summonChainNotes(result, summonedOnField(scenario), scenario), ...window.notes, ...attackNotes(scenario, result)],
    // WIN-BETWEEN-TURNS: between two turns no window follows the chain; the chain-end order would say one does.
    background: scenario.phase === 'between-turns' ? window.background ?? [] : [chainEndBackground(), ...(window.background ?? [])],
  };
}

/**
 * A chain started by a summon negation (seed 000 召唤的处理 ④): its end is where the summon was
 * waiting. Negated summon (情况B): the failed-summon window; negation negated or doing nothing
 * (情况A): the summon succeeds, and this window is also its success window.
 */
export function summonChainNotes(result: ChainResult, onField = false, scenario?: Scenario): Text[] {
  const first = result.links[0];
  if (!first || first.legal === false) return [];
  if (first.rules.includes(R.SUMMON_NEGATION_NEGATED)) {
    return [say({ rule: R.SUMMON_NEGATION_NEGATED, params: { variant: 'window' } })];
  }
  if (first.outcome === 'resolved' && first.rules.includes(R.SUMMON_NEGATED)) {
    return [say({ rule: W.SUMMON_NEGATED, params: { variant: onField ? 'on-field' : 'chain', ...tributesWritten(scenario, result.before) } })];
  }
  return [];
}

/**
 * WIN-SUMMON-NEGATED / WIN-SUMMON-NEGATION (s57): what the window may say of the summon's tributes — only what was written. The
 * tributes written (`解放 Y`, or a procedure's `素材 Y`: `materials`) that have a trigger, by name; none written for a summon that
 * needs them (the binder's `untributed`: assumed) — `unknown`, their triggers not judged; none at all — nothing said of tributes.
 */
export function tributesWritten(scenario: Scenario | undefined, board: Board): { tributes: string[]; unknown: boolean; materials: boolean } {
  const action = scenario?.action;
  if (!action) return { tributes: [], unknown: false, materials: false };
  // (Named only when it has a trigger to meet: a Token or a Normal Monster tributed has none — it is no example of one.)
  const tributes = action.tributes.flatMap((r) => {
    const c = board.cards[r];
    return c && c.card.effects.some((e) => e.trigger !== undefined) ? [c.card.name] : [];
  });
  const tributing = action.verb === 'tribute-summon' || action.untributed !== undefined;
  return { tributes, unknown: action.tributes.length === 0 && action.untributed !== undefined && action.untributed.fewest > 0, materials: !tributing && tributes.length > 0 };
}

/**
 * A chain during an attack: when it ends, an attacker that can no longer attack (changed to defence
 * position, gone from the field) stops its attack (攻击中止); a target gone from the field means a
 * replay (战斗回卷), after which "when an attack is declared" effects can no longer be activated.
 * A replay also follows any change in the number of the defending player's monsters during the chain
 * (one left, or one was special summoned there) — WIN-REPLAY-COUNT, rules reference
 * docs/c03/战斗阶段流程.rst:319. Replays happen only in the battle step: in the damage step a target
 * gone ends the battle with no damage calculation (:363–366).
 */
export function attackNotes(scenario: Scenario, result: ChainResult): Text[] {
  const attack = result.after.attack ?? scenario.attack;
  if (!attack) return [];
  const aliases = { ...(result.before.aliases ?? {}), ...(result.after.aliases ?? {}) };
  const card = (ref: string) => result.after.cards[aliases[ref] ?? ref] ?? result.after.cards[ref];
  const attacker = card(attack.attacker);
  const notes: Text[] = [];
  // CH-DAMAGE-CALC-PERFORMED: a link performed the damage calculation — that battle is over: no replay, no stop; the chain
  // ended after damage calculation, and the monsters it destroyed went to the GY at the end of the damage step.
  const calc = result.calculated;
  if (calc) {
    const name = (r: string) => card(r)?.card.name ?? r;
    notes.push(say({ rule: R.DAMAGE_CALC_PERFORMED, params: { by: calc.link, attacker: name(calc.outcome.attacker), target: calc.outcome.target ? name(calc.outcome.target) : null, destroyed: calc.outcome.destroyed.map(name) } }));
    return notes;
  }
  // WIN-REPLAY (rules reference docs/c03/战斗阶段流程.rst:363–366): after damage calculation (伤害计算后, 伤害步骤结束时) the battle's
  // calculation has been made — a monster gone from the field (the target its battle destroyed) neither ends the battle nor stops the attack.
  // (CH-AFTER-CALC-STEP: so too when the calculation that followed the chain was made, a step done after it: a monster it moved then is no stop.)
  if (damageCalculationOver(scenario.phase) || result.atCalculation) return notes;
  // WIN-REPLAY-BP-ENDED: a link ended the Battle Phase (「那次攻击无效，那之后战斗阶段结束」, docs/c03/战斗阶段流程.rst): the battle is over —
  // no attack goes on, so no replay and no stop, whatever the chain did to the defending player's monsters.
  const ended = result.events.find((e) => e.type === 'battle-phase-ended');
  if (ended) {
    const by = result.links.find((l) => l.n === ended.link);
    // (「变成这个回合的结束阶段」: the End Phase comes next, not Main Phase 2.)
    notes.push(say({ rule: W.REPLAY_BP_ENDED, params: { card: by?.card.name ?? '', toEndPhase: by?.rules.includes(R.SKIP_TO_END_PHASE) === true } }));
    return notes;
  }
  // (CH-ATTACKER-DEFENSE: a monster that attacks in Defense Position — the situation listed it so — is still attacking there.)
  if (attacker && attackerStopped(attacker, attack)) {
    // WIN-ATTACK-DEFENCE-NEGATED: still in Defense Position where it attacked, its ability to do so negated.
    if ('inDefense' in attack && attack.inDefense === true && attacker.position === 'defense' && isField(attacker.zone)) {
      notes.push(say({ rule: W.ATTACK_STOPS_DEFENCE_NEGATED, params: { card: attacker.card.name } }));
      return notes;
    }
    // (In the damage step, before damage calculation, the battle ends with none — docs/c03/战斗阶段流程.rst:593–595.)
    notes.push(say({ rule: W.ATTACK_STOPS, params: { card: attacker.card.name, defence: attacker.position === 'defense' && isField(attacker.zone), damageStep: isDamageStep(scenario.phase) } }));
    return notes;
  }
  // A "cannot attack" lock now on the attacker (an Equip/Continuous Trap activated in this chain, still
  // face-up, whose continuous effect keeps its target from attacking) stops the attack when the
  // chain ends (rules reference docs/c03/战斗阶段流程.rst:171–173). A lock on declaring attacks does not.
  const canon = (ref: string) => aliases[ref] ?? ref;
  for (const l of result.links) {
    if (l.outcome !== 'resolved' || !l.card.ref || !attacker) continue;
    const lock = card(l.card.ref);
    if (!lock || !isField(lock.zone) || !lock.faceUp) continue;
    if (!lock.card.effects.some((e) => e.kind === 'continuous' && e.does.some((a) => a.do === 'cannot-attack' && a.what === 'targets'))) continue;
    if (l.targets.some((t) => t.ref !== null && canon(t.ref) === canon(attack.attacker))) {
      notes.push(say({ rule: W.ATTACK_STOPS, params: { card: attacker.card.name, defence: false, by: lock.card.name } }));
      return notes;
    }
  }
  const damageStep = scenario.phase !== null && isDamageStep(scenario.phase);
  const target = attack.target ? card(attack.target) : null;
  // (A target no longer in a Monster Zone — a trap monster put back in the Spell & Trap Zone, CH-TRAP-MONSTER-NEGATED — is no monster any more: gone too.)
  if (target && (!isField(target.zone) || target.zone !== 'monster')) {
    notes.push(say({ rule: W.REPLAY, params: { card: target.card.name, variant: damageStep ? 'damage-step' : isField(target.zone) ? 'not-monster' : null } }));
    return notes;
  }
  if (damageStep || !attacker) return notes;
  // CH-ATTACK-COUNT: the attack under way is one more than the attacks it declared before; a chain that took away the
  // extra attack it was making (its 「可以作2次攻击」 negated, its equip card gone) stops it (docs/c03/战斗阶段流程.rst:196–199).
  const countBefore = attackVerdict(result.before, attack.attacker, attack.target, true);
  const countAfter = attackVerdict(result.after, attack.attacker, attack.target, true);
  if (countBefore.legal && !countAfter.legal && countAfter.rules.includes(R.ATTACK_COUNT)) {
    notes.push(say({ rule: W.ATTACK_STOPS, params: { card: attacker.card.name, defence: false, count: true, by: attackAllowance(result.before, attack.attacker).by[0] ?? attacker.card.name } }));
    return notes;
  }
  // WIN-REPLAY-RULES: the attack as declared is no longer one the rules allow — a direct attack by a monster that can no longer
  // attack directly, an attack on a monster while another now must be attacked — a replay (docs/c03/战斗阶段流程.rst:322–335).
  // A target that only became one that cannot be chosen stays the target (:337–341).
  const rulesBefore = attackVerdict(result.before, attack.attacker, attack.target);
  const rulesAfter = attackVerdict(result.after, attack.attacker, attack.target);
  const whyAfter = rulesAfter.reason.params['why'] as string;
  // (CH-ATTACK-NOT-KIND: a target the attacker's own rule now forbids — 「不能向昆虫族怪兽攻击」 with the monster found to be one in the battle
  // step — is a replay too, :194, :330–332; the situation may state it so already before the chain.)
  const attackerOwn = attack.target !== null && !rulesAfter.legal && whyAfter === 'attacker-only' && rulesAfter.rules.includes(R.ATTACK_ONLY_ATTACKER);
  if (((rulesBefore.legal && !rulesAfter.legal && !rulesAfter.rules.includes(R.ATTACK_CANNOT) && (attack.target === null || ['forced', 'must', 'only'].includes(whyAfter))) || attackerOwn)) {
    notes.push(say({ rule: W.REPLAY_RULES, params: { card: attacker.card.name, direct: attack.target === null, verdict: say(rulesAfter.reason) } }));
    return notes;
  }
  // WIN-REPLAY-FREED: the attacker freed by a link of the chain from a rule that limited its choice: a monster already there may
  // now be chosen too — a replay (./replay-freed.ts). Only when a link left it unaffected (nothing is read otherwise).
  const freedBoard = attack.target !== null && result.links.length > 0 ? withLinkUnaffected(result, attack.attacker) : null;
  if (freedBoard) {
    const freedVerdict = attackVerdict(freedBoard, attack.attacker, attack.target);
    const canonRef = (r: string) => aliases[r] ?? r;
    const choseBefore = new Set(rulesBefore.choices.map(canonRef));
    const freed = rulesBefore.choices.length > 0 && freedVerdict.legal ? freedVerdict.choices.map(canonRef).find((r) => !choseBefore.has(r) && result.before.cards[r]?.zone === 'monster') : undefined;
    if (freed) {
      notes.push(say({ rule: W.REPLAY_FREED, params: { card: attacker.card.name, freed: card(freed)?.card.name ?? freed } }));
      return notes;
    }
  }
  // The defending player's monsters before and after the chain (by card, following aliases).
  const defender = opponent(attacker.controller ?? attacker.owner ?? 'A');
  const monsters = (cards: ChainResult['before']['cards']) =>
    new Set(Object.values(cards).filter((c) => c.zone === 'monster' && c.controller === defender).map((c) => aliases[c.ref] ?? c.ref));
  // CH-ATTACK-MOVED: a link that moved the attack chose the target anew — the count is the one it left (the monster the same effect
  // summoned for it makes no replay; a change after it still does).
  const before = result.attackMoved ? new Set(result.attackMoved.monsters.map((r) => aliases[r] ?? r)) : monsters(result.before.cards);
  const after = monsters(result.after.cards);
  const changed = [...before].filter((r) => !after.has(r)).concat([...after].filter((r) => !before.has(r)));
  if (changed.length > 0) {
    notes.push(say({ rule: W.REPLAY_COUNT, params: { card: card(changed[0]!)?.card.name ?? changed[0]! } }));
  }
  return notes;
}

/** Spell/Trap kinds that stay on the field once their link resolved (made once, not per link). */
const STAYING_SUBTYPES: readonly string[] = ['continuous', 'field', 'equip'];

/** What happens between the last link's resolution and the window: continuous effects, then the rule's GY. */
export function chainEndNotes(result: ChainResult): Text[] {
  const notes: Text[] = [];
  const aliases = { ...(result.before.aliases ?? {}), ...(result.after.aliases ?? {}) };
  const canon = (r: string) => aliases[r] ?? r;
  const applying: string[] = [];
  const toGy: string[] = [];
  const gyMoves = movesToGy(result, canon);
  for (const l of result.links) {
    // A link that could not be activated never put its card on the chain: the rule moves nothing.
    if (!l.card.ref || l.outcome === 'illegal') continue;
    const key = canon(l.card.ref);
    const now = result.after.cards[key] ?? result.after.cards[l.card.ref];
    if (!now) continue;
    const kind = now.card.type.kind;
    if (kind !== 'spell' && kind !== 'trap') continue;
    // (A Normal Spell/Trap that became an Equip Card as it resolved — 「这张卡当作…的装备卡使用」「发动后这张卡变成…的装备卡」 — stays, equipped: CH-ST-STAYS-BY-TEXT.)
    // (CH-ST-STAYS-BY-TEXT: a Normal Spell/Trap whose text keeps it on the field — a 「在场期间」 continuous effect — stays too.)
    const staying = STAYING_SUBTYPES.some((s) => now.card.type.subtypes.includes(s)) || !leavesAfterChain(now.card) || (l.outcome === 'resolved' && isField(now.zone) && now.faceUp && typeof now.equippedTo === 'string');
    // (A Normal Spell kept only to be destroyed later — 「发动后第2次的自己的准备阶段这张卡破坏」 — has no continuous effect to start applying.)
    const lasting = STAYING_SUBTYPES.some((s) => now.card.type.subtypes.includes(s)) || typeof now.equippedTo === 'string' || now.card.effects.some((e) => e.kind === 'continuous');
    if (staying && lasting && l.outcome === 'resolved' && isField(now.zone) && now.faceUp) applying.push(now.card.name);
    // CH-CONT-NEGATED-LASTING (R.CONT_NEGATED_LASTING): a Continuous Spell/Trap whose link had only its effect negated stays, and its continuous
    // effects (no part of the link's resolution) apply from now on (docs/c03/特定效果的处理方法.rst:553).
    else if (staying && l.outcome === 'effect-negated' && now.card.type.subtypes.includes('continuous') && isField(now.zone) && now.faceUp && now.card.effects.some((e) => e.kind === 'continuous')) applying.push(now.card.name);
    const movedByEffect = gyMoves.byEffect.has(key);
    const byRuleEvent = gyMoves.byRule.has(key);
    const leaves = !staying || l.outcome === 'activation-negated';
    // The chain engine's board after has them in the GY already; a board that still shows one on the
    // field means the rule has yet to move it — unless it is there face-down: an effect Set it again where it is
    // (「那个发动无效，那张卡就那样盖放」, CH-NEGATED-SET-AGAIN), and a Set card is no card the rule sends.
    const setAgain = isField(now.zone) && !now.faceUp;
    if (byRuleEvent || (leaves && !movedByEffect && !setAgain && (now.zone === 'gy' || isField(now.zone)))) toGy.push(now.card.name);
  }
  if (applying.length > 0) {
    notes.push(say({ rule: W.CHAIN_END_ORDER, params: { variant: 'applying', names: applying } }));
  }
  if (toGy.length > 0) {
    notes.push(say({ rule: W.RULE_TO_GY, params: { names: toGy } }));
  }
  return notes;
}

/**
 * The cards (by canonical key) that an event of the chain with the GY among its destinations moved:
 * by a link's effect, or by rule. One pass over the events, not one per link.
 */
function movesToGy(result: ChainResult, canon: (ref: string) => string): { byEffect: Set<string>; byRule: Set<string> } {
  const byEffect = new Set<string>();
  const byRule = new Set<string>();
  for (const e of result.events) {
    if (!e.to.includes('gy')) continue;
    const into = e.cause === 'rule' ? byRule : e.link !== null ? byEffect : null;
    if (into) for (const c of e.cards) into.add(canon(c));
  }
  return { byEffect, byRule };
}

/** What every chain's end is (a general explanation, shown with the full reasoning). */
export function chainEndBackground(): Text {
  return say({ rule: W.CHAIN_END_ORDER, params: {} });
}

const VERB_KIND: Record<string, WindowKind> = {
  summon: 'summon',
  'tribute-summon': 'summon',
  'special-summon': 'special-summon',
  'flip-summon': 'flip-summon',
  'change-position': 'position-change',
  flip: 'flip',
  attack: 'attack-declaration',
  'direct-attack': 'direct-attack-damage',
  discard: 'discard',
  destroy: 'destroy',
  'send-to-gy': 'send-to-gy',
  banish: 'banish',
  set: 'set',
};

/** The window an action opens. */
export function actionWindow(scenario: Scenario, result: ActionResult): Window<Text> {
  const verb = scenario.action?.verb ?? null;
  const kind: WindowKind = verb ? VERB_KIND[verb] ?? 'none' : 'none';
  const window = openWindow({
    scenario,
    kind,
    events: result.events,
    before: result.before,
    after: result.after,
    chain: null,
    actionVerb: verb,
    tributes: scenario.action?.tributes ?? [],
  });
  const notes: Text[] = [];
  if (isSummon(verb) && scenario.action?.negated) {
    notes.push(say({ rule: W.SUMMON_NEGATED, params: { variant: 'action', ...tributesWritten(scenario, result.before) } }));
  } else if (verb && isSummon(verb) && !actionSummonedByEffect(scenario.action!)) {
    // A special summon made by a resolving effect (`(效果)`, `[由 Y]`) has no window before it succeeds: nothing can negate it (CH-SUMMON-BY-EFFECT).
    notes.push(...summonNegationNotes(scenario, result, verb));
  } else if (verb === 'set') {
    notes.push(...setNotes(scenario, result));
  }
  // CH-ATTACK-BATTLE-STEP: an attack written at a step of the Damage Step is the one under way — no attack is declared in the
  // Damage Step — so the window is that step's, not the attack declaration's (the triggers met stay those of WIN-TRIGGER-PHASE).
  // CH-DIRECT-DAMAGE-ACTION: a direct attack's damage is dealt at damage calculation: the window is the step after it (伤害计算后).
  if (verb === 'direct-attack') return { ...window, notes: [...notes, ...window.notes], step: 'after-damage-calculation' };
  if (verb === 'attack' && isDamageStep(scenario.phase)) return { ...window, notes: [...notes, ...window.notes], step: scenario.phase! };
  // WIN-SUMMON-HOW (s61): a Fusion/Synchro/Xyz/Link/Ritual Summon's window is named by its kind (「融合召唤成功时的时点」).
  const summonKind = kind === 'special-summon' ? summonKindOf(result.events) : undefined;
  return { ...window, notes: [...notes, ...window.notes, ...actionAttackNotes(scenario, result)], ...(summonKind ? { summonKind } : {}) };
}

/** The one kind every Special Summon among the events was made as (「融合召唤」…), or none when one was plain or they differ. */
function summonKindOf(events: readonly EngineEvent[]): NonNullable<Window['summonKind']> | undefined {
  const kinds = new Set(events.filter((e) => e.type === 'special-summoned').map((e) => SUMMON_KINDS.find((k) => e.summonedAs?.includes(`${k}-summoned`))));
  const [only] = kinds;
  return kinds.size === 1 ? only : undefined;
}
const SUMMON_KINDS = ['fusion', 'synchro', 'xyz', 'link', 'ritual'] as const;

/**
 * WIN-ATTACK-STOPS / WIN-REPLAY for an action (`破坏 X (效果)`, `除外 X`, `表示形式变更 X`…) written during an attack: an action
 * moves the battle as a chain does — an attacker gone or in Defense Position stops its attack, a target gone means a replay in the
 * battle step, and in the damage step before damage calculation either ends the battle with no damage calculation
 * (docs/c03/战斗阶段流程.rst:197, :363–366, :593–595). From 伤害计算后 on the calculation has been made: nothing to say.
 */
function actionAttackNotes(scenario: Scenario, result: ActionResult): Text[] {
  const attack = result.after.attack ?? scenario.attack;
  if (!attack || !isBattlePhase(scenario.phase) || damageCalculationOver(scenario.phase)) return [];
  // (A destruction by battle is the damage calculation itself: the battle was fought.)
  if (scenario.action?.cause === 'battle') return [];
  const aliases = { ...(result.before.aliases ?? {}), ...(result.after.aliases ?? {}) };
  const card = (ref: string) => result.after.cards[aliases[ref] ?? ref] ?? result.after.cards[ref];
  const damageStep = isDamageStep(scenario.phase);
  const attacker = card(attack.attacker);
  if (attacker && attackerStopped(attacker, attack)) {
    return [say({ rule: W.ATTACK_STOPS, params: { card: attacker.card.name, defence: attacker.position === 'defense' && isField(attacker.zone), action: true, damageStep } })];
  }
  const target = attack.target ? card(attack.target) : null;
  if (target && (!isField(target.zone) || target.zone !== 'monster')) {
    return [say({ rule: W.REPLAY, params: { card: target.card.name, variant: damageStep ? 'damage-step' : isField(target.zone) ? 'not-monster' : null } })];
  }
  return [];
}

/**
 * After a Set (盖放, an act that does not start a chain — seed 000 3.2 ※) a window opens; the Set
 * does not pass priority (seed 002 五), so the turn player acts first, and the opponent may answer
 * with Spell Speed 2 cards once the turn player passes. The opponent's cards that could answer at any
 * time (a Set Trap / Quick-Play Spell not Set this turn, a face-up monster's free quick effect) are
 * named from the board; whether each can really be activated (targets, costs) is not judged here.
 */
function setNotes(scenario: Scenario, result: ActionResult): Text[] {
  const action = scenario.action!;
  const c = result.after.cards[action.subject];
  const tp = scenario.turnPlayer;
  const opp = opponent(tp);
  const out: Text[] = [];
  const monster = c?.card.type.kind === 'monster';
  const name = c?.card.name ?? action.subject;
  out.push(say({ rule: W.SET_PRIORITY, params: { name, tp, opp, answerers: answerers(result, opp) } }));
  // SIT-SET-AS-SUMMON: a Set made a face-up summon is a summon — said so, not the face-down Set note.
  if (monster && result.events.some((e) => e.type === 'summoned' && e.cards.includes(action.subject))) {
    out.push(say({ rule: W.SET_PRIORITY, params: { variant: 'set-as-summon', name } }));
  } else if (monster) {
    out.push(say({ rule: W.SET_PRIORITY, params: { variant: 'monster', name } }));
  } else if (c && (c.card.type.kind === 'trap' || c.card.type.subtypes.includes('quickplay'))) {
    out.push(say({ rule: W.SET_PRIORITY, params: { variant: 'set-turn' } }));
  }
  return out;
}

/** The opponent's cards that may be activated at any time (free Spell Speed 2): named in the Set window's note. */
function answerers(result: ActionResult, player: Player): string[] {
  const names: string[] = [];
  for (const c of Object.values(result.after.cards)) {
    if (c.controller !== player) continue;
    const kind = c.card.type.kind;
    const st = kind === 'trap' || (kind === 'spell' && c.card.type.subtypes.includes('quickplay'));
    const free = c.card.effects.some((e) => {
      if (e.trigger || e.respondsTo || e.respondsToSummon) return false;
      if (st && e.kind === 'activation') return c.zone === 'spell' && !c.faceUp && !c.states.includes('set-this-turn');
      return e.kind === 'quick' && kind === 'monster' && c.zone === 'monster' && c.faceUp;
    });
    if (free) names.push(c.card.name);
  }
  return [...new Set(names)];
}

/**
 * Before a summon succeeds there is a window in which only summon negations (召唤无效) may be
 * activated (seed 000 召唤的处理 ④); triggers met by the tributes wait for the success (or failure).
 */
function summonNegationNotes(scenario: Scenario, result: ActionResult, verb: string): Text[] {
  const kind = verb === 'special-summon' ? 'special' : verb === 'flip-summon' ? 'flip' : 'normal';
  const summoner = result.before.cards[scenario.action!.subject]?.controller ?? scenario.turnPlayer;
  const negators: string[] = [];
  for (const c of Object.values(result.before.cards)) {
    for (const e of c.card.effects) {
      const p = e.respondsToSummon;
      if (!p || !p.summon.includes(kind)) continue;
      if (c.controller && !sideMatches(p.by, summoner, c.controller)) continue;
      if (c.zone === 'spell' || c.zone === 'hand' || (c.zone === 'monster' && c.faceUp)) negators.push(`${c.card.name}`);
    }
  }
  const out: Text[] = [say({ rule: W.SUMMON_NEGATION_WINDOW, params: { negators: [...new Set(negators)] } })];
  // (Only what was written is said of the tributes: named, or not known when none was written — WIN-SUMMON-NEGATION.)
  const written = tributesWritten(scenario, result.before);
  if ((written.tributes.length > 0 && !written.materials) || written.unknown) out.push(say({ rule: W.SUMMON_NEGATION_WINDOW, params: { variant: 'tributes', ...written } }));
  return out;
}

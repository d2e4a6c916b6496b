/**
 * Step 1 of a window: the candidates — every effect whose condition an event of this chain/action met
 * and that could be activated where its card is, with the reasons why (or a note saying why not).
 *
 * What takes a place in the window:
 * - `trigger` and `flip` effects whose TriggerPattern an event meets (levels 1–4; an optional one
 *   activated from the hand is hidden information: level 7);
 * - mandatory `quick` effects: with `respondsTo`, only when the link directly below is one they
 *   answer (levels 5–6, judged in ./segoc.ts); with a `trigger`, after the triggers;
 * - event-timed Spell/Trap card activations and optional quick effects with a `trigger` (「…时才能发动」
 *   cards): level 7, the player given priority first;
 * - the special case of an end-phase trigger of a card discarded in the hand-size adjustment.
 * Whether each missed its timing is the next step (./missed-timing.ts).
 */
import { columnOf } from '../game/field-zones.js';
import { joinText, t, type Text } from '../../i18n/text.js';
import { extraSummonRefusal } from '../chain/extra-summon.js';
import { phaseTriggerTurnMet, phaseTriggerTurnPhrase } from '../chain/phase-trigger-phase.js';
import { sharesUseLimit, type Card, type EffectFacts, type EventType, type Place, type Player, type TriggerPattern, type Zone } from '../../cards/facts.js';
import type { WindowKind } from '../../answer/types.js';
import type { Scenario } from '../../scenario/types.js';
import type { Board, ChainResult, EngineEvent } from '../types.js';
import { Timeline, type TimelineCard } from '../game/timeline.js';
import { isField } from '../game/board.js';
import { fieldInPartPhrase, targetInPartPhrase } from '../chain/field-in-part.js';
import { activationPlaces, activationView, asArray, checkCondition, checkConditions, effectFilterMatches, matchContext, matchesFilter, placeMatches, triggerAlternatives, zonesKnown, type CardView, type GameView } from '../game/match.js';
import { damageCauseSaid, matchingEvents, snapshotView, type EventMatch, type MatchContext as TriggerMatchContext } from '../game/triggers.js';
import { eventCardsCannotUndergo } from '../game/undergo.js';
import { pushOnce } from '../game/state.js';
import { linkedZoneCheck } from './linked-zone.js';
import { arrivedByEvent, negatedThere } from './arrived.js';
import { sweepsAll } from './per-event-sweep.js';
import { battleFlipWaits } from './battle-flip.js';
import { applyChanges, changers } from '../game/changes.js';
import { isEndPhaseWord, isHandSizeAdjustment, phaseMatches } from '../game/phase.js';
import { seenByLinkCard, linkName, type TimingContext } from './missed-timing.js';
import { R, W } from '../rule-ids.js';
import { cardName, eventSentence, zoneWord } from '../phrases/words.js';
import { say } from '../phrases/index.js';
import { spentOnce } from '../game/memory.js';
import { costCount } from '../game/cost-count.js';
import { spentEarlier } from '../game/history.js';
import { arrivalBlocked } from '../chain/unique.js';
import { holdsAtEvent, splitAtEvent } from './state-at-event.js';
import { phaseTriggerCandidate } from './phase-triggers.js';
import { activatedForAction } from './action-before-chain.js';
import type { EngineState } from '../game/state.js';

export interface WindowInput {
  scenario: Scenario;
  kind: WindowKind;
  events: EngineEvent[];
  before: Board;
  after: Board;
  chain: ChainResult | null;
  actionVerb: string | null;
  tributes: string[];
  /**
   * Added (WIN-END-PHASE-TRIGGER): the window opens as the phase begins — the End Phase played after the chain (`… 结束阶段`) — so the
   * phase's own triggers are met and none is activated yet (./phase-triggers.ts).
   */
  phaseStart?: boolean;
  /**
   * Added (WIN-END-PHASE-ARMED-ON-CHAIN): the monsters the chain before this End Phase Normal Summoned, Flip Summoned or flipped
   * face-up and that stayed face-up on the field since — by ref, with the events that did it: 「召唤·反转的回合」 is this turn for them
   * (./end-phase-window.ts). Absent: none, or the End Phase is another turn's.
   */
  armedOnChain?: ReadonlyMap<string, readonly EventType[]>;
  /**
   * Added (WIN-END-PHASE-ARMED-LOST): the cards the chain before this End Phase made new cards — moved (a temporary banishment),
   * turned face-down — by ref: a summon this turn the history states is no longer theirs (./phase-triggers.ts).
   */
  renewedOnChain?: ReadonlySet<string>;
  /**
   * Added (WIN-ACTION-BEFORE-CHAIN): the first `actionEvents` events are an action's, made before the chain built in its window (a
   * summon's success, its tributes): a trigger they met that the chain activated is not offered again, and one the chain left off is
   * judged as left off (./action-before-chain.ts). Absent: every event is the chain's.
   */
  actionEvents?: number;
  /** Added (WIN-ACTION-BEFORE-CHAIN, review s59): those first events are a chain's, resolved before this one (`然后`), not an action's. */
  beforeChain?: boolean;
}

/** What every step of the window reads. */
export interface WindowContext {
  input: WindowInput;
  scenario: Scenario;
  tl: Timeline;
  /** The turn player. */
  tp: Player;
  /** The attacking monster's key, null when there is no attack. */
  attacker: string | null;
  /** Added (issue 16, WIN-DESTROYED-BY): the monster the attacker attacks, null for none or a direct attack. */
  attackTarget?: string | null;
  timing: TimingContext;
  /** The game once the chain or action is over, as conditions read it. */
  game: GameView;
  /** Notes of the window, in the order they are found. */
  notes: Text[];
}

/** One effect that may be activated in the window, before it is given its place. */
export interface Candidate {
  ref: string;
  card: Card;
  effect: EffectFacts;
  controller: Player;
  /** trigger/flip: SEGOC levels 1–4 (or 7 from a hidden hand); quick: mandatory quick (5/6); speed2: an event-timed Spell Speed 2 card or effect (7). */
  category: 'trigger' | 'flip' | 'quick' | 'speed2';
  mandatory: boolean;
  /** Where it is activated from. */
  zone: Zone | null;
  public: boolean;
  level: number;
  reasons: Text[];
  rules: string[];
  /** The event that met its condition (index in the events), for missed timing; null: none (answers a link). */
  eventIndex: number | null;
  /** WIN-PER-EVENT: how many times it is activated (met by that many events of the chain); absent: once. */
  times?: number;
  /** Added (WIN-END-PHASE-TRIGGER): met by the phase itself — activated alone as Chain Link 1 by a player holding priority (./phase-triggers.ts). */
  phaseTrigger?: true;
}

const NEVER_IN_WINDOW = new Set(['activated', 'targeted']);

/**
 * CH-ACTIVATED-IN-RESOLUTION: a card activated as a link resolved (an 'activated' event of a link after that link's own) is met by
 * a trigger on a card being activated (「有场地魔法卡发动的场合」) but not by one on a player activating it (「自己把魔法卡发动的场合」,
 * a subject naming a side) — unless the trigger's own card is the one whose effect activated it (docs/c02/卡片·效果的发动.rst:253–261).
 */
function seesActivationInResolution(events: readonly EngineEvent[], pattern: TriggerPattern, self: string, m: EventMatch, canon: (r: string) => string): boolean {
  if (m.event.type !== 'activated' || m.event.link === null || !pattern.subject?.side) return true;
  const first = events.find((e) => e.type === 'activated' && e.link === m.event.link);
  if (!first || first === m.event) return true;
  return first.cards.some((r) => canon(r) === self);
}

export function windowContext(input: WindowInput): WindowContext {
  const { scenario } = input;
  // Continuous name/type changes as the window opens (../game/changes.ts): read by conditions and targets.
  const changing = changers(input.after);
  applyChanges(input.after, changing);
  // The same changes as they were before the chain or action (a trigger that reads a card where it was
  // sees them: WIN-SUBJECT-WHERE-IT-WAS); a chain's board already has them, an action's is built bare.
  const changingBefore = changers(input.before);
  if (changingBefore.length > 0) applyChanges(input.before, changingBefore);
  const tl = new Timeline(input.before, input.events, input.after);
  const attackNow = input.after.attack ?? scenario.attack;
  const attacker: string | null = attackNow ? tl.canon(attackNow.attacker) : null;
  const attackTarget: string | null = attackNow?.target ? tl.canon(attackNow.target) : null;
  const known = new Set(scenario.knownZones.map((z) => `${z.player}:${z.zone}`));
  const game: GameView = {
    turnPlayer: scenario.turnPlayer,
    phase: scenario.phase,
    lp: input.after.lp,
    handSize: input.after.handSize,
    // Cards as they are once the chain or action is over.
    cards: () => cardsAfter(tl, input.after, changing.length > 0),
    attacker,
    attackTarget: attackNow ? (attackNow.target ? tl.canon(attackNow.target) : null) : null,
    knownZone: (p, z) => known.has(`${p}:${z}`),
  };
  return {
    input,
    scenario,
    tl,
    tp: scenario.turnPlayer,
    attacker,
    attackTarget,
    timing: { events: input.events, chain: input.chain, actionVerb: input.actionVerb, tributes: input.tributes.map((r) => tl.canon(r)), actionEvents: input.actionEvents ?? 0 },
    game,
    notes: [],
  };
}

/**
 * The cards of the window's game: each as it is once the chain or action is over. A generator declared
 * once here, not a generator function written inside the view: each such function made a prototype
 * object and hidden class in the old generation per window, which kept the window's timeline and board
 * alive across young-generation GCs (they were promoted with every chain).
 */
function* cardsAfter(tl: Timeline, after: Board, changing: boolean): Generator<CardView> {
  for (const o of tl.cards.values()) {
    if (!o.after || o.after.zone === null) continue;
    const v = snapshotView(o.ref, o.card, o.after, o.states);
    if (changing) {
      const changed = after.cards[o.ref]?.changed;
      if (changed) v.changed = changed;
    }
    // FD-SUMMONED-BY / FD-SUMMONED-BY-SELF: which card's effect summoned it (`由X`), as the board remembers it once the chain is over —
    // a snapshot does not carry it, and 「用「剑斗兽」怪兽的效果特殊召唤成功的场合」 read here must agree with the board's own reading.
    const b = v.zone === 'monster' ? after.cards[o.ref] : undefined;
    if (b) {
      v.summonedBy = b.summonedBy;
      v.summonedByOwn = b.summonedByOwn;
      // CMP-STATE-BEFORE-EVENT: the Xyz Materials it holds (「这张卡没有超量素材的状态被选择作为攻击对象的场合」), not carried by a snapshot either.
      v.materials = b.materials;
      v.detached = b.detached;
    }
    yield v;
  }
}

export function controllerOf(tc: TimelineCard, scenario: Scenario): Player | null {
  return tc.after?.controller ?? tc.before?.controller ?? scenario.instances.find((i) => i.ref === tc.ref)?.controller ?? null;
}

/** CMP-COIN-GRANTED: a ● held by the face its summon's coin shows — not held as it arrives: the coin is tossed by its trigger later. */
const heldByCoin = (e: EffectFacts): boolean => e.condition?.some((c) => c.is === 'self-state' && (c.state === 'coin-heads' || c.state === 'coin-tails')) === true;

/** Continuous effects of monsters that arrived face-up apply before the window opens (seed 000 召唤的处理 ⑥; the end of a chain likewise). */
export function arrivedNote(ctx: WindowContext): void {
  const names: string[] = [];
  for (const c of ctx.tl.cards.values()) {
    if (c.card.type.kind === 'monster' && c.after && isField(c.after.zone) && c.after.faceUp && !(c.before && isField(c.before.zone) && c.before.faceUp) && c.card.effects.some((e) => e.kind === 'continuous' && !heldByCoin(e))
      // (Put there by an event of this window, its effects not negated there: ./arrived.ts.)
      && arrivedByEvent(ctx.input.events, c.ref, (r) => ctx.tl.canon(r)) && !negatedThere(ctx.input.after, c.ref, (r) => ctx.tl.canon(r))) names.push(c.card.name);
  }
  if (names.length > 0) ctx.notes.push(say({ rule: W.CONTINUOUS_FIRST, params: { names } }));
}

/** Every effect of every card that an event of the window met, with the reasons a card's effects did not qualify. */
export function collectCandidates(ctx: WindowContext): { candidates: Candidate[]; rejected: { ref: string; text: Text }[] } {
  const { tl, scenario, input } = ctx;
  const candidates: Candidate[] = [];
  const rejected: { ref: string; text: Text }[] = [];
  const activatedAsLink = cardsActivatedAsLinks(ctx);
  const happened = eventTypesHappened(input.events);
  let lastEventContext: { tc: TimelineCard; controller: Player; ctx: TriggerMatchContext } | undefined;
  for (const tc of tl.cards.values()) {
    let controller: Player | null | undefined;
    // WIN-CHOICE-ONE: the ● options of one effect (「从以下效果选择1个发动」, records sharing `choiceOf`) are one trigger: one option
    // that qualifies stands for the effect, not each beside the others — the first, unless a later one qualifies with fewer
    // assumptions said (a target assumed to exist for one option, none needed by another).
    let choice: { n: number; at: number } | undefined;
    // WIN-CHOICE-ONE: why an option could not be chosen (no target for it) is said only when no other option of the effect
    // qualifies — 「变成这个回合的结束阶段」 needs no target, so a card with no target for its other option is still activated.
    let held: { n: number; notes: Text[] }[] | undefined;
    // (Made only for a card with ● options: most cards have none — issue 10.)
    let qualified: Set<number> | undefined;
    for (const effect of tc.card.effects) {
      if (!mayTakePlace(effect)) continue;
      // The controller is read only for a card with an effect that could take a place (most have none).
      if (controller === undefined) controller = controllerOf(tc, scenario);
      if (!controller) break;
      const noted = ctx.notes.length;
      const c = considerAlternatives(tc, effect, controller);
      if (effect.choiceOf !== undefined) {
        if (c) (qualified ??= new Set<number>()).add(effect.choiceOf);
        else if (ctx.notes.length > noted) (held ??= []).push({ n: effect.choiceOf, notes: ctx.notes.splice(noted) });
      }
      if (c && effect.choiceOf !== undefined) {
        c.rules.push(W.CHOICE_ONE);
        if (choice?.n === effect.choiceOf) {
          if (c.reasons.length >= candidates[choice.at]!.reasons.length) continue;
          candidates.length = choice.at;
        }
        choice = { n: effect.choiceOf, at: candidates.length };
      }
      if (c) candidates.push(c);
      // WIN-PER-EVENT: once more for each further event that met it.
      for (let k = 1; c && k < (c.times ?? 1); k++) candidates.push({ ...c, reasons: [...c.reasons], rules: [...c.rules] });
    }
    for (const h of held ?? []) if (!qualified?.has(h.n)) ctx.notes.push(...h.notes);
  }
  return { candidates, rejected };

  /**
   * How a trigger pattern reads the window's events for this card. Issue 10: made once per card and controller, not for each
   * of its effects read against the events (an object and eight closures each time); nothing that reads it writes to it.
   * (The last one made is kept in `lastEventContext`, declared at the top: the loop above runs before this point is reached.)
   */
  function eventContext(tc: TimelineCard, controller: Player): TriggerMatchContext {
    if (lastEventContext?.tc === tc && lastEventContext.controller === controller) return lastEventContext.ctx;
    const made = newEventContext(tc, controller);
    lastEventContext = { tc, controller, ctx: made };
    return made;
  }
  function newEventContext(tc: TimelineCard, controller: Player): TriggerMatchContext {
    return {
      selfRef: tc.ref,
      controller,
      cardOf: (r: string) => tl.get(r)?.card,
      at: (r: string, i: number) => tl.at(r, i),
      justBefore: (r: string, i: number) => tl.justBefore(r, i),
      shownAfter: (r: string, i: number) => tl.shownAfter(r, i),
      canon: (r: string) => tl.canon(r),
      attacker: ctx.attacker,
      attackTarget: ctx.attackTarget ?? null,
      turnPlayer: ctx.tp,
      tributeCount: input.actionVerb === 'tribute-summon' ? ctx.timing.tributes.length : 0,
      // WIN-SAME-COLUMN-ACTIVATED: columns as the situation states the zones (before the chain).
      activationColumn: (n: number) => {
        const ref = input.chain?.links.find((l) => l.n === n)?.card.ref;
        const bc = ref ? input.before.cards[ref] ?? input.before.cards[tl.canon(ref)] : undefined;
        return bc ? columnOf(bc) : null;
      },
      columnOf: (r: string) => {
        const bc = input.before.cards[r] ?? input.before.cards[tl.canon(r)];
        return bc ? columnOf(bc) : null;
      },
    };
  }

  /** Did the card reach the hand by an event after event `index` (added, drawn or returned during the same chain)? */
  function reachedHandAfter(ref: string, index: number): boolean {
    for (let i = index + 1; i < input.events.length; i++) {
      if (tl.at(ref, i)?.zone === 'hand' && tl.justBefore(ref, i)?.zone !== 'hand') return true;
    }
    return false;
  }

  /**
   * WIN-TRAP-OWN-CHAIN (rules reference docs/c03/诱发类效果.rst:378, :385–390): a Trap Card activated as link `n` is face-up from its
   * activation, and its trigger may be activated for what happened after it in that chain (a higher link's cost or resolution) —
   * not when its text says it must already be in the Spell & Trap Zone (`notInOwnChain`, also curated where the reference rules so),
   * nor when it destroys itself, nor when its activation was negated.
   */
  function trapSeesOwnChain(n: number, card: Card, effect: EffectFacts, pattern: TriggerPattern, event: EngineEvent): boolean {
    if (card.type.kind !== 'trap' || pattern.notInOwnChain || negatedLink(n)) return false;
    if (effect.does.some((a) => a.do === 'destroy' && a.what === 'self')) return false;
    if (event.type === 'activated' && event.link === n) return false;
    return event.link !== null && event.link > n;
  }

  /**
   * Why a Trap's trigger does not see an event after its card's activation in that chain (WIN-TRAP-OWN-CHAIN's exceptions, said as
   * the reason): its activation was negated, its text needs the card in the zone (「这张卡在魔法与陷阱区域存在」), or it destroys
   * itself. Null when that rule is not the question (not a Trap, or the event came before the activation).
   */
  function trapOwnChainBar(n: number, card: Card, effect: EffectFacts, pattern: TriggerPattern, event: EngineEvent): 'negated' | 'text' | 'self-destroy' | null {
    if (card.type.kind !== 'trap' || event.link === null || event.link <= n) return null;
    if (negatedLink(n)) return 'negated';
    if (pattern.notInOwnChain) return 'text';
    return effect.does.some((a) => a.do === 'destroy' && a.what === 'self') ? 'self-destroy' : null;
  }

  /** Was the activation of chain link `n` negated? */
  function negatedLink(n: number): boolean {
    return input.chain?.links.find((l) => l.n === n)?.outcome === 'activation-negated';
  }

  /**
   * A 「从场上…」 trigger of a card whose own activation was negated: the card never was a face-up card on
   * the field, so its move was not from the field (rules reference docs/c03/无效.rst:132) — said, since
   * the same pattern without the place would have been met.
   */
  function negatedNotFromField(tc: TimelineCard, pattern: TriggerPattern): void {
    const n = activatedAsLink.get(tc.ref);
    if (n === undefined || !pattern.from || !negatedLink(n) || !placeMatches(pattern.from, 'spell')) return;
    const { from: _from, ...anyPlace } = pattern;
    const controller = controllerOf(tc, scenario);
    if (!controller) return;
    const again = matchingEvents(anyPlace, input.events, eventContext(tc, controller));
    if (again.some((m) => m.cards.includes(tc.ref))) {
      rejected.push({ ref: tc.ref, text: joinText([cardName(tc.card), say({ rule: W.NEGATED_OWN_MOVE, params: { card: tc.card.name, variant: 'not-from-field' } })], '：', ': ') });
    }
  }

  /**
   * WIN-SAME-COLUMN-ACTIVATED / -BATTLE / -MOVED: a trigger met but for its column (the zones stated, another column) — said in the
   * list of effects not offered, naming the card in the other column, as other refused triggers are. Read again without the column
   * only for the few patterns that carry one.
   */
  function columnRefused(tc: TimelineCard, pattern: TriggerPattern, controller: Player): void {
    if (!pattern.sameColumn && !pattern.foeSameColumn && !pattern.subjectSameColumn) return;
    const { sameColumn: _a, foeSameColumn: _b, subjectSameColumn: _c, ...anyColumn } = pattern;
    const m = matchingEvents(anyColumn, input.events, eventContext(tc, controller))[0];
    if (!m) return;
    const names = m.event.cards.map((r) => tl.canon(r)).filter((r) => r !== tc.ref).map((r) => tl.get(r)?.card.name ?? r);
    const rule = pattern.foeSameColumn ? W.SAME_COLUMN_BATTLE : pattern.subjectSameColumn ? W.SAME_COLUMN_MOVED : W.SAME_COLUMN_ACTIVATED;
    const params = { card: tc.card.name, foe: names[0] ?? '', cards: pattern.subjectSameColumn ? m.cards.map((r) => tl.get(tl.canon(r))?.card.name ?? r) : names, variant: 'other' };
    rejected.push({ ref: tc.ref, text: joinText([cardName(tc.card), say({ rule, params })], '：', ': ') });
  }

  /**
   * CMP-EVENT-ALTERNATIVES: a trigger whose events are listed as alternatives (`orTriggers`, 「这张卡的攻击宣言时或者对方把怪兽的效果发动的
   * 场合」) is met by any one of them, each judged with its own subject and timing — the first met stands for the effect. What the
   * alternatives not met said (why their event did not count) is dropped when another one is met.
   */
  function considerAlternatives(tc: TimelineCard, effect: EffectFacts, controller: Player): Candidate | null {
    if (!effect.orTriggers?.length) return consider(tc, effect, controller);
    const notes = ctx.notes.length;
    const refused = rejected.length;
    for (const one of triggerAlternatives(effect)) {
      const c = consider(tc, one, controller);
      if (c) {
        ctx.notes.splice(notes);
        rejected.splice(refused);
        return c;
      }
    }
    return null;
  }

  function consider(tc: TimelineCard, effect: EffectFacts, controller: Player): Candidate | null {
    // WIN-CARD-WAITS-FOR: a Trap or Quick-Play Spell card activation timed to an event its text names (`waitsFor`,
    // 「自己场上的怪兽被…破坏送去墓地的场合才能发动」) is judged at the window like an event-timed card.
    const pattern: TriggerPattern | undefined = effect.trigger ?? (effect.kind === 'flip' ? FLIPPED : cardWaitsFor(effect));
    // Mandatory quick effects that answer an activation (seed 002 6.3 level 5/6): placed at level 5/6 if the link below matches.
    if (effect.kind === 'quick' && effect.respondsTo && effect.mandatory && !pattern) {
      const where = tc.after;
      if (!where || !placeMatches(effect.from ?? 'field', where.zone) || (isField(where.zone) && !where.faceUp)) return null;
      if (spentThisTurn(tl, tc, effect, scenario, controller)) return null;
      // Once per turn and already activated as a link of this chain: spent, so not offered again at its end.
      const spent = usedOnChain(ctx, tc, effect);
      if (spent !== null) {
        ctx.notes.push(say({ rule: W.USED_ON_CHAIN, params: { card: tc.card.name, link: spent } }));
        return null;
      }
      return base(tc, effect, controller, 'quick', true, where.zone, [W.SEGOC_MANDATORY_QUICK], null);
    }
    if (!pattern) return null;
    // WIN-BATTLE-FLIP-WAITS: flipped by the attack before damage calculation, a flip effect waits until after it (./battle-flip.ts).
    if (effect.kind === 'flip' && battleFlipWaits(input.events, tc.ref, (r) => tl.canon(r), scenario.phase)) {
      ctx.notes.push(say({ rule: W.BATTLE_FLIP_WAITS, params: { card: tc.card.name } }));
      return null;
    }
    const events = asArray(pattern.event);
    const isTriggerKind = effect.kind === 'trigger' || effect.kind === 'flip';
    const isSpeed2 = effect.kind === 'activation' || effect.kind === 'quick';
    if (!isTriggerKind && !isSpeed2) return null;
    // "When … is activated / targeted" quick effects answer a chain link; they are not triggers
    // (002-E14) and never wait in a window. A *trigger* on an activation (「…发动的场合」) does wait.
    if (!isTriggerKind && events.every((e) => NEVER_IN_WINDOW.has(e))) return null;

    // 「结束阶段」 triggers of a card discarded during hand-size adjustment (seed 000 6.3): may
    // activate in the discard window, as the seed's special case says — other copies may not.
    if (events.includes('phase-start')) {
      // WIN-END-PHASE-TRIGGER / WIN-PHASE-TRIGGER-LEFT: in the End Phase (played after the chain, or written as the phase), its own triggers.
      if (!isHandSizeAdjustment(scenario.phase)) return phaseTriggerCandidate(ctx, tc, effect, controller);
      if (!isEndPhaseWord(pattern.phase)) return null;
      const discard = input.events.findIndex((e) => (e.type === 'discarded' || e.type === 'sent-to-gy') && e.cards.some((r) => tl.canon(r) === tc.ref));
      if (discard < 0) return null;
      const where = tl.at(tc.ref, discard);
      if (!where || tc.after?.zone !== where.zone) return null;
      // (Only an effect activated where the discard put the card — 「墓地的这张卡」: one activated on the field is not, from the GY.)
      if (!placeMatches(activationPlaces(effect, tc.card, where.zone), where.zone)) return null;
      if (spentThisTurn(tl, tc, effect, scenario, controller)) return null;
      // CH-PHASE-TRIGGER-TURN: the same check of whose turn as a chain link's — 「对方的结束阶段」 is not met in its controller's own End Phase.
      const turnMet = phaseTriggerTurnMet(effect, controller, scenario);
      const turnWords = phaseTriggerTurnPhrase(effect, controller, scenario.turnPlayer, turnMet, t(`「${tc.card.name}」`, tc.card.name));
      if (turnMet === false && turnWords) {
        rejected.push({ ref: tc.ref, text: joinText([cardName(tc.card), say(turnWords)], '：', ': ') });
        return null;
      }
      const c = base(tc, effect, controller, 'trigger', effect.mandatory ?? false, where.zone, turnWords ? [W.HAND_SIZE_END_PHASE, R.PHASE_TRIGGER_TURN] : [W.HAND_SIZE_END_PHASE], null);
      if (turnWords) c.reasons.push(say(turnWords));
      c.reasons.push(
        say({ rule: W.HAND_SIZE_END_PHASE, params: {} }),
      );
      return c;
    }

    // A trigger timed to a step (「伤害计算前」: phase 'damage-step') is met only in that step.
    if (pattern.phase) {
      // (CH-DIRECT-DAMAGE-ACTION: the window of a direct attack's damage is after damage calculation, whatever step of the Battle Phase was written.)
      const current = input.actionVerb === 'direct-attack' ? 'after-damage-calculation' : scenario.phase ?? (input.actionVerb === 'attack' ? 'battle-step' : null);
      if (phaseMatches(current, pattern.phase) === false) return null;
    }

    // Most patterns name an event that did not happen at all: no need to read the events one by one (nor to list none twice: issue 10).
    if (!mayHaveHappened(pattern, happened)) {
      negatedNotFromField(tc, pattern);
      return null;
    }
    // (WIN-ACTION-BEFORE-CHAIN: an event of the action before the chain met this effect, and the chain activated it for it: used.)
    const found = matchingEvents(pattern, input.events, eventContext(tc, controller)).filter((m) => !targetingWithdrawn(ctx, m.event) && !activatedForAction(ctx, tc.ref, effect.n, m.index));
    const matches = found.filter((m) => causedAsWritten(ctx, pattern, tc, m, controller) && seesActivationInResolution(input.events, pattern, tc.ref, m, (r) => tl.canon(r)));
    if (found.length > 0 && matches.length === 0) {
      rejected.push({ ref: tc.ref, text: joinText([cardName(tc.card), causeRejected(ctx, pattern, tc, found[0]!, controller)], '：', ': ') });
      return null;
    }
    if (matches.length === 0) {
      if (found.length === 0) columnRefused(tc, pattern, controller);
      negatedNotFromField(tc, pattern);
      return null;
    }

    // Where it must be, and was, when the condition was met.
    const why: Text[] = [];
    let ownMove = false;
    const good: { m: EventMatch; zone: Zone | null; movedAfter: boolean }[] = [];
    let selfOnChain = false;
    let trapOwnChain = false;
    let handAddedAt: number | null = null;
    let deckUnseenAt: number | null = null;
    for (const m of matches) {
      const selfInEvent = m.cards.includes(tc.ref);
      // WIN-ALREADY-THERE: a trigger watching others' event from where its card is (「这张卡在手卡·墓地存在，xx的场合」) is not
      // met by an event that moved its own card — it was not already there. Used from the hand it has no such limit (the
      // hand is hidden: docs/c03/特定效果的处理方法.rst:30).
      if (selfInEvent && pattern.alreadyThere && tl.at(tc.ref, m.index)?.zone !== 'hand') {
        why.push(say({ rule: W.ALREADY_THERE, params: {} }));
        continue;
      }
      const at = tl.at(tc.ref, m.index);
      const justBefore = tl.justBefore(tc.ref, m.index);
      const places = activationPlaces(effect, tc.card, selfInEvent ? at?.zone ?? null : null);
      let zone = selfInEvent ? at?.zone ?? null : justBefore?.zone ?? null;
      // WIN-HAND-ADDED (rules reference docs/c03/诱发类效果.rst:81–88, 250–254): a hand trigger whose condition was met
      // during the chain while its card was elsewhere (the Deck, the GY), and which is in the hand as the chain ends,
      // may be activated then — judged as if it had been in the hand all along (the hand is hidden information).
      const handAdded = !selfInEvent && input.chain !== null && !placeMatches(places, zone) && placeMatches(places, 'hand') && tc.after?.zone === 'hand' && reachedHandAfter(tc.ref, m.index);
      if (handAdded) zone = 'hand';
      if (!placeMatches(places, zone)) continue;
      // Its own trigger, the card gone to a hidden place (the Deck, face-down in the Extra Deck, banished
      // face-down): nobody can show the card, so it cannot be activated there — unless its text says so.
      if (selfInEvent && at && hiddenPlace(at, tc.card) && !asArray(effect.from).includes(at.zone as Place)) {
        why.push(say({ rule: W.HIDDEN_PLACE, params: { place: zoneWord(at.zone) } }));
        continue;
      }
      const n = activatedAsLink.get(tc.ref);
      if (!selfInEvent && isField(zone) && n === undefined) {
        // It must already have been face-up (a set card's effect does not apply) — except a set
        // Spell/Trap card's own activation, which is the card being turned face-up.
        const faceUpNeeded = effect.kind !== 'activation';
        if (faceUpNeeded && !justBefore?.faceUp) {
          why.push(say({ rule: W.FACE_DOWN, params: {} }));
          continue;
        }
        if (!faceUpNeeded && justBefore?.faceUp) continue;
      }
      // A card activated as a chain link (face-up on the chain) applies only from its resolution —
      // except what happens to the card itself (destroyed at link 2, or its own move once its activation
      // was negated): its own trigger's event, met wherever the card went (WIN-SELF-EVENT-ON-CHAIN,
      // WIN-NEGATED-OWN-MOVE).
      const ownMoveNegated = n !== undefined && selfInEvent && negatedLink(n);
      if (ownMoveNegated) ownMove = true;
      if (n !== undefined && input.chain && effect.kind !== 'activation' && !selfInEvent && !seenByLinkCard(input.chain, n, m.event)) {
        // WIN-TRAP-OWN-CHAIN: a Trap's trigger sees what happened after its card's activation in that chain (a higher link).
        if (trapSeesOwnChain(n, tc.card, effect, pattern, m.event)) {
          trapOwnChain = true;
        } else {
          why.push(
          say({ rule: W.ALREADY_APPLYING, params: { link: linkName(input.chain, n), event: m.event.type, bar: trapOwnChainBar(n, tc.card, effect, pattern, m.event) } }),
          );
          continue;
        }
      }
      if (n !== undefined && input.chain && effect.kind !== 'activation' && selfInEvent && !seenByLinkCard(input.chain, n, m.event)) selfOnChain = true;
      const now = tc.after;
      // WIN-FLIP-EVENT: a card flipped face-up and, later in the same step of the resolution, sent away or turned
      // face-down again (「变成表侧守备表示，…的场合破坏」) has moved since its flip: the state after the step no longer has it face-up on the field.
      const leftInStep = selfInEvent && m.event.type === 'flipped' && !!at && (!isField(at.zone) || !at.faceUp);
      let movedAfter = !handAdded && (leftInStep || !now || now.zone !== (selfInEvent ? at?.zone : justBefore?.zone) || (isField(now.zone) && at?.faceUp === true && !now.faceUp));
      // WIN-DECK-UNSEEN (docs/c03/诱发类效果.rst:167–170): its own trigger met as its card went into the Deck (or face-down Extra Deck),
      // where its text says it is activated: nobody can check the Deck, so it is activated all the same, as from there, even though
      // the card left it since.
      if (movedAfter && selfInEvent && at && hiddenPlace(at, tc.card) && asArray(effect.from).includes(at.zone as Place)) {
        movedAfter = false;
        deckUnseenAt = m.index;
      }
      if (handAdded) handAddedAt = m.index;
      good.push({ m, zone, movedAfter });
    }
    if (good.length === 0) {
      for (const r of why) rejected.push({ ref: tc.ref, text: joinText([cardName(tc.card), r], '：', ': ') });
      return null;
    }
    const best = good[good.length - 1]!;
    const mandatoryHere = effect.kind === 'flip' ? (effect.mandatory ?? true) : (effect.mandatory ?? false);
    if (best.movedAfter) {
      // WIN-ACTION-BEFORE-CHAIN: an optional effect met by the action before the chain (a Trap 「攻击宣言时」 left Set, a tribute's 「…时」)
      // had its moment when that chain began, and was passed there: after the chain it could not be activated, its card moved or not —
      // nothing to say of it. A mandatory one was owed, and its card leaving is why it cannot be activated still: said.
      if (!mandatoryHere && best.m.index < (input.actionEvents ?? 0)) return null;
      ctx.notes.push(
        say({ rule: W.MOVED_AFTER, params: { card: tc.card.name, place: zoneWord(best.zone) } }),
      );
      return null;
    }
    if (spentThisTurn(tl, tc, effect, scenario, controller)) {
      ctx.notes.push(say({ rule: W.ONCE_USED, params: { card: tc.card.name } }));
      return null;
    }
    // A target is needed to activate: none on a board whose zones are all known means no activation.
    // (A mandatory one is activated all the same, taking no target: CH-NO-TARGET-TAKEN, docs/c02/基本用语.rst:221, :232.)
    const checked = effect.targets?.ofEvent ? eventTargetCheck(ctx, effect, best.m.cards) : targetCheck(ctx, effect, tc, controller);
    // SIT-FIELD-COMPLETE: an optional trigger finding no fitting card among those written on a field written in part (no `B场只有:`) — one
    // is assumed there, and said, as for a chain link's target (before, the window said it had no target while the chain accepted the same
    // activation). (A mandatory one is activated either way, taking none when there is none: CH-NO-TARGET-TAKEN.)
    const targetInPart = checked === false && !mandatoryHere && effect.targets && !effect.targets.ofEvent ? targetInPartPhrase(ctx.game, t(`「${tc.card.name}」`, tc.card.name), effect.targets.filter, controller) : null;
    const targets = targetInPart ? null : checked;
    if (targets === false && !mandatoryHere) {
      ctx.notes.push(say({ rule: W.TARGET_NEEDED, params: { card: tc.card.name } }));
      return null;
    }
    // WIN-ONLY-ONE-SELF: a trigger whose first step summons its own card, kept off the field by a 「只能有1张表侧表示存在」 limit
    // (its own or a face-up card's, read with the names the card has where it is: CMP-NAME-IN-GY).
    const first = effect.does[0];
    if (first?.do === 'special-summon' && first.what === 'self' && tc.after) {
      const self = input.after.cards[tc.ref];
      const blocked = self ? arrivalBlocked({ board: input.after, links: [] } as unknown as EngineState, self, controller, 'monster') : null;
      if (blocked) {
        ctx.notes.push(say({ rule: W.ONLY_ONE_SELF, params: { card: tc.card.name, limit: blocked.card, there: blocked.there } }));
        return null;
      }
    }
    // An optional trigger whose first step acts on the event's cards, none of which can undergo it
    // (a Link monster's position): nothing to apply to, so it is not activated (../game/undergo.ts).
    const cannot = mandatoryHere ? null : eventCardsCannotUndergo(effect.does, best.m.cards.map((r) => tl.get(r)?.card).filter((c): c is Card => Boolean(c)));
    if (cannot) {
      ctx.notes.push(say({ rule: W.NOTHING_TO_APPLY, params: { card: tc.card.name, kind: cannot, cards: best.m.cards.map((r) => tl.get(r)?.card.name ?? r) } }));
      return null;
    }
    // CH-EXTRA-SUMMON in a window: an optional trigger that grants an extra Normal Summon this turn, in the opponent's turn (or
    // granted again), cannot apply that grant — 『A。B』 needs both — so it is not activated (../chain/extra-summon.ts).
    const extra = mandatoryHere || (effect.extraSummon === undefined && effect.normalSummonsPerTurn === undefined) ? null : extraSummonRefusal({ scenario } as unknown as EngineState, effect, controller);
    if (extra) {
      ctx.notes.push(say({ rule: W.EXTRA_SUMMON, params: { ...extra.params, name: t(`「${tc.card.name}」`, tc.card.name) } }));
      return null;
    }
    // A floodgate face-up as the window opens that forbids this activation (WIN-FORBIDDEN-ACTIVATION).
    const gate = forbiddingFloodgate(ctx, tc, effect, controller, best.zone);
    if (gate) {
      ctx.notes.push(say({ rule: W.FORBIDDEN_ACTIVATION, params: { card: tc.card.name, source: gate } }));
      return null;
    }
    // Conditions to activate, read on the board as the window opens (the card itself, on the field, not counted).
    // WIN-STATE-AT-EVENT: 「○○存在的状态，xx的场合」 is read where the cards were at the event (./state-at-event.ts).
    const split = splitAtEvent(effect.condition ?? []);
    const atEventHolds = split.atEvent.length === 0 || holdsAtEvent(split.atEvent, ctx.game, tl, best.m.index, tc.ref, controller);
    const cond = atEventHolds ? checkConditions(split.rest, ctx.game, selfView(tc), controller, { notSelfOnField: true }) : false;
    // SIT-FIELD-COMPLETE: a condition judged on a field written in part — said (../chain/field-in-part.ts): the failing one, or each held.
    if (atEventHolds) {
      for (const c of split.rest) {
        const v = checkCondition(c, ctx.game, selfView(tc), controller, { notSelfOnField: true });
        if (cond === false && v !== false) continue;
        const said = fieldInPartPhrase(ctx.game, t(`「${tc.card.name}」`, tc.card.name), c, v, selfView(tc), controller, 'activation', { notSelfOnField: true });
        if (said) ctx.notes.push(said);
        if (cond === false) break;
      }
    }
    if (cond === false) {
      ctx.notes.push(say({ rule: W.CONDITION, params: { card: tc.card.name } }));
      return null;
    }
    // WIN-LINKED-ZONE: 「…所连接区有怪兽特殊召唤」 needs a Link monster there to point at it (./linked-zone.ts).
    const linked = linkedZoneCheck(ctx.game, pattern, tc.ref, tc.card.name);
    if (linked && !linked.met) {
      ctx.notes.push(linked.text);
      return null;
    }
    // A cost that cannot be paid (more LP than its player has): not activated, even a mandatory effect (WIN-COST-UNPAYABLE).
    const lpCost = (effect.cost ?? []).find((x) => x.do === 'pay-lp' && typeof x.amount === 'number');
    const lpNow = ctx.game.lp[controller];
    if (lpCost && lpNow !== null && lpNow < (lpCost.amount as number)) {
      ctx.notes.push(say({ rule: W.COST_UNPAYABLE, params: { card: tc.card.name, amount: lpCost.amount, lp: lpNow } }));
      return null;
    }
    // CH-COST-DETACH-COUNT in a window: 「把这张卡N个超量素材取除才能发动」 with fewer Xyz Materials stated under it (`(素材:)`: none) cannot
    // be paid — not activated, as the chain's legality refuses it (../chain/legality.ts). None stated: not judged here.
    const detach = (effect.cost ?? []).find((x) => x.do === 'detach' && x.what === 'self');
    const holder = detach ? input.after.cards[tc.ref] : undefined;
    if (detach && holder && holder.zone === 'monster' && holder.materials && holder.card.type.subtypes.includes('xyz')) {
      const need = costCount(detach, []);
      const has = Math.max(0, holder.materials.length - (holder.detached ?? 0));
      if (has < need) {
        ctx.notes.push(say({ rule: W.COST_UNPAYABLE, params: { card: tc.card.name, variant: 'detach', need, has } }));
        return null;
      }
    }
    // A Spell/Trap card's activation in a window is a Spell Speed 2 response: a Trap, or a Quick-Play Spell
    // (a Spell Speed 1 Spell cannot be activated here). A set card cannot be activated the turn it was set
    // (unless its text allows); from the hand only a Quick-Play Spell in its controller's turn, or a
    // Trap whose text allows it.
    if (effect.kind === 'activation') {
      const quickPlay = tc.card.type.kind === 'spell' && tc.card.type.subtypes.includes('quickplay');
      if (tc.card.type.kind !== 'trap' && !quickPlay) return null;
      if (best.zone === 'hand' && !((quickPlay && controller === ctx.tp) || (tc.card.type.kind === 'trap' && effect.handActivation))) return null;
      if (best.zone !== 'hand' && tc.states.includes('set-this-turn') && !effect.activateSetTurn) return null;
      // CH-TRAP-SET-TURN-IF: allowed the turn it was Set only while its text's condition holds (an unknown one is no refusal).
      const setIf = best.zone !== 'hand' && typeof effect.activateSetTurn === 'object' && tc.states.includes('set-this-turn') ? effect.activateSetTurn.condition : null;
      if (setIf && checkConditions(setIf, ctx.game, selfView(tc), controller) === false) return null;
    }

    const mandatory = effect.kind === 'flip' ? effect.mandatory ?? true : effect.mandatory ?? false;
    const category: Candidate['category'] = isTriggerKind ? (effect.kind === 'flip' ? 'flip' : 'trigger') : effect.mandatory ? 'quick' : 'speed2';
    const rules: string[] = [W.EVENT_OF_THIS];
    if (pattern.from) rules.push(W.FROM_PLACE);
    if (effect.kind === 'flip' && best.m.event.type === 'flipped') rules.push(W.FLIP_EVENT);
    if (best.m.event.type === 'drawn' && !asArray(pattern.event).includes('drawn')) rules.push(W.DRAW_IS_ADD);
    if (pattern.tributesMin !== undefined) rules.push(W.TRIBUTE_COUNT);
    if (effect.targets?.ofEvent) rules.push(W.TARGET_OF_EVENT);
    if (pattern.tributed) rules.push(W.TRIBUTED);
    if (pattern.asMaterialFor) rules.push(W.USED_AS_MATERIAL);
    if (pattern.notTargeted) rules.push(W.NOT_TARGETED);
    if (pattern.faceDown) rules.push(W.BANISHED_FACE_DOWN);
    if (pattern.byCounterTrap) rules.push(W.COUNTER_TRAP);
    if (pattern.by || pattern.cause) rules.push(W.CAUSE_BY);
    if (effect.kind === 'activation') rules.push(W.ST_ACTIVATION_PLACE);
    if (!effect.trigger && effect.kind === 'activation') rules.push(W.CARD_WAITS_FOR);
    if (ownMove) rules.push(W.NEGATED_OWN_MOVE);
    if (selfOnChain) rules.push(W.SELF_EVENT_ON_CHAIN);
    if (trapOwnChain) rules.push(W.TRAP_OWN_CHAIN);
    const added = handAddedAt === best.m.index;
    if (added) rules.push(W.HAND_ADDED);
    const c = base(tc, effect, controller, category, mandatory, best.zone, rules, best.m.index);
    if (added) c.reasons.push(say({ rule: W.HAND_ADDED, params: { card: tc.card.name } }));
    if (deckUnseenAt === best.m.index) {
      c.rules.push(W.DECK_UNSEEN);
      c.reasons.push(say({ rule: W.DECK_UNSEEN, params: { card: tc.card.name, place: zoneWord(best.zone) } }));
    }
    // WIN-DESTROYER-SELF: 「这张卡战斗破坏攻击力0的怪兽」 — what its text asks of the monster destroyed is not read: said, not judged.
    if (best.m.unreadOnDestroyed) {
      c.rules.push(W.DESTROYER_SELF);
      c.reasons.push(say({ rule: W.DESTROYER_SELF, params: { card: tc.card.name, words: best.m.unreadOnDestroyed } }));
    }
    // WIN-DAMAGE-CAUSE: what its text says dealt the damage was not read, or the situation does not say it — said, not judged
    // (also in the answer's assumptions: ../index.ts).
    const dealt = best.m.damageUnchecked ? damageCauseSaid(pattern) : null;
    if (dealt) {
      c.rules.push(W.DAMAGE_CAUSE);
      c.reasons.push(say({ rule: W.DAMAGE_CAUSE, params: { card: tc.card.name, words: dealt.words, variant: dealt.variant } }));
    }
    // WIN-SUMMON-HOW: the kind of Special Summon its condition asks for was assumed (../game/triggers.ts).
    if (best.m.assumedHow) {
      c.rules.push(W.SUMMON_HOW);
      c.reasons.push(say({ rule: W.SUMMON_HOW, params: { card: tc.card.name, how: best.m.assumedHow } }));
    }
    // WIN-LEFT-SUMMON-HOW: the summon its subject names was assumed of the monster that left the field (../game/triggers.ts).
    if (best.m.assumedLeftHow) {
      c.rules.push(W.LEFT_SUMMON_HOW);
      c.reasons.push(say({ rule: W.LEFT_SUMMON_HOW, params: { card: tc.card.name, how: best.m.assumedLeftHow } }));
    }
    // WIN-SUMMONED-BY-CARD: the card whose effect summoned it was not written — taken as the one its condition names (../game/triggers.ts).
    if (best.m.assumedBy && pattern.summonedByCard) {
      const by = pattern.summonedByCard;
      c.rules.push(W.SUMMONED_BY_CARD);
      c.reasons.push(say({ rule: W.SUMMONED_BY_CARD, params: { card: tc.card.name, name: by.name ?? null, archetype: by.archetype ?? null, kind: by.kind ?? null, anyOf: by.anyOf ?? null } }));
    }
    if (ownMove) c.reasons.push(say({ rule: W.NEGATED_OWN_MOVE, params: { card: tc.card.name } }));
    if (trapOwnChain) c.reasons.push(say({ rule: W.TRAP_OWN_CHAIN, params: { card: tc.card.name } }));
    // WIN-SAME-COLUMN-ACTIVATED: the column was checked (both zones stated), or assumed (said).
    if (pattern.sameColumn && best.m.event.type === 'activated' && best.m.event.link !== null) {
      const ectx = eventContext(tc, controller);
      const known = ectx.activationColumn!(best.m.event.link) !== null && ectx.columnOf!(tc.ref) !== null;
      c.rules.push(W.SAME_COLUMN_ACTIVATED);
      c.reasons.push(say({ rule: W.SAME_COLUMN_ACTIVATED, params: { card: tc.card.name, variant: known ? 'checked' : 'assumed' } }));
    }
    // WIN-SAME-COLUMN-BATTLE: the monster it battles was read in its column (both zones stated), or its column was not read (said).
    if (pattern.foeSameColumn && best.m.event.type === 'attack-declared') {
      const ectx = eventContext(tc, controller);
      const foe = best.m.event.cards.map((r) => tl.canon(r)).find((r) => r !== tc.ref);
      const foeCol = foe ? ectx.columnOf!(foe) : null;
      const known = foeCol !== null && ectx.columnOf!(tc.ref) !== null;
      c.rules.push(W.SAME_COLUMN_BATTLE);
      c.reasons.push(say({ rule: W.SAME_COLUMN_BATTLE, params: { card: tc.card.name, foe: foe ? tl.get(foe)?.card.name ?? foe : '', variant: known ? 'checked' : 'unread' } }));
    }
    // WIN-SAME-COLUMN-MOVED: the card of the event was read in its column (both zones stated), or its column was not read (said).
    if (pattern.subjectSameColumn && best.m.cards.length > 0) {
      const ectx = eventContext(tc, controller);
      const mine = ectx.columnOf!(tc.ref);
      const known = mine !== null && best.m.cards.some((r) => ectx.columnOf!(tl.canon(r)) === mine);
      c.rules.push(W.SAME_COLUMN_MOVED);
      c.reasons.push(say({ rule: W.SAME_COLUMN_MOVED, params: { card: tc.card.name, cards: best.m.cards.map((r) => tl.get(r)?.card.name || r), variant: known ? 'checked' : 'unread' } }));
    }
    // (WIN-SUMMON-HOW: the kind of Special Summon its condition asks for — made so, or assumed and said above — names the event.)
    const sentence = eventSentence(best.m.event.type, best.m.cards.map((r) => tl.get(r)?.card.name || r), pattern.subject?.summoned ?? undefined);
    c.reasons.push(say({ rule: W.EVENT_OF_THIS, params: { sentence } }));
    // WIN-LINKED-ZONE: where the summoned monster landed, taken as a linked zone (said).
    if (linked) {
      c.rules.push(W.LINKED_ZONE);
      c.reasons.push(linked.text);
    }
    // WIN-CAUSE-BY: 「被对方…」 met by an event typed without who caused it — taken as met, and said (a guess either way).
    const wanted = causeSide(pattern);
    if (wanted && best.m.event.by === null) {
      if (!c.rules.includes(W.CAUSE_BY)) c.rules.push(W.CAUSE_BY);
      c.reasons.push(say({ rule: W.CAUSE_BY, params: { wanted } }));
    }
    if (cond === null) c.reasons.push(say({ rule: W.CONDITION, params: { variant: 'assumed' } }));
    if (targetInPart) {
      c.rules.push(R.FIELD_COMPLETE);
      c.reasons.push(targetInPart);
    } else if (targets === null) c.reasons.push(say({ rule: W.TARGET_NEEDED, params: { variant: 'assumed' } }));
    if (cond === true && split.rest.some((x) => x.is === 'exists' || x.is === 'none')) c.rules.push(W.CONDITION_BOARD);
    if (split.atEvent.length > 0) c.rules.push(W.STATE_AT_EVENT);
    if (effect.targets) c.rules.push(W.TARGET_NEEDED);
    if (isTriggerKind && tl.get(tc.ref)?.before?.zone !== best.zone && best.m.cards.includes(tc.ref)) c.rules.push(W.WHERE_IT_IS);
    // The subject's place was met only where the card was when it happened (../game/triggers.ts).
    const place = pattern.subject?.place;
    if (place !== undefined && best.m.cards.some((r) => !placeMatches(place, tl.at(r, best.m.index)?.zone ?? null))) c.rules.push(W.SUBJECT_WHERE_IT_WAS);
    // WIN-SUMMON-POSITION: 「攻击表示召唤」 was met by the position the summon recorded.
    if (pattern.subject?.position !== undefined && best.m.event.position !== undefined) c.rules.push(W.SUMMON_POSITION);
    // WIN-SUMMONED-AS-SHOWN: a summoned monster met an ATK/DEF or name the subject asks for as continuous effects made it.
    const sub = pattern.subject;
    if (sub && (sub.atkMin !== undefined || sub.atkMax !== undefined || sub.names || sub.id !== undefined) && /^(summoned|special-summoned|flip-summoned)$/.test(best.m.event.type) && best.m.cards.some((r) => { const s = tl.shownAfter(r, best.m.index); return s !== null && ((s.stats?.length ?? 0) > 0 || s.changed !== undefined); })) c.rules.push(W.SUMMONED_AS_SHOWN);
    if ((input.actionVerb === 'tribute-summon' || input.actionVerb === 'set') && ctx.timing.tributes.some((r) => best.m.event.cards.map((x) => tl.canon(x)).includes(r))) c.rules.push(W.TRIBUTE_IS_EVENT);
    // WIN-PER-EVENT-SWEEP: a sweep of every card of a kind is made once however many events met it (./per-event-sweep.ts).
    const sweep = good.length > 1 && new Set(good.map((g) => g.m.event)).size > 1 && perEventTimes(effect, mandatory, good) > 1 && sweepsAll(effect);
    if (sweep) {
      c.rules.push(W.PER_EVENT_SWEEP);
      c.reasons.push(say({ rule: W.PER_EVENT_SWEEP, params: { card: tc.card.name } }));
    }
    const times = sweep ? 1 : perEventTimes(effect, mandatory, good);
    if (times > 1) {
      c.times = times;
      c.rules.push(W.PER_EVENT);
      c.reasons.push(say({ rule: W.PER_EVENT, params: { card: tc.card.name, times } }));
    }
    return c;
  }
}

/**
 * The chain link (number) that already used this once-per-turn effect — this copy's (soft) or any
 * copy's of the name (hard) — on the chain that just ended; null: not used there. A link that could
 * not be activated used nothing.
 */
function usedOnChain(ctx: WindowContext, tc: TimelineCard, effect: EffectFacts): number | null {
  if (effect.oncePerTurn !== 'soft' && effect.oncePerTurn !== 'hard') return null;
  for (const l of ctx.input.chain?.links ?? []) {
    // (CMP-OPT-EITHER: or an effect sharing its limit — 「①②的效果1回合只能有1次使用其中任意1个」.)
    if (l.outcome === 'illegal' || l.legal === false || l.effect === null || !sharesUseLimit(effect, l.effect) || !l.card.ref) continue;
    const same = effect.oncePerTurn === 'soft' ? ctx.tl.canon(l.card.ref) === tc.ref : l.card.id === tc.card.id;
    if (same) return l.n;
  }
  return null;
}

/**
 * WIN-PER-EVENT (rules reference docs/c03/诱发类效果.rst:484–523): a trigger whose condition was met by
 * several separate events of one chain (two links each destroying such a monster, two burns) is activated
 * once per event, chained to itself — when it is mandatory, has no use limit, and acts neither on the
 * cards of its event (「那些装备卡破坏」「那些怪兽的效果无效」: all of them at once) nor on its own card
 * (「这张卡破坏」), nor on targets. The reference lists such cards both ways and gives no official
 * general rule; these conditions are the ones that hold for every mandatory example it lists.
 * Optional ones are activated once.
 */
function perEventTimes(effect: EffectFacts, mandatory: boolean, good: readonly { m: EventMatch }[]): number {
  if (good.length < 2 || !mandatory || effect.kind !== 'trigger' || effect.oncePerTurn || effect.targets) return 1;
  // (An ATK/DEF change of its own card is no act that one event uses up: docs/c03/诱发类效果.rst:491.)
  if (effect.does.length === 0 || effect.does.some((a) => a.what === 'event-cards' || (a.what === 'self' && a.do !== 'modify-stats'))) return 1;
  return new Set(good.map((g) => g.m.event)).size;
}

/** A flip effect's condition: the card flipped face-up. */
const FLIPPED: TriggerPattern = { event: 'flipped' };

/** WIN-CARD-WAITS-FOR: the event a card activation waits for, when it is one of the events the engine reports. */
function cardWaitsFor(effect: EffectFacts): TriggerPattern | undefined {
  const w = effect.waitsFor;
  if (effect.kind !== 'activation' || !w || w.phase || w.armedBy) return undefined;
  if (asArray(w.event).some((x) => x === 'phase-start' || x === 'activated' || x === 'targeted' || x === 'attack-declared')) return undefined;
  return w;
}

/**
 * Could the effect take a place in a window at all: a trigger pattern (or a flip effect), or a
 * mandatory quick effect that answers an activation. Every other effect (ignition, continuous, a
 * quick effect the player chooses to use) never does — ./candidates.ts `consider` returns null for them.
 */
function mayTakePlace(effect: EffectFacts): boolean {
  return effect.trigger !== undefined || cardWaitsFor(effect) !== undefined || effect.kind === 'flip' || (effect.kind === 'quick' && Boolean(effect.respondsTo) && Boolean(effect.mandatory));
}

/**
 * A spent once-per-turn: this copy's (soft), or any copy's of the name (hard, 「这个卡名的…」). Asked
 * only of an effect the window could place (most effects of most cards leave at the first tests).
 */
export function spentThisTurn(tl: Timeline, tc: TimelineCard, effect: EffectFacts, scenario: Scenario, controller: Player): boolean {
  // This copy's use (soft; forgotten once it turned face-down or was banished and came back: FD-MEMORY) or any.
  if (spentOnce(tc.states, effect.oncePerTurn)) return true;
  // CH-HISTORY-USED: activated earlier this turn (`本回合: …`).
  if ((scenario.history ?? []).length > 0 && spentEarlier(scenario, tc.ref, tc.card, controller, effect, tc.states)) return true;
  // A hard once per turn (「这个卡名的…」) is spent by any copy's use.
  if (effect.oncePerTurn !== 'hard') return false;
  for (const o of tl.cards.values()) if (o.card.id === tc.card.id && o.states.includes('used')) return true;
  return false;
}

/**
 * The event types the window's events can meet (../game/triggers.ts `eventTypeMatches`: a card
 * destroyed or discarded to the GY was also sent there; a flip summon also flips the card; a drawn
 * card was also added to the hand, WIN-DRAW-IS-ADD).
 */
function eventTypesHappened(events: EngineEvent[]): Set<string> {
  const types = new Set<string>();
  for (const e of events) {
    types.add(e.type);
    if ((e.type === 'destroyed' || e.type === 'discarded') && e.to.includes('gy')) types.add('sent-to-gy');
    if (e.type === 'flip-summoned') types.add('flipped');
    if (e.type === 'drawn') types.add('added-to-hand');
  }
  return types;
}

/** False when no event of a type the pattern names happened (so `matchingEvents` would find none). */
function mayHaveHappened(pattern: TriggerPattern, happened: Set<string>): boolean {
  for (const type of asArray(pattern.event)) if (happened.has(type)) return true;
  return false;
}

export { base as baseCandidate };

function base(tc: TimelineCard, effect: EffectFacts, controller: Player, category: Candidate['category'], mandatory: boolean, zone: Zone | null, rules: string[], eventIndex: number | null): Candidate {
  // WIN-SEGOC-REVEALED: a hand card kept revealed (kept revealed by an effect; state 公开) is public information.
  const revealed = zone === 'hand' && tc.states.includes('revealed');
  // WIN-SEGOC-EXTRA-FACE-UP (诱发类效果.rst:191, :196): a Pendulum Monster face-up in the Extra Deck — one destroyed in a Monster Zone — is public
  // information too: its optional trigger (「怪兽区域的这张卡被破坏的场合…」) is placed at level 3/4, not left to level 7 as a hidden card's.
  // (As the window opens: a card destroyed from the field this chain is face-up there now, whatever the states it was listed with.)
  const faceUpExtra = zone === 'extra' && tc.card.type.subtypes.includes('pendulum') && (tc.after?.zone === 'extra' ? tc.after.faceUp : tc.states.includes('face-up-in-extra'));
  const isPublic = revealed || faceUpExtra || (zone !== 'hand' && zone !== 'deck' && zone !== 'extra');
  if (revealed) rules.push(W.SEGOC_REVEALED);
  if (faceUpExtra && !mandatory) rules.push(W.SEGOC_EXTRA_FACE_UP);
  return { ref: tc.ref, card: tc.card, effect, controller, category, mandatory, zone, public: isPublic, level: 0, reasons: [], rules, eventIndex };
}

export function selfView(tc: TimelineCard): CardView | undefined {
  return tc.after ? snapshotView(tc.ref, tc.card, tc.after, tc.states) : undefined;
}

/** Cards activated (as cards) on the chain: their effects apply only once their link resolves. */
function cardsActivatedAsLinks(ctx: WindowContext): Map<string, number> {
  const { tl } = ctx;
  const activatedAsLink = new Map<string, number>();
  for (const l of ctx.input.chain?.links ?? []) {
    if (!l.card.ref) continue;
    const key = tl.canon(l.card.ref);
    const b = tl.get(key)?.before;
    const kind = l.card.id !== null ? tl.get(key)?.card.type.kind : undefined;
    if ((kind === 'spell' || kind === 'trap') && (!b || b.zone === 'hand' || b.zone === null || b.faceUp === false || b.zone === 'deck')) activatedAsLink.set(key, l.n);
  }
  return activatedAsLink;
}

/** The side that must have caused a trigger's event: `by` (judged by the engine) or the text's `causedBy`. */
function causeSide(pattern: TriggerPattern): 'self' | 'opponent' | null {
  const side = pattern.by ?? pattern.causedBy;
  return side === 'self' || side === 'opponent' ? side : null;
}

/** Who controlled the card of its own trigger's event just before it happened (null: not its own event, or unknown). */
function controllerWhenItHappened(ctx: WindowContext, pattern: TriggerPattern, tc: TimelineCard, m: EventMatch): Player | null {
  const own = (pattern.subject ?? { self: true }).self === true && m.cards.includes(tc.ref);
  if (!own) return null;
  return ctx.tl.justBefore(tc.ref, m.index)?.controller ?? null;
}

/**
 * 「被对方…」「对方的效果…」 (WIN-CAUSE-CONTROLLER): of this card's own event, "the opponent" is the
 * opponent of the player who controlled the card when it happened, not of its owner — a monster taken
 * by the opponent and then destroyed by that player's own effect was not destroyed by "the opponent"
 * (rules reference docs/c03/诱发类效果.rst:432, :438–:439). Of another card's event (「自己场上的怪兽被
 * 战斗或者对方的效果破坏」) it is the opponent of the trigger's controller (WIN-CAUSE-OTHER-CARD; docs/c03/
 * 特定效果的处理方法.rst:838, :873). Judged only when the event says who caused it; an event typed without
 * its cause still meets the condition (nothing to judge by).
 */
function causedAsWritten(ctx: WindowContext, pattern: TriggerPattern, tc: TimelineCard, m: EventMatch, controller: Player): boolean {
  const side = causeSide(pattern);
  // A card moved off by rule (a second 「只能有1只」 card destroyed, a card with no zone to go to) was moved
  // by no player: 「因对方」「被对方」 is not met (WIN-CAUSE-RULE). A summon by its procedure is not such a move.
  if (side && movedByRule(m.event)) return false;
  if (!side || m.event.by === null) return true;
  const holder = controllerWhenItHappened(ctx, pattern, tc, m) ?? (ownEvent(pattern, tc, m) ? null : controller);
  if (!holder) return true;
  // WIN-CAUSE-OWNER: a card controlled by the player who does not own it, moved off the field to its owner's side, must meet
  // 「被对方…」 (or 「被自己…」) from both sides — as seen by who controlled it and by who owns it; the two see each
  // other as "the opponent", so no cause meets it (docs/c03/诱发类效果.rst:440–:453, the note).
  // Destruction by battle is not such a cause when the text names battle apart (「被战斗或者对方的效果破坏」: the opponent qualifies
  // only the effect), so a monster one owns destroyed by battle on the other player's field still meets it (:453). A bare
  // 「被对方破坏」 takes in battle too: taken and then destroyed by battle, it is not met (:439).
  if (ownEvent(pattern, tc, m) && !battleNamedApart(pattern, m)) {
    const owner = ownerOf(ctx, tc.ref);
    if (owner !== null && owner !== holder) return false;
  }
  return side === 'self' ? m.event.by === holder : m.event.by !== holder;
}

/** WIN-CAUSE-OWNER: a battle destruction, of a trigger whose text names battle as a cause of its own (「被战斗或者对方的效果破坏」). */
function battleNamedApart(pattern: TriggerPattern, m: EventMatch): boolean {
  return m.event.cause === 'battle' && asArray(pattern.cause).includes('battle');
}

/** Who owns a card, as the board keeps it (its controller unless the situation said `(所有者:B)`); null: not known. */
function ownerOf(ctx: WindowContext, ref: string): Player | null {
  return ctx.input.before.cards[ref]?.owner ?? null;
}

function ownEvent(pattern: TriggerPattern, tc: TimelineCard, m: EventMatch): boolean {
  return (pattern.subject ?? { self: true }).self === true && m.cards.includes(tc.ref);
}

/**
 * A card leaving its place by rule (not a summon, which a player makes even by its procedure). A card a summon
 * uses as material or tribute (even by its procedure) leaves by rule too, but because of the player summoning
 * (WIN-CAUSE-SUMMON-MATERIAL): the move keeps who made it, and 「因对方」 reads that player.
 */
function movedByRule(e: EventMatch['event']): boolean {
  return e.cause === 'rule' && LEAVING.has(e.type) && !e.summonMaterial;
}
const LEAVING = new Set<string>(['destroyed', 'sent-to-gy', 'banished', 'returned-to-hand', 'returned-to-deck']);

function causeRejected(ctx: WindowContext, pattern: TriggerPattern, tc: TimelineCard, m: EventMatch, controller: Player): Text {
  if (movedByRule(m.event)) return say({ rule: W.CAUSE_RULE, params: {} });
  if (!ownEvent(pattern, tc, m)) return say({ rule: W.CAUSE_OTHER_CARD, params: { controller, causer: m.event.by ?? '?', wanted: causeSide(pattern) } });
  const holder = controllerWhenItHappened(ctx, pattern, tc, m);
  const owner = ownerOf(ctx, tc.ref);
  // The controller's view is said when it already fails; the owner's only when it alone does (WIN-CAUSE-OWNER).
  const side = causeSide(pattern);
  const controllerView = side === 'self' ? m.event.by === holder : m.event.by !== holder;
  if (owner && holder && owner !== holder && controllerView) return say({ rule: W.CAUSE_OWNER, params: { controller: holder, owner, causer: m.event.by ?? '?', wanted: causeSide(pattern) } });
  return say({ rule: W.CAUSE_CONTROLLER, params: { controller: holder ?? '?', causer: m.event.by ?? '?', wanted: causeSide(pattern) } });
}

/**
 * A negated activation never targeted anything (WIN-NEGATED-NO-TARGET): its 'targeted' event meets no
 * 「成为对象时」 trigger (rules reference docs/c02/基本用语.rst 291). A negated effect did target.
 */
function targetingWithdrawn(ctx: WindowContext, event: EngineEvent): boolean {
  if (event.type !== 'targeted' || event.link === null) return false;
  const l = ctx.input.chain?.links.find((x) => x.n === event.link);
  if (l?.outcome !== 'activation-negated') return false;
  pushOnce(ctx.notes, say({ rule: W.NEGATED_NO_TARGET, params: { link: event.link } }));
  return true;
}

/** True: enough targets; false: none, and every zone they could be in is known; null: cannot tell. */
function targetCheck(ctx: WindowContext, effect: EffectFacts, tc: TimelineCard, controller: Player): boolean | null {
  const tg = effect.targets;
  if (!tg) return true;
  const filter = tg.filter.place === undefined ? { ...tg.filter, place: 'field' as Place } : tg.filter;
  const mctx = matchContext(tc.ref, controller, ctx.attacker);
  let found = 0;
  for (const o of ctx.game.cards()) if (matchesFilter(filter, o, mctx)) found++;
  if (found >= (tg.upTo ? 1 : tg.count)) return true;
  return zonesKnown(ctx.game, filter, controller) ? false : null;
}

/**
 * WIN-TARGET-OF-EVENT: a trigger targeting 「那1只怪兽」 — the event's card — has a target only when one of the event's cards is
 * now where a card can be targeted: on the field, in the GY, banished face-up (not the hand, the Deck, nor the Extra Deck,
 * where a destroyed Pendulum Monster goes face-up).
 */
function eventTargetCheck(ctx: WindowContext, effect: EffectFacts, refs: readonly string[]): boolean {
  const kinds = effect.targets?.filter.kind === undefined ? null : asArray(effect.targets.filter.kind);
  const found = refs.filter((r) => {
    const c = ctx.tl.get(r);
    const at = c?.after;
    if (!c || !at || at.zone === null) return false;
    if (kinds && !kinds.includes(c.card.type.kind)) return false;
    return isField(at.zone) || at.zone === 'gy' || (at.zone === 'banished' && at.faceUp);
  }).length;
  return found >= (effect.targets?.upTo ? 1 : effect.targets?.count ?? 1);
}

/**
 * The name of a card face-up on the field (as the window opens) whose continuous effect forbids this
 * activation (「双方不能把效果怪兽的效果发动」, `forbidsActivation`), or null. Read like the chain's check
 * (CH-FORBIDDEN-ACTIVATION): the filter from the floodgate controller's side.
 */
function forbiddingFloodgate(ctx: WindowContext, tc: TimelineCard, effect: EffectFacts, controller: Player, zone: Zone | null): string | null {
  for (const o of ctx.tl.cards.values()) {
    const at = o.after;
    if (!at || !isField(at.zone) || !at.faceUp || o.ref === tc.ref) continue;
    const owner = at.controller;
    if (!owner) continue;
    // CH-BATTLE-DESTROYED-CONT: a monster destroyed by battle no longer applies its own continuous effects.
    if (at.zone === 'monster' && o.states?.includes('battle-destroyed')) continue;
    for (const e of o.card.effects) {
      if (e.kind !== 'continuous') continue;
      for (const a of e.does) {
        if (!a.forbidsActivation) continue;
        // CH-ATTACK-LOCK / CH-BATTLE-LOCK: a lock under a condition of its own (「这张卡进行战斗的场合」) only while that holds.
        if (a.whileHolds?.length && checkConditions(a.whileHolds, ctx.game, snapshotView(o.ref, o.card, at, o.states), owner) !== true) continue;
        const who = a.player ?? 'both';
        if (!(who === 'both' || (who === 'self') === (owner === controller))) continue;
        const view = activationView(controller, tc.card, effect, effect.kind === 'activation', zone, []);
        if (effectFilterMatches(a.forbidsActivation, view, matchContext(o.ref, owner, undefined))) return o.card.name;
      }
    }
  }
  return null;
}

/** Where a card is not shown: the Deck, the Extra Deck face-down (a Pendulum Monster goes there face-up), face-down banishment. */
function hiddenPlace(at: { zone: Zone | null; faceUp: boolean }, card: Card): boolean {
  if (at.zone === 'deck') return true;
  if (at.zone === 'extra') return !(at.faceUp && card.type.subtypes.includes('pendulum'));
  if (at.zone === 'banished') return !at.faceUp;
  return false;
}


/** 「这个卡名的效果1回合只能使用1次」: of several copies meeting their condition together, only one may activate (its controller picks which). */
export function oncePerTurnByName(ctx: WindowContext, candidates: Candidate[]): Candidate[] {
  const byName = new Map<string, Candidate>();
  const kept: Candidate[] = [];
  for (const c of candidates) {
    if (c.effect.oncePerTurn !== 'hard') {
      kept.push(c);
      continue;
    }
    const k = `${c.card.id}#${c.effect.n}#${c.controller}`;
    const first = byName.get(k);
    if (!first) {
      byName.set(k, c);
      kept.push(c);
      continue;
    }
    first.rules.push(W.OPT_NAME);
    ctx.notes.push(
      say({ rule: W.OPT_NAME, params: { card: c.card.name, controller: c.controller } }),
    );
  }
  return kept;
}


/**
 * Opening a trigger window (时点): which effects may start the next chain, in SEGOC order
 * (同时诱发的排列), which missed their timing, and who holds priority once they are placed.
 *
 * The same rules serve the end of a chain and an action (notation form 8); only the events and the
 * "what came after" facts differ (./timing.ts).
 *
 * What takes a place in the window:
 * - `trigger` and `flip` effects whose TriggerPattern an event of this chain/action meets (levels
 *   1–4; an optional one activated from the hand is hidden information: level 7);
 * - mandatory `quick` effects: with `respondsTo`, only when the link directly below is one they
 *   answer (levels 5–6); with a `trigger`, after the triggers;
 * - event-timed Spell/Trap card activations and optional quick effects with a `trigger` (「…时才能发动」
 *   cards): level 7, the player given priority first;
 * - the special case of an end-phase trigger of a card discarded in the hand-size adjustment.
 * Not modelled: "phase-start" triggers in general (they belong to the phase, not to a window),
 * draw-time windows (no draw action in the notation), triggers on 'position-changed' by a rule.
 */
import { t, joinText, type Text } from '../../i18n/text.js';
import type { Card, CardFilter, Condition, EffectFacts, Place, Player, TriggerPattern, Zone, ActivationPattern } from '../../cards/facts.js';
import type { CardRef, MissedTiming, Window, WindowKind, WindowTrigger } from '../../answer/types.js';
import type { Scenario } from '../../scenario/types.js';
import { opponent } from '../../scenario/types.js';
import type { Board, ChainResult, EngineEvent } from '../types.js';
import { Timeline, onField, type TimelineCard } from './timeline.js';
import { asArray, filterMatches, matchingEvents, placeMatches, sideMatches, type EventMatch } from './match.js';
import { afterEvent, seenByLinkCard, linkName, type TimingContext } from './timing.js';
import { damageCalculationOnly, isDamageStep, isEndPhaseWord, isHandSizeAdjustment, isMainPhase, phaseMatches } from './phase.js';
import { W } from './rules.js';
import { eventSentence, eventWord, levelWord, named, placeWord } from './words.js';

export interface WindowInput {
  scenario: Scenario;
  kind: WindowKind;
  events: EngineEvent[];
  before: Board;
  after: Board;
  chain: ChainResult | null;
  actionVerb: string | null;
  tributes: string[];
}

/** One effect that may be activated in the window, before it is given its place. */
interface Candidate {
  ref: string;
  card: Card;
  effect: EffectFacts;
  controller: Player;
  /** trigger/flip: SEGOC levels 1–4 (or 7 from a hidden hand); quick: mandatory quick (5/6); speed2: an event-timed speed-2 card or effect (7). */
  category: 'trigger' | 'flip' | 'quick' | 'speed2';
  mandatory: boolean;
  /** Where it is activated from. */
  zone: Zone | null;
  public: boolean;
  level: number;
  reasons: Text[];
  rules: string[];
}

/** Activation-speed facts needed to answer "could a mandatory quick effect respond to it?". */
interface Placed {
  c: Candidate;
  level: number;
}

const NEVER_IN_WINDOW = new Set(['activated', 'targeted']);

export function openWindow(input: WindowInput): Window<Text> {
  const { scenario } = input;
  const tl = new Timeline(input.before, input.events, input.after);
  const tp = scenario.turnPlayer;
  const notes: Text[] = [];
  const missed: MissedTiming<Text>[] = [];
  const candidates: Candidate[] = [];
  const timingCtx: TimingContext = { events: input.events, chain: input.chain, actionVerb: input.actionVerb, tributes: input.tributes.map((r) => tl.canon(r)) };
  const damageStep = isDamageStep(scenario.phase);
  const attackNow = input.after.attack ?? scenario.attack;
  const attacker: string | null = attackNow ? tl.canon(attackNow.attacker) : null;

  // Cards activated (as cards) on the chain: their effects apply only once their link resolves.
  const activatedAsLink = new Map<string, number>();
  if (input.chain) {
    for (const l of input.chain.links) {
      if (!l.card.ref) continue;
      const key = tl.canon(l.card.ref);
      const b = tl.get(key)?.before;
      const kind = l.card.id !== null ? tl.get(key)?.card.type.kind : undefined;
      if ((kind === 'spell' || kind === 'trap') && (!b || b.zone === 'hand' || b.zone === null || b.faceUp === false || b.zone === 'deck')) activatedAsLink.set(key, l.n);
    }
  }

  // Continuous effects of monsters that arrived face-up apply before the window opens (seed 000
  // 召唤的处理 ⑥; the end of a chain likewise).
  const arrived = [...tl.cards.values()].filter(
    (c) => c.card.type.kind === 'monster' && c.after && onField(c.after.zone) && c.after.faceUp && !(c.before && onField(c.before.zone) && c.before.faceUp) && c.card.effects.some((e) => e.kind === 'continuous'),
  );
  if (arrived.length > 0) {
    notes.push(
      t(
        `先适用永续效果：${arrived.map((c) => `「${c.card.name}」`).join('')}的永续效果从现在起适用，然后才是发动时点。`,
        `Continuous effects apply first: those of ${arrived.map((c) => c.card.name).join(', ')} apply from now on, before the window opens.`,
      ),
    );
  }

  // Why a card's effect did not qualify, said only when no other effect of that card did (a set
  // Trap is activated as a card; its face-down continuous effect need not be explained).
  const rejectedNotes: { ref: string; text: Text }[] = [];
  for (const tc of tl.cards.values()) {
    const controller = controllerOf(tc, scenario);
    if (!controller) continue;
    for (const effect of tc.card.effects) {
      const c = consider(tc, effect, controller);
      if (c) candidates.push(c);
    }
  }
  for (const r of rejectedNotes) if (!candidates.some((c) => c.ref === r.ref)) notes.push(r.text);

  function consider(tc: TimelineCard, effect: EffectFacts, controller: Player): Candidate | null {
    const pattern: TriggerPattern | undefined = effect.trigger ?? (effect.kind === 'flip' ? { event: 'flipped' } : undefined);
    // A spent once-per-turn: this copy's (soft), or any copy's of the name (hard, 「这个卡名的…」).
    const used =
      (tc.states.includes('used') && (effect.oncePerTurn === 'soft' || effect.oncePerTurn === 'hard')) ||
      (effect.oncePerTurn === 'hard' && [...tl.cards.values()].some((o) => o.card.id === tc.card.id && o.states.includes('used')));
    // Mandatory quick effects that answer an activation (seed 002 6.3 level 5/6): placed at level 5/6 if the link below matches.
    if (effect.kind === 'quick' && effect.respondsTo && effect.mandatory && !pattern) {
      const where = tc.after;
      if (!where || !placeMatches(where.zone, effect.from ?? 'field') || (onField(where.zone) && !where.faceUp)) return null;
      if (used) return null;
      return base(tc, effect, controller, 'quick', true, where.zone, [], [W.SEGOC_MANDATORY_QUICK]);
    }
    if (!pattern) return null;
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
      if (!isHandSizeAdjustment(scenario.phase) || !isEndPhaseWord(pattern.phase)) return null;
      const discard = input.events.findIndex((e) => (e.type === 'discarded' || e.type === 'sent-to-gy') && e.cards.some((r) => tl.canon(r) === tc.ref));
      if (discard < 0) return null;
      const where = tl.at(tc.ref, discard);
      if (!where || tc.after?.zone !== where.zone) return null;
      if (used) return null;
      const c = base(tc, effect, controller, 'trigger', effect.mandatory ?? false, where.zone, [], [W.HAND_SIZE_END_PHASE]);
      c.reasons.push(
        t(
          '结束阶段的手卡调整中丢弃的这张卡，「结束阶段」的诱发效果在「丢弃时」的时点可以发动（特例）。',
          "Discarded during the end phase's hand-size adjustment, this card's end-phase trigger may be activated in the discard window (a special case).",
        ),
      );
      return c;
    }

    // A trigger timed to a step (「伤害计算前」: phase 'damage-step') is met only in that step.
    if (pattern.phase) {
      const current = scenario.phase ?? (input.actionVerb === 'attack' ? 'battle-step' : null);
      const inPhase = phaseMatches(current, pattern.phase);
      if (inPhase === false) return null;
    }

    const ctx = {
      selfRef: tc.ref,
      controller,
      cardOf: (r: string) => tl.get(r)?.card,
      at: (r: string, i: number) => tl.at(r, i),
      justBefore: (r: string, i: number) => tl.justBefore(r, i),
      canon: (r: string) => tl.canon(r),
      attacker,
      tributeCount: input.actionVerb === 'tribute-summon' ? timingCtx.tributes.length : 0,
    };
    const matches = matchingEvents(pattern, input.events, ctx);
    if (matches.length === 0) return null;

    // Where it must be, and was, when the condition was met.
    const rejected: Text[] = [];
    const good: { m: EventMatch; zone: Zone | null; movedAfter: boolean }[] = [];
    for (const m of matches) {
      const selfInEvent = m.cards.includes(tc.ref);
      const at = tl.at(tc.ref, m.index);
      const justBefore = tl.justBefore(tc.ref, m.index);
      const places = activationPlaces(effect, tc.card, selfInEvent ? at?.zone ?? null : null, controller);
      const zone = selfInEvent ? at?.zone ?? null : justBefore?.zone ?? null;
      if (!placeMatches(zone, places)) continue;
      const n = activatedAsLink.get(tc.ref);
      if (!selfInEvent && onField(zone) && n === undefined) {
        // It must already have been face-up (a set card's effect does not apply) — except a set
        // Spell/Trap card's own activation, which is the card being turned face-up.
        const faceUpNeeded = effect.kind !== 'activation';
        if (faceUpNeeded && !justBefore?.faceUp) {
          rejected.push(t(`事件发生时这张卡是里侧表示，效果不适用。`, 'It was face-down when the event happened, so its effect did not apply.'));
          continue;
        }
        if (!faceUpNeeded && justBefore?.faceUp) continue;
      }
      // A card activated as a chain link (face-up on the chain) applies only from its resolution.
      if (n !== undefined && input.chain && effect.kind !== 'activation' && !seenByLinkCard(input.chain, n, m.event)) {
        rejected.push(
          t(
            `这张卡作为${linkName(input.chain, n).zh}发动，效果在那之后才开始适用，看不到之前发生的${eventWord(m.event.type).zh}。`,
            `This card was activated as ${linkName(input.chain, n).en}; its effect started to apply only when that link resolved, so it did not see the earlier event (${eventWord(m.event.type).en}).`,
          ),
        );
        continue;
      }
      const now = tc.after;
      const movedAfter = !now || now.zone !== (selfInEvent ? at?.zone : justBefore?.zone) || (onField(now.zone) && at?.faceUp === true && !now.faceUp);
      good.push({ m, zone, movedAfter });
    }
    if (good.length === 0) {
      for (const r of rejected) rejectedNotes.push({ ref: tc.ref, text: joinText([named(tc.card), r], '：', ': ') });
      return null;
    }
    const best = good[good.length - 1]!;
    if (best.movedAfter) {
      notes.push(
        t(
          `「${tc.card.name}」在满足发动条件之后离开了当时所在的${placeWord(best.zone).zh}，不能发动（2020年4月起的规则）。`,
          `${tc.card.name} left ${placeWord(best.zone).en} after its condition was met, so it cannot be activated (rule since April 2020).`,
        ),
      );
      return null;
    }
    if (used) {
      notes.push(t(`「${tc.card.name}」的效果本回合已经使用，不能发动。`, `${tc.card.name}'s effect was already used this turn.`));
      return null;
    }
    // A target is needed to activate: none on a board whose zones are all known means no activation.
    const targets = targetCheck(effect, tc, controller);
    if (targets === false) {
      notes.push(t(`「${tc.card.name}」没有可以作为对象的卡，不能发动。`, `${tc.card.name} has no valid target, so it cannot be activated.`));
      return null;
    }
    // Conditions to activate.
    const cond = checkConditions(effect.condition ?? [], controller, tc);
    if (cond === false) {
      notes.push(t(`「${tc.card.name}」的发动条件不满足。`, `${tc.card.name}: its activation condition is not met.`));
      return null;
    }
    // A Spell/Trap card's activation in a window is a speed-2 response: a Trap, or a Quick-Play Spell
    // (a speed-1 Spell cannot be activated here). A set card cannot be activated the turn it was set
    // (unless its text allows); from the hand only a Quick-Play Spell in its controller's turn, or a
    // Trap whose text allows it.
    if (effect.kind === 'activation') {
      const quickPlay = tc.card.type.kind === 'spell' && tc.card.type.subtypes.includes('quickplay');
      if (tc.card.type.kind !== 'trap' && !quickPlay) return null;
      if (best.zone === 'hand' && !((quickPlay && controller === tp) || (tc.card.type.kind === 'trap' && effect.handActivation))) return null;
      if (best.zone !== 'hand' && tc.states.includes('set-this-turn') && !effect.activateSetTurn) return null;
    }

    const mandatory = effect.kind === 'flip' ? effect.mandatory ?? true : effect.mandatory ?? false;
    const category: Candidate['category'] = isTriggerKind ? (effect.kind === 'flip' ? 'flip' : 'trigger') : effect.mandatory ? 'quick' : 'speed2';
    const rules: string[] = [W.EVENT_OF_THIS];
    if (pattern.from) rules.push(W.FROM_PLACE);
    if (pattern.tributesMin !== undefined) rules.push(W.TRIBUTE_COUNT);
    if (pattern.byCounterTrap) rules.push(W.COUNTER_TRAP);
    if (pattern.by || pattern.cause) rules.push(W.CAUSE_BY);
    if (effect.kind === 'activation') rules.push(W.ST_ACTIVATION_PLACE);
    const c = base(tc, effect, controller, category, mandatory, best.zone, [], rules);
    const sentence = eventSentence(best.m.event.type, best.m.cards.map((r) => tl.get(r)?.card.name || r));
    c.reasons.push(t(`${sentence.zh}，满足发动条件。`, `Its condition was met: ${sentence.en}.`));
    if (cond === null) c.reasons.push(t('（部分发动条件无法判断，假定满足。）', '(Some of its conditions cannot be judged; assumed met.)'));
    if (targets === null) c.reasons.push(t('（情境没有列出可以作为对象的卡，假定存在。）', '(The situation lists no valid target; one is assumed to exist.)'));
    if (cond === true && (effect.condition ?? []).some((x) => x.is === 'exists' || x.is === 'none')) c.rules.push(W.CONDITION_BOARD);
    if (effect.targets) c.rules.push(W.TARGET_NEEDED);
    if (isTriggerKind && tl.get(tc.ref)?.before?.zone !== best.zone && best.m.cards.includes(tc.ref)) c.rules.push(W.WHERE_IT_IS);
    if (input.actionVerb === 'tribute-summon' && timingCtx.tributes.some((r) => best.m.event.cards.map((x) => tl.canon(x)).includes(r))) c.rules.push(W.TRIBUTE_IS_EVENT);

    // Missed timing: only optional 「…时」 effects (triggers and event-timed Spell/Trap cards).
    const verdict = afterEvent(timingCtx, best.m.index);
    if (verdict.missed) {
      if (effect.kind === 'flip') c.rules.push(W.MISS_FLIP_NEVER);
      else if (mandatory) c.rules.push(W.MISS_MANDATORY_NEVER);
      else if (effect.timing === 'when') {
        missed.push({ card: ref(tc, controller), effect: effect.n, reason: verdict.missed.reason, rules: [W.MISS_WHEN_LAST, verdict.missed.rule] });
        return null;
      } else c.rules.push(W.MISS_IF_NEVER);
    } else {
      for (const n of verdict.notes) {
        c.reasons.push(n.text);
        c.rules.push(n.rule);
      }
    }
    return c;
  }

  function base(tc: TimelineCard, effect: EffectFacts, controller: Player, category: Candidate['category'], mandatory: boolean, zone: Zone | null, reasons: Text[], rules: string[]): Candidate {
    const isPublic = zone !== 'hand' && zone !== 'deck' && zone !== 'extra';
    return { ref: tc.ref, card: tc.card, effect, controller, category, mandatory, zone, public: isPublic, level: 0, reasons, rules };
  }

  /** True: enough targets; false: none, and every zone they could be in is known; null: cannot tell. */
  function targetCheck(effect: EffectFacts, tc: TimelineCard, controller: Player): boolean | null {
    const tg = effect.targets;
    if (!tg) return true;
    const places = asArray<Place>(tg.filter.place ?? 'field');
    const found = [...tl.cards.values()].filter(
      (o) => o.after && o.after.zone !== null && placeMatches(o.after.zone, places) && filterMatches(tg.filter, o.ref, o.card, o.after, tc.ref, controller, attacker),
    ).length;
    if (found >= (tg.upTo ? 1 : tg.count)) return true;
    const players: Player[] = tg.filter.side === 'self' ? [controller] : tg.filter.side === 'opponent' ? [opponent(controller)] : ['A', 'B'];
    const zoneOf = (p: Place): string => (p === 'monster' || p === 'spell' || p === 'field' ? 'field' : p);
    const known = places.every((p) => players.every((pl) => scenario.knownZones.some((z) => z.player === pl && z.zone === zoneOf(p))));
    return known ? false : null;
  }

  function checkConditions(conds: Condition[], controller: Player, tc: TimelineCard): boolean | null {
    let unknown = false;
    for (const c of conds) {
      const r = checkCondition(c, controller, tc);
      if (r === false) return false;
      if (r === null) unknown = true;
    }
    return unknown ? null : true;
  }

  function checkCondition(c: Condition, controller: Player, tc: TimelineCard): boolean | null {
    const who = (side: string) => (side === 'opponent' ? opponent(controller) : controller);
    switch (c.is) {
      // Board conditions (「自己场上没有卡存在的场合」) are read on the board as the window opens; a
      // count that finds nothing is only a "no" when every zone the filter covers is known.
      case 'exists': {
        const n = boardCount(c.filter, controller, tc);
        if (n >= (c.min ?? 1)) return true;
        return zonesKnown(c.filter, controller) ? false : null;
      }
      case 'none': {
        if (boardCount(c.filter, controller, tc) > 0) return false;
        return zonesKnown(c.filter, controller) ? true : null;
      }
      case 'turn':
        return c.whose === 'any' ? true : (c.whose === 'self') === (tp === controller);
      case 'phase': {
        const r = c.phases.map((p) => phaseMatches(scenario.phase, p));
        return r.some((x) => x === true) ? true : r.every((x) => x === false) ? false : null;
      }
      case 'hand-size': {
        const n = input.after.handSize[who(c.side)];
        if (n === null || n === undefined) return null;
        return c.op === '==' ? n === c.value : c.op === '<=' ? n <= c.value : n >= c.value;
      }
      case 'lp': {
        const n = input.after.lp[who(c.side)];
        if (n === null || n === undefined) return null;
        return c.op === '==' ? n === c.value : c.op === '<=' ? n <= c.value : n >= c.value;
      }
      default:
        return null;
    }
  }

  /** Cards matching a condition's filter once the chain or action is over (not the card itself while it is on the field). */
  function boardCount(filter: CardFilter, controller: Player, tc: TimelineCard): number {
    const places = asArray<Place>(filter.place ?? 'field');
    const selfOnField = tc.after?.zone === 'monster' || tc.after?.zone === 'spell';
    const f: CardFilter = selfOnField ? { ...filter, notSelf: true } : filter;
    return [...tl.cards.values()].filter(
      (o) => o.after && o.after.zone !== null && placeMatches(o.after.zone, places) && filterMatches(f, o.ref, o.card, o.after, tc.ref, controller, attacker),
    ).length;
  }

  /** Every zone a filter covers is listed in the situation (for the players it names). */
  function zonesKnown(filter: CardFilter, controller: Player): boolean {
    const places = asArray<Place>(filter.place ?? 'field');
    const players: Player[] = filter.side === 'self' ? [controller] : filter.side === 'opponent' ? [opponent(controller)] : ['A', 'B'];
    const zoneOf = (p: Place): string => (p === 'monster' || p === 'spell' || p === 'field' ? 'field' : p);
    return places.every((p) => players.every((pl) => scenario.knownZones.some((z) => z.player === pl && z.zone === zoneOf(p))));
  }

  // 「这个卡名的效果1回合只能使用1次」: of several copies meeting their condition together, only one
  // may activate (its controller picks which).
  const byName = new Map<string, Candidate>();
  for (const c of [...candidates]) {
    if (c.effect.oncePerTurn !== 'hard') continue;
    const k = `${c.card.id}#${c.effect.n}#${c.controller}`;
    if (!byName.has(k)) {
      byName.set(k, c);
      continue;
    }
    candidates.splice(candidates.indexOf(c), 1);
    const first = byName.get(k)!;
    first.rules.push(W.OPT_NAME);
    notes.push(
      t(
        `「${c.card.name}」的这个效果1回合只能使用1次（卡名）：几张同时满足条件时，${c.controller}只能选其中1张发动。`,
        `${c.card.name}: this effect can be used only once per turn by name; of the copies that met the condition, ${c.controller} activates only one.`,
      ),
    );
  }

  // ── SEGOC: levels 1–4 (triggers), 5–6 (mandatory quick effects), then 7 ──────────────────────
  for (const c of candidates) {
    if (c.category === 'quick') c.level = c.controller === tp ? 5 : 6;
    else if (c.category === 'speed2') c.level = 7;
    else if (c.mandatory) c.level = c.controller === tp ? 1 : 2;
    else if (!c.public) c.level = 7;
    else c.level = c.controller === tp ? 3 : 4;
  }

  // The damage step: only counter traps, effects that change ATK/DEF directly and negations of
  // activations join the chain as speed-2 responses.
  if (damageStep) {
    const calcOnly = damageCalculationOnly(scenario.phase);
    for (const c of candidates.filter((x) => x.level === 7 && x.category === 'speed2')) {
      // 伤害计算时: narrower still — only effects that say they are used during damage calculation.
      const ok = calcOnly
        ? saysDamageCalculation(c.effect)
        : c.card.type.subtypes.includes('counter') || c.effect.does.some((a) => a.do === 'modify-stats' || a.do === 'negate-activation');
      if (!ok) {
        notes.push(
          t(
            `伤害步骤中只能发动反击陷阱、直接改变攻击力·守备力的效果和无效发动的效果：「${c.card.name}」不能发动。`,
            `In the damage step only Counter Traps, effects that directly change ATK/DEF and effects that negate an activation may be activated: ${c.card.name} cannot be.`,
          ),
        );
        c.level = -1;
      }
    }
  }

  const placed: Placed[] = [];
  for (const level of [1, 2, 3, 4]) {
    for (const c of candidates.filter((x) => x.level === level)) placed.push({ c, level });
  }
  // Mandatory quick effects: each must answer the link directly below (e.g. a monster effect).
  for (const level of [5, 6]) {
    let added = true;
    const pool = candidates.filter((x) => x.level === level);
    while (added) {
      added = false;
      for (const c of pool) {
        if (placed.some((p) => p.c === c)) continue;
        const below = placed[placed.length - 1];
        if (placed.some((p) => p.c.ref === c.ref)) continue;
        const pattern = c.effect.respondsTo;
        if (pattern) {
          // It answers an activation: the link directly below must be one it answers.
          if (!below || below.c.ref === c.ref || !answers(pattern, c.controller, below.c)) continue;
          c.reasons.push(
            t(
              `必发的诱发即时效果：回应它下面的「${below.c.card.name}」的发动。`,
              `A mandatory quick effect: it answers the activation of ${below.c.card.name} directly below it.`,
            ),
          );
        } else {
          // It answers the event itself (its condition was met above).
          c.reasons.push(t('必发的诱发即时效果：在诱发效果之后发动。', 'A mandatory quick effect: activated after the triggers.'));
        }
        placed.push({ c, level });
        added = true;
      }
    }
  }
  const lastSegoc = placed[placed.length - 1];
  const priority: Player = lastSegoc ? opponent(lastSegoc.c.controller) : tp;

  // Level 7: priority passes; the holder goes first (hidden hand triggers, event-timed speed-2 cards).
  const seven = candidates.filter((x) => x.level === 7);
  const sevenOrdered = [...seven.filter((c) => c.controller === priority), ...seven.filter((c) => c.controller !== priority)];
  for (const c of sevenOrdered) placed.push({ c, level: 7 });

  // Groups: one player's effects at one level, which they order as they like (自排连锁).
  const triggers: WindowTrigger<Text>[] = [];
  let groupNo = 0;
  const groupOf = new Map<string, number>();
  for (const level of [1, 2, 3, 4, 5, 6, 7]) {
    for (const p of ['A', 'B'] as Player[]) {
      const members = placed.filter((x) => x.level === level && x.c.controller === p);
      if (members.length > 1 && level !== 5 && level !== 6) {
        groupNo++;
        for (const m of members) groupOf.set(key(m.c), groupNo);
      }
    }
  }
  placed.forEach((p, i) => {
    const c = p.c;
    const group = groupOf.get(key(c)) ?? null;
    const reasons = [levelWord(p.level), ...c.reasons];
    if (group !== null) {
      reasons.push(
        t(`同一顺序有多个${c.controller}的效果：${c.controller}可以自由排列它们的连锁顺序（自排连锁）。`, `${c.controller} has several effects at this level and may put them in any order.`),
      );
      c.rules.push(W.SEGOC_GROUP);
    }
    if (p.level === 7 && c.category !== 'speed2') c.rules.push(W.SEGOC_HAND_HIDDEN);
    if (p.level === 7 && c.category === 'speed2') c.rules.push(W.SEGOC_SPEED2_EVENT);
    if (c.category === 'flip') c.rules.push(W.SEGOC_FLIP);
    if (p.level <= 4 && c.controller !== tp) c.rules.push(W.TRIGGER_NO_PRIORITY);
    c.rules.push(W.SEGOC_ORDER);
    triggers.push({
      card: ref({ ref: c.ref, card: c.card } as TimelineCard, c.controller),
      effect: c.effect.n,
      controller: c.controller,
      mandatory: c.mandatory,
      kind: c.category === 'flip' ? 'flip' : c.category === 'trigger' ? 'trigger' : 'quick',
      level: p.level,
      order: i + 1,
      group,
      reason: joinText(reasons, '', ' '),
      rules: [...new Set(c.rules)],
    });
  });

  // Each player may activate only one "special summon this card from the hand/GY" trigger per chain.
  for (const p of ['A', 'B'] as Player[]) {
    const selfSS = placed.filter((x) => x.c.controller === p && (x.c.zone === 'hand' || x.c.zone === 'gy') && x.c.effect.does.some((a) => a.do === 'special-summon' && a.what === 'self'));
    if (selfSS.length > 1) {
      notes.push(
        t(
          `${p}在同一连锁上只能发动其中1个「把这张卡从手卡·墓地特殊召唤」的诱发效果：${selfSS.map((x) => `「${x.c.card.name}」`).join('')}。`,
          `${p} may activate only one of these "Special Summon this card from the hand/GY" triggers in one chain: ${selfSS.map((x) => x.c.card.name).join(', ')}.`,
        ),
      );
    }
  }

  // Speed-1 ignition effects can only start a chain: the triggers take chain link 1 here.
  ignitionNotes(lastSegoc !== undefined);

  function ignitionNotes(taken: boolean): void {
    for (const tc of tl.cards.values()) {
      if (controllerOf(tc, scenario) !== tp) continue;
      const now = tc.after;
      if (!now || !onField(now.zone) || !now.faceUp || tc.card.type.kind !== 'monster') continue;
      for (const e of tc.card.effects) {
        if (e.kind !== 'ignition') continue;
        const phases = (e.condition ?? []).flatMap((c) => (c.is === 'phase' ? c.phases : []));
        const inPhase = phases.length > 0 ? phases.some((ph) => phaseMatches(scenario.phase, ph) === true) : isMainPhase(scenario.phase);
        if (!inPhase || phases.length === 0) continue; // main-phase ignitions: the usual open game state, said by the priority note
        notes.push(
          taken
            ? t(
                `「${tc.card.name}」的效果是1速的起动类效果，只能作为连锁1发动：这个时点的连锁1已被上面的效果占用，这里不能发动。`,
                `${tc.card.name}'s effect is a speed-1 ignition-like effect usable only as Chain Link 1; the effects above take Chain Link 1 in this window, so it cannot be activated here.`,
              )
            : t(
                `「${tc.card.name}」的效果是1速的起动类效果：这个时点没有其他效果占用连锁1，持有优先权的${tp}可以把它作为连锁1发动。`,
                `${tc.card.name}'s effect is a speed-1 ignition-like effect: nothing else takes Chain Link 1 in this window, so ${tp}, holding priority, may activate it as Chain Link 1.`,
              ),
        );
      }
    }
  }

  // Priority, and what a damage-step window allows: general explanations of the window, kept apart
  // from the notes about this board (the short answer shows the notes; the full reasoning both).
  const background: Text[] = [];
  if (lastSegoc) {
    background.push(
      t(
        `这些效果组成连锁后，最后发动效果的${lastSegoc.c.controller}把优先权转移给${priority}：${priority}先选择是否发动其他2速以上的效果。`,
        `Once these are placed, ${lastSegoc.c.controller}, who activated the last of them, passes priority to ${priority}, who may first activate other speed-2 effects.`,
      ),
    );
  } else {
    background.push(
      t(
        `没有要先组成连锁的诱发效果（顺序1–6）：回合玩家${tp}仍然持有优先权，可以先发动2速以上的效果${isMainPhase(scenario.phase) ? `；要发动1速的效果（通常魔法、起动效果等），${tp}需要先放弃优先权，${opponent(tp)}也放弃时这个时点结束，之后${tp}才能发动` : ''}；要进入下一个阶段·步骤，${tp}需要放弃优先权，这时${opponent(tp)}可以发动2速以上的效果。`,
        `No trigger takes a place at levels 1–6: the turn player ${tp} keeps priority and may activate speed-2 effects first${isMainPhase(scenario.phase) ? `; to activate a speed-1 effect (a Normal Spell, an ignition effect) ${tp} must first pass priority — when ${opponent(tp)} passes too the window closes, and then ${tp} may activate it` : ''}; to move to the next phase or step, ${tp} must pass priority, and ${opponent(tp)} may then activate speed-2 effects.`,
      ),
    );
  }
  if (damageStep) {
    background.push(
      t(
        '现在是伤害步骤：诱发效果在条件满足时可以发动；2速以上的只有反击陷阱、直接改变攻击力·守备力的效果和无效发动的效果可以发动。',
        'This is the damage step: trigger effects whose condition is met here may activate; of speed-2 effects only Counter Traps, effects that directly change ATK/DEF and effects that negate an activation may be activated.',
      ),
    );
  }

  return { kind: input.kind, triggers, missedTiming: missed, priority, notes, background };

  function key(c: Candidate): string {
    return `${c.ref}#${c.effect.n}`;
  }
}

/** Does an effect say it is used during damage calculation (its trigger or condition names that step)? */
function saysDamageCalculation(effect: EffectFacts): boolean {
  const words = [effect.trigger?.phase, ...(effect.condition ?? []).flatMap((c) => (c.is === 'phase' ? c.phases : []))];
  return words.some((w) => w === 'damage-calculation');
}

/** Where an effect is activated from, when it is not stated: a card moved by its own event is activated where it went. */
function activationPlaces(effect: EffectFacts, card: Card, movedTo: Zone | null, _controller: Player): Place[] {
  if (effect.from) return asArray(effect.from);
  if (effect.kind === 'activation') {
    const places: Place[] = ['spell'];
    if (effect.handActivation || card.type.subtypes.includes('quickplay')) places.push('hand');
    return places;
  }
  if (movedTo) return [movedTo];
  return ['field'];
}

/** Does a placed effect match what a responsive effect answers (the link directly below)? */
function answers(pattern: ActivationPattern, controller: Player, below: Candidate): boolean {
  if (pattern.by && !sideMatches(below.controller, controller, pattern.by)) return false;
  if (pattern.cardKind && !asArray(pattern.cardKind).includes(below.card.type.kind)) return false;
  const activation = below.effect.kind === 'activation' ? 'card' : 'effect';
  if (pattern.activation && pattern.activation !== 'any' && pattern.activation !== activation) return false;
  if (pattern.from && !placeMatches(below.zone, pattern.from)) return false;
  if (pattern.includes && !pattern.includes.some((inc) => below.effect.does.some((a) => a.do === inc.do))) return false;
  if (pattern.wouldDestroy && !below.effect.does.some((a) => a.do === 'destroy')) return false;
  if (pattern.targetsExactly && (!below.effect.targets || below.effect.targets.count !== pattern.targetsExactly.count)) return false;
  if (pattern.targets && !below.effect.targets) return false;
  return true;
}

function controllerOf(tc: TimelineCard, scenario: Scenario): Player | null {
  return tc.after?.controller ?? tc.before?.controller ?? scenario.instances.find((i) => i.ref === tc.ref)?.controller ?? null;
}

function ref(tc: Pick<TimelineCard, 'ref' | 'card'>, controller: Player): CardRef {
  return { id: tc.card.id, name: tc.card.name, controller, ref: tc.ref };
}


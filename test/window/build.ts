/**
 * Builders for window tests: a Scenario from a short description, a ChainResult or an ActionResult
 * from a list of events (the board after is the board before with the events replayed), and a
 * one-line summary of a whole window so a test can assert all of it at once.
 */
import type { Card, EventCause, EventType, Player, Zone } from '../../src/cards/facts.js';
import type { CardState } from '../../src/notation/ast.js';
import type { Scenario, CardInstance, ScenarioAction } from '../../src/scenario/types.js';
import type { ActionResult, Board, BoardCard, ChainResult, EngineEvent } from '../../src/engine/types.js';
import type { LinkAnswer, Outcome, Window } from '../../src/answer/types.js';
import type { Text } from '../../src/i18n/text.js';
import { buildBoard } from '../../src/engine/game/board.js';
import { saysNegated } from '../../src/scenario/notes.js';

export interface Put {
  ref: string;
  card: Card;
  who: Player;
  zone: Zone | null;
  faceUp?: boolean;
  position?: 'attack' | 'defense' | null;
  states?: CardState[];
}

export function scenario(opts: {
  turn?: Player;
  phase?: string | null;
  cards: Put[];
  action?: Partial<ScenarioAction> & { verb: ScenarioAction['verb']; subject: string };
  handSize?: Partial<Record<Player, number>>;
  known?: Scenario['knownZones'];
}): Scenario {
  const instances: CardInstance[] = opts.cards.map((p) => ({
    ref: p.ref,
    card: p.card,
    controller: p.who,
    controllerAssumed: false,
    zone: p.zone,
    faceUp: p.faceUp ?? !(p.states ?? []).includes('set'),
    position: p.position ?? (p.zone === 'monster' ? 'attack' : null),
    states: p.states ?? [],
    origin: 'situation',
    sameAs: null,
    span: null,
  }));
  const action: ScenarioAction | null = opts.action
    ? { tributes: [], target: null, cause: 'rule', causeAssumed: false, notes: [], span: { start: 0, end: 0 }, ...opts.action, negated: (opts.action.notes ?? []).some(saysNegated) }
    : null;
  return {
    turnPlayer: opts.turn ?? 'A',
    turnPlayerStated: true,
    phase: opts.phase === undefined ? 'main-phase-1' : opts.phase,
    attack: null,
    instances,
    knownZones: opts.known ?? [],
    lp: { A: 8000, B: 8000 },
    handSize: { A: opts.handSize?.A ?? null, B: opts.handSize?.B ?? null },
    links: [],
    action,
    assumptions: [],
    warnings: [],
  };
}

export interface Ev {
  type: EventType;
  cards: string[];
  step: number;
  link?: number | null;
  to?: Zone | null;
  cause?: EventCause | null;
  by?: Player | null;
  byCounterTrap?: boolean;
  atActivation?: boolean;
  thenStep?: boolean;
  player?: Player | null;
}

/** Replay events over a board: the board after. */
export function replay(before: Board, evs: EngineEvent[]): Board {
  const cards: Record<string, BoardCard> = {};
  for (const [k, c] of Object.entries(before.cards)) cards[k] = { ...c, states: [...c.states] };
  for (const e of evs) {
    e.cards.forEach((r, i) => {
      const c = cards[r];
      if (!c) return;
      const to = e.to[i];
      if (to) c.zone = to;
      if (['summoned', 'special-summoned', 'flip-summoned', 'flipped', 'activated'].includes(e.type)) c.faceUp = true;
      if (to === 'gy' || to === 'banished' || to === 'hand') c.faceUp = true;
      if (e.type === 'control-changed' && e.player) c.controller = e.player;
    });
  }
  return { ...before, cards };
}

function toEngine(before: Board, evs: Ev[]): EngineEvent[] {
  const zones: Record<string, Zone | null> = Object.fromEntries(Object.values(before.cards).map((c) => [c.ref, c.zone]));
  return evs.map((e) => {
    const from = e.cards.map((r) => zones[r] ?? null);
    const defaultTo = (r: string): Zone | null => {
      switch (e.type) {
        case 'summoned':
        case 'special-summoned':
        case 'flip-summoned':
        case 'flipped':
          return 'monster';
        case 'destroyed':
        case 'sent-to-gy':
        case 'discarded':
          return 'gy';
        case 'banished':
          return 'banished';
        case 'returned-to-hand':
        case 'added-to-hand':
          return 'hand';
        default:
          return zones[r] ?? null;
      }
    };
    const to = e.cards.map((r) => (e.to !== undefined ? e.to : defaultTo(r)));
    e.cards.forEach((r, i) => (zones[r] = to[i] ?? zones[r] ?? null));
    const out: EngineEvent = {
      type: e.type,
      cards: e.cards,
      link: e.link ?? null,
      player: e.player ?? null,
      amount: null,
      cause: e.cause === undefined ? 'effect' : e.cause,
      step: e.step,
      from,
      to,
      by: e.by ?? null,
    };
    if (e.byCounterTrap) out.byCounterTrap = true;
    if (e.atActivation) out.atActivation = true;
    if (e.thenStep) out.thenStep = true;
    return out;
  });
}

export interface LinkSpec {
  n: number;
  ref: string;
  who: Player;
  effect?: number | null;
  outcome?: Outcome;
}

export function chainResult(s: Scenario, links: LinkSpec[], evs: Ev[], order?: number[]): ChainResult {
  const before = buildBoard(s);
  const events = toEngine(before, evs);
  const after = replay(before, events);
  const linkAnswers: LinkAnswer<Text>[] = links.map((l) => {
    const c = before.cards[l.ref]!;
    return {
      n: l.n,
      card: { id: c.card.id, name: c.card.name, controller: l.who, ref: l.ref },
      effect: l.effect ?? 1,
      controller: l.who,
      controllerAssumed: false,
      speed: 1,
      targets: [],
      legal: true,
      illegalReason: null,
      outcome: l.outcome ?? 'resolved',
      by: null,
      reason: null,
      rules: [],
    };
  });
  return {
    links: linkAnswers,
    resolutionOrder: order ?? links.map((l) => l.n).sort((a, b) => b - a),
    events,
    before,
    after,
    assumptions: [],
    warnings: [],
    failures: {},
  };
}

export function actionResult(s: Scenario, evs: Ev[]): ActionResult {
  const before = buildBoard(s);
  const events = toEngine(before, evs);
  return { events, before, after: replay(before, events), assumptions: [], warnings: [] };
}

/**
 * The whole window in one comparable shape: each trigger as `order level controller name#effect
 * [g<group>]`, each missed one as `name#effect`, and the priority.
 */
export function summary(w: Window<Text>): { kind: string; triggers: string[]; missed: string[]; priority: string | null } {
  return {
    kind: w.kind,
    triggers: w.triggers.map((x) => `${x.order} L${x.level} ${x.controller} ${x.card.name}#${x.effect}${x.mandatory ? ' M' : ''}${x.group !== null ? ` g${x.group}` : ''}`),
    missed: w.missedTiming.map((m) => `${m.card.name}#${m.effect}`),
    priority: w.priority,
  };
}

export function allNotes(w: Window<Text>): string {
  return [...w.notes, ...(w.background ?? [])].map((n) => n.zh + ' | ' + n.en).join('\n');
}

export function rulesOf(w: Window<Text>): string[] {
  return [...w.triggers.flatMap((x) => x.rules ?? []), ...w.missedTiming.flatMap((m) => m.rules ?? [])];
}

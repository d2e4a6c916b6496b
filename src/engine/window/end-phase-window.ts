/**
 * WIN-END-PHASE-STEP (rules reference docs/c02/基本用语.rst:280–282): the End Phase played after the chain (`… 结束阶段`,
 * CH-END-PHASE-PLAYED) does the steps earlier effects left for it, outside any chain; once they are done a window opens for what
 * they did, like after any event — a monster destroyed by such a step may use its 「被效果破坏的场合」 trigger there. The step is no
 * chain link's resolution, so it targets nothing (CH-END-PHASE-NOT-TARGETING): 「被不以这张卡为对象的卡的效果破坏」 is met.
 */
import type { Text } from '../../i18n/text.js';
import type { EndPhaseStepAnswer, Window, WindowKind } from '../../answer/types.js';
import type { Scenario } from '../../scenario/types.js';
import type { ChainResult, EngineEvent } from '../types.js';
import type { EventType } from '../../cards/facts.js';
import { Timeline } from '../game/timeline.js';
import { renews } from '../game/identity.js';
import { openWindow } from './open.js';
import { opponent } from '../../scenario/types.js';
import type { Board } from '../types.js';
import { cloneBoard } from '../game/board.js';
import { say } from '../phrases/index.js';
import { R, W } from '../rule-ids.js';

const KIND: Record<string, WindowKind> = { destroyed: 'destroy', banished: 'banish', 'sent-to-gy': 'send-to-gy', 'special-summoned': 'special-summon' };

/**
 * The window after the End Phase steps — one opens once any step is applied, even one that did nothing (a monster it would destroy
 * was not destroyed): quick effects may be activated then (docs/c02/基本用语.rst:549–552). WIN-END-PHASE-TRIGGER: the End Phase has
 * begun, so its own triggers (a Spirit's return, 「自己结束阶段才能发动」) are entries of that window too (./phase-triggers.ts); with no
 * step applied, the window opens for them alone (kind `end-phase-start`). Null when no step was played and no trigger is met.
 */
export function endPhaseWindow(scenario: Scenario, result: ChainResult): Window<Text> | null {
  const played = result.endPhasePlayed;
  if (!played) return null;
  // (CH-END-PHASE-NEXT-TURN: a step waiting for the next turn's End Phase is not applied in this one — it opens no window.)
  const stepDone = result.endPhase?.some((s) => scenario.later === 'next-end-phase' || !s.rules.includes(R.END_PHASE_NEXT_TURN)) === true;
  const first = stepDone ? played.events.find((e) => KIND[e.type] !== undefined) : undefined;
  const window = openWindow({
    scenario: endPhaseScenario(scenario),
    kind: first ? KIND[first.type]! : 'none',
    events: stepDone ? played.events : [],
    before: result.after,
    after: scenario.later === 'next-end-phase' ? forgetThisTurn(played.board) : played.board,
    chain: null,
    actionVerb: null,
    tributes: [],
    phaseStart: true,
    ...(scenario.later === 'next-end-phase' ? {} : chainMemory(result)),
  });
  const order = ownOrder(stepDone ? (result.endPhase ?? []).filter((s) => scenario.later === 'next-end-phase' || !s.rules.includes(R.END_PHASE_NEXT_TURN)) : [], window.triggers);
  if (!stepDone) return window.triggers.length ? { ...window, kind: 'end-phase-start', notes: [...window.notes, ...order] } : null;
  // (A step that did nothing opens a window all the same: it is named as such, not as no window.)
  return { ...window, kind: window.kind === 'none' ? 'end-phase-step' : window.kind, notes: [say({ rule: W.END_PHASE_STEP, params: {} }), ...window.notes, ...order] };
}

/**
 * WIN-END-PHASE-OWN-ORDER (docs/c03/诱发类效果.rst:42–44): one player's mandatory triggers and steps outside a chain in a phase (a
 * step left for the End Phase, a Spirit's return) are done in the order that player chooses — the answer lists the steps first
 * (applied, then the window of their triggers), so a player with two or more such things is told the order is theirs.
 */
function ownOrder(steps: readonly EndPhaseStepAnswer<Text>[], triggers: Window<Text>['triggers']): Text[] {
  const out: Text[] = [];
  for (const player of ['A', 'B'] as const) {
    const items: { zh: string; en: string }[] = [];
    for (const s of steps) if (s.card.controller === player) items.push({ zh: `「${s.card.name}」留下的处理`, en: `what ${s.card.name} left` });
    const withStep = items.length > 0;
    for (const t of triggers) if (t.controller === player && t.mandatory && t.rules?.some((r) => PHASE_TRIGGER_RULES.has(r))) items.push({ zh: `「${t.card.name}」的诱发效果`, en: `${t.card.name}'s trigger` });
    if (items.length >= 2) out.push(say({ rule: W.END_PHASE_OWN_ORDER, params: { player, items: items.map((i) => i.zh), itemsEn: items.map((i) => i.en), withStep } }));
  }
  return out;
}

/** The rules a window entry that is an End Phase trigger carries (./phase-triggers.ts). */
const PHASE_TRIGGER_RULES: ReadonlySet<string> = new Set([W.END_PHASE_TRIGGER, W.PHASE_TRIGGER_LEFT]);

/** The events that make a monster one 「召唤·反转的回合」 (a Spirit's return) speaks of: a Normal Summon, a Flip Summon, a flip face-up. */
const ARMING: ReadonlySet<EventType> = new Set<EventType>(['summoned', 'flip-summoned', 'flipped']);

/**
 * WIN-END-PHASE-ARMED-ON-CHAIN: the monsters the chain Normal Summoned, Flip Summoned or flipped face-up (a Normal Spell turning a face-down
 * Spirit), with the events that did it — only those still face-up on the field after every later event of the chain: one turned
 * face-down or moved since is a new card, no longer the one summoned or flipped that turn (docs/c03/里侧·一时除外.rst:162–164).
 * The chain's own events are read, once for the End Phase — no scan of the card database.
 */
function chainMemory(result: ChainResult): { armedOnChain: Map<string, EventType[]>; renewedOnChain: Set<string> } {
  const tl = new Timeline(result.before, result.events, result.after);
  const renewed = renewedOnChain(tl, result.events);
  return { armedOnChain: keptArmed(tl, result.armedEarlier, renewed, armedOnChain(tl, result)), renewedOnChain: renewed };
}

/**
 * WIN-END-PHASE-ARMED-ON-CHAIN across chains (`C1 … 然后 C1 …`): the monsters a chain armed, with those earlier chains of the
 * input armed (`earlier`) that are still the same card after it — not made a new card by it (moved, turned face-down) and
 * face-up in the Monster Zone when it ended (docs/c03/里侧·一时除外.rst:162–164). One map, carried chain to chain
 * (../chain/then-chain.ts) and read by the End Phase as the last chain's own: no second way to arm.
 */
export function armedThrough(result: ChainResult): Map<string, EventType[]> {
  const tl = new Timeline(result.before, result.events, result.after);
  return keptArmed(tl, result.armedEarlier, renewedOnChain(tl, result.events), armedOnChain(tl, result));
}

function keptArmed(tl: Timeline, earlier: ChainResult['armedEarlier'], renewed: ReadonlySet<string>, own: Map<string, EventType[]>): Map<string, EventType[]> {
  if (!earlier?.size) return own;
  const out = new Map<string, EventType[]>();
  for (const [ref, types] of earlier) {
    const key = tl.canon(ref);
    const now = tl.get(key)?.after;
    if (renewed.has(key) || now?.zone !== 'monster' || !now.faceUp) continue;
    out.set(key, [...types]);
  }
  for (const [key, types] of own) out.set(key, [...(out.get(key) ?? []), ...types]);
  return out;
}

/**
 * WIN-END-PHASE-ARMED-LOST: the cards the chain made new cards (moved — a temporary banishment by an effect —, or turned
 * face-down): 「召唤·反转的回合」 is no longer met for them by a summon before the chain (docs/c03/里侧·一时除外.rst:162–163).
 */
function renewedOnChain(tl: Timeline, events: readonly EngineEvent[]): Set<string> {
  const out = new Set<string>();
  for (const e of events) e.cards.forEach((ref, i) => { if (renews(e, i, true)) out.add(tl.canon(ref)); });
  return out;
}

function armedOnChain(tl: Timeline, result: ChainResult): Map<string, EventType[]> {
  const armed = new Map<string, EventType[]>();
  result.events.forEach((e, i) => {
    if (!ARMING.has(e.type)) return;
    for (const ref of e.cards) {
      const key = tl.canon(ref);
      if (!stayedFaceUp(tl, result.events, key, i)) continue;
      armed.set(key, [...(armed.get(key) ?? []), e.type]);
    }
  });
  return armed;
}

/** Face-up in the Monster Zone right after events[from] and after every later event naming it, and so at the chain's end. */
function stayedFaceUp(tl: Timeline, events: readonly EngineEvent[], key: string, from: number): boolean {
  const up = (s: { zone: string | null; faceUp: boolean } | null | undefined) => s?.zone === 'monster' && s.faceUp;
  if (!up(tl.at(key, from)) || !up(tl.get(key)?.after)) return false;
  for (let j = from + 1; j < events.length; j++) if (events[j]!.cards.some((r) => tl.canon(r) === key) && !up(tl.at(key, j))) return false;
  return true;
}

/**
 * The situation as the End Phase played reads it: this turn's, or — `… 下个回合的结束阶段` — the next turn's, the opponent's, whose
 * history is not this turn's (a Spirit summoned this turn does not return then: its trigger needs the turn it was summoned).
 */
function endPhaseScenario(scenario: Scenario): Scenario {
  if (scenario.later !== 'next-end-phase') return { ...scenario, phase: 'end-phase' };
  return { ...scenario, phase: 'end-phase', turnPlayer: opponent(scenario.turnPlayer), history: [] };
}

/**
 * The board in the next turn's End Phase: no monster was summoned in that turn by what this one did — 「召唤·反转的回合」 (a Spirit's
 * return) is not met there by this turn's summon.
 */
function forgetThisTurn(board: Board): Board {
  const next = cloneBoard(board);
  for (const c of Object.values(next.cards)) {
    c.summonedHere = false;
    c.states = c.states.filter((s) => s !== 'summoned-this-turn');
  }
  return next;
}

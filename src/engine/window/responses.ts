/**
 * After an action (notation forms 8 and 14), once the triggers are placed in SEGOC order, the players
 * may activate Spell Speed 2 effects when given priority: the quick effects and cards the situation shows
 * in the hand or Set face-down — quick effects of monsters in the hand, Set Traps (Normal, Counter,
 * Continuous) and Set Quick-Play Spells, a Quick-Play Spell or a Trap allowed from the hand — and the
 * optional quick effects of face-up monsters (public, yet level 7 too: a quick effect is no trigger and
 * waits for priority — docs/c03/诱发类效果.rst:548).
 *
 * Each is judged by the chain's own legality checks (../chain/legality.ts), as the next link on the
 * chain the triggers form: spell speed against the last placed effect, what an 「…发动时」 effect must
 * answer, Set this turn, the damage step, conditions, costs, targets, floodgates. The hand is not
 * public information (output.md level 7); the player given priority is listed first.
 *
 * Event-timed cards (「…时」 Traps) are the window's candidates already (./candidates.ts), and an effect
 * whose event the text names but the engine does not judge (`waitsFor`) is left out rather than guessed — except one that is only a period
 * of a phase, which legality judges (CH-PERIOD).
 */
import type { Card, EffectFacts, Place, Player, Zone } from '../../cards/facts.js';
import type { EngineState } from '../game/state.js';
import type { BoardCard } from '../types.js';
import { cloneBoard, canonical } from '../game/board.js';
import { cardsMatching, placeMatches, zonesKnown } from '../game/match.js';
import { newEngineState, stateView } from '../game/state.js';
import { spellSpeed } from '../game/speed.js';
import { judgeLegality } from '../chain/legality.js';
import { periodOnly } from '../chain/period.js';
import { probeLink } from '../chain/mandatory.js';
import { say } from '../phrases/index.js';
import { R, W } from '../rule-ids.js';
import { anyBound } from '../game/bonds.js';
import type { Candidate, WindowContext } from './candidates.js';

/** The Spell Speed 2 effects in the hand or Set face-down that may be activated once `placed` form the chain. */
export function openResponses(ctx: WindowContext, placed: Candidate[], already: Candidate[]): Candidate[] {
  const scenario = withoutNegatedSummon(ctx);
  const state = probeState(ctx, scenario, placed);
  // CH-SUMMON-COUNT-NEGATED-SUMMON: with the negated summon left out, a response the summon would have barred carries the rule —
  // judged once more on the situation as written (only in the rare window after a negated summon).
  const asWritten = scenario !== ctx.scenario ? probeState(ctx, ctx.scenario, placed) : null;
  const lower = [...state.links].reverse();
  const below = lower[0] ?? null;
  const out: Candidate[] = [];
  for (const bc of Object.values(state.board.cards)) {
    const me = bc.controller;
    if (!me || bc.card.source === 'unknown') continue;
    const setST = bc.zone === 'spell' && !bc.faceUp && bc.card.type.kind !== 'monster';
    // WIN-OPEN-RESPONSE-FACE-UP: a face-up monster's quick effect is public and ignores nothing: it is a level-7 choice too.
    const faceUpMonster = bc.zone === 'monster' && bc.faceUp && bc.card.type.kind === 'monster';
    if (bc.zone !== 'hand' && !setST && !faceUpMonster) continue;
    for (const e of bc.card.effects) {
      if (!isResponse(bc.card, e, bc.zone!)) continue;
      if (already.some((c) => c.ref === bc.ref && c.effect.n === e.n)) continue;
      const link = probeLink(state.links.length + 1, bc, e, me, bc.zone, e.kind === 'activation' && bc.card.type.kind !== 'monster');
      // The probe's lists on the state itself, not on a spread copy (a hidden class of its own that reached every check: issue 10).
      state.assumptions = [];
      state.warnings = [];
      const legality = judgeLegality(state, link, bc, below, lower);
      if (legality.legal === false) continue;
      // No target on a board whose zones the situation listed in full: it cannot be activated (as the window's triggers).
      if (noTarget(state, e, bc)) continue;
      const rules = [W.OPEN_RESPONSE, ...legality.rules.filter((r) => r !== R.SPEED_KIND)];
      if (asWritten && barredAsWritten(asWritten, bc.ref, e, me)) rules.push(R.SUMMON_COUNT_NEGATED_SUMMON);
      const answers = e.respondsTo && below ? placed[placed.length - 1] : undefined;
      const c: Candidate = {
        ref: bc.ref,
        card: bc.card,
        effect: e,
        controller: me,
        category: 'speed2',
        mandatory: false,
        zone: bc.zone,
        public: bc.zone !== 'hand',
        level: 7,
        reasons: [say({ rule: W.OPEN_RESPONSE, params: { zone: bc.zone, answers: answers?.card.name ?? null, assumed: legality.legal === null || state.assumptions.length > 0 } })],
        rules: [...new Set(rules)],
        eventIndex: null,
      };
      out.push(c);
    }
  }
  return out;
}

/**
 * Could it be a Spell Speed 2 answer from where it is? A monster's quick effect used from the hand; a Trap's
 * or Quick-Play Spell's card activation (from the hand only when its card allows, judged by legality).
 * Not an event-timed effect (the window's candidates), not a summon negation (before the summon
 * succeeded), not a Pendulum Effect.
 */
function isResponse(card: Card, e: EffectFacts, zone: Zone): boolean {
  // CH-PERIOD: a `waitsFor` that is only a period of a phase (「从伤害步骤开始时到伤害计算前」) is judged by legality (../chain/period.ts): listed.
  if (e.trigger || (e.waitsFor && !periodOnly(e)) || e.respondsToSummon || e.pendulum) return false;
  if (card.type.kind === 'monster') {
    if (e.kind !== 'quick' || e.mandatory) return false;
    if (zone === 'hand') return placeMatches(e.from, 'hand') && e.from !== undefined;
    return zone === 'monster' && (e.from === undefined || placeMatches(e.from, 'monster'));
  }
  // Record 0, the plain activation of a Continuous/Field/Equip card with no activated effect, answers
  // nothing (its card only starts applying): legal, but not listed as an answer.
  if (e.kind !== 'activation' || e.n === 0) return false;
  if (spellSpeed(card, e) < 2) return false;
  if (zone === 'hand') return card.type.kind === 'spell' || e.handActivation !== undefined;
  return true;
}

function noTarget(state: EngineState, e: EffectFacts, bc: BoardCard): boolean {
  const tg = e.targets;
  if (!tg || !bc.controller) return false;
  const filter = tg.filter.place === undefined ? { ...tg.filter, place: 'field' as Place } : tg.filter;
  const found = cardsMatching(state.board, filter, bc.ref, bc.controller).filter((c) => c.ref !== bc.ref).length;
  return found < (tg.upTo ? 1 : tg.count) && zonesKnown(stateView(state), filter, bc.controller);
}

/** A state to judge responses on: the board after the window's events, the placed effects as links (they are answered). */
function probeState(ctx: WindowContext, scenario: WindowContext['scenario'], placed: Candidate[]): EngineState {
  const after = ctx.input.after;
  const state = newEngineState({
    scenario,
    board: cloneBoard(after),
    knownZones: new Set(ctx.scenario.knownZones.map((z) => `${z.player}:${z.zone}`)),
    bonded: anyBound(after),
  });
  for (const c of placed) {
    const bc = state.board.cards[canonical(state.board, c.ref)];
    if (!bc) continue;
    const link = probeLink(state.links.length + 1, bc, c.effect, c.controller, c.zone, c.effect.kind === 'activation' && bc.card.type.kind !== 'monster');
    link.legal = true;
    state.links.push(link);
  }
  return state;
}

/** CH-SUMMON-COUNT-NEGATED-SUMMON: would the response be refused on the situation as written (the negated summon counted)? */
function barredAsWritten(state: EngineState, ref: string, e: EffectFacts, me: Player): boolean {
  const bc = state.board.cards[ref];
  if (!bc) return false;
  const lower = [...state.links].reverse();
  const link = probeLink(state.links.length + 1, bc, e, me, bc.zone, e.kind === 'activation' && bc.card.type.kind !== 'monster');
  state.assumptions = [];
  state.warnings = [];
  return judgeLegality(state, link, bc, lower[0] ?? null, lower).legal === false;
}

/**
 * CH-SUMMON-COUNT-NEGATED-SUMMON (s50; rules reference docs/c03/誓约.rst:104): the summon of notation form 14 that the chain just
 * negated (a summon negation resolved, not itself negated) was never made — it no longer counts as made this turn (a limit on summons a turn, 「1回合只能有1次
 * 特殊召唤」, a pledge), so the responses after that chain are judged on a situation where it is written negated.
 */
function withoutNegatedSummon(ctx: WindowContext): WindowContext['scenario'] {
  const action = ctx.scenario.action;
  const first = ctx.input.chain?.links[0];
  if (!action || action.negated || !first || first.outcome !== 'resolved' || !first.rules.includes(R.SUMMON_NEGATED) || first.rules.includes(R.SUMMON_NEGATION_NEGATED)) return ctx.scenario;
  return { ...ctx.scenario, action: { ...action, negated: true } };
}

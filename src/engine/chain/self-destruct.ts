/**
 * CH-SELF-DESTRUCT: a continuous effect 永续效果 that destroys its own card while a state holds (「自己场上有「X」怪兽以外的
 * 怪兽存在的场合这张卡破坏」「场上没有场地魔法卡表侧表示存在的场合这张卡破坏」) is no chain link: it applies by itself once
 * the state starts to hold. A cost paid to activate makes it apply at once (rules reference docs/c02/怪兽的效果分类.rst:86);
 * a resolution makes it apply as that resolution ends, not between its steps (:201, :211–212). It is the card's own
 * effect: a face-down card, a card whose effects are negated (a continuous negation on the field, `(效果无效)`) or one whose activation is still on
 * the chain applies none of it. A state that already held before the chain began is the situation's, not this chain's.
 */
import type { Condition, EffectFacts } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';
import { newEngineState, stateView } from '../game/state.js';
import { onField } from '../game/board.js';
import { moveCards } from '../game/actions.js';
import { checkConditions } from '../game/match.js';
import { activationPending } from '../game/on-chain.js';
import { negatedNow } from './on-targeted.js';
import { cardsWith, keysWith, standing } from '../game/standing.js';
import { R } from '../rule-ids.js';
import { shieldedBy, type Acting } from '../game/protection.js';
import { t } from '../../i18n/text.js';
import type { BoardCard } from '../types.js';

const STATE_FORMS = new Set<Condition['is']>(['exists', 'none', 'only']);

/** The card's self-destruction effect, when its condition is a board state the engine reads. */
export function selfDestructOf(e: EffectFacts): Condition[] | null {
  if (e.kind !== 'continuous' || e.trigger || !e.condition?.length) return null;
  if (!e.does.some((a) => a.do === 'destroy' && a.what === 'self')) return null;
  return e.condition.every((c) => STATE_FORMS.has(c.is)) ? e.condition : null;
}

/** Does `c` apply a self-destruction whose state holds now? */
function holdsNow(state: EngineState, c: BoardCard): boolean {
  if (!onField(c) || !c.faceUp || !c.controller || c.activationNegated) return false;
  if (c.zone !== 'monster' && c.zone !== 'spell') return false;
  // (The card's self-destructions, read once per card: ../game/standing.ts.)
  const effs = standing(c.card).selfDestructs;
  if (effs.length === 0) return false;
  // A monster certain to be destroyed by battle (`(战斗破坏)`) no longer applies its continuous effects (docs/c02/怪兽的效果分类.rst:134–137).
  if (c.states.includes('battle-destroyed')) return false;
  if (activationPending(state, c) || c.states.includes('effects-negated') || c.states.includes('cannot-use') || negatedNow(state, c)) return false;
  for (const e of effs) if (checkConditions(e.condition!, stateView(state), c, c.controller!) === true) return true;
  return false;
}

const before = new WeakMap<EngineState, Set<string>>();

/** Before the first cost of the chain: the cards whose state already held (the situation as given, not applied here). */
export function selfDestructBaseline(state: EngineState): void {
  if (before.has(state)) return;
  const held = new Set<string>();
  // Only the cards with a self-destruction (the chain's standing role, in board order) can hold one: no pass over the board per link.
  for (const k of keysWith(state, 'selfDestructs')) if (holdsNow(state, state.board.cards[k]!)) held.add(k);
  before.set(state, held);
}

/** After a cost was paid for `link`, or after `link` resolved: the self-destructions whose state now holds apply. */
export function applySelfDestruct(state: EngineState, link: LinkState): void {
  const held = before.get(state);
  const keys = keysWith(state, 'selfDestructs');
  if (keys.length === 0) return;
  const hit: BoardCard[] = [];
  for (const k of keys) {
    const c = state.board.cards[k]!;
    if (held?.has(k)) {
      if (!holdsNow(state, c)) held.delete(k);
      continue;
    }
    if (holdsNow(state, c)) hit.push(c);
  }
  if (hit.length === 0) return;
  if (!link.rules.includes(R.SELF_DESTRUCT)) link.rules.push(R.SELF_DESTRUCT);
  for (const c of hit) {
    // Its own effect destroys it: a protection from destruction by effects granted by another card (docs/c02/怪兽的效果分类.rst:331) keeps it.
    const own: Acting = { ref: c.ref, card: c.card, controller: c.controller!, n: null, name: t(c.card.name, c.card.name), rules: link.rules };
    if (shieldedBy(state, own, c, 'destroy-by-effect')) continue;
    moveCards(state, [c], 'gy', 'destroyed', link.n, c.controller, 'effect');
  }
}

/**
 * CH-SELF-DESTRUCT-ACTION (issue 16; rules reference docs/c03/特定效果的处理方法.rst:624): the action a chain is built after (a summon
 * whose materials leave the field, a destruction) can make a self-destruction's state start to hold — an Xyz Summon using the monster
 * a card needs on the field (「当「X」离场时，这张卡被破坏」): that card is destroyed at once, before any chain. Judged on the boards before
 * and after the action: only a card whose state holds after and did not before. Returns the events (none when no card on the board has
 * a self-destruction, found without a pass over the board).
 */
export function selfDestructAfterAction(scenario: EngineState['scenario'], before: EngineState['board'], after: EngineState['board'], known: ReadonlySet<string>, step: number): EngineState['events'] {
  const make = (board: EngineState['board']): EngineState => {
    const st = newEngineState({ scenario, board, step, knownZones: new Set(known) });
    // The face-up cards' continuous negations (a negation of Traps over a Continuous Trap) apply here too: a card they negate does not destroy itself.
    for (const source of cardsWith(st, 'negations')) if (!source.states.includes('effects-negated') && !source.states.includes('cannot-use')) for (const { effect, action } of standing(source.card).negations) st.negators.push({ source, effect, action });
    return st;
  };
  const now = make(after);
  const keys = keysWith(now, 'selfDestructs');
  if (keys.length === 0) return [];
  const then = make(before);
  const hit: BoardCard[] = [];
  for (const k of keys) {
    const c = after.cards[k]!;
    const was = before.cards[k];
    if (holdsNow(now, c) && !(was && holdsNow(then, was))) hit.push(c);
  }
  for (const c of hit) {
    const own: Acting = { ref: c.ref, card: c.card, controller: c.controller!, n: null, name: t(c.card.name, c.card.name), rules: [R.SELF_DESTRUCT, R.SELF_DESTRUCT_ACTION] };
    if (shieldedBy(now, own, c, 'destroy-by-effect')) continue;
    moveCards(now, [c], 'gy', 'destroyed', null, c.controller, 'effect');
  }
  return now.events;
}

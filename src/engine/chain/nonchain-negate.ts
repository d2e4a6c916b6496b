/**
 * Continuous negations of activated effects, judged when a link resolves (CH-CONT-NEGATE), and what the ones
 * that must apply do besides negating (CH-NONCHAIN-NEGATE; rules reference docs/c03/无效.rst:413–462).
 *
 * A negation on no chain that must apply whenever an effect it names resolves (the reference's third kind:
 * 「对方发动的…的效果无效并破坏」, 「…的效果无效。那之后，这张卡送去墓地」) applies even when a chained negation (a
 * hand trap's 「那个效果无效」) or an earlier one has already negated that effect, and every such negation
 * applies — so what each does besides negating happens: the card whose effect it negated is destroyed, its own card
 * is sent to the GY. Which one is reported as the negation is the first one found (the outcome is the same).
 */
import type { Action, Condition, EffectFacts } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { activationOf, pushOnce, stateView } from '../game/state.js';
import { onField } from '../game/board.js';
import { activationPending } from '../game/on-chain.js';
import { checkConditions, effectFilterMatches, firstUnknownCondition, matchesFilter, onBoard } from '../game/match.js';
import { appliedBeforeAssumed, unaffectedBy } from '../game/protection.js';
import { negatorNegatedBy } from './negator-negated.js';
import { negatedOffFieldST } from './cont-negate-st.js';
import { moveCards } from '../game/actions.js';
import { emit } from '../game/events.js';
import { detachMaterials } from '../game/xyz-detach.js';
import { shieldedBy } from '../game/protection.js';
import { R } from '../rule-ids.js';
import { keptTargetNegatedBy } from './kept-target-negated.js';
import { say } from '../phrases/index.js';
import { sentences } from '../phrases/words.js';
import { t, type Text } from '../../i18n/text.js';
import { spentOnce } from '../game/memory.js';

export interface Negator {
  source: BoardCard;
  effect: EffectFacts;
  action: Action;
}

/**
 * Does this continuous negation, face-up on the field, negate `link` as it resolves now? `null` when not; else whether
 * its conditions could not be judged (`assumed`). `unnegatable`: the link cannot be negated (only a GY lock's 「并且不适用」
 * still reaches it).
 */
export function negatorHit(state: EngineState, link: LinkState, { source, effect: eff, action: a }: Negator, unnegatable: boolean): { assumed: boolean; unknown: Condition | null } | null {
  const board = state.board;
  const self = board.cards[link.ref];
  if (!onField(source) || !source.faceUp || source.ref === link.ref || !source.controller) return null;
  if (activationPending(state, source)) return null; // its activation has not resolved yet (CH-ACTIVATION-NOT-APPLYING)
  // CH-BATTLE-DESTROYED-CONT: a monster destroyed by battle (waiting in the Monster Zone for the damage step to end) no longer
  // applies its continuous negation (docs/c03/战斗阶段流程.rst:780–787).
  if (source.zone === 'monster' && source.states.includes('battle-destroyed')) {
    if (!link.rules.includes(R.BATTLE_DESTROYED_CONT)) link.rules.push(R.BATTLE_DESTROYED_CONT);
    return null;
  }
  if (unnegatable && !a.effects?.some((f) => f.movesFrom !== undefined)) return null;
  // CH-OPT-USED: a negation on no chain limited 「1回合1次」 whose card is marked used (已用) does not apply again this turn.
  if (eff.oncePerTurn && spentOnce(source.states, eff.oncePerTurn)) return null;
  let hit = false;
  let byColumn = false;
  if (a.effects?.length) {
    const view = activationOf(state, link);
    const matched = a.effects.filter((f) => effectFilterMatches(f, view, onBoard(board, source.ref, source.controller!), stateView(state)));
    hit = matched.length > 0;
    // 「对墓地的卡有涉及的效果」 (the GY lock): named as its own rule.
    if (matched.some((f) => f.involves || f.movesFrom)) link.rules.push(R.INVOLVES_NEGATED);
    byColumn = matched.some((f) => f.inColumnOf);
    // CH-NEGATE-POSITION-AT-ACTIVATION: 「守备表示怪兽发动的效果」 met by the position its card had when it was activated.
    if (matched.some((f) => f.activatedInPosition) && !link.rules.includes(R.NEGATE_POSITION_AT_ACTIVATION)) link.rules.push(R.NEGATE_POSITION_AT_ACTIVATION);
  } else if (typeof a.what === 'object' && self) {
    const ctx = onBoard(board, source.ref, source.controller);
    // CH-CONT-NEGATE-ST: a Spell/Trap activated on the field and gone from it is still one of 「场上的魔法·陷阱卡」.
    hit = (matchesFilter(a.what.filter, self, ctx) && onField(self)) || negatedOffFieldST(link, self, a.what.filter, ctx, source.controller);
  }
  // CH-CONT-NEGATE-TARGETING: a Spell/Trap that keeps targeting a card the negation of 「以…为对象的魔法·陷阱卡的效果」 covers is wholly
  // negated — an effect it activates too, though that effect targets nothing (./kept-target-negated.ts).
  if (!hit && a.effects?.length && self && keptTargetNegatedBy(state, self)?.ref === source.ref) {
    hit = true;
    if (!link.rules.includes(R.CONT_NEGATE_TARGETING)) link.rules.push(R.CONT_NEGATE_TARGETING);
  }
  if (!hit) return null;
  // Its card negates the negating card's effects too, and started applying first: the negating card's negation
  // never applied (CH-CONT-FIRST-APPLIES: two monsters each negating the other's side, the turn player's first when freed together).
  if (self && mutuallyNegatedFirst(state, self, source)) {
    if (!link.rules.includes(R.CONT_FIRST_APPLIES)) link.rules.push(R.CONT_FIRST_APPLIES);
    return null;
  }
  // The negating card's own effects are negated by another face-up card's continuous negation: its negation does not apply (CH-CONT-NEGATOR-NEGATED).
  if (negatorNegatedBy(state, source)) {
    if (!link.rules.includes(R.CONT_NEGATOR_NEGATED)) link.rules.push(R.CONT_NEGATOR_NEGATED);
    return null;
  }
  // Its card, face-up on the field, is unaffected by the negating card (CH-UNAFFECTED-NEGATION).
  if (self && unaffectedBy(state, self, { ref: source.ref, card: source.card, controller: source.controller, n: null, name: link.name, rules: link.rules })) {
    if (!link.rules.includes(R.UNAFFECTED_NEGATION)) link.rules.push(R.UNAFFECTED_NEGATION);
    return null;
  }
  const holds = eff.condition?.length ? checkConditions(eff.condition, stateView(state), source, source.controller) : true;
  if (holds === false) return null;
  let assumed = holds === null;
  const unknown = assumed ? firstUnknownCondition(eff.condition!, stateView(state), source, source.controller) : null;
  // CH-COIN-NEGATE: a negation held by one face of the coin its summon tossed (「●表：这张卡为对象的自己的…效果无效并破坏」),
  // the face not told — never a face guessed (CMP-COIN-GRANTED): not applied, and the answer says what each face would do.
  if (unknown?.is === 'self-state' && (unknown.state === 'coin-heads' || unknown.state === 'coin-tails')) {
    if (!link.rules.includes(R.COIN_NEGATE)) link.rules.push(R.COIN_NEGATE);
    pushOnce(state.assumptions, say({ rule: R.COIN_NEGATE, params: { card: source.card, name: link.name, face: unknown.state === 'coin-heads' ? 'heads' : 'tails', words: eff.words ?? '' } }));
    return null;
  }
  if (eff.condition?.some((c) => c.is === 'self-state' && (c.state === 'coin-heads' || c.state === 'coin-tails')) && !link.rules.includes(R.COIN_NEGATE)) link.rules.push(R.COIN_NEGATE);
  // CH-NONCHAIN-NEGATE-ANYWAY: applying it takes an Xyz Material of a monster it names — none there, it cannot apply.
  if (a.detachFrom) {
    const payer = detachPayer(state, { source, effect: eff, action: a });
    if (payer === null) return null;
    if (payer.materials === undefined) assumed = true;
  }
  // CH-NONCHAIN-NEGATE-OPTIONAL: applying it pays LP (「可以支付1000分使通常陷阱的效果无效化」) — its controller holding less, it cannot apply.
  const lp = a.alsoPayLp !== undefined ? board.lp[source.controller] : null;
  if (lp !== null && lp !== undefined && lp < a.alsoPayLp!) {
    pushOnce(state.assumptions, say({ rule: R.NONCHAIN_NEGATE_OPTIONAL, params: { variant: 'short', name: link.name, source: source.card.name, amount: a.alsoPayLp, lp } }));
    return null;
  }
  if (byColumn && !link.rules.includes(R.NONCHAIN_NEGATE_COLUMN)) link.rules.push(R.NONCHAIN_NEGATE_COLUMN);
  return { assumed, unknown };
}

/**
 * CH-NONCHAIN-NEGATE-ANYWAY: the monster whose Xyz Material a negation that takes one (`detachFrom`) would detach — face-up on its
 * controller's field, matching, holding a material (its materials not stated: it may hold one); null when none.
 */
export function detachPayer(state: EngineState, { source, action }: Negator): BoardCard | null {
  const filter = action.detachFrom;
  if (!filter || !source.controller) return null;
  const here = onBoard(state.board, source.ref, source.controller);
  const fits = Object.values(state.board.cards).filter((c): c is BoardCard => !!c && onField(c) && c.faceUp && matchesFilter(filter, c, here));
  return fits.find((c) => c.materials !== undefined && c.materials.length - (c.detached ?? 0) > 0) ?? fits.find((c) => c.materials === undefined) ?? null;
}

/**
 * CH-NONCHAIN-NEGATE-ANYWAY: the negations on no chain that may apply whatever else negates an effect (`anyway`) and would meet
 * `link` — found before it resolves; `noteAnywayNegations` then says, when its effect was negated by something else, that they may still apply.
 */
export function anywayNegations(state: EngineState, link: LinkState): Negator[] {
  if (link.activationNegatedBy !== null) return [];
  return state.negators.filter((n) => n.action.anyway && negatorHit(state, link, n, false) !== null);
}
/**
 * CH-NONCHAIN-NEGATE-NOTHING: the negations on no chain that may apply (「可以」) and met `link`, whose effect cannot be negated: each may
 * still be applied (not only one: none negates anything), and the effect resolves — said once the link has resolved.
 */
const mayApplyNothing = new WeakMap<LinkState, Negator[]>();
export function noteMayApplyNothing(link: LinkState, n: Negator): void {
  const list = mayApplyNothing.get(link) ?? [];
  if (!list.includes(n)) list.push(n);
  mayApplyNothing.set(link, list);
}
function sayMayApplyNothing(link: LinkState): void {
  const list = mayApplyNothing.get(link);
  if (!list?.length || link.outcome !== 'resolved') return;
  if (!link.rules.includes(R.NONCHAIN_NEGATE_NOTHING)) link.rules.push(R.NONCHAIN_NEGATE_NOTHING);
  const text = say({ rule: R.NONCHAIN_NEGATE_NOTHING, params: { name: link.name, sources: list.map((n) => n.source.card) } });
  link.reason = link.reason ? sentences([link.reason, text]) : text;
}

export function noteAnywayNegations(state: EngineState, link: LinkState, found: Negator[]): void {
  sayMayApplyNothing(link);
  if (link.outcome !== 'effect-negated' || found.length === 0) return;
  const applied = optionalApplied.get(link);
  const others = found.filter((n) => n !== applied);
  if (others.length === 0) return;
  if (!link.rules.includes(R.NONCHAIN_NEGATE_ANYWAY)) link.rules.push(R.NONCHAIN_NEGATE_ANYWAY);
  const texts = others.map((n) => say({ rule: R.NONCHAIN_NEGATE_ANYWAY, params: { name: link.name, source: n.source.card, variant: 'may' } }));
  link.reason = link.reason ? sentences([link.reason, ...texts]) : sentences(texts);
}

/** What a negation of activated effects does besides negating (「并破坏」, 「那之后，这张卡送去墓地」). */
function followUps(n: Negator): Action[] {
  const does = n.effect.does;
  const at = does.indexOf(n.action);
  if (at < 0 || !n.action.effects?.every((f) => f.activatedOnly)) return [];
  return does.slice(at + 1).filter((a) => (a.do === 'destroy' && a.what === 'activation') || ((a.do === 'send-to-gy' || a.do === 'destroy') && a.what === 'self'));
}

/**
 * CH-NONCHAIN-NEGATE: after `link` resolved with its effect negated (by a chain link, an earlier negation or a
 * continuous one), every continuous negation that must apply to it still applies, and does what follows its negation.
 * `before`: the negations that matched the link before it resolved (it moved nothing: its effect was negated).
 */
export function mustApplyNegations(state: EngineState, link: LinkState): Negator[] {
  if (state.negators.length === 0) return [];
  return state.negators.filter((n) => !n.action.optional && followUps(n).length > 0 && negatorHit(state, link, n, false) !== null);
}

/**
 * CH-NONCHAIN-NEGATE-OPTIONAL: the negation on no chain that may apply (「可以」, the reference’s second kind of non-chain negation)
 * and did, for `link` — found by the resolution's own check, after the ones that must apply; what follows it (「并破坏」) is
 * done once the link has resolved negated.
 */
const optionalApplied = new WeakMap<LinkState, Negator>();
export function noteOptionalNegation(link: LinkState, n: Negator): void {
  optionalApplied.set(link, n);
}
export function optionalNegationOf(link: LinkState): Negator[] {
  const n = optionalApplied.get(link);
  return n ? [n] : [];
}

/**
 * CH-NONCHAIN-NEGATE: the card whose continuous negation negated `link` as it resolved (noted by the resolution) — to tell whether a
 * negation that must apply met another one (a chain link, a lingering negation, another card's) or was the only one.
 */
const negatedByCard = new WeakMap<LinkState, string>();
export function noteContinuousNegator(link: LinkState, source: BoardCard): void {
  negatedByCard.set(link, source.ref);
}

export function applyNonChainNegations(state: EngineState, link: LinkState, found: Negator[]): void {
  if (link.outcome !== 'effect-negated' || found.length === 0) return;
  const texts: Text[] = [];
  for (const n of found) {
    // A negation its card no longer applies (sent to the GY by an earlier one's 「那之后」) does nothing.
    if (!onField(n.source) || !n.source.faceUp) continue;
    const who = n.source.controller;
    // CH-NONCHAIN-NEGATE-ANYWAY: applied, it detaches the Xyz Material it takes.
    if (n.action.detachFrom) {
      const payer = detachPayer(state, n);
      if (payer) detachMaterials(state, payer, 1, link.n, who, 'effect');
      texts.push(say({ rule: R.NONCHAIN_NEGATE_ANYWAY, params: { name: link.name, source: n.source.card, variant: 'applied', payer: payer?.card.name ?? null } }));
      continue;
    }
    // CH-NONCHAIN-NEGATE-OPTIONAL: applied, it pays the LP its text names (「可以支付1000分…」: 1000), its controller's.
    const paid = n.action.alsoPayLp !== undefined && who ? payToApply(state, link, who, n.action.alsoPayLp) : null;
    let destroyed: string | null = null;
    let sent = false;
    let selfDestroyed = false;
    for (const a of followUps(n)) {
      const card = a.what === 'activation' ? state.board.cards[link.ref] : n.source;
      if (!card || !onField(card)) continue;
      // The 「并破坏」 is the negating card's effect (its card is on the field, so it has a controller): a card kept from destruction by card effects — stated (CH-INDESTRUCTIBLE-STATE),
      // printed or granted — is negated but stays.
      if (a.do === 'destroy' && shieldedBy(state, { ref: n.source.ref, card: n.source.card, controller: who!, n: null, name: t(n.source.card.name, n.source.card.name), rules: link.rules }, card, 'destroy-by-effect')) continue;
      moveCards(state, [card], 'gy', a.do === 'destroy' ? 'destroyed' : 'sent-to-gy', link.n, who, 'effect', a.then ? { thenStep: true } : {});
      if (a.what === 'activation') destroyed = card.card.name;
      else if (a.do === 'destroy') selfDestroyed = true;
      else sent = true;
    }
    // 「和别的无效同时存在时也适用」 only when another negation reached it: a chain link's, another card's, a lingering one.
    const alongside = link.effectNegatedBy !== null || found.some((o) => o.source.ref !== n.source.ref) || negatedByCard.get(link) !== n.source.ref;
    texts.push(say({ rule: R.NONCHAIN_NEGATE, params: { name: link.name, source: n.source.card, destroyed, sent, selfDestroyed, optional: n.action.optional === true, alongside, paid, payer: who } }));
  }
  if (texts.length === 0) return;
  link.rules.push(R.NONCHAIN_NEGATE);
  link.reason = link.reason ? sentences([link.reason, ...texts]) : sentences(texts);
}

/** CH-NONCHAIN-NEGATE-OPTIONAL: the LP a negation on no chain pays as it is applied, by its controller (no cost: nothing is activated). */
function payToApply(state: EngineState, link: LinkState, who: 'A' | 'B', amount: number): number {
  const lp = state.board.lp[who];
  if (lp !== null && lp !== undefined) state.board.lp[who] = lp - amount;
  emit(state, { type: 'lp-paid', link: link.n, player: who, amount, cause: 'effect', by: who });
  return amount;
}

/** Does `self`'s own continuous negation reach `source`, having started applying before `source`'s? */
function mutuallyNegatedFirst(state: EngineState, self: BoardCard, source: BoardCard): boolean {
  if (!onField(self) || !self.faceUp || !self.controller || self.states.includes('effects-negated')) return false;
  return state.negators.some(
    ({ source: m, action }) =>
      m.ref === self.ref && !action.effects?.length && typeof action.what === 'object' && matchesFilter(action.what.filter, source, onBoard(state.board, self.ref, self.controller!)) && appliedBeforeAssumed(state, self, source),
  );
}

/**
 * 「…不会被无效化」 (CH-CANNOT-BE-NEGATED, rules reference docs/c03/无效.rst:173–174, 504–508): the
 * `cannotBeNegated` fact of a link's effect. Its activation cannot be negated when `activation` is
 * set, its effect when `effect` is set; with `card` (「这张卡的发动和效果不会被无效化」) the card itself is
 * not negated while its activation is on the chain — a negation of that card's effects does nothing
 * to it, and what that negation's text does 「那之后」 does not follow. A face-up card's continuous
 * `cannot-be-negated` (「自己场上的「X」卡的效果的发动以及那些发动的效果不会被无效化」) protects the activations
 * and effects of the cards it names the same way.
 */
import type { EngineState, LinkState } from './state.js';
import { activationPending } from './on-chain.js';
import { checkConditions, matchesFilter, onBoard } from './match.js';
import { stateView } from './state.js';
import { isField, onField } from './board.js';
import type { BoardCard } from '../types.js';
import { cardsWith, standing } from './standing.js';
import { continuouslyNegated, unaffectedBy } from './protection.js';
import { R } from '../rule-ids.js';

/** Can this link's activation / effect be negated? */
export function negationBlocked(link: LinkState, what: 'activation' | 'effect', state?: EngineState): boolean {
  const p = link.effect?.cannotBeNegated;
  if (p && (what === 'activation' ? p.activation : p.effect) && conditionHolds(link, state)) {
    // CH-REWRITE-UNNEGATABLE-LOST: 「这个效果…不会被无效化」 protects that effect, not the card: once a higher link rewrote it (「那个效果变成…」) the
    // new effect has no such protection and may be negated; 「这张卡的发动和效果不会被无效化」 (`card`) still protects it (docs/c03/无效.rst:595–599).
    if (what === 'effect' && link.rewrittenInto && !p.card) {
      if (!link.rules.includes(R.REWRITE_UNNEGATABLE_LOST)) link.rules.push(R.REWRITE_UNNEGATABLE_LOST);
    } else return true;
  }
  // (A Spell/Trap card activated from the hand is on its player's field as it is activated — CH-PLACED-ACTIVATION, docs/c02/卡片·效果的发动.rst:76.)
  if (state !== undefined && (isField(link.activatedFrom) || (link.cardActivation && link.activatedFrom === 'hand')) && earlierUnnegatable(state, state.board.cards[link.ref])) {
    if (!link.rules.includes(R.UNNEGATABLE_EARLIER)) link.rules.push(R.UNNEGATABLE_EARLIER);
    return true;
  }
  if (state !== undefined && what === 'effect' && stateUnnegatable(state, link)) return true;
  return state !== undefined && protectedByCard(state, link, what);
}

/**
 * CH-UNNEGATABLE-STATE (issue 16, rules reference docs/c03/里侧·一时除外.rst:345–348): a monster an earlier effect left
 * 「那只怪兽在场上发动的效果不会被无效化」 on (the state 效果不会被无效): an effect it activated on the field is not negated while the monster
 * is still face-up on the field — turned face-down (a new card) or gone, the protection no longer holds for it.
 */
function stateUnnegatable(state: EngineState, link: LinkState): boolean {
  if (!isField(link.activatedFrom)) return false;
  const c = state.board.cards[link.ref];
  if (!c || !c.states.includes('effects-unnegatable')) return false;
  if (!link.rules.includes(R.UNNEGATABLE_STATE)) link.rules.push(R.UNNEGATABLE_STATE);
  return c.zone === 'monster' && c.faceUp;
}

/**
 * CH-UNNEGATABLE-IF (issue 16, docs/c03/无效.rst:527–535): a protection said under a state (「○○的场合，这张卡的发动和效果不会被无效化」) holds
 * only while that state does, read now — as the negating link resolves, or as the protected effect resolves. A state the engine cannot
 * tell (or no state given) keeps the protection.
 */
export function conditionHolds(link: LinkState, state?: EngineState): boolean {
  const when = link.effect?.cannotBeNegated?.when;
  if (!when?.length) return true;
  if (!link.rules.includes(R.UNNEGATABLE_IF)) link.rules.push(R.UNNEGATABLE_IF);
  if (state === undefined) return true;
  return checkConditions(when, stateView(state), state.board.cards[link.ref], link.controller) !== false;
}

/**
 * CH-UNNEGATABLE-EARLIER (issue 16, lingering effects; rules reference docs/c03/无效.rst:173–176, docs/c02/基本用语.rst:345): an effect
 * activated earlier this turn (`本回合:`, applied — not negated, not activated by another card's effect) whose text leaves 「这张卡的发动后，
 * …对方场上的魔法·陷阱卡…发动和效果不会被无效化」: a Spell/Trap card of that player on the field — its activation and effects there, and
 * the card itself — cannot be negated. A lasting effect of no card on the field: it stays when its card has left.
 */
export function earlierUnnegatable(state: EngineState, c: BoardCard | undefined): boolean {
  // (A Pendulum card in a Pendulum Zone is a Spell Card there, CH-PENDULUM-SPELL.)
  const pendulumSpell = c?.zone === 'spell' && !c.equippedTo && c.card.type.kind === 'monster' && c.card.type.subtypes.includes('pendulum');
  if (!c || !c.controller || (c.card.type.kind !== 'spell' && c.card.type.kind !== 'trap' && !pendulumSpell)) return false;
  for (const h of state.scenario?.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null || h.by !== undefined) continue;
    const whose = h.card.lastingUnnegatable;
    if (!whose) continue;
    if (whose === 'both' || (whose === 'self') === (c.controller === h.player)) return true;
  }
  return false;
}

/** A face-up card's continuous protection (`cannot-be-negated`) of this link's card. */
function protectedByCard(state: EngineState, link: LinkState, what: 'activation' | 'effect'): boolean {
  const board = state.board;
  const self = board.cards[link.ref];
  if (!self) return false;
  // Only the board's holders of a grant (./standing.ts) are asked: almost no card has one.
  for (const source of cardsWith(state, 'negationGrants')) {
    if (!onField(source) || !source.faceUp || !source.controller || source.activationNegated || activationPending(state, source)) continue;
    // A granting card whose own effects are negated (stated `(效果无效)`, or reached by a face-up card's continuous negation) grants
    // nothing: its continuous effect does not apply.
    if (source.states.includes('effects-negated') || (state.negators.length > 0 && continuouslyNegated(state, link, source))) continue;
    for (const a of standing(source.card).negationGrants) {
      // CMP-UNNEGATABLE-ACTIVATION-GRANT: 「…的效果的发动不会被无效化」 protects the activation, not the effect.
      if (a.activationOnly && what === 'effect') continue;
      const hit = a.what === 'self' ? source.ref === self.ref : typeof a.what === 'object' && matchesFilter(a.what.filter, self, onBoard(board, source.ref, source.controller));
      if (!hit) continue;
      // CH-CANNOT-BE-NEGATED-UNAFFECTED: the grant is the granting card's effect — a card unaffected by it
      // (「不受其他卡的效果影响」) does not receive it, so its negation goes ahead.
      if (source.ref !== self.ref && unaffectedBy(state, self, { ref: source.ref, card: source.card, controller: source.controller, n: null, name: link.name, rules: link.rules }) !== null) {
        if (!link.rules.includes(R.CANNOT_BE_NEGATED_UNAFFECTED)) link.rules.push(R.CANNOT_BE_NEGATED_UNAFFECTED);
        continue;
      }
      return true;
    }
  }
  return false;
}

/** A card whose activation, protected as a card (`card`), is on the chain now. */
export function cardUnnegatable(state: EngineState, ref: string): boolean {
  const c = state.board.cards[ref];
  if (c && isField(c.zone) && c.faceUp && earlierUnnegatable(state, c)) return true;
  return state.links.some((l) => l.ref === ref && l.cardActivation && l.legal !== false && l.activationNegatedBy === null && l.effect?.cannotBeNegated?.card === true && (l.outcome === null || l.outcome === undefined) && conditionHolds(l, state));
}

/**
 * Continuous protection and immunity printed on a card (issue 11, family 5): rules CH-PROTECT-TARGET
 * (「不会成为…效果的对象」), CH-PROTECT-UNAFFECTED (「不受…效果影响」) and CH-PROTECT-DESTROY
 * (「不会被…破坏」). They are continuous effects: they apply while their card is face-up on the field
 * and its effects are not negated — the caller checks that, and reads the filters relative to the
 * protected card (`fromCards: { side: 'opponent' }` is the protected card's opponent).
 */
import type { Action, Card, CardFilter, Condition, EffectFacts, Player } from '../../cards/facts.js';
import type { CardState } from '../../notation/ast.js';
import type { Text } from '../../i18n/text.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { isField } from './board.js';
import { checkCondition, checkConditions, firstUnknownCondition, matchesFilter, onBoard, type CardView, type GameView } from './match.js';
import { fieldInPartPhrase } from '../chain/field-in-part.js';
import { pushOnce, stateView } from './state.js';
import { R } from '../rule-ids.js';
import { say } from '../phrases/index.js';
import { cardName } from '../phrases/words.js';
import { activationPending } from './on-chain.js';
import { valueNow } from './stats.js';
import { hasContinuous } from './speed.js';
import { cardsWith, standing } from './standing.js';
import { columnOf } from './field-zones.js';
import { grantedShield, type ShieldKind } from './protection-grants.js';
import { protectedEarlier, unaffectedEarlier } from './protect-earlier.js';

/** A protection action with the continuous effect it belongs to (whose condition decides whether it applies). */
export interface Protection {
  action: Action;
  effect: EffectFacts;
}

export interface Protections {
  cannotBeTargeted: Protection[];
  indestructible: Protection[];
  unaffected: Protection[];
}

const cache = new WeakMap<Card, Protections>();
/** The protections of the (many) cards without a continuous effect: one shared record, never written. */
const NONE: Protections = Object.freeze({ cannotBeTargeted: [], indestructible: [], unaffected: [] });

/** The card's own continuous protections (subject `self`), read once per card. */
export function protectionsOf(card: Card): Protections {
  if (!hasContinuous(card)) return NONE;
  let p = cache.get(card);
  if (p) return p;
  p = { cannotBeTargeted: [], indestructible: [], unaffected: [] };
  for (const e of card.effects) {
    if (e.kind !== 'continuous') continue;
    for (const a of e.does) {
      if (a.what !== undefined && a.what !== 'self') continue;
      if (a.do === 'cannot-be-targeted') p.cannotBeTargeted.push({ action: a, effect: e });
      // (A compiled 「不会被…效果破坏」 is `cannot-be-destroyed`; the compiler gives it `against` only when nothing narrows it.)
      else if (a.do === 'indestructible' || (a.do === 'cannot-be-destroyed' && a.against !== undefined)) p.indestructible.push({ action: a, effect: e });
      else if (a.do === 'unaffected') p.unaffected.push({ action: a, effect: e });
    }
  }
  cache.set(card, p);
  return p;
}

/** Has the card any protection at all? (A fast exit for the common case.) */
export function isProtected(card: Card): boolean {
  const p = protectionsOf(card);
  return p.cannotBeTargeted.length + p.indestructible.length + p.unaffected.length > 0;
}

/** `actor` says whether the acting effect's card matches a filter read from the protected card. */
type Actor = (f: CardFilter) => boolean;
/** Does a protection's own condition (「只要…」「…的场合」) hold now? Default: yes. */
type Holds = (e: EffectFacts) => boolean;
const always: Holds = () => true;

const covers = (p: Protection, actor: Actor, holds: Holds) => (!p.action.fromCards || actor(p.action.fromCards)) && holds(p.effect);

export function printedCannotBeTargeted(card: Card, actor: Actor, holds: Holds = always): boolean {
  return protectionsOf(card).cannotBeTargeted.some((p) => covers(p, actor, holds));
}

export function printedUnaffected(card: Card, actor: Actor, holds: Holds = always): boolean {
  return protectionsOf(card).unaffected.some((p) => covers(p, actor, holds));
}

export function printedIndestructible(card: Card, cause: 'battle' | 'effect', actor: Actor, holds: Holds = always): boolean {
  return protectionsOf(card).indestructible.some((p) => (p.action.against ?? 'any') !== (cause === 'battle' ? 'effect' : 'battle') && covers(p, actor, holds));
}

/**
 * An effect about to reach a card: the card it is of, the player who played it, and the link of the
 * answer where the rule ids it meets are said (for a chain link, the link itself — a `LinkState` is one).
 * `n` is the chain link it resolves as; null for a continuous effect of a face-up card.
 */
export interface Acting {
  ref: string;
  card: Card;
  controller: Player;
  n: number | null;
  name: Text;
  rules: string[];
  /** The cards the acting effect targets (a chain link's; none for a continuous effect) — CH-PROTECT-NOT-TARGETING. */
  targets?: readonly string[];
  /** Rewritten by a higher link (CH-REWRITE): into an effect without targets, it targets nothing. */
  rewrittenInto?: { targets: boolean };
}

/** The printed check of each kind of protection. */
const PRINTED: Record<ShieldKind, (card: Card, actor: Actor, holds: Holds) => boolean> = {
  target: printedCannotBeTargeted,
  unaffected: printedUnaffected,
  'destroy-by-effect': (card, actor, holds) => printedIndestructible(card, 'effect', actor, holds),
  'destroy-by-battle': (card, actor, holds) => printedIndestructible(card, 'battle', actor, holds),
};

/**
 * Is `c` protected from `link`'s effect by a protection of `kind` — printed on it (`printedShield`) or granted
 * to it by another face-up card (CH-PROTECT-GRANTED, ./protection-grants.ts)?
 */
export function shieldedBy(state: EngineState, link: Acting, c: BoardCard, kind: ShieldKind): boolean {
  return shieldSource(state, link, c, kind) !== null;
}

/** Where the protection `shieldedBy` finds comes from: printed on `c` itself, the face-up card that grants it, or none. */
export function shieldSource(state: EngineState, link: Acting, c: BoardCard, kind: ShieldKind): 'printed' | BoardCard | null {
  if (kind === 'destroy-by-effect' && stateIndestructible(c)) {
    if (!link.rules.includes(R.INDESTRUCTIBLE_STATE)) link.rules.push(R.INDESTRUCTIBLE_STATE);
    return 'printed';
  }
  if (printedShield(state, link, c, kind)) return 'printed';
  const granted = grantShield(state, link, c, kind);
  if (granted) return granted;
  // CH-PROTECT-EARLIER: a lasting protection an effect activated earlier this turn left on every card of a kind (./protect-earlier.ts).
  if ((kind === 'destroy-by-effect' || kind === 'destroy-by-battle') && protectedEarlier(state, c, kind === 'destroy-by-effect' ? 'effect' : 'battle', actingCard(state, link, c))) {
    if (!link.rules.includes(R.PROTECT_EARLIER)) link.rules.push(R.PROTECT_EARLIER);
    return 'printed';
  }
  // CH-UNAFFECTED-EARLIER: a lasting 「…不受…影响」 over the cards a filter names, left by an effect activated earlier (./protect-earlier.ts).
  if (kind === 'unaffected' && state.scenario.history?.length && unaffectedEarlier(state, c, link)) {
    if (!link.rules.includes(R.UNAFFECTED_EARLIER)) link.rules.push(R.UNAFFECTED_EARLIER);
    return 'printed';
  }
  return null;
}

/**
 * CH-INDESTRUCTIBLE-STATE: the situation says an earlier effect keeps this card from being destroyed by card effects
 * (`(不会被效果破坏)`, left by a card that protects another from destruction) — on the field, face-up or face-down; not once its own activation is
 * negated (it is no longer on the field for that chain, and loses what other effects gave it).
 */
export function stateIndestructible(c: BoardCard): boolean {
  return (c.states.includes('indestructible-by-effect') || c.states.includes('indestructible-once-by-effect')) && isField(c.zone) && !c.activationNegated;
}

/**
 * CH-INDESTRUCTIBLE-ONCE-STATE: kept only once from destruction by an effect (`(只有1次不会被效果破坏)`, left by 「只有1次不会被…破坏」) —
 * it is not destroyed, but it stays a card about to be destroyed (确定被破坏) for a destruction replacement (rules reference
 * docs/c03/卡片的抗性.rst:356–365), which cannot pick it for its step.
 */
export function stateIndestructibleOnce(c: BoardCard): boolean {
  return c.states.includes('indestructible-once-by-effect') && !c.states.includes('indestructible-by-effect') && isField(c.zone) && !c.activationNegated;
}

/**
 * CH-PROTECT-GRANTED: another face-up card's continuous effect protects `c` (its filter names `c`, read from the
 * granting card's side), against the acting card its `fromCards` names (read from `c`'s side, as a printed one).
 * Its condition is read on the board; when the situation cannot tell, assumed met and said.
 */
function grantShield(state: EngineState, link: Acting, c: BoardCard, kind: ShieldKind): BoardCard | null {
  const sources = cardsWith(state, 'protectionGrants');
  if (sources.length === 0 || !isField(c.zone)) return null;
  const me = c.controller ?? link.controller;
  const holds = (e: EffectFacts, source: BoardCard) => conditionHolds(state, link, e, source, source.controller ?? me);
  const source = grantedShield(state.board, sources, c, kind, actingCard(state, link, c), holds, (x) => activationPending(state, x));
  if (source && !link.rules.includes(R.PROTECT_GRANTED)) link.rules.push(R.PROTECT_GRANTED);
  if (source) sameColumnSaid(state, link, source, c);
  // CH-PROTECT-BOUND: granted to the card its source keeps targeting.
  if (source && source.bound?.some((b) => b.ref === c.ref) && !link.rules.includes(R.PROTECT_BOUND)) link.rules.push(R.PROTECT_BOUND);
  return source;
}

/**
 * CH-PROTECT-SAME-COLUMN (s59): a protection granted to the cards in its source's column (「和这张卡相同纵列的自己的「X」卡」, the grant's
 * `sameColumnAsSelf`) — read on the zones the situation states (./match.ts: A's zone c faces B's zone 6−c); with the source's or the
 * protected card's zone not stated the column is not read and the card is taken as in it: said in the assumptions, never a silent guess.
 */
function sameColumnSaid(state: EngineState, link: Acting, source: BoardCard, c: BoardCard): void {
  const column = standing(source.card).protectionGrants.some(({ action }) => typeof action.what === 'object' && action.what.filter.sameColumnAsSelf);
  if (!column) return;
  if (!link.rules.includes(R.PROTECT_SAME_COLUMN)) link.rules.push(R.PROTECT_SAME_COLUMN);
  if (columnOf(source) === null || columnOf(c) === null) pushOnce(state.assumptions, say({ rule: R.PROTECT_SAME_COLUMN, params: { card: c.card.name, source: source.card.name } }));
}

/**
 * Does `link`'s card match a protection's `fromCards` filter, read from the protected card `c`'s side (「对方的效果」 is
 * the opponent of `c`'s controller)? With the acting card off the board, only the side is judged.
 */
function actingCard(state: EngineState, link: Acting, c: BoardCard): Actor {
  const actor = state.board.cards[link.ref];
  const me = c.controller ?? link.controller;
  return (f) => (actor ? matchesFilter({ ...f, place: undefined }, actor, onBoard(state.board, c.ref, me)) && atMostHolder(f, actor, c, link) : !f.side || f.side === 'any' || (f.side === 'opponent') === (link.controller !== me));
}

/**
 * CH-PROTECT-ATK-AT-MOST: a protection only from cards whose ATK is not above the protected card's — both as they show now
 * (a raise the acting effect made to its own card in an earlier step counts). A value not known counts as matching.
 */
function atMostHolder(f: CardFilter, actor: BoardCard, c: BoardCard, link: Acting): boolean {
  // CH-PROTECT-NOT-TARGETING: 「不指定对象的…效果」 — an effect targeting the protected card is not covered.
  if (f.notTargeting && link.targets?.includes(c.ref) && link.rewrittenInto?.targets !== false) {
    if (!link.rules.includes(R.PROTECT_NOT_TARGETING)) link.rules.push(R.PROTECT_NOT_TARGETING);
    return false;
  }
  // CH-PROTECT-ACTIVATED-ONLY: 「不受…发动的效果影响」 — an effect not resolving as a chain link (a continuous one, a lasting one an
  // earlier activation left) is not covered (rules reference docs/c03/卡片的抗性.rst:280–290, 特定效果的处理方法.rst:545–552).
  if (f.resolutionOnly && link.n === null) {
    if (!link.rules.includes(R.PROTECT_ACTIVATED_ONLY)) link.rules.push(R.PROTECT_ACTIVATED_ONLY);
    return false;
  }
  if (!f.atkAtMostHolder) return true;
  if (!link.rules.includes(R.PROTECT_ATK_AT_MOST)) link.rules.push(R.PROTECT_ATK_AT_MOST);
  // Gone from the Monster Zone: its printed ATK — a 「?」 (stored below 0) is no value at or below any, so not covered.
  const here = actor.zone === 'monster' && actor.faceUp;
  if (!here && actor.card.atk !== undefined && actor.card.atk < 0) return false;
  const mine = here ? valueNow(actor, 'atk') : actor.card.atk;
  const theirs = valueNow(c, 'atk');
  return mine === undefined || theirs === undefined || mine <= theirs;
}

/**
 * CH-PROTECT-CONDITION: THE reading of a printed protection's condition (「连接状态的这张卡」「只要自己场上有衍生物存在」), whatever would
 * destroy, target or affect its card — an effect's resolution (below) or a battle (./battle-damage.ts): true or false as the board
 * shows it, null when the situation cannot tell. Both callers then read null alike: the protection is assumed to apply, and they say so
 * (a head judge answers on the card's protection and names what would change the answer, rather than reading it away).
 */
export function protectionCondition(e: EffectFacts, view: GameView, holder: CardView, me: Player): boolean | null {
  const conds = e.condition ?? [];
  return conds.length === 0 ? true : checkConditions(conds, view, holder, me);
}

/**
 * A protection with a condition (「只要自己场上有…存在」「连接召唤的这张卡」, CH-PROTECT-CONDITION), read for the card that
 * holds the protection (`holder`, controlled by `me`): on the board when the situation shows it; when it cannot tell,
 * assumed met — and said, never silently.
 */
function conditionHolds(state: EngineState, link: Acting, e: EffectFacts, holder: BoardCard, me: Player): boolean {
  const conds = e.condition ?? [];
  if (conds.length === 0) return true;
  const r = protectionCondition(e, stateView(state), holder, me);
  if (!link.rules.includes(R.PROTECT_CONDITION)) link.rules.push(R.PROTECT_CONDITION);
  // CH-CONT-MID-RESOLUTION: judged after an earlier step of this very resolution changed the board — the protection
  // starts or stops applying at once, for the rest of it.
  if (link.n !== null && !link.rules.includes(R.CONT_MID_RESOLUTION) && state.events.some((ev) => ev.link === link.n && ev.type !== 'activated' && ev.type !== 'targeted' && !ev.atActivation && ev.cause !== 'cost')) link.rules.push(R.CONT_MID_RESOLUTION);
  if (r === null) pushOnce(state.assumptions, say({ rule: R.PROTECT_CONDITION, params: { name: link.name, card: holder.card.name, notes: conds.map((x) => (x.is === 'other' ? x.note : null)).filter(Boolean) } }));
  else linkStateInPart(state, link, conds, holder, me);
  return r !== false;
}

/**
 * SIT-FIELD-COMPLETE (review s59): a protection held under the card's link state (「额外怪兽区域的这张卡的所连接区没有怪兽存在的场合」,
 * 「连接状态的这张卡」) judged from the zones of a field written in part — a monster not written could stand where it points — is the
 * reading taken: said, as an activation condition's is (../chain/field-in-part.ts).
 */
function linkStateInPart(state: EngineState, link: Acting, conds: readonly Condition[], holder: BoardCard, me: Player): void {
  const view = stateView(state);
  for (const cond of conds) {
    if (cond.is !== 'self-state' || !LINK_STATES.has(cond.state)) continue;
    const said = fieldInPartPhrase(view, cardName(holder.card), cond, checkCondition(cond, view, holder, me), holder, me, 'standing');
    if (!said) continue;
    pushOnce(state.assumptions, said);
    if (!link.rules.includes(R.FIELD_COMPLETE)) link.rules.push(R.FIELD_COMPLETE);
  }
}

/** The states a Link arrow decides (ZONE-CO-LINKED, ZONE-EX-LINK, CMP-EMZ-UNLINKED-PROTECT). */
const LINK_STATES: ReadonlySet<string> = new Set(['linked', 'co-linked', 'extra-linked', 'extra-zone-unlinked']);

/**
 * Is `c` (face-up on the field, its own activation resolved) protected from `link`'s effect by a
 * protection of `kind` printed on it? The protection's filter is read from `c`'s side: 「对方的效果」 is
 * the opponent of `c`'s controller; 「这张卡以外」 (notSelf) means any card but `c`.
 */
function printedShield(state: EngineState, link: Acting, c: BoardCard, kind: ShieldKind): boolean {
  const test = PRINTED[kind];
  if (!isField(c.zone) || !c.faceUp || !isProtected(c.card) || activationPending(state, c)) return false;
  // Its effects are negated (效果无效) or cannot be used (不能使用, a declared name): its printed protections
  // are effects too and no longer apply (CH-PROTECTION-NEGATED).
  if (c.states.includes('effects-negated') || c.states.includes('cannot-use')) {
    if (!link.rules.includes(R.PROTECTION_NEGATED)) link.rules.push(R.PROTECTION_NEGATED);
    return false;
  }
  // A continuous negation of its effects on the field (「…的效果无效化」 of a face-up card) that applied first (CH-CONT-FIRST-APPLIES).
  if (state.negators.length > 0 && continuouslyNegated(state, link, c)) {
    if (!link.rules.includes(R.PROTECTION_NEGATED)) link.rules.push(R.PROTECTION_NEGATED);
    return false;
  }
  // Turned face-up or brought to the field by this very resolution: its 「不受…效果影响」 starts applying when the
  // resolution ends, not in the middle of it — the rest of the effect still reaches it (CH-UNAFFECTED-NOT-YET).
  if (kind === 'unaffected' && link.n !== null && arrivedDuring(state, c, link.n)) {
    if (!link.rules.includes(R.UNAFFECTED_NOT_YET)) link.rules.push(R.UNAFFECTED_NOT_YET);
    return false;
  }
  const me = c.controller ?? link.controller;
  const holds: Holds = (e) => conditionHolds(state, link, e, c, me);
  const acting = actingCard(state, link, c);
  const shielded = test(
    c.card,
    (f) =>
      // FD-MATERIALS: 「和为这张卡的上级召唤而解放的卡相同的卡」 — the acting card's kind is that of a tribute it still remembers.
      (!f.kindOfMaterials || (c.materials?.some((m) => m.type.kind === link.card.type.kind) ?? false)) && (!f.notItself || link.ref !== c.ref) && acting(f),
    holds,
  );
  // CH-PROTECT-FROM: a protection against some effects only (「对方的效果」「陷阱卡的效果」) that this one is not of — said by its rule.
  if (!shielded && test(c.card, () => true, holds) && !link.rules.includes(R.PROTECT_FROM)) link.rules.push(R.PROTECT_FROM);
  return shielded;
}

/** Why a card is unaffected by an effect: a protection printed on it, a state the situation gives it, or a lingering effect. */
export type UnaffectedBy = 'printed' | 'state' | 'lingering' | null;

/**
 * THE unaffected check (「不受…效果影响」): is card `c` unaffected by the effect of card `by.ref`, played by
 * `by.controller`? Three sources, in this order:
 * - its own printed protection (CH-PROTECT-UNAFFECTED), through `shieldedBy`: applies only face-up on the
 *   field, its activation resolved and its effects not negated; a condition (「只要…」) is read on the board
 *   and, when the situation cannot tell, assumed met and said in the assumptions (CH-PROTECT-CONDITION);
 * - an unaffected state the situation gives it (`(不受魔陷)`…, CH-UNAFFECTED-STATE), never against its own card;
 * - a lingering 「直到回合结束时不受…影响」 a resolved link left on it, while it stays face-up on the field
 *   (a card that left is a new card), never against the link that granted it.
 * Used wherever another card's effect would reach `c`: a resolving link's action (./actions.ts) and a
 * continuous negation reaching an effect on the chain (CH-UNAFFECTED-NEGATION, ../chain/resolve.ts).
 * The callers say which rule their answer names.
 */
export function unaffectedBy(state: EngineState, c: BoardCard, by: Acting): UnaffectedBy {
  if (shieldedBy(state, by, c, 'unaffected')) return 'printed';
  if (c.ref !== by.ref && stateUnaffected(c, by.card, by.controller)) return 'state';
  if (!isField(c.zone) || !c.faceUp) return null;
  const actor = state.board.cards[by.ref];
  if (!actor) return null;
  for (const l of state.lingering) {
    if (l.action.do !== 'unaffected' || !l.cards.includes(c.ref) || l.link === by.n) continue;
    // (CH-PROTECT-FROM: 「不受自身以外的…影响」 — its own effects still reach it.)
    if (l.action.fromCards?.notItself && actor.ref === c.ref) continue;
    if (matchesFilter({ ...(l.action.fromCards ?? {}), place: undefined }, actor, onBoard(state.board, l.sourceRef, l.controller))) return 'lingering';
  }
  return null;
}

/**
 * CH-TARGET-UNAFFECTED-LINGERING: the chain link whose resolution left face-up `c` unaffected by `by`'s effect
 * (「不受…的效果影响」 applied to it in this chain, e.g. by a Quick-Play chained to that effect), or null.
 */
export function lingeringUnaffectedLink(state: EngineState, c: BoardCard, by: Acting): number | null {
  if (!isField(c.zone) || !c.faceUp) return null;
  const actor = state.board.cards[by.ref];
  if (!actor) return null;
  for (const l of state.lingering) {
    if (l.action.do !== 'unaffected' || !l.cards.includes(c.ref) || l.link === by.n) continue;
    if (l.action.fromCards?.notItself && actor.ref === c.ref) continue;
    if (matchesFilter({ ...(l.action.fromCards ?? {}), place: undefined }, actor, onBoard(state.board, l.sourceRef, l.controller))) return l.link;
  }
  return null;
}

/** Which cards' effects an unaffected state (CH-UNAFFECTED-STATE) keeps off, by the acting card and its player. */
const STATE_COVERS: Partial<Record<CardState, (src: Card, by: Player | null, me: Player | null) => boolean>> = {
  unaffected: () => true,
  'unaffected-by-spell': (src) => src.type.kind === 'spell',
  'unaffected-by-trap': (src) => src.type.kind === 'trap',
  'unaffected-by-spell-trap': (src) => src.type.kind === 'spell' || src.type.kind === 'trap',
  'unaffected-by-monster': (src) => src.type.kind === 'monster',
  'unaffected-by-opponent': (_src, by, me) => by !== null && me !== null && by !== me,
};

/**
 * CH-UNAFFECTED-STATE: the situation says an earlier effect left this face-up card unaffected
 * (`(不受魔陷)`…): the effects of the cards it names, activated by `by`, do not apply to it. Its own
 * effects still do (the caller passes another card's effect).
 */
export function stateUnaffected(c: BoardCard, src: Card, by: Player | null): boolean {
  if (c.states.length === 0 || !isField(c.zone) || !c.faceUp) return false;
  for (const s of c.states) {
    const covers = STATE_COVERS[s];
    if (covers && covers(src, by, c.controller ?? null)) return true;
  }
  return false;
}

/** The events by which a card came to be face-up in a Monster Zone (or Spell & Trap Zone) during this chain. */
const ARRIVALS = new Set(['summoned', 'special-summoned', 'flip-summoned', 'flipped', 'control-changed']);

/** Did `c` arrive face-up (summoned, flipped, taken) by a step of chain link `n`'s own resolution? */
function arrivedDuring(state: EngineState, c: BoardCard, n: number): boolean {
  for (let i = state.events.length - 1; i >= 0; i--) {
    const ev = state.events[i]!;
    if (ev.link !== n) return false;
    if (ev.cause === 'effect' && ARRIVALS.has(ev.type) && ev.type !== 'control-changed' && ev.cards.includes(c.ref)) return true;
  }
  return false;
}

/**
 * When did the face-up card start applying its continuous effects, as far as the situation tells? The index
 * of its last arrival event in this chain (summoned, flipped face-up, taken over); -1 for one summoned by
 * the action the chain was built after; -2 for a card the situation marks as summoned this turn
 * (`(本回合特召)`) — after the cards already there; -3 for a card already there (no mark): the earliest.
 */
function arrivedAt(state: EngineState, c: BoardCard): number {
  for (let i = state.events.length - 1; i >= 0; i--) {
    const ev = state.events[i]!;
    if (ARRIVALS.has(ev.type) && ev.cards.includes(c.ref)) return i;
  }
  // The action the chain was built after (a summon) came after everything on the board before it.
  if (state.prelude.some((ev) => ARRIVALS.has(ev.type) && ev.cards.includes(c.ref))) return -1;
  return c.states.includes('summoned-this-turn') ? -2 : -3;
}

/**
 * CH-CONT-FIRST-APPLIES (rules reference docs/c02/怪兽的效果分类.rst:296–319): a face-up card's continuous
 * negation of effects (「对方场上的表侧表示怪兽的效果无效化」「场上的效果怪兽的效果无效化」) reaching `c` takes
 * away `c`'s printed protections — unless `c`'s own 「不受…效果影响」, covering the negating card, started applying
 * first: a card already there when the negation arrived is not negated, one that arrives while the negation
 * applies is (its protection never applied). Arriving at the same moment, the turn player's effect applies
 * first. Where the situation cannot tell which came first (both summoned this turn, in no known order), the
 * protection is assumed to have applied first, and the answer says so.
 */
function freedTogether(state: EngineState, c: BoardCard, source: BoardCard, firstArrival: number): boolean {
  return state.negators.some(({ source: k, action }) => {
    if (k === c || k === source || k.ref === c.ref || k.ref === source.ref) return false;
    // It applied when both arrived (there before either), and it is no longer face-up on the field.
    if ((isField(k.zone) && k.faceUp) || typeof action.what !== 'object') return false;
    // (No arrival stated for any of the three, and it left the field in this chain: taken as there while both were, its negation on both
    // when it left — said below.)
    const kAt = arrivedAt(state, k);
    const unknown = kAt === -3 && firstArrival === -3 && leftFieldInChain(state, k);
    if (kAt >= firstArrival && !unknown) return false;
    const side = k.owner ?? c.controller ?? source.controller;
    if (!side) return false;
    const ctx = onBoard(state.board, k.ref, side);
    const both = matchesFilter({ ...action.what.filter, place: undefined }, c, ctx) && matchesFilter({ ...action.what.filter, place: undefined }, source, ctx);
    if (both && unknown) pushOnce(state.assumptions, say({ rule: R.CONT_FIRST_APPLIES, params: { card: c.card.name, source: source.card.name, freedBy: k.card.name, cardSide: c.controller, sourceSide: source.controller } }));
    return both;
  });
}

/** Did `k` leave the field (or stop being face-up there) by an event of this chain? */
function leftFieldInChain(state: EngineState, k: BoardCard): boolean {
  for (const ev of state.events) {
    const i = ev.cards.indexOf(k.ref);
    if (i >= 0 && isField(ev.from[i] ?? null)) return true;
  }
  return false;
}

/**
 * CH-CONT-NEGATOR-NEGATED: two continuous negations of each other whose order the situation does not give (both listed with no
 * arrival): one of them came first and negates the other — never both. The one listed first in the situation is taken as first,
 * and said.
 */
export function appliedBeforeAssumed(state: EngineState, x: BoardCard, y: BoardCard): boolean {
  const known = appliedBefore(state, x, y);
  if (known !== null) return known;
  const at = (c: BoardCard) => state.scenario.instances.findIndex((i) => i.ref === c.ref);
  const xFirst = at(x) <= at(y);
  const [first, later] = xFirst ? [x, y] : [y, x];
  pushOnce(state.assumptions, say({ rule: R.CONT_NEGATOR_NEGATED, params: { first: first.card.name, firstSide: first.controller, later: later.card.name, laterSide: later.controller } }));
  return xFirst;
}

/**
 * Did `x`'s continuous effects start applying before `y`'s (CH-CONT-FIRST-APPLIES)? Freed together from a third
 * card's negation, or arriving at the same moment, the turn player's first; null when the situation does not tell.
 */
export function appliedBefore(state: EngineState, x: BoardCard, y: BoardCard): boolean | null {
  const ax = arrivedAt(state, x);
  const ay = arrivedAt(state, y);
  if (freedTogether(state, x, y, Math.min(ax, ay)) || (ax === ay && ax >= -1)) return x.controller === state.scenario.turnPlayer;
  if (ax !== ay) return ax < ay;
  return null;
}

/**
 * CH-CONT-NEGATE: a continuous negation applied on a condition the situation does not state (「这张卡召唤的回合」 of a monster only
 * listed on the field) — assumed met, and said in the words resolution uses for it (./nonchain-negate.ts), so said once.
 */
function conditionAssumed(state: EngineState, source: BoardCard, effect: EffectFacts): void {
  const cond = firstUnknownCondition(effect.condition!, stateView(state), source, source.controller!);
  pushOnce(state.assumptions, say({ rule: R.CONTINUOUS_NEGATION, params: { variant: 'assumed', source: source.card, cond } }));
}

export function continuouslyNegated(state: EngineState, link: Acting, c: BoardCard): boolean {
  const board = state.board;
  for (const { source, effect, action } of state.negators) {
    if (source === c || source.ref === c.ref || !isField(source.zone) || !source.faceUp || !source.controller) continue;
    if (source.states.includes('effects-negated') || activationPending(state, source)) continue;
    if (typeof action.what !== 'object' || !matchesFilter(action.what.filter, c, onBoard(board, source.ref, source.controller))) continue;
    if (effect.condition?.length) {
      const holds = checkConditions(effect.condition, stateView(state), source, source.controller);
      if (holds === false) continue;
      // Not stated (「这张卡召唤的回合」 of a monster only listed on the field): assumed met, and said — never applied in silence.
      if (holds === null) conditionAssumed(state, source, effect);
    }
    // Does c's own unaffected effect keep the negating card off? Then the first to apply decides.
    const me = c.controller ?? source.controller;
    // (CH-PROTECT-ACTIVATED-ONLY: 「不受…发动的效果影响」 never keeps a continuous effect off — no order to decide.)
    let onlyActivated = false;
    const covered = printedUnaffected(c.card, (f) => (f.resolutionOnly ? ((onlyActivated = true), false) : matchesFilter({ ...f, place: undefined }, source, onBoard(board, c.ref, me))));
    if (!covered) {
      if (onlyActivated && !link.rules.includes(R.PROTECT_ACTIVATED_ONLY)) link.rules.push(R.PROTECT_ACTIVATED_ONLY);
      return true;
    }
    const mine = arrivedAt(state, c);
    const theirs = arrivedAt(state, source);
    let negated: boolean;
    // Both kept off by a third card's negation they arrived under (a negating Trap there first), which has left the field
    // since: both started applying at the moment it left — the same moment, so the turn player's applies first.
    const together = freedTogether(state, c, source, Math.min(mine, theirs)) || (mine === theirs && mine >= -1);
    if (together && c.controller === source.controller) {
      // Both one player's, starting at the same moment (flipped face-up together, freed together): that player chooses the
      // order — assumed the protection first, and said (rules reference docs/c02/怪兽的效果分类.rst:316–317).
      negated = false;
      pushOnce(state.assumptions, say({ rule: R.CONT_FIRST_APPLIES, params: { card: c.card.name, source: source.card.name, earlier: false, chosen: true } }));
    } else if (together) negated = c.controller !== state.scenario.turnPlayer; // the same moment: the turn player's applies first
    else if (mine !== theirs) negated = mine > theirs;
    else {
      // Both there before, in an order the situation does not give.
      negated = false;
      pushOnce(state.assumptions, say({ rule: R.CONT_FIRST_APPLIES, params: { card: c.card.name, source: source.card.name, earlier: mine === -3 } }));
    }
    if (!link.rules.includes(R.CONT_FIRST_APPLIES)) link.rules.push(R.CONT_FIRST_APPLIES);
    if (negated) return true;
  }
  return false;
}

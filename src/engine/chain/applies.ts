/**
 * Checks of the legality table (./legality.ts) about what an effect could apply to on the board:
 *
 * - CH-NOTHING-TO-APPLY: an effect that is not mandatory cannot be activated when its first step has
 *   nothing it could apply to — destroying every monster on an empty field, a random banish from an
 *   empty hand, turning face-up monsters face-down when only Link monsters or Tokens are face-up. Judged on the zones the situation listed;
 *   where it did not list them, a card there is assumed and said. A mandatory effect is activated
 *   anyway (and does nothing); the Deck and Extra Deck are hidden, never judged.
 * - CH-LINK-POSITION / CH-LINK-NO-DEF / CH-TOKEN-FACE-DOWN (../game/undergo.ts): a chosen target, or the
 *   card of the activation answered, that cannot undergo the effect's only action of that kind.
 */
import type { Action, Card, CardFilter, EffectFacts, Place, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { Judging } from './legality.js';
import { asArray, cardsMatching, checkCondition, matchesFilter, onBoard, placeMatches, zonesKnownAt } from '../game/match.js';
import { grantedCannotBeBanished } from '../game/banish-grant.js';
import { negatedByBond } from '../game/bonds.js';
import { effectsNegatedNow } from '../game/effects-negated.js';
import { ownCannotBeBanishedOn } from '../game/banish-own-negated.js';
import { cannotBeBanished, controlLocked, cannotProvide, cannotUndergo, firstStep, printedCannotUndergo, type UndergoFailure } from '../game/undergo.js';
import { cardView, isField } from '../game/board.js';
import { isSummon } from '../game/perform.js';
import { pushOnce, stateView } from '../game/state.js';
import { R } from '../rule-ids.js';
import { summonBar } from '../game/summon-condition.js';
import { say, type Phrase } from '../phrases/index.js';
import { cardName, list } from '../phrases/words.js';
import { zonesStated } from '../game/field-zones.js';
import { adjacentFreeMain } from '../game/zone-move.js';
import { chancePickRefused } from './chance-pick.js';
import { tierMet, tributeMet } from '../game/material-kinds.js';
import { leavesAfterChain } from '../game/on-chain.js';

/** The rule that says a card cannot undergo an action. */
export function undergoRule(f: UndergoFailure): string {
  return f === 'link-position' ? R.LINK_POSITION : f === 'link-no-def' ? R.LINK_NO_DEF : f === 'cannot-be-banished' ? R.CANNOT_BE_BANISHED : f === 'control-locked' ? R.CONTROL_LOCKED : R.TOKEN_FACE_DOWN;
}

/** Actions whose first step needs a card to act on. */
export const ACTS_ON_CARDS = new Set<Action['do']>([
  'destroy',
  'banish',
  'send-to-gy',
  'return-to-hand',
  'return-to-deck',
  'change-position',
  'flip-face-down',
  'set',
  'take-control',
  'discard',
  'modify-stats',
  'special-summon',
  'add-to-hand',
  'negate-effects',
  // (issue 16, CMP-PROTECT-PICKED: a protection given to a card the effect chooses.)
  'cannot-be-destroyed',
]);

/** The chains whose answer already says the nothing-to-apply assumption: by its list of assumptions (a probe judged on the state has a list of its own). */
const assumedFor = new WeakSet<object>();

/**
 * A Continuous, Field or Equip Spell/Trap: its card activation places the card, whatever it finds. So does a Normal Spell/Trap
 * whose text keeps it on the field (a 「在场期间」 continuous effect, `staysOnField`: CH-NOTHING-TO-APPLY-STAYS, docs/c03/无效.rst:577).
 */
function lastingCard(card: Card): boolean {
  return card.type.kind !== 'monster' && (card.type.subtypes.some((s) => s === 'continuous' || s === 'field' || s === 'equip') || !leavesAfterChain(card));
}

function playersOf(side: CardFilter['side'], me: Player): Player[] {
  const opp: Player = me === 'A' ? 'B' : 'A';
  return side === 'self' ? [me] : side === 'opponent' ? [opp] : ['A', 'B'];
}

/** Where a step acts on the cards of its filter: the filter's place, else the step's 「从…」, else the field. */
export function stepPlaces(a: Action, filter: CardFilter): readonly Place[] {
  return asArray<Place>(filter.place ?? a.from ?? 'field');
}

/** How many cards the action could act on: a number (known), or null when the situation does not tell. */
function countFor(j: Judging, a: Action, filter: CardFilter): { found: number; known: boolean; kinds: UndergoFailure[] } | 'hidden' {
  const places = stepPlaces(a, filter);
  if (places.some((p) => p === 'deck' || p === 'extra')) return 'hidden';
  const { board, me, link } = j;
  // The card being activated is not among the cards its own effect applies to (it goes to the GY, or
  // stays, by rule). The filter read in those places: the cheap tests first (the card itself, its place),
  // then the filter itself (whose own place, when it has one, is `places`).
  const notSelf = link.cardActivation;
  const ctx = onBoard(board, link.ref, me);
  let found = 0;
  const kinds: UndergoFailure[] = [];
  const handCards: BoardCard[] = [];
  const cards = board.cards;
  for (const key in cards) {
    const c = cards[key]!;
    if (notSelf && c.ref === ctx.selfRef) continue;
    if (!placeMatches(places, c.zone, c.activationNegated)) continue;
    if (!matchesFilter(filter, c, ctx)) continue;
    if (c.zone === 'hand') {
      if (c.ref !== link.ref) handCards.push(c);
      continue;
    }
    const no = cannotUndergo(a, c.card) ?? (ownCannotBeBanishedOn(board, a, c) || grantedCannotBeBanished(a, board, c, me) ? 'cannot-be-banished' : null);
    if (no) kinds.push(no);
    // One card is enough: the effect has something to apply to.
    else return { found: 1, known: true, kinds };
  }
  let known = zonesKnownAt(stateView(j.state), filter.side, places.filter((p) => p !== 'hand'), me) || places.every((p) => p === 'hand');
  if (places.includes('hand')) {
    // A hand the situation listed is those cards; a hand given only by its size has that many (whether
    // a size of 1 counts the card being activated from it is not told, so it is not judged).
    for (const p of playersOf(filter.side, me)) {
      const listed = handCards.filter((c) => c.controller === p).length;
      found += listed;
      if (listed > 0 || j.state.knownZones.has(`${p}:hand`)) continue;
      const n = board.handSize[p];
      if (n === null) known = false;
      else if (p !== me || board.cards[link.ref]?.zone !== 'hand') found += n;
      else if (n >= 2) found += n - 1;
      else if (n === 1) known = false;
    }
  }
  return { found, known, kinds };
}

/**
 * CH-NOTHING-TO-APPLY: an optional activation whose first step has nothing it could apply to. The
 * check looks at every action of that step: a filter (「场上的怪兽全部」「对方手卡随机1张」), the card of
 * the activation answered (「那只怪兽」), or the card itself.
 */
export function nothingToApply(j: Judging): Phrase | null {
  // CH-CHOICE-AT-RESOLUTION: ● options picked as the effect resolves — something to apply when any of them has (the one noted may do nothing).
  const e0 = j.e;
  if (e0.choiceAtResolution && e0.choiceOf !== undefined) {
    const own = nothingToApplyOne(j);
    if (!own) return null;
    const others = j.link.card.effects.filter((x) => x !== e0 && x.choiceOf === e0.choiceOf);
    return others.some((x) => nothingToApplyOne({ ...j, e: x, rules: [] }) === null) ? null : own;
  }
  return nothingToApplyOne(j);
}

/**
 * The gate of nothingToApply in the legality table (issue 10): whether the check can refuse this effect, push a rule or say an
 * assumption at all — read from the effect's facts only, a superset of what nothingToApplyOne acts on (when unsure, true). Most
 * effects that reach it act on no card in their first step (a draw, damage, a negation of the activation), and for them it returned
 * null after reading the board. Kept per effect: the curated cards' effects come back chain after chain.
 */
const nothingToApplyGate = new WeakMap<EffectFacts, boolean>();
export function mayHaveNothingToApply(e: EffectFacts): boolean {
  let v = nothingToApplyGate.get(e);
  if (v === undefined) {
    v = readsWhatItFinds(e);
    nothingToApplyGate.set(e, v);
  }
  return v;
}

/** Each branch of nothingToApplyOne that can return or write anything, in its order (see mayHaveNothingToApply). */
function readsWhatItFinds(e: EffectFacts): boolean {
  // (The ● picked as it resolves read their siblings: judged as before.)
  if (e.choiceAtResolution && e.choiceOf !== undefined) return true;
  const mandatory = e.kind === 'flip' ? (e.mandatory ?? true) : (e.mandatory ?? false);
  if (mandatory || e.kind === 'continuous' || e.kind === 'procedure') return false;
  if (e.does.some((a) => a.upTo && a.upToCountOf)) return true;
  if (e.battleDamage?.length) return false;
  if (e.does.some((a) => typeof a.what === 'object' && a.what.filter.declaredName === true)) return false;
  const first = firstStep(e.does);
  if (first.some((a) => a.do === 'damage' && a.amountPer && 'count' in a.amountPer)) return true;
  if (first.some((a) => a.do === 'other' && a.player !== undefined && a.duration !== undefined)) return true;
  if (first.length === 1 && first[0]!.do === 'rewrite') return true;
  if (first.some((a) => a.moveZone)) return true;
  if (first.length > 0 && first.every((a) => a.conditional && a.whileHolds?.length)) return true;
  for (const a of first) {
    if (a.conditional && !a.whileHolds?.length && first.some((x) => x !== a && !x.conditional)) return true;
    // (A step on its targets is judged by the target checks: here only one on cards a filter finds, the activation answered, or itself.)
    const actsOnCards = ACTS_ON_CARDS.has(a.do) || (a.do === 'look' && typeof a.what === 'object') || (a.counterStep !== undefined && typeof a.what === 'object');
    if (actsOnCards && !a.token && !a.asEquip && (typeof a.what === 'object' || a.what === 'activation' || a.what === 'self')) return true;
  }
  return false;
}

/** CH-NOTHING-TO-APPLY for this one record (a ● picked as it resolves read alone). */
export function nothingToApplyOne(j: Judging): Phrase | null {
  const { e, link, board } = j;
  const mandatory = e.kind === 'flip' ? (e.mandatory ?? true) : (e.mandatory ?? false);
  if (mandatory || e.kind === 'continuous' || e.kind === 'procedure') return null;
  if (link.cardActivation && lastingCard(link.card)) return null;
  // CH-UP-TO-COUNT: 「选最多有场地区域的卡的数量的以下效果适用」 with every ● bounded so and no such card on fields the situation lists: none applies.
  const bound = e.does.find((a) => a.upTo && a.upToCountOf)?.upToCountOf;
  if (bound && e.does.every((a) => !a.upTo || a.upToCountOf) && zonesKnownAt(stateView(j.state), 'any', ['field'], j.me) && cardsMatching(board, bound, link.ref, j.me).length === 0) {
    j.rules.push(R.NOTHING_TO_APPLY, R.UP_TO_COUNT);
    return { rule: R.UP_TO_COUNT, params: { name: j.name, n: 0, variant: 'none' } };
  }
  // A battle the effect changes (「怪兽不会被那次战斗破坏」, a battle damage it halves: `battleDamage`) is applied whatever
  // its steps find — an effect with that part always has something to apply.
  if (e.battleDamage?.length) return null;
  // CH-DECLARED-NAME: an effect acting on the card it declares may be activated whatever is there — the name is declared as it is
  // activated, and whether a card of it is there is found only as it resolves (none: that step does nothing, its fallback is done).
  if (e.does.some((a) => typeof a.what === 'object' && a.what.filter.declaredName === true)) return null;
  const first = firstStep(e.does);
  // CH-DAMAGE-SCALED: a damage of the same step counted by cards the board holds (「给与对方为场上的效果怪兽数量×500伤害」) is
  // something to apply when there is one such card, whatever the step's other actions find.
  if (first.some((a) => a.do === 'damage' && a.amountPer && 'count' in a.amountPer && cardsMatching(board, a.amountPer.count, link.ref, j.me).length > 0)) {
    j.rules.push(R.DAMAGE_SCALED);
    return null;
  }
  // CH-NOTHING-TO-APPLY-LOCK: a lock left on a player for a time in the same step (「这个回合，对方场上的怪兽的攻击力下降1000，对方不能把卡的
  // 效果发动」) applies whatever the step's other actions find: with no monster to lower, that part does nothing, the lock still applies
  // (docs/c03/特定效果的处理方法.rst:531 — a part with nothing to change does not apply, the effect may still be activated).
  if (first.some((a) => a.do === 'other' && a.player !== undefined && a.duration !== undefined && a.duration !== 'permanent' && (a.forbidsActivation !== undefined || a.forbids !== undefined))) {
    j.rules.push(R.NOTHING_TO_APPLY_LOCK);
    return null;
  }
  // CH-REWRITE-NOTHING-TO-APPLY: a rewrite (「那个效果变成「对方场上的卡全部破坏」」) that could not be carried out — the new text's first
  // step has no card to act on — cannot be activated (docs/c03/无效.rst:550, 554). The new text is read from the answered link's controller.
  const rw = first.length === 1 && first[0]!.do === 'rewrite' ? first[0]!.into : undefined;
  if (rw && j.below) {
    const flip = j.below.controller !== j.me;
    for (const a of firstStep(rw.does)) {
      const what = a.what;
      if (!ACTS_ON_CARDS.has(a.do) || a.token || !what || typeof what !== 'object') continue;
      const side = what.filter.side;
      // (A discard names no place: it is of the hand.)
      const placed: CardFilter = a.do === 'discard' && what.filter.place === undefined ? { ...what.filter, place: 'hand' } : what.filter;
      const filter: CardFilter = flip && (side === 'self' || side === 'opponent') ? { ...placed, side: side === 'self' ? 'opponent' : 'self' } : placed;
      const n = countFor(j, a, filter);
      if (n === 'hidden' || n.found > 0 || !n.known) continue;
      j.rules.push(R.NOTHING_TO_APPLY, R.REWRITE_NOTHING_TO_APPLY);
      return { rule: R.NOTHING_TO_APPLY, params: { action: a.do, filter, kind: n.kinds[0] ?? null } };
    }
  }
  // ZONE-MOVE-ADJACENT: a move to a free Monster Zone beside the monster, with the zones stated and no monster it may move having one.
  const moving = first.find((a) => a.moveZone);
  if (moving) {
    const refused = nowhereToMove(j, moving);
    if (refused) return refused;
  }
  // CMP-KINDS-IN-ZONE-TIERS: every step done only while a state holds (「●1种类：」「●3种类以上：」), none of those states holding now:
  // nothing would apply — the effect cannot be activated.
  // (CMP-POSITION-TIERS: a ● left for the turn whose state holds — 「●攻击表示：这个回合，…」 in Attack Position — is something that applies.)
  const leftHolds = (e.leaves ?? []).some((a) => a.whileHolds?.length && a.whileHolds.every((h) => checkCondition(h, stateView(j.state), j.self, j.me) !== false));
  if (!leftHolds && first.length > 0 && first.every((a) => a.conditional && a.whileHolds?.length) && first.every((a) => a.whileHolds!.some((h) => checkCondition(h, stateView(j.state), j.self, j.me) === false))) {
    j.rules.push(R.NOTHING_TO_APPLY, R.KINDS_TIERS);
    return { rule: R.NOTHING_TO_APPLY, params: { variant: 'no-tier' } };
  }
  for (const a of first) {
    // CMP-KINDS-IN-ZONE-TIERS / CH-STEP-IF-STATE: a step done only while a state holds, the state not holding now, is not the step
    // that applies (「●1种类：」 with three kinds in the GY): what it would find is no reason the effect cannot be activated.
    if (a.conditional && a.whileHolds?.length && a.whileHolds.some((h) => checkCondition(h, stateView(j.state), j.self, j.me) === false)) continue;
    // CMP-MATERIAL-ATTRIBUTE-TIERS / MATCH-MATERIAL-KINDS / CH-TRIBUTE-ADDED: a step done only for materials (or a tribute) the card's stated
    // ones do not meet is not done (with none stated, none is: the resolution says so) — what it would find is no reason either.
    if ((a.ifMaterialAttributes !== undefined || a.ifMaterialKinds !== undefined || a.ifTributeAttribute !== undefined) && !(tierMet(a, j.self) && tributeMet(a, j.self))) continue;
    // CH-LOOK-THEN-IF: a step done only 「…的场合」 (`conditional`, no state read) beside a step done whatever (「看对方手卡。对方手卡有灵魂
    // 怪兽存在的场合，选择1只灵魂怪兽丢弃去墓地」): what it finds is no reason the effect cannot be activated — the other step applies
    // (docs/c03/特定效果的处理方法.rst:328–330: only a step that cannot apply at all makes it 空发).
    if (a.conditional && !a.whileHolds?.length && first.some((x) => x !== a && !x.conditional)) {
      if (!j.rules.includes(R.LOOK_THEN_IF)) j.rules.push(R.LOOK_THEN_IF);
      continue;
    }
    // (CNT-PLACE-CHOSEN: counters placed on cards a filter chooses act on those cards too.)
    // (CH-LOOK-THEN-IF: a look at cards a filter finds — 「看对方手卡」 — needs one there: an empty hand has nothing to look at,
    // docs/c03/特定效果的处理方法.rst:361.)
    if (!ACTS_ON_CARDS.has(a.do) && !(a.do === 'look' && typeof a.what === 'object') && !(a.counterStep && !a.counterStep.remove && a.counterStep.kind !== '*' && typeof a.what === 'object')) continue;
    // A Token summon makes its cards: its filter (「在双方场上…特殊召唤」) says where they go, not cards it needs there.
    // (CMP-EQUIP-AS-RAISE: the raise the card makes as the Equip Card it becomes is of the monster it will equip — none yet.)
    if (a.token || a.asEquip) continue;
    // (CH-SUMMON-NEGATE-CANNOT-BANISH: 「那个无效，那些怪兽以及对方场上的特殊召唤的怪兽全部除外」 — the summon it negates is there to apply
    // to; a further 「全部」 step with no card is no reason it cannot be activated.)
    // (The same with the attack it negates — 「把1只对方怪兽的攻击无效，自己场上…1只光属性怪兽的攻击力…上升」 with no Light monster:
    // the negation applies; the raise with no monster to raise is no reason either.)
    if (first.some((x) => x.do === 'negate-summon' || (x.do === 'negate-attack' && (x.what === 'targets' || x.what === undefined || x.what === 'attacker'))) && typeof a.what === 'object') continue;
    const what = a.what;
    // CMP-SAME-NAME-BANISHED: 「对方墓地有除外的那只怪兽的同名卡存在的场合，那些卡也全部除外」 — every card like the target, along with the step on the
    // target: with none there it does nothing more, no reason the effect cannot be activated (nor an assumption that one is there).
    if (what && typeof what === 'object' && what.scope === 'all' && what.filter.toTarget && first.length > 1) continue;
    // CH-CHANCE-PICK-UNDERGO: chance picks the card — each it may pick must be able to undergo the step (./chance-pick.ts).
    if (a.pickedByChance && what && typeof what === 'object') {
      const refused = chancePickRefused(j, a, what.filter);
      if (refused) return refused;
    }
    if (what && typeof what === 'object') {
      const n = countFor(j, a, what.filter);
      if (n === 'hidden' || n.found > 0) continue;
      j.rules.push(R.NOTHING_TO_APPLY);
      const kind = n.kinds[0] ?? null;
      if (kind) j.rules.push(undergoRule(kind));
      if (n.known) return { rule: R.NOTHING_TO_APPLY, params: { action: a.do, filter: what.filter, kind } };
      // Said once per answer: every link whose cards the situation did not list is judged the same way.
      if (!assumedFor.has(j.state.assumptions)) {
        assumedFor.add(j.state.assumptions);
        pushOnce(j.state.assumptions, say({ rule: R.NOTHING_TO_APPLY, params: { name: j.name, variant: 'assumed', action: a.do, filter: what.filter } }));
      }
    } else if (what === 'activation' && j.below) {
      const card = board.cards[j.below.ref];
      const no = card ? cannotUndergo(a, card.card) : null;
      if (no) {
        j.rules.push(R.NOTHING_TO_APPLY, undergoRule(no));
        return { rule: R.NOTHING_TO_APPLY, params: { action: a.do, card: card!.card.name, kind: no, below: j.below.name } };
      }
    } else if (what === 'self') {
      const no = cannotUndergo(a, link.card);
      if (no) {
        j.rules.push(R.NOTHING_TO_APPLY, undergoRule(no));
        return { rule: R.NOTHING_TO_APPLY, params: { action: a.do, card: link.card.name, kind: no, self: true } };
      }
    }
  }
  return null;
}

/**
 * ZONE-MOVE-ADJACENT: the monsters the step may move (this card, its targets, or one of its own field it chooses) — with every
 * monster's zone stated, one in a Main Monster Zone with a free Main Monster Zone beside it is needed; an Extra Monster Zone is never
 * one beside it. Not judged when a zone is unstated or a candidate stands in an Extra Monster Zone.
 */
function nowhereToMove(j: Judging, a: Action): Phrase | null {
  const { board, link, state } = j;
  if (!zonesStated(board, state.knownZones)) return null;
  const self = j.self;
  const cands = a.what === 'self' ? (self ? [self] : []) : a.what === 'targets' ? link.targets.map((r) => board.cards[r]).filter((c): c is BoardCard => c !== undefined) : typeof a.what === 'object' ? cardsMatching(board, a.what.filter, link.ref, j.me) : [];
  const spots = cands.map((c) => adjacentFreeMain(board, c));
  if (spots.some((s) => s === null || s.length > 0)) return null;
  j.rules.push(R.NOTHING_TO_APPLY, R.ZONE_MOVE_ADJACENT);
  return { rule: R.ZONE_MOVE_ADJACENT, params: { variant: 'none', cards: list(cands.map((c) => cardName(c.card))) } };
}

/**
 * CH-CANNOT-BE-BANISHED for a target: 「…并除外」 whose banish acts on the target where it stands (「效果无效并除外」), not after
 * it was destroyed or sent away by the same effect (「破坏并除外」 banishes it from the GY, docs/c03/卡片的抗性.rst:62, :79).
 */
function banishedOnField(does: readonly Action[], a: Action): boolean {
  return a.do === 'banish' && !does.some((x) => x !== a && x.what === 'targets' && (x.do === 'destroy' || x.do === 'send-to-gy' || x.do === 'tribute'));
}

/**
 * CH-CANNOT-BE-BANISHED for an answered activation: 「那个发动无效并除外」 cannot answer the activation of an effect whose card
 * stands face-up on the field and cannot be banished there (its own 「不能除外」, or one another card grants): the banish would
 * act on it where it stands (docs/c03/卡片的抗性.rst:57–66). A card activation (a Spell/Trap card activated) may be answered, and a
 * card that left the field for its cost (banished itself) is not protected any more.
 */
export function answeredCannotBeBanished(j: Judging): Phrase | null {
  const { e, board, below } = j;
  if (!below || below.cardActivation) return null;
  const ban = e.does.find((a) => a.do === 'banish' && a.what === 'activation' && !a.optional);
  if (!ban) return null;
  const c: BoardCard | undefined = board.cards[below.ref];
  if (!c || !isField(c.zone) || !c.faceUp) return null;
  const own = ownCannotBeBanishedOn(board, ban, c);
  if (!own && !grantedCannotBeBanished(ban, board, c, j.me)) return null;
  j.rules.push(R.CANNOT_BE_BANISHED);
  return { rule: R.CANNOT_BE_BANISHED, params: { card: c.card.name, action: ban.do } };
}

/**
 * CH-SUMMON-NEGATE-CANNOT-BANISH (docs/c03/卡片的抗性.rst:80): 「那个（召唤）无效，那些怪兽…除外」 cannot answer a summon whose monsters cannot be
 * banished where they are being summoned (face-up on the field: another card's 「…不能除外」, or their own), unless a further banish
 * step of the effect finds a card it can banish on the field. (Only the banish that must be done counts: an optional one does not.)
 */
export function summonedCannotBeBanished(j: Judging): Phrase | null {
  const { e, board, below, state } = j;
  if (below || !e.respondsToSummon) return null;
  const ban = e.does.find((a) => a.do === 'banish' && a.what === 'event-cards' && !a.optional);
  if (!ban || !e.does.some((a) => a.do === 'negate-summon')) return null;
  const action = state.scenario.action;
  if (!action || !isSummon(action.verb)) return null;
  const c: BoardCard | undefined = board.cards[action.subject];
  if (!c) return null;
  const arriving: BoardCard = cardView(c, { zone: isField(c.zone) ? c.zone : 'monster', faceUp: true });
  if (!cannotBeBanished(ban, c.card, true) && !grantedCannotBeBanished(ban, board, arriving, j.me)) return null;
  // Another banish step with a card it can banish on the field: the effect still has something to do.
  for (const a of e.does) {
    if (a === ban || a.do !== 'banish' || a.optional || typeof a.what !== 'object' || a.what === null) continue;
    const ctx = onBoard(board, j.link.ref, j.me);
    const other = Object.values(board.cards).some((x) => x.ref !== c.ref && isField(x.zone) && x.faceUp && matchesFilter(a.what && typeof a.what === 'object' ? a.what.filter : {}, x, ctx) && !cannotBeBanished(a, x.card, true) && !grantedCannotBeBanished(a, board, x, j.me));
    if (other) return null;
  }
  j.rules.push(R.SUMMON_NEGATE_CANNOT_BANISH);
  return { rule: R.SUMMON_NEGATE_CANNOT_BANISH, params: { card: c.card.name } };
}

/**
 * A chosen target that cannot undergo what the effect does to its targets (a Link monster for a DEF
 * change or a change to Defense Position, a Token for a face-down change), or cannot give the values
 * the effect reads from it (a Link monster's DEF), is no valid target.
 */
export function targetsUndergo(j: Judging): Phrase | null {
  const { e, link, board } = j;
  if (!e.targets || link.targets.length === 0) return null;
  const onTargets = e.does.filter((a) => a.what === 'targets' || (a.readsFrom === 'targets' && a.do === 'modify-stats'));
  if (onTargets.length === 0) return null;
  for (const r of link.targets) {
    const c: BoardCard | undefined = board.cards[r];
    if (!c) continue;
    for (const a of onTargets) {
      // A step that only may be done (「可以」) does not decide the target.
      if (a.optional) continue;
      const no = a.readsFrom === 'targets' ? cannotProvide(a, c.card) : cannotUndergo(a, c.card) ?? (controlLocked(a, c.card, isField(c.zone) && c.faceUp && !effectsNegatedNow(c, Object.values(board.cards), board.earlierNegations) && !negatedByBond(board, c), c.controller !== null && c.controller !== j.me) ? 'control-locked' : null) ?? (banishedOnField(e.does, a) && (ownCannotBeBanishedOn(board, a, c) || grantedCannotBeBanished(a, board, c, j.me)) ? 'cannot-be-banished' : null);
      if (!no && isField(c.zone) && c.faceUp && printedCannotUndergo(a, c.card)) {
        j.rules.push(R.CANNOT_UNDERGO);
        return { rule: R.CANNOT_UNDERGO, params: { card: c.card.name, action: a.do } };
      }
      if (!no) continue;
      j.rules.push(undergoRule(no));
      return { rule: undergoRule(no), params: { card: c.card.name, action: a.do, reads: a.readsFrom === 'targets' } };
    }
  }
  return null;
}

/**
 * CH-SUMMON-CONDITION (召唤限制): a special summon monster (特殊召唤怪兽) comes out of the hand or Deck
 * only by its own procedure, and one whose condition says it is the only way (「…才能特殊召唤」) is
 * never special summoned by another effect, even after a proper summon. A target of such a summon is
 * no valid target (unless the effect ignores summoning conditions). One in the GY or banished without
 * that limit is assumed to have been properly summoned before (苏生限制), and said.
 */
export function summonCondition(j: Judging): Phrase | null {
  const { e, link, board } = j;
  // (A summon the effect only may make — 「那之后可以把这张卡特殊召唤」 — does not bar the activation: the effect is activated and
  // the summon is not made: rules reference docs/c04/ash-stardust :77.)
  const summons = e.does.filter((a) => a.do === 'special-summon' && !a.optional);
  if (summons.length === 0) return null;
  // 「无视召唤条件」 on every summon step: only the revival limit (苏生限制) is judged (../game/summon-condition.ts).
  const ignoring = summons.every((a) => a.ignoreConditions === true);
  // The cards it would summon: its targets; itself (「这张卡特殊召唤」 from the GY or banished); and a card
  // a form-15 note names (`[特殊召唤 X]`). A situation state 正规出场 / 未正规出场 says whether a Special
  // Summon monster (or an Extra Deck monster) was ever properly summoned (苏生限制).
  const mandatory = e.kind === 'flip' ? (e.mandatory ?? true) : (e.mandatory ?? false);
  const refs = new Set<string>();
  if (summons.some((a) => a.what === 'targets')) for (const r of link.targets) refs.add(r);
  if (summons.some((a) => a.what === 'self') && (j.self.zone === 'gy' || j.self.zone === 'banished')) refs.add(j.self.ref);
  // A chosen card decides legality only when summoning it is all the effect does (else only that step fails).
  if (e.does.every((a) => a.do === 'special-summon' || a.do === 'summon')) for (const d of link.directives) if (d.kind === 'chosen' && d.action === 'special-summon') refs.add(d.card);
  for (const r of refs) {
    const c: BoardCard | undefined = board.cards[r] ?? board.cards[board.aliases?.[r] ?? r];
    if (!c) continue;
    // (SIT-NOTE-CARD-ORIGIN: a summon of the kind the effect makes — a Ritual Summon of a Ritual Monster — is its proper way.)
    if (e.summonsAs?.some((m) => c.card.type.subtypes.includes(m))) continue;
    // CH-SUMMON-BY-ANY-EFFECT: 「用卡的效果才能特殊召唤」 — this summon is its proper way (../game/summon-condition.ts).
    if (c.card.type.kind === 'monster' && c.card.effects.some((x) => x.kind === 'procedure' && x.byAnyEffect)) {
      j.rules.push(R.SUMMON_BY_ANY_EFFECT);
      continue;
    }
    const bar = summonBar(c, j.link.card.name, ignoring);
    if (!bar) continue;
    // CH-SUMMON-BY-NAME: only an effect of a card named as its condition says summons it (./summon-condition.ts).
    if (bar.variant === 'only-by') {
      j.rules.push(R.SUMMON_BY_NAME);
      return { rule: R.SUMMON_BY_NAME, params: { name: j.name, card: c.card.name, by: bar.by } };
    }
    // CH-TOKEN-EQUIP: a Token held as an Equip Card is still a Token, not a monster: no effect can Special Summon it.
    if (bar.variant === 'token-equip') {
      j.rules.push(R.TOKEN_EQUIP);
      return { rule: R.TOKEN_EQUIP, params: { name: j.name, card: c.card.name } };
    }
    // CH-SUMMON-CONDITION-FROM: not from where it is (「这张卡不能从卡组特殊召唤」).
    if (bar.variant === 'never-from') {
      j.rules.push(R.SUMMON_CONDITION_FROM);
      if (mandatory && !e.does.every((a) => a.do === 'special-summon' || a.do === 'summon')) continue;
      return { rule: R.SUMMON_CONDITION, params: { name: j.name, card: c.card.name, variant: bar.variant, zone: bar.zone } };
    }
    j.rules.push(R.SUMMON_CONDITION);
    if (bar.variant === 'assumed') {
      pushOnce(j.state.assumptions, say({ rule: R.SUMMON_CONDITION, params: { name: j.name, card: c.card.name, variant: 'assumed', of: bar.of } }));
      continue;
    }
    // CH-SUMMON-CONDITION-STEP: a mandatory effect that does more than the summon is activated anyway; its summon step
    // is not done when it resolves (one that only summons stays refused: rules reference docs/c03/里侧·一时除外.rst:16).
    if (mandatory && !e.does.every((a) => a.do === 'special-summon' || a.do === 'summon')) continue;
    return { rule: R.SUMMON_CONDITION, params: { card: c.card.name, variant: bar.variant, zone: bar.variant === 'never-proper' ? bar.zone : undefined } };
  }
  return null;
}

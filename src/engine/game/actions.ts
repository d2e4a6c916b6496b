/**
 * What each action of the vocabulary does to the board, with the events it records. Costs are paid at
 * activation (they are not part of the effect and are never negated with it); effects at resolution.
 */
import { normalSummonByEffect } from './summon-by-effect.js';
import { holderGone } from './equip-holder-gone.js';
import { protectPicked } from './protect-picked.js';
import { correctFor, moveEnds, moveHolders } from './equip-move.js';
import { gyLockOn } from './gy-lock.js';
import { geminiTreatedSummonedBy } from './gemini-treated.js';
import { isLingering, staysUntilCounted } from './action-kinds.js';
import { replaceDestruction } from './destroy-replacement.js';
import { KIND_SUMMONED_TYPES, forgetFaceDown, remembered, saysHowSummoned, summonState, summonedAs } from './memory.js';
import { fieldLockOn } from './position-change.js';
import { answeredCard, countMovedBy, incarnation, lastRenewal, lostSinceMoved, movedByResolution, movedByThis, movedUnnamedBy } from './identity.js';
import { rememberLater } from './end-phase.js';
import { continuouslyNegated, printedUnaffected, shieldedBy, stateIndestructibleOnce, stateUnaffected, unaffectedBy as unaffectedCheck } from './protection.js';
import { joinText, t, type Text } from '../../i18n/text.js';
import type { Action, ActionType, Card, CardFilter, Place, Player, StatScale, Subject, SummonHow, Targeting, Zone } from '../../cards/facts.js';
import type { CardState } from '../../notation/ast.js';
import type { Settled } from '../../cards/shape.js';
import { aroundZone, zonesStated } from './field-zones.js';
import { applyColumnNegation } from './column-negation.js';
import { adjacentFreeMain } from './zone-move.js';
import { opponent } from '../../scenario/types.js';
import { untilMoment } from './until-next.js';
import type { Board, BoardCard, EngineEvent } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { pushOnce, stateView } from './state.js';
import { printedName, rememberRenamed } from '../../scenario/renamed.js';
import { ownSelf, rememberChangedHere } from '../../scenario/changed-here.js';
import { namesAmong } from './name-kinds.js';
import { emit } from './events.js';
import { costCount, countedByTargets } from './cost-count.js';
import { canonical, cardView, moveCard, newBoardCard, onField } from './board.js';
import { moveTarget } from './target-move.js';
import { asArray, checkConditions, cardsMatching, matchesFilter, matchContext, isAttacking, onBoard, placeMatches, sideMatches } from './match.js';
import { eventTypeMatches } from './triggers.js';
import { fieldCounters, fieldCounterSides, isField } from './board.js';
import { ownCannotBeBanished } from './banish-own-negated.js';
import { cannotBeBanished, cannotUndergo, isToken, pendulumToExtra, printedCannotUndergo } from './undergo.js';
import { grantedCannotBeBanished } from './banish-grant.js';
import { activatedOnChain, activationPending, leavesAfterChain } from './on-chain.js';
import { cardsWith, replaceCard, standing } from './standing.js';
import { lockBindsMonster, lockBindsPlayer, someMonstersLocks, type SomeMonstersLock } from './summon-lock-some.js';
import { forbidsActivatingInResolution } from './in-resolution-lock.js';
import { cardName, list } from '../phrases/words.js';
import { isPendulumSpellActivation } from './speed.js';
import { say } from '../phrases/index.js';
import { damageOfShown, showEach } from './each-shown.js';
import { materialsOfShown, nameOfShownEarlier, nameOfShownNow, namesShownCard, showNamed, shownForType, shownUnnamed } from './shown-card.js';
import { paidBound } from './paid-value.js';
import { qualified } from '../phrases/legality.js';

/** The name of a monster an effect summons that the user did not name (from the Deck, the Extra Deck …): ./unnamed.ts. */
import { UNNAMED_MONSTER, UNNAMED_MONSTER_EN } from './unnamed.js';

/**
 * The card of an unnamed monster an effect summons (made per summon: the board may change it). Every key of a catalog card, in
 * the catalog's order (../../cards/load.ts), absent ones undefined: with only its own six keys it was a second card layout that
 * every card read (standing, special wins, filters) met in ~3% of board cards — polymorphic loads and wrong-map deopts (issue 10).
 */
function unnamedMonster(token?: string): Card {
  // (A Token the step names — 「把1只「X衍生物」…特殊召唤」 — is that Token: a token, by its name; its values are not known.)
  const name = token ?? UNNAMED_MONSTER;
  const card: Settled<Card> = {
    id: 0, name, names: { ygopro: name, official: null, en: token ?? UNNAMED_MONSTER_EN, aliases: [] }, type: { kind: 'monster', subtypes: token ? ['token'] : [], bits: token ? 0x4011 : 1 },
    level: undefined, atk: undefined, def: undefined, race: undefined, attribute: undefined, textChange: undefined, uniqueFaceUp: undefined, summonOncePerTurn: undefined,
    text: undefined, unwritten: undefined, copiedFrom: undefined, linkArrows: undefined, scale: undefined, specialWin: undefined, ownCounters: undefined, alsoArchetypes: undefined,
    alsoNames: undefined, summonRiders: undefined, banishReturn: undefined, banishReturnOwn: undefined, banishReturnNextTurn: undefined, costBanishTemporary: undefined, locksOpponentGyBanish: undefined,
    fieldMaterialLine: undefined, heldActivationLock: undefined, addedNameLock: undefined, heldNegation: undefined, lastingUnnegatable: undefined, rollsDice: undefined,
    unionOneOnly: undefined, summonUnnegatable: undefined, grantsSummonUnnegatable: undefined, usedTurnDamageZero: undefined, neverXyzMaterial: undefined, neverSpecial: undefined, neverSpecialFrom: undefined, copyTakesStats: undefined, scaleBecomes: undefined, tributeCount: undefined, effects: [], source: 'unknown',
  };
  return card as Card;
}
import { R } from '../rule-ids.js';
import { attackMoveTo, moveAttack } from './attack-move.js';
import { burnHolders } from './burn-on-battle.js';
import { battleDestroyedPending } from '../chain/damage-calc-performed.js';
import { canHoldCounters } from './hold-counters.js';
import { isTrapMonster, printedTrap, trapAsMonster } from '../../scenario/trap-monster.js';
import { cardUnnegatable, negationBlocked } from './unnegatable.js';
import { gyRedirect } from './gy-redirect.js';
import { deckOut } from './deck-out.js';
import { listedPickEmpty, placesListed } from './listed-pick.js';
import { detachMaterials } from './xyz-detach.js';
import { materialsLeave, materialsMissing, summonedBy, summonMaterials } from './summon-with-moved.js';
import { leavesApplies } from './leaves-applies.js';
import { damageAsCounter } from './damage-counters.js';
import { defuseSet } from './defuse.js';
import { applyStatChange, currentAtk, endOwnChanges, printed, statList, statsOf } from './stats.js';
import { opponentBattler, opponentBattlerRefs } from './battle-opponent.js';
import { drawLockOn, drawersOf } from './draw-lock.js';
import { equipTo } from './equip.js';
import { equipFromOutside, equipsFromOutside } from './equip-outside.js';
import { bondedPartners, controlHolder, negatedByBond } from './bonds.js';
import { isBattlePhase, isDamageStep } from './phase.js';
import { placeWhileAllowed } from './place-while.js';
import { battleOpponentOf, countedNow, unitsOf } from './stat-scale.js';
import { freeMainZones, judgedForZones, materialsMayFreeAZone, noRoomFromExtraDeck } from './zones.js';
import { levelsMatch } from './levels-match.js';
import { standingZeroes } from './damage-zero-standing.js';
import { actsOnGroups, groupsMet, shareToGroups } from './target-groups.js';
import { watchPerEvent } from './linger-per-event.js';
import { summonedOnceAlready } from './summon-once.js';
import { pendulumZonesUsed, placeablePendulum, statesInPendulumZone } from './pendulum-place.js';
import { trapMonstersIn, trapMonstersWillNotReturn } from './temp-banish.js';
import { alsoTrapMonster, negationReachesTraps } from './trap-monster-negated.js';
import { barsSummon, summonBar } from './summon-condition.js';
import { declaredTypeLocks, linkDeclaredType, namesDeclaredType, narrowDeclaredType, setDeclaredTypeLock } from './declared-type.js';

export interface ActionResult {
  /** Something happened (for 「那之后」 steps, which need the step before to have happened). */
  done: boolean;
  text: Text | null;
}

const NOTHING: ActionResult = { done: false, text: null };
/** The monsters summoned from the Extra Deck, which may stand in an Extra Monster Zone. */
const EXTRA_KINDS = ['fusion', 'synchro', 'xyz', 'link'] as const;
/** No cards (shared, never written: a per-step list with nothing in it, made once — issue 10). */
const NO_CARDS: readonly BoardCard[] = [];

function relPlayer(side: Action['player'], me: Player): Player[] {
  if (side === 'opponent') return [opponent(me)];
  if (side === 'both' || side === 'any') return ['A', 'B'];
  return [me];
}

function names(cards: readonly BoardCard[]): Text {
  // A card the user did not name (summoned from the deck) has no name: call it what it is.
  return list(cards.map((c) => (c.card.name ? cardName(c.card) : say({ rule: 'card:unnamed', params: {} }))));
}

/** A Fusion, Synchro, Xyz or Link Monster leaving for the hand or the Deck goes to the Extra Deck. */
const toExtra = (c: Card) => c.type.subtypes.some((s) => ['fusion', 'synchro', 'xyz', 'link'].includes(s));

/** Move cards and record one event for them; lingering effects on a card that left the field end. */
export function moveCards(
  state: EngineState,
  cards: BoardCard[],
  to: Zone,
  type: EngineEvent['type'],
  linkN: number | null,
  by: Player | null,
  cause: EngineEvent['cause'],
  extra: { atActivation?: boolean; thenStep?: boolean; faceUp?: boolean; tributed?: boolean; asMaterial?: boolean; placed?: boolean; vanished?: boolean } = {},
): EngineEvent | null {
  if (cards.length === 0) return null;
  // CH-TOKEN-VANISHES (rules reference docs/c03/特定效果的处理方法.rst:300–304): a Token sent to the hand or a Deck vanishes as it
  // leaves the field — it is never in the hand or Deck. It is kept where a destroyed Token is kept (the engine reads a Token
  // there as gone), and its event says it vanished. (A list is made only once a Token is in it — issue 10.)
  // WIN-TOKEN-VANISHED (s60; docs/c03/特定效果的处理方法.rst:889, docs/c02/基本用语.rst:1032, :1046): a Token banished is banished —
  // the move is made, a cost so paid is paid — but it vanishes that moment and is never a banished card: the event stays a
  // banishment (it left the field) and says it vanished.
  if ((to === 'hand' || to === 'deck' || to === 'extra' || to === 'banished') && !extra.vanished) {
    let gone: BoardCard[] | null = null;
    for (const c of cards) if (isToken(c.card) && isField(c.zone)) (gone ??= []).push(c);
    if (gone !== null) {
      const kept = moveCards(state, cards.filter((c) => !gone!.includes(c)), to, type, linkN, by, cause, extra);
      const ev = moveCards(state, gone, to, type, linkN, by, cause, { ...extra, vanished: true });
      const l = linkN === null ? undefined : state.links.find((x) => x.n === linkN);
      if (l && !l.rules.includes(R.TOKEN_VANISHES)) l.rules.push(R.TOKEN_VANISHES);
      return kept ?? ev;
    }
  }
  // 「表侧表示的这张卡从场上离开的场合除外」 (CH-LEAVES-REPLACEMENT): a face-up card leaving the field goes where its own
  // rule says instead — even while its effects are negated (a rule of the card, no effect of a kind).
  // CH-LEAVES-BANISH-SELF (issue 16): banished by an effect, a card whose own rule banishes it when it leaves the field is banished
  // by that rule — by its own controller, not by the player of the effect (a condition 「被对方的效果除外」 is not met).
  if (to === 'banished' && type === 'banished' && cause === 'effect' && by !== null) {
    const selfBanished = cards.filter((c) => c.controller !== null && c.controller !== by && leavesElsewhere(c, 'gy') === 'banished');
    if (selfBanished.length > 0) {
      const kept = moveCards(state, cards.filter((c) => !selfBanished.includes(c)), to, type, linkN, by, cause, extra);
      let last: EngineEvent | null = null;
      for (const c of selfBanished) last = moveCards(state, [c], to, type, linkN, c.controller, cause, extra) ?? last;
      const l = linkN === null ? undefined : state.links.find((x) => x.n === linkN);
      if (l && !l.rules.includes(R.LEAVES_BANISH_SELF)) l.rules.push(R.LEAVES_BANISH_SELF);
      return kept ?? last;
    }
  }
  // (A banish leaves a card whose own rule sends it to the Deck to that rule: banished, it goes to the Deck — CH-LEAVES-REPLACEMENT-SPECIAL.)
  // (Each list below is made only once a card is in it: every move of every link passes here — issue 10.)
  let own: BoardCard[] | null = null;
  for (const c of cards) if (leavesElsewhere(c, to) !== null) (own ??= []).push(c);
  if (own !== null) {
    const rest = cards.filter((c) => !own!.includes(c));
    const kept = moveCards(state, rest, to, type, linkN, by, cause, extra);
    let last: EngineEvent | null = null;
    for (const c of own) {
      const where = leavesElsewhere(c, to)!;
      const applied = c.states.includes('banished-on-leave');
      const zone: Zone = where === 'banished' ? 'banished' : 'deck';
      // Destroyed (or discarded, tributed) and then put away: both are events; a card sent or returned elsewhere only went there.
      const kept2 = type === 'destroyed' || type === 'discarded';
      const ev = moveCards(state, [c], zone, kept2 ? type : zone === 'banished' ? 'banished' : 'returned-to-deck', linkN, by, cause, Object.assign({}, extra, { faceUp: zone !== 'deck' }));
      // (Then put away by its own rule: the card's controller's, not the destroying player's — a condition 「被对方的效果除外」 is not met.)
      if (ev && kept2) emit(state, { type: zone === 'banished' ? 'banished' : 'returned-to-deck', cards: ev.cards, link: linkN, by: c.controller ?? by, cause, from: ev.from, to: ev.to });
      last = ev ?? last;
      const l = linkN === null ? undefined : state.links.find((x) => x.n === linkN);
      if (l && !l.rules.includes(R.LEAVES_REPLACEMENT)) l.rules.push(R.LEAVES_REPLACEMENT);
      if (l && applied && !l.rules.includes(R.LEAVES_BANISH_APPLIED)) l.rules.push(R.LEAVES_BANISH_APPLIED);
    }
    return kept ?? last;
  }
  // CH-NO-FREE-ZONE-PLACED: a card placed in the GY (not sent there) meets no 「送去墓地的卡…除外」 redirect.
  if (to === 'gy' && !extra.placed) {
    // GY-PENDULUM-EXTRA: a face-up Pendulum Monster leaving the field for the GY goes face-up to the Extra Deck instead
    // (a card that banishes what would be sent to the GY still banishes it).
    const pending = (s: BoardCard) => activationPending(state, s);
    let pend: BoardCard[] | null = null;
    for (const c of cards) if (pendulumToExtra(c) && gyRedirect(state, c, pending) === null) (pend ??= []).push(c);
    if (pend !== null) {
      const rest = cards.filter((c) => !pend!.includes(c));
      const kept = moveCards(state, rest, 'gy', type, linkN, by, cause, extra);
      const ev = moveCards(state, pend, 'extra', type, linkN, by, cause, Object.assign({}, extra, { faceUp: true }));
      for (const c of pend) if (!c.states.includes('face-up-in-extra')) c.states.push('face-up-in-extra');
      return kept ?? ev;
    }
    // 「送去墓地的卡不去墓地而除外」 (CH-GY-REDIRECT): the cards a face-up redirect covers are banished instead.
    let away: BoardCard[] | null = null;
    for (const c of cards) if (gyRedirect(state, c, pending, extra.asMaterial) !== null) (away ??= []).push(c);
    if (away !== null) {
      const rest = cards.filter((c) => !away!.includes(c));
      const kept = moveCards(state, rest, 'gy', type, linkN, by, cause, extra);
      const gone = moveCards(state, away, 'banished', type === 'sent-to-gy' ? 'banished' : type, linkN, by, cause, extra);
      // Destroyed, discarded or tributed and then banished: the banishment is an event too.
      if (gone && type !== 'sent-to-gy') emit(state, { type: 'banished', cards: gone.cards, link: linkN, by, cause, from: gone.from, to: gone.to });
      return kept ?? gone;
    }
  }
  // CT-BOND: the cards a bond (持续取对象) drags along, read while the leaving cards still stand on the field.
  const partners = state.bonded ? bondedPartners(state, cards, to, type) : null;
  const from: (Zone | null)[] = [];
  let offField: string[] | undefined;
  // WIN-EQUIPPED-HOLDER-GONE: an equip card whose monster was gone before this move (read before anything moves).
  let unequipped: string[] | undefined = holderGone(state.board, cards);
  let withMaterials: BoardCard[] | undefined;
  for (const c of cards) {
    const wasOnField = isField(c.zone);
    // A Spell/Trap whose activation was negated is no longer treated as a card on the field: it is not
    // destroyed or sent to the GY *from the field* (rules reference docs/c03/无效.rst:132, :144).
    if (c.activationNegated) (offField ??= []).push(c.ref);
    // WIN-EQUIPPED-ONLY: a card that stands in the Spell & Trap Zone equipped to no monster — an Equip Spell whose equip was not made
    // (its effect negated), or a Set card or a monster card there not used as an equip card; a card from elsewhere the window reads by
    // `from`. (A face-up Spell/Trap of another kind is left out: no list is made for every resolved card — issue 10.)
    if (c.zone === 'spell' && !c.equippedTo && (!c.faceUp || c.card.type.kind === 'monster' || (c.card.type.kind === 'spell' && c.card.type.subtypes.includes('equip')))) (unequipped ??= []).push(c.ref);
    // CH-LEAVES-APPLIES: its own rule applied as it leaves the field face-up (read before it moves).
    if (wasOnField && !isField(to) && !c.activationNegated) leavesApplies(state, c, linkN, type);
    // XYZ-MATERIALS-LEAVE: an Xyz Monster leaving the field takes its materials off with it (read before it moves). (Only an Xyz
    // Monster holds them: a Fusion or Synchro Monster's `素材:` are the cards it was made from, already gone.)
    if (c.zone === 'monster' && !isField(to) && !extra.asMaterial && (c.materials?.length ?? 0) > (c.detached ?? 0) && c.card.type.subtypes.includes('xyz')) (withMaterials ??= []).push(c);
    from.push(moveCard(state.board, c, extra.vanished ? 'gy' : to, extra.faceUp ?? to !== 'deck'));
    if (wasOnField && !isField(to)) {
      for (const l of state.lingering) l.cards = l.cards.filter((r) => r !== c.ref);
    }
  }
  const ev: Parameters<typeof emit>[1] = { type, cards: cards.map((c) => c.ref), link: linkN, by, cause, from, to: cards.map(() => to) };
  if (extra.atActivation) ev.atActivation = true;
  if (extra.thenStep) ev.thenStep = true;
  if (offField) ev.notFromField = offField;
  if (unequipped) ev.unequipped = unequipped;
  if (to === 'banished' && extra.faceUp === false) ev.faceDown = true;
  if (extra.tributed) ev.tributed = true;
  if (extra.vanished) ev.vanished = true;
  // WIN-NOT-TARGETED: which of the cards the moving link targeted (none when it was rewritten into an effect without targets).
  const mover = linkN === null || cause !== 'effect' ? undefined : state.links.find((x) => x.n === linkN);
  if (mover && mover.targets.length && !(mover.rewrittenInto && !mover.rewrittenInto.targets)) {
    const hit = ev.cards!.filter((r) => mover.targets.includes(r));
    if (hit.length) ev.targeted = hit;
  }
  const done = emit(state, ev);
  // XYZ-MATERIALS-LEAVE (rules reference docs/c02/基本用语.rst:906, 929): 「X怪兽从场上离开时，其下重叠的X素材全部送去墓地」 — the
  // materials the situation lists (`素材:X+Y`) still under it go to the GY by rule, from no place on the field (XYZ-DETACH): a plain
  // 「被送去墓地的场合」 trigger of a material is met (the materials of an Xyz Monster destroyed), a 「从场上」 one is not. They were
  // left nowhere, and their triggers never offered. (Not when the monster itself becomes Xyz Material: they stay under the new one.)
  if (withMaterials) for (const c of withMaterials) detachMaterials(state, c, c.materials!.length - (c.detached ?? 0), linkN, c.owner ?? c.controller, 'rule');
  // CT-BOND: destroyed at once, at the same moment, by the bound card's effect (not by rule).
  if (partners && partners.length) {
    const link = linkN === null ? undefined : state.links.find((x) => x.n === linkN);
    if (link && !link.rules.includes(R.BOND)) link.rules.push(R.BOND);
    for (const p of partners) {
      if (!isField(p.card.zone)) continue;
      // CT-BOND-UNAFFECTED: the destruction is the bound card's effect — a partner unaffected by it (「不受其他卡的效果影响」) stays.
      // (An equip bond, CT-BOND-EQUIPPED, is left as it was: a monster card used as an Equip Card would be read as a Spell here.)
      if (p.why !== 'equip-leaves' && p.card.ref !== p.by.ref && unaffectedCheck(state, p.card, { ref: p.by.ref, card: p.by.card, controller: p.by.controller ?? by ?? 'A', n: null, name: cardName(p.by.card), rules: link?.rules ?? [] }) !== null) {
        if (link && !link.rules.includes(R.BOND_UNAFFECTED)) link.rules.push(R.BOND_UNAFFECTED);
        continue;
      }
      // CT-BOND-BANISH: 「这张卡从场上离开时那只怪兽除外」 banishes it instead.
      if (p.why === 'this-leaves-banish') moveCards(state, [p.card], 'banished', 'banished', linkN, p.by.controller, 'effect', { thenStep: extra.thenStep });
      else moveCards(state, [p.card], 'gy', 'destroyed', linkN, p.by.controller, 'effect', { thenStep: extra.thenStep });
      if (linkN !== null) (state.asides ??= []).push({ link: linkN, text: say({ rule: R.BOND, params: { holder: p.by.card.name, card: p.card.card.name, why: p.why } }) });
    }
  }
  // CH-LEAVES-SEND-ALL: the cards a card that just left sends to the GY with it (./leaves-applies.ts).
  if (state.leavesAfter?.length) {
    const after = state.leavesAfter.splice(0);
    for (const x of after) {
      const still = x.cards.filter((k) => isField(k.zone));
      if (still.length) moveCards(state, still, 'gy', 'sent-to-gy', x.link, x.by, 'effect', { thenStep: extra.thenStep });
    }
  }
  return done;
}

/** Its own summoning effect says it is banished when it leaves the field (a step 「…从场上离开的场合除外」 of an effect that summons itself). */
function banishRider(c: BoardCard): boolean {
  return c.card.effects.some((e) => e.kind !== 'continuous' && e.does.some((a) => a.do === 'special-summon' && a.what === 'self') && e.does.some((a) => a.do === 'banish' && a.what === 'self' && a.whenever?.on?.includes('left-field')));
}

/** Where a face-up card leaving the field goes by its own rule instead of `to` (CH-LEAVES-REPLACEMENT), or null. */
export function leavesElsewhere(c: BoardCard, to: Zone): 'banished' | 'deck-top' | 'deck-bottom' | null {
  // FD-SUMMON-RIDER: 「这个效果特殊召唤的这张卡从场上离开的场合除外」 — what its own summoning effect left on the card, while it
  // remembers that summon (`自身特召`: lost when turned face-down, kept when banished and back); not the card's own effect, so a
  // later negation of its effects does not lift it.
  if (isField(c.zone) && to !== 'banished' && !isField(to) && c.states.includes('summoned-by-itself') && banishRider(c)) return 'banished';
  // CH-LEAVES-BANISH-APPLIED: 「那张卡从场上离开的场合除外」 an earlier effect left on it (离场除外) — face-up or face-down, until it is
  // turned face-down (then it is forgotten: ./memory.ts); not the card's own effect, so a negation of its effects does not lift it.
  if (isField(c.zone) && to !== 'banished' && !isField(to) && c.states.includes('banished-on-leave')) return 'banished';
  // Not while its name is declared (不能使用, CH-CANNOT-USE, docs/c04/不能使用.rst:90 — a locked 究极封印神 goes to the GY when destroyed).
  // A monster's 「从场上离开的场合…」 (无种类效果) applies even while its effects are negated (效果无效, or a continuous negation of the
  // field: it still goes to the top of the Deck, or is still banished — docs/c03/特定效果的处理方法.rst:658–663); a Spell/Trap's does not.
  if (!isField(c.zone) || isField(to) || !c.faceUp || c.states.includes('cannot-use')) return null;
  if (c.states.includes('effects-negated') && c.card.type.kind !== 'monster') return null;
  for (const e of c.card.effects) {
    if (e.kind !== 'continuous') continue;
    for (const a of e.does) {
      const l = a.leavesTo;
      if (!l || (l.gyOnly && to !== 'gy')) continue;
      // CH-LEAVES-REPLACEMENT-SPECIAL / CMP-LEAVES-SPECIAL-SUMMONED: 「特殊召唤的…这张卡从场上离开的场合」 — a monster not Special Summoned
      // (the situation says how it came out: Normal Summoned, Set then flipped) goes where it was sent; unsaid, it is taken as Special Summoned.
      if (l.specialOnly && c.specialSummoned !== true && saysHowSummoned(c.states) && !summonedAs(c.states, 'special')) continue;
      if ((l.to === 'banished' && to === 'banished') || (l.to !== 'banished' && to === 'deck')) continue;
      return l.to;
    }
  }
  return null;
}

// ── costs ────────────────────────────────────────────────────────────────────────────────────────

/** CH-COST-LP-UNIT: the amount a note states for an LP cost paid in units (`[支付3000]`). */
export function lpUnitNoted(link: Pick<LinkState, 'directives'>): number | undefined {
  for (const d of link.directives) if (d.kind === 'pay-lp') return d.amount;
  return undefined;
}

/**
 * CH-COST-UNNAMED-SAID: a cost's cards the situation does not list, in the words of the cost — how many (「3张」, 「最多2张」) and what
 * (its filter: place, face, archetype, name…); null for a cost that describes nothing (this card, a filter of no words).
 */
export function unnamedCost(a: Action, counted?: number): Text | null {
  if (typeof a.what !== 'object' || a.what === null || !a.what.filter) return null;
  const f = a.what.filter;
  // (CH-COST-COUNT-OF-TARGETS: a cost of any number or 「最多2只」 counted by the targets moved exactly that many — not 「最多2只」.)
  const n = counted ?? a.what.count ?? a.what.countMax;
  const d = qualified(f, typeof n === 'number' && n > 1 ? 'plural' : 'a');
  // (A filter naming nothing but a place is no better than 「未写明的卡」 with the count: still said, it says where from.)
  const upTo = counted === undefined && a.what.count === undefined && a.what.countMax !== undefined;
  const unit = f.kind === 'monster' ? '只' : '张';
  return typeof n === 'number' ? t(`${upTo ? '最多' : ''}${n}${unit}${d.zh}`, `${upTo ? 'up to ' : ''}${n} ${d.en.replace(/^an? /, '')}`) : d;
}

/** The kinds of card in the game's words: 怪兽·魔法·陷阱. */
const KIND_WORDS: Record<string, Text> = { monster: t('怪兽', 'Monster'), spell: t('魔法', 'Spell'), trap: t('陷阱', 'Trap') };

/**
 * CH-COST-UNNAMED-SAID / CH-COST-SAME-KIND: 「把和那张卡相同种类（怪兽·魔法·陷阱）的1张手卡送去墓地」 with the hand card not
 * named: said as a hand card of the answered card's kind (a Pendulum Effect in a Pendulum Zone is a Spell's), not as a card not named.
 */
function sameKindCostSaid(state: EngineState, link: LinkState, a: Action): Text | null {
  if (!a.sameKindAsAnswered) return null;
  const below = state.links.find((l) => l.n === link.n - 1);
  const kind = below ? (isPendulumSpellActivation(below.card, below.effect, below.activatedFrom, below.cardActivation) ? 'spell' : below.card.type.kind) : null;
  const word = kind ? KIND_WORDS[kind] : undefined;
  if (!below || !word) return t('1张和那张卡相同种类的手卡', '1 card in the hand of the same type as that card');
  return t(`1张和C${below.n}相同种类的手卡（${word.zh}卡）`, `1 ${word.en} in the hand (the type of Chain Link ${below.n})`);
}

export function payCost(state: EngineState, link: LinkState, cost: Action): Text | null {
  // CMP-SHOWN-FUSION-MATERIALS: a cost on a material that the card shown as the cost before it names (「把那只怪兽有卡名记述的1只融合素材怪兽从卡组送去墓地才能发动」) picks among those names.
  const a = cost.materialsOfShown ? materialsOfShown(state, link, cost).a : cost;
  const board = state.board;
  const self = board.cards[link.ref];
  const me = link.controller;
  const base = { atActivation: true };
  // How many cards it moves — for a cost counted by the targets (CH-COST-COUNT-OF-TARGETS), whatever its kind, as many as the targets.
  const count = costCount(a, link.targets);
  const counted = countedByTargets(a, link.targets);
  if (a.countOfTargets) link.rules.push(R.COST_COUNT_OF_TARGETS);
  switch (a.do) {
    case 'pay-lp': {
      const lp = board.lp[me];
      // CH-COST-LP-UNIT: 「以1000为单位」 — any multiple may be paid: the one a note states (`[支付3000]`), else the least, said.
      const noted = a.lpUnit ? lpUnitNoted(link) : undefined;
      const amount = noted ?? (a.amount === 'half' ? (lp === null ? null : Math.floor(lp / 2)) : (a.amount ?? null));
      if (lp !== null && amount !== null) board.lp[me] = lp - amount;
      if (a.lpUnit) {
        link.rules.push(R.COST_LP_UNIT);
        if (noted === undefined) pushOnce(state.assumptions, say({ rule: R.COST_LP_UNIT, params: { name: link.name, amount } }));
      }
      // CH-HAND-ACTIVATION-COST (and any 「支付一半基本分」) with the LP not stated — the event says "half" (what the cost names), not only "LP".
      const half = amount === null && a.amount === 'half' ? { unnamed: t('一半基本分', 'half their LP') } : {};
      emit(state, { type: 'lp-paid', link: link.n, player: me, amount, cause: 'cost', by: me, ...half, ...base });
      return say({ rule: 'cost:pay-lp', params: { amount } });
    }
    case 'discard': {
      if (a.what === 'self' && self) {
        moveCards(state, [self], 'gy', 'discarded', link.n, me, 'cost', base);
        return say({ rule: 'cost:discard', params: { self: true } });
      }
      const hand = Object.values(board.cards).filter((c) => c.zone === 'hand' && c.controller === me && c.ref !== link.ref);
      const named = notedCards(state, link, 'cost-card', 'discard');
      const chosen = named.length ? named : hand.length === count ? hand : [];
      if (chosen.length) moveCards(state, chosen, 'gy', 'discarded', link.n, me, 'cost', base);
      else {
        const n = board.handSize[me];
        if (n !== null) board.handSize[me] = Math.max(0, n - count);
        emit(state, { type: 'discarded', link: link.n, player: me, amount: count, cause: 'cost', by: me, ...base });
      }
      return say({ rule: 'cost:discard', params: { count } });
    }
    case 'tribute':
    case 'send-to-gy':
    case 'banish':
    case 'return-to-deck':
    case 'return-to-hand': {
      if (a.what !== 'self' || !self) {
        const chosen = costCards(state, link, a, count);
        const type = a.do === 'tribute' || a.do === 'send-to-gy' ? 'sent-to-gy' : a.do === 'banish' ? 'banished' : a.do === 'return-to-hand' ? 'returned-to-hand' : 'returned-to-deck';
        if (chosen.length) {
          // CH-TEMP-BANISH-TRAP-RETURN: a trap monster banished as a cost only for a while will not come back as a monster.
          const traps = a.do === 'banish' && link.card.costBanishTemporary ? trapMonstersIn(chosen) : [];
          moveCards(state, chosen, a.do === 'banish' ? 'banished' : a.do === 'return-to-hand' ? 'hand' : a.do === 'return-to-deck' ? 'deck' : 'gy', type, link.n, me, 'cost', a.do === 'tribute' ? Object.assign({}, base, { tributed: true }) : base);
          if (traps.length) trapMonstersWillNotReturn(state, link, traps);
          return say({ rule: 'cost:chosen', params: { tribute: a.do === 'tribute', cards: names(chosen) } });
        }
        // Cards the input does not name: whose they are (the cost's own side unless it names the opponent's) and, banished
        // face-down (the top cards of a Deck), how — a 「对方的卡被里侧表示除外的场合」 trigger reads both (WIN-BANISHED-FACE-DOWN).
        const whose = typeof a.what === 'object' && a.what !== null && a.what.filter?.side === 'opponent' ? opponent(me) : me;
        // CH-COST-UNNAMED-SAID: those cards are said by what the cost names (「3张自己场上的表侧表示的「古代的机械」卡」), not as a card not named.
        const unnamed = unnamedCost(a, counted ? count : undefined) ?? sameKindCostSaid(state, link, a);
        if (unnamed) link.rules.push(R.COST_UNNAMED_SAID);
        // (WIN-TRIBUTED: a tribute of cards not named is said as one — 「…作为代价解放」, not 「送去墓地」.)
        emit(state, { type, link: link.n, cause: 'cost', by: me, player: whose, ...(a.do === 'banish' && a.faceDown ? { faceDown: true } : {}), ...(a.do === 'tribute' ? { tributed: true as const } : {}), ...(unnamed ? { unnamed } : {}), ...base });
        return say({ rule: 'cost:unknown', params: {} });
      }
      if (a.do === 'banish') {
        moveCards(state, [self], 'banished', 'banished', link.n, me, 'cost', base);
        return say({ rule: 'cost:self', params: { how: 'banish' } });
      }
      if (a.do === 'return-to-hand') {
        moveCards(state, [self], 'hand', 'returned-to-hand', link.n, me, 'cost', base);
        return say({ rule: 'cost:self', params: { how: 'return-to-hand' } });
      }
      if (a.do === 'return-to-deck') {
        const extra = self.card.type.subtypes.some((s) => ['fusion', 'synchro', 'xyz', 'link'].includes(s));
        moveCards(state, [self], extra ? 'extra' : 'deck', 'returned-to-deck', link.n, me, 'cost', base);
        return say({ rule: 'cost:self', params: { how: extra ? 'return-to-extra' : 'return-to-deck' } });
      }
      moveCards(state, [self], 'gy', 'sent-to-gy', link.n, me, 'cost', a.do === 'tribute' ? Object.assign({}, base, { tributed: true }) : base);
      return say({ rule: 'cost:self', params: { how: a.do === 'tribute' ? 'tribute' : 'send-to-gy' } });
    }
    case 'change-position': {
      if (self && a.what === 'self') {
        const wasFaceDown = !self.faceUp;
        const was = self.position;
        self.faceUp = true;
        if (a.position) self.position = a.position === 'attack' ? 'attack' : 'defense';
        // (s58, CH-SENT-GY-TURN / WIN-FLIP-EVENT) 「把这张卡变成表侧守备表示才能发动」 of a face-down monster flips it as a cost: a flip
        // (反转) as an effect's is — its 「反转的场合」 trigger meets the event, and 「反转的回合」 is this turn for it. Face-down Defense to
        // face-up Defense is no change of battle position (Attack ⇄ Defense), so only the flip is told, as the effect's flip does.
        if (wasFaceDown) {
          self.flippedHere = true;
          emit(state, { type: 'flipped', cards: [self.ref], link: link.n, cause: 'cost', by: me, from: [self.zone], to: [self.zone], ...base });
        }
        if (!wasFaceDown || was !== self.position) emit(state, { type: 'position-changed', cards: [self.ref], link: link.n, cause: 'cost', by: me, from: [self.zone], to: [self.zone], ...base });
      }
      return say({ rule: 'cost:change-position', params: {} });
    }
    default:
      // 「把这张卡1个超量素材取除」: this card holds one Xyz Material fewer (CH-SPECIAL-WIN reads the count).
      // CNT-COST: 「把这张卡3个魔力指示物取除」: this card holds that many fewer (a count it does not know stays unknown).
      if (a.counters && a.what === 'self' && self && self.counters) {
        const kind = a.counters.kind;
        self.counters = { ...self.counters, [kind]: Math.max(0, (self.counters[kind] ?? 0) - a.counters.count) };
      }
      // CNT-COST-FIELD: 「把自己场上2个魔力指示物取除」: from the cards of that field — taken when only one card holds them, or the
      // cards hold no more than the cost (all of them). Otherwise which cards pay is the player's choice (review s44): the card
      // activated first, then the others in the order written — said as assumed. The cards that paid are named either way. A cost the
      // written cards could not pay, assumed paid with cards not written (SIT-FIELD-COMPLETE, ../chain/legality.ts costAssumed), takes
      // none of the written counters: which cards paid is not known.
      if (a.counters && typeof a.what === 'object' && a.what.filter.place === 'field' && !link.costsUnwritten?.includes(a)) {
        const kind = a.counters.kind;
        const sides = fieldCounterSides(a.what.filter.side, me);
        const holding = Object.values(board.cards).filter((x) => isField(x.zone) && x.controller !== null && sides.includes(x.controller) && (x.counters?.[kind] ?? 0) > 0);
        const holders = [...holding.filter((x) => x.ref === link.ref), ...holding.filter((x) => x.ref !== link.ref)];
        const total = fieldCounters(board, sides, kind);
        const chosen = holders.length > 1 && total > a.counters.count;
        const taken: { card: string; count: number; self: boolean; side: Player | null }[] = [];
        let left = a.counters.count;
        for (const h of holders) {
          if (left <= 0) break;
          const take = Math.min(left, h.counters?.[kind] ?? 0);
          h.counters = Object.assign({}, h.counters, { [kind]: (h.counters?.[kind] ?? 0) - take });
          left -= take;
          taken.push({ card: h.card.name, count: take, self: h.ref === link.ref, side: sides.length > 1 ? h.controller : null });
        }
        if (taken.length) pushOnce(state.assumptions, say({ rule: R.COUNTER_COST_FIELD, params: { variant: chosen ? 'assumed' : 'paid', name: link.name, kind, taken } }));
      }
      // CNT-AT-ACTIVATION: 「给这张卡放置3个魔力指示物来发动」 — put on the card as it is activated (no effect: negating its effect does not undo them).
      if (a.counterStep && !a.counterStep.remove && typeof a.counterStep.count === 'number' && a.what === 'self' && self) {
        self.counters = { ...(self.counters ?? {}), [a.counterStep.kind]: (self.counters?.[a.counterStep.kind] ?? 0) + a.counterStep.count };
        link.rules.push(R.COUNTERS_AT_ACTIVATION);
      }
      // (CH-COST-COUNT-OF-TARGETS: a detach of any number counted by the targets says how many — the text states none.)
      emit(state, { type: 'activated', cards: [], link: link.n, cause: 'cost', by: me, ...base, ...(a.do === 'detach' && counted ? { unnamed: detachedSaid(count, a.what === 'self') } : {}) });
      // XYZ-DETACH: the materials the situation lists (`素材:X+Y`) go to the GY as they are detached — not from the field.
      if (a.do === 'detach' && a.what === 'self' && self && self.materials) detachMaterials(state, self, count, link.n, me, 'cost', base);
      // CH-COST-COUNT-OF-TARGETS: 「把自己场上的机械族超量怪兽的超量素材…取除」 — when one monster there fits, its listed materials are the ones
      // detached; with several, which give them is the player's choice (not guessed: none is named).
      if (a.do === 'detach' && typeof a.what === 'object') {
        const holders = cardsMatching(board, { ...a.what.filter, place: 'monster' }, link.ref, me);
        if (holders.length === 1 && holders[0]!.materials) detachMaterials(state, holders[0]!, count, link.n, me, 'cost', base);
      }
      return a.note ? t(a.note, a.note) : null;
  }
}

/** CH-COST-COUNT-OF-TARGETS: the Xyz Materials a detach counted by the targets takes, in words (「取除2个超量素材」). */
function detachedSaid(count: number, own: boolean): Text {
  return t(`取除${own ? '这张卡的' : ''}${count}个超量素材`, `${count} Xyz Material${count === 1 ? '' : 's'}${own ? ' of this card' : ''} detached`);
}

/**
 * The cards a cost takes when its text lets the player choose: this card when a note says so
 * ([解放自身]), else the only card that fits; unknown otherwise (the event then names none).
 */
export function costCards(state: EngineState, link: LinkState, a: Action, count = costCount(a, link.targets)): BoardCard[] {
  const self = state.board.cards[link.ref];
  if (link.directives.some((d) => d.kind === 'cost-self') && self) return [self];
  // `[cost:解放 X]` (notation form 16): the card the user says was paid.
  const named = notedCards(state, link, 'cost-card', a.do);
  if (named.length) return named;
  if (typeof a.what !== 'object') return [];
  // (A cost the check took as paid from cards not written — the written ones cannot pay it: none of them is named.)
  if (link.costsUnwritten?.includes(a)) return [];
  const fitting = cardsMatching(state.board, a.what.filter, link.ref, link.controller);
  // CH-COST-NOT-TARGET: a card this link targets is not assumed to pay its cost — paid with it, the target would be gone and the link would
  // do nothing, which no player chooses; when only the target fits, the cost is taken as paid with a card not written, said.
  // (Only an effect that targets: the card after the arrow of one that does not is the card its cost pays — CMP-COST-NOT-TARGET.)
  const fits = link.targets.length && link.effect?.targets ? fitting.filter((c) => !link.targets.includes(c.ref)) : fitting;
  if (fits.length < fitting.length && fits.length < count) {
    link.rules.push(R.COST_NOT_TARGET);
    pushOnce(state.assumptions, say({ rule: 'cost:not-target', params: { name: link.name, cards: names(fitting.filter((c) => !fits.includes(c))) } }));
    return [];
  }
  if (fits.length !== count) return [];
  pushOnce(
    state.assumptions,
    say({ rule: 'cost:only-fit', params: { name: link.name, cards: names(fits) } }),
  );
  return fits;
}

// ── effects ──────────────────────────────────────────────────────────────────────────────────────

export interface ResolveContext {
  /** Valid targets at resolution (board keys). */
  targets: string[];
  /** The link it answers (「那个发动」). */
  answers: LinkState | null;
  /** A resolved negation of `answers`' activation (so 「并破坏」 needs the negation to have happened). */
  thenStep: boolean;
  /** Cards the notes name as chosen for this action (`[特殊召唤 X]`, notation form 15). */
  chosen?: string[];
  /** CH-MOVED-BY-THIS: the verb of the earlier step a `what: 'moved'` names. */
  movedBy?: ActionType;
  /** CH-SET-DESTROYED: 「那个发动」's card wherever it went since (the destroyed card Set from the GY), not only on the field. */
  answeredAnywhere?: boolean;
  /** Added (issue 16, CH-COPY-RIDER): a copied step (复制): the card whose effect it is — what its summons leave on a monster is that card's. */
  copiedCard?: Card;
}

/**
 * The cards a link's notes name for an action (forms 15/16): `[cost:解放 X]` (cost-card) or
 * `[特殊召唤 X]` (chosen). Empty when no note names one for this action.
 */
export function notedCards(state: EngineState, link: LinkState, kind: 'cost-card' | 'chosen', action: string): BoardCard[] {
  const out: BoardCard[] = [];
  for (const d of link.directives) {
    if (d.kind !== kind || d.action !== action) continue;
    const c = state.board.cards[canonical(state.board, d.card)];
    if (c && !out.includes(c)) out.push(c);
  }
  if (out.length) link.rules.push(R.NOTE);
  return out;
}

/**
 * CH-STAT-SPLIT-TARGETS: the one target of `targets` the resolution picks for its `targetPick: 'one'` step — the one noted `[减半 X]`, else the
 * first written (said as an assumption, with the other).
 */
function splitPick(state: EngineState, link: LinkState, targets: readonly string[]): string[] {
  const noted = notedCards(state, link, 'chosen', 'modify-stats').map((c) => c.ref).filter((r) => targets.includes(r));
  if (noted.length) return noted.slice(0, 1);
  const first = targets[0];
  if (first === undefined) return [];
  const other = targets.find((r) => r !== first);
  pushOnce(state.assumptions, say({ rule: R.STAT_SPLIT_TARGETS, params: { name: link.name, card: state.board.cards[first]?.card.name ?? first, other: other ? (state.board.cards[other]?.card.name ?? other) : '' } }));
  return [first];
}

/**
 * CH-SELF-MOVED: 「这张卡」 in a resolution is the card where its effect was activated. Moved by another chain link (or
 * by a rule) since then to another place, it is a new card the effect no longer reaches: 「这张卡以及对方场上的卡全部除外」
 * still banishes the opponent's cards, not this card from the Extra Deck it went back to. A move its own link made
 * (its cost, an earlier step of the same resolution) keeps the card the effect speaks of.
 */
function selfMovedAway(state: EngineState, link: LinkState, c: BoardCard): boolean {
  const from = link.activatedFrom;
  if (from === null || link.cardActivation) return false;
  const still = isField(from) ? isField(c.zone) : c.zone === from;
  if (still) return false;
  // CH-CARD-IDENTITY: the event that last made it a new card (a change of position in place is none).
  const moved = lastRenewal(state, c.ref);
  return moved !== undefined && moved.link !== link.n;
}

function selfMovedText(state: EngineState, link: LinkState): ActionResult {
  const c = state.board.cards[link.ref];
  return { done: false, text: say({ rule: R.SELF_MOVED, params: { card: c?.card.name ?? link.card.name, zone: c?.zone ?? null } }) };
}

/** The cards of the situation's action event a card timed to that event names (「那些怪兽」); null when no such event. */
function eventCardsOfAction(state: EngineState, link: LinkState): BoardCard[] | null {
  // A curated card states the event as its trigger; the compiler writes a card activation's event as `waitsFor`.
  const trigger = link.effect?.trigger ?? link.effect?.waitsFor;
  if (!trigger) return null;
  const wanted = asArray(trigger.event);
  const refs = new Set<string>();
  let met = false;
  // Only the action's own events (not a rule's move during the chain, which also has no link).
  for (const ev of state.prelude) {
    if (ev.link !== null) continue;
    ev.cards.forEach((ref, i) => {
      if (wanted.some((w) => eventTypeMatches(ev, w, i))) {
        met = true;
        refs.add(state.board.aliases?.[ref] ?? ref);
      }
    });
  }
  if (!met) return null;
  const ctx = onBoard(state.board, link.ref, link.controller);
  // Where the cards came from (「从卡组·墓地」) is the event's; what they are is judged where they are now.
  const subject = trigger.subject ? { ...trigger.subject, place: undefined } : undefined;
  return [...refs]
    .map((r) => state.board.cards[r])
    // A card an earlier step of this link moved (「破坏并除外」: destroyed, then banished from the GY) is still one of them.
    .filter((c): c is BoardCard => c !== undefined && (movedByLink(state, c.ref, link.n) || ((isField(c.zone) || stillInGyFromAction(state, c, wanted)) && (subject === undefined || subject.self === true || matchesFilter(subject, c, ctx)))));
}

/**
 * CMP-DICE-ON-EVENT-CARD: a trigger on cards sent to the GY (「恶魔族怪兽被送去自己墓地的场合…那之内的1只…加入手卡」) acts on them in the GY — while
 * the action's move is still the last that made each a new card (not moved again since).
 */
function stillInGyFromAction(state: EngineState, c: BoardCard, wanted: readonly string[]): boolean {
  if (c.zone !== 'gy' || !wanted.includes('sent-to-gy')) return false;
  // (The action's own move is in the prelude, not among the chain's events: none of those made it a new card since.)
  const last = lastRenewal(state, c.ref);
  return last === undefined || (last.link === null && last.to.includes('gy'));
}

/** The cards the situation's action event moved that a trigger names (CH-STAT-EVENT-CARD-VALUE), those not moved again since. */
function eventCardsStillThere(state: EngineState, link: LinkState): BoardCard[] {
  const trigger = link.effect?.trigger ?? link.effect?.waitsFor;
  if (!trigger) return [];
  const wanted = asArray(trigger.event);
  const out: BoardCard[] = [];
  for (const ev of state.prelude) {
    if (ev.link !== null) continue;
    ev.cards.forEach((ref, i) => {
      if (!wanted.some((w) => eventTypeMatches(ev, w, i))) return;
      const c = state.board.cards[state.board.aliases?.[ref] ?? ref];
      if (!c || out.includes(c)) return;
      // Moved again since (by a link of this chain): no longer the card that event moved.
      const again = state.events.some((x) => x !== ev && x.link !== null && x.cards.includes(c.ref) && x.from.some((z) => z !== null) && x.type !== 'activated' && x.type !== 'targeted');
      if (!again) out.push(c);
    });
  }
  return out;
}

function movedByLink(state: EngineState, ref: string, n: number): boolean {
  return lastRenewal(state, ref)?.link === n;
}

/** The last event that moved a card (not its activation, not its being targeted): one reader for resolution and actions. */
export function lastMove(state: EngineState, ref: string): EngineEvent | undefined {
  return state.events.findLast((ev) => ev.cards.includes(ref) && ev.from.some((z) => z !== null) && ev.type !== 'activated' && ev.type !== 'targeted');
}

/** Cards an action acts on, at resolution. */
export function subjectCards(state: EngineState, link: LinkState, subject: Subject | undefined, ctx: ResolveContext): { cards: BoardCard[]; unknown: boolean } {
  const board = state.board;
  if (subject === undefined) return { cards: [], unknown: false };
  if (subject === 'self') {
    const c = board.cards[link.ref];
    if (c && selfMovedAway(state, link, c)) {
      link.rules.push(R.SELF_MOVED);
      return { cards: [], unknown: false };
    }
    return { cards: c ? [c] : [], unknown: false };
  }
  // CH-MOVED-BY-THIS: 「这个效果特殊召唤的怪兽」 — what an earlier step of this resolution moved, while still that card (CH-CARD-IDENTITY).
  if (subject === 'moved') {
    const cards = movedByThis(state, link, ctx.movedBy);
    if (cards.length || lostSinceMoved(state, link, ctx.movedBy).length) link.rules.push(R.MOVED_BY_THIS);
    return { cards, unknown: false };
  }
  if (subject === 'targets') {
    // Targets the user did not write: the effect applies to them, but the engine cannot name them.
    if (link.targets.length === 0) return { cards: [], unknown: true };
    return { cards: ctx.targets.map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c)), unknown: false };
  }
  if (subject === 'activation') {
    const c = ctx.answers ? board.cards[ctx.answers.ref] : undefined;
    // 「并破坏」: the card of the negated activation, if it is still on the field (or in the hand it was activated from).
    return { cards: c && (ctx.answeredAnywhere || isField(c.zone) || (c.zone === 'hand' && ctx.answers?.activatedFrom === 'hand')) ? [c] : [], unknown: false };
  }
  if (subject === 'attacker' || subject === 'attack-target') {
    const ref = subject === 'attacker' ? board.attack?.attacker : board.attack?.target;
    const c = ref ? board.cards[board.aliases?.[ref] ?? ref] : undefined;
    return { cards: c && c.zone === 'monster' ? [c] : [], unknown: !ref };
  }
  // CH-BATTLING-MONSTERS: 「那些进行战斗的各自怪兽」 — the attacker and the monster it attacks, those still in a Monster Zone
  // (a monster destroyed by battle is there until the damage step ends).
  if (subject === 'battling') {
    if (!board.attack) return { cards: [], unknown: true };
    const refs = [board.attack.attacker, board.attack.target].filter((r): r is string => Boolean(r));
    const cards = refs.map((r) => board.cards[board.aliases?.[r] ?? r]).filter((c): c is BoardCard => Boolean(c) && c!.zone === 'monster');
    if (cards.length) link.rules.push(R.BATTLING_MONSTERS);
    return { cards, unknown: false };
  }
  if (subject === 'event-cards') {
    // A summon negation (no chain link below): the monster written after → is the one being summoned.
    if (link.effect?.respondsToSummon && link.targets.length) {
      const summoned = link.targets.map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c));
      // A monster no longer face-up on the field is no longer being Flip Summoned (CH-FLIP-SUMMON-CHAIN).
      return { cards: state.scenario.action?.verb === 'flip-summon' ? summoned.filter((c) => isField(c.zone) && c.faceUp && !setAgain(state, c)) : summoned, unknown: false };
    }
    // CH-BATTLING-MONSTERS: a trigger timed in the damage step of a battle (「…攻击的场合，伤害计算前可以把那只怪兽破坏」)
    // names the monster its card battles — the other monster of the attack, while in a Monster Zone.
    const phase = link.effect?.trigger?.phase;
    if (board.attack && phase && isDamageStep(phase) && link.effect?.trigger?.event === 'phase-start') {
      const refs = [board.attack.attacker, board.attack.target].filter((r): r is string => Boolean(r)).map((r) => board.aliases?.[r] ?? r);
      if (refs.includes(link.ref)) {
        const other = refs.filter((r) => r !== link.ref).map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c) && c!.zone === 'monster');
        if (other.length) link.rules.push(R.BATTLING_MONSTERS);
        return { cards: other, unknown: false };
      }
    }
    // CH-BATTLE-BANISH-AFTER-CALC: 「这张卡战斗破坏怪兽时，那只怪兽除外」 (after damage calculation) — the other monster of its battle, still in
    // its Monster Zone (destroyed by battle, it stays there until then).
    if (board.attack && link.effect?.trigger?.destroyer === 'self' && link.effect.trigger.phase === 'after-damage-calculation') {
      const refs = [board.attack.attacker, board.attack.target].filter((r): r is string => Boolean(r)).map((r) => board.aliases?.[r] ?? r);
      if (refs.includes(link.ref)) {
        const other = refs.filter((r) => r !== link.ref).map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c) && c!.zone === 'monster');
        if (other.length) link.rules.push(R.BATTLE_BANISH_AFTER_CALC);
        return { cards: other, unknown: false };
      }
    }
    // CMP-MAY-THAT-EVENT (engine side, review s46 (3)): 「这张卡战斗破坏对方怪兽的场合，可以把那只怪兽…特殊召唤」 — 「那只怪兽」 is the monster this
    // card itself destroyed by battle: the other monster of its attack, wherever it went (the GY). Its card in no battle: none — a monster
    // another one destroyed is not it.
    const tr = link.effect?.trigger;
    if (board.attack && tr?.destroyer === 'self' && (tr.on ?? []).includes('destroyed-by-battle') && tr.phase !== 'after-damage-calculation') {
      const refs = [board.attack.attacker, board.attack.target].filter((r): r is string => Boolean(r)).map((r) => board.aliases?.[r] ?? r);
      link.rules.push(R.COMPILE_MAY_THAT_EVENT);
      const partner = refs.includes(link.ref) ? refs.filter((r) => r !== link.ref).map((r) => board.cards[r]).find((c): c is BoardCard => Boolean(c)) : undefined;
      return { cards: partner && partner.card.type.kind === 'monster' ? [partner] : [], unknown: false };
    }
    // CH-STAT-ATTACKED-VALUE: a trigger of its own card's attack declaration (「这张卡向表侧表示怪兽攻击宣言时…那只怪兽的攻击力变成一半」)
    // names the monster attacked; one of another monster's attack declaration (「对方怪兽的攻击宣言时…那只对方怪兽」) the attacker —
    // while still in a Monster Zone. (Also a quick effect waiting for its own card's battle to be declared — 「这张卡和对方怪兽进行战斗的攻击
    // 宣言时1次，…那只对方怪兽的攻击力变成一半」: the other monster of that battle; its card in no battle: none.)
    if (board.attack && link.effect?.kind === 'quick' && link.effect.waitsFor?.event === 'attack-declared' && link.effect.waitsFor.subject?.self) {
      const refs = [board.attack.attacker, board.attack.target].filter((r): r is string => Boolean(r)).map((r) => board.aliases?.[r] ?? r);
      const other = refs.includes(link.ref) ? refs.filter((r) => r !== link.ref).map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c) && c!.zone === 'monster') : [];
      link.rules.push(R.STAT_ATTACKED_VALUE);
      return { cards: other, unknown: false };
    }
    // (A card activation at the opponent's monster's attack declaration — 「对方怪兽的攻击宣言时才能发动。…那只对方怪兽破坏」, a die's ●6 — names the
    // attacker, while it is in a Monster Zone: it named no card and destroyed nothing. Not one waiting for its monster to be attacked.)
    const waits = link.effect?.kind === 'activation' ? link.effect.waitsFor : undefined;
    if (board.attack && waits?.event === 'attack-declared' && waits.subject?.side === 'opponent' && !waits.subject.self && !(waits.on ?? []).includes('attacked')) {
      const t = board.cards[board.aliases?.[board.attack.attacker] ?? board.attack.attacker];
      link.rules.push(R.STAT_ATTACKED_VALUE);
      return { cards: t && t.zone === 'monster' && t.controller !== link.controller ? [t] : [], unknown: false };
    }
    if (board.attack && link.effect?.trigger?.event === 'attack-declared') {
      const attacker = board.aliases?.[board.attack.attacker] ?? board.attack.attacker;
      const ref = attacker === link.ref ? (board.attack.target ? (board.aliases?.[board.attack.target] ?? board.attack.target) : null) : attacker;
      const t = ref ? board.cards[ref] : undefined;
      link.rules.push(R.STAT_ATTACKED_VALUE);
      return { cards: t && t.zone === 'monster' ? [t] : [], unknown: false };
    }
    // CH-CARD-IDENTITY: 「对方场上的怪兽的效果发动时才能发动。那只怪兽破坏」 — the card whose activation it answers, while still that card.
    if (ctx.answers && link.effect?.respondsTo && !link.effect.respondsToSummon) {
      const c = answeredCard(state, ctx.answers);
      link.rules.push(R.CARD_IDENTITY);
      return { cards: c && (isField(c.zone) || c.zone === ctx.answers.activatedFrom) ? [c] : [], unknown: false };
    }
    // CH-EVENT-CARDS: a card activated at an event of the situation's action (「对方把攻击力1500以上的怪兽召唤时才能发动。那些怪兽破坏」)
    // acts on the cards of that event that are still on the field and still fit its description when it resolves.
    const fromAction = eventCardsOfAction(state, link);
    if (fromAction) {
      link.rules.push(R.EVENT_CARDS);
      return { cards: fromAction, unknown: false };
    }
    return { cards: [], unknown: true };
  }
  // A card the user names as chosen at resolution (`[特殊召唤 X]`, notation form 15).
  if (subject.scope === 'choose' && ctx.chosen?.length) {
    const named = ctx.chosen.map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c));
    // CH-ST-NOT-ON-ITSELF (docs/c02/卡片·效果的发动.rst:301–308): the resolving Spell/Trap is no card its effect picks (a step it copied
    // too), unless its text names this card; a monster effect may pick its own card.
    // (Its card activation's card, also once it has left the field before resolving — no longer on the chain, still the card activated.)
    const itself = subject.filter.self ? undefined : named.find((c) => c.ref === link.ref && (c.onChain === link.n || link.cardActivation) && c.card.type.kind !== 'monster');
    if (itself) {
      if (!link.rules.includes(R.ST_NOT_ON_ITSELF)) link.rules.push(R.ST_NOT_ON_ITSELF);
      pushOnce(state.assumptions, say({ rule: R.ST_NOT_ON_ITSELF, params: { name: link.name, card: itself.card } }));
    }
    const chosen = itself ? named.filter((c) => c !== itself) : named;
    // CMP-RELATED-TO-TARGET: a noted card that does not compare with the target as the text says is not one it may pick.
    const toTarget = subject.filter.toTarget;
    const compared = toTarget ? comparedWithTargets(state, link, ctx, chosen, toTarget) : chosen;
    if (compared.length < chosen.length) {
      setAside(state, link, chosen.filter((c) => !compared.includes(c)));
      pushOnce(state.assumptions, say({ rule: 'pick:not-fit', params: { name: link.name, cards: chosen.filter((c) => !compared.includes(c)).map((c) => c.card.name), filter: null } }));
    }
    // CMP-ZERO-STAT-SUMMON: a noted card of another Type or Attribute than the text asks (「选1只龙族怪兽…特殊召唤」 with a Spellcaster
    // noted) is not one it may pick — left alone, and said. (Not its card kind: a Trap that is also a monster may be one.)
    const f = subject.filter;
    // CH-PICK-ANY-NUMBER: 「对方可以选自身场上的卡任意数量」 — only the picking player's own cards: a noted card of the other side is not one.
    const sided = subject.anyNumber && (f.side === 'self' || f.side === 'opponent') ? { side: f.side } : {};
    const printed = f.race !== undefined || f.attribute !== undefined || 'side' in sided ? { race: f.race, attribute: f.attribute, ...sided } : null;
    const kept = printed ? compared.filter((c) => matchesFilter(printed, c, onBoard(board, link.ref, link.controller))) : compared;
    if (kept.length < compared.length) {
      setAside(state, link, compared.filter((c) => !kept.includes(c)));
      pushOnce(state.assumptions, say({ rule: 'pick:not-fit', params: { name: link.name, cards: compared.filter((c) => !kept.includes(c)).map((c) => c.card.name), filter: printed } }));
    }
    // CH-PICK-SIDE: a pick whose words name the side (「把对方手卡确认，从那之中选1张」) with every noted card the other player's (who
    // holds it, or owns it off the field) — the note is set aside, said, and the pick made as with none noted.
    // (Only a pick from one player's hand, as yet: the compiler's side on other picks is not always the picked cards' — 「最多有对方场上的
    // 效果怪兽数量的…从手卡·卡组」 carries 'opponent' from the count.)
    const side = f.side;
    if (!subject.anyNumber && f.place === 'hand' && (side === 'self' || side === 'opponent') && kept.length > 0 && kept.every((c) => { const p = c.controller ?? c.owner; return p !== null && p !== undefined && !sideMatches(side, p, link.controller); })) {
      if (!link.rules.includes(R.PICK_SIDE)) link.rules.push(R.PICK_SIDE);
      setAside(state, link, kept);
      pushOnce(state.assumptions, say({ rule: 'pick:not-fit', params: { name: link.name, cards: kept.map((c) => c.card.name), filter: { side } } }));
      return subjectCards(state, link, subject, { ...ctx, chosen: undefined });
    }
    // CH-PICK-PAIR-SAME-RACE: 「从双方场上各选1只相同种族的怪兽」 — the noted pair must be one monster of each field, of one Type.
    if (f.pairSameRace && kept.length > 0) {
      const pair = pairSameRace(kept);
      if (!link.rules.includes(R.PICK_PAIR_SAME_RACE)) link.rules.push(R.PICK_PAIR_SAME_RACE);
      if (pair.verdict !== 'fits') {
        if (pair.verdict === 'unknown') pushOnce(state.assumptions, say({ rule: R.PICK_PAIR_SAME_RACE, params: { name: link.name, variant: 'unknown', cards: pair.unknown.map((c) => c.card.name) } }));
        else {
          setAside(state, link, kept);
          pushOnce(state.assumptions, say({ rule: R.PICK_PAIR_SAME_RACE, params: { name: link.name, variant: pair.verdict, cards: kept.map((c) => c.card.name), races: kept.map((c) => c.changed?.race ?? c.card.race ?? '?') } }));
          return { cards: [], unknown: false };
        }
      }
    }
    // CH-PICK-UP-TO: 「最多N张」 (a cap the text or the moved count sets, CH-UP-TO-MOVED-COUNT) — more noted than it may pick: the first N, and said.
    if (subject.count === undefined && subject.countMax !== undefined && kept.length > subject.countMax) {
      const taken = kept.slice(0, subject.countMax);
      if (!link.rules.includes(R.PICK_UP_TO)) link.rules.push(R.PICK_UP_TO);
      pushOnce(state.assumptions, say({ rule: R.PICK_UP_TO, params: { name: link.name, max: subject.countMax, variant: 'too-many', noted: kept.length, kept: taken.map((c) => c.card.name) } }));
      return { cards: taken, unknown: false };
    }
    return { cards: kept, unknown: false };
  }
  // CH-PICK-ANY-NUMBER: 「可以选…任意数量」 — how many, none included, is the player's choice: with none noted, no pick is taken for them.
  if (subject.scope === 'choose' && subject.anyNumber) {
    if (!link.rules.includes(R.PICK_ANY_NUMBER)) link.rules.push(R.PICK_ANY_NUMBER);
    // (The hint names the note of the step's own verb: `[特殊召唤 X]`, `[表示形式变更 X]`.)
    const step = link.effect?.does.find((x) => x.what === subject);
    pushOnce(state.assumptions, say({ rule: R.PICK_ANY_NUMBER, params: { name: link.name, verb: step ? NOTE_VERB[step.do] ?? null : null } }));
    return { cards: [], unknown: true };
  }
  // The resolving Spell/Trap is not among "all cards on the field" it acts on (it goes to the GY after resolving).
  let fitting = cardsMatching(board, subject.filter, link.ref, link.controller).filter((c) => subject.filter.self || !(c.ref === link.ref && c.onChain === link.n));
  // CH-DECLARED-NAME: 「宣言的卡」 — only cards of the name the activation declared; with no declaration noted, which cards is not known.
  if (subject.filter.declaredName) {
    if (!link.rules.includes(R.DECLARED_NAME)) link.rules.push(R.DECLARED_NAME);
    const { name: declared, noted } = declaredFor(state, link, subject, fitting);
    if (declared === null) {
      pushOnce(state.assumptions, say({ rule: R.DECLARED_NAME, params: { name: link.name, variant: 'unstated' } }));
      return { cards: [], unknown: true };
    }
    if (!noted) pushOnce(state.assumptions, say({ rule: R.DECLARED_NAME, params: { name: link.name, variant: 'only-name', declared } }));
    // 「卡组最上面的卡翻开，宣言的卡的场合，…」: the card turned over is the top one — a listed Deck of several names does not say which is on top.
    if (topUnknown(state, link, subject, fitting)) {
      pushOnce(state.assumptions, say({ rule: R.DECLARED_NAME, params: { name: link.name, variant: 'top-unknown', declared } }));
      return { cards: [], unknown: true };
    }
    fitting = fitting.filter((c) => c.card.name === declared);
    // None of that name where it looks: nothing, when the situation lists those places in full; else not judged, and said.
    if (fitting.length === 0) {
      if (placesListed(state, link, subject)) return { cards: [], unknown: false };
      pushOnce(state.assumptions, say({ rule: R.DECLARED_NAME, params: { name: link.name, variant: 'unlisted', declared } }));
      return { cards: [], unknown: true };
    }
  }
  // CMP-RELATED-TO-TARGET: 「和那只怪兽是原本种族相同的…」 — only the cards that compare with the target as the text says.
  let matching = subject.filter.toTarget ? comparedWithTargets(state, link, ctx, fitting, subject.filter.toTarget) : fitting;
  // ZONE-MAIN-FILTER: 「主要怪兽区域的怪兽」 — an Extra Deck monster whose zone the situation does not state may stand in an Extra Monster Zone:
  // taken as in a Main Monster Zone, and said.
  if (subject.filter.mainZone) {
    for (const c of matching) if (c.zone === 'monster' && !c.place && EXTRA_KINDS.some((k) => c.card.type.subtypes.includes(k))) pushOnce(state.assumptions, say({ rule: 'zone:main-unstated', params: { card: c.card.name } }));
  }
  // CMP-PICK-BUT-TARGET: 「选那只怪兽以外的…1只」 — the cards this link targets are not among those it picks from.
  if (subject.scope === 'choose' && subject.filter.notTargets) {
    const rest = matching.filter((c) => !link.targets.some((r) => (board.aliases?.[r] ?? r) === c.ref));
    // (Only the targets fit: nothing else to pick.)
    if (matching.length && !rest.length) return { cards: [], unknown: false };
    matching = rest;
  }
  if (subject.scope === 'all') {
    // CMP-ALL-BUT-TARGETS: 「作为对象的怪兽以外的…全部」 — the cards this link targets are not among them.
    if (subject.filter.notTargets) return { cards: matching.filter((c) => !link.targets.some((r) => (board.aliases?.[r] ?? r) === c.ref)), unknown: false };
    // A Spell/Trap whose activation was negated is no longer a card on the field: it is skipped.
    const skipped = Object.values(board.cards).filter((c) => c.activationNegated && matchesFilter(subject.filter, cardView(c, { activationNegated: false }), onBoard(board, link.ref, link.controller)));
    if (skipped.length) link.rules.push(R.NEGATED_ST_OFF_FIELD);
    return { cards: matching, unknown: false };
  }
  const count = subject.count ?? subject.countMax ?? 1;
  // CH-PICK-UP-TO: 「最多N张」 is the player's choice of how many — with more than one card to choose from, no pick is taken for them.
  if (subject.count === undefined && subject.countMax !== undefined && matching.length > 1) {
    link.rules.push(R.PICK_UP_TO);
    pushOnce(state.assumptions, say({ rule: R.PICK_UP_TO, params: { name: link.name, max: subject.countMax, fits: matching.length } }));
    return { cards: [], unknown: true };
  }
  if (matching.length > 0 && matching.length <= count) return { cards: matching, unknown: false };
  // CH-PICK-SAME-CARD: more cards fit than it picks, but all are copies of one card (「X」 in the hand and in the GY): that
  // card is the one picked, whichever copy the player takes — the first place the text names, said as an assumption.
  const first = matching[0];
  if (first && first.card.id !== 0 && matching.every((c) => c.card.id === first.card.id)) {
    const order = Array.isArray(subject.filter.place) ? subject.filter.place : [];
    const rank = (c: BoardCard) => { const i = order.indexOf(c.zone as Place); return i < 0 ? order.length : i; };
    const picked = [...matching].sort((x, y) => rank(x) - rank(y)).slice(0, count);
    const others = [...new Set(matching.filter((c) => !picked.includes(c)).map((c) => c.zone))].filter((z) => z !== picked[0]!.zone);
    // (Copies in one place only — two 「X」 in the Deck — are the same pick: nothing to assume.)
    if (others.length === 0) return { cards: picked, unknown: false };
    link.rules.push(R.PICK_SAME_CARD);
    pushOnce(state.assumptions, say({ rule: R.PICK_SAME_CARD, params: { name: link.name, card: first.card, zone: picked[0]!.zone, others } }));
    return { cards: picked, unknown: false };
  }
  return { cards: [], unknown: true };
}

/**
 * CH-PICK-SIDE: noted cards a pick sets aside (not ones it may pick) — kept so the answer withdraws the binder's line that named them as
 * the cards picked (it would stand beside the line saying they are not).
 */
function setAside(state: EngineState, link: LinkState, cards: readonly BoardCard[]): void {
  const list = (state.notesSetAside ??= []);
  for (const c of cards) if (!list.some((x) => x.link === link.n && x.card === c.ref)) list.push({ link: link.n, card: c.ref });
}

/** CH-PICK-ANY-NUMBER: the note word (notation form 15) that names the cards a step of this verb picks. */
const NOTE_VERB: Partial<Record<string, string>> = {
  'send-to-gy': '送墓', 'special-summon': '特殊召唤', destroy: '破坏', banish: '除外', 'return-to-hand': '回到手卡', 'return-to-deck': '回到卡组',
  'add-to-hand': '加入手卡', discard: '丢弃', 'change-position': '表示形式变更', set: '盖放', 'take-control': '控制',
};

/** The card name the link declared as it was activated (`[宣言 X]`), or null when none is noted. */
function declaredNameOf(link: LinkState): string | null {
  for (const d of link.directives) if (d.kind === 'declared') return d.name;
  return null;
}

/**
 * A step of the link acts on 「宣言的卡」 and whether it found any is not known: no declared name is noted, or a place it looks in is
 * not listed in full (CH-DECLARED-NAME).
 */
function declaredUnknown(state: EngineState, link: LinkState): boolean {
  for (const x of link.effect?.does ?? []) {
    const what = x.what;
    if (typeof what !== 'object' || what.filter.declaredName !== true) continue;
    if (!placesListed(state, link, what, x.from)) return true;
    const fitting = cardsMatching(state.board, what.filter, link.ref, link.controller);
    if (declaredFor(state, link, what, fitting).name === null || topUnknown(state, link, what, fitting)) return true;
  }
  return false;
}

/**
 * CH-DECLARED-NAME: a step on the top card of the Deck compared with the declared name (`top`) whose place is listed with cards of more than
 * one name: which is on top is not known (a listing gives no order), so whether the declared card was turned over is not judged.
 */
function topUnknown(state: EngineState, link: LinkState, subject: Extract<Subject, object>, fitting: readonly BoardCard[]): boolean {
  const step = link.effect?.does.find((x) => x.what === subject);
  if (!step?.top || !placesListed(state, link, subject)) return false;
  return new Set(fitting.map((c) => c.card.name)).size > 1;
}

/** The name a 「宣言的卡」 step reads: the one noted (`[宣言 X]`), else the one name listed where it looks (`onlyNameListed`), else none. */
function declaredFor(state: EngineState, link: LinkState, subject: Extract<Subject, object>, fitting: readonly BoardCard[]): { name: string | null; noted: boolean } {
  const noted = declaredNameOf(link);
  return noted !== null ? { name: noted, noted: true } : { name: onlyNameListed(state, link, subject, fitting), noted: false };
}

/**
 * No name noted, but the place of its own player the step looks in is listed in full and holds cards of one name only (`A卡组:X`): that is the name
 * taken as declared (said) — the situation was written for it. (Several names, or a place not listed: not known.)
 */
function onlyNameListed(state: EngineState, link: LinkState, subject: Extract<Subject, object>, fitting: readonly BoardCard[]): string | null {
  // (Only the activator's own places: the opponent's hand tells nothing of what was declared.)
  // (「从卡组」「从额外卡组」「从手卡」 with no side said is its own player's place, as for CH-PICK-LISTED-EMPTY.)
  const own = subject.filter.side === 'self' || (subject.filter.side === undefined && asArray<Place>(subject.filter.place).length > 0 && asArray<Place>(subject.filter.place).every((p) => p === 'deck' || p === 'extra' || p === 'hand'));
  if (!own || !fitting.length || !placesListed(state, link, subject)) return null;
  const name = fitting[0]!.card.name;
  return fitting.every((c) => c.card.name === name) ? name : null;
}

/** A face-down card is a new card to continuous effects: a negation that outlived its move lapses (CH-NEGATION-OUTLIVES). */
function lapseOnFaceDown(state: EngineState, c: BoardCard): void {
  for (const l of state.links) {
    if (l.ref !== c.ref) continue;
    if (l.negatedOnChainBy != null) l.negatedOnChainBy = null;
    l.negatedEarlier = false;
  }
  // CNT-LEAVE: a card turned face-down holds no counters.
  c.counters = {};
  // An earlier negation (`(效果无效)`, CH-NEGATED-EARLIER) ends with it: the face-down card is a new card.
  if (c.states.includes('effects-negated')) c.states = c.states.filter((s) => s !== 'effects-negated');
  // CH-LEAVES-BANISH-APPLIED / FD-SUMMON-RIDER-BANISH: 「从场上离开的场合除外」 left on it earlier is forgotten too.
  if (c.states.includes('banished-on-leave')) c.states = c.states.filter((s) => s !== 'banished-on-leave');
  // FD-SUMMONED-BY / FD-SUMMONED-BY-SELF: which card's effect summoned it, and how, is forgotten as a situation's `变里侧` forgets it (./memory.ts).
  c.states = forgetFaceDown(c.states);
  if (c.summonedByOwn !== undefined) c.summonedByOwn = undefined;
}

/** A Link monster keeps its position, a Token is never face-down (./undergo.ts): skipped, and the rule said. */
function canUndergo(link: LinkState, a: Action, c: BoardCard): boolean {
  const no = cannotUndergo(a, c.card);
  if (no) link.rules.push(no === 'token-face-down' ? R.TOKEN_FACE_DOWN : no === 'link-no-def' ? R.LINK_NO_DEF : R.LINK_POSITION);
  return !no;
}

/** Unaffected by this link's effect (./protection.ts `unaffectedBy`): the rule its answer names. */
function unaffected(state: EngineState, link: LinkState, c: BoardCard): boolean {
  const why = unaffectedCheck(state, c, link);
  if (why === 'printed') link.rules.push(R.PROTECT_UNAFFECTED);
  else if (why === 'state' && !link.rules.includes(R.UNAFFECTED_STATE)) link.rules.push(R.UNAFFECTED_STATE);
  return why !== null;
}


/**
 * CNT-NEGATED: the kinds of counter that only a card able to hold them may carry (魔力 Spell, 音响, 妖仙, 坏兽, 黑羽, 炎星, 运动员,
 * 武士道): a card whose effects are negated loses them (rules reference docs/c02/基本用语.rst, 指示物). Game terms, no card names.
 */
export const HOLDER_ONLY_COUNTERS: ReadonlySet<string> = new Set(['魔力', '音响', '妖仙', '坏兽', '黑羽', '炎星', '运动员', '武士道']);

/** CNT-NEGATED: does the card hold any counter of those kinds? */
export function holdsHolderOnly(c: BoardCard): boolean {
  if (!c.counters) return false;
  for (const k in c.counters) if (HOLDER_ONLY_COUNTERS.has(k) && (c.counters[k] ?? 0) > 0) return true;
  return false;
}

/** CNT-NEGATED: takes those counters off (the other kinds stay) — one place for a resolving and a continuous negation alike. */
export function dropHolderOnly(c: BoardCard): void {
  if (c.counters) c.counters = Object.fromEntries(Object.entries(c.counters).map(([k, n]) => [k, HOLDER_ONLY_COUNTERS.has(k) ? 0 : n]));
}

/** What one action handler works on. */
interface Doing {
  state: EngineState;
  link: LinkState;
  a: Action;
  ctx: ResolveContext;
  board: Board;
  me: Player;
  then: { thenStep: boolean };
  cause: 'effect';
}

/**
 * Apply one action of a resolving link. CMP-UNTIL-NEXT-PHASE: a lasting step bounded by 「直到下次的…」 (`lastsUntil`; not a banishment,
 * whose return is said as a step left for later) says when it ends — whose phase, which turn's — after what it did.
 */
export function applyAction(state: EngineState, link: LinkState, a: Action, ctx: ResolveContext): ActionResult {
  // CH-LINGER-SUMMON-LOCK-DECLARED: 「宣言的种类的怪兽」 is the type the link declared; not written, the step is not guessed (said once).
  if (namesDeclaredType(a)) {
    const type = linkDeclaredType(link);
    if (!type) {
      if (!link.rules.includes(R.LINGER_SUMMON_LOCK_DECLARED)) link.rules.push(R.LINGER_SUMMON_LOCK_DECLARED);
      pushOnce(state.assumptions, say({ rule: R.LINGER_SUMMON_LOCK_DECLARED, params: { variant: 'unknown', name: link.name } }));
      return { done: false, text: null };
    }
    const typed = narrowDeclaredType(a, type);
    if (typed.do === 'other' && typed.forbidsOnly) {
      setDeclaredTypeLock(state, link, typed, type);
      return { done: true, text: null };
    }
    const r = applyStep(state, link, typed, ctx);
    // (The negation step says the lock and the negation at once: what it negated, if anything.)
    const negated = typed.do === 'negate-effects' ? state.lingering.at(-1) : undefined;
    const cards = negated && negated.action === typed && negated.cards.length ? names(negated.cards.map((ref) => state.board.cards[ref]!).filter(Boolean)) : null;
    return { ...r, done: true, text: say({ rule: R.LINGER_SUMMON_LOCK_DECLARED, params: { variant: 'applies', type, cards } }) };
  }
  const r = applyStep(state, link, a, ctx);
  if (!a.lastsUntil || a.do === 'banish' || !r.done || !r.text) return r;
  if (!link.rules.includes(R.COMPILE_UNTIL_NEXT_PHASE)) link.rules.push(R.COMPILE_UNTIL_NEXT_PHASE);
  const moment = say({ rule: 'until:next', params: untilMoment(a.lastsUntil, link.controller, state.board.turnPlayer, state.scenario.phase) });
  return { ...r, text: joinText([r.text, say({ rule: 'until:lasts', params: { moment } })], '', '') };
}

/** One action: one handler per action verb (./actions.ts `HANDLERS`). */
function applyStep(state: EngineState, link: LinkState, a: Action, ctx: ResolveContext): ActionResult {
  // CH-EITHER-STEP: 「加入手卡或送去墓地」 — one of the two steps, the one a note names, else the first (said); never both.
  if (a.orInstead !== undefined || a.insteadOf !== undefined) {
    const noted = (v: string) => link.directives.some((x) => x.kind === 'chosen' && x.action === v);
    if (!link.rules.includes(R.EITHER_STEP)) link.rules.push(R.EITHER_STEP);
    if (a.orInstead !== undefined) {
      if (noted(a.orInstead) && !noted(a.do)) return { done: false, text: null };
      if (!noted(a.do)) pushOnce(state.assumptions, say({ rule: R.EITHER_STEP, params: { name: link.name, first: a.do, other: a.orInstead } }));
    } else if (!(noted(a.do) && !noted(a.insteadOf!))) return { done: false, text: null };
  }
  // (Object.assign rather than `{ ...ctx, movedBy }` here and for the move options below: on Node 20's V8 a spread followed by a key
  // it lacked gives each object a hidden class of its own, and every read of it is megamorphic — issue 10. Same keys, same order.)
  const d: Doing = { state, link, a, ctx: a.what === 'moved' ? Object.assign({}, ctx, { movedBy: a.movedBy }) : ctx, board: state.board, me: link.controller, then: { thenStep: ctx.thenStep }, cause: 'effect' };
  // `[特殊召唤 X]`: the card chosen for this action, when the note names one (form 15).
  if ((typeof a.what === 'object' && a.what.scope === 'choose') || a.do === 'draw') {
    let named = notedCards(state, link, 'chosen', a.do === 'tribute' ? 'send-to-gy' : a.do);
    // CH-ON-CHAIN-NO-RETURN: a Normal Spell/Trap activated in this chain cannot be chosen to return to the hand or Deck (a Normal
    // Trap chained to the effect that would pick it): the card named is not returned.
    if ((a.do === 'return-to-deck' || a.do === 'return-to-hand') && named.length) {
      const refused = named.filter((c) => activatedOnChain(state, c.ref, link.n) !== null && leavesAfterChain(c.card));
      if (refused.length) {
        link.rules.push(R.ON_CHAIN_NO_RETURN);
        named = named.filter((c) => !refused.includes(c));
        if (!named.length) return { done: false, text: say({ rule: R.ON_CHAIN_NO_RETURN, params: { card: refused[0]!.card.name, variant: 'resolution' } }) };
      }
    }
    // CH-NOTE-PER-STEP: several steps of one verb (a monster added from the Deck, then a Spell from the GY) share the link's
    // notes of that verb — a step uses only the noted cards that are of the kind it takes (the card itself, wherever it is: its
    // place is judged below); none of them is, the step is not the one they name and it picks its own card.
    if (named.length > 0 && typeof a.what === 'object' && a.what.scope === 'choose' && (link.effect?.does ?? []).filter((x) => x.do === a.do).length > 1) {
      const { place: _place, side: _side, faceUp: _faceUp, ...own } = a.what.filter;
      const ctxOwn = onBoard(state.board, link.ref, link.controller, true);
      const fits = named.filter((c) => matchesFilter(own, c, ctxOwn));
      if (fits.length < named.length) {
        named = fits;
        link.rules.push(R.NOTE_PER_STEP);
      }
    }
    // CH-NOTE-PER-STEP: a step saying where it takes its cards from uses those noted cards that are there as it is done (a
    // face-down banish from the hand, later one from the Deck).
    if (named.length > 1 && a.from !== undefined) {
      const here = named.filter((c) => placeMatches(a.from, c.zone));
      if (here.length && here.length < named.length) {
        named = here;
        link.rules.push(R.NOTE_PER_STEP);
      }
    }
    // (A later step of the same verb whose noted cards were all moved by the step before — 「从额外卡组·墓地选1只…特殊召唤，把…1只
    // 「X」怪兽在那只怪兽上面重叠…从额外卡组特殊召唤」 with one note for the first summon — is no step those notes name: it picks its own
    // card from where it says, rather than summoning the first one again.)
    else if (named.length > 0 && a.from !== undefined && (link.effect?.does ?? []).filter((x) => x.do === a.do).length > 1 && link.effect!.does.indexOf(a) > link.effect!.does.findIndex((x) => x.do === a.do) && named.every((c) => !placeMatches(a.from, c.zone))) {
      named = [];
      link.rules.push(R.NOTE_PER_STEP);
    }
    // CH-PLACE-WHILE: a place the step may take from only while a state holds (「…存在的场合，自己卡组的怪兽也能作为融合素材」).
    named = placeWhileAllowed(state, link, a, named);
    if (named.length) d.ctx = { ...ctx, chosen: named.map((c) => c.ref) };
  }
  // CH-STEP-TARGETS: a step naming the targets of one side (「那只自己的…」「那只对方怪兽」) acts on those only.
  // (Only for an effect targeting several cards: one target of its controller's — 「那只自己怪兽」 — taken by the opponent in the
  // chain is its own rule's to judge, CH-EQUIP-OWN-MONSTER.)
  if (a.what === 'targets' && a.targetSide && severalTargets(link.effect?.targets)) {
    const side = a.targetSide;
    d.ctx = { ...d.ctx, targets: d.ctx.targets.filter((r) => { const c = state.board.cards[r]; return c !== undefined && sideMatches(side, c.controller ?? c.owner, link.controller); }) };
    link.rules.push(R.STEP_TARGETS);
  }
  // CH-STEP-TARGETS: 「那只「X」怪兽回到手卡，另1只作为对象的怪兽…」 — a step naming its target's archetype acts on the targets of it, the
  // step naming 「另1只」 on the others.
  const arch = a.what === 'targets' && severalTargets(link.effect?.targets) ? (a.targetArchetype ?? a.targetNotArchetype) : undefined;
  if (arch !== undefined) {
    const ctxOf = onBoard(state.board, link.ref, link.controller);
    const keep = a.targetArchetype !== undefined;
    d.ctx = { ...d.ctx, targets: d.ctx.targets.filter((r) => { const c = state.board.cards[r]; return c !== undefined && matchesFilter({ archetype: arch }, c, ctxOf) === keep; }) };
    link.rules.push(R.STEP_TARGETS);
  }
  // CH-STAT-SPLIT-TARGETS: 「作为对象的1只…变成一半，另1只…上升那个数值」 — the step on one target, picked as it resolves (noted, else the
  // first written, said), and the step on the other(s).
  if (a.what === 'targets' && a.targetPick) {
    const picked = splitPick(state, link, d.ctx.targets);
    d.ctx = { ...d.ctx, targets: a.targetPick === 'one' ? picked : d.ctx.targets.filter((r) => !picked.includes(r)) };
    if (!link.rules.includes(R.STAT_SPLIT_TARGETS)) link.rules.push(R.STAT_SPLIT_TARGETS);
  }
  // CH-STEP-TARGETS: 「那张场上的卡破坏，那只墓地的怪兽特殊召唤」 — a step naming where its targets were taken from acts on those only
  // (by where each was when it was targeted: CH-TARGET-GROUPS).
  if (a.what === 'targets' && a.targetPlace && severalTargets(link.effect?.targets)) {
    const place = a.targetPlace;
    d.ctx = { ...d.ctx, targets: d.ctx.targets.filter((r) => { const i = link.targets.indexOf(r); return i >= 0 && zoneIsPlace(link.targetZones[i] ?? null, place); }) };
    link.rules.push(R.STEP_TARGETS);
  }
  // CH-STEP-TARGET-GROUPS: a step on some groups of the targets only (a trigger's first step on its two, the ● a tribute added on its
  // own) acts on the targets shared to them — each as it was when targeted, in the order written (./target-groups.ts).
  if (actsOnGroups(a) && link.effect?.targets?.groups) {
    const groups = groupsMet(link.effect.targets.groups, state.board.cards[link.ref]);
    const ctxOf = onBoard(state.board, link.ref, link.controller);
    const views = link.targets.map((r, i) => { const c = state.board.cards[r]; const z = link.targetZones[i]; return c && z ? cardView(c, { zone: z }) : c; });
    const shared = views.every((c) => c !== undefined) ? shareToGroups(views as BoardCard[], groups, (c, g) => matchesFilter(g.filter, c, ctxOf)) : null;
    if (shared) {
      const mine = new Set(link.targets.filter((_, i) => a.targetGroups.includes(shared[i]!)));
      d.ctx = { ...d.ctx, targets: d.ctx.targets.filter((r) => mine.has(r)) };
      link.rules.push(R.STEP_TARGET_GROUPS);
      if (link.targets.length > 1 && views.some((c) => groups.filter((g) => g.count > 0 && matchesFilter(g.filter, c!, ctxOf)).length > 1)) pushOnce(state.assumptions, say({ rule: R.STEP_TARGET_GROUPS, params: { name: link.name } }));
      if (!d.ctx.targets.length) return { done: false, text: null };
    }
  }
  // CT-BOND: a tie to the card it keeps targeting (持续取对象) is no step of the resolution (./bonds.ts applies it as cards move).
  if (a.bond) return { done: true, text: null };
  // CH-ST-STAYS-BY-TEXT: a card kept on the field until a counted phase destroys it (「这张卡发动后继续留在场上，…结束阶段破坏」) that has
  // already left the field (a later link of the chain destroyed it) does not stay: there is nothing left to destroy then.
  if (goneBeforeStaying(state, link, a)) {
    link.rules.push(R.ST_STAYS_BY_TEXT);
    return { done: true, text: say({ rule: R.ST_STAYS_BY_TEXT, params: {} }) };
  }
  // CH-LINGER-ACTION: set up now, done each time its event happens later (nothing happens now).
  if (isLingering(a)) {
    link.rules.push(R.LINGER_ACTION);
    // CH-DELAYED: a step done once at a later phase (「这个回合的结束阶段，…」) is listed in the answer as left for then.
    if (a.whenever?.event === 'phase-start' && a.whenever.phase) delayStep(state, link, a, d.ctx);
    // CH-LINGER-PER-EVENT: one done each time an event happens is watched from now, for the rest of the chain too.
    else watchPerEvent(state, link, a);
    return { done: true, text: say({ rule: R.LINGER_ACTION, params: { draw: a.do === 'draw', phase: a.whenever?.event === 'phase-start' ? (a.whenever.phase ?? null) : null, nextTurn: a.whenever?.nextTurn === true, ...(a.whenever?.counted ? { counted: a.whenever.counted } : {}), duration: a.do === 'modify-stats' ? (a.duration ?? null) : null } }) };
  }
  // CH-MOVED-BY-THIS: 「除外的卡是暗属性怪兽卡的场合，…」 — done only if a card the steps before moved fits (read as it moved).
  if (a.ifMoved) {
    const ifMoved = a.ifMoved;
    const ctxBoard = onBoard(state.board, link.ref, link.controller);
    const fitting = movedByResolution(state, link).filter((c) => matchesFilter(ifMoved, c, ctxBoard));
    link.rules.push(R.MOVED_BY_THIS);
    if (!fitting.length) return { done: false, text: null };
    // CH-UP-TO-MOVED-COUNT: 「把最多有那个数量的对方场上的卡破坏」 — a pick of up to as many as the moved cards that fit.
    if (a.countMaxOfMoved && typeof a.what === 'object') {
      link.rules.push(R.UP_TO_MOVED_COUNT);
      d.a = { ...a, what: { ...a.what, countMax: fitting.length } };
    }
  }
  // CH-MOVED-FEWER: 「没能因这个效果把2张卡破坏的场合，…」 — a fallback done only when the steps before moved fewer cards that way.
  if (a.ifMovedFewer) {
    link.rules.push(R.MOVED_FEWER);
    // CH-DECLARED-NAME: whether the declared card was there is not known when no name is noted — nor, then, whether the fallback is done.
    if (declaredUnknown(state, link)) return { done: false, text: null };
    // (A card moved but not named counts as one: at least that many were moved.)
    if (countMovedBy(state, link, a.ifMovedFewer.by) + (movedUnnamedBy(state, link, a.ifMovedFewer.by) ? 1 : 0) >= a.ifMovedFewer.count) return { done: false, text: null };
  }
  // CH-MOVED-COUNT-TIERS: 「这个效果破坏的卡数量的以下效果适用。●2张以上：…」 — done only when the steps before moved at least that many.
  if (a.ifMovedAtLeast) {
    link.rules.push(R.MOVED_COUNT_TIERS);
    if (countMovedBy(state, link, a.ifMovedAtLeast.by) < a.ifMovedAtLeast.count) return { done: false, text: null };
  }
  // CH-CARD-IDENTITY: 「…效果发动时才能发动。那只怪兽破坏」 whose monster moved to another place since it activated: not done.
  if (a.what === 'event-cards' && ctx.answers && link.effect?.respondsTo && !link.effect.respondsToSummon && !answeredCard(state, ctx.answers)) {
    const gone = state.board.cards[ctx.answers.ref];
    link.rules.push(R.CARD_IDENTITY);
    return { done: false, text: say({ rule: R.CARD_IDENTITY, params: { cards: gone ? names([gone]) : t('那张卡', 'that card'), after: 'activated' } }) };
  }
  // CH-CARD-IDENTITY: 「这个效果特殊召唤的怪兽」 that became a new card since that step (moved again): not done.
  if (a.what === 'moved' && movedByThis(state, link, a.movedBy).length === 0) {
    const lost = lostSinceMoved(state, link, a.movedBy);
    if (lost.length) {
      link.rules.push(R.CARD_IDENTITY);
      return { done: false, text: say({ rule: R.CARD_IDENTITY, params: { cards: names(lost) } }) };
    }
  }
  // CMP-DRAWN-SHOWN-SENT: 「抽1张，给双方确认。那是…的场合，那张送去墓地」 with the card drawn not named (no `[抽卡 X]`): that card, still
  // unnamed, goes from its player's hand to the GY — said as one card, not left out.
  if (a.what === 'moved' && a.movedBy === 'draw' && a.do === 'send-to-gy' && movedByThis(state, link, 'draw').length === 0) {
    const draw = state.events.find((ev) => ev.link === link.n && ev.type === 'drawn' && ev.cause !== 'cost' && !ev.cards.length);
    if (draw) {
      emit(state, { type: 'sent-to-gy', link: link.n, player: draw.player ?? link.controller, amount: 1, by: link.controller, cause: 'effect', ...d.then });
      return { done: true, text: t('抽到的那张卡被送去墓地', 'the card drawn is sent to the GY') };
    }
  }
  // CH-REVEAL-ANSWER-PUBLIC: 「对方可以从手卡让1张魔法卡被观看使这个效果无效」 — the opponent's option at resolution.
  if (a.do === 'look' && a.opponentMayStop && typeof a.what === 'object') return revealAnswer(d);
  // CH-SHOWN-CARD-NOTE: the card the step shows, named by `[确认 X]`, is said; a step on the materials it states moves those (CMP-SHOWN-FUSION-MATERIALS).
  // CH-EACH-SHOWN: each player shows a monster of their own Extra Deck; the damage after it is read off the two.
  if (a.do === 'look' && a.eachPlayer) return showEach(state, link, a);
  if (a.damageOfShown) return damageOfShownStep(d);
  if (a.do === 'look' && namesShownCard(link)) return showNamed(state, link, a);
  if (a.do === 'look') shownUnnamed(state, link, a);
  // CH-LP-PAID-VALUE: a pick of the same ATK or DEF as the LP its trigger's payment paid.
  if (a.statIsPaid) {
    const { a: pick, lead } = paidBound(state, link, a);
    d.a = pick;
    const r = (HANDLERS[pick.do] ?? applied)(d);
    if (!lead) return r;
    // (None fits — a listed Deck without such a card: the amount is still said, with why nothing moved.)
    return r.text ? { ...r, text: t(`${lead.zh}${r.text.zh}`, `${lead.en}${r.text.en}`) } : { ...r, text: t(`${lead.zh}没有这样的卡可选`, `${lead.en}none is there to pick`) };
  }
  if (a.nameOfShown) {
    d.a = nameOfShownNow(state, link, a);
    return (HANDLERS[d.a.do] ?? applied)(d);
  }
  if (a.nameOfShownBy) {
    d.a = nameOfShownEarlier(state, link, a);
    return (HANDLERS[d.a.do] ?? applied)(d);
  }
  if (a.materialsOfShown) {
    const { a: pick, lead } = materialsOfShown(state, link, a);
    d.a = pick;
    const r = (HANDLERS[pick.do] ?? applied)(d);
    return r.text ? { ...r, text: t(`${lead.zh}${r.text.zh}`, `${lead.en}${r.text.en}`) } : r;
  }
  if (a.counterStep) return counterStep(d, a.counterStep);
  if (a.placesInPendulumZone) return placeInPendulumZone(d);
  if (a.moveZone) return moveZoneStep(d);
  if (a.activatesCard && link.directives.some((x) => x.kind === 'chosen' && x.action === 'activate')) return activateCard(d);
  return (HANDLERS[a.do] ?? applied)(d);
}

/**
 * CH-ACTIVATED-IN-RESOLUTION: 「从卡组把1张场地魔法卡发动」 with the card named (`[发动 X]`): it is activated face-up on its player's
 * field as this link resolves — a card activation (recorded as an 'activated' event of this link), but no chain link: nothing
 * can be chained to it, and what its own activation does (「这张卡发动时」「作为这张卡的发动时的效果处理」) does not apply, so
 * what that would need (3 cards in the Deck, a 「神数」 monster to add) is not asked. A monster, or a card already on the field,
 * cannot be activated so: nothing happens.
 */
function activateCard(d: Doing): ActionResult {
  const { state, link, me, then } = d;
  const noted = notedCards(state, link, 'chosen', 'activate');
  const named = noted.filter((c) => c.card.type.kind !== 'monster' && !isField(c.zone));
  link.rules.push(R.ACTIVATED_IN_RESOLUTION);
  // A note naming a card no effect can activate so (a monster card, a card already on the field) is said, not silently dropped.
  for (const x of noted) {
    if (named.includes(x)) continue;
    const variant = x.card.type.kind === 'monster' ? 'not-applied-monster' : 'not-applied-field';
    pushOnce(state.warnings, say({ rule: R.ACTIVATED_IN_RESOLUTION, params: { card: x.card.name, by: link.card.name, variant } }));
  }
  if (!named.length) return NOTHING;
  const c = named[0]!;
  // CH-IN-RESOLUTION-FORBIDDEN: a floodgate on that card activation stops it here too — the card is not activated.
  const gate = forbidsActivatingInResolution(state, c, me);
  if (gate) {
    link.rules.push(R.IN_RESOLUTION_FORBIDDEN);
    return { done: false, text: say({ rule: R.IN_RESOLUTION_FORBIDDEN, params: { card: c.card.name, source: gate.card.name } }) };
  }
  const from = moveCard(state.board, c, 'spell', true);
  c.controller = me;
  emit(state, { type: 'activated', cards: [c.ref], link: link.n, by: me, cause: 'effect', from: [from], to: ['spell'], ...then });
  return { done: true, text: say({ rule: R.ACTIVATED_IN_RESOLUTION, params: { card: c.card.name } }) };
}

/**
 * CNT-PLACE: counters placed on (or removed from) this card or the targets as the step resolves — only on a face-up card on the
 * field that is still the card the effect meant (this card not moved away since it activated) and is not unaffected by it.
 * A count the situation did not state is taken as none of that kind before.
 */
function counterStep(d: Doing, step: NonNullable<Action['counterStep']>): ActionResult {
  const { state, link, a } = d;
  const self = state.board.cards[link.ref];
  const cards = a.what === 'self' ? (self && !selfMovedAway(state, link, self) ? [self] : []) : subjectCards(state, link, a.what, d.ctx).cards;
  let done = false;
  // CNT-MAX: the cards already holding their most of that kind (nothing placed on them), said instead of the step's text.
  let full: { card: string; max: number } | null = null;
  const on: string[] = [];
  for (const c of cards) {
    if (!isField(c.zone) || !c.faceUp) continue;
    // Placing counters affects the card (an unaffected one gets none); removing them affects only the counters (docs/c03/卡片的抗性.rst).
    if (!step.remove && a.what !== 'self' && unaffected(state, link, c)) continue;
    // CH-BATTLE-DESTROYED-PENDING: a monster a damage calculation of this chain destroyed gets no counters.
    if (!step.remove && battleDestroyedPending(state, link, c)) continue;
    // CNT-PLACE-ON-HOLDER: counters only a card able to hold them may carry go on no other card (a Gemini monster not
    // summoned again — nor treated so, CH-GEMINI-TREATED-SUMMONED — is a Normal Monster: none; a monster a continuous
    // effect negates — one negating the monsters on the field — holds none either).
    if (!step.remove && a.what !== 'self' && HOLDER_ONLY_COUNTERS.has(step.kind) && (!canHoldCounters(geminiTreatedView(state, c), step.kind) || continuouslyNegated(state, link, c))) {
      link.rules.push(R.COUNTER_PLACE_ON_HOLDER);
      continue;
    }
    if (step.kind === '*') {
      if (c.counters) c.counters = Object.fromEntries(Object.keys(c.counters).map((k) => [k, 0]));
      done = true;
      continue;
    }
    const had = c.counters?.[step.kind] ?? 0;
    // CNT-PLACE-CHOSEN: 「放置对方场上的卡数量的黑羽指示物」 — as many as the cards matching it now.
    const put = step.countOf ? cardsMatching(state.board, step.countOf, link.ref, link.controller).length : step.count === 'all' ? 0 : step.count;
    let now = step.remove ? (step.count === 'all' ? 0 : Math.max(0, had - step.count)) : had + put;
    // CNT-MAX: its own text caps what it may hold of that kind (「（最多1个）」): none placed beyond that.
    const cap = step.remove ? undefined : counterCap(c, step.kind);
    if (cap !== undefined && now > cap) {
      now = Math.max(had, cap);
      link.rules.push(R.COUNTER_MAX);
      if (now === had) {
        full ??= { card: c.card.name, max: cap };
        continue;
      }
    }
    c.counters = { ...(c.counters ?? {}), [step.kind]: now };
    on.push(c.card.name);
    done = true;
  }
  link.rules.push(R.COUNTER_PLACE);
  if (typeof a.what === 'object' && !step.remove) link.rules.push(R.COUNTER_PLACE_CHOSEN);
  if (!done && full) {
    // (A 「那之后」 step after this one is not done either: the resolution stops at a step that did nothing.)
    const does = link.effect?.does ?? [];
    const after = does.slice(does.indexOf(a) + 1).some((x) => x.then || x.ifDone);
    return { done, text: say({ rule: R.COUNTER_MAX, params: { card: full.card, kind: step.kind, max: full.max, after } }) };
  }
  // (The step's own words in Chinese; in English what was done, never the Chinese sentence.)
  return { done, text: a.note ? say({ rule: R.COUNTER_PLACE, params: { note: a.note, kind: step.kind, count: step.count, remove: step.remove === true, cards: on } }) : null };
}

/**
 * CH-PLACE-PENDULUM (./pendulum-place.ts): its target (or this card), a face-up Pendulum Monster in the Monster Zone, is put in its
 * player's Pendulum Zone — a new card there (CH-TARGET-ZONE-MOVE for the links that targeted it; CNT-LEAVE). One unaffected by the
 * effect, or with both of that player's Pendulum Zones (or every Spell & Trap Zone of a listed field) taken, stays where it is.
 */
function placeInPendulumZone(d: Doing): ActionResult {
  const { state, link, a, me, then } = d;
  const cards = subjectCards(state, link, a.what, d.ctx).cards.filter(placeablePendulum);
  const placed: BoardCard[] = [];
  for (const c of cards) {
    if (a.what !== 'self' && unaffected(state, link, c)) continue;
    if (pendulumZonesUsed(state, me, [c]) >= 2 || spellZonesFull(state, me, [c])) continue;
    for (const l of state.lingering) l.cards = l.cards.filter((r) => r !== c.ref);
    c.states = statesInPendulumZone(c.states);
    c.controller = me;
    moveCards(state, [c], 'spell', 'placed', link.n, me, 'effect', then);
    placed.push(c);
  }
  link.rules.push(R.PLACE_PENDULUM);
  return { done: placed.length > 0, text: say({ rule: R.PLACE_PENDULUM, params: { cards: placed.length ? names(placed) : null } }) };
}

/**
 * ZONE-MOVE-ADJACENT: the monster moves to a free Main Monster Zone beside it — said with the zones it may take (its player picks
 * one; the board is not changed). Where the zones are not stated, or none is free, the step is only named.
 */
function moveZoneStep(d: Doing): ActionResult {
  const { state, link, a } = d;
  const self = state.board.cards[link.ref];
  // (One chosen as it resolves: any of its own monsters that fits, its player picks.)
  const cards = a.what === 'self' ? (self && !selfMovedAway(state, link, self) ? [self] : []) : typeof a.what === 'object' && a.what.scope === 'choose' && !d.ctx.chosen?.length ? cardsMatching(state.board, a.what.filter, link.ref, d.me) : subjectCards(state, link, a.what, d.ctx).cards;
  link.rules.push(R.ZONE_MOVE_ADJACENT);
  if (!zonesStated(state.board, state.knownZones)) return { done: true, text: a.note ? t(a.note, a.note) : null };
  // (A monster in an Extra Monster Zone is not judged: said as unknown, the step only named — never 「no zone beside it」 as a fact.)
  const unjudged = cards.filter((c) => c.zone === 'monster' && c.place?.area === 'extra-monster');
  if (unjudged.length) pushOnce(state.assumptions, say({ rule: R.ZONE_MOVE_ADJACENT, params: { variant: 'unjudged', name: link.name, cards: names(unjudged) } }));
  const able = cards.map((c) => ({ c, cols: adjacentFreeMain(state.board, c) ?? [] })).filter((x) => x.cols.length > 0);
  if (!able.length && unjudged.length) return { done: true, text: a.note ? t(a.note, a.note) : null };
  if (!able.length) return { done: false, text: say({ rule: R.ZONE_MOVE_ADJACENT, params: { variant: 'none', cards: names(cards) } }) };
  const parts = able.map((x) => say({ rule: R.ZONE_MOVE_ADJACENT, params: { variant: 'moves', cards: names([x.c]), cols: x.cols.join('/') } }));
  return { done: true, text: list(parts) };
}

/** The card as CNT-CAN-HOLD reads it, a Gemini monster another card treats as summoned again marked so (CH-GEMINI-TREATED-SUMMONED). */
function geminiTreatedView(state: EngineState, c: BoardCard): BoardCard {
  if (c.states.includes('gemini-summoned') || !geminiTreatedSummonedBy(state, c)) return c;
  return cardView(c, { states: [...c.states, 'gemini-summoned'] });
}

/** CNT-MAX: the most counters of a kind the card may hold by its own text (every text of it placing that kind caps it), else none. */
function counterCap(c: BoardCard, kind: string): number | undefined {
  const own = c.card.ownCounters?.filter((o) => o.kind === kind);
  if (!own?.length || own.some((o) => o.max === undefined)) return undefined;
  return Math.max(...own.map((o) => o.max!));
}

/** Is `a` its card activation's later self-destruction at a counted phase, with the card no longer face-up on the field? */
export function goneBeforeStaying(state: EngineState, link: LinkState, a: Action): boolean {
  if (!link.cardActivation || !staysUntilCounted(a)) return false;
  const self = state.board.cards[link.ref];
  return !self || !onField(self) || !self.faceUp;
}

/** CH-DELAYED: record a step left for a later phase, with the cards it names now (its targets, the cards its subject reads). */
function delayStep(state: EngineState, link: LinkState, a: Action, ctx: ResolveContext): void {
  const phase = a.whenever!.phase!;
  const cards = a.what === 'targets' ? ctx.targets.map((r) => state.board.cards[r]).filter((c): c is BoardCard => c !== undefined) : [];
  // CH-END-PHASE-PLAYED: the cards it names now, kept for the phase — the targets (not those unaffected by it now: it does not apply
  // to them), 「这个效果特殊召唤的怪兽」 (what this resolution moved); a filter takes its cards when the phase comes.
  const named = a.what === 'targets' ? cards.filter((c) => !unaffected(state, link, c)) : a.what === 'moved' ? subjectCards(state, link, 'moved', ctx).cards : null;
  // (CH-AFTER-CALC-STEP: 「选择的怪兽向对方怪兽攻击的场合，…那只对方怪兽破坏」 — the monster its targets attack then: the targets are kept.)
  const foeOf = typeof a.what === 'object' && a.what.filter.battlesWith === 'targets' ? ctx.targets.map((r) => state.board.cards[r]).filter((c): c is BoardCard => c !== undefined) : null;
  rememberLater(state, { link: link.n, source: { card: link.card, controller: link.controller, ref: link.ref, name: link.card.name }, phase, action: a, cards: named && named.map((c) => ({ ref: c.ref, incarnation: incarnation(state, c.ref, true) })), kind: 'step', ...(foeOf ? { targets: foeOf.map((c) => c.ref) } : {}) });
  link.rules.push(R.DELAYED);
  // CH-AFTER-CALC-STEP: 「伤害计算后那只对方怪兽破坏，给与对方500伤害」 — the steps one link leaves for after the calculation are one entry.
  if (phase === 'after-damage-calculation' && state.delayed?.some((d) => d.link === link.n && d.phase === phase)) return;
  (state.delayed ??= []).push({
    link: link.n,
    card: { id: link.card.id || null, name: link.card.name, controller: link.controller, ref: link.instanceRef },
    phase,
    what: say({ rule: R.DELAYED, params: { phase, verb: a.do, cards: cards.length ? names(cards) : null, nextTurn: a.whenever?.nextTurn === true, ...(a.whenever?.counted ? { counted: a.whenever.counted } : {}), ...(foeOf ? { foeOf: foeOf.map((c) => c.card.name) } : {}) } }),
    rules: [R.DELAYED],
  });
}

/**
 * CH-NEGATED-SET-AGAIN (family "trap monsters and a card's state when it leaves", issue 16; rules reference docs/c02/基本用语.rst:27, 35):
 * 「那个发动无效，那张卡直接盖放」 — the card whose activation this link just negated, still on the field, is Set again where it is instead
 * of being sent to the GY after the chain. It does not leave the field: it is still the card the chain's links targeted (「那张卡破坏」
 * still destroys it). A card not on the field, or one whose activation was not negated, is not Set.
 */
function negatedSetAgain(d: Doing): ActionResult {
  const { state, link, a, ctx, me } = d;
  if (a.what === 'activation' && ctx.answers) {
    const chosen = notedCards(state, link, 'chosen', 'set');
    if (chosen.length) return setDestroyed(d, chosen);
  }
  // CH-CHOOSE: 「那之后，对方可以从卡组选1张陷阱卡…盖放」 with no pick noted — said as that player's choice, not done.
  const unsaid = optionalPickUnsaid(d);
  if (unsaid) return unsaid;
  // Any other Set (its own card again: CH-SET-AGAIN, at the chain's end; cards from the Deck …) is applied as before.
  if (a.what !== 'activation' || !ctx.answers) return applied(d);
  const target = ctx.answers;
  const c = state.board.cards[target.ref];
  if (!c || c.zone !== 'spell' || c.onChain !== target.n || target.activationNegatedBy !== link.n) return applied(d);
  link.rules.push(R.NEGATED_SET_AGAIN);
  c.faceUp = false;
  c.onChain = null;
  c.activationNegated = false;
  if (!c.states.includes('set-this-turn')) c.states = [...c.states, 'set-this-turn'];
  emit(state, { type: 'set', cards: [c.ref], link: link.n, by: me, cause: 'effect', from: ['spell'], to: ['spell'], ...d.then });
  return { done: true, text: say({ rule: R.NEGATED_SET_AGAIN, params: { card: c.card.name } }) };
}

/**
 * CH-SET-DESTROYED (rules reference docs/c04, the chapter of a card that negates, destroys and may then Set; lines 29–73): 「那之后，可以把破坏的卡在自己场上盖放」, chosen with `[盖放 X]`. Only the card
 * this link destroyed, and only from where it went then — the GY, banished, or face-up in the Extra Deck; not from the hand or Deck (a
 * card whose own rule put it there). A Spell/Trap is Set in its player's Spell & Trap Zone (a Field Spell in the Field Zone, the one
 * there going to the GY), whatever zone it was in before; a monster card is Special Summoned face-down, so what stops that summon (a
 * summoning condition, no free zone) stops the Set. It has left the place it was destroyed in: its own 「被破坏的场合」 cannot start.
 */
function setDestroyed(d: Doing, chosen: readonly BoardCard[]): ActionResult {
  const { state, link, ctx, me, board } = d;
  link.rules.push(R.SET_DESTROYED);
  const answered = board.cards[canonical(board, ctx.answers!.ref)];
  const c = answered && chosen.includes(answered) ? answered : undefined;
  const destroyedHere = c !== undefined && state.events.some((e) => e.type === 'destroyed' && e.link === link.n && e.cards?.includes(c.ref));
  if (!c || !destroyedHere) return { done: false, text: say({ rule: R.SET_DESTROYED, params: { card: (answered ?? chosen[0]!).card.name, variant: 'not-destroyed' } }) };
  if (!(c.zone === 'gy' || (c.zone === 'banished' && c.faceUp) || (c.zone === 'extra' && c.faceUp))) {
    return { done: false, text: say({ rule: R.SET_DESTROYED, params: { card: c.card.name, variant: 'gone' } }) };
  }
  if (c.card.type.kind === 'monster') {
    const from = c.zone as Zone;
    // 「双方不能把怪兽特殊召唤」 face-up now: the face-down summon is not made, so it is not Set (that chapter, line 54).
    const gate = forbiddingCard(state, 'special-summon', me, link);
    if (gate) return { done: false, text: say({ rule: R.SET_DESTROYED, params: { card: c.card.name, variant: 'no-summon', source: gate.card.name } }) };
    const r = specialSummon({ ...d, a: { do: 'special-summon', what: 'activation', from, position: 'face-down-defense' }, ctx: { ...ctx, answeredAnywhere: true } });
    return r.done ? { ...r, text: say({ rule: R.SET_DESTROYED, params: { card: c.card.name, variant: 'monster' } }) } : { done: false, text: r.text ?? say({ rule: R.SET_DESTROYED, params: { card: c.card.name, variant: 'no-summon' } }) };
  }
  const fieldSpell = c.card.type.subtypes.includes('field');
  if (fieldSpell) {
    const there = Object.values(board.cards).filter((x) => x !== c && x.zone === 'spell' && x.controller === me && x.card.type.subtypes.includes('field') && x.card.type.kind === 'spell');
    if (there.length) moveCards(state, there, 'gy', 'sent-to-gy', link.n, me, 'rule');
  }
  c.controller = me;
  c.position = null;
  moveCards(state, [c], 'spell', 'set', link.n, me, 'effect', { ...d.then, faceUp: false });
  c.states = [...c.states.filter((s) => s !== 'face-up-in-extra'), 'set-this-turn'];
  return { done: true, text: say({ rule: R.SET_DESTROYED, params: { card: c.card.name, variant: fieldSpell ? 'field' : 'spell' } }) };
}

/**
 * CH-DETACH-BY-EFFECT (issue 16, docs/c03/装备卡.rst:33, docs/c03/卡片的抗性.rst:212): an effect's step that detaches the Xyz Materials of
 * other monsters (its targets, the cards its subject names — 「作为对象的怪兽的超量素材全部取除」) detaches them as it resolves: every
 * material with 「全部」, else the number it says. Only a face-up Xyz Monster in the Monster Zone whose materials the situation states
 * (`(素材:X+Y)`) loses them; detaching touches the materials, not the monster, so one unaffected by the effect loses them too.
 * (A detach of this card's own materials as a cost is the cost's, ./xyz-detach.ts.)
 */
function detachStep(d: Doing): ActionResult {
  const { state, link, a } = d;
  if (a.what === 'self' || a.what === undefined) return applied(d);
  const n = a.allMaterials ? Infinity : typeof a.count === 'number' ? a.count : typeof a.amount === 'number' ? a.amount : null;
  if (n === null) return applied(d);
  let done = false;
  // (「对方场上的超量素材全部取除」: every material of every monster there — the filter's cards, none chosen.)
  const what = a.allMaterials && typeof a.what === 'object' && 'filter' in a.what ? { ...a.what, scope: 'all' as const } : a.what;
  for (const c of subjectCards(state, link, what, d.ctx).cards) {
    if (c.zone !== 'monster' || !c.faceUp || !c.card.type.subtypes.includes('xyz') || !c.materials) continue;
    const left = c.materials.length - (c.detached ?? 0);
    if (left <= 0) continue;
    detachMaterials(state, c, Math.min(n, left), link.n, link.controller, 'effect');
    done = true;
  }
  link.rules.push(R.DETACH_BY_EFFECT);
  return { done, text: done ? say({ rule: R.DETACH_BY_EFFECT, params: {} }) : null };
}

/**
 * CH-ATTACH (s54; rules reference docs/c02/基本用语.rst:922–927, X素材): 「那只「十二兽」怪兽在那只超量怪兽下面重叠作为超量素材」 — the step's cards
 * go under an Xyz Monster as its Xyz Materials. That monster (`onto`) must still be face-up in a Monster Zone and an Xyz Monster: gone (or
 * face-down), nothing is attached. Each card leaves where it was (hand, GY, field) for no place — an Xyz Material is no card on the field,
 * so from the field this is no leaving of the field (the card is simply no longer there) — and joins the materials the situation states
 * (`素材:X+Y`, after those still there). A target gone before resolution is not attached (the targets left are the ones still there); a
 * monster on the field unaffected by the effect stays; a Token cannot be material. An Xyz Monster attached so takes no materials with it:
 * its own go to the GY by rule, as when it leaves (XYZ-MATERIALS-LEAVE).
 */
function attachStep(d: Doing): ActionResult {
  const { state, link, a, ctx, board } = d;
  const holder = attachHolder(d);
  if (!holder) {
    link.rules.push(R.ATTACH);
    return { done: false, text: say({ rule: R.ATTACH, params: { variant: 'no-holder', cards: [], holder: null, materials: null } }) };
  }
  // 「那只「十二兽」怪兽在那只超量怪兽下面」: with both the cards and the monster its targets, the cards are the other targets.
  const picked = a.what === 'targets' && a.onto === 'targets' ? ctx.targets.map((r) => board.cards[r]).filter((c): c is BoardCard => c !== undefined && c !== holder) : subjectCards(state, link, a.what, ctx).cards;
  const going = picked.filter((c) => c !== holder && c.zone !== null && !isToken(c.card) && !(isField(c.zone) && unaffected(state, link, c)));
  link.rules.push(R.ATTACH);
  // (A card picked from the Deck, hand or GY with no note naming it: one is attached, not named — not 「nothing left」.)
  if (going.length === 0 && typeof a.what === 'object' && a.what.scope === 'choose' && !ctx.chosen?.length) {
    return { done: true, text: say({ rule: R.ATTACH, params: { variant: 'unnamed', cards: [], holder: holder.card.name, materials: null } }) };
  }
  if (going.length === 0) return { done: false, text: say({ rule: R.ATTACH, params: { variant: 'none', cards: [], holder: holder.card.name, materials: null } }) };
  const from: (Zone | null)[] = [];
  for (const c of going) {
    // (An Xyz Monster attached: its own materials go to the GY by rule first — they do not come along.)
    if (c.zone === 'monster' && c.materials && c.materials.length > (c.detached ?? 0)) detachMaterials(state, c, c.materials.length - (c.detached ?? 0), link.n, c.owner ?? c.controller, 'rule');
    from.push(moveCard(board, c, null, true));
  }
  // Only materials the situation states are counted (unstated, the monster's are not known: it stays so, the card named in the answer).
  // (A cost may have counted more detached than were stated — 「取除2个」 from `素材:` —: none of the new ones is detached.)
  if (holder.materials) {
    holder.detached = Math.min(holder.detached ?? 0, holder.materials.length);
    holder.materials = [...holder.materials, ...going.map((c) => c.card)];
  }
  emit(state, { type: 'attached', cards: going.map((c) => c.ref), link: link.n, by: d.me, cause: 'effect', from, to: going.map(() => null), ...d.then });
  const left = holder.materials ? holder.materials.slice(holder.detached ?? 0).map((c) => c.name) : null;
  return { done: true, text: say({ rule: R.ATTACH, params: { variant: 'done', cards: going.map((c) => c.card.name), holder: holder.card.name, materials: left } }) };
}

/** CH-ATTACH: the Xyz Monster an attaching step puts cards under, while it is one face-up in a Monster Zone; else null. */
function attachHolder(d: Doing): BoardCard | null {
  const { state, link, a, ctx, board } = d;
  const isXyz = (c: BoardCard | undefined): c is BoardCard => c !== undefined && c.zone === 'monster' && c.faceUp && c.card.type.subtypes.includes('xyz');
  if (a.onto === 'self') {
    const c = board.cards[link.ref];
    return isXyz(c) && !selfMovedAway(state, link, c) ? c : null;
  }
  if (a.onto === 'moved') return movedByThis(state, link, 'special-summon').find(isXyz) ?? null;
  return ctx.targets.map((r) => board.cards[r]).find(isXyz) ?? null;
}

/**
 * CH-RENAME-AS-SENT (issue 16; rules reference docs/c03/装备卡.rst:34): 「…直到结束阶段当作和这个效果送去墓地的怪兽同名卡使用」 — the
 * targets still face-up in the Monster Zone (or this card) take the name of the monster this link (its step or its cost) last sent to
 * the GY, for the turn; nothing sent, nothing renamed. What reads names reads the new one at once (an Equip Spell whose rule line
 * names the old one is then no longer correct: CH-EQUIP-INCORRECT); once the card leaves the field it is its own card again.
 */
function renameAsSent(d: Doing): ActionResult {
  const { state, link, a, ctx } = d;
  if (a.nameFrom !== 'sent') return applied(d);
  let sent: BoardCard | undefined;
  for (let i = state.events.length - 1; i >= 0 && !sent; i--) {
    const e = state.events[i]!;
    if (e.link === link.n && e.type === 'sent-to-gy' && e.cards.length > 0) sent = state.board.cards[e.cards[0]!];
  }
  if (!sent) return NOTHING;
  const name = (printedName(sent.card) ?? sent.card).name;
  const { cards } = a.what === 'self' ? { cards: [state.board.cards[link.ref]].filter((c): c is BoardCard => Boolean(c)) } : subjectCards(state, link, a.what, ctx);
  const renamed = cards.filter((c) => c.zone === 'monster' && c.faceUp && !unaffected(state, link, c));
  if (renamed.length === 0) return NOTHING;
  const before = renamed.map((c) => c.card.name);
  for (const c of renamed) {
    const own = printedName(c.card) ?? c.card;
    const card = { ...c.card, name };
    rememberRenamed(card, own);
    replaceCard(state, c, card);
  }
  link.rules.push(R.RENAME_AS_SENT);
  return { done: true, text: say({ rule: R.RENAME_AS_SENT, params: { cards: before, name } }) };
}

/**
 * CH-TYPE-OF-SHOWN: 「作为对象的怪兽的种族·属性直到回合结束时变成和给人观看的怪兽相同」 — as the step resolves, the targets still face-up
 * in the Monster Zone, not unaffected, take the Type and/or Attribute of the monster the link showed (`[确认 X]`), for the turn (read
 * at once by every later filter, as CH-RENAME-AS-SENT's name is). No monster named: which Type is not known — said, and nothing changed.
 * A target gone from the field (or face-down) is changed no more: the step does nothing to it.
 */
function typeOfShownChange(d: Doing): ActionResult {
  const { state, link, a, ctx } = d;
  if (!a.typeOfShown) return applied(d);
  const shown = shownForType(state, link);
  if (!shown) return NOTHING;
  const { cards } = a.what === 'self' ? { cards: [state.board.cards[link.ref]].filter((c): c is BoardCard => Boolean(c)) } : subjectCards(state, link, a.what, ctx);
  const changed = cards.filter((c) => c.zone === 'monster' && c.faceUp && !unaffected(state, link, c));
  if (changed.length === 0) return NOTHING;
  const race = a.typeOfShown.includes('race') ? shown.card.race : undefined;
  const attribute = a.typeOfShown.includes('attribute') ? shown.card.attribute : undefined;
  // (Gone once it moves, as a Type or Attribute a situation gives a card where it is: SIT-CHANGED-HERE, ../board.ts.)
  for (const c of changed) {
    const own = ownSelf(c.card) ?? c.card;
    const card = { ...c.card, ...(race !== undefined ? { race } : {}), ...(attribute !== undefined ? { attribute } : {}) };
    rememberChangedHere(card, own);
    replaceCard(state, c, card);
  }
  return { done: true, text: say({ rule: R.TYPE_OF_SHOWN, params: { variant: 'done', cards: changed.map((c) => c.card.name), card: shown.card.name, race: race ?? '', attribute: attribute ?? '' } }) };
}

const HANDLERS: Partial<Record<ActionType, (d: Doing) => ActionResult>> = {
  'change-name': renameAsSent,
  'change-type': typeOfShownChange,
  set: negatedSetAgain,
  'negate-summon': negateSummon,
  destroy: moveAway,
  banish: moveAway,
  'send-to-gy': moveAway,
  tribute: moveAway,
  'return-to-hand': moveAway,
  'return-to-deck': moveAway,
  'negate-activation': negateActivation,
  'negate-effect': negateActivation,
  rewrite: rewriteEffect,
  'negate-effects': lingeringNegation,
  unaffected: unaffectedBy,
  'special-summon': specialSummon,
  // CH-NORMAL-SUMMON-BY-EFFECT: 「进行1次怪兽的通常召唤」 — a Normal Summon, not a Special Summon (./summon-by-effect.ts).
  summon: (d) => (d.a.what === 'self' ? specialSummon(d) : normalSummonByEffect(d, { forbidding: forbiddingCard, unnamed: unnamedMonster, newCard: newBoardCard })),
  'change-position': changePosition,
  'flip-face-down': flipFaceDown,
  damage: damage,
  'gain-lp': gainLp,
  'set-lp': setLp,
  'lose-lp': loseLp,
  draw: addToHand,
  'add-to-hand': addToHand,
  discard: discard,
  'take-control': takeControl,
  'negate-attack': negateAttack,
  'move-attack': moveAttackStep,
  'move-target': moveTargetStep,
  equip: equip,
  detach: detachStep,
  attach: attachStep,
  // CMP-PROTECT-PICKED: 「选场上1张卡。那张卡…不会被效果破坏」 — the chosen card keeps it (./protect-picked.ts); other shapes are only applied.
  // (CMP-PROTECT-TARGET-TURN: 「这个回合，选择的怪兽不会被…破坏」 — its targets, as a chosen card is.)
  'cannot-be-destroyed': (d) => ((typeof d.a.what === 'object' && d.a.what.scope === 'choose') || (d.a.what === 'targets' && d.a.against !== undefined) ? protectPicked(d.state, d.link, d.a, subjectCards(d.state, d.link, d.a.what, d.ctx), (c) => !unaffected(d.state, d.link, c)) : applied(d)),
  // CH-ATTACK-NEGATE-GONE: said in the link's reason, so a 「那之后战斗阶段结束」 that did not happen shows.
  // CMP-ATTACK-NEGATED-EVENT: the Battle Phase ending is something that happens — a 「时」 timed to the negation before it (a Counter Trap's
  // 「那次攻击无效。那之后，战斗阶段结束」) misses its timing (WIN-MISS-THEN, docs/c03/诱发类效果.rst:337).
  'end-battle-phase': (d) => {
    // 「变成这个回合的结束阶段」 outside the Battle Phase (a card used in Main Phase 1): no Battle Phase ends — the turn only moves on.
    const phase = d.state.scenario.phase ?? null;
    if (d.a.toEndPhase && phase !== null && !isBattlePhase(phase)) {
      d.link.rules.push(R.SKIP_TO_END_PHASE);
      return { done: true, text: say({ rule: 'do:end-battle-phase', params: { toEndPhase: true } }) };
    }
    emit(d.state, { type: 'battle-phase-ended', cards: [], link: d.link.n, by: d.me, cause: d.cause, ...d.then });
    // The Battle Phase is over: the attack in progress does not go on — no damage calculation follows (WIN-REPLAY-BP-ENDED).
    d.board.attack = null;
    // CH-SKIP-TO-END-PHASE: 「变成这个回合的结束阶段」 — the End Phase comes next (the window says so).
    if (d.a.toEndPhase) d.link.rules.push(R.SKIP_TO_END_PHASE);
    return { done: true, text: say({ rule: 'do:end-battle-phase', params: { toEndPhase: d.a.toEndPhase === true } }) };
  },
};

/** Does this link negate a Flip Summon in progress (notation form 14: 反转召唤 X, then a summon negation)? */
function flipSummonNegation(state: EngineState, link: LinkState): boolean {
  return summonedOnField(state.scenario) && link.effect?.respondsToSummon !== undefined && link.targets.length > 0;
}

/**
 * The summon in progress is made by a monster already face-up on the field: a Flip Summon (CH-FLIP-SUMMON-CHAIN), or a Gemini
 * monster summoned again (再度召唤, CH-GEMINI-SUMMON-CHAIN: `召唤 X` with X a face-up Gemini monster the situation lists there).
 */
export function summonedOnField(scenario: EngineState['scenario']): boolean {
  const action = scenario.action;
  if (!action) return false;
  if (action.verb === 'flip-summon') return true;
  return action.verb === 'summon' && geminiAgain(scenario);
}

function geminiAgain(scenario: EngineState['scenario']): boolean {
  const inst = scenario.instances.find((i) => i.ref === scenario.action?.subject);
  return inst !== undefined && inst.zone === 'monster' && inst.faceUp && inst.card.type.subtypes.includes('gemini');
}

/**
 * A monster being Flip Summoned is face-up on the field while its summon may be negated. When the
 * negation resolves, the monsters it no longer reaches — Set face-down again, gone, or unaffected by it —
 * are not being Flip Summoned for it: when none is left, it has nothing to negate (CH-FLIP-SUMMON-CHAIN).
 * Their names then, else null.
 */
export function flipSummonGone(state: EngineState, link: LinkState): Text | null {
  if (!flipSummonNegation(state, link)) return null;
  const cards = link.targets.map((r) => state.board.cards[r]).filter((c): c is BoardCard => Boolean(c));
  // CH-GEMINI-SUMMON-CHAIN: a Gemini monster whose effects are negated in the chain (a continuous negation chained) is an effect monster with
  // its effects negated, no longer one being summoned again: the summon is not carried out and there is nothing to negate.
  const gemini = state.scenario.action?.verb === 'summon';
  // CH-GEMINI-TREATED-SUMMONED: one a card treats as summoned again now (a card treating the Gemini monsters on the field, or the one it equips, as summoned again) is no longer being summoned again either.
  const negatedNow = (c: BoardCard) => gemini && (c.states.includes('effects-negated') || continuouslyNegated(state, link, c) || treatedNow(c));
  const treatedNow = (c: BoardCard) => {
    if (!geminiTreatedSummonedBy(state, c)) return false;
    if (!link.rules.includes(R.GEMINI_TREATED_SUMMONED)) link.rules.push(R.GEMINI_TREATED_SUMMONED);
    return true;
  };
  if (cards.some((c) => isField(c.zone) && c.faceUp && !setAgain(state, c) && !unaffected(state, link, c) && !negatedNow(c))) return null;
  link.rules.push(gemini ? R.GEMINI_SUMMON_CHAIN : R.FLIP_SUMMON_CHAIN);
  return names(cards);
}

/**
 * CH-FLIP-SUMMON-CHAIN: a monster being Flip Summoned that a link of the chain turned face-down is a new card — turned face-up again
 * later in the chain (a card turning face-down monsters face-up), it is still not the monster being Flip Summoned (docs/c03/无效.rst:63).
 */
export function setAgain(state: EngineState, c: BoardCard): boolean {
  return state.events.some((ev) => ev.link !== null && ev.turnedFaceDown?.includes(c.ref) === true);
}

/** 「那次召唤无效」: the summon fails. */
function negateSummon(d: Doing): ActionResult {
  const { state, link, a, ctx } = d;
  // The monster being summoned is in no zone (set up before the chain), so what follows
  // (「并破坏」) does not count as leaving the field (召唤失败).
  let { cards } = subjectCards(state, link, a.what, ctx);
  if (flipSummonNegation(state, link)) cards = cards.filter((c) => !unaffected(state, link, c));
  link.rules.push(R.SUMMON_NEGATED);
  // CH-FLIP-SUMMON-CHAIN: a monster Flip Summoned (or a Gemini summoned again) is face-up on the field: its summon fails, it does not vanish.
  const onField = summonedOnField(state.scenario) ? (state.scenario.action?.verb === 'flip-summon' ? 'flip' : 'gemini') : null;
  return {
    done: true,
    text: cards.length
      ? say({ rule: 'do:negate-summon', params: { cards: names(cards), onField } })
      : say({ rule: 'do:negate-summon', params: { cards: null, onField } }),
  };
}

/**
 * A floodgate that forbids the action outright (「双方不能把卡除外」, `forbids` with no place), face-up on
 * the field as the step resolves, its own activation resolved, binding the player who carries it out:
 * the step is not carried out (CH-FORBIDDEN-AT-RESOLUTION). Read at that moment, so a floodgate an
 * earlier step of the same effect removed no longer stops it.
 */
function forbiddingCard(state: EngineState, action: ActionType, performer: Player, link?: LinkState): BoardCard | null {
  // Only the cards with a floodgate can forbid (../game/standing.ts: their continuous effects' actions
  // that forbid, in effect and action order), in board order.
  for (const c of cardsWith(state, 'floodgates')) {
    if (!c.faceUp || !isField(c.zone) || c.activationNegated || !c.controller) continue;
    // A card whose effects are negated (stated, declared 不能使用, or by a face-up card's continuous negation) forbids nothing.
    if (c.states.includes('effects-negated') || c.states.includes('cannot-use') || (link && continuouslyNegated(state, link, c))) continue;
    for (const x of standing(c.card).floodgates) {
      // A limit a card prints about itself (`what: 'self'`, 「这张卡不能除外」) is no floodgate (CH-CANNOT-UNDERGO).
      // (A lock sparing some monsters, `forbidsExcept`, is judged only for a summon written as the action: CH-SUMMON-FORBIDDEN.)
      // (Nor one on some monsters only, `forbidsOnly`: CH-FORBIDDEN-ACTION judges the targets it names at activation.)
      if (x.forbids !== action || x.forbidsFrom !== undefined || x.what === 'self' || x.forbidsExcept || x.forbidsOnly) continue;
      const who = x.player ?? 'both';
      if (!(who === 'both' || (who === 'self') === (c.controller === performer))) continue;
      if (activationPending(state, c)) continue;
      return c;
    }
  }
  return null;
}

/**
 * CH-FORBIDDEN-FROM-AT-RESOLUTION: a floodgate on one place (「双方不能用抽卡以外的方法从卡组把卡加入手卡」: `forbids` with
 * `forbidsFrom`), face-up on the field as the step resolves and binding its performer, stops a step taking cards only
 * from there — read at that moment, like CH-FORBIDDEN-AT-RESOLUTION (an optional step lets the activation stand).
 */
function placeLockingCard(state: EngineState, action: ActionType, from: readonly Place[], performer: Player): BoardCard | null {
  if (from.length === 0) return null;
  for (const c of cardsWith(state, 'placeLocks')) {
    if (!c.faceUp || !isField(c.zone) || c.activationNegated || !c.controller || c.states.includes('cannot-use') || c.states.includes('effects-negated')) continue;
    for (const x of standing(c.card).placeLocks) {
      if (x.forbids !== action) continue;
      const who = x.player ?? 'both';
      if (!(who === 'both' || (who === 'self') === (c.controller === performer))) continue;
      const locked = asArray<Place>(x.forbidsFrom);
      if (!from.every((p) => locked.includes(p))) continue;
      // (CMP-EXTRA-DECK-LOCK: a lock under a state of its card — 「这张卡装备中的场合」 — holds only while that state does.)
      if (x.whileHolds?.length && checkConditions(x.whileHolds, stateView(state), c, c.controller) !== true) continue;
      if (activationPending(state, c)) continue;
      return c;
    }
  }
  return null;
}

/** Whether a card's value now meets a step's bound (CH-STEP-IF-STAT); a card with no such value (a Link monster's DEF) does not. */
function meetsStat(c: BoardCard, bound: NonNullable<Action['ifStat']>): boolean {
  const v = (bound.stat === 'atk' ? statsOf(c).atk : statsOf(c).def)?.value;
  if (v === undefined) return false;
  return bound.cmp === 'at-most' ? v <= bound.value : bound.cmp === 'at-least' ? v >= bound.value : bound.cmp === 'above' ? v > bound.value : v < bound.value;
}

/**
 * CH-EACH-PLAYER (issue 16; rules reference docs/c03/特定效果的处理方法.rst:45–49): a step each player does with their own cards
 * (`eachPlayer`: 「双方玩家把2张手卡送去墓地」, 「从双方卡组上面把3张卡送去墓地」) — the count is each player's, the turn player does it
 * first and the other after (each player's cards move in an event of their own). Cards named at resolution (`[送墓 X]`) are each
 * their controller's part; a player none of whose cards is named does theirs as the board allows.
 */
function eachPlayerMove(d: Doing): ActionResult {
  const { state, link, a } = d;
  const what = a.what as Extract<Subject, { filter: unknown }>;
  link.rules.push(R.EACH_PLAYER);
  const first = state.board.turnPlayer;
  const texts: Text[] = [];
  let done = false;
  for (const p of [first, opponent(first)]) {
    const mine = (r: string) => { const c = state.board.cards[r]; return c !== undefined && (c.controller ?? c.owner) === p; };
    const chosen = d.ctx.chosen?.filter(mine);
    const step: Action = { ...a, what: { ...what, filter: { ...what.filter, side: p === link.controller ? 'self' : 'opponent' } } };
    delete step.eachPlayer;
    // (A player whose listed place holds no card of the description does nothing: CH-PICK-LISTED-EMPTY.)
    if (!chosen?.length && listedPickEmpty(state, link, step.what, step.from)) continue;
    const r = moveAway({ ...d, a: step, ctx: { ...d.ctx, chosen: chosen?.length ? chosen : undefined } });
    done ||= r.done;
    if (r.text) texts.push(r.text);
  }
  return { done, text: texts.length ? joinText(texts) : null };
}

/**
 * CH-REVEAL-ANSWER-PUBLIC (issue 16; rules reference docs/c03/特定效果的处理方法.rst:404–411): a step letting the opponent show a card of
 * their hand to stop the effect (「对方可以从手卡让1张魔法卡被观看使这个效果无效。不给观看的场合，…」). A card already
 * revealed (`(公开)`) cannot be shown for it: with every fitting card of the listed hand revealed — or none there — the opponent
 * cannot, and the steps after it are done. Otherwise whether they show one is their choice: the steps after it are done on the
 * assumption that they do not, said as one.
 */
function revealAnswer(d: Doing): ActionResult {
  const { state, link, a } = d;
  const what = a.what as Extract<Subject, { filter: unknown }>;
  const other = opponent(link.controller);
  link.rules.push(R.REVEAL_ANSWER_PUBLIC);
  const { side: _side, place: _place, ...kind } = what.filter;
  const ctx = onBoard(state.board, link.ref, link.controller);
  const hand = Object.values(state.board.cards).filter((c) => c.zone === 'hand' && (c.controller ?? c.owner) === other);
  const fitting = hand.filter((c) => matchesFilter({ ...kind, place: 'hand' }, c, ctx) || c.card.id === 0);
  const listed = state.knownZones.has(`${other}:hand`);
  if ((listed || hand.length > 0) && fitting.every((c) => c.states.includes('revealed'))) {
    return { done: false, text: say({ rule: R.REVEAL_ANSWER_PUBLIC, params: { player: other, variant: fitting.length ? 'revealed' : 'none' } }) };
  }
  pushOnce(state.assumptions, say({ rule: R.REVEAL_ANSWER_PUBLIC, params: { player: other, variant: 'assumed', name: link.name } }));
  return { done: false, text: null };
}

/** Destroy, banish, send to the GY, tribute, return to the hand or Deck: the cards the action names leave where they are. */
function moveAway(d: Doing): ActionResult {
  const { state, link, a, ctx, me, then, cause } = d;
  const gate = a.do === 'banish' || a.do === 'send-to-gy' ? forbiddingCard(state, a.do, me, link) : null;
  if (gate) {
    link.rules.push(R.FORBIDDEN_AT_RESOLUTION);
    // CH-SUMMON-NEGATED (issue 16): the monsters whose summon this link negated, which this step cannot move, are still in no
    // zone: they go to the GY by rule — not by the negating player's effect.
    if (link.rules.includes(R.SUMMON_NEGATED) && a.do === 'banish') {
      const left = subjectCards(state, link, a.what, ctx).cards.filter((c) => c.zone === null);
      moveCards(state, left, 'gy', 'sent-to-gy', link.n, null, 'rule');
    }
    return { done: false, text: say({ rule: R.FORBIDDEN_AT_RESOLUTION, params: { source: gate.card.name, verb: a.do === 'banish' ? t('除外', 'banish') : t('送去墓地', 'send to the GY') } }) };
  }
  // CH-EACH-PLAYER: 「双方玩家把2张手卡送去墓地」 — each player with their own cards, the turn player first.
  if (a.eachPlayer && typeof a.what === 'object') return eachPlayerMove(d);
  if (a.must) return mustMove(d);
  const subject = subjectCards(state, link, a.what, ctx);
  // CH-CHOOSE: 「可以选…各1只…除外」 with no pick noted and fewer cards fitting than it picks (「之后可以…除外」 with the monster it summoned
  // the only one on the field) — the pick cannot be made as written for the player: not done for them, and said.
  const short = typeof a.what === 'object' && (a.what.count ?? 1) > 1 && subject.cards.length < (a.what.count ?? 1);
  const unsaid = short ? optionalPickUnsaid(d) : null;
  if (unsaid) return unsaid;
  // SIT-DRAW-NOTE-DECK: the Deck's top cards a step moves before the link draws are not the card its draw note names (`[抽卡 X]`: drawn after);
  // the Deck not listed, which top cards they are is then not known.
  const drawNoted = a.top && link.directives.some((x) => x.kind === 'chosen' && x.action === 'draw') ? notedCards(state, link, 'chosen', 'draw') : NO_CARDS;
  const unknown = subject.unknown || (drawNoted.length > 0 && !state.knownZones.has(`${link.controller}:deck`));
  // CH-DECLARED-NAME: 「宣言的卡」 with no name noted, or looked for where the situation does not list every card: which cards it moves is
  // not judged (said in the assumptions) — no move is shown, not even an unnamed one.
  if (unknown && typeof a.what === 'object' && a.what.filter.declaredName) return { done: false, text: say({ rule: R.DECLARED_NAME, params: { name: link.name, variant: 'not-judged' } }) };
  // CH-PICK-LISTED-EMPTY: a pick from places listed in full none of whose cards fits moves nothing (not an unnamed card) — 「自己随机从游戏中
  // 除外1张手卡」 with a listed hand the activation emptied.
  if (unknown && !subject.cards.length && a.what !== 'targets' && listedPickEmpty(state, link, a.what, a.from)) {
    link.rules.push(R.PICK_LISTED_EMPTY);
    return NOTHING;
  }
  // CH-STEP-IF-STAT: 「守备力是2000以下的场合破坏」 acts only on the cards whose value, read now, meets the bound.
  const stated = a.ifStat ? subject.cards.filter((c) => meetsStat(c, a.ifStat!)) : subject.cards;
  const cards = drawNoted.length ? stated.filter((c) => !drawNoted.includes(c)) : stated;
  if (a.ifStat && stated.length < subject.cards.length) link.rules.push(R.STEP_IF_STAT);
  if (a.ifStat && cards.length === 0) return NOTHING;
  let hit = cards.filter((c) => !unaffected(state, link, c));
  // (None shielded when every card is hit: no list made — issue 10; moves run for most links.)
  const shielded = hit.length === cards.length ? NO_CARDS : cards.filter((c) => !hit.includes(c));
  // 「这张卡不能除外」-type limits on a face-up card (CH-CANNOT-UNDERGO): the action passes it by.
  // (A limit on itself is the card's effect: negated, or locked by a declared name, it no longer holds.)
  const cannot = hit.filter((c) => isField(c.zone) && c.faceUp && printedCannotUndergo(a, c.card) && !c.states.includes('effects-negated') && !c.states.includes('cannot-use'));
  if (cannot.length) {
    link.rules.push(R.CANNOT_UNDERGO);
    hit = hit.filter((c) => !cannot.includes(c));
  }
  // CH-FORBIDDEN-FROM-AT-RESOLUTION: a floodgate on one place (「场上存在的卡不能回到卡组」) face-up as the step resolves leaves the cards
  // in that place where they are; the step still acts on the others (a target in the GY returns, the one on the field stays).
  if (hit.length > 0 && cardsWith(state, 'placeLocks').length > 0) {
    const locked = hit.filter((c) => c.zone !== null && placeLockingCard(state, a.do, [isField(c.zone) ? 'field' : (c.zone as Place)], me) !== null);
    if (locked.length) {
      link.rules.push(R.FORBIDDEN_FROM_AT_RESOLUTION);
      hit = hit.filter((c) => !locked.includes(c));
    }
  }
  // CH-FORBIDDEN-FROM-AT-RESOLUTION, a GY lock (rules reference docs/c04, the GY-lock Field Spell, :101–102): a step that moves cards out of the GY and out of another
  // place (targets on the field and in the GY) involves more than the GY, so it is not negated — only its part on the GY is not done:
  // the cards in the GY stay, the others move.
  if ((a.do === 'return-to-deck' || a.do === 'return-to-hand' || a.do === 'banish') && hit.some((c) => c.zone === 'gy') && hit.some((c) => c.zone !== 'gy') && gyLockFor(state, link)) {
    link.rules.push(R.FORBIDDEN_FROM_AT_RESOLUTION);
    hit = hit.filter((c) => c.zone !== 'gy');
  }
  // CH-BATTLE-DESTROYED-STAYS: a monster destroyed by battle waits in the Monster Zone for the damage step to end — it
  // cannot go back to the hand, the Deck or the Extra Deck (it may still be destroyed, banished or sent by an effect).
  if (a.do === 'return-to-hand' || a.do === 'return-to-deck') {
    const held = hit.filter(battleDestroyedOnField);
    if (held.length) {
      link.rules.push(R.BATTLE_DESTROYED_STAYS);
      hit = hit.filter((c) => !held.includes(c));
      // CH-BATTLE-DESTROYED-CHOOSE (docs/c03/战斗阶段流程.rst:833, :858): chosen as the effect resolves (not targeted), a monster destroyed
      // by battle cannot be chosen at all — the choice falls on the other cards that fit; said, and made when they are no more than it takes.
      const w = a.what;
      if (typeof w === 'object' && w.scope === 'choose' && !link.targets.some((r) => held.some((c) => c.ref === r))) {
        const need = (w.count ?? 1) - hit.length;
        const others = need > 0 ? cardsMatching(state.board, w.filter, link.ref, link.controller).filter((c) => !held.includes(c) && !hit.includes(c) && !battleDestroyedOnField(c) && !unaffected(state, link, c)) : [];
        if (need > 0) {
          link.rules.push(R.BATTLE_DESTROYED_CHOOSE);
          pushOnce(state.assumptions, say({ rule: 'pick:battle-destroyed', params: { name: link.name, cards: held.map((c) => c.card.name), others: others.map((c) => c.card.name), made: others.length <= need } }));
          if (others.length <= need) hit = [...hit, ...others];
        }
      }
    }
  }
  // 「不会被效果破坏」 (CH-PROTECT-DESTROY): the destruction does nothing to it.
  const proof = a.do === 'destroy' && hit.length > 0 ? hit.filter((c) => shieldedBy(state, link, c, 'destroy-by-effect')) : NO_CARDS;
  if (proof.length) {
    link.rules.push(R.PROTECT_DESTROY);
    hit = hit.filter((c) => !proof.includes(c));
    // CH-INDESTRUCTIBLE-STATE: a monster whose Flip Summon (or Gemini summon again) this link negated, not destroyed by it,
    // still leaves the Monster Zone for the GY — by rule, not by the effect.
    if (link.rules.includes(R.SUMMON_NEGATED) && flipSummonNegation(state, link)) {
      const failed = proof.filter((c) => link.targets.includes(c.ref) && c.zone === 'monster');
      if (failed.length) moveCards(state, failed, 'gy', 'sent-to-gy', link.n, null, 'rule');
    }
  }
  // 「…被破坏的场合，作为代替…」 (CH-REPLACE-DESTROY, ./destroy-replacement.ts): done instead, and the cards it saves stay.
  // CH-INDESTRUCTIBLE-ONCE-STATE: a card kept only once (只有1次不会被效果破坏) is still one about to be destroyed for a replacement;
  // its protection is used up by this destruction.
  const once = proof.length > 0 ? proof.filter(stateIndestructibleOnce) : NO_CARDS;
  for (const c of once) c.states = c.states.filter((x) => x !== 'indestructible-once-by-effect');
  if (a.do === 'destroy' && hit.length) {
    // CH-REPLACE-DESTROY-CANNOT: a card a bond (CT-BOND) destroys along with them — the monster a destroyed card keeps targeting — is
    // as surely destroyed (确定被破坏, docs/c02/基本用语.rst:352): no optional replacement's step may be done to it.
    const along = bondedPartners(state, hit, 'gy', 'destroyed').map((p) => p.card);
    const r = replaceDestruction(state, link, hit, (cards, to, type, by) => moveCards(state, cards, to, type, null, by.controller ?? me, cause), false, once, along);
    if (r.saved.length || r.used.length) hit = hit.filter((c) => !r.saved.includes(c) && !r.used.includes(c));
    if (hit.length === 0 && r.saved.length) return { done: false, text: t(`代替破坏适用：${names(r.saved).zh}没有被破坏`, `its destruction replaced: ${names(r.saved).en} not destroyed`) };
  }
  // 「场上的表侧表示的这张卡不能除外」 (CH-CANNOT-BE-BANISHED): the banish leaves it where it is.
  // (CH-SUMMON-NEGATE-CANNOT-BANISH: the monsters of a summon this link negates are arriving face-up on the field, wherever the board
  // still shows them — the hand, or face-down for a Flip Summon.)
  const negatesSummon = a.what === 'event-cards' && link.effect?.does.some((x) => x.do === 'negate-summon') === true;
  const stays = hit.filter((c) => {
    const at = negatesSummon ? cardView(c, { zone: isField(c.zone) ? c.zone : 'monster', faceUp: true }) : c;
    return ownCannotBeBanished(state, link, a, c, isField(at.zone) && at.faceUp) || grantedCannotBeBanished(a, state.board, at, me);
  });
  if (stays.length) {
    link.rules.push(R.CANNOT_BE_BANISHED);
    hit = hit.filter((c) => !stays.includes(c));
    // CH-SUMMON-NEGATE-CANNOT-BANISH (docs/c03/卡片的抗性.rst:81): a monster whose Flip Summon this link negated, which cannot be banished,
    // still leaves the Monster Zone for the GY — by rule, as one the negation did not destroy does (CH-INDESTRUCTIBLE-STATE).
    if (link.rules.includes(R.SUMMON_NEGATED) && flipSummonNegation(state, link)) {
      const failed = stays.filter((c) => a.what === 'event-cards' && c.zone === 'monster');
      if (failed.length) moveCards(state, failed, 'gy', 'sent-to-gy', link.n, null, 'rule');
    }
  }
  if (shielded.length) {
    link.rules.push(R.UNAFFECTED);
  }
  if (hit.length === 0) {
    if (unknown && a.what === 'targets') {
      return { done: true, text: say({ rule: 'do:targets-not-given', params: {} }) };
    }
    if (unknown && a.optional) {
      // 「可以…」 with a choice nobody stated: no event is invented.
      link.rules.push(R.CHOOSE_UNKNOWN);
      return { done: false, text: say({ rule: R.CHOOSE_UNKNOWN, params: { variant: 'optional', verb: chosenVerb(a, link) } }) };
    }
    if (unknown) {
      const verb = a.do === 'destroy' ? 'destroyed' : a.do === 'banish' ? 'banished' : a.do === 'send-to-gy' || a.do === 'tribute' ? 'sent-to-gy' : a.do === 'return-to-hand' ? 'returned-to-hand' : 'returned-to-deck';
      // CH-DECK-TOP-FIXED-COUNT: 「从对方卡组上面把3张卡送去墓地」 — the top cards of that Deck, nobody chooses them: the event and the answer say whose
      // Deck and how many (the count written), only which cards stays unnamed. (A count read from the board — 「…数量的卡」 — has none here.)
      if (a.top && typeof a.what === 'object' && a.what.filter.place === 'deck') {
        const side = a.what.filter.side;
        const owner = side === 'opponent' ? opponent(me) : side === 'any' ? null : me;
        const count = typeof a.what.count === 'number' ? a.what.count : null;
        emit(state, { type: verb, cards: [], link: link.n, by: me, cause, player: owner, amount: count, ...then });
        link.rules.push(R.CHOOSE_UNKNOWN);
        if (count !== null && !link.rules.includes(R.DECK_TOP_FIXED_COUNT)) link.rules.push(R.DECK_TOP_FIXED_COUNT);
        return { done: true, text: say({ rule: R.CHOOSE_UNKNOWN, params: { verb: chosenVerb(a, link), variant: 'deck-top', player: owner, count } }) };
      }
      emit(state, { type: verb, cards: [], link: link.n, by: me, cause, ...then });
      link.rules.push(R.CHOOSE_UNKNOWN);
      // (「那些怪兽破坏」 of the event it answers — the monsters of a summon not written: nobody chooses them, they are not given.)
      const event = a.what === 'event-cards';
      // (「自己卡组最上面的卡翻开…那张卡送去墓地」: 「那张卡」 is the revealed top card, not a summon's or activation's card.)
      const variant = a.top ? 'deck-top-assumed' : event ? 'event-assumed' : 'assumed';
      pushOnce(state.assumptions, say({ rule: R.CHOOSE_UNKNOWN, params: { variant, name: link.name } }));
      // 「卡组最上面的卡送去墓地」: nobody chooses it — it is the top card.
      return { done: true, text: say({ rule: R.CHOOSE_UNKNOWN, params: { verb: chosenVerb(a, link), variant: a.top ? 'deck-top' : event ? 'event' : undefined } }) };
    }
    if (proof.length) return { done: false, text: say({ rule: R.PROTECT_DESTROY, params: { cards: names(proof) } }) };
    if (a.what === 'self' && link.rules.includes(R.SELF_MOVED)) return selfMovedText(state, link);
    return shielded.length ? { done: false, text: say({ rule: R.UNAFFECTED, params: { cards: names(shielded) } }) } : NOTHING;
  }
  let text: Text;
  if (a.do === 'destroy') {
    moveCards(state, hit, 'gy', 'destroyed', link.n, me, cause, then);
    text = say({ rule: 'do:destroy', params: { cards: names(hit) } });
  } else if (a.do === 'banish') {
    // 「里侧表示除外」: face-down — a Token it does not target is not involved (CH-BANISH-FACE-DOWN); a
    // plain banish puts even a Set card face-up (it is not a face-down banish).
    if (a.faceDown) {
      const tokens = a.what === 'targets' ? [] : hit.filter((c) => cannotUndergo(a, c.card) !== null);
      if (tokens.length) {
        link.rules.push(R.BANISH_FACE_DOWN);
        hit = hit.filter((c) => !tokens.includes(c));
      }
      if (hit.length === 0) return NOTHING;
    }
    const sideWas: Record<string, Player> = {};
    for (const c of hit) if (c.controller) sideWas[c.ref] = c.controller;
    // CMP-UNTIL-NEXT-PHASE: a card banished from the hand for a while (「直到下次的对方的结束阶段时，选择的卡从游戏中除外」) comes back to the hand.
    const fromHand = new Set(hit.filter((c) => c.zone === 'hand').map((c) => c.ref));
    // CH-TEMP-BANISH-TRAP-RETURN: a trap monster banished for a while will not come back as a monster (./temp-banish.ts).
    // (A curated card says it by the banish's duration: 「直到结束阶段除外」 is `duration: 'end-phase'`.)
    const traps = a.temporary || (a.duration !== undefined && a.duration !== 'permanent') ? trapMonstersIn(hit) : [];
    // CH-TEMP-BANISH-FACEDOWN: a temporary banish of a face-down card on the field banishes it face-down (it comes back so).
    const hidden = a.temporary && !a.faceDown ? hit.filter((c) => isField(c.zone) && !c.faceUp) : [];
    if (hidden.length) {
      link.rules.push(R.TEMP_BANISH_FACEDOWN);
      moveCards(state, hidden, 'banished', 'banished', link.n, me, cause, Object.assign({}, then, { faceUp: false }));
    }
    const shown = hidden.length ? hit.filter((c) => !hidden.includes(c)) : hit;
    if (shown.length) moveCards(state, shown, 'banished', 'banished', link.n, me, cause, Object.assign({}, then, { faceUp: !a.faceDown }));
    // CH-TEMP-BANISH-RETURN: 「直到结束阶段除外」 — the monsters banished from the field come back then, to the field they were on (./end-phase.ts plays it).
    // (CH-TOKEN-VANISHES: a Token banished so has vanished as it left the field — it never comes back, and no return is listed.)
    const temp = (a.temporary || a.duration === 'end-phase') && !a.whenever ? hit.filter((c) => c.zone === 'banished' && (c.card.type.kind === 'monster' || fromHand.has(c.ref)) && !isToken(c.card)) : [];
    // (The phase it comes back in, as the card's text says — a Standby Phase return is not played by `结束阶段`.)
    const back = link.card.banishReturn === 'standby-phase' ? 'standby-phase' : 'end-phase';
    // CMP-UNTIL-NEXT-PHASE: a return waiting for the next turn's End Phase (「直到下次的对方的结束阶段」 in one's own turn) is not made in this one.
    const waitsNext = a.lastsUntil?.at === 'end-phase' && untilMoment(a.lastsUntil, link.controller, state.board.turnPlayer, state.scenario.phase).turn === 'next';
    if (temp.length) rememberLater(state, { link: link.n, source: { card: link.card, controller: link.controller, ref: link.ref, name: link.card.name }, phase: back, action: a, cards: temp.map((c) => ({ ref: c.ref, incarnation: incarnation(state, c.ref, true), ...(sideWas[c.ref] ? { side: sideWas[c.ref] } : {}), ...(fromHand.has(c.ref) ? { fromHand: true as const } : {}) })), kind: 'return', ...(waitsNext ? { nextTurn: true as const } : {}) });
    // CH-DELAYED: the return is a step left for that phase — the answer lists it under `delayed` (a trap monster's, which goes to the GY
    // instead, is listed by CH-TEMP-BANISH-TRAP-RETURN below).
    const returning = temp.filter((c) => !traps.includes(c));
    const toHand = returning.filter((c) => fromHand.has(c.ref));
    const toField = returning.filter((c) => !fromHand.has(c.ref));
    // CMP-UNTIL-NEXT-PHASE: 「直到下次的对方准备阶段除外」 — the answer says whose phase and which turn's the return waits for.
    const until = a.lastsUntil && returning.length ? untilMoment(a.lastsUntil, link.controller, state.board.turnPlayer, state.scenario.phase) : null;
    if (until) link.rules.push(R.COMPILE_UNTIL_NEXT_PHASE);
    if (returning.length) {
      link.rules.push(R.DELAYED);
      (state.delayed ??= []).push({
        link: link.n,
        card: { id: link.card.id || null, name: link.card.name, controller: link.controller, ref: link.instanceRef },
        phase: back,
        what: say({ rule: R.DELAYED, params: { phase: back, verb: toField.length ? 'return-to-field' : 'return-to-hand', cards: names(toField.length ? toField : toHand), nextTurn: back === 'standby-phase' && link.card.banishReturnNextTurn === true, ...(until ? { moment: say({ rule: 'until:next', params: until }) } : {}) } }),
        rules: [R.DELAYED, R.TEMP_BANISH_RETURN],
      });
    }
    if (traps.length) trapMonstersWillNotReturn(state, link, traps, a.duration === 'end-phase' ? 'end-phase' : a.duration === 'next-standby' ? 'standby-phase' : null);
    if (a.faceDown) sayFaceDown(link);
    // (CH-TOKEN-VANISHES: a Token banished vanished that moment — said apart from the cards that are banished.)
    const gone = hit.filter((c) => isToken(c.card) && !isField(c.zone) && c.zone !== 'banished');
    text = say({ rule: 'do:banish', params: { cards: names(gone.length ? hit.filter((c) => !gone.includes(c)) : hit), faceDown: a.faceDown === true, vanished: names(gone) } });
  } else if (a.do === 'send-to-gy' || a.do === 'tribute') {
    // (WIN-TRIBUTED: 「解放」 by an effect — the Ritual Summon's 「那些怪兽全部解放」 — is a tribute: the event and the answer say so.)
    moveCards(state, hit, 'gy', 'sent-to-gy', link.n, me, cause, a.do === 'tribute' ? Object.assign({}, then, { tributed: true }) : then);
    text = say({ rule: 'do:send-to-gy', params: { cards: names(hit), tributed: a.do === 'tribute' } });
    // CH-MOVE-NOT-DONE: 「送去墓地」 whose every card went elsewhere (banished instead) was not applied — a
    // step that needs it (「…送去墓地，自己抽2张」) is not done.
    if (a.do === 'send-to-gy' && !hit.some((c) => c.zone === 'gy')) {
      link.rules.push(R.MOVE_NOT_DONE);
      return { done: false, text };
    }
  } else if (a.do === 'return-to-hand') {
    // An Extra Deck monster "returned to the hand" goes back to the Extra Deck, face-down.
    const extra = hit.filter((c) => toExtra(c.card));
    moveCards(state, hit.filter((c) => !toExtra(c.card)), 'hand', 'returned-to-hand', link.n, me, cause, then);
    moveCards(state, extra, 'extra', 'returned-to-deck', link.n, me, cause, Object.assign({}, then, { faceUp: false }));
    // (CH-TOKEN-VANISHES: a Token vanished as it left the field — said apart from the cards that reached the hand.)
    const gone = hit.filter((c) => isToken(c.card));
    text = say({ rule: 'do:return-to-hand', params: { cards: names(hit.filter((c) => !extra.includes(c) && !gone.includes(c))), toExtra: names(extra), vanished: names(gone) } });
    // CH-RETURN-NOT-DONE: a card that went to the Extra Deck, or a Token that vanished, did not return to
    // the hand — when none did, the step was not applied and what follows 「那之后」 is not done.
    if (!hit.some((c) => !toExtra(c.card) && !isToken(c.card))) {
      link.rules.push(R.RETURN_NOT_DONE);
      return { done: false, text };
    }
    // CH-MOVE-NOT-DONE: none reached the hand (banished by its own rule as it left the field): not applied either.
    if (!hit.some((c) => c.zone === 'hand')) {
      link.rules.push(R.MOVE_NOT_DONE);
      return { done: false, text };
    }
  } else {
    const extra = hit.filter((c) => toExtra(c.card));
    const deck = hit.filter((c) => !toExtra(c.card));
    moveCards(state, extra, 'extra', 'returned-to-deck', link.n, me, cause, Object.assign({}, then, { faceUp: false }));
    moveCards(state, deck, 'deck', 'returned-to-deck', link.n, me, cause, then);
    const gone = hit.filter((c) => isToken(c.card));
    // CMP-OLD-PLACES-LISTED (s56): 「双方把自己场上的卡，手卡，墓地的卡和卡组合在一起洗切」 — both players' hands and more, every card to its own
    // player's Deck: said 「各自」.
    const places = typeof a.what === 'object' ? asArray<Place>(a.what.filter.place) : [];
    const each = typeof a.what === 'object' && a.what.scope === 'all' && a.what.filter.side === 'any' && places.includes('hand');
    text = say({ rule: 'do:return-to-deck', params: { cards: names(gone.length ? hit.filter((c) => !gone.includes(c)) : hit), vanished: names(gone), each } });
    // A Token that vanished did not return to the Deck (an Extra Deck monster did): none returned, not applied.
    if (hit.every((c) => isToken(c.card))) {
      link.rules.push(R.RETURN_NOT_DONE);
      return { done: false, text };
    }
    // CH-MOVE-NOT-DONE: none reached a Deck (banished by its own rule as it left the field): not applied.
    if (!hit.some((c) => c.zone === 'deck' || c.zone === 'extra')) {
      link.rules.push(R.MOVE_NOT_DONE);
      return { done: false, text };
    }
  }
  return { done: true, text };
}

/** How many cards a player controls on the field (one pass, no list made). */
function fieldCountOf(board: Board, p: Player): number {
  let n = 0;
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (isField(c.zone) && c.controller === p) n++;
  }
  return n;
}

/**
 * ZONE-AROUND-TARGET: a card chosen among those around the target (「那只怪兽的前面·后面·相邻的区域…存在的卡」) must stand next to
 * a target still on the field, where both zones are stated; where either is not, it is not judged.
 */
function aroundTargets(state: EngineState, link: LinkState, a: Action, ctx: ResolveContext, c: BoardCard): boolean {
  if (typeof a.what !== 'object' || !a.what.filter.aroundTarget) return true;
  const targets = ctx.targets.map((r) => state.board.cards[r]).filter((t): t is BoardCard => t !== undefined && t.zone === 'monster');
  if (targets.length === 0) return false;
  const judged = targets.map((t) => (t.ref === c.ref ? false : aroundZone(t, c)));
  if (judged.some((x) => x !== null) && !link.rules.includes(R.ZONE_AROUND_TARGET)) link.rules.push(R.ZONE_AROUND_TARGET);
  return judged.some((x) => x !== false);
}

/**
 * CH-CHOOSE: 「可以选…」 with no pick noted — whether it is done is the choosing player's, even when only as many cards fit as it picks
 * (「之后可以…除外」 with the monster it summoned the only one on the field): not done for them, and said with who chooses.
 */
function optionalPickUnsaid(d: Doing): ActionResult | null {
  const { link, a, ctx, me } = d;
  if (!a.optional || typeof a.what !== 'object' || a.what.scope !== 'choose' || a.what.anyNumber || ctx.chosen?.length) return null;
  link.rules.push(R.CHOOSE_UNKNOWN);
  const player = a.player === 'opponent' ? opponent(me) : me;
  return { done: false, text: say({ rule: R.CHOOSE_UNKNOWN, params: { variant: 'optional', verb: chosenVerb(a, link), player } }) };
}

/** The verb a card chosen at resolution undergoes, as said: a face-down banish (「里侧表示除外」) says face-down. */
function chosenVerb(a: Action, link: LinkState): string {
  if (!(a.do === 'banish' && a.faceDown)) return a.do;
  sayFaceDown(link);
  return 'banish-face-down';
}

/** CH-BANISH-FACE-DOWN-SAID: the link's banish is said face-down. */
function sayFaceDown(link: LinkState): void {
  if (!link.rules.includes(R.BANISH_FACE_DOWN_SAID)) link.rules.push(R.BANISH_FACE_DOWN_SAID);
}

/**
 * 「（对方）必须…」 (CH-PLAYER-MUST): the player the effect obliges moves their own cards. It is that player's
 * action, not the effect applied to the cards: a card unaffected by the effect is moved all the same (and
 * moved by that player); only a card that cannot undergo the move at all (「不能除外」, a Token banished
 * face-down) cannot be chosen. With `untilEqual`, as many as leave that player no more cards on the field
 * than the effect's controller; when more cards could be chosen than must go, the choice is theirs (a
 * `[除外 X]` note names it).
 */
function mustMove(d: Doing): ActionResult {
  const { state, link, a, ctx, me, then, cause } = d;
  const performer: Player = a.player === 'opponent' ? opponent(me) : me;
  link.rules.push(R.PLAYER_MUST);
  const canBeChosen = (c: BoardCard): boolean => {
    const faceUpOnField = isField(c.zone) && c.faceUp;
    return cannotUndergo(a, c.card) === null && !ownCannotBeBanished(state, link, a, c, faceUpOnField) && !grantedCannotBeBanished(a, state.board, c, me) && !(faceUpOnField && printedCannotUndergo(a, c.card));
  };
  let hit: BoardCard[];
  if (ctx.chosen?.length) hit = subjectCards(state, link, a.what, ctx).cards.filter(canBeChosen).filter((c) => aroundTargets(state, link, a, ctx, c));
  else if (typeof a.what === 'object' && a.what.scope === 'choose') {
    const count = a.untilEqual ? Math.max(0, fieldCountOf(state.board, performer) - fieldCountOf(state.board, me)) : (a.what.count ?? 1);
    const able = cardsMatching(state.board, a.what.filter, link.ref, me).filter((c) => c.ref !== link.ref && canBeChosen(c) && aroundTargets(state, link, a, ctx, c));
    if (count === 0) return NOTHING;
    if (able.length > count) {
      link.rules.push(R.CHOOSE_UNKNOWN);
      return { done: true, text: say({ rule: R.CHOOSE_UNKNOWN, params: { verb: chosenVerb(a, link), variant: 'must', player: performer, count } }) };
    }
    hit = able;
  } else hit = subjectCards(state, link, a.what, ctx).cards.filter(canBeChosen);
  if (hit.length === 0) return NOTHING;
  const type = a.do === 'destroy' ? 'destroyed' : a.do === 'banish' ? 'banished' : a.do === 'send-to-gy' || a.do === 'tribute' ? 'sent-to-gy' : a.do === 'return-to-hand' ? 'returned-to-hand' : 'returned-to-deck';
  const to: Zone = a.do === 'banish' ? 'banished' : a.do === 'return-to-hand' ? 'hand' : a.do === 'return-to-deck' ? 'deck' : 'gy';
  moveCards(state, hit, to, type, link.n, performer, cause, a.do === 'banish' ? Object.assign({}, then, { faceUp: !a.faceDown }) : a.do === 'tribute' ? Object.assign({}, then, { tributed: true }) : then);
  const verbRule = a.do === 'destroy' ? 'do:destroy' : a.do === 'banish' ? 'do:banish' : a.do === 'return-to-hand' ? 'do:return-to-hand' : a.do === 'return-to-deck' ? 'do:return-to-deck' : 'do:send-to-gy';
  if (a.do === 'banish' && a.faceDown) sayFaceDown(link);
  return { done: true, text: say({ rule: verbRule, params: { cards: names(hit), faceDown: a.do === 'banish' && a.faceDown === true } }) };
}

/**
 * CH-REWRITE (issue 16, 效果改写): 「那个效果变成「…」」 — the link it answers will do the new steps instead of its own when it resolves
 * (chain/resolve.ts). Nothing is done to the link now; the rewrite is no negation (docs/c03/无效.rst:547–559).
 */
function rewriteEffect(d: Doing): ActionResult {
  const { link, a, ctx } = d;
  const target = ctx.answers;
  if (!target || !a.into || target.n >= link.n) return NOTHING;
  target.rewrittenBy = link.n;
  target.rewrittenInto = a.into;
  link.rules.push(R.REWRITE);
  return { done: true, text: say({ rule: R.REWRITE, params: { variant: 'rewrites', target: target.name, text: a.into.text } }) };
}

/** 「那个发动／效果无效」: the link it answers. */
function negateActivation(d: Doing): ActionResult {
  const { state, link, a, ctx } = d;
  // 「选择的怪兽的…，那个效果无效」: the effects of a card (a target on the field), not an activation — a lingering negation.
  if (a.do === 'negate-effect' && a.what !== 'activation' && a.what !== undefined) return lingeringNegation(d);
  const target = a.what === 'activation' || a.what === undefined ? ctx.answers : null;
  if (!target) return NOTHING;
  return negateLink(state, link, target, a.do === 'negate-activation' ? 'activation' : 'effect');
}

/** 「…的效果无效」 until the end of the turn: a lingering negation. */
function lingeringNegation(d: Doing): ActionResult {
  const { state, link, a, ctx, me } = d;
  // CH-NEGATE-ACTIVATED-LASTING: 「直到回合结束时，对方发动的怪兽的效果无效化」 — the effects of that kind the player activated, those already on
  // the chain included (their card may have left the field, a cost may have sent it), are negated as they resolve. One whose card is still
  // face-up on the field and unaffected by this effect is not.
  if (a.negatesActivated) {
    const who = a.negatesActivated.by === 'opponent' ? opponent(me) : me;
    const hit = state.links.filter((l) => {
      if (l.n >= link.n || l.legal === false || l.outcome !== null || l.cardActivation || l.controller !== who || l.card.type.kind !== a.negatesActivated!.kind) return false;
      const c = state.board.cards[l.ref];
      return !(c && isField(c.zone) && c.faceUp && unaffectedCheck(state, c, link) !== null);
    });
    for (const l of hit) l.negatedAsActivatedBy = link.n;
    if (!link.rules.includes(R.NEGATE_ACTIVATED_LASTING)) link.rules.push(R.NEGATE_ACTIVATED_LASTING);
    return { done: true, text: say({ rule: R.NEGATE_ACTIVATED_LASTING, params: { links: hit.map((l) => l.n), kind: a.negatesActivated.kind, opponent: a.negatesActivated.by === 'opponent' } }) };
  }
  // CH-LINGER-NEGATE-COLUMN: 「…相同纵列的其他的魔法·陷阱卡的效果无效化」 — by the column, for the rest of the turn (./column-negation.ts).
  if (a.negatesColumn) return applyColumnNegation(state, link, a, me, names);
  // A lingering negation (「直到回合结束，…的效果无效」): the effects of the matching cards, as they are now, stay negated.
  const { cards } = subjectCards(state, link, a.what, ctx);
  if (a.sameName) {
    // By name, wherever the cards are: effects of them already on the chain resolve as nothing.
    const covered = cards.filter((c) => c.ref !== link.ref);
    const nameList = [...new Set(covered.map((c) => c.card.name))];
    state.lingering.push({ link: link.n, controller: me, sourceRef: link.ref, action: a, cards: covered.map((c) => c.ref), names: nameList });
    // (Nothing moved by the step before — 「这个效果除外的卡」 with none banished, the declared card not there — covers nothing; a card
    // moved but not named by the user is still covered, unnamed.)
    if (!covered.length && a.what === 'moved' && !state.events.some((ev) => ev.link === link.n && ev.cards.length === 0 && ev.type !== 'activated')) return NOTHING;
    if (!covered.length) return { done: true, text: say({ rule: 'do:negate-effects', params: { variant: 'applies' } }) };
    return {
      done: true,
      text: say({ rule: 'do:negate-effects', params: { variant: 'same-name', cards: names(covered) } }),
    };
  }
  // CH-MOVED-BY-THIS: 「这个效果得到控制权的怪兽的效果无效化」 with no monster taken (the one it would take gone before it resolved) negates nothing.
  if (a.what === 'moved' && !cards.length && !state.events.some((ev) => ev.link === link.n && ev.cards.length === 0 && ev.type !== 'activated')) return NOTHING;
  const facing = cards.filter((c) => c.faceUp && c.ref !== link.ref);
  // CH-NEGATE-ALREADY (several negations at once, docs/c03/无效.rst:403–407): a negation of every matching card does not take one whose
  // effects are already negated as it applies (a continuous negation, or an earlier one): that card is not negated by this one,
  // and is free again once the other stops. With only such cards, this step does nothing.
  const all = typeof a.what === 'object' && a.what.scope === 'all';
  const already = all ? facing.filter((c) => c.states.includes('effects-negated') || continuouslyNegated(state, link, c)) : [];
  const aimed = already.length ? facing.filter((c) => !already.includes(c)) : facing;
  if (already.length) link.rules.push(R.NEGATE_ALREADY);
  if (already.length && aimed.length === 0) return { done: false, text: say({ rule: R.NEGATE_ALREADY, params: { cards: names(already) } }) };
  // A card activated with 「这张卡的发动和效果不会被无效化」 is not negated (CH-CANNOT-BE-NEGATED).
  const faceUp = aimed.filter((c) => !cardUnnegatable(state, c.ref));
  if (aimed.length > 0 && faceUp.length === 0) {
    link.rules.push(R.CANNOT_BE_NEGATED);
    return { done: false, text: say({ rule: R.CANNOT_BE_NEGATED, params: { cards: names(aimed) } }) };
  }
  state.lingering.push({ link: link.n, controller: me, sourceRef: link.ref, action: a, cards: faceUp.map((c) => c.ref), names: undefined });
  // The board says it too, for what is read after the chain (the damage calculation's continuous rules): the state
  // `(效果无效)` writes, which turning face-down ends (lapseOnFaceDown).
  for (const c of faceUp) if (!c.states.includes('effects-negated')) c.states = [...c.states, 'effects-negated'];
  // CH-STAT-OWN-NEGATED: what the monster's own self-only effects made to its ATK/DEF is gone for good.
  for (const c of faceUp) endOwnChanges(c);
  // CH-STAT-CONTINUOUS: the continuous changes of a card negated stop at once — a later step of this effect reads the values without them
  // (the pass after the step would make them wait too).
  const negatedRefs = new Set(faceUp.map((c) => c.ref));
  for (const m of Object.values(state.board.cards)) {
    if (m.stats?.some((s) => s.field !== undefined && s.active && negatedRefs.has(s.source))) m.stats = m.stats.map((s) => (s.field !== undefined && s.active && negatedRefs.has(s.source) ? { ...s, active: false } : s));
  }
  // CNT-NEGATED: a card negated can no longer hold the counters only a card able to hold them may carry (Spell Counters…): they
  // are all removed; the other kinds (Fog, Predator, A-Counters…) stay.
  for (const c of faceUp) {
    if (!holdsHolderOnly(c)) continue;
    dropHolderOnly(c);
    if (!link.rules.includes(R.COUNTER_NEGATED)) link.rules.push(R.COUNTER_NEGATED);
  }
  // CH-TRAP-MONSTER-NEGATED: a trap monster also still a Trap, negated by an effect that reaches Traps (not monsters only),
  // goes back face-up to the Spell & Trap Zone (./trap-monster-negated.ts).
  const negatedAs = a.what === 'targets' ? link.effect?.targets?.filter : typeof a.what === 'object' ? a.what.filter : undefined;
  if (negationReachesTraps(negatedAs)) for (const c of faceUp.filter(alsoTrapMonster)) trapMonsterNegated(state, link, me, c);
  // CH-NEGATION-OUTLIVES: an effect of a targeted card already on the chain stays negated, even if the
  // card leaves the field before that effect resolves (turning it face-down ends it: ./actions flip).
  if (a.what === 'targets') {
    for (const l of state.links) {
      if (l.n < link.n && l.legal !== false && l.outcome === null && !l.cardActivation && faceUp.some((c) => c.ref === l.ref)) l.negatedOnChainBy = link.n;
    }
  }
  // A link that already resolved is not undone: what it did stays done.
  const done = state.links.filter((l) => l.n > link.n && l.outcome === 'resolved' && faceUp.some((c) => c.ref === l.ref));
  if (done.length) {
    link.rules.push(R.RESOLVED_STAYS);
    return { done: true, text: faceUp.length ? say({ rule: 'do:negate-effects', params: { cards: names(faceUp), resolved: done.map((l) => l.name) } }) : null };
  }
  return { done: true, text: say({ rule: 'do:negate-effects', params: faceUp.length ? { cards: names(faceUp) } : { variant: 'applies' } }) };
}

/** 「不受…的效果影响」: a lingering protection. */
function unaffectedBy(d: Doing): ActionResult {
  const { state, link, a, ctx, me } = d;
  const { cards } = subjectCards(state, link, a.what, ctx);
  state.lingering.push({ link: link.n, controller: me, sourceRef: link.ref, action: a, cards: cards.map((c) => c.ref), names: undefined });
  const kinds = a.fromCards?.kind ? (Array.isArray(a.fromCards.kind) ? a.fromCards.kind : [a.fromCards.kind]) : [];
  return { done: cards.length > 0, text: cards.length ? say({ rule: 'do:unaffected', params: { cards: names(cards), kinds, notSelf: Boolean(a.fromCards?.notSelf), itself: a.fromCards?.notItself === true } }) : null };
}

/** Special Summon (or summon) the cards it names, or an unnamed monster from where it says. */
function specialSummon(d: Doing): ActionResult {
  const { state, link, a, ctx, board, me, then, cause } = d;
  // CMP-SUMMON-PAIR: this card was to be summoned with the card before it, and there was no room for both — neither moves.
  if (a.what === 'self' && link.pairUnsummoned) return { done: false, text: say({ rule: R.NO_FREE_ZONE, params: { cards: null, sent: false } }) };
  // CH-STEPS-APART: a floodgate forbidding the summon (「双方不能把怪兽特殊召唤」) stops this step; the ● after it still apply.
  // CH-FORBIDDEN-SUMMON-AT-RESOLUTION: so does one face-up as the step comes, whatever the step — one a step before it turned
  // face-up in this very resolution applies at once (a face-down 「双方不能把怪兽特殊召唤」 flipped by the effect's first step).
  // (Only the cards with a floodgate are read: most boards have none.)
  const gate = forbiddingCard(state, 'special-summon', me, link);
  if (gate) {
    link.rules.push(R.FORBIDDEN_AT_RESOLUTION, ...(a.apart ? [R.STEPS_APART] : [R.FORBIDDEN_SUMMON_AT_RESOLUTION]));
    return { done: false, text: say({ rule: R.FORBIDDEN_AT_RESOLUTION, params: { source: gate.card.name, verb: t('特殊召唤', 'Special Summon') } }) };
  }
  // CH-LEVELS-MATCH-NO-ZONE: 「等级合计直到变成和给人观看的…等级相同为止…特殊召唤」 that too few free zones keep from that level — nothing is
  // summoned, and the steps after it (「那之后」 the Ritual Summon) are not done (./levels-match.ts).
  // (The monster to reveal and the cards that add up to its level are a choice the situation does not state: the engine picks them, and says so.)
  const levels = me && a.levelsMatchLooked ? levelsMatch(state, link, a, me) : null;
  if (levels && 'short' in levels) {
    link.rules.push(R.LEVELS_MATCH_NO_ZONE);
    return { done: false, text: say({ rule: R.LEVELS_MATCH_NO_ZONE, params: levels.short }) };
  }
  if (levels) {
    link.rules.push(R.LEVELS_MATCH_NO_ZONE);
    link.levelsRevealed = levels.pick.revealed.ref;
    pushOnce(state.assumptions, say({ rule: 'levels-match:pick', params: { name: link.name, revealed: levels.pick.revealed.card.name, cards: levels.pick.cards.map((c) => c.card.name) } }));
  }
  // CH-SUMMON-WITH-MOVED: 「只用那2只为素材把1只超量怪兽超量召唤」 — its materials must still be on the field (./summon-with-moved.ts).
  const materials = summonMaterials(state, link, a, ctx.targets);
  const missing = materialsMissing(state, link, a, materials);
  if (missing) return { done: false, text: missing };
  // 「把1只「X衍生物」特殊召唤」: a Token is made, not a card of the board the filter describes.
  const pick = a.token ? { cards: [] as BoardCard[], unknown: false } : subjectCards(state, link, a.what, ctx);
  // CH-PICK-ANY-NUMBER: 「可以从卡组把「X」任意数量…特殊召唤」 with no pick noted — the step is not assumed done: no unnamed monster.
  if (pick.unknown && typeof a.what === 'object' && a.what.anyNumber) return { done: false, text: null };
  let { cards } = pick;
  // CH-LEVELS-MATCH-NO-ZONE: the cards picked to add up to the revealed monster's level; then 「从手卡把那只仪式怪兽仪式召唤」 — the monster revealed.
  if (levels && 'pick' in levels) cards = levels.pick.cards;
  else if (link.levelsRevealed !== undefined && !a.levelsMatchLooked && a.from === 'hand') {
    const revealed = board.cards[link.levelsRevealed];
    cards = revealed && revealed.zone === 'hand' ? [revealed] : [];
  }
  // CH-DEFUSE-SET: a de-fusion's set of Fusion Materials — the ones its target remembers, when the situation says how it was summoned.
  const set = a.materialsOf ? defuseSet(state, ctx.targets, me) : null;
  if (set && set.cards.length === 0) {
    link.rules.push(R.DEFUSE_SET);
    return { done: false, text: set.why };
  }
  if (set) {
    link.rules.push(R.DEFUSE_SET);
    cards = set.cards;
  }
  // 「从手卡·墓地选…特殊召唤」 under a GY lock: the choice is made from the other places only; the effect
  // was not negated for it, but a card in the GY cannot be the one (CH-GY-LOCK-CHOICE).
  const places = Array.isArray(a.from) ? a.from : [];
  const lock = places.length > 1 && places.includes('gy') ? gyLockFor(state, link) : null;
  if (lock && cards.some((c) => c.zone === 'gy')) {
    link.rules.push(R.GY_LOCK_CHOICE);
    // A card the note names by name that also has a copy in a place it may choose from: that copy is the one.
    const other = (c: BoardCard) => Object.values(state.board.cards).find((x) => x !== c && x.card.id === c.card.id && x.zone !== null && x.zone !== 'gy' && places.includes(x.zone) && x.owner === me && !cards.includes(x));
    const kept = cards.map((c) => (c.zone === 'gy' ? other(c) ?? c : c)).filter((c) => c.zone !== 'gy');
    if (kept.length === 0) return { done: false, text: say({ rule: R.GY_LOCK_CHOICE, params: { cards: names(cards), source: lock.card } }) };
    cards = kept;
  }
  // CH-SUMMON-TARGET-ELSEWHERE: a target the step summons 「从墓地」 that is no longer there (an earlier step of this effect returned it to
  // the Extra Deck, or left it on the field unaffected) is not summoned (a 「那些怪兽」 the compiler read as its target, where the text meant the materials detached).
  // (Not a summon 「从额外卡组」: an Xyz Summon on the targets is compiled so — the targets are its materials, not what it summons.)
  if (a.what === 'targets' && a.from !== undefined && !asArray<Place>(a.from).includes('extra')) {
    const there = cards.filter((c) => c.zone === null || placeMatches(a.from, c.zone));
    if (there.length < cards.length) link.rules.push(R.SUMMON_TARGET_ELSEWHERE);
    cards = there;
  }
  const from = a.from ? (Array.isArray(a.from) ? a.from[0] : a.from) : undefined;
  let summoned = cards;
  // CH-STEP-TARGETS: its targets of that side are all gone — nothing to summon (no unnamed monster stands in for them).
  if (summoned.length === 0 && a.what === 'targets' && link.targets.length > 0) return NOTHING;
  // CH-SELF-MOVED: 「这张卡特殊召唤」 whose card another link moved elsewhere: nothing is summoned.
  if (summoned.length === 0 && a.what === 'self' && link.rules.includes(R.SELF_MOVED)) return selfMovedText(state, link);
  // CH-SUMMON-STATS-FROM-TARGET: a Trap that becomes a monster with its target's ATK/DEF needs that target, a face-up monster still
  // (not turned face-down since, not gone): otherwise it is not summoned and stays where it is (docs/c02/基本用语.rst:1116–1122).
  if (a.statsFromTarget && link.targets.length > 0 && !ctx.targets.some((r) => { const t = state.board.cards[r]; return t !== undefined && t.zone === 'monster' && t.faceUp; })) {
    link.rules.push(R.SUMMON_STATS_FROM_TARGET);
    return { done: false, text: say({ rule: R.SUMMON_STATS_FROM_TARGET, params: {} }) };
  }
  // CH-GY-LOCK-LISTED-EMPTY: under a GY lock, a choice 「从卡组·墓地…特殊召唤」 takes from its other places only; those listed
  // in full with no card that fits, nothing is summoned (no unnamed monster is assumed) — the effect is not negated.
  if (summoned.length === 0 && lock && listedPickEmpty(state, link, a.what, a.from, ['gy'])) {
    link.rules.push(R.GY_LOCK_LISTED_EMPTY);
    return { done: false, text: say({ rule: R.GY_LOCK_LISTED_EMPTY, params: { source: lock.card } }) };
  }
  // CH-PICK-LISTED-EMPTY: a pick from places the situation lists in full, none of whose cards fits (the one there was banished in
  // this chain, say), summons nothing — no unnamed monster stands in for it.
  const toTarget = typeof a.what === 'object' ? a.what.filter.toTarget : undefined;
  if (summoned.length === 0 && !a.token && listedPickEmpty(state, link, a.what, a.from, [], toTarget ? (cs) => comparedWithTargets(state, link, ctx, cs, toTarget) : undefined)) {
    link.rules.push(R.PICK_LISTED_EMPTY);
    return { done: false, text: say({ rule: R.PICK_LISTED_EMPTY, params: { verb: t('特殊召唤', 'Special Summon') } }) };
  }
  // CMP-MAY-THAT-EVENT: 「那只怪兽」 of 「这张卡战斗破坏对方怪兽的场合」 is the monster this card destroyed by battle — none (it was not in that
  // battle), nothing is summoned; no unnamed monster stands in for it.
  if (summoned.length === 0 && a.what === 'event-cards' && link.rules.includes(R.COMPILE_MAY_THAT_EVENT)) {
    return { done: false, text: say({ rule: R.COMPILE_MAY_THAT_EVENT, params: { name: link.name } }) };
  }
  if (summoned.length === 0) {
    // A card the user did not name (a monster from the deck): an unnamed card on the board.
    const ref = `${link.instanceRef}+${state.events.filter((e) => e.link === link.n).length + 1}`;
    // Shown as a card name in both languages (names are never translated), so it says what it is.
    const tokenName = a.token && typeof a.what === 'object' ? a.what.filter.names?.[0] : undefined;
    const placeholder = newBoardCard(ref, unnamedMonster(tokenName), me, (from as Zone | undefined) ?? null);
    board.cards[ref] = placeholder;
    summoned = [placeholder];
    // A trigger's step on its event's monster (「把那只怪兽…特殊召唤」) with no event written: the monster is assumed, said (review s46).
    if (a.what === 'event-cards' && link.effect?.trigger) pushOnce(state.assumptions, say({ rule: 'summon:event-unwritten', params: { name: link.name, destroyed: link.effect.trigger.destroyer === 'self' } }));
    // CH-TOKENS-NAMED: a step that summons several Tokens it names (「4只「X衍生物」」) summons that many, each that Token by its name.
    // (How many: the count the step names — `what.count`, else `amount`, as ../chain/summon-zones.ts reads it.)
    // (s61, CH-COUNT-MOVED: 「解放的怪兽数量的「X衍生物」」 — as many as this link tributed; none written, not known: one is shown, said.)
    const moved = tokenName !== undefined && a.countFrom ? countMovedBy(state, link, a.countFrom.by) + a.countFrom.plus : undefined;
    if (moved !== undefined) {
      link.rules.push(R.COUNT_MOVED);
      pushOnce(state.assumptions, say({ rule: R.COUNT_MOVED, params: { variant: moved > 0 ? 'tokens-known' : 'tokens-unknown', name: link.name, n: moved, how: a.countFrom!.by, card: tokenName } }));
    }
    const many = moved !== undefined && moved > 0 ? moved : tokenName !== undefined && typeof a.what === 'object' ? (a.what.countMax === undefined ? (a.what.count ?? a.amount) : undefined) : undefined;
    if (typeof many === 'number' && many > 1) {
      link.rules.push(R.TOKENS_NAMED);
      // (At most 5: no more Monster Zones — CMP-TOKEN-NAMED.)
      for (let i = 2; i <= Math.min(many, 5); i++) {
        const more = newBoardCard(`${ref}.${i}`, unnamedMonster(tokenName), me, (from as Zone | undefined) ?? null);
        board.cards[more.ref] = more;
        summoned.push(more);
      }
    }
  }
  // CH-SUMMON-ONCE-PER-TURN: a monster its player already Special Summoned this turn is not summoned again (./summon-once.ts).
  const again = me ? summoned.filter((c) => summonedOnceAlready(state, c.card, me)) : [];
  if (again.length) {
    link.rules.push(R.SUMMON_ONCE_PER_TURN);
    summoned = summoned.filter((c) => !again.includes(c));
    if (summoned.length === 0) return { done: false, text: say({ rule: R.SUMMON_ONCE_PER_TURN, params: { cards: names(again) } }) };
  }
  // CH-SUMMON-LOCK-SOME-AT-RESOLUTION: a lock on some monsters (「双方不能把5星以上的怪兽特殊召唤」) standing now keeps those from being
  // summoned — read at this moment, as the floodgate above is (./summon-lock-some.ts); the effect's other steps apply.
  if (me && summoned.length) {
    const locked = lockedAtResolution(d, summoned) ?? declaredTypeLockedAtResolution(d, summoned);
    if (locked) {
      summoned = summoned.filter((c) => !locked.cards.includes(c));
      if (summoned.length === 0) return { done: false, text: locked.text };
      pushOnce(state.warnings, locked.text);
    }
  }
  // CH-SUMMON-CONDITION-STEP: a card its summoning condition keeps from this effect (召唤条件 / 苏生限制) is not
  // summoned — the card the effect chose, or itself from the GY or banishment; the effect's other steps apply.
  // (「无视召唤条件」: only the revival limit, 苏生限制, still bars it — ./summon-condition.ts.)
  {
    const proper = link.effect?.summonsAs;
    const barred = summoned.filter((c) => c.card.id !== 0 && (a.what !== 'self' || c.zone === 'gy' || c.zone === 'banished') && !proper?.some((m) => c.card.type.subtypes.includes(m)) && barsSummon(summonBar(c, link.card.name, a.ignoreConditions === true)));
    if (barred.length) {
      link.rules.push(R.SUMMON_CONDITION_STEP);
      // CH-SUMMON-BY-NAME: one of them comes out only by an effect of a card of another name.
      if (barred.some((c) => summonBar(c, link.card.name, a.ignoreConditions === true)?.variant === 'only-by')) link.rules.push(R.SUMMON_BY_NAME);
      const text = say({ rule: R.SUMMON_CONDITION_STEP, params: { name: link.name, cards: names(barred) } });
      pushOnce(state.warnings, text);
      summoned = summoned.filter((c) => !barred.includes(c));
      if (summoned.length === 0) return { done: false, text };
    }
  }
  // ZONE-EXTRA-SUMMON: the zones stated, a monster from the Extra Deck with no zone it may go to stays there (./zones.ts).
  // (Its materials leaving first — a Fusion/Synchro/Xyz/Link Summon with a monster of the player's on the field — may free one: not judged.)
  const noRoom = me && !materialsMayFreeAZone(state, link.effect, me) ? noRoomFromExtraDeck(state, me, summoned) : [];
  if (noRoom.length) {
    link.rules.push(R.ZONE_EXTRA_SUMMON);
    const text = say({ rule: R.ZONE_EXTRA_SUMMON, params: { card: noRoom[0]!.card.name, link: noRoom[0]!.card.type.subtypes.includes('link') } });
    summoned = summoned.filter((c) => !noRoom.includes(c));
    if (summoned.length === 0) return { done: false, text };
  }
  // CH-NO-FREE-ZONE: no Main Monster Zone free when it resolves — no summon (./zones.ts).
  // CMP-SUMMON-TO-OPPONENT-FIELD: 「这张卡在对方场上…特殊召唤」 (`player: 'opponent'`) — it needs a zone there, and that player controls it.
  // (A Token 「在对方场上特殊召唤」 is made there: its filter's side says which field — CH-STEPS-APART.)
  const tokenThere = a.token === true && typeof a.what === 'object' && a.what.filter.side === 'opponent';
  const field: Player | null = me && ((a.player === 'opponent' && !a.token) || tokenThere) ? opponent(me) : me;
  if (me && field && judgedForZones(summoned) && !(field === me && materialsMayFreeAZone(state, link.effect, me))) {
    const free = freeMainZones(state, field, summoned);
    // CMP-SUMMON-PAIR: 「…1只怪兽和这张卡特殊召唤」 — this card comes with them, so it needs a zone too; short of room, neither comes.
    const does = link.effect?.does ?? [];
    const next = does[does.indexOf(a) + 1];
    const selfCard = board.cards[link.ref];
    const withSelf = does.includes(a) && a.what !== 'self' && next?.do === 'special-summon' && next.what === 'self' && !next.optional && !next.then && selfCard !== undefined && !isField(selfCard.zone) ? selfCard : null;
    if (withSelf && summoned.length > 0 && free < summoned.length + 1) {
      link.pairUnsummoned = true;
      return noFreeZone(d, [...summoned, withSelf]);
    }
    if (free < summoned.length) {
      // 「那些怪兽特殊召唤」 (its targets): as many as fit, the rest to the GY; 「A和B」「2只」: all or none.
      if (!(summoned.length > 1 && a.what === 'targets' && free > 0)) return noFreeZone(d, summoned);
      noFreeZone(d, summoned.slice(free));
      summoned = summoned.slice(0, free);
    }
  }
  // 「在对方场上把1只「X衍生物」特殊召唤」: the Token is put on the opponent's field, under the opponent's control.
  const to = a.token && typeof a.what === 'object' && a.what.filter.side === 'opponent' && me ? opponent(me) : field;
  for (const c of summoned) c.controller = to;
  const fromZones = summoned.map((c) => c.zone);
  materialsLeave(state, link, a, materials, summoned);
  moveCards(state, summoned, 'monster', 'special-summoned', link.n, me, cause, then);
  // FD-SUMMON-MEMORY: it remembers being Special Summoned, and from where (「从墓地特殊召唤的怪兽」).
  summoned.forEach((c, i) => {
    if (c.zone !== 'monster') return;
    const from = fromZones[i];
    c.states = c.states.filter((s) => !saysHowSummoned([s]));
    c.states.push('special-summoned');
    if (from === 'hand' || from === 'gy' || from === 'deck' || from === 'extra' || from === 'banished') c.states.push(`summoned-from-${from}`);
    // FD-SUMMONED-BY-ITSELF: its own effect summoned it (what 「这个效果特殊召唤的这张卡」 reads, FD-SUMMON-RIDER).
    if (a.what === 'self' && c.ref === link.ref) c.states.push('summoned-by-itself');
    // FD-SUMMONED-BY: which card's effect summoned it (「用「X」苏生的怪兽」).
    else {
      c.states.push('summoned-by-card');
      c.summonedBy = link.card.name;
      c.summonedByOwn = link.card.name;
      // FD-SUMMON-RIDER-BY-CARD: what that effect leaves on the monster it summoned (CH-COPY-RIDER: a copied step's, the copied card's).
      c.summonRiders = d.ctx.copiedCard ? d.ctx.copiedCard.summonRiders : link.card.summonRiders;
      if (d.ctx.copiedCard?.summonRiders?.length && !link.rules.includes(R.COPY_RIDER)) link.rules.push(R.COPY_RIDER);
    }
  });
  summonedBy(a, summoned);
  summoned.forEach((c, i) => trapMonsterSummonsItself(d, c, fromZones[i] ?? null));
  // Mid-chain, a summoned monster's trigger effects wait for the chain to end (seed 002 3.2).
  if (state.links.some((l) => l.n < link.n && l.legal !== false)) link.rules.push(R.NO_TRIGGER_MID_CHAIN);
  for (const c of summoned) {
    c.position = a.position === 'defense' || a.position === 'face-down-defense' ? 'defense' : 'attack';
    c.specialSummoned = true;
    c.summonedHere = true;
    c.controller = to;
    if (a.position === 'face-down-defense') c.faceUp = false;
  }
  const how = summonKindByEffect(state, link, summoned);
  const named = summoned.filter((c) => c.card.name);
  const whence = from && from !== 'field' && from !== 'monster' && from !== 'spell' ? from : null;
  return {
    done: true,
    text: say({ rule: 'do:special-summon', params: { cards: named.length ? names(named) : null, from: whence, how } }),
  };
}

/**
 * WIN-SUMMON-HOW: a Fusion, Synchro, Xyz, Link or Ritual Summon by an effect (「…融合召唤」「…仪式召唤」, the effect's `summonsAs`): the
 * monsters of that kind it summons are summoned so — the card remembers it (FD-SUMMON-MEMORY) and the event says so, so 「这张卡融合召唤成功
 * 的场合」 sees it and the window names the kind. An effect whose text says only 「特殊召唤」 (「…从额外卡组把1只融合怪兽特殊召唤」) makes
 * no such summon (docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:41–45, docs/c02/基本用语.rst:1013): its event is marked `plainSpecial`, and a
 * trigger that wants that kind is not met, rather than assumed. Returns the kind when every monster summoned was made so (the resolution's
 * words say 「融合召唤」 then), else null.
 */
function summonKindByEffect(state: EngineState, link: LinkState, summoned: readonly BoardCard[]): SummonHow | null {
  const kinds = link.effect?.summonsAs ?? [];
  const made: CardState[] = [];
  let all: SummonHow | null = null;
  for (const kind of kinds) {
    const of = summoned.filter((c) => c.zone === 'monster' && c.card.type.subtypes.includes(kind));
    if (of.length === 0) continue;
    const st = summonState(kind);
    for (const c of of) if (!c.states.includes(st)) c.states.push(st);
    made.push(st);
    if (of.length === summoned.length) all = kind;
  }
  // (A monster this card's data does not name — 「（未写明的怪兽）」 — is no Extra Deck or Ritual monster the effect is known to summon plainly.)
  const plain = made.length === 0 && link.effect !== null && summoned.some((c) => c.card.id !== 0 && c.card.type.subtypes.some((s) => KIND_SUMMONED_TYPES.includes(s as SummonHow)));
  // (The event is looked up only when it has something to carry: most summons are of neither kind — this runs for every summon by an effect.)
  if (made.length === 0 && !plain) return all;
  const ev = state.events.findLast((e) => e.type === 'special-summoned' && e.link === link.n && summoned.some((c) => e.cards.includes(c.ref)));
  if (!ev) return all;
  if (made.length) ev.summonedAs = [...new Set([...(ev.summonedAs ?? []), ...made])];
  else ev.plainSpecial = true;
  return all;
}

/**
 * CH-SUMMON-LOCK-SOME-AT-RESOLUTION: the monsters of this summoning step a lock on some monsters standing now binds for the summoning
 * player, and what the answer says of it (null: none bound). An unnamed pick the lock does not wholly bind is taken as one it spares,
 * and said; materials not written are taken as held, and said.
 */
/**
 * CH-LINGER-SUMMON-LOCK-DECLARED: the monsters of this summoning step of the type a resolved effect declared (a link above it in this chain,
 * or an activation earlier this turn) — not summoned; what the answer says (null: none bound). A monster the situation does not name is
 * the player's pick: not judged here.
 */
function declaredTypeLockedAtResolution(d: Doing, summoned: readonly BoardCard[]): { cards: BoardCard[]; text: Text } | null {
  const { state, link, me } = d;
  for (const l of declaredTypeLocks(state)) {
    if (!lockBindsPlayer(l.lock.player, l.controller, me!)) continue;
    const cards = summoned.filter((c) => c.card.id !== 0 && matchesFilter(l.lock.forbidsOnly, c, matchContext('', l.controller, null, null, false, true)));
    if (cards.length === 0) continue;
    if (!link.rules.includes(R.LINGER_SUMMON_LOCK_DECLARED)) link.rules.push(R.LINGER_SUMMON_LOCK_DECLARED);
    return { cards, text: say({ rule: R.LINGER_SUMMON_LOCK_DECLARED, params: { variant: 'resolution', source: l.source, type: l.type, by: l.by, cards: names(cards) } }) };
  }
  return null;
}

function lockedAtResolution(d: Doing, summoned: readonly BoardCard[]): { cards: BoardCard[]; text: Text } | null {
  const { state, link, a, me } = d;
  const locks = someMonstersLocks(state, me!, link);
  if (locks.length === 0) return null;
  const pick = typeof a.what === 'object' && a.what !== null && 'filter' in a.what ? a.what.filter : undefined;
  const cards: BoardCard[] = [];
  let first: SomeMonstersLock | null = null;
  for (const c of summoned) {
    const by = locks.find((l) => lockBindsMonster(l, c, pick));
    if (by) {
      cards.push(c);
      first ??= by;
      if (by.materialsAssumed) pushOnce(state.assumptions, say({ rule: R.FORBIDDEN_ACTION, params: { variant: 'materials-assumed', source: by.card.card.name } }));
      continue;
    }
    // (The player picks a monster the lock spares: said, as the pick is not written.)
    if (c.card.id === 0) pushOnce(state.assumptions, say({ rule: R.SUMMON_LOCK_SOME_AT_RESOLUTION, params: { variant: 'spared', name: link.name, source: locks[0]!.card.card.name, bound: qualified(locks[0]!.lock.forbidsOnly) } }));
  }
  if (!first) return null;
  link.rules.push(R.SUMMON_LOCK_SOME_AT_RESOLUTION);
  const text = say({ rule: R.SUMMON_LOCK_SOME_AT_RESOLUTION, params: { cards: names(cards), source: first.card.card.name, both: (first.lock.player ?? 'both') === 'both', bound: qualified(first.lock.forbidsOnly) } });
  return { cards, text };
}

/**
 * CH-NO-FREE-ZONE: the summon is not made. A card the effect had fixed (its target, or itself) goes to the GY —
 * from banishment it is placed there —; one it only describes stays where it is (docs/c02/进入连锁·不入连锁的特殊召唤.rst:124–129).
 */
function noFreeZone(d: Doing, cards: BoardCard[]): ActionResult {
  const { state, link, a, board, me } = d;
  link.rules.push(R.NO_FREE_ZONE);
  // Only one card fixed, or the targets of 「那些」: they go to the GY; of 「A和B」 neither moves.
  const fixed = (a.what === 'self' && cards.length === 1) || a.what === 'targets' ? cards.filter((c) => board.cards[c.ref] && c.card.id !== 0 && c.zone !== 'gy') : [];
  // CH-NO-FREE-ZONE-PLACED: one coming from banishment is placed in the GY, not sent there — a redirect of the cards sent to the GY
  // (「送去墓地的卡不去墓地而除外」) does not banish it again (docs/c03/里侧·一时除外.rst:22).
  const placed = fixed.filter((c) => c.zone === 'banished');
  const sent = fixed.filter((c) => c.zone !== 'banished');
  if (sent.length) moveCards(state, sent, 'gy', 'sent-to-gy', link.n, me, 'rule');
  if (placed.length) {
    moveCards(state, placed, 'gy', 'sent-to-gy', link.n, me, 'rule', { placed: true });
    link.rules.push(R.NO_FREE_ZONE_PLACED);
  }
  return { done: false, text: say({ rule: R.NO_FREE_ZONE, params: { cards: cards.some((c) => c.card.id !== 0) ? names(cards.filter((c) => c.card.id !== 0)) : null, sent: fixed.length > 0 } }) };
}

/** Change the battle position. */
function changePosition(d: Doing): ActionResult {
  const { state, link, a, ctx, me, then, cause } = d;
  const { cards, unknown } = subjectCards(state, link, a.what, ctx);
  // A target the situation does not write (assumed to exist, see the assumptions) is said as such — as a destroy or bounce says it —
  // not as 「没有可处理的卡」, which would contradict the assumption that there is one.
  if (cards.length === 0 && unknown && a.what === 'targets') return { done: true, text: say({ rule: 'do:targets-not-given', params: {} }) };
  let moved = cards.filter((c) => c.zone === 'monster' && !unaffected(state, link, c) && canUndergo(link, a, c) && !battleDestroyedPending(state, link, c));
  // 「变成守备表示」 of a face-up monster already in Defense Position: nothing changes, no event (CH-SAME-POSITION).
  // So is 「变成守备表示」 (no 表侧, `defenseOnly`) of a face-down Defense Position monster: it is in Defense Position and stays face-down —
  // a change of position is 攻击⇄守备, not 里侧⇄表侧 (docs/c02/基本用语.rst:585–588).
  // And 「变成里侧守备表示」 of a monster already face-down in Defense Position (a target a link above already turned face-down —
  // still the target, docs/c02/基本用语.rst:16): it has that position, so nothing changes — no event, and it is not made a new card again.
  const already = moved.filter((c) =>
    a.position === 'face-down-defense'
      ? !c.faceUp && c.position === 'defense'
      : a.position !== undefined && c.position === a.position && (c.faceUp || a.defenseOnly === true));
  if (already.length) {
    link.rules.push(R.SAME_POSITION);
    moved = moved.filter((c) => !already.includes(c));
    // (Said when it is all the step would do: the answer tells why nothing changed, not 「没有可处理的卡」.)
    if (moved.length === 0) return { done: false, text: say({ rule: R.SAME_POSITION, params: { cards: names(already), faceDown: a.position === 'face-down-defense' ? 1 : 0 } }) };
  }
  if (moved.length === 0) return NOTHING;
  // A face-down monster changed to a face-up position is flipped (反转): it is face-up now (CH-FLIP-BY-EFFECT).
  const flipped: BoardCard[] = [];
  // WIN-POSITION-CHANGED (docs/c02/基本用语.rst:574–585): a face-down defence monster turned face-up in defence was only
  // flipped — no change of position (「表示形式变更」) happened to it.
  const onlyFlipped: BoardCard[] = [];
  // CH-CARD-IDENTITY: a face-up monster turned face-down is a new card.
  const turnedFaceDown: string[] = [];
  // CTL-FACEDOWN-BOND: who holds a taken monster by targeting it, read before it turns face-down (a new card, no one's target).
  const heldBy = a.position === 'face-down-defense' ? heldByBond(state, moved) : [];
  for (const c of moved) {
    const wasFaceDownDefense = !c.faceUp && c.position === 'defense';
    if (a.position === 'face-down-defense') {
      if (c.faceUp) turnedFaceDown.push(c.ref);
      c.position = 'defense';
      c.faceUp = false;
      c.flippedHere = false;
      c.summonedEarlier = undefined;
      lapseOnFaceDown(state, c);
    } else {
      if (a.position) c.position = a.position;
      else c.position = c.position === 'defense' ? 'attack' : 'defense';
      if (!c.faceUp) {
        c.faceUp = true;
        // (「反转的回合」: flipped this turn, ./turn-event.ts.)
        c.flippedHere = true;
        flipped.push(c);
        if (wasFaceDownDefense && c.position === 'defense') onlyFlipped.push(c);
      }
    }
  }
  const changed = moved.filter((c) => !onlyFlipped.includes(c));
  if (changed.length) emit(state, { type: 'position-changed', cards: changed.map((c) => c.ref), link: link.n, by: me, cause, from: changed.map(() => 'monster'), to: changed.map(() => 'monster'), turnedFaceDown, ...then });
  if (a.position === 'face-down-defense') for (const c of moved) trapMonsterFaceDown(d, c);
  returnHeld(d, heldBy);
  // WIN-FLIP-EVENT: a face-down monster turned face-up by an effect is flipped (反转), so its flip
  // effect and 「反转的场合」 triggers meet the event; one the same resolution (or a later link) then
  // destroys or turns face-down again has moved since, and the window does not offer it (WIN-MOVED-AFTER).
  if (flipped.length) {
    link.rules.push(R.FLIP_BY_EFFECT);
    emit(state, { type: 'flipped', cards: flipped.map((c) => c.ref), link: link.n, by: me, cause, from: flipped.map(() => 'monster'), to: flipped.map(() => 'monster'), ...then });
  }
  // CH-POSITION-LOCK-EFFECT (docs/c02/基本用语.rst:576): 『表示形式不能变更』 stops only the rules' change — an effect changes a locked
  // monster all the same, and the answer says so (the lock is not overlooked).
  const locked = changed.filter((c) => remembered(c.states).includes('position-locked') || fieldLockOn(state.board, c) !== null);
  if (locked.length) link.rules.push(R.POSITION_LOCK_EFFECT);
  return { done: true, text: say({ rule: 'do:change-position', params: { cards: names(moved), locked: locked.map((c) => c.card.name) } }) };
}

/**
 * TRAP-MONSTER-FACE-DOWN (Master Rule 2020, docs/c01/大师规则（2020年4月版）变更点.rst:98–100): a trap monster turned face-down
 * goes back to its controller's Spell & Trap Zone as a Set Trap Card; with none free there (a listed field holding 5) it is
 * sent to the GY — by rule, not destroyed.
 */
function trapMonsterFaceDown(d: Doing, c: BoardCard): void {
  const { state, link, me } = d;
  const trap = printedTrap(c.card);
  if (!trap || c.zone !== 'monster' || c.faceUp) return;
  // A trap monster that is a monster only (「不当作陷阱卡使用」) just turns face-down in the Monster Zone (docs/c02/基本用语.rst:1219).
  if (!c.card.type.subtypes.includes('also-trap')) return;
  link.rules.push(R.TRAP_MONSTER_FACE_DOWN);
  // Set back by an effect it stays the card the chain's links targeted (docs/c02/基本用语.rst:1176–1180): 「那张卡破坏」 still
  // destroys it; a step on 「那只怪兽」 no longer finds a monster.
  // WIN-TRAP-MONSTER-SET: it is Set in its controller's Spell & Trap Zone (docs/c02/基本用语.rst:1167, 1174) — a 「魔法·陷阱卡被盖放的
  // 场合」 trigger meets it.
  if (backToSpellZone(state, link, me, c, trap)) {
    link.rules.push(R.TRAP_MONSTER_SET);
    emit(state, { type: 'set', cards: [c.ref], link: link.n, by: me, cause: d.cause, from: ['monster'], to: ['spell'], ...d.then });
  }
}

/**
 * A trap monster back in its controller's Spell & Trap Zone as the Trap Card it is, or — with none free there (a listed field
 * holding 5) — sent to the GY by rule. It does not leave the field: the chain's links that target it still find it, now in the
 * Spell & Trap Zone. False when it went to the GY.
 */
function backToSpellZone(state: EngineState, link: LinkState, me: Player, c: BoardCard, trap: Card): boolean {
  if (c.controller && spellZonesFull(state, c.controller, [c])) {
    moveCards(state, [c], 'gy', 'sent-to-gy', link.n, me, 'rule');
    return false;
  }
  replaceCard(state, c, trap);
  c.zone = 'spell';
  c.position = null;
  // Cleared, not deleted: a deleted field turns the object into a dictionary, and every reader of board cards deopts (issue 10).
  c.place = undefined;
  for (const l of state.links) l.targets.forEach((ref, i) => { if (ref === c.ref && l.targetZones[i] === 'monster') l.targetZones[i] = 'spell'; });
  return true;
}

/**
 * CH-TRAP-MONSTER-NEGATED (docs/c02/基本用语.rst:1184–1195): a trap monster also still a Trap Card negated as a Spell/Trap or as a
 * card goes back face-up to its controller's Spell & Trap Zone (it does not leave the field: still this card, still negated); with
 * none free there (a listed field holding 5) it is sent to the GY — by rule, not destroyed.
 */
function trapMonsterNegated(state: EngineState, link: LinkState, me: Player, c: BoardCard): void {
  const trap = printedTrap(c.card);
  if (!trap) return;
  if (!link.rules.includes(R.TRAP_MONSTER_NEGATED)) link.rules.push(R.TRAP_MONSTER_NEGATED);
  // Still this card (a Trap also before), face-up, with no monster's ATK/DEF changes left.
  if (!backToSpellZone(state, link, me, c, trap)) return;
  if (c.stats) c.stats = statList();
  emit(state, { type: 'placed', cards: [c.ref], link: link.n, by: me, cause: 'effect', from: ['monster'], to: ['spell'] });
}

/**
 * CH-TRAP-MONSTER-NEGATED, by a continuous negation (「只要这张卡在魔法与陷阱区域存在，…全部陷阱卡的效果无效化」): once a link has
 * resolved, each trap monster also still a Trap that a face-up negating card (not pending, not negated) covers — one reaching Traps,
 * not monsters only, and not kept off by the trap monster being unaffected — goes back to the Spell & Trap Zone at once.
 */
export function continuousTrapMonsterNegation(state: EngineState, link: LinkState): void {
  // Asked after every link (issue 10): with no continuous negation on the board there is nothing to look for.
  if (state.negators.length === 0) return;
  const board = state.board;
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (!alsoTrapMonster(c)) continue;
    const by = state.negators.find(({ source, effect, action }) => {
      if (source.ref === c.ref || !isField(source.zone) || !source.faceUp || !source.controller) return false;
      if (source.states.includes('effects-negated') || activationPending(state, source)) return false;
      if (typeof action.what !== 'object' || !negationReachesTraps(action.what.filter)) return false;
      if (!matchesFilter(action.what.filter, c, onBoard(board, source.ref, source.controller))) return false;
      if (effect.condition?.length) return false;
      const unaffectedByIt = printedUnaffected(c.card, (f) => matchesFilter({ ...f, place: undefined }, source, onBoard(board, c.ref, c.controller ?? source.controller!)));
      return !stateUnaffected(c, source.card, source.controller) && !unaffectedByIt;
    });
    if (by) trapMonsterNegated(state, link, by.source.controller!, c);
  }
}

/**
 * TRAP-MONSTER-SELF-SUMMON (docs/c02/基本用语.rst:1086–1090, 1176–1181, 1226): a Trap that summons itself as a monster is,
 * in the Monster Zone, the monster its text says (SIT-TRAP-MONSTER). One that is also still a Trap Card (「这张卡也当作陷阱卡
 * 使用」) moved from the Spell & Trap Zone stays the card the chain's links targeted there (「那张卡破坏」 still destroys it);
 * one that is a monster only is a new card (CH-TARGET-ZONE-MOVE).
 */
function trapMonsterSummonsItself(d: Doing, c: BoardCard, from: Zone | null): void {
  const { state, link } = d;
  if (c.ref !== link.ref || c.zone !== 'monster' || c.card.type.kind !== 'trap' || !isTrapMonster(c.card)) return;
  replaceCard(state, c, trapAsMonster(c.card));
  if (from !== 'spell' || !c.card.type.subtypes.includes('also-trap')) return;
  link.rules.push(R.TRAP_MONSTER_SELF_SUMMON);
  for (const l of state.links) {
    if (l !== link) l.targets.forEach((ref, i) => { if (ref === c.ref && l.targetZones[i] === 'spell') l.targetZones[i] = 'monster'; });
  }
}

/** Turn face-down (里侧守备表示). */
function flipFaceDown(d: Doing): ActionResult {
  const { state, link, a, ctx, me, then, cause } = d;
  const { cards } = subjectCards(state, link, a.what, ctx);
  // CH-STEP-IF-STAT: 「守备力比2000高的场合回到里侧守备表示」 turns face-down only the cards whose value meets the bound.
  const moved = cards.filter((c) => c.zone === 'monster' && canUndergo(link, a, c) && (!a.ifStat || meetsStat(c, a.ifStat)));
  if (a.ifStat && moved.length < cards.length) link.rules.push(R.STEP_IF_STAT);
  // CH-CARD-IDENTITY: a face-up monster turned face-down is a new card.
  const turnedFaceDown = moved.filter((c) => c.faceUp).map((c) => c.ref);
  const heldBy = heldByBond(state, moved);
  for (const c of moved) {
    c.faceUp = false;
    c.position = 'defense';
    lapseOnFaceDown(state, c);
  }
  if (moved.length) emit(state, { type: 'position-changed', cards: moved.map((c) => c.ref), link: link.n, by: me, cause, turnedFaceDown, ...then });
  for (const c of moved) trapMonsterFaceDown(d, c);
  returnHeld(d, heldBy);
  return { done: moved.length > 0, text: moved.length ? say({ rule: 'do:flip-face-down', params: { cards: names(moved) } }) : null };
}

/** CTL-FACEDOWN-BOND: who holds each taken monster by targeting it, read before it turns face-down (a new card, no one's target). */
function heldByBond(state: EngineState, moving: readonly BoardCard[]): (readonly [BoardCard, BoardCard])[] {
  return moving.filter((c) => c.faceUp).map((c) => [c, controlHolder(state, c)] as const).filter((x): x is readonly [BoardCard, BoardCard] => x[1] !== null);
}

/**
 * CTL-FACEDOWN-BOND (docs/c03/里侧·一时除外.rst:422–425): taken by a card that keeps it as its target, the monster
 * turned face-down is no longer that target: the effect stops applying and control goes back to its owner at once, by rule.
 * Taken for good (a swap) or 「直到…」 (until a phase), it stays where it is.
 */
function returnHeld(d: Doing, heldBy: readonly (readonly [BoardCard, BoardCard])[]): void {
  const { state, link, then } = d;
  const back = heldBy.filter(([c]) => c.zone === 'monster' && !c.faceUp && c.owner && c.controller !== c.owner).map(([c, h]) => {
    h.bound = h.bound?.filter((b) => b.ref !== c.ref) ?? null;
    if (h.bound?.length === 0) h.bound = null;
    c.controller = c.owner;
    return c;
  });
  if (back.length === 0) return;
  link.rules.push(R.CONTROL_FACEDOWN_BOND);
  // CTL-ZONE-CHOOSER: control going back, the player getting the monster chooses its zone.
  for (const p of [...new Set(back.map((c) => c.controller))]) {
    const mine = back.filter((c) => c.controller === p);
    emit(state, { type: 'control-changed', cards: mine.map((c) => c.ref), link: link.n, by: null, cause: 'rule', zoneBy: p ?? undefined, ...then });
  }
}

/**
 * CH-DAMAGE-ZERO-ANSWERED (rules reference docs/c04, the chapter on answers to damage): 「那个效果让自己受到的伤害变成0」 — the effect this
 * link answers (the link just below it, still to resolve) deals the players named no damage; nothing else it does changes.
 */
function answeredDamageZero(d: Doing): ActionResult {
  const { state, link, a, me } = d;
  let below: LinkState | undefined;
  for (const l of state.links) if (l.n < link.n && l.legal !== false && (!below || l.n > below.n)) below = l;
  link.rules.push(R.DAMAGE_ZERO_ANSWERED);
  if (!below) return { done: false, text: say({ rule: R.DAMAGE_ZERO_ANSWERED, params: { variant: 'none' } }) };
  const players = relPlayer(a.player ?? 'self', me);
  for (const p of players) (below.damageZeroFor ??= []).push({ player: p, by: link.n });
  return { done: true, text: say({ rule: R.DAMAGE_ZERO_ANSWERED, params: { variant: 'set', player: players.join('·'), link: below.n } }) };
}

/**
 * CH-EACH-SHOWN: the damage read off the monsters each player showed (./each-shown.ts) — dealt as any damage (a shield, a 0 applies) to the
 * player it falls on; none (the same ATK, a monster not shown, the picks not written): no damage event, and said why when there is a why.
 */
function damageOfShownStep(d: Doing): ActionResult {
  const r = damageOfShown(d.state, d.link, d.a);
  if ('reason' in r) return { done: false, text: r.reason };
  return damage({ ...d, a: { do: 'damage', amount: r.amount, player: r.player === d.me ? 'self' : 'opponent' } });
}

/** Inflict damage. */
function damage(d: Doing): ActionResult {
  const { state, link, a, ctx, board, me, then, cause } = d;
  const players = relPlayer(a.player ?? 'opponent', me);
  const texts: Text[] = [];
  for (const p of players) {
    const lp = board.lp[p];
    // CH-DAMAGE-DESTROYED-VALUE: the value of the monster this card destroyed by battle, read in the GY it was sent to; gone from
    // there (banished, returned), there is nothing to read and no damage.
    const destroyedValue = a.amountFrom?.of === 'battle-opponent' ? destroyedBattlerValue(state, link.controller, a.amountFrom) : undefined;
    // (No battle stated: which monster it destroyed is not known — the amount stays unknown, and the answer says why.)
    if (destroyedValue === undefined && a.amountFrom?.of === 'battle-opponent') pushOnce(state.assumptions, say({ rule: R.DAMAGE_DESTROYED_VALUE, params: { variant: 'unknown', name: link.name } }));
    if (destroyedValue === null) {
      link.rules.push(R.DAMAGE_DESTROYED_VALUE);
      texts.push(say({ rule: R.DAMAGE_DESTROYED_VALUE, params: {} }));
      continue;
    }
    // CH-DAMAGE-ANSWERED-VALUE: the printed value of the monster whose activation this link answers, wherever that card is now.
    const answeredValue = a.amountFrom?.of === 'answered' ? answeredMonsterValue(state, link, a.amountFrom) : undefined;
    if (answeredValue !== undefined && !link.rules.includes(R.DAMAGE_ANSWERED_VALUE)) link.rules.push(R.DAMAGE_ANSWERED_VALUE);
    // CH-DAMAGE-MOVED-TOTAL / CH-DAMAGE-SAME-AS-TAKEN: the cards this resolution moved, or the damage it dealt just before.
    const stepValue = a.amountFromMoved ? movedTotal(state, link, a.amountFromMoved) : a.sameAsDamageBefore ? damageBefore(state, link) : undefined;
    if (a.amountFromMoved && !link.rules.includes(R.DAMAGE_MOVED_TOTAL)) link.rules.push(R.DAMAGE_MOVED_TOTAL);
    if (a.sameAsDamageBefore && stepValue !== undefined && !link.rules.includes(R.DAMAGE_SAME_AS_TAKEN)) link.rules.push(R.DAMAGE_SAME_AS_TAKEN);
    // CH-DAMAGE-MOVED-COUNT: 「…受到这个效果特殊召唤的怪兽数量×1000的数值的伤害」 — N per card this resolution moved that way by its player.
    // (Which cards moved not written — the count is not known: the amount is not either, and the answer says it is N per card.)
    const perMoved = a.amountPer && 'movedByThis' in a.amountPer && typeof a.amount === 'number' ? perMovedAmount(state, link, a.amountPer, a.amount) : undefined;
    if (perMoved !== undefined && !link.rules.includes(R.DAMAGE_MOVED_COUNT)) link.rules.push(R.DAMAGE_MOVED_COUNT);
    // CH-LP-TARGET-VALUE: the target's value (halved when written).
    const ofTarget = a.amountFrom?.of === 'targets' && a.amount === undefined ? targetValue(state, ctx, a.amountFrom) : undefined;
    if (ofTarget !== undefined && !link.rules.includes(R.LP_TARGET_VALUE)) link.rules.push(R.LP_TARGET_VALUE);
    const amount = stepValue !== undefined ? stepValue : perMoved !== undefined ? perMoved : a.amount === 'half' ? (lp === null ? null : Math.floor(lp / 2)) : a.amountPer && a.amount !== undefined ? a.amount * scaledUnits(d, a.amountPer) : ofTarget !== undefined ? ofTarget : (a.amount ?? destroyedValue ?? answeredValue ?? amountFromTargets(state, ctx, a.amountOf));
    if (amount === 0) continue; // 0 damage is no damage: no event a trigger could read
    // CH-DAMAGE-LOWER-LP-ZERO: the player whose LP are below the other's (as they stood before this moment's damage) takes none.
    if (amount !== null && lowerLpShielded(state, board, p)) {
      link.rules.push(R.DAMAGE_LOWER_LP_ZERO);
      texts.push(say({ rule: R.DAMAGE_LOWER_LP_ZERO, params: { player: p } }));
      continue;
    }
    // CH-DAMAGE-ZERO-ANSWERED: a higher link made the damage this effect deals this player 0.
    const zeroBy = link.damageZeroFor?.find((z) => z.player === p);
    if (zeroBy) {
      if (!link.rules.includes(R.DAMAGE_ZERO_ANSWERED)) link.rules.push(R.DAMAGE_ZERO_ANSWERED);
      texts.push(say({ rule: R.DAMAGE_ZERO_ANSWERED, params: { player: p, link: zeroBy.by } }));
      continue;
    }
    // CH-DAMAGE-ZERO-EARLIER: an effect activated earlier this turn left this player taking no damage (「双方受到的全部伤害变成0」).
    if (board.damageZero?.includes(p)) {
      link.rules.push(R.DAMAGE_ZERO_EARLIER);
      // CH-DAMAGE-ZERO-USED: left by 「这张卡的效果发动过的回合，…受到的全部伤害变成0」 of a card whose effect was activated this turn.
      if ((state.scenario.history ?? []).some((h) => h.kind === 'activation' && h.negated === null && h.card.usedTurnDamageZero !== undefined)) link.rules.push(R.DAMAGE_ZERO_USED);
      texts.push(say({ rule: R.DAMAGE_ZERO_EARLIER, params: { player: p } }));
      continue;
    }
    // CH-DAMAGE-ZERO-STANDING: a face-up card's continuous 「自己受到的效果伤害变成0」 whose condition holds — this player takes none; its
    // condition not told (the summon turn not stated): not applied, and said.
    // One applied once a turn (「1回合只有1次让那次伤害变成0」) covers this damage when no other does, and is spent (its card marked 已用); the
    // situation not saying it was spent earlier this turn, that is assumed, and said.
    const standing = standingZeroes(board, p, 'effect');
    const zeroNow = standing.find((z) => z.holds === true && !z.once) ?? (amount === 0 ? undefined : standing.find((z) => z.holds === true && z.once));
    if (standing.length && !link.rules.includes(R.DAMAGE_ZERO_STANDING)) link.rules.push(R.DAMAGE_ZERO_STANDING);
    if (zeroNow) {
      if (zeroNow.once) {
        board.cards[zeroNow.ref]?.states.push('used');
        pushOnce(state.assumptions, say({ rule: R.DAMAGE_ZERO_STANDING, params: { player: p, card: zeroNow.name, variant: 'once-assumed' } }));
      }
      texts.push(say({ rule: R.DAMAGE_ZERO_STANDING, params: { player: p, card: zeroNow.name, ...(zeroNow.once ? { variant: 'once' } : {}) } }));
      continue;
    }
    for (const z of standing) if (z.holds === null) pushOnce(state.assumptions, say({ rule: R.DAMAGE_ZERO_STANDING, params: { player: p, card: z.name, variant: 'unknown' } }));
    // CNT-DAMAGE-INSTEAD: a monster of that player takes a counter instead (「作为代替给这张卡放置…指示物」).
    const instead = amount !== null ? damageAsCounter(state, link, p) : null;
    if (instead) {
      link.rules.push(R.DAMAGE_AS_COUNTER);
      texts.push(say({ rule: R.DAMAGE_AS_COUNTER, params: { player: p, card: instead.card.name, kind: instead.card.ownCounters!.find((o) => o.insteadOfDamage)!.kind } }));
      continue;
    }
    if (lp !== null && amount !== null) board.lp[p] = Math.max(0, lp - amount);
    emit(state, { type: 'damage', link: link.n, player: p, amount, by: me, cause, ...then });
    texts.push(say({ rule: 'do:damage', params: { player: p, amount } }));
    // CH-BURN-ON-DAMAGE: a face-up 「每次自己场上的「X」怪兽用…效果给与对方伤害，给与对方N伤害」 adds its own damage at that moment.
    if (amount !== null && amount > 0) texts.push(...burnOnDamage(state, link, p, then));
  }
  link.rules.push(R.LP);
  if (a.amountOf) link.rules.push(R.DAMAGE_STAT_DIFF);
  if (a.amountPer && !('movedByThis' in a.amountPer)) link.rules.push(R.DAMAGE_SCALED);
  // No damage dealt (every amount 0): the step did not apply, so a step that needs it does not either (CH-DAMAGE-STAT-DIFF).
  if (texts.length === 0) return { done: false, text: a.amountOf ? say({ rule: R.DAMAGE_STAT_DIFF, params: { stat: a.amountOf === 'def-vs-original' ? 'def' : 'atk' } }) : null };
  return { done: true, text: list(texts) };
}

/**
 * CH-BURN-ON-DAMAGE (issue 16; rules reference docs/c03/特定效果的处理方法.rst:27, :57): each face-up, not negated card on the field
 * whose continuous effect is 「每次自己场上的「X」怪兽用战斗·效果给与对方伤害，给与对方N伤害」 (`burnOnDamage`), controlled by the player who
 * just dealt `victim` effect damage with a face-up 「X」 monster of their field, deals `victim` N more — at the same moment, but a damage
 * (an event) of its own, applied on no chain: a trigger on damage is met twice, one on the player taking damage once.
 */
function burnOnDamage(state: EngineState, link: LinkState, victim: Player, then: { thenStep: boolean }): Text[] {
  const board = state.board;
  const source = board.cards[board.aliases?.[link.ref] ?? link.ref];
  const dealer = opponent(victim);
  if (!source || source.zone !== 'monster' || !source.faceUp || source.controller !== dealer) return [];
  const out: Text[] = [];
  for (const { card: c, amount } of burnHolders(board, dealer, source)) {
    const lp = board.lp[victim];
    if (board.damageZero?.includes(victim) || lowerLpShielded(state, board, victim)) continue;
    if (lp !== null) board.lp[victim] = Math.max(0, lp - amount);
    // (WIN-DAMAGE-CAUSE: dealt by the holder's continuous effect, in this link's resolution.)
    emit(state, { type: 'damage', link: link.n, player: victim, amount, by: dealer, cause: 'effect', dealtBy: c.ref, ...then });
    link.rules.push(R.BURN_ON_DAMAGE);
    out.push(say({ rule: R.BURN_ON_DAMAGE, params: { card: c.card, player: victim, amount } }));
  }
  return out;
}

/**
 * CH-STAT-MOVED-COUNT (issue 16; rules reference docs/c03/特定效果的处理方法.rst:736): the cards this link's resolution moved that way by
 * its own player — a card moved on the way by its own rule (the opponent's monster whose own 「从场上离开的场合除外」 banished it: banished by its
 * controller, CH-LEAVES-BANISH-SELF) is not one 「这个效果除外的卡」 counts.
 */
function movedByThisPlayer(state: EngineState, link: LinkState, by: MovedScale['movedByThis']): number {
  return movedCount(state, link, { movedByThis: by }) ?? 0;
}

type MovedScale = Extract<StatScale, { movedByThis: unknown }>;

/** N × the cards counted (CH-LP-MOVED-COUNT); not known: null, and the answer says the amount is N per card and which cards is not written. */
function perMovedAmount(state: EngineState, link: LinkState, per: MovedScale, each: number): number | null {
  const swept = sweptUnlisted(state, link, per);
  const unlisted = swept.some((z) => !z.partial);
  const n = unlisted ? null : movedCount(state, link, per);
  const archetype = { ...(per.of?.archetype ? { archetype: per.of.archetype } : {}), ...(per.of?.side && per.of.side !== 'any' ? { side: per.of.side } : {}) };
  // CH-LP-MOVED-COUNT (s49): a 「…全部」 step over a hand or field the situation does not list — the cards it moved there are not known,
  // so neither is the amount (said, naming the places); a field written in part — counted on the cards written, and said so.
  const places = (partial: boolean) => swept.filter((z) => z.partial === partial).map(({ player, place }) => ({ player, place }));
  if (unlisted) pushOnce(state.assumptions, say({ rule: R.LP_MOVED_COUNT, params: { name: link.name, each, ...archetype, variant: 'unlisted', places: places(false) } }));
  else if (n === null) pushOnce(state.assumptions, say({ rule: R.LP_MOVED_COUNT, params: { name: link.name, each, ...archetype } }));
  else if (swept.length) pushOnce(state.assumptions, say({ rule: R.LP_MOVED_COUNT, params: { name: link.name, each, ...archetype, variant: 'partial', places: places(true), amount: n * each } }));
  return n === null ? null : n * each;
}

const MOVE_OF: Record<MovedScale['movedByThis'], ActionType> = { destroy: 'destroy', banish: 'banish', 'send-to-gy': 'send-to-gy', 'return-to-hand': 'return-to-hand', 'return-to-deck': 'return-to-deck', 'special-summon': 'special-summon', tribute: 'tribute' };

/**
 * CH-LP-MOVED-COUNT (s49): the hands and fields a 「…全部」 step of this link's effect (the move counted) sweeps that the situation does not
 * list in full — `partial`: a field written with some cards and no `只有` (more may stand there); otherwise not written at all. A hand
 * holds its holder's own cards: for 「对方的卡」 counted, the counting player's hand does not matter.
 */
function sweptUnlisted(state: EngineState, link: LinkState, per: MovedScale): { player: Player; place: 'hand' | 'field'; partial: boolean }[] {
  const out: { player: Player; place: 'hand' | 'field'; partial: boolean }[] = [];
  const other = opponent(link.controller);
  for (const a of link.effect?.does ?? []) {
    if (a.do !== MOVE_OF[per.movedByThis] || typeof a.what !== 'object' || a.what.scope !== 'all') continue;
    const side = a.what.filter.side ?? 'any';
    const players: Player[] = side === 'self' ? [link.controller] : side === 'opponent' ? [other] : [link.controller, other];
    for (const place of asArray(a.from ?? a.what.filter.place)) {
      const zone = place === 'hand' ? 'hand' : place === 'field' || place === 'monster' || place === 'spell' ? 'field' : null;
      if (!zone) continue;
      for (const p of players) {
        if (zone === 'hand' && per.of?.side && per.of.side !== 'any' && !sideMatches(per.of.side, p, link.controller, false)) continue;
        if (out.some((z) => z.player === p && z.place === zone)) continue;
        if (!state.knownZones.has(`${p}:${zone}`)) out.push({ player: p, place: zone, partial: false });
        else if (zone === 'field' && state.knownZones.has(`${p}:field-partial`)) out.push({ player: p, place: zone, partial: true });
      }
    }
  }
  return out;
}

/**
 * CH-LP-MOVED-COUNT: how many cards this link's resolution moved that way by its own player, only those matching `of` (「「堕天使」卡」)
 * and, with `toGy`, only those now in the GY (「这个效果破坏送去墓地的卡」); null when that is not known — the move's cards were not named
 * (「卡组最上面的卡被送去墓地（未写明是哪张）」, a monster left unnamed) and the number cannot be told from the event alone.
 * `counted`, when given, receives the cards counted (so the answer can say them as monsters 只 or cards 张).
 */
function movedCount(state: EngineState, link: LinkState, per: MovedScale, counted?: BoardCard[]): number | null {
  const by = per.movedByThis;
  const type = by === 'destroy' ? 'destroyed' : by === 'banish' ? 'banished' : by === 'send-to-gy' ? 'sent-to-gy' : by === 'return-to-hand' ? 'returned-to-hand' : by === 'special-summon' ? 'special-summoned' : 'returned-to-deck';
  const refs = new Set<string>();
  let unnamed = 0;
  for (const ev of state.events) {
    // CH-COUNT-MOVED (s60): 「解放的怪兽数量」 — a Tribute is a move to the GY (or banished, by a rule that banishes it) marked tributed.
    if (by === 'tribute') {
      if (ev.link === link.n && ev.tributed && ev.cause === 'cost' && (ev.type === 'sent-to-gy' || ev.type === 'banished')) {
        if (ev.cards.length === 0) return null;
        for (const r of ev.cards) refs.add(r);
      }
      continue;
    }
    // (`cost`: the cards its cost moved — 「因为这个效果发动而送去墓地的卡」 —, else only those its resolution moved.)
    if (ev.link !== link.n || ev.type !== type || (per.cost ? ev.cause !== 'cost' : ev.cause === 'cost') || !(ev.by === undefined || ev.by === null || ev.by === link.controller)) continue;
    // (Cards not named: their number is the event's when it has one and nothing else is asked of them.)
    if (ev.cards.length === 0) {
      if (typeof ev.amount !== 'number' || per.of || per.toGy) return null;
      unnamed += ev.amount;
    }
    for (const r of ev.cards) refs.add(r);
  }
  let n = unnamed;
  for (const r of refs) {
    const c = state.board.cards[r];
    if (!c) continue;
    if (c.card.id === 0 && (c.card.name === UNNAMED_MONSTER)) return null;
    if (per.toGy && c.zone !== 'gy') continue;
    // (CMP-MOVED-COUNT-SIDE: 「这个效果除外的对方的卡」「送去对方墓地的卡」 — whose card it is, read on its owner: moved off the field, it is
    // in its owner's GY or banished zone, whoever controlled it.)
    const { side, ...rest } = per.of ?? {};
    if (side && side !== 'any' && !sideMatches(side, c.owner ?? c.controller, link.controller, false)) continue;
    if (per.of && Object.keys(rest).length && !matchesFilter(rest, c, { ...onBoard(state.board, link.ref, link.controller, true), selfRef: '' })) continue;
    counted?.push(c);
    n++;
  }
  return n;
}

/** CH-DAMAGE-MOVED-TOTAL: the printed values of the cards this link's resolution moved that way, summed (0: none). */
function movedTotal(state: EngineState, link: LinkState, from: NonNullable<Action['amountFromMoved']>): number {
  const type = from.by === 'destroy' ? 'destroyed' : from.by === 'banish' ? 'banished' : 'sent-to-gy';
  let sum = 0;
  for (const ev of state.events) {
    if (ev.link !== link.n || ev.type !== type) continue;
    for (const r of ev.cards) {
      const c = state.board.cards[r];
      // (`higher`, CH-STAT-MOVED-VALUE: the higher of its printed ATK and DEF.)
      const v = c && c.card.type.kind === 'monster' ? (from.stat === 'higher' ? Math.max(c.card.atk ?? 0, c.card.def ?? 0) : from.stat === 'def' ? c.card.def : c.card.atk) : undefined;
      if (typeof v === 'number' && v > 0) sum += v;
    }
  }
  return sum;
}

/**
 * CH-DAMAGE-SAME-AS-TAKEN: the damage this link's resolution dealt last; none dealt by it (the damage meant is an
 * event's, 「自己受到效果伤害时…」), undefined: not read here.
 */
function damageBefore(state: EngineState, link: LinkState): number | undefined {
  // (s56) A damage another card's continuous effect dealt while this link resolved (the 300 for each card sent to the GY, a burn added on damage: `dealtBy`)
  // is that card's, not this effect's: before, it was read as the amount this effect dealt.
  const last = state.events.findLast((ev) => ev.link === link.n && ev.type === 'damage' && ev.dealtBy === undefined && typeof ev.amount === 'number');
  return typeof last?.amount === 'number' ? last.amount : undefined;
}

/** CH-DAMAGE-SCALED: the units a damage per card counts now, from the point of view of the card whose effect it is. */
function scaledUnits(d: Doing, per: NonNullable<Action['amountPer']>): number {
  // CH-DAMAGE-SCALED: the links stacked when this one was activated — its own number (C3: 3).
  if ('chainLink' in per) return d.link.n;
  const reader = d.board.cards[d.link.ref];
  if (reader) return unitsOf(d.board, per, reader, d.me);
  return 'count' in per ? cardsMatching(d.board, per.count, d.link.ref, d.me).length : 0;
}

/** LP as they stood at the start of the current step: the damage and gains already dealt at this same moment undone. */
function lpAtStepStart(state: EngineState, board: Board, p: Player): number | null {
  let lp = board.lp[p];
  if (lp === null) return null;
  for (const ev of state.events) {
    if (ev.step !== state.step || ev.player !== p || typeof ev.amount !== 'number') continue;
    if (ev.type === 'damage') lp += ev.amount;
    else if (ev.type === 'lp-gained') lp -= ev.amount;
  }
  return lp;
}

/** CH-DAMAGE-LOWER-LP-ZERO: a face-up, not negated continuous 「比对方基本分少的玩家受到的全部伤害变成0」 and `pl` lower at this moment. */
function lowerLpShielded(state: EngineState, board: Board, pl: Player): boolean {
  let applies = false;
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (!c.faceUp || !isField(c.zone) || c.activationNegated || c.states.includes('effects-negated')) continue;
    if (c.card.effects.some((e) => e.kind === 'continuous' && e.lowerLpNoDamage)) applies = true;
  }
  if (!applies) return false;
  const mine = lpAtStepStart(state, board, pl);
  const theirs = lpAtStepStart(state, board, opponent(pl));
  return mine !== null && theirs !== null && mine < theirs;
}

/** CH-LP-GAIN-AS-DAMAGE on the board: a face-up card on the field, not negated, whose continuous effect turns this player's gains into damage. */
function gainTurnsToDamage(board: Board, pl: Player): boolean {
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (!c.faceUp || !isField(c.zone) || !c.controller || c.activationNegated || c.states.includes('effects-negated')) continue;
    for (const e of c.card.effects) if (e.kind === 'continuous' && e.lpGainAsDamage && (e.lpGainAsDamage === 'self' ? c.controller : opponent(c.controller)) === pl) return true;
  }
  return false;
}

/** Gain LP. */
function gainLp(d: Doing): ActionResult {
  const { state, link, a, board, me, then, cause, ctx } = d;
  const all = relPlayer(a.player ?? 'self', me);
  // CH-LP-GAIN-AS-DAMAGE: a player whose LP gains a face-up continuous effect turns into damage takes that much damage instead.
  const turned = all.filter((p) => gainTurnsToDamage(board, p));
  if (turned.length) {
    link.rules.push(R.LP_GAIN_AS_DAMAGE);
    const hurt = damage({ ...d, a: { ...a, do: 'damage', player: turned.length === 2 ? 'both' : turned[0] === me ? 'self' : 'opponent' } });
    if (turned.length === all.length) return hurt;
  }
  const players = all.filter((p) => !turned.includes(p));
  // CH-LP-TARGET-VALUE: 「回复…怪兽的攻击力一半的数值」 — the target's value (halved when written).
  const ofTarget = a.amountFrom?.of === 'targets' && a.amount === undefined ? targetValue(state, ctx, a.amountFrom) : null;
  if (ofTarget !== null && !link.rules.includes(R.LP_TARGET_VALUE)) link.rules.push(R.LP_TARGET_VALUE);
  // CH-LP-MOVED-COUNT: 「回复这个效果送去墓地的「堕天使」卡数量×500基本分」 — N per card this resolution moved that way (unknown: said).
  const perMoved = a.amountPer && 'movedByThis' in a.amountPer && typeof a.amount === 'number' ? perMovedAmount(state, link, a.amountPer, a.amount) : undefined;
  if (perMoved !== undefined) link.rules.push(R.LP_MOVED_COUNT);
  if (perMoved === 0) return { done: false, text: null }; // none counted: no LP gained, no event a trigger could read
  const gained = perMoved !== undefined ? perMoved : typeof a.amount === 'number' ? a.amount : ofTarget;
  for (const p of players) {
    const lp = board.lp[p];
    const amount = gained;
    if (lp !== null && amount !== null) board.lp[p] = lp + amount;
    emit(state, { type: 'lp-gained', link: link.n, player: p, amount, by: me, cause, ...then });
  }
  link.rules.push(R.LP);
  return { done: true, text: say({ rule: 'do:gain-lp', params: { amount: gained } }) };
}

/**
 * CH-LP-LOST (s49): 「自己失去这个效果特殊召唤的怪兽数量×1000基本分」, 「…让双方回到卡组的卡数量×300基本分」 — LP lost, no
 * damage (a damage trigger does not see it, a damage shield does not stop it) and no payment; counted as the step resolves (CH-LP-MOVED-COUNT:
 * none moved, none lost; the cards not known, the amount is unknown and said). LP brought to 0 end the Duel as any 0 does.
 */
function loseLp(d: Doing): ActionResult {
  const { state, link, a, board, me, then, cause } = d;
  const perMoved = a.amountPer && 'movedByThis' in a.amountPer && typeof a.amount === 'number' ? perMovedAmount(state, link, a.amountPer, a.amount) : undefined;
  if (perMoved !== undefined) link.rules.push(R.LP_MOVED_COUNT);
  if (perMoved === 0) return { done: false, text: null };
  const lost = perMoved !== undefined ? perMoved : typeof a.amount === 'number' ? a.amount : null;
  const players = relPlayer(a.player ?? 'self', me);
  for (const p of players) {
    const lp = board.lp[p];
    if (lp !== null && lost !== null) board.lp[p] = Math.max(0, lp - lost);
    emit(state, { type: 'lp-lost', link: link.n, player: p, amount: lost, by: me, cause, ...then });
  }
  link.rules.push(R.LP_LOST);
  return { done: true, text: say({ rule: 'do:lose-lp', params: { player: players.join('、'), amount: lost } }) };
}

/**
 * CH-LP-BECOMES: 「双方基本分变成0」「对方基本分变成一半」 — the LP become the value (half: rounded up, as the rules halve LP); no damage and
 * no gain happen. LP not stated stay unknown; LP brought to 0 end the Duel as any 0 does (both at once: a draw).
 */
function setLp(d: Doing): ActionResult {
  const { link, a, board, me } = d;
  const players = relPlayer(a.player ?? 'self', me);
  for (const p of players) {
    const lp = board.lp[p];
    if (a.amount === 'half') board.lp[p] = lp === null ? null : Math.ceil(lp / 2);
    else if (typeof a.amount === 'number') board.lp[p] = a.amount;
  }
  link.rules.push(R.LP_BECOMES);
  return { done: true, text: say({ rule: R.LP_BECOMES, params: { players, amount: a.amount ?? null } }) };
}

/** Draw, or add cards to the hand. */
function addToHand(d: Doing): ActionResult {
  const { state, link, a, ctx, board, me, then, cause } = d;
  // A draw's number is its own (「抽2张」: `count`, or `amount`), not the count of the Deck cards its subject describes.
  let drawn = a.do === 'draw' ? (a.count ?? (typeof a.amount === 'number' ? a.amount : undefined)) : undefined;
  // CH-DRAW-COUNT-OF: 「抽出自己场上的「X」怪兽的数量」 — counted as the step resolves (a card named otherwise by `(卡名:Y)` is not an X).
  if (a.do === 'draw' && a.drawCountOf) {
    const fits = cardsMatching(state.board, a.drawCountOf.filter, link.ref, link.controller);
    drawn = (a.drawCountOf.kinds ? namesAmong(fits, a.drawCountOf.filter.archetype) : fits.length) + a.drawCountOf.plus;
    link.rules.push(R.DRAW_COUNT_OF);
    // None fits: nothing is drawn (the step is not done).
    if (drawn === 0) return { done: false, text: null };
  }
  // CH-COUNT-MOVED: 「抽出送去墓地的怪兽的数量＋1张」 — the cards as they were sent, wherever they are now.
  if (a.do === 'draw' && a.countFrom) {
    drawn = countMovedBy(state, link, a.countFrom.by) + a.countFrom.plus;
    link.rules.push(R.COUNT_MOVED);
    // CH-PICK-ANY-NUMBER: 「那个场合，双方从卡组抽出那个数量」 — none moved: nothing is drawn (the step is not done).
    if (drawn === 0) return { done: false, text: null };
  }
  const count = drawn ?? (typeof a.what === 'object' ? (a.what.count ?? 1) : (typeof a.amount === 'number' ? a.amount : 1));
  // (CH-EACH-PLAYER: a draw of both players — 「各自从卡组抽2张」 — is done by the turn player first.)
  let players = a.do === 'draw' ? drawersOf(a, me, board.turnPlayer) : relPlayer(a.player ?? 'self', me);
  // 「对方从卡组抽1张」: the draw's subject, read by the compiler (CH-DRAW-PLAYER).
  if (a.do === 'draw' && a.player !== undefined && a.player !== 'self') link.rules.push(R.DRAW_PLAYER);
  // CH-TURN-PART-DRAW-LOCK: a player an applied 「直到回合结束时自己不能用卡的效果抽卡」 binds draws nothing by this step (the others do).
  // (When the others still draw — a draw of each player —, the resolution line says so itself: a ruling, not an assumption, and the line's
  // 「各自抽出丢弃的数量」 alone would tell the user the bound player drew.)
  let lockText: Text | null = null;
  if (a.do === 'draw') {
    const locked = players.flatMap((p) => { const by = drawLockOn(state, p); return by ? [{ p, by }] : []; });
    if (locked.length) {
      link.rules.push(R.TURN_PART_DRAW_LOCK);
      players = players.filter((p) => !locked.some((x) => x.p === p));
      lockText = say({ rule: R.TURN_PART_DRAW_LOCK, params: { variant: 'step', source: locked[0]!.by, player: locked.map((x) => x.p).join('、'), name: link.name } });
      if (!players.length) return { done: false, text: lockText };
    }
  }
  // CH-DRAW-PLAYER: 「破坏的卡的控制者…抽出破坏的数量」 — the drawers and their counts are read from this link's destructions.
  const per = a.do === 'draw' && a.perControllerMoved ? movedPerController(state, link, a.perControllerMoved) : null;
  if (per) {
    if (!link.rules.includes(R.DRAW_PLAYER)) link.rules.push(R.DRAW_PLAYER);
    // (Its `player` is 'both': the turn player's first; a player a draw lock binds was already left out.)
    players = players.filter((p) => per.has(p));
    if (!players.length) return { done: false, text: lockText ?? say({ rule: R.DRAW_PLAYER, params: {} }) };
  }
  const countOf = (p: Player): number => per?.get(p) ?? count;
  // CH-CHOOSE: 「自己可以从卡组抽1张」 — whether to draw is the player's, and the input did not say: not drawn for them, and said (a draw
  // note `[抽卡 X]` says they drew).
  // Only a 「可以」 of the draw's own — a later step (「那之后」「再」, or one hanging on a state: 「…的场合，自己可以从卡组抽1张」) after one the
  // effect must make. When every step is optional, or the draw is glued to the first step (「可以选择…回到卡组，从自己卡组抽1张卡」), the one
  // 「可以」 is the choice to activate it (「…后，可以把这张卡破坏并从卡组抽1张卡」), and once activated the draw is done.
  const ownMay = (a.then === true || a.conditional === true) && (link.effect?.does.some((x) => !x.optional) ?? false);
  if (a.do === 'draw' && a.optional && ownMay && !link.directives.some((x) => x.kind === 'chosen' && x.action === 'draw')) {
    link.rules.push(R.CHOOSE_UNKNOWN);
    const said = joinText(players.map((p) => say({ rule: R.CHOOSE_UNKNOWN, params: { variant: 'optional-draw', player: p, count: countOf(p) } })), '；', '; ');
    return { done: false, text: lockText ? joinText([said, lockText], '，但', ', but ') : said };
  }
  // CH-FORBIDDEN-FROM-AT-RESOLUTION: an add from the Deck that a face-up floodgate forbids (「不能…从卡组把卡加入手卡」) is not carried out.
  if (a.do === 'add-to-hand') {
    const places = asArray<Place>(a.from ?? (typeof a.what === 'object' ? a.what.filter?.place : undefined));
    const gate = placeLockingCard(state, 'add-to-hand', places, me);
    if (gate) {
      link.rules.push(R.FORBIDDEN_FROM_AT_RESOLUTION);
      return { done: false, text: say({ rule: R.FORBIDDEN_AT_RESOLUTION, params: { source: gate.card.name, verb: t('加入手卡', 'add to the hand') } }) };
    }
  }
  // A draw moves no card the engine can name — unless a note says which card was drawn (`[抽卡 X]`, form 15).
  const { cards: picked, unknown } = a.do === 'add-to-hand' ? subjectCards(state, link, a.what, ctx) : { cards: (ctx.chosen ?? []).map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c)), unknown: false };
  // CH-DECLARED-NAME: 「宣言的1只怪兽从卡组加入手卡」 — with no name noted (and no one name listed there), or looked for where the situation
  // does not list every card: which card it adds is not judged (said), no move shown, not even an unnamed one; none of that name in a
  // place listed in full: nothing is added.
  if (a.do === 'add-to-hand' && typeof a.what === 'object' && a.what.filter.declaredName && !picked.length) {
    return { done: false, text: unknown ? say({ rule: R.DECLARED_NAME, params: { name: link.name, variant: 'not-judged' } }) : null };
  }
  // CH-GY-LOCK-LISTED-EMPTY: under a GY lock, 「从卡组·墓地…加入手卡」 picks from its other places only — a card in the GY is not the one.
  const addPlaces = asArray<Place>(a.from ?? (typeof a.what === 'object' ? a.what.filter?.place : undefined));
  const addLock = a.do === 'add-to-hand' && addPlaces.length > 1 && addPlaces.includes('gy') ? gyLockFor(state, link) : null;
  const cards = addLock ? picked.filter((c) => c.zone !== 'gy') : picked;
  // CH-PICK-LISTED-EMPTY: a pick from listed places none of whose cards fits adds nothing (not an unnamed card).
  if (a.do === 'add-to-hand' && !cards.length && listedPickEmpty(state, link, a.what, a.from)) {
    link.rules.push(R.PICK_LISTED_EMPTY);
    return { done: false, text: null };
  }
  // (Its other places listed in full with none that fits: nothing is added, no unnamed card.)
  if (addLock && !cards.length && listedPickEmpty(state, link, a.what, a.from, ['gy'])) {
    link.rules.push(R.GY_LOCK_LISTED_EMPTY);
    return { done: false, text: say({ rule: R.GY_LOCK_LISTED_EMPTY, params: { source: addLock.card } }) };
  }
  // CH-DRAW-LISTED-DECK: a draw of as many cards as its player's Deck, listed in full, holds takes exactly those cards — whatever the order.
  const whole = a.do === 'draw' && cards.length === 0 && players.length === 1 ? wholeListedDeck(state, players[0]!, count) : NO_CARDS;
  if (whole.length) link.rules.push(R.DRAW_LISTED_DECK);
  const moving = cards.length ? cards : whole;
  // CH-ADD-TO-OWN-HAND: 「加入自己手卡」 — an opponent's card goes to this player's hand (its owner unchanged), not back to its owner's.
  const intoMine = a.do === 'add-to-hand' && a.intoOwnHand === true ? moving.filter((c) => c.controller !== null && c.controller !== me) : NO_CARDS;
  if (intoMine.length) link.rules.push(R.ADD_TO_OWN_HAND);
  if (moving.length) {
    const ev = moveCards(state, [...moving], 'hand', a.do === 'draw' ? 'drawn' : 'added-to-hand', link.n, me, cause, then);
    for (const c of intoMine) {
      c.owner ??= opponent(me);
      c.controller = me;
    }
    // (The event names the cards as they were — the opponent's —, and whose hand they went to: 「B:X 加入手卡（A）」.)
    if (ev && intoMine.length) ev.player = me;
  } else
    for (const p of players) {
      // CH-DRAW-NONE-DISCARDED: 「各自从卡组抽出自身丢弃的数量」 — as many as that player discarded (none: nothing drawn).
      const own = a.do === 'draw' && a.perOwnDiscard ? discardedBy(state, link, p) : countOf(p);
      if (own === 0) continue;
      // CH-DECK-OUT: a draw its player's listed Deck cannot cover — that player loses (./deck-out.ts).
      if (a.do === 'draw' && own !== null && deckOut(state, link, a, p, own)) continue;
      const n = board.handSize[p];
      if (n !== null) board.handSize[p] = own === null ? null : n + own;
      emit(state, { type: a.do === 'draw' ? 'drawn' : 'added-to-hand', link: link.n, player: p, amount: own, by: me, cause, ...then });
    }
  link.rules.push(R.HAND_COUNT);
  // CH-HAND-COUNT: the cards an add moved are the number said (「那些怪兽加入手卡」: all its targets, not one).
  const said = (a.do === 'add-to-hand' || per) && moving.length ? moving.length : a.do === 'draw' && a.perOwnDiscard ? null : count;
  // (「之后各自从卡组抽5张卡」: a draw of both players, each their own — said 「各自」.)
  const drawText = per && !moving.length
    ? joinText(players.map((p) => say({ rule: R.DRAW_PLAYER, params: { player: p, count: countOf(p) } })), '，', ', ')
    : say({ rule: `do:${a.do}`, params: { count: said, each: a.do === 'draw' && players.length > 1 } });
  return { done: true, text: lockText ? joinText([drawText, lockText], '，但', ', but ') : drawText };
}

/**
 * CH-DRAW-PLAYER: how many cards of each player this link's earlier steps moved as `type` (destroyed), by who controlled them then —
 * in the turn player's order as events came; null when a move named no card (which player's is not known: the draw stays as written).
 */
function movedPerController(state: EngineState, link: LinkState, type: 'destroyed'): Map<Player, number> | null {
  const out = new Map<Player, number>();
  for (const e of state.events) {
    if (e.link !== link.n || e.type !== type || e.cause === 'cost') continue;
    if (!e.cards.length) return null;
    e.cards.forEach((r, i) => {
      const p = e.controllers?.[i] ?? state.board.cards[r]?.controller ?? null;
      if (p) out.set(p, (out.get(p) ?? 0) + 1);
    });
  }
  return out;
}

/** The cards of `player`'s Deck when the situation lists it in full and it holds exactly `count` (a draw of them all), else none. */
function wholeListedDeck(state: EngineState, player: Player, count: number): readonly BoardCard[] {
  if (!state.knownZones.has(`${player}:deck`)) return NO_CARDS;
  const deck: BoardCard[] = [];
  for (const k in state.board.cards) {
    const c = state.board.cards[k]!;
    if (c.zone === 'deck' && (c.owner ?? c.controller) === player) deck.push(c);
  }
  return deck.length === count ? deck : NO_CARDS;
}

/** Discard from the hand. */
function discard(d: Doing): ActionResult {
  const { state, link, a, board, me, then, cause, ctx } = d;
  // 「对方随机丢弃1张手卡」: whose hand is read from the cards it names when no player is said (CH-DISCARD-HAND).
  const side = a.player ?? (typeof a.what === 'object' && a.what.filter.side === 'opponent' ? 'opponent' : 'self');
  const players = relPlayer(side, me);
  // CH-DECLARED-NAME: 「宣言的卡在对方手卡的场合，对方把手卡的那卡全部丢弃」 — the cards of the declared name in that hand.
  if (typeof a.what === 'object' && a.what.filter.declaredName) {
    const { cards, unknown } = subjectCards(state, link, a.what, ctx);
    if (unknown) return { done: false, text: say({ rule: R.DECLARED_NAME, params: { name: link.name, variant: 'not-judged' } }) };
    if (!cards.length) return NOTHING;
    moveCards(state, cards, 'gy', 'discarded', link.n, me, cause, then);
    return { done: true, text: say({ rule: 'do:discard', params: { count: cards.length } }) };
  }
  // CH-DRAW-NONE-DISCARDED: 「把那些手卡全部丢弃」 — each player's whole hand, as it is now (none, for a hand the activation emptied).
  // (A conditional one after a discard this link made — 「…选1张丢弃。没有的场合，自己手卡全部丢弃」 — is the branch not taken.)
  if (typeof a.what === 'object' && a.what.scope === 'all' && a.what.count === undefined) {
    if (a.conditional && state.events.some((e) => e.link === link.n && e.type === 'discarded')) return NOTHING;
    return discardHands(d, players);
  }
  const count = typeof a.amount === 'number' ? a.amount : typeof a.what === 'object' ? (a.what.count ?? 1) : 1;
  // CH-DISCARD-HAND: the cards discarded are named when the notes choose them (`[丢弃 X]`) or the listed hand holds just that many.
  if (players.length === 1) {
    const p = players[0]!;
    const hand = Object.values(board.cards).filter((c) => c.zone === 'hand' && (c.controller ?? c.owner) === p && c.ref !== link.ref);
    // (A step that names no choice of its own — 「丢弃2张手卡」 read as an amount — still takes the cards its `[丢弃 X]` notes name.)
    const chosen = ctx.chosen ?? notedCards(state, link, 'chosen', 'discard').map((c) => c.ref);
    const named = chosen.map((r) => board.cards[r]).filter((c): c is BoardCard => c !== undefined && c.zone === 'hand');
    // CH-DISCARD-FILTERED: 「选择1只灵魂怪兽丢弃」 — only hand cards of the kind the step names may go: with the hand listed in
    // full, the ones that fit (none: nothing is discarded).
    const wanted = typeof a.what === 'object' && (a.what.filter.kind !== undefined || a.what.filter.subtypes !== undefined) ? a.what.filter : null;
    if (wanted && !named.length && state.knownZones.has(`${p}:hand`) && (board.handSize[p] === null || board.handSize[p] === hand.length)) {
      const fit = hand.filter((c) => matchesFilter(wanted, c, onBoard(board, link.ref, me)));
      link.rules.push(R.DISCARD_FILTERED);
      if (!fit.length) return NOTHING;
      if (fit.length <= count) {
        moveCards(state, fit, 'gy', 'discarded', link.n, me, cause, then);
        return { done: true, text: say({ rule: 'do:discard', params: { count: fit.length, whose: p === me ? null : p } }) };
      }
    }
    const cards = named.length ? named : hand.length === count && (board.handSize[p] === null || board.handSize[p] === hand.length) ? hand : [];
    // CH-PICK-LISTED-EMPTY: a hand the situation lists, emptied by now (「自己把手卡随机选1张丢弃」 with no other card) — nothing is discarded.
    if (!cards.length && !hand.length && board.handSize[p] === 0 && state.knownZones.has(`${p}:hand`)) {
      link.rules.push(R.PICK_LISTED_EMPTY);
      return NOTHING;
    }
    if (cards.length) {
      link.rules.push(R.DISCARD_HAND);
      moveCards(state, cards, 'gy', 'discarded', link.n, me, cause, then);
      return { done: true, text: say({ rule: 'do:discard', params: { count, whose: p === me ? null : p, picker: p !== me && a.pickedBySelf ? me : null } }) };
    }
  }
  for (const p of players) {
    const n = board.handSize[p];
    if (n !== null) board.handSize[p] = Math.max(0, n - count);
    emit(state, { type: 'discarded', link: link.n, player: p, amount: count, by: me, cause, ...then });
  }
  // (The opponent's discard names who discards: 「B丢弃1张手卡」, not the controller's 「丢弃1张手卡」 — and who picks the card, when the
  // effect's player does: 「选择对方手卡的1张卡丢去墓地」, CMP-OLD-DISCARD-TO-GY.)
  const whose = players.length === 1 && players[0] !== me ? players[0] : null;
  return { done: true, text: say({ rule: 'do:discard', params: { count, whose, picker: whose && a.pickedBySelf ? me : null } }) };
}

/**
 * CH-DRAW-NONE-DISCARDED: each player discards their whole hand — the listed cards (a hand listed in full, or as many as its size), or
 * its stated size when the cards are not listed; a hand of unknown size discards an unknown number. An empty hand discards nothing.
 */
function discardHands(d: Doing, players: readonly Player[]): ActionResult {
  const { state, link, board, me, then, cause } = d;
  for (const p of players) {
    const hand = Object.values(board.cards).filter((c) => c.zone === 'hand' && (c.controller ?? c.owner) === p && c.ref !== link.ref);
    const n = board.handSize[p];
    const listed = state.knownZones.has(`${p}:hand`) || (n !== null && n === hand.length);
    if (listed) {
      if (hand.length) moveCards(state, hand, 'gy', 'discarded', link.n, me, cause, then);
      continue;
    }
    if (n === 0) continue;
    if (n !== null) board.handSize[p] = 0;
    emit(state, { type: 'discarded', link: link.n, player: p, amount: n, by: me, cause, ...then });
  }
  return { done: true, text: say({ rule: 'do:discard', params: { count: null } }) };
}

/** CH-DRAW-NONE-DISCARDED: 「各自从卡组抽出自身丢弃的数量」 — how many `player` discarded in this link (null: not known). */
function discardedBy(state: EngineState, link: LinkState, player: Player): number | null {
  let n = 0;
  for (const e of state.events) {
    if (e.link !== link.n || e.type !== 'discarded') continue;
    if (e.cards.length) n += e.cards.filter((r) => { const c = state.board.cards[r]; return c !== undefined && (c.owner ?? c.controller) === player; }).length;
    else if (e.player === player) {
      if (e.amount === null) return null;
      n += e.amount;
    }
  }
  return n;
}

/**
 * CH-PICK-PAIR-SAME-RACE: is the noted pick one monster of each player's field, both of one Type (its Type as continuous changes make it)?
 * `unknown`: one of them has no Type the data states (an unlisted card) — taken as fitting, and said.
 */
function pairSameRace(cards: readonly BoardCard[]): { verdict: 'fits' | 'sides' | 'races' | 'unknown'; unknown: BoardCard[] } {
  const sides = new Set(cards.map((c) => c.controller));
  if (cards.length !== 2 || sides.size !== 2 || sides.has(null)) return { verdict: 'sides', unknown: [] };
  const races = cards.map((c) => c.changed?.race ?? c.card.race);
  const unknown = cards.filter((_, i) => !races[i]);
  if (unknown.length) return { verdict: 'unknown', unknown };
  return { verdict: races[0] === races[1] ? 'fits' : 'races', unknown: [] };
}

/**
 * CMP-RELATED-TO-TARGET: the cards among `cards` whose original name, Type, Attribute or Level compare with every target of the link as
 * `rule` says (a value a card does not print is not held against it). A comparison the compiler did not read is not applied, and said.
 */
function comparedWithTargets(state: EngineState, link: LinkState, ctx: ResolveContext, cards: BoardCard[], rule: NonNullable<CardFilter['toTarget']>): BoardCard[] {
  if (rule.unread) pushOnce(state.assumptions, say({ rule: 'pick:compared-unread', params: { name: link.name } }));
  const targets = ctx.targets.map((r) => state.board.cards[r]?.card).filter((c): c is Card => c !== undefined);
  if (targets.length === 0) return cards;
  const value = (c: Card, k: 'name' | 'race' | 'attribute' | 'level'): string | number | undefined => (k === 'name' ? c.name : c[k]);
  const fits = (c: Card) =>
    targets.every((t) =>
      (['name', 'race', 'attribute', 'level'] as const).every((k) => {
        const want = rule[k];
        const a = value(c, k);
        const b = value(t, k);
        if (!want || a === undefined || b === undefined) return true;
        return want === 'same' ? a === b : a !== b;
      }),
    );
  return cards.filter((c) => fits(c.card));
}

/** A monster destroyed by battle, still in the Monster Zone until the damage step ends (the situation's `战斗破坏`). */
function battleDestroyedOnField(c: BoardCard): boolean {
  return c.zone === 'monster' && c.states.includes('battle-destroyed');
}

/** Take control. */
function takeControl(d: Doing): ActionResult {
  const { state, link, a, ctx, me, then, cause } = d;
  if (a.swap) return swapControl(d);
  const { cards } = subjectCards(state, link, a.what, ctx);
  let hit = cards.filter((c) => !unaffected(state, link, c));
  // CH-BATTLE-DESTROYED-CONTROL: a monster destroyed by battle waits in the Monster Zone for the damage step to end — its
  // control does not move.
  const held = hit.filter(battleDestroyedOnField);
  if (held.length) {
    link.rules.push(R.BATTLE_DESTROYED_CONTROL);
    hit = hit.filter((c) => !held.includes(c));
  }
  // CTL-GIVE-CONTROL: who gets each monster — the effect's controller (「得到…的控制权」), its opponent (「控制权移给对方」) or the
  // monster's owner (「控制权回归原本持有者」). A monster its recipient already controls does not change sides.
  const to = (c: BoardCard): Player | null => (!me ? null : a.controlTo === 'opponent' ? opponent(me) : a.controlTo === 'owner' ? (c.owner ?? c.controller) : me);
  if (a.controlTo) {
    link.rules.push(R.GIVE_CONTROL);
    hit = hit.filter((c) => to(c) !== null && c.controller !== to(c));
  }
  // CH-CONTROL-NO-ZONE: a monster taken needs a Main Monster Zone of the taker when it resolves; one with none left
  // (filled earlier in the chain, or by this effect's own summon just before) is destroyed by rule, not by the effect.
  const lostAll: BoardCard[] = [];
  for (const p of me ? ([me, opponent(me)] as const) : []) {
    const crossing = hit.filter((c) => c.zone === 'monster' && c.controller !== null && c.controller !== p && to(c) === p);
    if (!crossing.length || !state.knownZones.has(`${p}:field`)) continue;
    const free = Math.max(0, freeMainZones(state, p));
    lostAll.push(...crossing.slice(free));
  }
  if (lostAll.length) {
    link.rules.push(R.CONTROL_NO_ZONE);
    moveCards(state, lostAll, 'gy', 'destroyed', link.n, me, 'rule');
    hit = hit.filter((c) => !lostAll.includes(c));
    if (hit.length === 0) return { done: false, text: say({ rule: R.CONTROL_NO_ZONE, params: { cards: names(lostAll) } }) };
  }
  // CTL-ZONE-CHOOSER: the player whose effect moves the monsters chooses the zones they go to — but when control goes back to the
  // owner, the player getting them does: one event for each player getting monsters.
  const recipients = [...new Set(hit.map((c) => to(c)))];
  // CTL-UNTIL-END-PHASE: control changed only until the End Phase goes back then to the player who had the monster before (curated
  // cards say it with `duration: 'end-phase'` on a step done now, one with no `whenever`).
  // (CMP-UNTIL-NEXT-PHASE: 「直到下次的自己的结束阶段」 taken in the opponent's turn lasts until the next turn's End Phase.)
  const nextTurn = a.controlUntil === 'next-own-end-phase' && me !== null && state.board.turnPlayer !== me;
  if ((a.controlUntil !== undefined || (a.duration === 'end-phase' && !a.whenever)) && me && hit.length) {
    rememberLater(state, { link: link.n, source: { card: link.card, controller: link.controller, ref: link.ref, name: link.card.name }, phase: 'end-phase', action: a, cards: hit.map((c) => ({ ref: c.ref, incarnation: incarnation(state, c.ref, true), ...(c.controller ? { side: c.controller } : {}) })), kind: 'control-back', ...(nextTurn ? { nextTurn: true as const } : {}) });
  }
  for (const p of recipients) {
    const mine = hit.filter((c) => to(c) === p);
    for (const c of mine) c.controller = p;
    const zoneBy = a.controlTo === 'owner' ? (p ?? undefined) : (me ?? undefined);
    if (zoneBy) link.rules.push(R.ZONE_CHOOSER);
    emit(state, { type: 'control-changed', cards: mine.map((c) => c.ref), link: link.n, by: me, cause, zoneBy, ...then });
  }
  const rule = a.controlTo === 'opponent' ? 'do:give-control' : a.controlTo === 'owner' ? 'do:return-control' : 'do:take-control';
  // CMP-UNTIL-NEXT-PHASE: the answer says how long the control lasts.
  const until = a.controlUntil === 'next-own-end-phase' ? (nextTurn ? 'next-turn-end-phase' : 'end-phase') : a.controlUntil ?? null;
  if (a.controlUntil === 'next-own-end-phase') link.rules.push(R.COMPILE_UNTIL_NEXT_PHASE);
  if (typeof a.what === 'object' && a.what.filter.highest) link.rules.push(R.COMPILE_HIGHEST_STAT);
  return { done: hit.length > 0, text: hit.length ? say({ rule, params: { cards: names(hit), ...(until && rule === 'do:take-control' ? { until } : {}) } }) : null };
}

/**
 * CH-SWAP-CONTROL: 「双方选择自己场上存在的1只怪兽，那些怪兽的控制权交换」 — each player picks one monster of their own (the one
 * they control when it is the only one, else the card a `[…]` note names); when either has none, or either pick is unaffected by
 * the effect, nothing is swapped (the effect is not applied at all); else the two change sides together.
 */
function swapControl(d: Doing): ActionResult {
  const { state, link, a, ctx, me, then, cause } = d;
  link.rules.push(R.SWAP_CONTROL);
  const filter = typeof a.what === 'object' ? a.what.filter : { kind: 'monster' as const, place: 'field' as const };
  const chosen = (ctx.chosen ?? []).map((r) => state.board.cards[r]).filter((c): c is BoardCard => Boolean(c));
  // CH-SWAP-MAIN-ZONE: the monster a player gets needs a Main Monster Zone of theirs, so each player may pick only a monster whose
  // leaving leaves one free (with all five Main Monster Zones taken, not the one in an Extra Monster Zone); a note naming another
  // pick is not followed.
  const gives = (p: Player, c: BoardCard): boolean => freeMainZones(state, p, [c]) >= 1;
  const pickOf = (p: Player): BoardCard | null | 'unknown' => {
    const named = chosen.find((c) => c.controller === p && c.zone === 'monster');
    if (named && gives(p, named)) return named;
    const all = cardsMatching(state.board, { ...filter, side: p === me ? 'self' : 'opponent' }, link.ref, me).filter((c) => c.zone === 'monster' && c.controller === p);
    const own = all.filter((c) => gives(p, c));
    if (own.length < all.length || named) link.rules.push(R.SWAP_MAIN_ZONE);
    return own.length === 0 ? null : own.length === 1 ? own[0]! : 'unknown';
  };
  const mine = pickOf(me);
  const theirs = pickOf(opponent(me));
  if (mine === null || theirs === null) return NOTHING;
  if (mine === 'unknown' || theirs === 'unknown') {
    link.rules.push(R.CHOOSE_UNKNOWN);
    return { done: true, text: say({ rule: R.CHOOSE_UNKNOWN, params: { verb: a.do } }) };
  }
  if (unaffected(state, link, mine) || unaffected(state, link, theirs)) return { done: false, text: say({ rule: R.UNAFFECTED, params: { cards: names([mine, theirs].filter((c) => unaffectedCheck(state, c, link) !== null)) } }) };
  mine.controller = opponent(me);
  theirs.controller = me;
  link.rules.push(R.ZONE_CHOOSER);
  emit(state, { type: 'control-changed', cards: [mine.ref, theirs.ref], link: link.n, by: me, cause, zoneBy: me, ...then });
  return { done: true, text: say({ rule: 'do:take-control', params: { cards: names([mine, theirs]), swap: true } }) };
}

/** Negate the attack. */
function negateAttack(d: Doing): ActionResult {
  const { state, link, board, me, then, cause } = d;
  if (!board.attack) return NOTHING;
  // CH-ATTACK-NEGATE-GONE: the attacker no longer on the field — the attack already stopped, there is none to negate (a 「那之后」 step
  // after it, 「战斗阶段结束」, does not happen: docs/c03/特定效果的处理方法.rst:134).
  const attacker = state.board.cards[board.attack.attacker];
  if (!attacker || attacker.zone !== 'monster') {
    link.rules.push(R.ATTACK_NEGATE_GONE);
    return { done: false, text: say({ rule: R.ATTACK_NEGATE_GONE, params: {} }) };
  }
  emit(state, { type: 'attack-negated', cards: [board.attack.attacker], link: link.n, by: me, cause, ...then });
  board.attack = null;
  return { done: true, text: say({ rule: 'do:negate-attack', params: {} }) };
}

/**
 * CH-ATTACK-MOVED (./attack-move.ts): the attack under way moves to the monster the step names — the battle goes on with it. Not
 * moved (no such monster, or one the attack-target rules now keep from being chosen: CH-ATTACK-MOVE), the step is not done, and
 * a step on the attacker after it is not either (`needsBefore`).
 */
function moveAttackStep(d: Doing): ActionResult {
  const { state, link, a, ctx, board, me } = d;
  const subject = a.toName !== undefined ? NO_CARDS : subjectCards(state, link, a.what, ctx).cards;
  const to = attackMoveTo(board, a, me, subject);
  const r = moveAttack(board, to);
  // (Whether a step on the attacker follows, done only once the attack moved — said when it is not.)
  const rest = (link.effect?.does ?? []).some((x) => x.what === 'attacker' && x.needsBefore === true);
  link.rules.push(R.ATTACK_MOVED);
  // No attack stated at all (the effect is judged as in its attack window, CH-ATTACK-WINDOW): the move is said, not judged.
  if (!r.moved && r.why === 'no-attack' && !state.scenario.attack) {
    if (to.length > 0) return { done: true, text: say({ rule: R.ATTACK_MOVED, params: { variant: 'unstated', card: to[0]!.card.name } }) };
    return { done: false, text: say({ rule: R.ATTACK_MOVED, params: { variant: 'none', card: a.toName ?? null, by: [], rest } }) };
  }
  if (r.moved) {
    const monsters: string[] = [];
    for (const k in board.cards) if (board.cards[k]!.zone === 'monster' && board.cards[k]!.controller === me) monsters.push(k);
    state.attackMoved = { link: link.n, to: r.moved.ref, monsters };
    if (r.others > 0) pushOnce(state.assumptions, say({ rule: R.ATTACK_MOVED, params: { variant: 'which', name: link.name, card: r.moved.card.name } }));
    return { done: true, text: say({ rule: R.ATTACK_MOVED, params: { variant: 'moved', card: r.moved.card.name } }) };
  }
  if (r.why === 'forbidden') link.rules.push(R.ATTACK_MOVE);
  return { done: false, text: say({ rule: R.ATTACK_MOVED, params: { variant: r.why, card: r.card?.card.name ?? a.toName ?? null, by: r.why === 'forbidden' ? r.by ?? [] : [], rest } }) };
}

/**
 * CH-TARGET-MOVED: 「那个对象转移为…这张卡」 — the answered activation now targets this card (./target-move.ts); activated on the attack
 * alternative (CH-QUICK-OR-ATTACKED: its monster chosen as the attack target), the attack moves to this card instead.
 */
function moveTargetStep(d: Doing): ActionResult {
  const { state, link, ctx, board, me } = d;
  if (link.rules.includes(R.QUICK_OR_ATTACKED)) return moveAttackStep({ ...d, a: { ...d.a, do: 'move-attack' } });
  link.rules.push(R.TARGET_MOVED);
  const self = subjectCards(state, link, 'self', ctx).cards[0];
  const r = moveTarget(board, ctx.answers, self, me, link.effect?.respondsTo?.targets);
  const name = self?.card.name ?? link.card.name;
  if (!r.moved) return { done: false, text: say({ rule: R.TARGET_MOVED, params: { variant: r.why, card: name } }) };
  pushOnce(state.assumptions, say({ rule: R.TARGET_MOVED, params: { variant: 'correct', name: link.name, card: name } }));
  return { done: true, text: say({ rule: R.TARGET_MOVED, params: { variant: 'moved', card: name, from: r.from?.card.name ?? null, link: ctx.answers!.n } }) };
}

/**
 * CH-EQUIP-NO-ZONE (rules reference docs/c03/装备卡.rst:82–89): are all 5 of the player's Spell & Trap Zones taken? Judged
 * only when the situation lists that field (a Field Spell is in its own zone; the cards about to move are not counted).
 */
function spellZonesFull(state: EngineState, player: Player, moving: readonly BoardCard[]): boolean {
  if (!state.knownZones.has(`${player}:field`)) return false;
  let used = 0;
  for (const k in state.board.cards) {
    const c = state.board.cards[k]!;
    if (c.zone === 'spell' && c.controller === player && !c.card.type.subtypes.includes('field') && !moving.includes(c)) used++;
  }
  return used >= 5;
}

/** Equip. */
function equip(d: Doing): ActionResult {
  const { state, link, a, ctx, board, me, then, cause } = d;
  if (a.movesEquip) return moveEquip(d);
  const { cards } = subjectCards(state, link, a.what, ctx);
  // CH-EQUIP-FROM-OUTSIDE: cards taken from the hand, Deck or GY to equip this card (or the monster its Equip Card equips).
  if (equipsFromOutside(a, cards)) return equipFromOutside(state, link, a, cards, me, then.thenStep, ctx.targets);
  if (a.to === 'spell') {
    // A monster equipped as an Equip Card moves to the Spell & Trap Zone: a new card there.
    // CH-EQUIP-TARGET-FROM-GY: a target in the GY or banished (「以自己墓地1只…为对象…那只…当作装备卡使用给这张卡装备」) moves
    // from there; a face-down banished card is not a monster the step can name.
    const moved = cards.filter((c) => (c.zone === 'monster' ? !unaffected(state, link, c) : (c.zone === 'gy' || (c.zone === 'banished' && c.faceUp)) && c.card.type.kind === 'monster'));
    if (moved.some((c) => c.zone !== 'monster')) link.rules.push(R.EQUIP_TARGET_FROM_GY);
    // It is equipped to the effect's own monster (「把…当作装备卡使用给这张卡装备」), which must still be face-up in
    // the Monster Zone: else it cannot be equipped and is sent to the GY by rule, not destroyed (CH-EQUIP-FAILS).
    const holder = board.cards[link.ref];
    // CH-EQUIP-NO-ZONE: with no free Spell & Trap Zone (a listed field holding 5) the monster cannot become an Equip Card
    // either, and goes the same way.
    const noZone = moved.length > 0 && spellZonesFull(state, holder?.controller ?? me, moved);
    if (noZone || (holder && holder.card.type.kind === 'monster' && !(holder.zone === 'monster' && holder.faceUp))) {
      // (A target in the GY or banished stays where it is: only a monster that left the Monster Zone is sent to the GY.)
      const left = moved.filter((c) => c.zone === 'monster');
      if (!left.length) return NOTHING;
      link.rules.push(noZone ? R.EQUIP_NO_ZONE : R.EQUIP_FAILS);
      moveCards(state, left, 'gy', 'sent-to-gy', link.n, me, 'rule');
      return { done: false, text: say({ rule: 'do:equip', params: { variant: 'fails', cards: names(left) } }) };
    }
    for (const c of moved) {
      const from = c.zone;
      c.zone = 'spell';
      c.position = null;
      if (holder?.controller) c.controller = holder.controller;
      emit(state, { type: 'equipped', cards: [c.ref], link: link.n, by: me, cause, from: [from], to: ['spell'], ...then });
      // The relation ends when the holder leaves (CH-EQUIP-DESTROYED).
      if (holder && holder !== c && holder.zone === 'monster' && holder.faceUp) equipTo(c, holder, link.n, state.board);
    }
    return { done: moved.length > 0, text: moved.length ? say({ rule: 'do:equip', params: { variant: 'to-spell', cards: names(moved) } }) : null };
  }
  if (a.onto === 'battled' && a.what === 'self') return equipToBattled(d);
  // 「把这张卡装备」: this card is equipped to the target, which must be a face-up monster by then.
  const receivers = a.what === 'self' ? ctx.targets.map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c)) : cards;
  const self = board.cards[link.ref];
  const ok = receivers.filter((c) => c.zone === 'monster' && c.faceUp);
  if (!self || !ok.length || (a.what === 'self' && !(isField(self.zone) && self.faceUp))) return NOTHING;
  // (「这张卡当作装备卡使用给那只自己怪兽装备」 read as an equip of the targets: the card moved is this monster all the same.)
  if ((a.what === 'self' || (a.what === 'targets' && !ok.includes(self))) && self.card.type.kind === 'monster' && self.zone === 'monster') {
    // A monster equipping itself (a Union's 「把这张卡当作装备卡使用给那只怪兽装备」) moves to the Spell & Trap Zone —
    // with none free it cannot, and is sent to the GY by rule (CH-EQUIP-NO-ZONE). A Union equips only a monster its
    // controller controls, and 「给那只自己怪兽装备」 (a target read as 「自己场上」) names one: the opponent took it in the
    // chain, so it cannot be equipped and is sent to the GY by rule too (CH-EQUIP-OWN-MONSTER).
    const own = self.card.type.subtypes.includes('union') || link.effect?.targets?.filter.side === 'self';
    const taken = own && ok.some((c) => c.controller !== (self.controller ?? me));
    if (taken || spellZonesFull(state, self.controller ?? me, [self])) {
      link.rules.push(taken ? R.EQUIP_OWN_MONSTER : R.EQUIP_NO_ZONE);
      moveCards(state, [self], 'gy', 'sent-to-gy', link.n, me, 'rule');
      return { done: false, text: say({ rule: 'do:equip', params: { variant: 'fails', cards: names([self]) } }) };
    }
    self.zone = 'spell';
    self.position = null;
  }
  emit(state, { type: 'equipped', cards: [self.ref, ...ok.map((c) => c.ref)], link: link.n, by: me, cause, ...then });
  // The equip relation (CH-EQUIP-STATS): an equip card in the Spell & Trap Zone now belongs to that monster.
  if (self.zone === 'spell' && ok.length === 1) equipTo(self, ok[0]!, link.n, state.board);
  return { done: true, text: say({ rule: 'do:equip', params: { cards: names([self]), to: names(ok) } }) };
}

/**
 * CH-EQUIP-BATTLED (rules reference docs/c03/装备卡.rst:1–12: an equip card goes to its controller's Spell & Trap Zone equipped to a
 * face-up monster): 「这张卡被和对方怪兽的战斗破坏送去墓地时，可以把这张卡当作装备卡使用给那只对方怪兽装备」 (章鲨, `onto: 'battled'`) — this
 * card, still in the GY, goes to its controller's Spell & Trap Zone equipped to the other monster of the attack its card was in, while that
 * monster is face-up in a Monster Zone. With that monster gone, or this card no longer in the GY, nothing is equipped; with no attack stated
 * the monster is not known and nothing is guessed (said).
 */
function equipToBattled(d: Doing): ActionResult {
  const { state, link, board, me, then, cause } = d;
  const self = board.cards[link.ref];
  if (!self || self.zone !== 'gy') return NOTHING;
  const attack = board.attack;
  const refs = attack ? [attack.attacker, attack.target].filter((r): r is string => Boolean(r)).map((r) => board.aliases?.[r] ?? r) : [];
  if (!refs.includes(link.ref)) {
    pushOnce(state.assumptions, say({ rule: R.EQUIP_BATTLED, params: { name: link.name, variant: 'unknown' } }));
    return { done: false, text: null };
  }
  const battled = refs.filter((r) => r !== link.ref).map((r) => board.cards[r]).find((c): c is BoardCard => Boolean(c));
  link.rules.push(R.EQUIP_BATTLED);
  if (!battled || battled.zone !== 'monster' || !battled.faceUp || unaffected(state, link, battled)) return NOTHING;
  const owner = self.controller ?? self.owner ?? me;
  if (spellZonesFull(state, owner, [self])) return NOTHING;
  self.zone = 'spell';
  self.position = null;
  self.faceUp = true;
  self.controller = owner;
  emit(state, { type: 'equipped', cards: [self.ref], link: link.n, by: me, cause, from: ['gy'], to: ['spell'], ...then });
  equipTo(self, battled, link.n, state.board);
  return { done: true, text: say({ rule: 'do:equip', params: { cards: names([self]), to: names([battled]) } }) };
}

/**
 * CH-EQUIP-MOVE (./equip-move.ts): the target, still an equip card equipped to a monster, is equipped to another monster that is a
 * correct target for it now (the first the board lists when there are several). None: it stays on its monster.
 */
function moveEquip(d: Doing): ActionResult {
  const { state, link, ctx, board, me, then, cause } = d;
  if (d.a.what !== 'targets') return gatherEquips(d);
  // CMP-EQUIP-MOVE-TO: where the words send it (its monster target, this card), else the first other correct target.
  const ends = moveEnds(board, d.a.movesEquipTo, ctx.targets.map((r) => board.cards[r]).filter((c): c is BoardCard => Boolean(c)), board.cards[link.ref]);
  const equipCard = ends.equip;
  if (!equipCard || equipCard.zone !== 'spell' || !equipCard.faceUp || !equipCard.equippedTo || unaffected(state, link, equipCard)) return NOTHING;
  link.rules.push(R.EQUIP_MOVE);
  const holders = moveHolders(state, equipCard);
  if (d.a.movesEquipTo && (!ends.to || ends.to.zone !== 'monster' || !ends.to.faceUp || (holders && !holders.includes(ends.to)))) return { done: false, text: say({ rule: 'do:move-equip', params: { variant: 'none', cards: names([equipCard]) } }) };
  if (!holders?.length) return { done: false, text: say({ rule: 'do:move-equip', params: { variant: holders ? 'none' : 'unknown', cards: names([equipCard]) } }) };
  const to = ends.to ?? holders[0]!;
  emit(state, { type: 'equipped', cards: [equipCard.ref, to.ref], link: link.n, by: me, cause, ...then });
  equipTo(equipCard, to, link.n, state.board);
  return { done: true, text: say({ rule: 'do:move-equip', params: { cards: names([equipCard]), to: names([to]) } }) };
}

/**
 * CH-EQUIP-MOVE, every equip card onto the target (「场上的全部装备卡给作为对象的怪兽装备。对象不正确的装备卡破坏」): each face-up equip card on
 * the field equipped to another monster moves to the target when it is a correct target for it; the others are destroyed by this
 * effect instead — one that cannot be destroyed stays where it is, equipped as before. One the engine cannot judge stays too.
 */
function gatherEquips(d: Doing): ActionResult {
  const { state, link, ctx, board, me, then, cause } = d;
  const to = ctx.targets.map((r) => board.cards[r]).find((c): c is BoardCard => Boolean(c));
  if (!to || to.zone !== 'monster' || !to.faceUp || unaffected(state, link, to)) return NOTHING;
  link.rules.push(R.EQUIP_MOVE);
  const equips = Object.values(board.cards).filter((c) => c.zone === 'spell' && c.faceUp && c.equippedTo && c.equippedTo !== to.ref && !unaffected(state, link, c));
  const moved: BoardCard[] = [];
  const wrong: BoardCard[] = [];
  for (const c of equips) {
    const ok = correctFor(state, c, to);
    if (ok) moved.push(c);
    else if (ok === false) wrong.push(c);
  }
  for (const c of moved) {
    emit(state, { type: 'equipped', cards: [c.ref, to.ref], link: link.n, by: me, cause, ...then });
    equipTo(c, to, link.n, state.board);
  }
  const destroyed = wrong.length ? moveAway({ ...d, a: { do: 'destroy', what: 'targets' }, ctx: { ...ctx, targets: wrong.map((c) => c.ref) } }) : NOTHING;
  const text = moved.length ? say({ rule: 'do:move-equip', params: { cards: names(moved), to: names([to]) } }) : null;
  return { done: moved.length > 0 || destroyed.done, text: [text, destroyed.text].filter(Boolean).length ? (text && destroyed.text ? t(`${text.zh}；${destroyed.text.zh}`, `${text.en}; ${destroyed.text.en}`) : text ?? destroyed.text) : null };
}

/**
 * CH-COIN-GRANTS (CMP-COIN-GRANTED): 「这张卡召唤·反转召唤·特殊召唤成功时，进行1次投掷硬币得到以下效果」 (秘仪之力) — the coin is tossed as the
 * trigger resolves and the card keeps the face that came out: the ● of that face is its effect while it stays face-up (a state the conditions
 * read, CMP-COIN-GRANTED). The link's note gives the face (`[表]` `[里]`); none given: the face is unknown — said with both ●, neither taken
 * as held (never a face guessed). A card no longer face-up in the Monster Zone keeps nothing.
 */
function coinGrants(d: Doing): ActionResult {
  const { state, link, board } = d;
  const self = board.cards[board.aliases?.[link.ref] ?? link.ref];
  if (!self || self.zone !== 'monster' || !self.faceUp) return NOTHING;
  if (!link.rules.includes(R.COIN_GRANTS)) link.rules.push(R.COIN_GRANTS);
  const noted = link.directives.find((x) => x.kind === 'coin');
  const face = noted?.kind === 'coin' && (noted.outcome === 'heads' || noted.outcome === 'tails') ? noted.outcome : null;
  const wordsOf = (state: 'coin-heads' | 'coin-tails') => link.card.effects.filter((e) => e.condition?.some((c) => c.is === 'self-state' && c.state === state)).map((e) => e.words ?? '').filter((w) => w);
  const params = { name: link.name, face, heads: wordsOf('coin-heads'), tails: wordsOf('coin-tails') };
  if (!face) {
    pushOnce(state.assumptions, say({ rule: R.COIN_GRANTS, params }));
    return { done: true, text: null };
  }
  self.states = [...self.states.filter((x) => x !== 'coin-heads' && x !== 'coin-tails'), face === 'heads' ? 'coin-heads' : 'coin-tails'];
  return { done: true, text: say({ rule: R.COIN_GRANTS, params }) };
}

/** An effect that may target several cards: a count above 1, or one with no most (「任意数量」, CMP-TARGET-ANY-NUMBER). */
const severalTargets = (t: Targeting | null | undefined): boolean => (t?.count ?? 1) > 1 || t?.orMore === true;

/** modify-stats, cannot-attack, look, other …: applied, with no event the window rules read. */
function applied(d: Doing): ActionResult {
  const { state, link, a, ctx, board } = d;
  // CMP-EQUIP-AS-RAISE: the change the card makes as the Equip Card it becomes is the equip relation's (./equip.ts), not made now.
  if (a.asEquip) return NOTHING;
  // CH-BATTLE-BY-ORIGINAL: the battle going on is calculated with the original values (no battle: nothing to change).
  if (a.battleByOriginal) {
    const at = state.board.attack;
    if (!at) return NOTHING;
    state.board.attack = { ...at, byOriginal: true };
    link.rules.push(R.BATTLE_BY_ORIGINAL);
    return { done: true, text: null };
  }
  // CH-DAMAGE-ZERO-ANSWERED: 「那个效果让自己受到的伤害变成0」 — the link just below deals the players named no damage.
  if (a.answeredDamageZero) return answeredDamageZero(d);
  // CH-COIN-GRANTS: 「进行1次投掷硬币得到以下效果」 — the face that came out is kept on the card.
  if (a.coinGrants) return coinGrants(d);
  // CH-GY-REDIRECT-LINGER: 「直到下个回合结束时，被送去墓地的卡不去墓地而除外」 — a redirect the resolved effect leaves, on no card of
  // its own: from now on it banishes what would go to the GY as a face-up card's redirect does (./gy-redirect.ts).
  if (a.do === 'other' && a.insteadOfGy) {
    state.lingering.push({ link: link.n, controller: link.controller, sourceRef: link.ref, action: a, cards: [], names: undefined });
    link.rules.push(R.GY_REDIRECT_LINGER);
    return { done: true, text: say({ rule: R.GY_REDIRECT_LINGER, params: {} }) };
  }
  // modify-stats, cannot-attack, look, other …: applied, with no event the window rules read.
  let { cards } = subjectCards(state, link, a.what, ctx);
  // CH-STAT-BATTLING: 「和这张卡进行战斗的对方怪兽的攻击力…下降1500」 (a change held while its own card battles) is of the other
  // monster of the battle, not of the card itself.
  if (a.what === 'battling' && a.whileHolds?.some((h) => h.is === 'battling' && h.who === 'self')) cards = cards.filter((c) => c !== board.cards[board.aliases?.[link.ref] ?? link.ref]);
  // CH-STAT-REVERSE: 「攻击力·守备力的上升·下降的效果变成相反」 is a rule for the rest of the turn, on no card of its own.
  if (a.do === 'modify-stats' && a.reversesStatChanges) {
    state.lingering.push({ link: link.n, controller: link.controller, sourceRef: link.ref, action: a, cards: [], names: undefined });
    link.rules.push(R.STAT_REVERSE);
    return { done: true, text: say({ rule: R.STAT_REVERSE, params: {} }) };
  }
  const hit = cards.filter((c) => !unaffected(state, link, c));
  if (a.what !== undefined && typeof a.what !== 'string' && hit.length === 0 && cards.length > 0) return NOTHING;
  // What the stat changes did, value by value, for the link's line (「X」攻击力3000→1500).
  const before = a.do === 'modify-stats' ? hit.map((c) => statLine(c)) : [];
  if (a.do === 'modify-stats' && a.change) {
    // 攻守计算 (./stats.ts): a resolved effect's change is one-shot — fixed to the value it makes now.
    // Whether it could change anything is judged where it always was (./undergo.ts); this only counts.
    // CH-STAT-SCALED: a change by a count is fixed to the count when it resolves (read by the link's card, for its controller).
    const reader = state.board.cards[link.ref];
    // CMP-STAT-BATTLE-HIGHER: 「变成进行战斗的对方怪兽的…较高方的数值＋100」 reads the opponent's monster in the battle: with none left, it does not apply.
    if (a.change.per && 'battleOpponentHigher' in a.change.per && !battleOpponentOf(state.board, link.controller)) return { done: false, text: null };
    // CH-STAT-MOVED-COUNT: 「上升这个效果除外的卡数量×200」 — the cards this resolution moved that way by its player (not one its own rule moved).
    const per = a.change.per;
    // CH-COUNT-MOVED (s57): 「上升因为这个效果发动而送去墓地的卡数量×500」 — the cards its cost moved, as they moved; the cards not written, the
    // amount is not known (said) and nothing is applied.
    const paidCards: BoardCard[] = [];
    const paid = per && 'movedByThis' in per && per.cost ? movedCount(state, link, per, paidCards) : undefined;
    if (paid !== undefined) {
      link.rules.push(R.COUNT_MOVED);
      // (s60) Said with the measure word of what was counted: a Tribute is always of monsters (只), as are cards that all are monster cards; else 张.
      const monsters = per && 'movedByThis' in per && per.movedByThis === 'tribute' ? true : paidCards.length > 0 && paidCards.every((c) => c.card.type.kind === 'monster');
      pushOnce(state.assumptions, say({ rule: R.COUNT_MOVED, params: { variant: paid === null ? 'stat-unknown' : 'stat-known', name: link.name, n: paid, how: per && 'movedByThis' in per ? per.movedByThis : null, each: a.change.value ?? 0, monsters } }));
      if (!paid) return { done: false, text: null };
    }
    const counted = per && 'movedByThis' in per ? { ...a.change, per: undefined, value: (a.change.value ?? 0) * (paid ?? movedByThisPlayer(state, link, per.movedByThis)) } : a.change.per ? (reader ? countedNow(state.board, a.change, reader, link.controller) : null) : a.change;
    if (per && 'movedByThis' in per && paid === undefined) link.rules.push(R.STAT_MOVED_COUNT);
    if (counted && per && 'movedByThis' in per && counted.value === 0) return { done: false, text: null };
    // CH-STAT-REVERSE: under a lingering 「上升·下降的效果变成相反」 a raise is a lowering by that number, and the other way round.
    const reversed = counted?.op === 'add' && typeof counted.value === 'number' && state.lingering.some((l) => l.action.reversesStatChanges === true);
    if (reversed) link.rules.push(R.STAT_REVERSE);
    const change = reversed ? { ...counted, value: -counted.value! } : counted;
    // CH-STAT-DURATION-END: 「直到回合结束时」 lasts the turn; 「只在伤害计算时」 that damage calculation.
    const lasts = a.whileHolds?.some((h) => h.is === 'phase' && h.phases.includes('damage-calculation')) ? 'damage-calc' : a.duration === 'turn' || a.duration === 'end-phase' ? 'turn' : a.duration === 'battle-phase' ? 'battle-phase' : undefined;
    // CH-BATTLE-DESTROYED (docs/c03/战斗阶段流程.rst:798–804): a monster destroyed by battle keeps its ATK/DEF — no effect changes them.
    if (change) {
      for (const c of hit) {
        if (c.zone !== 'monster' || !c.faceUp) continue;
        if (battleDestroyedOnField(c)) {
          if (!link.rules.includes(R.BATTLE_DESTROYED)) link.rules.push(R.BATTLE_DESTROYED);
          continue;
        }
        applyStatChange(c, a.stat ?? 'atk', change, { continuous: false, source: link.ref, link: link.n, lasts });
      }
    }
    // CH-STAT-OF-CHANGE: what this change took or gave (the first monster's value), for a later 「上升那个数值」 of this resolution.
    const key = a.stat === 'def' ? 'def' : 'atk';
    const was = before[0]?.[key];
    const now = hit[0] ? statLine(hit[0])[key] : null;
    link.statTaken = typeof was === 'number' && typeof now === 'number' ? Math.abs(was - now) : 0;
  }
  // CH-STAT-OF-CHANGE: 「那只怪兽的攻击力变成一半，这张卡的攻击力上升那个数值」 — the step's monsters gain what the change before it took
  // (nothing taken, or no change made before it in this resolution: the step does not apply).
  if (a.do === 'modify-stats' && !a.change && a.ofChange && !a.amountFrom && !a.amountFromMoved) {
    const value = link.statTaken ?? 0;
    if (!link.rules.includes(R.STAT_OF_CHANGE)) link.rules.push(R.STAT_OF_CHANGE);
    if (value === 0) return { done: false, text: null };
    for (const c of hit) if (c.zone === 'monster' && c.faceUp) applyStatChange(c, a.stat ?? 'atk', { layer: 'current', op: 'add', value }, { continuous: false, source: link.ref, link: link.n });
  }
  // CH-STAT-BATTLE-OPPONENT: 「上升进行战斗的对方怪兽的攻击力数值」 — the link's player's monsters gain that monster's value as it is now.
  if (a.do === 'modify-stats' && !a.change && a.amountFrom?.of === 'battle-opponent') {
    // (CH-STAT-ATTACKED-VALUE: 「…攻击力一半数值」 — half of it, rounded down.)
    const value = valueFrom(opponentBattler(state, link.controller), a.amountFrom);
    if (value !== null) {
      link.rules.push(R.STAT_BATTLE_OPPONENT);
      for (const c of hit) {
        if (c.zone === 'monster' && c.faceUp && c.controller === link.controller) applyStatChange(c, a.stat ?? 'atk', { layer: 'current', op: 'add', value }, { continuous: false, source: link.ref, link: link.n });
      }
    }
  }
  // CH-STAT-OTHERS-TOTAL: 「上升这张卡以外的场上的怪兽的原本攻击力合计数值」 — the sum over the other face-up monsters as it resolves; 0: the
  // step does not apply (and what rides on it after 「再」 neither).
  if (a.do === 'modify-stats' && !a.change && a.amountFrom?.of === 'field-others') {
    if (!link.rules.includes(R.STAT_OTHERS_TOTAL)) link.rules.push(R.STAT_OTHERS_TOTAL);
    const total = othersTotal(board, link.ref, a.amountFrom);
    if (total === 0) return { done: false, text: null };
    for (const c of hit) if (c.zone === 'monster' && c.faceUp) applyStatChange(c, a.stat ?? 'atk', { layer: 'current', op: 'add', value: total }, { continuous: false, source: link.ref, link: link.n });
  }
  // CH-STAT-COST-VALUE: 「上升除外的怪兽的原本攻击力数值」 — the printed values of the monsters the activation's cost moved, read as they
  // were moved (CH-CARD-IDENTITY: wherever they went since, banished again by a rider or returned to the Deck), each stat its own.
  if (a.do === 'modify-stats' && !a.change && a.amountFrom?.of === 'cost') {
    const paid = new Set<string>();
    for (const ev of state.events) if (ev.link === link.n && ev.atActivation && ev.cause === 'cost') for (const r of ev.cards) paid.add(r);
    const monsters = [...paid].map((r) => state.board.cards[r]).filter((c): c is BoardCard => c !== undefined && c.ref !== link.ref && c.card.type.kind === 'monster');
    if (monsters.length > 0) {
      link.rules.push(R.STAT_COST_VALUE);
      const stats: ('atk' | 'def')[] = a.stat === 'atk-def' ? ['atk', 'def'] : [a.stat === 'def' ? 'def' : 'atk'];
      for (const st of stats) {
        const value = monsters.reduce((n, m) => n + (printed(m.card, st) ?? 0), 0) * (a.amountFrom.lowers ? -1 : 1);
        for (const c of hit) if (c.zone === 'monster' && c.faceUp) applyStatChange(c, st, { layer: 'current', op: 'add', value }, { continuous: false, source: link.ref, link: link.n });
      }
    }
  }
  // CH-STAT-MOVED-VALUE: 「…的攻击力下降送去墓地的怪兽的攻击力和守备力之内较高方的数值」 — by the printed values of the monsters an earlier step of
  // this resolution moved (not as they stood on the field: docs/c03/特定效果的处理方法.rst:780–787); none moved, or 0: the step does not apply.
  if (a.do === 'modify-stats' && !a.change && a.amountFromMoved) {
    if (!link.rules.includes(R.STAT_MOVED_VALUE)) link.rules.push(R.STAT_MOVED_VALUE);
    const total = movedTotal(state, link, a.amountFromMoved);
    if (total === 0) return { done: false, text: null };
    const value = a.amountFromMoved.lowers ? -total : total;
    const stats: ('atk' | 'def')[] = a.stat === 'atk-def' ? ['atk', 'def'] : [a.stat === 'def' ? 'def' : 'atk'];
    for (const st of stats) for (const c of hit) if (c.zone === 'monster' && c.faceUp) applyStatChange(c, st, { layer: 'current', op: 'add', value }, { continuous: false, source: link.ref, link: link.n });
  }
  // CH-STAT-EVENT-CARD-VALUE: 「…上升那之内的1只的攻击力一半数值」 — the printed value of a card the trigger's event moved, while it is still
  // where that event put it; one moved away since (returned to the Deck in the chain) is no longer such a card: the step does not apply.
  if (a.do === 'modify-stats' && !a.change && a.amountFrom?.of === 'event-cards') {
    if (!link.rules.includes(R.STAT_EVENT_CARD_VALUE)) link.rules.push(R.STAT_EVENT_CARD_VALUE);
    const from = a.amountFrom;
    const still = eventCardsStillThere(state, link).filter((c) => c.card.type.kind === 'monster');
    if (!still.length) return { done: false, text: null };
    const whole = printed(still[0]!.card, from.stat) ?? 0;
    const value = from.half ? Math.floor(whole / 2) : whole;
    for (const c of hit) if (c.zone === 'monster' && c.faceUp) applyStatChange(c, a.stat === 'def' ? 'def' : 'atk', { layer: 'current', op: 'add', value }, { continuous: false, source: link.ref, link: link.n });
  }
  // CH-STAT-OWN-VALUE: 「…的怪兽的攻击力上升那个原本攻击力数值」 — each monster by its own value as it is now.
  if (a.do === 'modify-stats' && !a.change && a.amountFrom?.of === 'own') {
    const from = a.amountFrom;
    for (const c of hit) {
      if (c.zone !== 'monster' || !c.faceUp) continue;
      const v = statsOf(c)[from.stat];
      const value = v ? (from.original ? v.original : v.value) : null;
      if (value === null) continue;
      applyStatChange(c, a.stat ?? 'atk', { layer: 'current', op: 'add', value }, { continuous: false, source: link.ref, link: link.n });
      if (!link.rules.includes(R.STAT_OWN_VALUE)) link.rules.push(R.STAT_OWN_VALUE);
    }
  }
  // CH-STAT-TARGET-VALUE: 「那只怪兽的攻击力变成0，这张卡的攻击力上升那个原本攻击力数值」 — the step's monsters (not the target) gain the
  // target's value as it resolves (its printed one when 原本); the target gone from the field: nothing to read, the step does not apply.
  if (a.do === 'modify-stats' && !a.change && a.amountFrom?.of === 'targets' && a.what !== 'targets') {
    const target = ctx.targets[0] ? board.cards[ctx.targets[0]] : undefined;
    const value = target && target.zone === 'monster' && target.faceUp ? valueFrom(target, a.amountFrom) : null;
    if (!link.rules.includes(R.STAT_TARGET_VALUE)) link.rules.push(R.STAT_TARGET_VALUE);
    if (!value) return { done: false, text: null };
    for (const c of hit) if (c.zone === 'monster' && c.faceUp) applyStatChange(c, a.stat === 'def' ? 'def' : 'atk', { layer: 'current', op: 'add', value }, { continuous: false, source: link.ref, link: link.n });
  }
  // CH-ATTACK-TARGET-LEFT: the attack-target rule the step leaves on its monsters for the turn (「对方只能向作为对象的怪兽攻击」, 「必须以选择的怪兽为攻击对象」), kept as their state.
  if (a.attackMark) {
    const mark = a.attackMark === 'sole' ? 'sole-attack-target' : 'must-be-attacked';
    for (const c of hit) if (c.zone === 'monster' && c.faceUp && !c.states.includes(mark)) c.states = [...c.states, mark];
  }
  // CH-POSITION-LOCK-LEFT: 『表示形式不能变更』 left on its monsters still face-up in the Monster Zone, kept as their state (FD-POSITION-LOCK).
  if (a.positionLock) {
    // (review s47) 「那些怪兽…」 after a change of every monster a filter found (「…全部变成守备表示，那些怪兽…」): the monsters this resolution's change changed.
    const on = a.positionLockOnChanged ? changedByLink(state, link).filter((c) => !unaffected(state, link, c)) : hit;
    const locked = on.filter((c) => c.zone === 'monster' && c.faceUp);
    if (!locked.length) return { done: false, text: null };
    for (const c of locked) {
      c.states = [...c.states, 'position-locked'];
      c.positionLockedBy = { source: link.card.name, ...(a.positionLockUntil ? { until: a.positionLockUntil } : {}) };
    }
    link.rules.push(R.POSITION_LOCK_LEFT);
    return { done: true, text: say({ rule: R.POSITION_LOCK_LEFT, params: { cards: locked.map((c) => c.card.name), until: a.positionLockUntil ?? null } }) };
  }
  if (a.do === 'cannot-attack' && board.attack && hit.some((c) => isAttacking(board, c))) {
    // Stays the attacker until the chain ends; the attack stops then (seed 000 4.2 ※).
  }
  // CH-STAT-AMOUNT-UNREAD: a change whose amount the compiler did not read (no value, nor a value read from elsewhere) is not applied — and
  // said, not left as a silent nothing.
  if (amountUnread(a) && hit.some((c) => c.zone === 'monster')) {
    link.rules.push(R.STAT_AMOUNT_UNREAD);
    pushOnce(state.assumptions, say({ rule: R.STAT_AMOUNT_UNREAD, params: { name: link.name, stat: a.stat ?? 'atk' } }));
  }
  if (a.do === 'modify-stats') {
    const changes = hit.map((c, i) => ({ c, was: before[i]!, now: statLine(c) })).filter((x) => x.was.atk !== x.now.atk || x.was.def !== x.now.def);
    if (changes.length) {
      return {
        done: true,
        text: say({
          rule: 'do:modify-stats',
          params: { changes: changes.map((x) => ({ card: x.c.card.name, atk: x.was.atk !== x.now.atk ? [x.was.atk, x.now.atk] : null, def: x.was.def !== x.now.def ? [x.was.def, x.now.def] : null })), duration: a.duration ?? null },
        }),
      };
    }
  }
  // Free words in the data (`note`) are for /card, not for answers in two languages.
  return { done: true, text: null };
}

/** CH-STAT-AMOUNT-UNREAD: a `modify-stats` step with no amount of any kind — no change, no value read from cards, a change or a count. */
function amountUnread(a: Action): boolean {
  return a.do === 'modify-stats' && !a.change && !a.readsFrom && !a.amountFrom && !a.amountFromMoved && !a.ofChange && !a.reversesStatChanges && !a.battleByOriginal && a.amountOf === undefined && a.amountPer === undefined && !a.perActivation && !a.asEquip;
}

/** CH-STAT-OTHERS-TOTAL: the sum of a value over the face-up monsters on the field other than `self`. */
export function othersTotal(board: { cards: Record<string, BoardCard> }, self: string, from: NonNullable<Action['amountFrom']>): number {
  let total = 0;
  for (const c of Object.values(board.cards)) {
    if (c.ref === self || c.zone !== 'monster' || !c.faceUp) continue;
    const v = statsOf(c)[from.stat];
    total += v ? Math.max(0, from.original ? v.original : v.value) : 0;
  }
  return total;
}

/** The ATK and DEF a monster on the field shows now (null off the field or without the value). */
function statLine(c: BoardCard): { atk: number | null; def: number | null } {
  if (c.zone !== 'monster' || !c.faceUp) return { atk: null, def: null };
  const s = statsOf(c);
  return { atk: s.atk?.value ?? null, def: s.def?.value ?? null };
}

/** CH-DAMAGE-DESTROYED-VALUE: the printed value of the battle's other monster while it lies in the GY (null: not there any more; undefined: no battle stated). */
function destroyedBattlerValue(state: EngineState, player: Player, from: NonNullable<Action['amountFrom']>): number | null | undefined {
  const refs = opponentBattlerRefs(state, player);
  // No battle stated: the destroyed monster is not known (the amount stays unknown, as before).
  if (refs.length === 0) return undefined;
  for (const r of refs) {
    const c = state.board.cards[r];
    if (!c || c.zone !== 'gy' || c.card.type.kind !== 'monster') continue;
    const v = Math.max(0, (from.stat === 'def' ? c.card.def : c.card.atk) ?? 0);
    // (「…一半数值」: half of it, rounded down.)
    return from.half ? Math.floor(v / 2) : v;
  }
  return null;
}

/** CH-DAMAGE-ANSWERED-VALUE: the printed ATK/DEF of the monster card whose activation `link` answers (the legal link just below it). */
function answeredMonsterValue(state: EngineState, link: LinkState, from: NonNullable<Action['amountFrom']>): number | undefined {
  const below = state.links.filter((l) => l.n < link.n && l.legal !== false).at(-1);
  const c = below ? state.board.cards[below.ref] : undefined;
  if (!c || c.card.type.kind !== 'monster') return undefined;
  const v = from.stat === 'def' ? c.card.def : c.card.atk;
  return v === undefined || v === null ? undefined : Math.max(0, v);
}

/** Damage equal to a target's ATK, when the data gives no amount. */
function amountFromTargets(state: EngineState, ctx: ResolveContext, of?: Action['amountOf']): number | null {
  const first = ctx.targets[0] ? state.board.cards[ctx.targets[0]] : undefined;
  if (!first) return null;
  // CH-DAMAGE-STAT-DIFF: the gap between the value it shows now and its original value.
  if (of) {
    const v = statsOf(first)[of === 'atk-vs-original' ? 'atk' : 'def'];
    return v ? Math.abs(v.value - v.original) : null;
  }
  // The ATK it shows now (its changes counted, ./stats.ts); a card that left the field shows its printed ATK.
  return currentAtk(first);
}

/**
 * CH-LP-TARGET-VALUE: 「…把攻击无效的怪兽的攻击力一半数值的伤害」「回复作为对象的怪兽的原本攻击力一半的数值」 (`amountFrom` of 'targets'): the
 * target's value as it shows now (printed when 原本; a card that left the field shows its printed value), halved (rounded down) when
 * written; no target, null (the amount is not known).
 */
function targetValue(state: EngineState, ctx: ResolveContext, from: NonNullable<Action['amountFrom']>): number | null {
  return valueFrom(ctx.targets[0] ? state.board.cards[ctx.targets[0]] : undefined, from);
}

/**
 * A card's value as an `amountFrom` reads it — the ATK or DEF it shows now (never below 0), or its printed one when 原本, halved (rounded
 * down) when written; null when there is no card or it has no such value. One reading for a target's value (CH-LP-TARGET-VALUE) and the
 * battle opponent's (CH-STAT-BATTLE-OPPONENT).
 */
function valueFrom(c: BoardCard | null | undefined, from: NonNullable<Action['amountFrom']>): number | null {
  const v = c ? statsOf(c)[from.stat] : null;
  if (!v) return null;
  const whole = from.original ? v.original : v.value;
  return from.half ? Math.floor(whole / 2) : whole;
}

/** Negate a lower link's activation or effect: recorded now, applied when that link resolves. */
export function negateLink(state: EngineState, by: LinkState, target: LinkState, what: 'activation' | 'effect'): ActionResult {
  if (target.activationNegatedBy !== null) return NOTHING;
  if (negationBlocked(target, what, state)) {
    // 「…不会被无效化」 (CH-CANNOT-BE-NEGATED): the negation does not apply, nor what follows it.
    if (!by.rules.includes(R.CANNOT_BE_NEGATED)) by.rules.push(R.CANNOT_BE_NEGATED);
    if (!target.rules.includes(R.CANNOT_BE_NEGATED)) target.rules.push(R.CANNOT_BE_NEGATED);
    // Said, so the link's resolution is not 「没有可处理的卡」: it had a link to negate, and that link's activation (or effect) is protected.
    return { done: false, text: say({ rule: R.CANNOT_BE_NEGATED, params: { cards: target.name, variant: what } }) };
  }
  // CH-UNAFFECTED-NEGATION: the activation and the effect of a card that is still face-up on the field and
  // unaffected by the negating card cannot be negated by it (a Counter Trap that negates an activation). Once the card
  // left the field or turned face-down (a cost tributed it), it is no longer protected.
  const source = state.board.cards[target.ref];
  if (source && !target.cardActivation && unaffected(state, by, source)) {
    if (!by.rules.includes(R.UNAFFECTED_NEGATION)) by.rules.push(R.UNAFFECTED_NEGATION);
    if (!target.rules.includes(R.UNAFFECTED_NEGATION)) target.rules.push(R.UNAFFECTED_NEGATION);
    return NOTHING;
  }
  const counter = by.cardActivation && by.card.type.kind === 'trap' && by.card.type.subtypes.includes('counter');
  if (what === 'activation') {
    target.activationNegatedBy = by.n;
    const c = state.board.cards[target.ref];
    // A negated Spell/Trap card stays until the chain ends but is no longer treated as a card on the field.
    if (c && target.cardActivation && onField(c)) c.activationNegated = true;
  } else {
    target.effectNegatedBy = by.n;
  }
  emit(state, {
    type: what === 'activation' ? 'activation-negated' : 'effect-negated',
    cards: [target.ref],
    link: by.n,
    by: by.controller,
    cause: 'effect',
    byCounterTrap: counter,
  });
  if (counter) by.rules.push(R.COUNTER_TRAP_NEGATION);
  return {
    done: true,
    text: say({ rule: 'do:negate-link', params: { link: target.name, activation: what === 'activation' } }),
  };
}

/** CH-STEP-TARGETS: was a target taken from this place (the field: any zone of it)? */
function zoneIsPlace(zone: Zone | null, place: NonNullable<Action['targetPlace']>): boolean {
  if (zone === null) return false;
  return place === 'field' ? isField(zone) : zone === place;
}

/** The GY lock that reaches this link's effect (./gy-lock.ts) — none when its card, face-up on the field, is unaffected by the lock's card. */
export function gyLockFor(state: EngineState, link: LinkState): BoardCard | null {
  const lock = gyLockOn(state, link.ref);
  const self = state.board.cards[link.ref];
  if (!lock || !self || !lock.controller) return lock;
  return unaffectedCheck(state, self, { ref: lock.ref, card: lock.card, controller: lock.controller, n: null, name: link.name, rules: link.rules }) ? null : lock;
}

/** The monsters a position change of this resolution changed (not a cost's), as they stand now (review s47, CH-POSITION-LOCK-LEFT). */
function changedByLink(state: EngineState, link: LinkState): BoardCard[] {
  const out: BoardCard[] = [];
  for (const ev of state.events) {
    if (ev.link !== link.n || ev.type !== 'position-changed' || ev.cause === 'cost' || ev.atActivation) continue;
    for (const r of ev.cards) {
      const c = state.board.cards[r];
      if (c && !out.includes(c)) out.push(c);
    }
  }
  return out;
}

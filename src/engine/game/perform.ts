/**
 * Performing an action of notation form 8 (a summon, an attack declaration, a discard …) on the
 * board: one handler per verb, each moving cards with the one mover (./board.ts) and recording the
 * events the trigger window reads. The window that follows is ../window's.
 */
import { barsSummon, neverSpecial, summonBar } from './summon-condition.js';
import { countersOnFlip } from './event-counters.js';
import { summonKindRefusal } from './summon-kind-lock.js';
import { tributeOpponentRefusal } from './tribute-opponent.js';
import { firstSpecialSummonRefusal } from './first-special-summon.js';
import { normalSummonOnce } from './normal-summon-once.js';
import { earlierLingeringDraws } from './linger-per-event.js';
import { t, type Text } from '../../i18n/text.js';
import { say } from '../phrases/index.js';
import { cardName, list, summoningEffect } from '../phrases/words.js';
import { summonedOnceAlready } from './summon-once.js';
import type { Card, Condition, EffectFacts, EventCause, EventType, MaterialUse, Player, Zone } from '../../cards/facts.js';
import type { ActionVerb, CardState } from '../../notation/ast.js';
import type { CardInstance, Scenario, ScenarioAction } from '../../scenario/types.js';
import type { ActionResult, Board, BoardCard, EngineEvent } from '../types.js';
import { isToken, pendulumToExtra } from './undergo.js';
import { extraDeckMonster, faceUpPendulumInExtra, freeZones, roomFromExtraDeck, zonesStated } from './field-zones.js';
import { adjustHand, attackRecord, buildBoard, cardView, cloneBoard, isField, moveCard, onField } from './board.js';
import { anyBound, bondedPartners } from './bonds.js';
import { refreshEquipStats, refreshEquips } from './equip.js';
import { R, W } from '../rule-ids.js';
import { KIND_SUMMONED_TYPES, becameNewCard, saysHowSummoned } from './memory.js';
import { engineEvent } from './events.js';
import { gyArrivalDamage } from './gy-damage.js';
import { handProcedure } from './procedure-timing.js';
import { actionTimingRefusal } from './main-phase-action.js';
import { flipSummonLockRefusal, positionChangeRefusal } from './position-change.js';
import { opponent } from '../../scenario/types.js';
import { attackVerdict, type AttackVerdict } from './attack-target.js';
import { gyRedirect } from './gy-redirect.js';
import { leavesElsewhere } from './actions.js';
import { asArray, boardView, checkCondition, checkConditions } from './match.js';
import { fieldInPartPhrase } from '../chain/field-in-part.js';
import { newEngineState } from './state.js';
import { untributedSummon } from './untributed.js';
import { summonCountOfAction } from '../chain/summon-count.js';
import type { EngineState } from './state.js';
import { selfDestructAfterAction } from '../chain/self-destruct.js';
import { applyChanges, negatedChangers, rememberChangers } from './changes.js';
import { countersOffNegatedBoard } from './negated-counters.js';
import { cardsWith, standing } from './standing.js';
import { lockBindsMonster, lockBindsPlayer, someMonstersLocks } from './summon-lock-some.js';
import { declaredTypeLocks } from './declared-type.js';
import { qualified } from '../phrases/legality.js';
import { appliesFrom, fieldChanges, refreshFieldStats } from './field-stats.js';
import { recount } from './stat-scale.js';
import { arrivalBlocked } from '../chain/unique.js';
import { fieldLimitOnArrival } from '../chain/field-limit.js';
import { earlierBattleRules, earlierPledges, historyEffect, historyTargets, summonKindOf } from './history.js';
import type { ActiveRule } from './battle-damage.js';
import { pledgeCoversStep, pledgeForbids } from '../chain/pledge.js';
import { unreadAttackPledge } from './attack-pledge-unread.js';
import { battlePhasePledgeRefusal } from './battle-phase-pledge-attack.js';
import { summonAfterBattlePhase } from './summon-after-battle-phase.js';
import { equippedPositionLock, pledgedPositionLock, unreadPositionLock } from './position-lock-unread.js';
import { earlierTurnPartLimits } from './turn-part-earlier.js';
import { matchContext, matchesFilter, onBoard } from './match.js';
import type { Place } from '../../cards/facts.js';
import { earlierAttackLock } from './attack-lock-earlier.js';
import { countedAttackLock } from './attack-lock-counted.js';
import { earlierAttackNegation } from './attack-negate-earlier.js';
import { pendulumScaleCheck, pendulumSummonAssumed, pendulumSummonRefusal } from './pendulum-summon.js';
import { countedFreeMain } from './zones.js';
import { attackTimingRefusal, directConditionAssumed, directFieldAssumed, directOnUnknownField, targetsOnFieldInPart } from './attack-when.js';
import { dealDirectDamage, directAttackRefusal, directAttackVerdictRefusal } from './direct-damage.js';
import { procedureForbiddenFrom } from './procedure-forbidden-from.js';

/** The state one action handler works on. */
interface Performing {
  action: ScenarioAction;
  after: Board;
  events: EngineEvent[];
  /** Who performs it: the subject's controller, else the turn player. */
  actor: Player;
  step: number;
  /** For an attack declaration: whether it may be made (CH-ATTACK-TARGET / CH-ATTACK-DIRECT / CH-ATTACK-CANNOT). */
  attack?: AttackVerdict;
  /** The zones the situation listed (player:zone), for the readers that need a chain state (CH-GY-REDIRECT). */
  known?: ReadonlySet<string>;
  /** For `直接攻击 X`: the battle-damage changes the turn's earlier activations left (./history.ts earlierBattleRules). */
  lingering?: readonly ActiveRule[];
}

/**
 * CH-GY-REDIRECT for the cards a summon uses (its tributes, its materials): those a face-up 「送去墓地的卡不去墓地而除外」
 * covers are banished instead (docs/c01/大师规则（2017）变更点.rst:105: a Link Summon under such a card banishes its materials); the
 * others go to the GY.
 */
function toGy(p: Performing, refs: readonly string[], cause: EventCause, by: Player | null, tributed = false, materialFor?: MaterialUse): void {
  const at = p.events.length;
  const state = newEngineState({ scenario: null as unknown as Scenario, board: p.after, step: p.step, knownZones: new Set(p.known ?? []) });
  // CH-LEAVES-BANISH-APPLIED / FD-SUMMON-RIDER / CH-LEAVES-REPLACEMENT: a card that is banished when it leaves the field (「从场上离开的场合除外」
  // an earlier effect or its own summon left on it, or its own rule) is banished when it leaves as a material or tribute too.
  const banished = refs.filter((r) => { const c = p.after.cards[r]; return c !== undefined && (gyRedirect(state, c) !== null || leavesElsewhere(c, 'gy') === 'banished'); });
  const sent = refs.filter((r) => !banished.includes(r));
  // WIN-TOKEN-VANISHED (s59): a Token used as material is never sent to the GY — it vanishes as it leaves the field (docs/c02/基本用语.rst:1032);
  // its own event says so (a tributed one keeps the word 解放, said of the tribute). Triggers on 「送去墓地的场合」 skip it (./triggers.ts).
  const tokens = tributed ? [] : sent.filter((r) => { const c = p.after.cards[r]; return c !== undefined && isToken(c.card) && isField(c.zone); });
  const toGrave = tokens.length ? sent.filter((r) => !tokens.includes(r)) : sent;
  if (toGrave.length) move(p, 'sent-to-gy', toGrave, 'gy', cause, by);
  if (toGrave.length && tributed) p.events[p.events.length - 1]!.tributed = true;
  if (tokens.length) {
    const i = p.events.length;
    move(p, 'sent-to-gy', tokens, 'gy', cause, by);
    p.events[i]!.vanished = true;
  }
  if (banished.length) move(p, 'banished', banished, 'banished', cause, by);
  if (banished.length && tributed) p.events[p.events.length - 1]!.tributed = true;
  // WIN-USED-AS-MATERIAL: the moves say what summon used the cards (「作为X素材送去墓地的场合」 reads it).
  if (materialFor) for (const e of p.events.slice(at)) if (e.type === 'sent-to-gy' || e.type === 'banished') e.materialFor = materialFor;
}

/**
 * CH-GY-REDIRECT-ACTION: CH-GY-REDIRECT for a card a direct action destroys or sends to the GY (notation form 8: 「破坏 X (战斗)」, 「送墓 X (cost)」):
 * the face-up card whose 「送去墓地的卡不去墓地而除外」 covers it, or null. The card then leaves the field first and is banished
 * afterwards by that card's effect (docs/c03/特定效果的处理方法.rst:672–684): a banishment by an effect, but not a leaving of
 * the field by it.
 */
function redirectHolder(p: Performing, ref: string): BoardCard | null {
  const c = p.after.cards[ref];
  if (!c || c.card.type.subtypes.includes('token')) return null;
  const state = newEngineState({ scenario: null as unknown as Scenario, board: p.after, step: p.step, knownZones: new Set(p.known ?? []) });
  return gyRedirect(state, c);
}

/** The banishment that follows a redirected move: by the redirecting card's effect, from no place on the field. */
function banishedByRedirect(p: Performing, ref: string, holder: BoardCard): void {
  p.events.push(engineEvent({ type: 'banished', cards: [ref], link: null, player: null, amount: null, cause: 'effect', from: [null], to: ['banished'], by: holder.controller, notFromField: [ref] }, p.step));
}

/**
 * CT-BOND for a direct action (「破坏 X (战斗)」, 「破坏 X」, 「送墓 X (cost)」…): the cards a bond (持续取对象, ./bonds.ts) drags along
 * when `refs` leave the field — read before they move, as the chain's mover (./actions.ts moveCards) reads them.
 */
function bondPartners(p: Performing, type: EventType, refs: readonly string[], to: Zone | null): { card: BoardCard; by: BoardCard }[] {
  if (!anyBound(p.after)) return [];
  const state = newEngineState({ scenario: null as unknown as Scenario, board: p.after, events: p.events, step: p.step, knownZones: new Set(p.known ?? []), bonded: true });
  const moving = refs.map((r) => p.after.cards[r]).filter((c): c is BoardCard => c !== undefined);
  return bondedPartners(state, moving, to ?? 'gone', type);
}

/** CH-EQUIP-DESTROYED after a direct action: the equip cards left with no monster go to the GY, destroyed by rule (a bond they hold too). */
function equipsLeft(p: Performing): void {
  for (let i = 0; i < 4; i++) {
    const orphans = refreshEquips(p.after, boardView(p.after, new Set(p.known ?? [])));
    if (orphans.length === 0) return;
    move(p, 'destroyed', orphans.map((c) => c.ref), 'gy', 'rule', null);
  }
}

/** Move cards and record one event for them (a card in no known zone stays where the board has it). */
function move(p: Performing, type: EventType, refs: string[], to: Zone | null, cause: EventCause | null, by: Player | null): void {
  const partners = bondPartners(p, type, refs, to);
  moveOnly(p, type, refs, to, cause, by);
  // CT-BOND: destroyed at once, at the same moment, by the bound card's effect (not by rule) — and what they drag along in turn.
  for (const x of partners) if (isField(x.card.zone)) move(p, 'destroyed', [x.card.ref], 'gy', 'effect', x.by.controller);
}

function moveOnly(p: Performing, type: EventType, refs: string[], to: Zone | null, cause: EventCause | null, by: Player | null): void {
  // WIN-TOKEN-VANISHED (s60): a Token on the field banished, or returned to the hand or Deck, vanishes as it leaves (docs/c03/特定效果的处理方法.rst:300,
  // :889): its own event says so — kept apart from the other cards of the move — and it is kept where a vanished Token is kept (./actions.ts moveCards).
  if ((type === 'banished' || type === 'returned-to-hand' || type === 'returned-to-deck') && refs.some((r) => vanishes(p, r))) {
    const rest = refs.filter((r) => !vanishes(p, r));
    const tokens = refs.filter((r) => vanishes(p, r));
    if (rest.length) moveOnly(p, type, rest, to, cause, by);
    const i = p.events.length;
    const from = tokens.map((r) => p.after.cards[r]?.zone ?? null);
    p.events.push(engineEvent({ type, cards: tokens, link: null, player: null, amount: null, cause, from, to: tokens.map(() => to), by }, p.step));
    p.events[i]!.vanished = true;
    for (const r of tokens) moveCard(p.after, p.after.cards[r]!, 'gy', true);
    return;
  }
  const from = refs.map((r) => p.after.cards[r]?.zone ?? null);
  // GY-PENDULUM-EXTRA: a face-up Pendulum Monster on the field goes face-up to the Extra Deck instead of the GY.
  const dest = refs.map((r): Zone | null => { const c = p.after.cards[r]; return to === 'gy' && c && pendulumToExtra(c) ? 'extra' : to; });
  const ev = engineEvent({ type, cards: refs, link: null, player: null, amount: null, cause, from, to: dest, by }, p.step);
  p.events.push(ev);
  refs.forEach((r, i) => {
    const c = p.after.cards[r];
    const d = dest[i]!;
    if (c && d) moveCard(p.after, c, d, true);
    if (c && d === 'extra' && to === 'gy') c.states.push('face-up-in-extra');
  });
  // CH-GY-ARRIVAL-DAMAGE: a face-up 「每次送卡去墓地，…那些卡的主人受到300伤害」 deals it at once for the cards an action puts in a GY too — the
  // tributes of a Tribute Summon, a summon's materials, a card destroyed by battle (./gy-damage.ts; the chain's moves: ./events.ts emit).
  if (dest.includes('gy')) gyDamage(p, ev);
}

/** A Token on the field: it vanishes as it leaves (WIN-TOKEN-VANISHED). */
function vanishes(p: Performing, ref: string): boolean {
  const c = p.after.cards[ref];
  return c !== undefined && isToken(c.card) && isField(c.zone);
}

function gyDamage(p: Performing, ev: EngineEvent): void {
  const state = newEngineState({ scenario: null as unknown as Scenario, board: p.after, step: p.step, knownZones: new Set(p.known ?? []) });
  for (const d of gyArrivalDamage(state, ev)) {
    const lp = p.after.lp[d.player];
    if (lp !== null) p.after.lp[d.player] = Math.max(0, lp - d.amount);
    p.events.push(engineEvent({ type: 'damage', link: null, player: d.player, amount: d.amount, by: d.by, cause: 'effect' }, p.step));
  }
}

/** CH-SENT-GY-TURN (s58): the monster was flipped face-up by this judging — 「反转的回合」 is this turn for it (./turn-event.ts). */
function flippedNow(board: Board, ref: string): void {
  const c = board.cards[ref];
  if (c) c.flippedHere = true;
}

function setPosition(board: Board, ref: string, position: 'attack' | 'defense'): void {
  const c = board.cards[ref];
  if (c) c.position = position;
}

/**
 * WIN-SUMMON-POSITION: the summoned monster takes its position, and the summon event records it — 「攻击表示召唤·特殊召唤
 * 成功的场合」 reads the position it was summoned in (a monster Special Summoned in defence under a card that turns monsters to attack was
 * still summoned in defence, docs/c02/怪兽的效果分类.rst:107).
 */
function summonedIn(p: Performing, position: 'attack' | 'defense'): void {
  setPosition(p.after, p.action.subject, position);
  const last = p.events[p.events.length - 1];
  if (last && last.cards.includes(p.action.subject)) last.position = position;
}

const SUMMONS: ReadonlySet<ActionVerb> = new Set<ActionVerb>(['summon', 'tribute-summon', 'special-summon', 'flip-summon']);

export function isSummon(verb: ActionVerb | null | undefined): boolean {
  return verb !== null && verb !== undefined && SUMMONS.has(verb);
}

/** The summon of notation form 14 as one made this turn (a pledge's or a summon limit's count reads it). */
export interface SummonShown {
  verb: ActionVerb;
  /** The summoned card's ref and its instance in the situation. */
  subject: string;
  inst: CardInstance;
  /** Who made it: the card's controller in the situation, else the turn player. */
  player: Player;
}

/** The summon the situation shows, if any — none when it was negated (`[被无效]`: never made). */
export function summonShown(scenario: Scenario): SummonShown | null {
  const action = scenario.action;
  if (!action || !isSummon(action.verb) || action.negated) return null;
  const inst = scenario.instances.find((i) => i.ref === action.subject);
  if (!inst) return null;
  return { verb: action.verb, subject: action.subject, inst, player: action.summoner ?? inst.controller ?? scenario.turnPlayer };
}

/**
 * FD-SUMMON-MEMORY: the monster the action summoned remembers how (and, for a Special Summon, from where):
 * 「上级召唤的这张卡」 reads it in the window that follows. A Flip Summon adds to how it was summoned before.
 */
function summonedAs(p: Performing, how: CardState, from: Zone | null = null): void {
  const c = p.after.cards[p.action.subject];
  if (!c || c.zone !== 'monster') return;
  const fresh = how !== 'flip-summoned';
  const kept = fresh ? c.states.filter((s) => !saysHowSummoned([s])) : [...c.states];
  kept.push(how);
  if (from === 'hand' || from === 'gy' || from === 'deck' || from === 'extra' || from === 'banished') kept.push(`summoned-from-${from}`);
  c.states = kept;
  // Summoned here, so this turn (「召唤·特殊召唤的回合」; a Flip Summon is neither).
  if (fresh) c.summonedHere = true;
  // WIN-SUMMON-HOW: the summon event says how it was made, for triggers judged where it happened.
  const last = p.events[p.events.length - 1];
  if (last && last.cards.includes(p.action.subject)) last.summonedAs = kept.filter((s) => saysHowSummoned([s]));
}

/**
 * NOTE-SUMMON-MATERIALS: the materials of a summon written with them (`同调召唤 X 素材 Y,Z`) leave first, as
 * part of the summon (neither an effect nor a cost): Fusion, Synchro, Link and Ritual Materials go to the
 * GY; Xyz Materials are attached under the monster — or, when the summon is negated, go to the GY too.
 * True when some left.
 */
function materialsLeave(p: Performing, negated: boolean): boolean {
  const how = p.action.how;
  if (!how || p.action.tributes.length === 0) return false;
  if (how === 'xyz' && !negated) {
    for (const r of p.action.tributes) {
      const m = p.after.cards[r];
      if (m) moveCard(p.after, m, null, true);
    }
  } else {
    // A negated Xyz Summon's materials go to the GY as Xyz Materials — not from the field (基本用语.rst:915).
    if (how === 'xyz') for (const r of p.action.tributes) { const m = p.after.cards[r]; if (m) moveCard(p.after, m, null, true); }
    // WIN-USED-AS-MATERIAL (s59): a summon that is negated used no material — 『成为○○素材』 effects are activated and applied only after
    // the summon succeeds (rules reference docs/c02/基本用语.rst:912–919: a material of a negated Link Summon cannot activate its
    // 「作为连接素材」 effect). Its materials still move, but the moves say no summon used them. (Before, a negated summon's materials met
    // 「作为连接素材送去墓地的场合」.)
    const used = negated ? undefined : how;
    if (how === 'xyz') {
      move(p, 'sent-to-gy', p.action.tributes, 'gy', 'rule', p.actor);
      p.events[p.events.length - 1]!.notFromField = [...p.action.tributes];
      if (used) p.events[p.events.length - 1]!.materialFor = used;
    } else if (how === 'ritual') {
      // WIN-TRIBUTED: a Ritual Summon is made by a card's effect (the Ritual Spell's), and its materials are tributed by it —
      // 「被效果解放的场合」 is met (rules reference docs/c02/怪兽的效果分类.rst:35).
      toGy(p, p.action.tributes, 'effect', p.actor, true, used);
    } else toGy(p, p.action.tributes, 'rule', p.actor, false, used);
  }
  return true;
}

/**
 * SIT-SUMMON-BY-CARD: the materials of a summon made by a card's effect (`[由 X]`) leave as that card's text says — sent to the
 * GY, returned to the Deck (an Extra Deck monster to the Extra Deck), banished — by that effect; tributed ones (「解放才能发动」) as its cost.
 */
function byCardMaterialsLeave(p: Performing): void {
  const refs = p.action.tributes;
  if (refs.length === 0) return;
  const mv = p.action.byCard?.move ?? 'sent-to-gy';
  const at = p.events.length;
  if (mv === 'returned-to-deck') {
    move(p, 'returned-to-deck', refs, 'deck', 'effect', p.actor);
    const last = p.events[p.events.length - 1]!;
    refs.forEach((r, i) => {
      const c = p.after.cards[r];
      if (c && extraDeckMonster(c.card)) {
        moveCard(p.after, c, 'extra', true);
        last.to[i] = 'extra';
      }
    });
  } else if (mv === 'banished') move(p, 'banished', refs, 'banished', 'effect', p.actor);
  else toGy(p, refs, mv === 'tributed' ? 'cost' : 'effect', p.actor, mv === 'tributed', p.action.how);
  // WIN-USED-AS-MATERIAL (s60): materials banished or returned to the Deck by the card's effect (a Fusion from the GY) were used as material
  // too — before, only the ones sent to the GY said so, and 「这张卡为素材的融合召唤成功的场合」 missed the others.
  if (p.action.how && mv !== 'sent-to-gy' && mv !== 'tributed') for (const e of p.events.slice(at)) if (e.type === 'banished' || e.type === 'returned-to-deck') e.materialFor = p.action.how;
  p.step++;
}

/**
 * SIT-SUMMON-MATERIALS: the cards a summon procedure uses (`特殊召唤 X 素材 Y`) leave first, by rule (not by a card's
 * effect) — also while the summon may still be negated (CH-SPECIAL-WIN: a card returned to the hand so is there).
 */
function procedureLeaves(p: Performing): void {
  if (p.action.procedure && p.action.tributes.length > 0) {
    const to = p.action.procedure === 'banished' ? 'banished' : p.action.procedure === 'returned-to-deck' ? 'deck' : p.action.procedure === 'returned-to-hand' ? 'hand' : 'gy';
    const at = p.events.length;
    move(p, p.action.procedure, p.action.tributes, to, 'rule', p.actor);
    // WIN-CAUSE-SUMMON-MATERIAL: by rule, but because of the player summoning.
    p.events[at]!.summonMaterial = true;
    // WIN-TRIBUTED: a procedure that tributes (「把…解放的场合可以特殊召唤」) tributes its materials — 解放, not sent.
    if (p.action.procedureTributes && p.action.procedure === 'sent-to-gy') p.events[at]!.tributed = true;
    // An Extra Deck monster "returned to the Deck" goes to the Extra Deck.
    const last = p.events[p.events.length - 1]!;
    p.action.tributes.forEach((r, i) => {
      const c = p.after.cards[r];
      if (to === 'deck' && c && ['fusion', 'synchro', 'xyz', 'link'].some((k) => c.card.type.subtypes.includes(k))) {
        moveCard(p.after, c, 'extra', true);
        last.to[i] = 'extra';
      }
    });
    p.step++;
  }
}

/** One handler per verb. */
const HANDLERS: Record<ActionVerb, (p: Performing) => void> = {
  'tribute-summon'(p) {
    // The tributes leave the field first: "sent from the field to the GY" conditions are met here. Tributed by the rule of the summon,
    // not to pay an activation's cost (CMP-TRIBUTED-AS-COST: 「为让…效果发动而被解放」 is not met by them).
    // FD-MATERIALS: the monsters tributed are what it was summoned with (「把地属性怪兽解放作上级召唤成功的场合」 reads them), as they stood.
    const tributed = p.action.tributes.map((r) => p.after.cards[r]?.card).filter((c): c is Card => c !== undefined);
    toGy(p, p.action.tributes, 'rule', p.actor, true, 'tribute');
    p.step++;
    move(p, 'summoned', [p.action.subject], 'monster', 'rule', p.actor);
    summonedIn(p, 'attack');
    summonedAs(p, 'tribute-summoned');
    const summoned = p.after.cards[p.action.subject];
    if (summoned && summoned.zone === 'monster' && tributed.length > 0 && !summoned.materials?.length) summoned.materials = tributed;
  },
  summon(p) {
    move(p, 'summoned', [p.action.subject], 'monster', 'rule', p.actor);
    summonedIn(p, 'attack');
    summonedAs(p, 'normal-summoned');
  },
  'special-summon'(p) {
    const cause = p.action.cause;
    const position = p.action.position ?? p.after.cards[p.action.subject]?.position ?? 'attack';
    const how = p.action.how;
    const byCard = p.action.byCard;
    // CH-PROCEDURE-OPPONENT-FIELD: a procedure that puts it on the opponent's field makes it that player's monster (read before its tributes leave).
    const summoned = p.after.cards[p.action.subject];
    // WIN-EXTRA-ORIGIN: an Extra Deck monster summoned with no place stated is taken as coming from the Extra Deck (said below).
    if (summoned && extraOriginAssumed(p.action, summoned)) summoned.zone = 'extra';
    // WIN-EXTRA-ORIGIN: the card that summons it (`[由 X]`) says where from: one place, it is taken from there (an Extra Deck monster
    // only from the Extra Deck or a place it can be in).
    else if (summoned && summoned.zone === null && p.action.verb === 'special-summon') {
      const stated = statedOrigin(p.action, summoned);
      if (stated) summoned.zone = stated;
    }
    const side = summoned ? procedureField(p.after, p.action, summoned, p.actor) : p.actor;
    if (byCard) byCardMaterialsLeave(p);
    else {
      if (materialsLeave(p, false)) p.step++;
      procedureLeaves(p);
    }
    if (summoned && side !== p.actor) summoned.controller = side;
    else if (summoned) takeControl(summoned, p.actor);
    const from = p.after.cards[p.action.subject]?.zone ?? (how || byCard ? (how === 'ritual' ? 'hand' : 'extra') : null);
    // CMP-SUMMONED-BY-EFFECT: a Main Deck monster that can be Normal Summoned, summoned by a procedure of its own
    // (「这张卡可以从手卡特殊召唤」): the procedure is no effect, but the Special Summon itself is one (rules reference docs/c02/基本用语.rst:150–153).
    const card = p.after.cards[p.action.subject]?.card;
    const byEffect = !how && !p.action.pendulum && cause === 'rule' && card !== undefined && procedureSummonIsEffect(card);
    // WIN-SUMMON-BY-NOTED-EFFECT: `特殊召唤 X [由 Y]` (no materials) is made by Y's effect — the event's cause is an effect of Y's player, and
    // it says what kind of card Y is (「被魔法卡的效果特殊召唤」), whatever cause the action was otherwise assumed to have.
    const noted = !byCard && !how && !p.action.pendulum && p.action.byEffectNote === true;
    const at = p.events.length;
    move(p, 'special-summoned', [p.action.subject], 'monster', byCard || noted ? 'effect' : how ? 'rule' : byEffect ? 'effect' : cause, byCard || how || noted || (cause === 'rule' && !byEffect) ? p.actor : null);
    if (noted && p.events[at] && p.action.byEffectCard?.type) p.events[at]!.byCardType = p.action.byEffectCard.type;
    // WIN-SUMMONED-BY-CARD: the card whose effect made it (`[由 Y]`, `(由Y)`), or that nothing says what made it.
    const ev = p.events[at];
    if (ev && ev.type === 'special-summoned') {
      const by = byCard?.name ?? (noted ? p.action.byEffectCard?.name : undefined);
      if (by !== undefined) ev.byCardName = by;
      if (noted && p.action.byEffectCard?.race) ev.byCardRace = p.action.byEffectCard.race;
      else if (p.action.causeUnstated && !how && !p.action.pendulum && !byEffect) ev.causeUnstated = true;
      // WIN-SUMMON-HOW: `特殊召唤 X [由 Y]` of a Fusion/Synchro/Xyz/Link/Ritual monster by a card whose effects make no such summon
      // (「…融合怪兽特殊召唤」) is no summon of that kind — a trigger asking for one is not met, not assumed.
      const kinds = noted && card ? card.type.subtypes.filter((s) => (KIND_SUMMONED_TYPES as readonly string[]).includes(s)) : [];
      if (kinds.length && p.action.byEffectCard && !kinds.some((k) => p.action.byEffectCard!.summonsAs.includes(k))) ev.plainSpecial = true;
    }
    summonedAs(p, how ? (`${how}-summoned` as CardState) : p.action.pendulum ? 'pendulum-summoned' : 'special-summoned', from);
    summonedIn(p, position);
    const c = p.after.cards[p.action.subject];
    if (c) c.specialSummoned = true;
    // WIN-SUMMON-BY-NOTED-EFFECT: it remembers the card `[由 Y]` names as the one whose effect summoned it (「用「X」特殊召唤的怪兽」).
    if (c && noted && p.action.byEffectCard && c.zone === 'monster' && !c.states.includes('summoned-by-card')) {
      c.states.push('summoned-by-card');
      c.summonedBy = p.action.byEffectCard.name;
      c.summonedByOwn = p.action.byEffectCard.name;
    }
    // SIT-SUMMON-BY-CARD: it remembers the card whose effect summoned it (`(由X)`).
    if (c && byCard && c.zone === 'monster') {
      c.states.push('summoned-by-card');
      c.summonedBy = byCard.name;
      c.summonedByOwn = byCard.name;
      if (byCard.riders) c.summonRiders = byCard.riders;
      // FD-SUMMON-RIDER-BANISH: banished when it leaves the field, whatever becomes of the card that summoned it.
      if (byCard.riders?.includes('leaves-banished') && !c.states.includes('banished-on-leave')) c.states.push('banished-on-leave');
    }
  },
  'flip-summon'(p) {
    move(p, 'flip-summoned', [p.action.subject], 'monster', 'rule', p.actor);
    summonedAs(p, 'flip-summoned');
    p.events.push({ ...p.events[p.events.length - 1]!, type: 'flipped' });
    setPosition(p.after, p.action.subject, 'attack');
    flippedNow(p.after, p.action.subject);
    // CNT-ON-FLIP: the counters a face-up card places on itself at each flip (./event-counters.ts).
    countersOnFlip(p.after, [p.action.subject]);
  },
  // CH-POSITION-CHANGE: Attack ↔ Defense by the rules (./position-change.ts judged that it may be made).
  'change-position'(p) {
    const c = p.after.cards[p.action.subject];
    if (!c) return;
    const to = c.position === 'defense' ? 'attack' : 'defense';
    setPosition(p.after, p.action.subject, to);
    c.states = [...c.states, 'position-changed-this-turn'];
    p.events.push(engineEvent({ type: 'position-changed', cards: [c.ref], link: null, cause: 'rule', by: p.actor, position: to }, p.step));
  },
  flip(p) {
    const position = p.after.cards[p.action.subject]?.position ?? null;
    move(p, 'flipped', [p.action.subject], 'monster', p.action.cause, null);
    if (position) setPosition(p.after, p.action.subject, position);
    flippedNow(p.after, p.action.subject);
    countersOnFlip(p.after, [p.action.subject]);
  },
  // CH-DIRECT-DAMAGE-ACTION: the direct attack's battle damage, dealt by the attacker (its refusals: actionRefusal).
  'direct-attack'(p) {
    const c = p.after.cards[p.action.subject];
    if (!c) return;
    p.events.push(...dealDirectDamage(p.after, c, p.actor, p.step, p.lingering ?? []));
  },
  attack(p) {
    const { subject, target } = p.action;
    // An attack the rules do not allow is not declared: no event, no attack (so no 「攻击宣言时」 window).
    p.attack = attackVerdict(p.after, subject, target, true);
    if (!p.attack.legal) return;
    const refs = target ? [subject, target] : [subject];
    const zones = refs.map((r) => p.after.cards[r]?.zone ?? null);
    p.events.push(engineEvent({ type: 'attack-declared', cards: refs, link: null, player: p.actor, amount: null, cause: 'rule', from: zones, to: zones, by: p.actor }, p.step));
    p.after.attack = attackRecord(subject, target);
  },
  discard(p) {
    const cause = p.action.cause;
    const c = p.after.cards[p.action.subject];
    // A discarded card comes from the hand: the hand is one smaller even when the card's zone was not given.
    const fromHand = c?.zone === 'hand';
    move(p, 'discarded', [p.action.subject], 'gy', cause, cause === 'rule' || cause === 'cost' ? p.actor : null);
    if (!fromHand) adjustHand(p.after, p.actor, -1);
  },
  destroy(p) {
    const c = p.after.cards[p.action.subject];
    const token = c?.card.type.subtypes.includes('token');
    // Destroyed by battle: by the battle with a monster of the other player — caused by that player (「因对方」, WIN-CAUSE-BY).
    const byBattle = p.action.cause === 'battle' && c?.controller ? opponent(c.controller) : null;
    const holder = redirectHolder(p, p.action.subject);
    move(p, 'destroyed', [p.action.subject], token ? null : holder ? 'banished' : 'gy', p.action.cause, byBattle);
    if (holder) banishedByRedirect(p, p.action.subject, holder);
  },
  'send-to-gy'(p) {
    const holder = redirectHolder(p, p.action.subject);
    if (holder) {
      // Not sent at all: banished instead, by the redirecting card's effect (CH-GY-REDIRECT-ACTION).
      const c = p.after.cards[p.action.subject];
      banishedByRedirect(p, p.action.subject, holder);
      if (c) moveCard(p.after, c, 'banished', true);
      return;
    }
    const c = p.after.cards[p.action.subject];
    // WIN-TOKEN-VANISHED (s59): a Token on the field is not sent there — it vanishes (docs/c02/基本用语.rst:1032), and the event says so.
    const vanishes = c !== undefined && isToken(c.card) && isField(c.zone);
    const i = p.events.length;
    move(p, 'sent-to-gy', [p.action.subject], 'gy', p.action.cause, p.action.cause === 'cost' ? p.actor : null);
    if (vanishes) p.events[i]!.vanished = true;
  },
  banish(p) {
    move(p, 'banished', [p.action.subject], 'banished', p.action.cause, p.action.cause === 'cost' ? p.actor : null);
  },
  set(p) {
    // 盖放: a Spell/Trap face-down in the S/T zone, or a monster face-down in Defense Position (a
    // face-down Normal Summon — it is not "summoned": no 'summoned' event). Always by the rules.
    const c = p.after.cards[p.action.subject];
    const to: Zone = c?.card.type.kind === 'monster' ? 'monster' : 'spell';
    const from = c?.zone ?? null;
    // A Tribute Set (上级盖放, `盖放 X 解放 Y`): its tributes leave the field first, by the rule of the Set, as a Tribute Summon's do.
    if (to === 'monster' && p.action.tributes.length > 0) {
      toGy(p, p.action.tributes, 'rule', p.actor, true);
      p.step++;
    }
    // SIT-SET-AS-SUMMON: under a face-up 「里侧守备表示盖伏的场合，变成表侧守备表示召唤」 the monster is Normal Summoned face-up in defence.
    if (to === 'monster' && setMadeSummon(p.after)) {
      move(p, 'summoned', [p.action.subject], 'monster', 'rule', p.actor);
      summonedIn(p, 'defense');
      summonedAs(p, 'normal-summoned');
      return;
    }
    p.events.push(engineEvent({ type: 'set', cards: [p.action.subject], link: null, player: p.actor, amount: null, cause: 'rule', from: [from], to: [to], by: p.actor }, p.step));
    if (!c) return;
    moveCard(p.after, c, to, false);
    c.position = to === 'monster' ? 'defense' : null;
    // A card Set this turn: a Set Trap / Quick-Play Spell cannot be activated this turn.
    if (!c.states.includes('set-this-turn')) c.states.push('set-this-turn');
    // The hand shrinks only when the card was there (moveCard did it); a card from nowhere known does not.
  },
};

/** A face-up card on the field whose continuous effect (not negated) turns a monster's Set into a summon (SIT-SET-AS-SUMMON). */
function setMadeSummon(board: Board): boolean {
  return Object.values(board.cards).some((c) => c.faceUp && (c.zone === 'spell' || c.zone === 'monster') && !c.states.includes('effects-negated') && c.card.effects.some((e) => e.kind === 'continuous' && e.setAsSummon));
}

/** A Main Deck monster, not a Special Summon monster (「不能通常召唤」), with a summoning procedure of its own. */
function procedureSummonIsEffect(card: Card): boolean {
  const sub = card.type.subtypes as readonly string[];
  if (card.type.kind !== 'monster' || ['special-summon', 'fusion', 'synchro', 'xyz', 'link', 'token'].some((k) => sub.includes(k))) return false;
  return card.effects.some((e) => e.kind === 'procedure');
}

/**
 * Notation form 14: what happened before the chain built in the action's window. A summon that a
 * summon negation (Chain Link 1) answers is still in progress: only its tributes are paid (the
 * monster arrives, or not, when that chain ends); any other action is performed whole.
 */
export function performBeforeChain(scenario: Scenario, summonInProgress: boolean): ActionResult {
  const action = scenario.action;
  if (!action) throw new Error('performBeforeChain: the scenario has no action');
  if (!summonInProgress) return performAction(scenario);
  const before = buildBoard(scenario);
  const after = cloneBoard(before);
  const subject = before.cards[action.subject];
  const p: Performing = { action, after, events: [], actor: action.summoner ?? subject?.controller ?? scenario.turnPlayer, step: 1, known: new Set(scenario.knownZones.map((z) => `${z.player}:${z.zone}`)) };
  // A summon that cannot be made now is not begun — the same list of refusals as for a summon made whole (actionRefusal): nothing is in
  // progress, no tribute is paid, and a summon negation written after it has nothing to answer (../chain/summon-answerable.ts).
  const assumptions: Text[] = [];
  const refused = actionRefusal(scenario, before, p, assumptions);
  if (refused) return { events: p.events, before, after, assumptions, warnings: [refused], refused: true };
  // WIN-USED-AS-MATERIAL (s59): tributed for this Tribute Summon — 「把这张卡解放作上级召唤成功时」 is met when the summon succeeds (a chain
  // that negates it takes the use off: ../index.ts, ./material-use.ts). Before, the summon waiting on a chain recorded no use, and
  // such triggers were missing after a negation that did not apply.
  if (action.verb === 'tribute-summon') toGy(p, action.tributes, 'rule', p.actor, true, 'tribute');
  // CH-PROCEDURE-OPPONENT-FIELD: a monster being summoned by a procedure onto the opponent's field is that player's monster while its
  // summon may be negated — negated and destroyed, it is their monster destroyed (rules reference docs/c03/无效.rst:25–27).
  const side = subject ? procedureField(before, action, subject, p.actor) : p.actor;
  materialsLeave(p, false);
  if (action.verb === 'special-summon') procedureLeaves(p);
  const arriving = after.cards[action.subject];
  if (arriving && side !== p.actor) arriving.controller = side;
  else if (arriving) takeControl(arriving, p.actor);
  // CH-SELF-DESTRUCT-ACTION: materials gone from the field can start a self-destruction's state (../chain/self-destruct.ts).
  p.events.push(...selfDestructAfterAction(scenario, before, after, p.known!, p.step + 1));
  // A monster being Flip Summoned is already face-up in attack position on the field while its summon may
  // be negated: cards can target it, and one that Sets it again leaves nothing to negate (CH-FLIP-SUMMON-CHAIN).
  const flipped = action.verb === 'flip-summon' ? after.cards[action.subject] : undefined;
  if (flipped && onField(flipped)) Object.assign(flipped, { faceUp: true, position: 'attack' });
  return { events: p.events, before, after, assumptions, warnings: [] };
}

/**
 * Apply an action of notation form 8 (summon, attack declaration, discard …) to the board.
 * `start` (SIT-THEN-ACTION): the board earlier chains left, the action made on it instead of the situation's.
 */
export function performAction(scenario: Scenario, start?: Board): ActionResult {
  const action = scenario.action;
  if (!action) throw new Error('performAction: the scenario has no action');
  const before = start ? cloneBoard(start) : buildBoard(scenario);
  const after = cloneBoard(before);
  const subject = before.cards[action.subject];
  const p: Performing = { action, after, events: [], actor: action.summoner ?? subject?.controller ?? scenario.turnPlayer, step: 1, known: new Set(scenario.knownZones.map((z) => `${z.player}:${z.zone}`)) };
  const assumptions: Text[] = [];

  // The one list of refusals (actionRefusal): an action the rules or a card do not allow now is not made, and the answer says why.
  // (A summon written as negated (`[被无效]`) must first be one that could be made.)
  const refused = actionRefusal(scenario, before, p, assumptions);
  if (refused) return { events: p.events, before, after, assumptions, warnings: [refused], refused: true };

  if (isSummon(action.verb) && action.negated) {
    // 情况B: the summon is negated. Tributes were still paid; the monster is destroyed without being
    // treated as destroyed or sent from anywhere (「从场上」 conditions are not met), and no summon succeeds.
    if (action.verb === 'tribute-summon') {
      toGy(p, action.tributes, 'rule', p.actor);
      p.step++;
    }
    // NOTE-SUMMON-MATERIALS: the materials of a negated summon were still used: they are in the GY, Xyz ones too.
    if (materialsLeave(p, true)) p.step++;
    p.events.push(engineEvent({ type: 'destroyed', cards: [action.subject], link: null, player: null, amount: null, cause: 'effect', from: [null], to: ['gy'], by: null }, p.step));
    const c = after.cards[action.subject];
    if (c) moveCard(after, c, 'gy', true);
    return { events: p.events, before, after, assumptions, warnings: [] };
  }

  // The attack's own checks before its target rules (attackBarred): not declared, the verdict says why.
  const barred = action.verb === 'attack' && subject ? attackBarred(scenario, before, subject, action.target) : null;
  // CH-ATTACK-LOCK-COUNTED: what was read of a lock lasting a count of turns (its card gone, which turn of the count) — said.
  if (action.verb === 'attack' && subject) for (const x of countedAttackLock(scenario, before, subject, action.target).said) {
    const w = say(x);
    if (!assumptions.some((y) => y.zh === w.zh)) assumptions.push(w);
  }
  if (barred) return { events: p.events, before, after, assumptions, warnings: [], attack: barred };
  // CH-PLEDGE-ATTACK: an attack pledge of the turn the compiler could not read is not judged — said (./attack-pledge-unread.ts).
  const unreadPledge = (action.verb === 'attack' || action.verb === 'direct-attack') && subject && scenario.history?.length ? unreadAttackPledge(scenario, subject) : null;
  if (unreadPledge) assumptions.push(unreadPledge);
  if (action.verb === 'direct-attack') p.lingering = earlierBattleRules(scenario.history, before);
  HANDLERS[action.verb](p);
  // CH-DIRECT-DAMAGE-ACTION (CH-ATTACK-DIRECT's reading): a direct attack on an opponent's field the situation does not list, or lists in part
  // with no monster written — read as holding none, said.
  const foe = opponent(subject?.controller ?? scenario.turnPlayer);
  const open = action.verb === 'direct-attack' && subject ? directFieldAssumed(foe, subject.card.name, p.known!) : null;
  if (open) assumptions.push(open);
  // CH-ATTACK-NEGATE-EARLIER: 「这个回合，对方怪兽的攻击只有1次无效」 an earlier activation of the turn left negates the attack as it is declared.
  const negation = action.verb === 'attack' && p.attack?.legal && after.attack && scenario.history?.length && after.cards[action.subject] ? earlierAttackNegation(scenario, after, after.cards[action.subject]!) : null;
  if (negation && p.attack) {
    const zone = after.cards[action.subject]!.zone;
    p.events.push(engineEvent({ type: 'attack-negated', cards: [action.subject], link: null, player: negation.by, amount: null, cause: 'effect', from: [zone], to: [zone], by: negation.by }, p.step));
    after.attack = null;
    p.attack = { ...p.attack, rules: [...p.attack.rules, R.ATTACK_NEGATE_EARLIER] };
    assumptions.push(say({ rule: R.ATTACK_NEGATE_EARLIER, params: { card: negation.card } }));
  }
  // CH-ATTACK-DIRECT: a direct attack on an opponent's field not listed is the reading taken, said (./attack-when.ts).
  const unlisted = p.attack && subject?.controller ? directOnUnknownField(p.attack, subject.controller === 'A' ? 'B' : 'A', p.known!) : null;
  if (unlisted) assumptions.push(unlisted);
  // CH-ATTACK-TARGET (review s59): the attack targets listed are the monsters written on an opponent's field written in part — one not
  // written may be chosen too: the list is the reading taken, said as a direct attack on such a field is.
  const listedIn = p.attack && subject?.controller ? targetsOnFieldInPart(p.attack, subject.controller === 'A' ? 'B' : 'A', p.known!) : null;
  if (listedIn) assumptions.push(listedIn);
  // SIT-FIELD-COMPLETE: an attack refused by a rule held under a state of a field written in part (a count of its Set cards) — said.
  for (const h of p.attack?.heldUnder ?? []) {
    const view = boardView(before, p.known!);
    for (const cond of h.conds) {
      const said = fieldInPartPhrase(view, cardName(h.card.card), cond, checkCondition(cond, view, h.card, h.card.controller!), h.card, h.card.controller!, 'standing');
      if (said && !assumptions.some((x) => x.zh === said.zh)) {
        assumptions.push(said);
        if (!p.attack!.rules.includes(R.FIELD_COMPLETE)) p.attack!.rules.push(R.FIELD_COMPLETE);
      }
    }
  }
  // (Both fields written complete — `A场只有:` `B场只有:`, SIT-FIELD-COMPLETE —: no card left unlisted there, nothing taken as absent to say.)
  const fieldsComplete = scenario.completeFields?.includes('A') === true && scenario.completeFields.includes('B');
  const me = p.attack?.reason.params.attacker ? Object.values(after.cards).find((c) => c.card.name === p.attack!.reason.params.attacker && c.zone === 'monster')?.controller : undefined;
  const sideComplete = (side: 'self' | 'opponent') => !!me && scenario.completeFields?.includes(side === 'self' ? me : me === 'A' ? 'B' : 'A') === true;
  const judged = p.attack && !fieldsComplete ? directConditionAssumed(p.attack, sideComplete) : null;
  if (judged) assumptions.push(judged);
  // CH-LINGER-DRAW-EARLIER: a 「这个回合，每次…特殊召唤成功，…抽1张」 an earlier activation of the turn left draws now (outside any chain).
  if (action.verb === 'special-summon' && scenario.history?.length) p.events.push(...earlierLingeringDraws(scenario, after, p.events, p.step));
  // CH-EQUIP-DESTROYED: an equip card whose monster the action took off the field (destroyed by battle, sent) is destroyed by rule at once.
  if (action.verb === 'destroy' || action.verb === 'send-to-gy' || action.verb === 'banish') equipsLeft(p);
  // CH-SELF-DESTRUCT-ACTION: a self-destruction whose state the action made hold applies at once (../chain/self-destruct.ts).
  p.events.push(...selfDestructAfterAction(scenario, before, after, p.known!, p.step + 1));
  // WIN-SUMMONED-AS-SHOWN: a monster summoned stands on the field with the continuous effects that apply there (a name it
  // is treated as, an ATK raised) before the summon's window opens — both boards read so, the change the summon made alone differing.
  // (CNT-ON-FLIP: so does a flip by an effect (`反转 X`) — the counters it placed change ATK/DEF now.)
  // CH-STAT-CONTINUOUS: so do the monsters of any other action — an attack declared, a card destroyed: the values shown and the
  // damage calculation read the continuous changes in force (「山」's +200), as a chain's board does.
  for (const b of [before, after]) for (const said of continuousNow(b, p.known!)) if (!assumptions.some((x) => x.zh === said.zh)) assumptions.push(said);
  if (subject && subject.zone === null && statedOrigin(action, subject)) {
    // WIN-EXTRA-ORIGIN: the summoning card said where it came from — nothing assumed.
  } else if (subject && subject.zone === null && extraOriginAssumed(action, subject)) assumptions.push(say({ rule: W.EXTRA_ORIGIN, params: { card: subject.card.name } }));
  else if (subject && subject.zone === null && (action.verb === 'special-summon' || action.verb === 'destroy' || action.verb === 'send-to-gy' || action.verb === 'banish')) {
    assumptions.push(say({ rule: 'act:from-unknown', params: { card: subject.card.name } }));
  }
  return { events: p.events, before, after, assumptions, warnings: [], ...(p.attack ? { attack: p.attack } : {}) };
}

/**
 * The one list of refusals of an action written (`召唤 X`, `特殊召唤 X`, `灵摆召唤 X`, `反转召唤 X`, `表示形式变更 X` …), in the order
 * they are judged: why the action cannot be made now, or null. What is assumed on the way is pushed to `assumptions` (said whether or
 * not the action is refused). performAction makes the action only when nothing refuses it; performBeforeChain begins a summon that a
 * summon negation answers only then — a summon that cannot be made is not in progress, so the negation has nothing to answer
 * (CH-SUMMON-NONE-TO-ANSWER 'not-made'). An attack declaration's own checks give its verdict instead (performAction).
 */
function actionRefusal(scenario: Scenario, before: Board, p: Performing, assumptions: Text[]): Text | null {
  const action = p.action;
  const subject = before.cards[action.subject];
  // CH-PROCEDURE-TIMING, CH-MAIN-PHASE-ACTION: a summon by its own procedure or method, a Normal/Tribute Summon, a Set or a Flip Summon
  // only in the turn player's own Main Phase (./main-phase-action.ts).
  // CH-DIRECT-DAMAGE-ACTION: a direct attack's damage only from the turn player's Attack Position monster, in the Battle Phase, with no monster to attack.
  if (action.verb === 'direct-attack') return directAttackBarred(scenario, before, subject, action.subject);
  const untimelySummon = subject ? actionTimingRefusal(before, scenario.phase, action, subject, p.actor) : null;
  if (untimelySummon) return untimelySummon;
  // CH-NORMAL-SUMMON-ONCE: by the rules one Normal Summon (or Set) a turn, unless an effect of the turn allowed more (./normal-summon-once.ts).
  const once = subject && scenario.history?.length ? normalSummonOnce(scenario, before, action, subject, p.actor) : null;
  if (once?.assumed) assumptions.push(once.assumed);
  if (once?.refused) return once.refused;
  // SIT-SUMMON-NEEDS-TRIBUTES: a Level 5+ monster written with no tributes — too few monsters on a field listed in full (./untributed.ts).
  const untributed = subject ? untributedSummon(scenario, before, subject, p.actor, p.known!) : null;
  if (untributed?.assumed) assumptions.push(untributed.assumed);
  if (untributed?.refused) return untributed.refused;
  // A summon by its own method (`同调召唤 … 素材 …`) is no effect: a GY lock does not touch it.
  const lock = action.verb === 'special-summon' && !action.how ? unclassifiedGyLock(before, action.subject) : null;
  if (lock) {
    // The summon is an effect the GY lock negates (CH-UNCLASSIFIED-GY-LOCK): nothing of it is done.
    return say({ rule: R.UNCLASSIFIED_GY_LOCK, params: { card: lock.card, source: lock.source } });
  }
  // Issue 16 (CH-CANNOT-USE-ACT): a card that cannot be used (不能使用) is not summoned, Set, nor used as material.
  const locked = subject ? cannotUseRefusal(before, action, subject) : null;
  if (locked) return locked;
  // Issue 16 (CH-TRIBUTE-OPPONENT-UNAFFECTED): an opponent's monster tributed by an effect's leave must not be unaffected by that effect.
  const untributable = tributeOpponentRefusal(scenario, before, action, p.actor);
  if (untributable) return untributable;
  // Issue 16 (CH-FORBIDDEN-SUMMON-KIND): 「双方玩家不能进行融合召唤」 face-up — no Fusion Summon written as the action.
  const kindLocked = subject ? summonKindRefusal(before, action, p.actor, subject.card.name) : null;
  if (kindLocked) return kindLocked;
  // Issue 16 (CH-PENDULUM-SUMMON): a Pendulum Summon takes only the monsters it may (./pendulum-summon.ts).
  const notPendulum = subject && action.pendulum ? pendulumSummonRefusal(subject) : null;
  if (notPendulum) return notPendulum;
  const assumedProper = subject && action.pendulum ? pendulumSummonAssumed(subject) : null;
  if (assumedProper) assumptions.push(assumedProper);
  // CH-SUMMON-CONDITION: a Special Summon written as the action is judged by the card's summoning condition and revival limit —
  // the one check the chain effects use (./summon-condition.ts summonBar).
  const conditioned = subject ? summonConditionOfAction(action, subject) : null;
  if (conditioned?.assumed) assumptions.push(...conditioned.assumed);
  // WIN-SUMMON-BY-NOTED-EFFECT: the note `[由 Y]` read — the summon is an effect's, Y's (said, as every note used is).
  if (subject && action.verb === 'special-summon' && action.byEffectNote && !action.byCard && !action.how && action.byEffectCard) {
    assumptions.push(say({ rule: W.SUMMON_BY_NOTED_EFFECT, params: { card: subject.card.name, by: action.byEffectCard.name } }));
  }
  if (conditioned?.refused) return conditioned.refused;
  // CH-SUMMON-BY-FROM: `特殊召唤 X [由 Y]` of X where Y's effect does not take from (its 「从…」 places, its targets' place): not made.
  const notFromThere = subject ? summonByFromRefusal(action, subject) : null;
  if (notFromThere) return notFromThere;
  // CH-PROCEDURE-FROM-ZONE (review s42): its own procedure is made only from the place its text names (「…可以从手卡特殊召唤」).
  const wrongPlace = subject ? procedureZoneRefusal(action, subject) : null;
  if (wrongPlace) return wrongPlace;
  // Issue 16 (CH-PROCEDURE-CONDITION): a Special Summon monster's own procedure needs the state its text says.
  const unmet = subject ? procedureRefusal(before, action, subject, p.actor, p.known!) : null;
  if (unmet?.assumed) assumptions.push(unmet.assumed);
  if (unmet?.refused) return unmet.refused;
  // SIT-SUMMON-PLEDGE-BATTLE-PHASE (s59): 「把这张卡特殊召唤的回合，自己不能进行战斗阶段」 — not summoned once its player conducted the Battle Phase.
  const pledged = subject ? summonAfterBattlePhase(scenario, action, subject, p.actor) : null;
  if (pledged) return pledged;
  // Issue 16 (CH-FIRST-SPECIAL-SUMMON): 「在自己没有进行特殊召唤的…才能特殊召唤」 — not after a Special Summon of the turn.
  const notFirst = subject ? firstSpecialSummonRefusal(scenario, before, action, subject, p.actor) : null;
  if (notFirst) return notFirst;
  // Issue 16 (CH-GY-REDIRECT-PROCEDURE): a procedure that sends cards to the GY cannot send one a redirect would banish.
  const redirected = subject ? procedureRedirectRefusal(p, action, subject) : null;
  if (redirected) return redirected;
  // Issue 16 (CH-PROCEDURE-FORBIDDEN-FROM): a procedure that banishes cannot take them from a place a floodgate closes to banishing.
  const closed = subject ? procedureForbiddenFrom(before, action, subject, p.actor, p.known!) : null;
  if (closed) return closed;
  // Issue 16 (zones): with the zones stated, a summon needs a zone it may go to (./field-zones.ts).
  // (ZONE-MAIN-ONLY on the opponent's side: a procedure summoning it to the opponent's field — 坏兽 — needs a free Main Monster Zone there.)
  const noRoom = subject ? roomRefusal(scenario, before, action, subject, procedureField(before, action, subject, p.actor)) : null;
  if (noRoom) return noRoom;
  // CH-PENDULUM-SUMMON (review s41): the level strictly between the two Pendulum Scales of its player's filled Pendulum Zones.
  const scaled = subject && action.pendulum ? pendulumScaleCheck(before, subject, p.actor, p.known!) : null;
  if (scaled?.refused) return scaled.refused;
  if (scaled?.assumed) assumptions.push(scaled.assumed);
  // CH-SUMMON-FORBIDDEN: a face-up floodgate 「双方不能把怪兽特殊召唤」 binding its player stops a Special Summon written as the action.
  const forbidden = subject && action.verb === 'special-summon' ? summonForbiddenRefusal(scenario, before, subject, p.actor, p.known!, assumptions) : null;
  if (forbidden) return forbidden;
  // CH-SUMMON-COUNT: a face-up limit on summons a turn (「双方1回合只能有1次把怪兽特殊召唤」) that refuses a link which must summon refuses the summon
  // written as the action too, once its player made that many this turn (../chain/summon-count.ts).
  const countKind = subject ? summonKindOf(action.verb) : undefined;
  if (subject && countKind) {
    const counting = newEngineState({ scenario, board: before, step: 1, knownZones: new Set(p.known) });
    // The face-up cards' continuous negations (「场上的怪兽的效果无效化」) apply here too: a limit whose card they negate limits nobody.
    for (const source of cardsWith(counting, 'negations')) if (!source.states.includes('effects-negated') && !source.states.includes('cannot-use')) for (const { effect, action } of standing(source.card).negations) counting.negators.push({ source, effect, action });
    const counted = summonCountOfAction(counting, countKind, p.actor, subject.card.name);
    // (The summons marked or listed as made this turn are counted under the limit: said, as for a link.)
    if (counted) {
      assumptions.push(...counting.assumptions);
      return say(counted);
    }
  }
  // CH-SUMMON-ONCE-PER-TURN (s50): 「自己对「X」1回合只能有1次特殊召唤」 — a Special Summon written as the action of a card of a name its player
  // already Special Summoned this turn (`本回合:`, a chain before written with 然后) is not made, as an effect's summon of it is not.
  if (subject && action.verb === 'special-summon' && subject.card.summonOncePerTurn) {
    const counting = newEngineState({ scenario, board: before, step: 1, knownZones: new Set(p.known) });
    if (summonedOnceAlready(counting, subject.card, p.actor, action.subject)) return say({ rule: R.SUMMON_ONCE_PER_TURN, params: { cards: list([cardName(subject.card)]) } });
  }
  // Issue 16 (CH-SUMMON-ACT-LIMIT): a face-up limit or an earlier pledge of the turn forbidding this summon.
  const limited = subject && isSummon(action.verb) ? summonLimitRefusal(scenario, before, action, subject, p.actor, p.known!) : null;
  if (limited) return limited;
  // CH-POSITION-CHANGE: the change of battle position by the rules, once a turn, not after a summon or an attack declaration.
  const unchanged = subject && action.verb === 'change-position' ? positionChangeRefusal(before, scenario.phase, subject, p.actor) : null;
  if (unchanged) return unchanged;
  // CH-POSITION-LOCK-FLIP-SUMMON: a Flip Summon is the rules' change of position — none under 『表示形式不能变更』.
  const flipLocked = subject && action.verb === 'flip-summon' ? flipSummonLockRefusal(before, subject) : null;
  if (flipLocked) return flipLocked;
  // CH-POSITION-LOCK-PLEDGE: the player's own pledge of an activation this turn (「这张卡发动的回合，自己…也不能把表示形式变更」) — no change of position, no Flip Summon.
  const pledgedLock = subject && (action.verb === 'change-position' || action.verb === 'flip-summon') && scenario.history?.length ? pledgedPositionLock(scenario, subject.card.name, p.actor, action.verb === 'flip-summon') : null;
  if (pledgedLock) return pledgedLock;
  // CH-POSITION-LOCK-EQUIPPED: a monster card equipped to it as its own effect, whose text locks the monster it equips (章鲨).
  const equippedLock = subject && action.verb === 'change-position' ? equippedPositionLock(before, subject) : null;
  if (equippedLock) return equippedLock;
  // CH-POSITION-LOCK-UNREAD: a lock the compiler could not read is not applied, and the answer says so.
  const unreadLock = subject && (action.verb === 'change-position' || action.verb === 'flip-summon') ? unreadPositionLock(scenario, before, subject.card.name, p.actor) : null;
  if (unreadLock) assumptions.push(unreadLock);
  return null;
}

/**
 * WIN-EXTRA-ORIGIN: a Fusion, Synchro, Xyz or Link monster Special Summoned as the action (`特殊召唤 X`) — not by a named method, nor
 * by a card, nor a Pendulum Summon — whose place the situation does not give is taken as summoned from the Extra Deck, where such a
 * monster is kept (a 「从额外卡组特殊召唤的场合」 trigger sees it); the answer says so.
 */
function extraOriginAssumed(action: ScenarioAction, subject: BoardCard | undefined): boolean {
  return action.verb === 'special-summon' && subject !== undefined && subject.zone === null && !action.how && !action.byCard && !action.byCardFrom && !action.pendulum && extraDeckMonster(subject.card);
}

/**
 * WIN-EXTRA-ORIGIN: the place the card that summons it (`[由 X]`, `byCardFrom`) says it comes from, when that is one zone
 * (「以…墓地1只怪兽为对象…特殊召唤」: the GY; a card summoning 「从额外卡组」: the Extra Deck — a Main Deck monster is never taken from there). Null otherwise.
 */
function statedOrigin(action: ScenarioAction, subject: BoardCard): Zone | null {
  const places = action.byCardFrom;
  if (action.verb !== 'special-summon' || !places || places.length !== 1) return null;
  const z = places[0]!;
  if (z === 'field' || z === 'monster' || z === 'spell') return null;
  if (z === 'extra' && !extraDeckMonster(subject.card)) return null;
  return z;
}

/**
 * What bars an attack by `attacker` before the rules on its target (attackVerdict): the one list for an attack declared (`攻击宣言 X → Y`)
 * and for a direct attack written with its damage (`直接攻击 X`, target null), so both refuse alike.
 * - CH-ATTACK-BATTLE-STEP: an attack is the turn player's, declared in the Battle Step (./attack-when.ts);
 * - CH-PLEDGE-BATTLE-PHASE: a pledge of its player's earlier activation this turn forbidding the Battle Phase (./battle-phase-pledge-attack.ts);
 * - CH-PLEDGE-ATTACK: a pledge of an earlier activation this turn forbidding this monster's attack;
 * - CH-ATTACK-LOCK-PLAYER / CH-ATTACK-LOCK-EARLIER: an effect applied earlier this turn forbidding its player's or its attack.
 */
function attackBarred(scenario: Scenario, board: Board, attacker: BoardCard, target: string | null): AttackVerdict | null {
  return attackTimingRefusal(board, scenario.phase, scenario.turnPlayer, attacker, target) ?? battlePhasePledgeRefusal(scenario, board, attacker, target) ?? attackPledgeRefusal(scenario, board, attacker, target) ?? playerAttackLock(scenario, board, attacker, target) ?? earlierAttackLock(scenario, board, attacker, target) ?? countedAttackLock(scenario, board, attacker, target).verdict;
}

/**
 * CH-DIRECT-DAMAGE-ACTION (s57): `直接攻击 X` is an attack too — refused by what refuses an attack declaration (attackBarred, then the
 * attack's own rules as declared: 「不能攻击」「不能直接攻击」, the attacks it already made this Battle Phase, a lock on its player), after
 * the direct attack's own checks (./direct-damage.ts).
 */
function directAttackBarred(scenario: Scenario, before: Board, subject: BoardCard | undefined, name: string): Text | null {
  const own = directAttackRefusal(before, scenario.phase, subject, name);
  if (own || !subject) return own;
  const verdict = attackBarred(scenario, before, subject, null) ?? attackVerdict(before, subject.ref, null, true);
  return verdict.legal ? null : directAttackVerdictRefusal(before, subject, verdict);
}

/**
 * CH-PLEDGE-ATTACK (rules reference docs/c03/卡片的抗性.rst:186–189, docs/c03/誓约.rst): 「这张卡发动的回合，「X」不能攻击」「这个效果发动的
 * 回合，装备怪兽以外的自己怪兽不能攻击」 — a pledge of its player's activation earlier this turn (`本回合:`, not activation-negated). It is no
 * effect: a monster unaffected by the card is bound too. 「装备怪兽」 is the monster the listed card is equipped to.
 */
function attackPledgeRefusal(scenario: Scenario, board: Board, attacker: BoardCard, target: string | null): AttackVerdict | null {
  const me = attacker.controller;
  if (!me) return null;
  for (const h of scenario.history ?? []) {
    if (h.kind !== 'activation' || h.player !== me || h.negated === 'activation') continue;
    const p = historyEffect(h)?.pledge;
    if (!p || p.forbids !== 'attack') continue;
    // (s57) 「…不能直接攻击」 (共斗): an attack on a monster is not bound.
    if (p.directOnly && target !== null) continue;
    // (s57) 「作为对象的怪兽不能直接攻击」: only the monster its activation targeted, as written (`对象:Y`); none written, it is
    // not judged here (./attack-pledge-unread.ts says so).
    if (p.ofTargets && !historyTargets(board, h).includes(attacker.ref)) continue;
    // 「这张卡不能攻击」: only the card that activated is bound — known only when the situation lists that one copy (`sameAs`).
    if (p.attackers?.self && !(h.sameAs && (board.cards[h.sameAs] === attacker || h.sameAs === attacker.ref))) continue;
    // (s57) …and only while it is still that card: turned face-down or temporarily banished since (`变里侧`, `一时除外`: later than the
    // entry), it no longer applies (docs/c03/里侧·一时除外.rst:298–300: flipped again, it may attack).
    if (p.attackers?.self && becameNewCard(attacker.states)) continue;
    const ctx = onBoard(board, h.sameAs ?? attacker.ref, me);
    if (p.attackers && !matchesFilter(p.attackers, attacker, ctx)) continue;
    // 「装备怪兽以外」: the equipped monster is known only through the listed card; unknown, nothing is judged.
    if (p.exceptCards?.equipped && !(h.sameAs && board.cards[h.sameAs]?.equippedTo)) continue;
    // CH-PLEDGE-ATTACK-SELF: 「不用这张卡不能攻击」 spares the card that activated only; it is the same card even turned face-down or
    // banished and back since (the pledge binds the player, not the card: docs/c03/里侧·一时除外.rst:302–304). With the card not
    // listed on the field (gone), every monster of the player is bound.
    if (p.exceptCards?.self) {
      if (h.sameAs && (board.cards[h.sameAs] === attacker || h.sameAs === attacker.ref)) continue;
      return { legal: false, choices: [], direct: false, rules: [R.PLEDGE_ATTACK, R.PLEDGE_ATTACK_SELF], reason: { rule: 'attack:verdict', params: { legal: false, attacker: attacker.card.name, target: target ? (board.cards[target]?.card.name ?? null) : null, why: 'pledge', by: [h.card.name], choices: [], direct: false } } };
    }
    if (p.exceptCards && matchesFilter(p.exceptCards, attacker, ctx)) continue;
    return { legal: false, choices: [], direct: false, rules: [R.PLEDGE_ATTACK], reason: { rule: 'attack:verdict', params: { legal: false, attacker: attacker.card.name, target: target ? (board.cards[target]?.card.name ?? null) : null, why: p.directOnly ? 'pledge-direct' : 'pledge', by: [h.card.name], choices: [], direct: false } } };
  }
  return null;
}

/**
 * CH-ATTACK-LOCK-PLAYER (rules reference docs/c03/卡片的抗性.rst:172–176): an effect activated earlier this turn (`本回合:`, its effect
 * not negated) that forbids a player to declare attacks for the turn (「这个回合对方不能攻击宣言」: a `cannot-attack` step naming a
 * player and no monster) binds that player, not the monsters: a monster unaffected by the card cannot attack either. (「怪兽不能攻击」
 * affects the monsters — another matter.)
 */
function playerAttackLock(scenario: Scenario, board: Board, attacker: BoardCard, target: string | null): AttackVerdict | null {
  const me = attacker.controller;
  if (!me) return null;
  for (const h of scenario.history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null) continue;
    const e = historyEffect(h);
    const lock = e?.does.find((a) => a.do === 'cannot-attack' && a.what === undefined && a.player !== undefined && a.duration === 'turn');
    if (!lock) continue;
    const bound = lock.player === 'both' || (lock.player === 'self') === (h.player === me);
    if (!bound) continue;
    return { legal: false, choices: [], direct: false, rules: [R.ATTACK_LOCK_PLAYER], reason: { rule: 'attack:verdict', params: { legal: false, attacker: attacker.card.name, target: target ? (board.cards[target]?.card.name ?? null) : null, why: 'cannot-attack', by: [h.card.name], choices: [], direct: false } } };
  }
  return null;
}

/**
 * CH-SUMMON-ACT-LIMIT (rules reference docs/c03/只能有○○存在.rst:42–43, 169–170, 321; docs/c03/誓约.rst:66–75): a summon written as
 * the action is not made when
 * - a pledge of its player's activation earlier this turn (`本回合:`, not activation-negated — an effect negated still binds) forbids
 *   that kind of summon (「这个效果发动的回合，自己不能通常召唤」 a Normal or Tribute Summon; 「…不能特殊召唤」 from the places it names);
 * - the monster arriving face-up (not a Gemini monster already face-up on the field, summoned again) would be a second of a
 *   「只能有1只表侧表示存在」 limit, or break a face-up 「只能有○○存在」 field limit (one Type, one Attribute, one per Type, no more monsters than the other player…), judged on the
 *   board before the summon: its materials and tributes still count, except for a count limit, which counts those that leave.
 */
function summonLimitRefusal(scenario: Scenario, board: Board, action: ScenarioAction, subject: BoardCard, actor: Player, known: ReadonlySet<string>): Text | null {
  const state = newEngineState({ scenario, board, step: 1, knownZones: new Set(known) });
  // (No pledge nor lasting limit is on Flip Summons: those read here forbid Normal or Special Summons.)
  const kind = summonKindOf(action.verb);
  if (kind !== undefined && kind !== 'flip-summon' && (scenario.history ?? []).length > 0) {
    const from: Place | null = subject.zone ?? (extraDeckMonster(subject.card) ? 'extra' : null);
    for (const { card, pledge } of earlierPledges(state, actor)) {
      if (!pledgeForbids(pledge, kind)) continue;
      if (!pledgeCoversStep({ ...pledge, exceptCards: undefined }, { do: kind, from: from ? [from] : [], optional: false })) continue;
      if (pledge.exceptCards && matchesFilter(pledge.exceptCards, subject, onBoard(board, subject.ref, actor))) continue;
      return say({ rule: R.SUMMON_ACT_LIMIT, params: { card: subject.card.name, variant: 'pledge', source: card, player: actor } });
    }
    // CH-TURN-PART-EARLIER: a summon limit an earlier effect left for the turn, once that effect applied (./turn-part-earlier.ts).
    for (const { card, limit } of earlierTurnPartLimits(scenario, actor)) {
      if (limit.forbids !== kind) continue;
      if (!pledgeCoversStep({ ...limit, exceptCards: undefined }, { do: kind, from: from ? [from] : [], optional: false })) continue;
      if (limit.exceptCards && matchesFilter(limit.exceptCards, subject, onBoard(board, subject.ref, actor))) continue;
      return say({ rule: R.TURN_PART_EARLIER, params: { card: subject.card.name, source: card, player: actor } });
    }
  }
  if (subject.zone === 'monster' && subject.faceUp) return null;
  // CH-PROCEDURE-OPPONENT-FIELD: a procedure that puts it on the opponent's field is judged against that field's limits.
  const side = procedureField(board, action, subject, actor);
  const arriving: BoardCard = cardView(subject, { faceUp: true, controller: side });
  const blocked = arrivalBlocked(state, arriving, side, 'monster');
  if (blocked) return say({ rule: R.SUMMON_ACT_LIMIT, params: { card: subject.card.name, variant: 'only-one', source: blocked.card, there: blocked.there, player: side } });
  const leaving = action.tributes.filter((r) => board.cards[r]?.zone === 'monster' && board.cards[r]?.controller === side).length;
  const limit = fieldLimitOnArrival(state, side, arriving, leaving);
  if (limit) return say({ rule: R.SUMMON_ACT_LIMIT, params: { card: subject.card.name, variant: 'field-limit', source: limit.source, limit: limit.limit, player: side } });
  return null;
}

/**
 * SIT-SUMMON-BY-OPPONENT-CARD: a monster summoned by an effect of the other player's (a revival from either GY, on a card in their GY) arrives on the field
 * of the player whose effect summons it, under that player's control; its owner stays who it was.
 */
function takeControl(c: BoardCard, player: Player): void {
  if (c.controller === player || c.controller === null) return;
  c.owner ??= c.controller;
  c.controller = player;
}

/**
 * CH-PROCEDURE-OPPONENT-FIELD (issue 16; rules reference docs/c03/只能有○○存在.rst:78–80, 173, 204): a Special Summon written as the
 * action by the monster's own procedure, its tributes all the opponent's monsters, where a procedure of the card summons it to the
 * opponent's field (「把对方场上…解放，从手卡往对方场上特殊召唤」, compiled as `player: 'opponent'`), arrives on the opponent's field: the
 * 「只能有…存在」 limits of that field judge it (a limit card whose monsters are of one Type there, a 「只能有1只」 copy there).
 */
function procedureField(board: Board, action: ScenarioAction, subject: BoardCard, actor: Player): Player {
  if (action.verb !== 'special-summon' || action.how || action.byCard || action.tributes.length === 0) return actor;
  const other = opponent(actor);
  if (!action.tributes.every((r) => board.cards[r]?.zone === 'monster' && board.cards[r]?.controller === other)) return actor;
  const toTheirs = subject.card.effects.some((e) => e.kind === 'procedure' && e.does.some((a) => a.do === 'special-summon' && a.what === 'self' && a.player === 'opponent'));
  return toTheirs ? other : actor;
}

/**
 * CH-LINGER-SUMMON-LOCK-DECLARED: a Special Summon written as the action (`融合召唤 X`, `特殊召唤 X`) of a monster of the type an
 * activation resolved earlier this turn declared (`本回合:` or a chain before `然后`) is not made — whatever the method.
 */
function declaredTypeRefusal(state: EngineState, subject: BoardCard, actor: Player): Text | null {
  for (const l of declaredTypeLocks(state)) {
    if (!lockBindsPlayer(l.lock.player, l.controller, actor)) continue;
    if (!matchesFilter(l.lock.forbidsOnly, subject, matchContext('', l.controller, null, null, false, true))) continue;
    return say({ rule: R.LINGER_SUMMON_LOCK_DECLARED, params: { variant: 'action', source: l.source, type: l.type, by: l.by, card: subject.card.name } });
  }
  return null;
}

/**
 * CH-SUMMON-FORBIDDEN (issue 16,; rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:34): a Special Summon written as the action —
 * by a monster's own procedure too, whose cost is then not paid either — is not made while a face-up card on the field, its activation
 * not negated nor its effects, has a continuous 「（双方|自己|对方）不能把怪兽特殊召唤」 that binds the summoning player and names no place
 * and no kind of monster (a narrower lock is not judged here).
 */
function summonForbiddenRefusal(scenario: Scenario, board: Board, subject: BoardCard, actor: Player, known: ReadonlySet<string>, assumptions: Text[]): Text | null {
  const state = newEngineState({ scenario, board, step: 1, knownZones: new Set(known) });
  const from: Place | null = subject.zone ?? (extraDeckMonster(subject.card) ? 'extra' : null);
  for (const c of cardsWith(state, 'floodgates')) {
    if (!c.faceUp || !isField(c.zone) || c.activationNegated || !c.controller || c.states.includes('effects-negated') || c.states.includes('cannot-use')) continue;
    for (const x of standing(c.card).floodgates) {
      if (x.forbids !== 'special-summon' || x.what !== undefined) continue;
      // CMP-EXTRA-DECK-LOCK: a lock on one place (「不能从额外卡组把怪兽特殊召唤」) stops a summon of a monster from there only.
      if (x.forbidsFrom !== undefined && !asArray<Place>(x.forbidsFrom).includes(from ?? 'hand')) continue;
      // (A lock under a state of its card — 「这张卡装备中的场合」 — holds only while that state does.)
      if (x.whileHolds?.length && checkConditions(x.whileHolds, boardView(board, known), c, c.controller) !== true) continue;
      const who = x.player ?? 'both';
      if (!(who === 'both' || (who === 'self') === (c.controller === actor))) continue;
      // CMP-SUMMON-LOCK-EXCEPT: 「自己不是「X」怪兽不能特殊召唤」 spares the monsters it names, and binds only from where its effect works
      // (a Pendulum Effect from the Pendulum Zone).
      // (A lock on some monsters only, 「双方不能把5星以上的怪兽特殊召唤」, is read below as everywhere else: ./summon-lock-some.ts.)
      if (x.forbidsOnly) continue;
      if (x.forbidsExcept) {
        const e = c.card.effects.find((f) => f.does.includes(x));
        if (!e || !appliesFrom(c, e)) continue;
        if (matchesFilter(x.forbidsExcept, subject, matchContext(c.ref, c.controller, null, null, false, true))) continue;
      }
      return say({ rule: R.SUMMON_FORBIDDEN, params: { card: subject.card.name, source: c.card.name, player: actor, ...(x.forbidsFrom !== undefined ? { fromExtra: true } : {}) } });
    }
  }
  // CH-SUMMON-LOCK-SOME-AT-RESOLUTION: a lock on some monsters (「双方不能把5星以上的怪兽特殊召唤」) binds the summon written as the action as it binds an
  // effect's summon — its condition read now, its materials not written taken as held and said.
  const some = someMonstersLocks(state, actor).find((l) => lockBindsMonster(l, subject, undefined));
  if (!some) return declaredTypeRefusal(state, subject, actor);
  if (some.materialsAssumed) assumptions.push(say({ rule: R.FORBIDDEN_ACTION, params: { variant: 'materials-assumed', source: some.card.card.name } }));
  return say({ rule: R.SUMMON_FORBIDDEN, params: { card: subject.card.name, source: some.card.card.name, player: actor, bound: qualified(some.lock.forbidsOnly) } });
}

/**
 * CH-SUMMON-CONDITION (review s42 q1, s45; rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:108–124, 130–135, 191–195): a
 * Special Summon written as the action (`特殊召唤 X`), X off the field, not by a method (`同调召唤 …`, a Pendulum Summon) nor with
 * materials:
 * - by the monster's own procedure (no cause stated, no `[由 Y]`): only 「这张卡不能特殊召唤」 stops it here (the procedure's own checks follow);
 * - by an effect — `(效果)` or `[由 Y]` —: the summoning condition and the revival limit, judged by `summonBar` as a chain effect's summon is
 *   (Nomi 「只能用这张卡的方法特殊召唤」, a Special Summon monster from the hand or Deck, one never properly summoned from the GY or banishment,
 *   「这张卡不能从卡组特殊召唤」, only-by-name), with Y's text saying whether it ignores summoning conditions and what kind of summon it
 *   makes (a Ritual Summon is a Ritual Monster's proper way). With no Y named, the effect is assumed not to ignore them, and said when that
 *   decides; a proper summon assumed (no history stated) is said too.
 * A summon by a named card with materials (`[由 C]`, SIT-SUMMON-BY-CARD) is judged there.
 */
function summonConditionOfAction(action: ScenarioAction, subject: BoardCard): { refused?: Text; assumed?: Text[] } | null {
  if (action.verb !== 'special-summon' || subject.zone === 'monster' || action.how || action.pendulum || action.byCard || action.tributes.length > 0) return null;
  const byEffect = action.byEffectNote === true || (action.cause === 'effect' && !action.causeAssumed);
  const card = subject.card.name;
  if (!byEffect) {
    // (By its procedure: 「这张卡不能特殊召唤」 — no procedure either.)
    if (!action.byCardFrom && neverSpecial(subject)) return { refused: say({ rule: R.SUMMON_CONDITION, params: { card, variant: 'never-action' } }) };
    return null;
  }
  const by = action.byEffectCard;
  // (SIT-NOTE-CARD-ORIGIN: a summon of the kind the named card makes — a Ritual Summon of a Ritual Monster — is its proper way.)
  if (by && by.summonsAs.some((m) => subject.card.type.subtypes.includes(m as never))) return null;
  const bar = summonBar(subject, by?.name, by?.ignoring ?? false);
  if (!bar) return null;
  const name = summoningEffect(by?.name ?? null);
  if (bar.variant === 'assumed') return { assumed: [say({ rule: R.SUMMON_CONDITION, params: { name, card, variant: 'assumed', of: bar.of } })] };
  // (Barred only when the effect does not ignore summoning conditions, and no card is named: that is assumed, and said.)
  const unnamed = !by && !barsSummon(summonBar(subject, undefined, true)) ? [say({ rule: R.SUMMON_CONDITION, params: { card, variant: 'unnamed-effect' } })] : [];
  if (bar.variant === 'only-by') return { refused: say({ rule: R.SUMMON_BY_NAME, params: { name, card, by: bar.by } }), assumed: unnamed };
  if (bar.variant === 'token-equip') return { refused: say({ rule: R.TOKEN_EQUIP, params: { name, card } }) };
  if (bar.variant === 'never') return { refused: say({ rule: R.SUMMON_CONDITION, params: { card, variant: 'never-action' } }), assumed: unnamed };
  const zone = bar.variant === 'never-proper' || bar.variant === 'never-from' ? bar.zone : undefined;
  return { refused: say({ rule: R.SUMMON_CONDITION, params: { name, card, variant: bar.variant, zone, action: true } }), assumed: unnamed };
}

/**
 * CH-SUMMON-BY-FROM (review s46 (2); a card text 「以自己或者对方的墓地1只怪兽为对象…那只怪兽在自己场上特殊召唤」): `特殊召唤 X [由 Y]`
 * with X written in a place Y's effect does not Special Summon from — the places its summon steps name (「从卡组」「从手卡·墓地」) or, for
 * a summon of its targets, where it targets (「墓地1只怪兽为对象」) — is not made: Y cannot summon it from there. When one of Y's summon
 * steps names no place (a monster summoning itself, a place unread), nothing is judged.
 */
function summonByFromRefusal(action: ScenarioAction, subject: BoardCard): Text | null {
  if (action.verb !== 'special-summon' || !action.byEffectNote || action.byCard || action.how || action.pendulum || action.tributes.length > 0) return null;
  const by = action.byEffectCard;
  const zone = subject.zone;
  if (!by?.from || by.from.length === 0 || zone === null || zone === 'monster' || zone === 'spell') return null;
  if (by.from.includes(zone)) return null;
  return say({ rule: R.SUMMON_BY_FROM, params: { card: subject.card.name, by: by.name, zone, from: by.from } });
}

/**
 * CH-PROCEDURE-CONDITION (docs/c01/大师规则（2017）变更点.rst:34): `特殊召唤 X` of a Special Summon monster (「这张卡不能通常召唤」) from
 * off the field, with no materials and not said to be by an effect, is X's own procedure; when its procedures state what they need
 * (「自己场上没有怪兽存在的场合可以特殊召唤」, compiled as the procedure's condition) and none is met on the board, it is not made.
 * A condition the board cannot tell (a zone not listed) lets it be made.
 */
function procedureRefusal(board: Board, action: ScenarioAction, subject: BoardCard, actor: Player, known: ReadonlySet<string>): { refused?: Text; assumed?: Text } | null {
  if (action.verb !== 'special-summon' || action.how || action.tributes.length > 0 || subject.zone === 'monster') return null;
  if ((action.cause === 'effect' && !action.causeAssumed) || action.byEffectNote) return null;
  // A monster that can be Normal Summoned: `特殊召唤 X` of it from the hand (by rule, not by an effect) is its own 「这张卡可以从手卡特殊召唤」.
  const special = subject.card.type.subtypes.includes('special-summon');
  // (CH-PROCEDURE-FROM-ZONE: one the situation did not place comes from the hand, where its procedure is made — its condition is judged too.)
  const fromHand = !special && (subject.zone === 'hand' || subject.zone === null) && subject.card.effects.some(handProcedure);
  if (!special && !fromHand) return null;
  const procs = subject.card.effects.filter((e) => e.kind === 'procedure' && e.condition?.length && (special || handProcedure(e)));
  // CH-PROCEDURE-CONDITION-UNREAD: a procedure whose condition the compiler could not read (kept as `condition: …` in `unknown`).
  const unread = subject.card.effects.filter((e) => e.kind === 'procedure' && (special || handProcedure(e)) && e.unknown?.some((u) => u.startsWith('condition: ')));
  const unreadSaid = (): Text => say({ rule: R.PROCEDURE_CONDITION_UNREAD, params: { card: subject.card.name, conds: unread.flatMap((e) => e.unknown!.filter((u) => u.startsWith('condition: ')).map((u) => u.slice('condition: '.length))) } });
  if (procs.length === 0) return unread.length ? { assumed: unreadSaid() } : null;
  const view = boardView(board, known);
  const held = procs.map((e) => checkConditions(e.condition!, view, subject, actor));
  // SIT-FIELD-COMPLETE: a condition judged on a field written in part (no `A场只有:`) — said when a card not written could turn it
  // (../chain/field-in-part.ts): the held procedures, when each rests so; else, refused, the failing one of each.
  const name = t(`「${subject.card.name}」`, subject.card.name);
  const inPart = (e: EffectFacts, failing = false): Text | null => {
    for (const c of e.condition!) {
      const v = checkCondition(c, view, subject, actor);
      if (failing && v !== false) continue;
      const said = fieldInPartPhrase(view, name, c, v, subject, actor, 'procedure');
      if (said || failing) return said;
    }
    return null;
  };
  if (held.includes(true)) {
    const said = procs.filter((_, i) => held[i] === true).map((e) => inPart(e));
    return said.every((x) => x !== null) ? { assumed: said[0]! } : null;
  }
  // (One of its procedures unread: it may be the one that holds — not refused, said.)
  if (unread.length) return { assumed: unreadSaid() };
  // The refusal names the conditions the card states; one the situation does not show (a GY not listed) is assumed met, said so.
  if (held.includes(null)) return { assumed: say({ rule: R.PROCEDURE_CONDITION, params: { card: subject.card.name, variant: 'assumed', conds: procs.filter((_, i) => held[i] === null).map((e) => e.condition!) } }) };
  return { refused: say({ rule: R.PROCEDURE_CONDITION, params: { card: subject.card.name, conds: procs.map((e) => e.condition!) } }), assumed: procs.map((e) => inPart(e, true)).find((x) => x !== null) ?? undefined };
}

/**
 * CH-PROCEDURE-FROM-ZONE (review s42; card texts 「…可以从手卡特殊召唤」; rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:110): `特殊召唤 X` by rule (not said to be
 * by an effect; with or without materials) of a Main Deck monster whose summoning procedures all name where they are made from (「这张卡可以从手卡
 * 特殊召唤」: `summonsFromHand`, or a place the procedure states) — X listed in the GY, banished or in the Deck, none of those places — is
 * not made: a procedure is made from where its text says, and only an effect brings the monster from elsewhere (write `(效果)`).
 * A procedure whose place is not known, an Extra Deck monster, or X not placed by the situation is not judged here.
 */
function procedurePlaces(e: EffectFacts): readonly Place[] | null {
  if (e.summonsFromHand) return ['hand'];
  if (e.from !== undefined) return asArray<Place>(e.from);
  const own = e.does.find((a) => a.do === 'special-summon' && a.what === 'self' && a.from !== undefined);
  return own ? asArray<Place>(own.from!) : null;
}

function procedureZoneRefusal(action: ScenarioAction, subject: BoardCard): Text | null {
  // (Materials written — `特殊召唤 X 素材 Y` — make it the monster's own procedure all the more: judged too, review s42 rv4.)
  if (action.verb !== 'special-summon' || action.how || action.pendulum || action.byCard || action.byCardFrom || action.byEffectNote) return null;
  if (action.cause === 'effect' && !action.causeAssumed) return null;
  const from = subject.zone;
  if (from !== 'gy' && from !== 'banished' && from !== 'deck') return null;
  if (extraDeckMonster(subject.card)) return null;
  const procs = subject.card.effects.filter((e) => e.kind === 'procedure');
  if (procs.length === 0) return null;
  const places = procs.map(procedurePlaces);
  if (places.some((p) => p === null)) return null;
  const allowed = [...new Set(places.flatMap((p) => p!))];
  if (allowed.includes(from)) return null;
  return say({ rule: R.PROCEDURE_FROM_ZONE, params: { card: subject.card.name, places: allowed, from } });
}

/**
 * CH-GY-REDIRECT-PROCEDURE (rules reference docs/c03/特定效果的处理方法.rst:691): a Special Summon by the monster's own procedure
 * that sends cards to the GY (「把…送去墓地的场合才能特殊召唤」, `特殊召唤 X 素材 Y`) cannot be made while a face-up
 * 「送去墓地的卡不去墓地而除外」 would banish one of those cards instead — like a cost that sends a card (CH-GY-REDIRECT).
 * A procedure that tributes its cards is not refused: they are banished instead (toGy).
 */
function procedureRedirectRefusal(p: Performing, action: ScenarioAction, subject: BoardCard): Text | null {
  if (action.verb !== 'special-summon' || action.procedure !== 'sent-to-gy' || action.procedureTributes || action.tributes.length === 0) return null;
  const state = newEngineState({ scenario: null as unknown as Scenario, board: p.after, step: p.step, knownZones: new Set(p.known ?? []) });
  for (const r of action.tributes) {
    const c = p.after.cards[r];
    const by = c ? gyRedirect(state, c) : null;
    if (c && by) return say({ rule: R.GY_REDIRECT_PROCEDURE, params: { card: subject.card.name, sent: c.card.name, source: by.card.name } });
  }
  return null;
}

/**
 * CH-CANNOT-USE-ACT (rules reference docs/c04/不能使用.rst:9–13, 124–157): a card whose name is declared, the lock applying to it
 * (the situation's `不能使用`), cannot appear on the field nor be summoned — its player cannot Normal, Tribute, Flip or Special
 * Summon it (by a procedure or by an effect), Gemini summon it again, nor Set it — and it cannot be Fusion, Synchro, Xyz or Link
 * Material: neither of a summon by that method (`同调召唤 X 素材 Y`) nor of an Extra Deck monster's own procedure that uses
 * monsters as its materials (the monsters a contact procedure returns to the Deck, :156). Being tributed (a Tribute or Ritual Summon) or used for a
 * Main Deck monster's procedure (a monster returned to the hand to summon one from the GY, :155) is no use of it as material and stays allowed.
 */
function cannotUseRefusal(board: Board, action: ScenarioAction, subject: BoardCard): Text | null {
  const summons = action.verb === 'summon' || action.verb === 'tribute-summon' || action.verb === 'special-summon' || action.verb === 'flip-summon' || action.verb === 'set';
  if (summons && subject.states.includes('cannot-use')) {
    return say({ rule: R.CANNOT_USE_ACT, params: { card: subject.card.name, variant: action.verb === 'set' ? 'set' : 'summon' } });
  }
  if (action.verb !== 'special-summon' || action.tributes.length === 0) return null;
  const byMaterials = action.how !== undefined ? action.how !== 'ritual' : action.procedure !== undefined && extraDeckMonster(subject.card);
  if (!byMaterials) return null;
  const m = action.tributes.map((r) => board.cards[r]).find((c) => c?.states.includes('cannot-use'));
  return m ? say({ rule: R.CANNOT_USE_ACT, params: { card: m.card.name, variant: 'material', summoned: subject.card.name } }) : null;
}

/**
 * Issue 16 (zones), when the situation states every monster's zone: ZONE-EXTRA-SUMMON — a monster summoned from the Extra
 * Deck (by its own method, `同调召唤 X 素材 …`, or `特殊召唤 X` of a card listed there) needs an Extra Monster Zone its player
 * may use, a free Main Monster Zone (Fusion/Synchro/Xyz) or a free linked one (Link), once its materials have left;
 * ZONE-MAIN-ONLY — any other summon (a Normal or Tribute Summon, a Special Summon from the hand or the GY) needs a free
 * Main Monster Zone once its tributes have left. The summon is not made otherwise: the answer says why.
 */
function roomRefusal(scenario: Scenario, board: Board, action: ScenarioAction, subject: BoardCard, actor: Player): Text | null {
  const summons = action.verb === 'summon' || action.verb === 'tribute-summon' || action.verb === 'special-summon' || (action.verb === 'set' && subject.card.type.kind === 'monster');
  if (!summons || subject.zone === 'monster') return null;
  const known = new Set(scenario.knownZones.map((z) => `${z.player}:${z.zone}`));
  const leaving = action.tributes.map((r) => board.cards[r]).filter((c): c is BoardCard => c !== undefined);
  const fromExtra = action.verb === 'special-summon' && (subject.zone === 'extra' || (subject.zone === null && action.how !== undefined && action.how !== 'ritual' && extraDeckMonster(subject.card)));
  if (!zonesStated(board, known)) {
    // ZONE-MAIN-ONLY with the zones not stated: the player's own listed field, counted (./zones.ts countedFreeMain) — five Main Deck
    // monsters fill the Main Monster Zones, whatever the opponent's field. (From the Extra Deck an Extra Monster Zone or a linked
    // zone may still be free: not judged without the zones.)
    if (fromExtra || !known.has(`${actor}:field`) || countedFreeMain(board, actor, leaving).free > 0) return null;
    return say({ rule: R.ZONE_MAIN_ONLY, params: { card: subject.card.name } });
  }
  if (fromExtra) {
    const faceUp = faceUpPendulumInExtra(subject);
    if (roomFromExtraDeck(board, actor, subject.card, leaving, faceUp)) return null;
    return say({ rule: R.ZONE_EXTRA_SUMMON, params: { card: subject.card.name, link: subject.card.type.subtypes.includes('link') || faceUp } });
  }
  if (freeZones(board, actor, leaving).main.length > 0) return null;
  return say({ rule: R.ZONE_MAIN_ONLY, params: { card: subject.card.name } });
}

/**
 * A monster in the GY whose own way of Special Summoning itself from there is an effect with no class
 * (无种类效果: the `unclassified` procedure of a Normal-Summonable monster), while a face-up card on the
 * field negates effects that move cards out of the GY (a GY lock): that effect is negated, so neither
 * the summon nor its other part (the card it returns) can be done (rules reference, docs/c02/
 * 特殊召唤怪兽、召唤限制和苏生限制.rst:90, docs/c02/基本用语.rst:159). A summon procedure proper is no
 * effect and is not covered.
 */
function unclassifiedGyLock(board: Board, ref: string): { card: string; source: string } | null {
  const c = board.cards[ref];
  if (!c || c.zone !== 'gy') return null;
  const own = c.card.effects.some((e) => e.kind === 'procedure' && e.unclassified && e.does.some((a) => a.do === 'special-summon' && (a.from === 'gy' || (Array.isArray(a.from) && a.from.includes('gy')))));
  if (!own) return null;
  for (const s of Object.values(board.cards)) {
    if (!onField(s) || !s.faceUp) continue;
    const locks = s.card.effects.some((e) => e.kind === 'continuous' && e.does.some((a) => a.do === 'negate-effects' && a.effects?.some((f) => gyPlace(f.movesFrom) || f.involves === 'gy')));
    if (locks) return { card: c.card.name, source: s.card.name };
  }
  return null;
}
const gyPlace = (p: unknown): boolean => p === 'gy' || (Array.isArray(p) && p.includes('gy'));

/** WIN-SUMMONED-AS-SHOWN: the continuous name/type changes and ATK/DEF changes of the board's face-up cards, applied as it stands. */
function continuousNow(board: Board, known: ReadonlySet<string>): Text[] {
  // CNT-NEGATED: a continuous negation (「场上的效果怪兽的效果无效化」) takes the holder-only counters off the cards it negates, as in a chain.
  const removed = countersOffNegatedBoard(board);
  const cards = Object.values(board.cards);
  const changing = cards.filter((c) => standing(c.card).typeChanges.length > 0);
  if (changing.length > 0) {
    rememberChangers(board, changing);
    applyChanges(board, changing);
  }
  const statSources = cards.filter((c) => fieldChanges(c.card).length > 0);
  if (statSources.length > 0) {
    // CH-STAT-CONTINUOUS: a source a face-up card's continuous negation negates applies no change (its own counted by counters neither).
    const negated = new Set(negatedChangers(board, statSources));
    const view = boardView(board, known);
    // SIT-FIELD-COMPLETE: a change's condition judged on a field written in part (五虹之魔术师's 「●4张以上」 with 2 Set cards written) — said.
    const inPart = (c: BoardCard, cond: Condition, met: boolean): void => {
      const phrase = fieldInPartPhrase(view, cardName(c.card), cond, met, c, c.controller!, 'standing');
      if (phrase && !removed.some((x) => x.zh === phrase.zh)) removed.push(phrase);
    };
    refreshFieldStats(board, statSources, view, { initial: true, inPart, ...(negated.size ? { negated: (c: BoardCard) => negated.has(c) } : {}) });
  }
  // CH-EQUIP-NEGATED-STATS: an equip card a face-up card's continuous negation negates changes its monster's ATK/DEF no more.
  const equips = cards.filter((c) => c.equippedTo && c.faceUp);
  if (equips.length > 0) {
    const negated = new Set(negatedChangers(board, equips));
    refreshEquipStats(board, boardView(board, known), negated.size ? (c) => negated.has(c) : undefined);
  }
  // CH-STAT-SCALED: a change counted by the board (an equip's 「每有1只…上升800」) counts it as it now stands, as after a chain's step.
  recount(board);
  return removed;
}

/**
 * CH-WHEN-CONDITION (rules reference docs/c02/卡片·效果的发动.rst; docs/c03/诱发类效果.rst): a card activation or quick effect that may be
 * activated only 「…时」 on an event — 「怪兽召唤·反转召唤·特殊召唤成功时」, 「自己场上的怪兽被卡的效果破坏送去墓地时」 (`trigger`
 * or `waitsFor` on a card that is no trigger effect) — is activated in the window that event opens. When the input states what happened just
 * before the chain (an action, or the chain played before it), that must be such an event (by its kind of event): after a Normal Summon,
 * a Trap 「…被破坏送去墓地时」 cannot be activated. When nothing is stated, the event is assumed to have just happened, and said.
 * (An attack declaration is ./legality.ts `attackDeclaration`'s; a moment of a phase is not an event of this kind.)
 *
 * CH-WHEN-EVENT-KINDS (s53): the same judgement for a lone event of another kind the input can state — damage taken (伤害), an attack
 * negated (攻击无效), a position changed (表示形式变更) — read with whose it was: 「自己受到伤害时」 is not met by damage the opponent took,
 * 「对方的卡的效果让自己受到伤害时」 not by damage the player dealt himself, 「战斗伤害」 not by effect damage. And 「对方发动…时」
 * (an activation, `activated` not of this card) answers an activation in the chain: the link just below must be one (the opponent's for 「对方发动」);
 * with no link below there is nothing it answers — no activation happens unseen inside this chain.
 */
import type { EventType, Player, TriggerPattern } from '../../cards/facts.js';
import type { EngineEvent } from '../types.js';
import type { Judging } from './legality.js';
import { say, type Phrase } from '../phrases/index.js';
import { pushOnce } from '../game/state.js';
import { asArray, sideMatches } from '../game/match.js';
import { damageCauseSaid, damageWithinBounds, dealtAsWritten, namesDealer, typeMayMatch, type MatchContext } from '../game/triggers.js';
import { Timeline } from '../game/timeline.js';
import { R } from '../rule-ids.js';

/** Events of cards moving or arriving: what an action or a chain before states. */
const MOVES: ReadonlySet<EventType> = new Set<EventType>(['summoned', 'flip-summoned', 'special-summoned', 'destroyed', 'sent-to-gy', 'banished', 'returned-to-hand', 'returned-to-deck', 'discarded', 'added-to-hand', 'drawn']);

/** CH-WHEN-EVENT-KINDS: lone events of other kinds an action or an earlier chain states, judged with whose they were. */
const STATED: ReadonlySet<EventType> = new Set<EventType>(['damage', 'attack-negated', 'position-changed']);

/**
 * Nothing was written before this chain, so the event it waits for is assumed. A chain written before (`…然后`) whose every link was
 * refused stated something: that nothing happened — its event is not assumed, and the link is refused as for any other unmet event.
 * So did an action written but refused (CH-MAIN-PHASE-ACTION: a Normal Summon typed in the Battle Phase was not made).
 */
function nothingStated(j: Judging): boolean {
  return j.state.prelude.length === 0 && !j.state.preludeChain && !j.state.actionRefused;
}

/** What was stated before the chain, as the refusal names it: the chain before, the action written, or that action refused (not made). */
function statedBefore(j: Judging): 'chain' | 'action' | 'refused' {
  return j.state.preludeChain ? 'chain' : j.state.actionRefused ? 'refused' : 'action';
}

export function whenCondition(j: Judging): Phrase | null {
  const { e } = j;
  if (e.kind === 'trigger' || e.kind === 'flip' || e.kind === 'continuous' || e.kind === 'procedure') return null;
  const tr = e.trigger ?? e.waitsFor;
  if (!tr) return null;
  const wanted = asArray<EventType>(tr.event);
  if (wanted.length === 1 && wanted[0] === 'activated') return activationAnswered(j, tr);
  if (wanted.length === 1 && wanted[0] === 'activation-negated' && !tr.subject?.self) return negationMet(j, tr);
  // A moment of a phase (「伤害计算时」 kept with its damage) is CH-WAITS-FOR-MOMENT's.
  const other = wanted.length === 1 && STATED.has(wanted[0]!) && tr.phase === undefined;
  if (wanted.length === 0 || (!other && !wanted.every((w) => MOVES.has(w)))) return null;
  const rule = other ? R.WHEN_EVENT_KINDS : R.WHEN_CONDITION;
  j.rules.push(rule);
  const before = j.state.prelude;
  if (nothingStated(j)) {
    if (hasBound(tr)) {
      j.rules.push(R.DAMAGE_AT_LEAST);
      pushOnce(j.state.assumptions, say({ rule: R.DAMAGE_AT_LEAST, params: { name: j.name, variant: 'assumed', ...boundParams(tr) } }));
    }
    // A battle's event (battle damage, an attack negated) cannot have happened unseen outside the Battle Phase.
    if (other && battleOnly(tr) && j.board.phase !== null && OUTSIDE_BATTLE.has(j.board.phase)) return { rule, params: { variant: 'outside-battle', phase: j.board.phase } };
    pushOnce(j.state.assumptions, say({ rule: R.WHEN_CONDITION, params: { name: j.name, variant: 'assumed' } }));
    return null;
  }
  // Something stated happened just before: it must be an event of that kind (and, for another kind, whose the text says).
  const kindFits = before.filter((ev) => typeMayMatch(ev.type, wanted) && (!other || whoseFits(j, tr, ev)));
  // (s55) What dealt a damage (「对方怪兽的直接攻击」「「X」怪兽的效果」): read by the window's own reading (dealtAsWritten), not a second one.
  let ctx: MatchContext | null = null;
  const judged = kindFits.map((ev) => ({ ev, dealt: ev.type === 'damage' ? dealtAsWritten(tr, ev, before, (ctx ??= preludeContext(j))) : true }));
  const fitting = judged.filter((x) => x.dealt !== false);
  const action = statedBefore(j);
  if (fitting.length > 0) {
    const said = fitting.some((x) => x.dealt === true) ? null : damageCauseSaid(tr);
    if (said) pushOnce(j.state.assumptions, say({ rule: R.WHEN_EVENT_KINDS, params: { name: j.name, variant: 'cause-unchecked', words: said.words, how: said.variant } }));
    return hasBound(tr) ? amountMet(j, tr, fitting.map((x) => x.ev)) : null;
  }
  // A damage to the player the text names, dealt otherwise than it says (an attack on a monster for 「对方怪兽的直接攻击」): said so.
  const words = judged.length > 0 ? damageCauseSaid(tr)?.words : undefined;
  if (words) return { rule, params: { name: j.name, variant: 'dealt-other', words, action } };
  return { rule, params: { variant: 'unmet', action } };
}

/**
 * The events stated before this chain as the window reads its own (../window/candidates.ts): each card on a timeline from the board before
 * them, the attack as they left it. The timeline is made on first use (only a damage condition that names what dealt it reads a card).
 */
function preludeContext(j: Judging): MatchContext {
  let tl: Timeline | null = null;
  const line = (): Timeline => (tl ??= new Timeline(j.state.preludeBefore ?? j.board, [...j.state.prelude], j.board));
  const attack = j.board.attack;
  return {
    selfRef: j.self.ref,
    controller: j.me,
    cardOf: (r) => line().get(r)?.card,
    at: (r, i) => line().at(r, i),
    justBefore: (r, i) => line().justBefore(r, i),
    canon: (r) => line().canon(r),
    attacker: attack ? attack.attacker : null,
    attackTarget: attack?.target ?? null,
    turnPlayer: j.board.turnPlayer,
  };
}

/** CH-DAMAGE-AT-LEAST: the text writes a bound on the damage's amount (「以上」 or, s57, 「以下」). */
function hasBound(tr: TriggerPattern): boolean {
  return tr.damageAtLeast !== undefined || tr.damageAtMost !== undefined;
}

/** The bounds as the phrase takes them (strings; absent when not written). */
function boundParams(tr: TriggerPattern): { atLeast?: string; atMost?: string } {
  return { ...(tr.damageAtLeast !== undefined ? { atLeast: String(tr.damageAtLeast) } : {}), ...(tr.damageAtMost !== undefined ? { atMost: String(tr.damageAtMost) } : {}) };
}

/**
 * CH-DAMAGE-AT-LEAST: 「…让自己受到1000以上的伤害时」 — one of the fitting damages must be that large (each damage judged alone); (s57)
 * 「…给与对方1500以下的伤害时」 — no larger than that. A damage whose amount the input does not give is assumed within the bounds, and said.
 */
function amountMet(j: Judging, tr: TriggerPattern, fitting: readonly EngineEvent[]): Phrase | null {
  j.rules.push(R.DAMAGE_AT_LEAST);
  if (fitting.some((ev) => ev.amount !== null && damageWithinBounds(tr, ev.amount))) return null;
  if (fitting.some((ev) => ev.amount === null)) {
    pushOnce(j.state.assumptions, say({ rule: R.DAMAGE_AT_LEAST, params: { name: j.name, variant: 'assumed', ...boundParams(tr) } }));
    return null;
  }
  const small = tr.damageAtLeast !== undefined && fitting.every((ev) => ev.amount! < tr.damageAtLeast!);
  const amount = small ? Math.max(...fitting.map((ev) => ev.amount ?? 0)) : Math.min(...fitting.map((ev) => ev.amount ?? 0));
  return { rule: R.DAMAGE_AT_LEAST, params: { name: j.name, variant: small ? 'too-small' : 'too-large', ...boundParams(tr), amount: String(amount) } };
}

/** Phases with no battle in them (CH-WHEN-EVENT-KINDS). */
const OUTSIDE_BATTLE: ReadonlySet<string> = new Set(['draw-phase', 'standby-phase', 'main-phase-1', 'main-phase-2', 'end-phase', 'hand-size-adjustment']);
const battleOnly = (tr: TriggerPattern): boolean => asArray(tr.event).includes('attack-negated') || (asArray(tr.cause).length > 0 && asArray(tr.cause).every((c) => c === 'battle'));

/**
 * CH-WHEN-EVENT-KINDS: does a stated damage / attack negation / position change fit the text's whose and how? Damage: the subject is
 * the player who took it (when it names no card), `causedBy` the one who dealt it, `cause` battle or effect. A position change: a card
 * of it on the side named.
 */
function whoseFits(j: Judging, tr: TriggerPattern, ev: EngineEvent): boolean {
  const causes = asArray(tr.cause);
  if (causes.length > 0 && (ev.cause === null || !causes.includes(ev.cause))) return false;
  if (ev.type === 'damage') {
    if (tr.causedBy && !sideMatches(tr.causedBy, ev.by, j.me, true)) return false;
    // (WIN-DAMAGE-CAUSE (s56): a subject naming a card is the one that dealt it — judged by dealtAsWritten, as the window judges it.)
    return (tr.subject !== undefined && namesDealer(tr.subject)) || sideMatches(tr.subject?.side, ev.player, j.me, true);
  }
  if (ev.type === 'position-changed' && tr.subject?.side) {
    const side = tr.subject.side;
    return ev.cards.some((r) => sideMatches(side, controllerOf(j, r), j.me, true));
  }
  return true;
}

const controllerOf = (j: Judging, ref: string): Player | null => j.board.cards[j.board.aliases?.[ref] ?? ref]?.controller ?? null;

/**
 * CH-WHEN-EVENT-KINDS: 「对方发动…时才能发动」 answers an activation — the link just below, by the side named. This card's own
 * activation (「发动时宣言…」, subject this card) waits for nothing.
 */
function activationAnswered(j: Judging, tr: TriggerPattern): Phrase | null {
  if (tr.subject?.self) return null;
  j.rules.push(R.WHEN_EVENT_KINDS);
  // The link written just below — one refused for another reason is still the activation the input names (said once, there).
  const below = j.below ?? j.state.links.find((l) => l.n === j.link.n - 1) ?? null;
  // The side is held as written: 「自己发动…时」 is its controller's activation, 「对方发动…时」 the opponent's (the card's current text:
  // 「自己发动通常魔法时」 does not answer the opponent's Normal Spell).
  const side = tr.subject?.side ?? 'any';
  if (below && sideMatches(side, below.controller, j.me, true)) return null;
  return { rule: R.WHEN_EVENT_KINDS, params: { name: j.name, variant: below ? 'activation-other-side' : 'no-activation', below: below?.name ?? null, side } };
}

/**
 * CH-NEGATED-EVENT: 「对方把魔法·陷阱·怪兽的效果的发动无效的场合」 waits for an activation negated — by the player named
 * (`causedBy`: the negator, not whose activation it was), of a card of the kinds named. The chain written before (`…然后`) must hold such
 * a negation; none written, it is assumed and said. A summon negated (`orSummonNegated`) leaves no event the engine records: a chain before
 * with no fitting activation negated is then taken as one that negated a summon, and said — never refused on it.
 */
function negationMet(j: Judging, tr: TriggerPattern): Phrase | null {
  j.rules.push(R.NEGATED_EVENT);
  const before = j.state.prelude;
  const side = tr.causedBy ?? 'any';
  if (nothingStated(j)) {
    pushOnce(j.state.assumptions, say({ rule: R.NEGATED_EVENT, params: { name: j.name, variant: 'assumed', side } }));
    return null;
  }
  const kinds = tr.subject?.kind ? asArray(tr.subject.kind) : null;
  const fits = (ev: EngineEvent): boolean =>
    ev.type === 'activation-negated' &&
    (!tr.causedBy || sideMatches(tr.causedBy, ev.by, j.me, true)) &&
    (kinds === null || ev.cards.some((r) => { const c = j.board.cards[j.board.aliases?.[r] ?? r]; return !c || kinds.includes(c.card.type.kind); }));
  if (before.some(fits)) return null;
  const other = before.some((ev) => ev.type === 'activation-negated');
  // (A chain before that negated an activation, none of them fitting, is not taken as one that also negated a summon.)
  // (Only a chain before may have negated a summon; an action written before — a summon made — negated nothing.)
  if (tr.orSummonNegated && !other && j.state.preludeChain) {
    pushOnce(j.state.assumptions, say({ rule: R.NEGATED_EVENT, params: { name: j.name, variant: 'summon-assumed', side } }));
    return null;
  }
  return { rule: R.NEGATED_EVENT, params: { name: j.name, variant: other ? 'other-side' : 'unmet', side, action: statedBefore(j) } };
}

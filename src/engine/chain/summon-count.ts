/**
 * Limits on how many summons a player makes a turn (`fieldLimit: 'summons-per-turn'`: 「双方1回合只能有1次
 * 把怪兽特殊召唤」, or two summons of any kind together) — CH-SUMMON-COUNT, rules
 * reference docs/c03/誓约.rst:103–104, 108. While the limit applies, a player who has made that many
 * summons this turn cannot summon again, so an effect that must summon cannot be activated; and one
 * that must summon more times than the limit leaves (a Special Summon, then an Xyz Summon with those monsters)
 * cannot be activated either. Counted as made: the summon of notation form 14 — also while it is still
 * in progress (the monster "being summoned" while a summon negation's chain is built on it), not when
 * it was negated — and each face-up monster the situation marks 本回合特召 (said as an assumption: the
 * situation does not say whether the limit applied then). Simultaneous monsters of one step are one summon, and so
 * are two summon steps of one moment (no 「那之后」 between them: a monster summoned with another at once, docs/c03/特定效果的处理方法.rst:58).
 * The summons made before are the one count of ../game/history.ts (summonsThisTurn), shared with CH-SUMMONED-COUNT-CONDITION.
 */
import type { Action, Player } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';
import { pushOnce } from '../game/state.js';
import { isField } from '../game/board.js';
import { cardsWith, standing } from '../game/standing.js';
import { activationPending } from '../game/on-chain.js';
import { continuouslyNegated, type Acting } from '../game/protection.js';
import type { BoardCard } from '../types.js';
import { t } from '../../i18n/text.js';
import { opponent } from '../../scenario/types.js';
import { say, type Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { summonsOf } from './field-limit.js';
import { summonsThisTurn } from '../game/history.js';
import { attacksThisTurn } from './summons-per-attack.js';

type Kind = NonNullable<Action['summonKinds']>[number];

/** A limit on summons a turn in force now: the card whose continuous effect it is, the limit, the kinds it counts and the players it binds. */
interface SummonLimit {
  holder: BoardCard;
  limit: Action;
  kinds: readonly Kind[];
  bound: readonly Player[];
}

/**
 * The limits on summons a turn that apply now — the one reading CH-SUMMON-COUNT, CH-SUMMON-COUNT-STEP and the summon written as the action
 * share. A limit is a continuous effect of a face-up card on the field (its card activation not pending on the chain, not negated);
 * while that card's effects are negated — stated (效果无效), declared 不能使用, or by a face-up card's continuous negation (「场上的怪兽的效果无效化」) —
 * it does not apply: a negated continuous effect starts applying only once the negation ends (rules reference
 * docs/c03/诱发类效果.rst:467, :469 — a field limit and a self-destruction negated until the turn ends apply only after it).
 * `acting` is the link judged (the rule ids a continuous negation meets are said there), or null for a summon written as the action;
 * `except` a card not counted (the link's own).
 */
export function summonLimitsInForce(state: EngineState, acting: Acting | null, except: string | null = null): SummonLimit[] {
  const out: SummonLimit[] = [];
  for (const c of cardsWith(state, 'fieldLimits')) {
    if (!c.faceUp || !isField(c.zone) || c.activationNegated || !c.controller || c.ref === except || activationPending(state, c)) continue;
    const limits = standing(c.card).fieldLimits.filter((a) => a.fieldLimit === 'summons-per-turn' && (typeof a.amount === 'number' || a.perAttack));
    // (Only a card with such a limit is judged for negation: the judgement may say an assumption of its own.)
    if (limits.length === 0) continue;
    if (c.states.includes('effects-negated') || c.states.includes('cannot-use') || (state.negators.length > 0 && continuouslyNegated(state, acting ?? bystander(c), c))) {
      if (acting && !acting.rules.includes(R.SUMMON_COUNT_NEGATED)) acting.rules.push(R.SUMMON_COUNT_NEGATED);
      continue;
    }
    for (const a of limits) {
      // CH-SUMMONS-PER-ATTACK: only the turn player is bound, to as many as its attacks this turn.
      const bound: Player[] = a.perAttack ? [state.board.turnPlayer] : a.player === 'self' ? [c.controller] : a.player === 'opponent' ? [opponent(c.controller)] : ['A', 'B'];
      out.push({ holder: c, limit: a, kinds: a.summonKinds ?? ['special-summon'], bound });
    }
  }
  return out;
}

/** The card itself as the one a continuous negation is judged against, when no link acts (a summon written as the action). */
function bystander(c: BoardCard): Acting {
  return { ref: c.ref, card: c.card, controller: c.controller ?? 'A', n: null, name: t('', ''), rules: [] };
}

export function summonCountLimit(state: EngineState, link: LinkState, selfRef: string): Phrase | null {
  if (cardsWith(state, 'fieldLimits').length === 0) return null;
  let summons: ReturnType<typeof summonsOf> | null = null;
  for (const { holder: c, limit: a, kinds, bound } of summonLimitsInForce(state, link, selfRef)) {
    summons ??= summonsOf(state, link);
    if (summons.length === 0) return null;
    for (const p of bound) {
      // Two summons of one moment (no 「那之后」 between them) are one summon (rules reference docs/c03/特定效果的处理方法.rst:58).
      const steps = summons.filter((s) => s.player === p && kinds.includes(s.kind) && !s.together).length;
      if (steps === 0) continue;
      const made = summonsThisTurn(state, p, kinds);
      const limit = a.perAttack ? attacksThisTurn(state, p) : (a.amount as number);
      if (made.count + steps <= limit) continue;
      if (made.written > 0) pushOnce(state.assumptions, say({ rule: R.SUMMON_COUNT, params: { name: link.name, variant: 'marked', source: c.card.name } }));
      if (a.perAttack && !link.rules.includes(R.SUMMONS_PER_ATTACK)) link.rules.push(R.SUMMONS_PER_ATTACK);
      return { rule: R.SUMMON_COUNT, params: { source: c.card.name, limit, made: made.count, steps, player: p, perAttack: a.perAttack === true } };
    }
  }
  return null;
}

/**
 * CH-SUMMON-COUNT-STEP (rules reference docs/c03/誓约.rst:109): a limit on summons a turn that came to apply during
 * the chain (its monster summoned by a link above) is met in the middle of a resolution: once the link's own earlier
 * steps made as many summons of that kind as the limit allows its controller, a later summon step is not made (a
 * Special Summon, then an Xyz Summon with those monsters: only the first). When the first summon's monster is picked only
 * as the link resolves (not a target fixed at activation) and the resolution must make more summons than the limit allows,
 * none is made at all (docs/c03/誓约.rst:106–110). Summons made before this resolution
 * are judged when the link is activated (CH-SUMMON-COUNT), so only this resolution's own are counted here.
 */
export function summonCountOnStep(state: EngineState, link: LinkState, step: Action): { source: string; player: Player } | null {
  if (step.do !== 'special-summon' && step.do !== 'summon') return null;
  if (cardsWith(state, 'fieldLimits').length === 0) return null;
  const kind: Kind = step.do === 'special-summon' ? 'special-summon' : 'summon';
  // Two summon steps of one moment (no 「那之后」, same kind, not from the Extra Deck) are one summon, as in summonsOf.
  const does = link.effect?.does ?? [];
  const before = does[does.indexOf(step) - 1] ?? null;
  if (before !== null && before.do === step.do && !before.optional && !step.then && step.from !== 'extra' && (before.player ?? 'self') === (step.player ?? 'self')) return null;
  const p = link.controller;
  const made = state.events.filter((ev) => ev.link === link.n && ev.type === (kind === 'special-summon' ? 'special-summoned' : 'summoned') && ev.cards.length > 0).length;
  // The summons its player made before this resolution — earlier this turn and by the links of this chain resolved before it — of the
  // kinds a limit counts: a limit that came to apply during the chain (its card activated above) did not judge them at activation.
  let madeBefore: ((kinds: readonly Kind[]) => { count: number; marked: number }) | null = null;
  const before_ = (kinds: readonly Kind[]): { count: number; marked: number } => {
    madeBefore ??= (ks) => {
      const chain = state.events.filter((ev) => ev.link !== undefined && ev.link !== null && ev.link !== link.n && ev.cards.length > 0 && ev.by === p && SUMMON_EVENT[ev.type] !== undefined && ks.includes(SUMMON_EVENT[ev.type]!));
      const summoned = new Set(state.events.filter((ev) => ev.link !== undefined && ev.link !== null && SUMMON_EVENT[ev.type] !== undefined).flatMap((ev) => ev.cards));
      const earlier = summonsThisTurn(state, p, ks, summoned);
      return { count: earlier.count + chain.length, marked: earlier.written };
    };
    return madeBefore(kinds);
  };
  // The summons this resolution must make (steps of one moment are one), and whether its first one's monster was fixed when
  // it was activated (a target): one that is picked only now is not yet decided, so an action the limit cuts short makes none.
  const first = does.find((x) => (x.do === 'special-summon' || x.do === 'summon') && !x.optional) ?? null;
  const unfixed = made === 0 && first !== null && first.what !== 'targets';
  // A first summon whose monsters were fixed at activation (targets) is still made when the limit is not yet full (docs/c03/誓约.rst:106):
  // the summon that brought the limit's own card to the field in this chain does not fill it (:109),
  // but summons made before it came to apply do — two made before, under a limit of two, leave no room for a third (:105).
  const fixedFirst = made === 0 && !unfixed;
  let needed: number | null = null;
  for (const { holder: c, limit: a, kinds, bound } of summonLimitsInForce(state, link, link.ref)) {
    if (typeof a.amount !== 'number' || a.perAttack) continue;
    if (!kinds.includes(kind) || !bound.includes(p)) continue;
    // This resolution's own summons of the kinds it counts (every kind, for a limit on summons of any kind), and those made before it.
    const own = kinds.length === 1 ? made : state.events.filter((ev) => ev.link === link.n && ev.cards.length > 0 && SUMMON_EVENT[ev.type] !== undefined && kinds.includes(SUMMON_EVENT[ev.type]!)).length;
    const prior = before_(kinds);
    if (fixedFirst) {
      const itself = state.events.filter((ev) => ev.link !== undefined && ev.link !== null && ev.link !== link.n && ev.by === p && ev.cards.includes(c.ref) && SUMMON_EVENT[ev.type] !== undefined && kinds.includes(SUMMON_EVENT[ev.type]!)).length;
      if (prior.count - itself < a.amount) continue;
      if (prior.marked > 0) pushOnce(state.assumptions, say({ rule: R.SUMMON_COUNT, params: { name: link.name, variant: 'marked', source: c.card.name } }));
      return { source: c.card.name, player: p };
    }
    if (own + prior.count > 0 && own + prior.count >= a.amount) {
      if (prior.marked > 0) pushOnce(state.assumptions, say({ rule: R.SUMMON_COUNT, params: { name: link.name, variant: 'marked', source: c.card.name } }));
      return { source: c.card.name, player: p };
    }
    if (unfixed) {
      needed ??= summonsOf(state, link).filter((s) => s.player === p && s.kind === kind && !s.together).length;
      if (needed + prior.count > a.amount) return { source: c.card.name, player: p };
    }
  }
  return null;
}

/** The summon kind of each summon event. */
const SUMMON_EVENT: Record<string, Kind | undefined> = { summoned: 'summon', 'special-summoned': 'special-summon', 'flip-summoned': 'flip-summon' };

/**
 * CH-SUMMON-COUNT on a summon written as the action (`特殊召唤 X`, `召唤 X`): the same limit that refuses an effect that must summon
 * (summonCountLimit) refuses the summon itself when its player already made that many summons of the kinds it counts this turn.
 * `state` is built on the scenario whose action is this summon, so summonsThisTurn already counts it (the summon in progress):
 * over the limit is more than `amount`. A card whose effects are negated limits nobody, as for a link (summonLimitsInForce).
 */
export function summonCountOfAction(state: EngineState, kind: Kind, actor: Player, card: string): Phrase | null {
  if (cardsWith(state, 'fieldLimits').length === 0) return null;
  for (const { holder: c, limit: a, kinds, bound } of summonLimitsInForce(state, null)) {
    if (typeof a.amount !== 'number' || a.perAttack) continue;
    if (!kinds.includes(kind) || !bound.includes(actor)) continue;
    const made = summonsThisTurn(state, actor, kinds);
    if (made.count <= a.amount) continue;
    if (made.written > 0) pushOnce(state.assumptions, say({ rule: R.SUMMON_COUNT, params: { name: { zh: `「${card}」的召唤`, en: `the summon of ${card}` }, variant: 'marked', source: c.card.name } }));
    return { rule: R.SUMMON_COUNT, params: { variant: 'action', card, source: c.card.name, limit: a.amount, made: made.count - 1, player: actor, special: kinds.length === 1 && kinds[0] === 'special-summon' } };
  }
  return null;
}

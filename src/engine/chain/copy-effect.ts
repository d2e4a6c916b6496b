/**
 * CH-COPY-UNCOPYABLE (issue 16, 复制; rules reference docs/c03/复制.rst:173–229): an effect that applies another
 * Spell/Trap's activated effect as its own (`copies`: 「这张卡的效果变成和那张…发动时的效果相同」) applies only what
 * that card's effect does at resolution — no cost is paid for it. So it cannot copy
 * - a Trap that becomes a monster or an equip card (its card must be placed as one; the copying card cannot be),
 * - an effect whose resolution reads what its own cost tributed or discarded (a level or ATK taken from the
 *   tributed monster: the copy paid none),
 * - an effect the copy's own payment leaves nothing to work with (a copy that discards its whole hand cannot
 *   then Special Summon from the hand).
 * The copied card is the one targeted (`target`) or the activation answered (`answered`); of a card with a
 * ● choice, it is uncopyable only when every choice is (a position change beside an equip choice may still be copied).
 */
import type { Action, Card, Condition, EffectFacts, Player } from '../../cards/facts.js';
import type { Judging } from './legality.js';
import type { EngineState, LinkState } from '../game/state.js';
import type { BoardCard } from '../types.js';
import { R } from '../rule-ids.js';
import type { Phrase } from '../phrases/index.js';
import { checkCondition, matchContext, matchesFilter, type GameView } from '../game/match.js';
import { stateView } from '../game/state.js';
import { costCards } from '../game/actions.js';
import { pledgeForbids } from './pledge.js';
import { battlePhasePledgeBroken } from './pledge-battle-phase.js';

const emptiesHand = (a: Action): boolean => a.do === 'discard' && typeof a.what === 'object' && a.what.scope === 'all' && a.what.filter.place === 'hand';
// A step that needs cards in the hand to do anything (a summon from it); discarding an empty hand still applies.
const usesHand = (a: Action): boolean => (a.do === 'special-summon' || a.do === 'summon') && (a.from === 'hand' || (Array.isArray(a.from) && a.from.includes('hand')));

/** Why this copying effect cannot apply this card's (activation) effect, or null. */
function refusal(copier: EffectFacts, card: Card, effect: EffectFacts | null): string | null {
  const records = effect ? [effect] : card.effects.filter((x) => x.kind === 'activation');
  if (records.length === 0) return null;
  if (records.every((x) => x.notCopyable)) return records[0]!.notCopyable!;
  const own = [...(copier.cost ?? []), ...copier.does];
  if (own.some(emptiesHand) && records.every((x) => x.does.some(usesHand))) return 'own-cost';
  return null;
}

export function uncopyable(j: Judging): Phrase | null {
  const { e, link, board, below } = j;
  if (!e.copies) return null;
  let copied: { card: Card; effect: EffectFacts | null } | null = null;
  let copiedCard: BoardCard | undefined;
  if (e.copies === 'target') {
    const c = link.targets.length > 0 ? board.cards[link.targets[0]!] : undefined;
    if (c) copied = { card: c.card, effect: null };
    copiedCard = c;
  } else if (e.copies === 'answered' && below) {
    copied = { card: below.card, effect: below.effect };
  } else if (e.copies === 'cost') {
    // The Spell/Trap its cost sends, as the note names it (`[cost:送墓 X]`) or as the only card that fits.
    const pay = (e.cost ?? []).find((a) => typeof a.what === 'object');
    const c = pay ? costCards(j.state, link, pay).find((x) => x.card.type.kind !== 'monster') : undefined;
    if (c) copied = { card: c.card, effect: null };
  }
  if (!copied) return null;
  const why = refusal(e, copied.card, copied.effect);
  if (why) return { rule: R.COPY_UNCOPYABLE, params: { name: j.name, card: copied.card.name, why } };
  // CH-COPY-EVENT-TIMING: an ignition effect is never activated at the moment an event happens, so it cannot apply an effect whose
  // card activation waits for one (「…攻击宣言时才能发动」): that effect applies as it should only at that timing.
  const timed = e.kind === 'ignition' ? (copied.effect ?? copyableEffect(copied.card)) : null;
  if (timed?.waitsFor) {
    j.rules.push(R.COPY_EVENT_TIMING);
    return { rule: R.COPY_UNCOPYABLE, params: { name: j.name, card: copied.card.name, why: 'event-timing' } };
  }
  return copiedCard ? trapConditions(j, copiedCard) : null;
}

/**
 * CH-COPY-TRAP-CONDITIONS (issue 16, 复制; rules reference docs/c03/复制.rst:143–144, :193–194, :201): a copy of a Trap Card's
 * effect must meet that Trap's activation conditions (its `condition` facts: the phase, counts of cards), judged for the
 * copy's controller when the copy is activated — as if that Trap were being activated, so the copied card itself is not
 * counted where it lies (a Trap in the GY does not break 「自己墓地没有陷阱卡存在的场合」). A copied Spell's conditions are
 * not copied (the copy may be activated without them).
 */
function trapConditions(j: Judging, copied: BoardCard): Phrase | null {
  const card = copied.card;
  if (card.type.kind !== 'trap') return null;
  const effect = activationOf(card);
  // CH-PLEDGE-BATTLE-PHASE (docs/c03/复制.rst:194, :202): a card activation copying a Trap keeps its 「这张卡发动的回合，自己不能进行战斗阶段」
  // too — not in a turn its player conducted a Battle Phase; an effect that is no card activation (a GY effect) ignores it.
  if (j.e.kind === 'activation' && effect?.pledge && pledgeForbids(effect.pledge, 'battle-phase')) {
    const broken = battlePhasePledgeBroken(j, card.name);
    if (broken) return broken;
  }
  if (!effect?.condition?.length) return null;
  j.rules.push(R.COPY_TRAP_CONDITIONS);
  const view = stateView(j.state);
  // CH-COPY-TRAP-COST-FIRST: the copied Trap's conditions are judged once the copy's own LP cost is paid (its target is taken then).
  const paid = afterOwnLpCost(j.e, view, j.me);
  const failed = trapConditionFails(effect, paid ?? view, copied, j.me);
  if (failed) return { rule: R.COPY_TRAP_CONDITIONS, params: { name: j.name, card: card.name, cond: failed } };
  if (!paid || !trapConditionFails(effect, view, copied, j.me)) return null;
  // Met only after paying: the copy could be activated at all only with another card it could copy before paying.
  j.rules.push(R.COPY_TRAP_COST_FIRST);
  const ctx = matchContext(j.self.ref, j.me, undefined);
  const filter = j.e.targets?.filter;
  for (const other of view.cards() as Iterable<BoardCard>) {
    if (other.ref === copied.ref || other.ref === j.self.ref || other.card.type.kind !== 'trap' || (filter && !matchesFilter(filter, other, ctx))) continue;
    const theirs = activationOf(other.card);
    if (!theirs || refusal(j.e, other.card, null)) continue;
    if (!trapConditionFails(theirs, view, other, j.me)) return null;
  }
  return { rule: R.COPY_TRAP_COST_FIRST, params: { name: j.name, card: card.name } };
}

/** The activation effect whose conditions a copy must meet: the one it applies, else (its steps not read) the first that may be copied. */
const activationOf = (card: Card): EffectFacts | null => copyableEffect(card) ?? card.effects.find((x) => x.kind === 'activation' && !x.notCopyable) ?? null;

/** The first activation condition of a copied Trap's effect that fails for the copy (the copied card itself not counted where it lies), or null. */
function trapConditionFails(effect: EffectFacts, view: GameView, copied: BoardCard, me: Player): Condition | null {
  for (const cond of effect.condition ?? []) {
    const own = cond.is === 'none' || cond.is === 'exists' ? { ...cond, filter: { ...cond.filter, notSelf: true } } : cond;
    if (checkCondition(own, view, copied, me) === false) return cond;
  }
  return null;
}

/** The game with the copying effect's own LP cost (「支付一半基本分」「支付N基本分」) paid by its controller, or null when it has none. */
function afterOwnLpCost(e: EffectFacts, view: GameView, me: Player): GameView | null {
  const pay = (e.cost ?? []).find((a) => a.do === 'pay-lp');
  const lp = view.lp[me];
  if (!pay || lp === null || lp === undefined) return null;
  const amount = pay.amount === 'half' ? Math.floor(lp / 2) : (pay.amount ?? 0);
  if (amount <= 0) return null;
  const lps = { ...view.lp, [me]: lp - amount } as Record<Player, number | null>;
  return {
    turnPlayer: view.turnPlayer, phase: view.phase, lp: lps, handSize: view.handSize, cards: () => view.cards(), attacker: view.attacker,
    attackTarget: view.attackTarget, knownZone: (p, z) => view.knownZone(p, z), damageZero: view.damageZero,
  };
}

/**
 * CH-COPY-RESOLVES (issue 16, 复制; rules reference docs/c03/复制.rst:130–146, 218–228): a copying effect (`copies`) resolves
 * the copied Spell/Trap activation's steps as its own — its own card is 「这张卡」 in them (a copy of a Trap that Sets itself
 * again is Set again; a monster applying a Trap that targets monsters may have targeted itself). The copied effect's targets
 * are taken when the copy is activated, written after the copy's own target(s) (`X→Y,Y,Z`: its own target Y, then the copied
 * effect's Y and Z); a copy with no target of its own (one answering an activation, one copying its cost's card) writes only
 * the copied effect's. Of a card with ● choices, the choice that may be copied (a position change, not an equip).
 */
export interface Copied {
  card: Card;
  effect: EffectFacts;
  /** Board keys of the copied effect's targets, as written. */
  targets: string[];
  /** How many of the link's targets are the copying effect's own. */
  own: number;
}

/** The activation effect of a card a copy applies: the first that may be copied and does something, or null. */
export function copyableEffect(card: Card): EffectFacts | null {
  const acts = card.effects.filter((x) => x.kind === 'activation' && !x.notCopyable && x.does.length > 0);
  return acts[0] ?? null;
}

/** What a link's copying effect copies, read from the chain and the board (null when it copies nothing known). */
export function copiedBy(state: EngineState, link: LinkState): Copied | null {
  const e = link.effect;
  if (!e?.copies) return null;
  if (e.copies === 'target') {
    const own = e.targets?.count ?? 1;
    const c = link.targets.length > 0 ? state.board.cards[link.targets[0]!] : undefined;
    const effect = c ? copyableEffect(c.card) : null;
    return c && effect ? { card: c.card, effect, targets: link.targets.slice(own), own } : null;
  }
  if (e.copies === 'answered') {
    const below = state.links.find((l) => l.n === link.n - 1);
    return below?.effect && below.effect.does.length > 0 ? { card: below.card, effect: below.effect, targets: [...link.targets], own: 0 } : null;
  }
  // 'cost': the Spell/Trap its cost sent (or banished) when it was activated.
  const sent = state.events.find((ev) => ev.atActivation && ev.link === link.n && ev.cards.some((r) => r !== link.ref && state.board.cards[r]?.card.type.kind !== 'monster'));
  const ref = sent?.cards.find((r) => r !== link.ref && state.board.cards[r]?.card.type.kind !== 'monster');
  const c = ref ? state.board.cards[ref] : undefined;
  const effect = c ? copyableEffect(c.card) : null;
  return c && effect ? { card: c.card, effect, targets: [...link.targets], own: 0 } : null;
}

/**
 * The steps a copying link resolves, each with whether it is a copied one: the copied steps stand where the text puts
 * 「变成…相同」 — before an own step that follows with 「那之后」 (「…相同。那之后，那张卡除外」), else after its own steps.
 */
export function stepsWithCopy(own: readonly Action[], copied: readonly Action[]): { a: Action; copied: boolean }[] {
  const mine = own.map((a) => ({ a, copied: false }));
  const theirs = copied.map((a) => ({ a, copied: true }));
  return own.length > 0 && own[0]!.then ? [...theirs, ...mine] : [...mine, ...theirs];
}

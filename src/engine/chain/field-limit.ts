/**
 * 「只能有○○存在」: continuous limits on the monsters a player may have on the field (the `fieldLimit`
 * fact: one Type, one Attribute, one monster of each Type, no more monsters than the limit's
 * controller). A summon that would break the limit cannot be made, so an effect that must make one —
 * a summon it has to carry out, not an optional one — cannot be activated (rules reference
 * docs/c03/只能有○○存在.rst). Judged on the board as it is at activation: the effect's earlier steps
 * (destroying, sending its own target away) are not played ahead, as the reference's examples rule —
 * except that a count limit does not count the summoner's own targets an earlier step takes away.
 *
 * What the summon brings is read from the effect: this card, the targets, or the cards its filter
 * picks from zones the situation lists; a Type or Attribute the filter names otherwise. What cannot be
 * told (a monster from the hidden Deck of no stated Type) is not judged.
 */
import type { Action, Card, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { asArray, matchesFilter, onBoard, zonesKnown } from '../game/match.js';
import { canonical, isField } from '../game/board.js';
import { printedCannotUndergo } from '../game/undergo.js';
import { cardsWith, standing } from '../game/standing.js';
import { activationPending } from '../game/on-chain.js';
import { stateView } from '../game/state.js';
import { opponent } from '../../scenario/types.js';
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { notedCards } from '../game/actions.js';

type Limit = NonNullable<Action['fieldLimit']>;

/** A monster a summon would bring: its Type and Attribute when known. */
interface Arrival {
  race: string | null;
  attribute: string | null;
}

export interface Summon {
  player: Player;
  /** The summon's kind: a Special Summon or a Normal Summon made by the effect. */
  kind: 'special-summon' | 'summon';
  /** How many of that player's monsters the effect's earlier steps take off the field first (its own targets). */
  leaving: number;
  /** The same for each player (a count limit reads its holder's too: an effect that tributes both fields first). */
  leavingBy: Record<Player, number>;
  /** The monsters it may bring (it brings `count` of them); null when they cannot be told. */
  choices: Arrival[] | null;
  count: number | null;
  /**
   * Added (issue 16, CH-SUMMON-COUNT): made at the same moment as the summon before it — the previous step of the
   * effect was a summon by the same player and this one is not a 「那之后」 step (「这张卡从手卡特殊召唤，从卡组把1只…
   * 特殊召唤」): both are one summon. A summon from the Extra Deck with the monsters just summoned is not.
   */
  together?: boolean;
}

/** A face-up monster whose own limit 「不能解放」 holds (its effects not negated nor locked) is not tributed. */
const staysUntributed = (c: BoardCard, a: Action): boolean =>
  printedCannotUndergo(a, c.card) && !c.states.includes('effects-negated') && !c.states.includes('cannot-use');

const arrival = (c: Card): Arrival => ({ race: c.race ?? null, attribute: c.attribute ?? null });

/** The summons an effect must make, as far as the board tells. */
export function summonsOf(state: EngineState, link: LinkState): Summon[] {
  const e = link.effect;
  if (!e) return [];
  const me = link.controller;
  const out: Summon[] = [];
  // Targets an earlier step tributes, sends, banishes, returns or destroys leave before the summon (a tribute-then-summon of its own target).
  const leavingOf = (p: Player) => {
    let n = 0;
    for (const a of e.does) {
      if (a.do === 'special-summon' || a.do === 'summon') break;
      // 「把双方场上的表侧表示怪兽尽可能解放」: every face-up monster of that player leaves first — but one that cannot be
      // tributed (「这张卡不能解放」, 「不能用效果解放」, its effects not negated: CH-CANNOT-UNDERGO) stays.
      if (a.do === 'tribute' && a.what && typeof a.what === 'object' && a.what.scope === 'all' && a.what.filter.faceUp === true && a.what.filter.side === undefined) {
        n += Object.values(state.board.cards).filter((c) => c.zone === 'monster' && c.faceUp && c.controller === p && !staysUntributed(c, a)).length;
        continue;
      }
      if (a.what !== 'targets' || !['tribute', 'send-to-gy', 'banish', 'return-to-hand', 'return-to-deck', 'destroy'].includes(a.do)) continue;
      n += link.targets.map((r) => state.board.cards[r]).filter((c) => c && c.zone === 'monster' && c.controller === p).length;
    }
    return n;
  };
  let previous: Action | null = null;
  let excavated = false;
  for (const a of e.does) {
    const before = previous;
    previous = a;
    if (a.do === 'look') excavated = true;
    if ((a.do !== 'special-summon' && a.do !== 'summon') || a.optional) continue;
    // CH-FIELD-LIMIT: a summon of the cards an earlier step revealed from the Deck (「翻开自己卡组最上面4张卡，将其中…特殊召唤」) is made
    // only if one fits — 「是○○的场合」: the effect may be activated though none could arrive; at resolution the unfit one is not summoned
    // (rules reference docs/c03/只能有○○存在.rst:99–101).
    if (excavated && (a.what === 'event-cards' || asArray(a.from).includes('deck'))) continue;
    // (Not a summon from the Extra Deck that uses the monsters just summoned as material: that one comes after them.)
    const together = before !== null && before.do === a.do && !before.optional && !a.then && a.from !== 'extra' && (before.player ?? 'self') === (a.player ?? 'self');
    const players: Player[] = a.player === 'both' ? ['A', 'B'] : a.player === 'opponent' ? [opponent(me)] : [me];
    let choices: Arrival[] | null = null;
    let count: number | null = typeof a.amount === 'number' ? a.amount : null;
    const what = a.what;
    if (what === 'self') {
      choices = [arrival(link.card)];
      count = 1;
    } else if (what === 'targets') {
      const cards = link.targets.map((r) => state.board.cards[r]).filter((c): c is BoardCard => c !== undefined);
      if (cards.length > 0) {
        choices = cards.map((c) => arrival(c.card));
        count = cards.length;
      }
    } else if (what && typeof what === 'object') {
      // A summon 「从卡组」「从手卡」「从额外卡组」 whose words name no side is made from its player's own zones (「从卡组把1只4星怪兽特殊召唤」): the situation listing that player's Deck tells what it
      // can bring, though the other player's Deck is not listed (rules reference docs/c03/只能有○○存在.rst:72–73 — judged on the Deck's monsters).
      const named = asArray(what.filter.place);
      const hidden = what.filter.side === undefined && named.length > 0 && named.every((p) => p === 'deck' || p === 'hand' || p === 'extra');
      const f = hidden ? { ...what.filter, side: 'self' as const } : what.filter;
      const places = asArray(f.place);
      const ctx = onBoard(state.board, link.ref, me);
      if (places.length > 0 && zonesKnown(stateView(state), f, me)) {
        const fits = Object.values(state.board.cards).filter((c) => c.ref !== link.ref && matchesFilter(f, c, ctx));
        choices = fits.map((c) => arrival(c.card));
        if (what.scope === 'all') count = fits.length;
      } else if (f.race || f.attribute) {
        // A list (「龙族·恐龙族·海龙族怪兽」) is any of its words: one possible monster of each (CH-FIELD-LIMIT).
        const races: (string | null)[] = f.race === undefined ? [null] : [...asArray(f.race)];
        const attributes: (string | null)[] = f.attribute === undefined ? [null] : [...asArray(f.attribute)];
        choices = races.flatMap((race) => attributes.map((attribute) => ({ race, attribute })));
      }
      count ??= what.count ?? (what.scope === 'all' ? null : 1);
    } else {
      count ??= 1;
    }
    const leavingBy = { A: leavingOf('A'), B: leavingOf('B') };
    for (const player of players) out.push({ player, kind: a.do, leaving: leavingBy[player], leavingBy, choices, count, ...(together ? { together } : {}) });
  }
  return out;
}

const sameWord = (a: string, b: string) => a.replace(/[族属性]$/u, '') === b.replace(/[族属性]$/u, '');

/** Does the limit forbid this summon? (false when the board does not tell) */
function breaks(limit: Limit, holder: Player, s: Summon, monsters: (p: Player) => BoardCard[]): boolean {
  // A limit on how many summons a turn is ./summon-count.ts's.
  if (limit === 'summons-per-turn') return false;
  const faceUp = monsters(s.player).filter((c) => c.faceUp);
  if (limit === 'not-more-than-controller') {
    if (s.player === holder || s.count === null) return false;
    const theirs = monsters(holder).length;
    // Counted on the board as the effect's earlier steps leave it, the holder's side too (a count limit against an effect that
    // tributes every face-up monster: only the monsters that stay count; rules reference docs/c03/只能有○○存在.rst:292–298).
    return theirs > 0 && monsters(s.player).length - s.leaving + s.count > theirs - s.leavingBy[holder];
  }
  if (!s.choices) return false;
  const key = limit === 'one-attribute' ? 'attribute' : 'race';
  const present = faceUp.map((c) => (key === 'attribute' ? c.card.attribute : c.card.race)).filter((x): x is string => Boolean(x));
  if (present.length === 0 && limit !== 'one-per-race') return false;
  // A field that already breaks a one-kind limit (its card was negated while two kinds came) lets no monster of a
  // further kind arrive: the limit applies at once (rules reference docs/c03/只能有○○存在.rst:63–65). One of a kind
  // already there still arrives, the keep-one-kind sending made after (:149) (an unknown kind is assumed to fit).
  if (limit !== 'one-per-race' && new Set(present.map((p) => p.replace(/[族属性]$/u, ''))).size > 1) {
    return s.choices.length > 0 && s.choices.every((m) => m[key] !== null && !present.some((p) => sameWord(p, m[key]!)));
  }
  // Every monster it could bring breaks the limit (an unknown Type is assumed to fit).
  return s.choices.every((m) => {
    const v = m[key];
    if (v === null) return false;
    const there = present.some((p) => sameWord(p, v));
    return limit === 'one-per-race' ? there : !there;
  });
}

/** Are `c`'s effects negated now: by a state, or by a face-up card's continuous negation reaching it? */
function negatedNow(state: EngineState, c: BoardCard): boolean {
  if (c.states.includes('effects-negated')) return true;
  return state.negators.some(({ source, action }) => source.ref !== c.ref && isField(source.zone) && source.faceUp && source.controller !== null && !source.states.includes('effects-negated') && !activationPending(state, source) && typeof action.what === 'object' && matchesFilter(action.what.filter, c, onBoard(state.board, source.ref, source.controller)));
}

/**
 * CH-SUMMON-ACT-LIMIT: the first limit a summon written as the action (notation form 14: `召唤 X`, `同调召唤 X 素材 Y,Z`) would break —
 * the monster arriving face-up on `player`'s field, judged on the board as it stands before the summon: its materials and
 * tributes still count for a one-Type/one-Attribute limit (a Warrior and a Machine used as Link Material still forbid a Link
 * Monster of either Type: rules reference docs/c03/只能有○○存在.rst:42–43); a count limit counts the monsters that leave first.
 */
export function fieldLimitOnArrival(state: EngineState, player: Player, arriving: BoardCard, leaving: number): { source: string; limit: string } | null {
  const holders = cardsWith(state, 'fieldLimits');
  if (holders.length === 0) return null;
  const s: Summon = { player, kind: 'special-summon', leaving, leavingBy: { A: player === 'A' ? leaving : 0, B: player === 'B' ? leaving : 0 }, choices: [arrival(arriving.card)], count: 1 };
  const monsters = (p: Player) => Object.values(state.board.cards).filter((c) => c.zone === 'monster' && c.controller === p && c.ref !== arriving.ref);
  for (const c of holders) {
    if (!c.faceUp || !isField(c.zone) || c.activationNegated || !c.controller || c.ref === arriving.ref || negatedNow(state, c)) continue;
    for (const a of standing(c.card).fieldLimits) {
      if (a.fieldLimit === 'summons-per-turn') continue;
      if (breaks(a.fieldLimit!, c.controller, s, monsters)) return { source: c.card.name, limit: a.fieldLimit! };
    }
  }
  return null;
}

const MOVES = new Set(['tribute', 'send-to-gy', 'banish', 'return-to-hand', 'return-to-deck', 'destroy', 'discard', 'special-summon', 'summon', 'set', 'take-control', 'attach-material']);

/**
 * CH-FIELD-LIMIT: is the effect's own card a monster that stays in its Monster Zone until the summon — face-up there, neither its
 * cost nor a step before the summon moving it (「把这张卡解放才能发动」), the summon not bringing itself?
 */
function selfStays(state: EngineState, link: LinkState, selfRef: string): boolean {
  const c = state.board.cards[selfRef];
  const e = link.effect;
  if (!c || !e || c.zone !== 'monster' || !c.faceUp || link.ref !== selfRef) return false;
  if ((e.cost ?? []).some((a) => a.what === 'self' && MOVES.has(a.do))) return false;
  for (const a of e.does) {
    if (a.what === 'self' && MOVES.has(a.do)) return false;
    if (a.do === 'special-summon' || a.do === 'summon') break;
  }
  return true;
}

/** The first limit an effect's summon would break, as a failure of the legality table. */
export function fieldLimitFailure(state: EngineState, link: LinkState, selfRef: string): Phrase | null {
  // Asked for every link: most boards hold no limit, so look for one before reading the summons.
  const holders = cardsWith(state, 'fieldLimits');
  if (holders.length === 0) return null;
  // The limits that apply now (a card whose own activation is still on the chain does not apply its
  // limit yet; a limit on summons a turn is ./summon-count.ts's): none, and the summons need no reading.
  let active: { c: BoardCard; limits: Action[] }[] | null = null;
  for (const c of holders) {
    if (!c.faceUp || !isField(c.zone) || c.activationNegated || !c.controller || c.ref === selfRef || activationPending(state, c)) continue;
    // A limit card whose effects are negated now (by a face-up card's continuous negation) limits nothing at activation; it may apply again at
    // resolution once the negating card is gone (rules reference docs/c03/只能有○○存在.rst:52–53).
    if (negatedNow(state, c)) continue;
    const limits = standing(c.card).fieldLimits.filter((a) => a.fieldLimit !== 'summons-per-turn');
    if (limits.length > 0) (active ??= []).push({ c, limits });
  }
  if (active === null) return null;
  const summons = summonsOf(state, link);
  if (summons.length === 0) return null;
  // The activating monster itself counts while it stays on the field through the summon (a monster's own quick effect
  // summoning beside it under a count limit: rules reference docs/c03/只能有○○存在.rst:272); one its cost or an earlier step
  // moves away, or that summons itself, does not.
  const kept = selfStays(state, link, selfRef) ? null : selfRef;
  // The monsters a cost note names as tributed, sent or banished for this activation are gone before the summon: a field that the cost
  // emptied lets a monster of another kind arrive (a monster tributing itself under a one-Attribute limit: rules reference docs/c03/只能有○○存在.rst:72).
  const paid = new Set(link.directives.flatMap((d) => (d.kind === 'cost-card' && MOVES.has(d.action) ? [canonical(state.board, d.card)] : [])));
  const monsters = (p: Player) => Object.values(state.board.cards).filter((c) => c.zone === 'monster' && c.controller === p && c.ref !== kept && !paid.has(c.ref));
  for (const { c, limits } of active) {
    for (const a of limits) {
      const s = summons.find((x) => breaks(a.fieldLimit!, c.controller!, x, monsters));
      if (s) return { rule: R.FIELD_LIMIT, params: { source: c.card.name, limit: a.fieldLimit, player: s.player } };
    }
  }
  return null;
}

/**
 * The same limits when a link resolves (rules reference docs/c03/只能有○○存在.rst:309: two summons
 * chained under a count limit — the one resolving second finds the limit reached). Judged only for an
 * effect whose every step is a summon it must make, on its targets still valid: nothing of it can then
 * be done. Its own card is no monster it counts.
 */
export function fieldLimitAtResolution(state: EngineState, link: LinkState, validTargets: readonly string[]): Phrase | null {
  const e = link.effect;
  if (!e || e.does.length === 0 || !e.does.every((a) => (a.do === 'special-summon' || a.do === 'summon') && !a.optional)) return null;
  if (cardsWith(state, 'fieldLimits').length === 0) return null;
  const view: LinkState = validTargets.length === link.targets.length ? link : { ...link, targets: [...validTargets] };
  return fieldLimitFailure(state, view, link.ref);
}

/**
 * One summon step of a longer effect (CH-FIELD-LIMIT-STEP; rules reference docs/c03/只能有○○存在.rst:48–54):
 * when the effect reaches a summon it must make and the board as the steps before left it makes that
 * summon break a limit, the summon is not made — the monster stays where it is — and the steps that need
 * it are not done either; the steps before it stand. An optional step and what cannot be told are not judged.
 */
export function fieldLimitOnStep(state: EngineState, link: LinkState, step: Action, validTargets: readonly string[]): Phrase | null {
  const e = link.effect;
  if (!e || step.optional || (step.do !== 'special-summon' && step.do !== 'summon')) return null;
  if (cardsWith(state, 'fieldLimits').length === 0) return null;
  // A card the notes name as chosen for this summon (`[特殊召唤 X]`) is the one it brings.
  // A card the notes name as chosen for this summon (`[特殊召唤 X]`) is the one it brings, when it fits this step.
  const what = step.what;
  const noted = what && typeof what === 'object' && link.directives.some((d) => d.kind === 'chosen' && d.action === step.do)
    ? notedCards(state, link, 'chosen', step.do).filter((c) => matchesFilter(what.filter, c, onBoard(state.board, link.ref, link.controller)))
    : [];
  const view: LinkState = noted.length
    ? { ...link, effect: { ...e, does: [{ ...step, what: 'targets' }] }, targets: noted.map((c) => c.ref) }
    : { ...link, effect: { ...e, does: [step] }, targets: [...validTargets] };
  // The effect's own card, summoned by an earlier step, is on the field now and counts.
  return fieldLimitFailure(state, view, what === 'self' ? link.ref : '');
}

/**
 * Pledges 誓约 (「这张卡发动的回合，自己不能…」, the `pledge` fact) against what the situation shows its
 * controller already did this turn (CH-PLEDGE-DONE, rules reference docs/c03/誓约.rst:133–134): a
 * pledge is a condition on the whole turn, so an effect carrying one cannot be activated once its
 * controller has done the forbidden summon this turn — and a summon still in progress (the monster
 * "being summoned" while a summon negation's chain is built on it) already counts as made. A summon
 * that was negated (`[被无效]`) was never made and does not count.
 *
 * The later links of the chain are ./legality.ts's `pledges` (CH-PLEDGE); `pledgeCoversStep` is shared.
 */
import type { Card, CardFilter, EffectFacts, Place } from '../../cards/facts.js';
import type { EngineState } from '../game/state.js';
import type { Player } from '../../cards/facts.js';
import { asArray, matchesFilter, onBoard } from '../game/match.js';
import { summonShown } from '../game/perform.js';
import { newBoardCard } from '../game/board.js';
import { turnSummons } from '../game/history.js';
import { pushOnce } from '../game/state.js';
import { say } from '../phrases/index.js';
import { sameText } from '../game/copied.js';
import type { ContainedStep } from '../game/contains.js';
import type { Judging } from './legality.js';
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { battlePhasePledgeBroken } from './pledge-battle-phase.js';

type Pledge = NonNullable<EffectFacts['pledge']>;

const EXTRA_DECK = ['fusion', 'synchro', 'xyz', 'link'];

/** Where one place list meets another (the field covers its zones). */
function meet(a: readonly Place[], b: readonly Place[]): boolean {
  const field = (p: Place) => p === 'field' || p === 'monster' || p === 'spell';
  return a.some((x) => b.some((y) => x === y || (x === 'field' && field(y)) || (y === 'field' && field(x))));
}

/**
 * A pledge on other activations (「自己不能把其他的(魔法·陷阱卡的)效果发动」): does it bar an activation of a card of this
 * kind? Null when the pledge is not on activations. Its action words for the answer (`activate-other[-kinds]`).
 */
export function pledgeBarsActivation(p: Pledge, kind: string, allowed = false): boolean {
  return Boolean(p.otherActivations) && (!p.otherKinds || (p.otherKinds as string[]).includes(kind)) && !allowed;
}

/**
 * CH-PLEDGE-OWN-CARD: is this card one a pledge on activations still allows (「「X」怪兽以外的怪兽效果」: a 「X」 monster) — as it is on
 * the board when it is there (a renamed card by its name now), else as printed? False when the pledge allows no cards.
 */
export function pledgeAllows(p: Pledge, state: EngineState, card: Card, ref: string | null, player: Player): boolean {
  if (!p.exceptCards) return false;
  const there = ref ? state.board.cards[ref] : undefined;
  // A board card's full layout (issue 10): matchesFilter sees one hidden class.
  const view = there ?? Object.assign(newBoardCard('', card, player, 'monster'), { position: 'attack' as const });
  return matchesFilter(p.exceptCards, view, onBoard(state.board, view.ref, player));
}
export const otherActivationWords = (p: Pledge): string => (p.otherKinds ? `activate-other-${[...p.otherKinds].sort().join('-')}` : 'activate-other');

/** CH-PLEDGE-SUMMONS: does the pledge forbid this action — its `forbids`, or one of the others its sentence names (`alsoForbids`)? */
export function pledgeForbids(p: Pledge, action: string): boolean {
  return p.forbids === action || (p.alsoForbids?.some((a) => a === action) ?? false);
}

/** Does this later step do what the pledge forbids? Unknown places or cards are not held against it. */
export function pledgeCoversStep(p: Pledge, s: ContainedStep): boolean {
  if (!pledgeForbids(p, s.do)) return false;
  // CH-PLEDGE-OPPONENT, the other side: a step the other player carries out (「对方从卡组抽2张卡」) is not the pledged player's action.
  if (s.byOpponent) return false;
  const except = asArray<Place>(p.exceptFrom);
  if (except.length > 0 && s.from.length > 0 && s.from.every((f) => meet([f], except))) return false;
  const only = asArray<Place>(p.onlyFrom);
  if (only.length > 0 && !(s.from.length > 0 && meet(s.from, only))) return false;
  // 「自己不是「X」怪兽不能特殊召唤」: which card a later step picks is not known at activation.
  if (p.exceptCards) return false;
  return true;
}

/** Did `player` Flip Summon this turn — the action before the chain, or earlier (`本回合:A:X(反转召唤)`, a monster marked so)? */
function flipSummonedThisTurn(state: EngineState, player: Player): boolean {
  const shown = summonShown(state.scenario);
  if (shown?.verb === 'flip-summon' && shown.player === player) return true;
  return turnSummons(state, player, ['flip-summon']).length > 0;
}

/** The summon of notation form 14, as a summon `player` made this turn that the pledge forbids. */
export function summonBreakingPledge(state: EngineState, p: Pledge, player: Player): { card: string; inProgress: boolean; action: string } | null {
  const shown = summonShown(state.scenario);
  if (!shown || shown.player !== player) return null;
  // CH-PLEDGE-FLIP-NOT-NORMAL (docs/c02/基本用语.rst:617–618, 719–722): a Normal Summon (通常召唤) is a summon or Set from the hand; a Flip
  // Summon (反转召唤) is a change of position, not one — 「自己不能通常召唤」 is not broken by it. (No compiled pledge forbids a Flip Summon:
  // a pledge's position part is CH-POSITION-LOCK-PLEDGE's.)
  const action = shown.verb === 'special-summon' || shown.verb === 'flip-summon' ? shown.verb : 'summon';
  if (!pledgeForbids(p, action)) return null;
  const inst = shown.inst;
  // Where it is summoned from: where the situation had it, else the Extra Deck for an Extra Deck monster.
  const from: Place | null = inst.zone ?? (EXTRA_DECK.some((s) => inst.card.type.subtypes.includes(s)) ? 'extra' : null);
  const except = asArray<Place>(p.exceptFrom);
  if (except.length > 0 && from !== null && meet([from], except)) return null;
  const only = asArray<Place>(p.onlyFrom);
  if (only.length > 0 && (from === null || !meet([from], only))) return null;
  if (p.exceptCards) {
    // 「自己不是「X」怪兽不能特殊召唤」: a summon of an allowed card (or of a card not on the board) breaks nothing.
    const c = state.board.cards[shown.subject];
    if (!c || matchesFilter(p.exceptCards, c, onBoard(state.board, c.ref, player))) return null;
  }
  const inProgress = state.links[0]?.effect?.respondsToSummon !== undefined;
  return { card: inst.card.name, inProgress, action };
}

/**
 * A summon `player` made earlier this turn that the pledge forbids — one reading for the turn's history (`本回合: …`, not negated) and
 * the monsters marked 本回合特召 (turnSummons). Its card is judged by what it is (an original 「X」 monster, as the situation names it).
 * A summon whose origin the pledge needs and the situation does not give is taken as not from the Extra Deck (unless the monster is
 * an Extra Deck one) — for a Pendulum Summon, which may be from the hand or the Extra Deck, and for an Extra Deck monster written only
 * as Special Summoned, which may have come back from the GY, that is said in the assumptions.
 */
function earlierSummonBreakingPledge(state: EngineState, p: Pledge, player: Player): { card: string; inProgress: boolean; action: string } | null {
  for (const s of turnSummons(state, player, ['summon', 'special-summon', 'flip-summon'])) {
    // (CH-PLEDGE-FLIP-NOT-NORMAL: a Flip Summon made earlier is its own kind, no Normal Summon.)
    const action = s.kind;
    if (!pledgeForbids(p, action)) continue;
    const card = s.card;
    const from: Place | null = s.from ?? (EXTRA_DECK.some((x) => card.type.subtypes.includes(x)) ? 'extra' : null);
    const except = asArray<Place>(p.exceptFrom);
    const only = asArray<Place>(p.onlyFrom);
    if (from === null && s.pendulum && (except.length > 0 || only.length > 0)) {
      // The origin decides and is unwritten: the pledge is judged as if the monster came from the hand — a guess, said.
      pushOnce(state.assumptions, say({ rule: R.PLEDGE_DONE, params: { variant: 'pendulum-origin', card: card.name, player, mark: s.mark !== null } }));
    }
    // FD-EXTRA-ORIGIN (review s59): an Extra Deck monster written only as Special Summoned is taken as from the Extra Deck — it may have
    // been revived from the GY instead, and the pledge reads where it came from: a guess, said (before, it was taken so in silence).
    if (s.originUnsaid && (except.length > 0 || only.length > 0)) {
      pushOnce(state.assumptions, say({ rule: R.PLEDGE_DONE, params: { variant: 'extra-origin', card: card.name, player, mark: s.mark !== null, usual: s.methodAssumed === true } }));
    }
    if (except.length > 0 && from !== null && meet([from], except)) continue;
    if (only.length > 0 && (from === null || !meet([from], only))) continue;
    if (p.exceptCards) {
      // The monster is judged as it arrived: while it is still face-up on its player's field, the Type, Attribute… a continuous
      // effect gives it there (a change to every monster on the field) is what it was summoned as (CH-PLEDGE-DONE, issue 16).
      const there = s.mark ?? Object.values(state.board.cards).find((c) => c.card.id === card.id && c.controller === player && c.zone === 'monster' && c.faceUp);
      if (there) {
        if (matchesFilter(p.exceptCards, there, onBoard(state.board, there.ref, player))) continue;
        return { card: card.name, inProgress: false, action };
      }
      const probe = Object.assign(newBoardCard('', card, player, 'monster'), { position: 'attack' as const, specialSummoned: true });
      if (matchesFilter(p.exceptCards, probe, onBoard(state.board, '', player))) continue;
    }
    return { card: card.name, inProgress: false, action };
  }
  return null;
}

/**
 * An earlier activation of this same effect is no "other" effect; another effect of the same card is (a monster that took
 * a card's effects by its own ① and then activates the effect it took: CH-PLEDGE-DONE, docs/c03/复制.rst:63).
 */
function sameEffect(h: { card: { id: number; effects: readonly EffectFacts[] }; effect: number | null }, j: Judging): boolean {
  if (h.card.id !== j.link.card.id) return false;
  // SIT-COPY-HISTORY-OWN: written under the copier's own name (`本回合:A:X#1`), it is its printed effect — not the effect of
  // that number it took since (`X(复制:Y)`, whose ① is the taken text's ①).
  if (j.link.card.copiedFrom && !sameText(h.card.effects, j.link.card.effects)) return false;
  return h.effect === null || j.e.n === undefined || h.effect === j.e.n;
}

/**
 * CH-PLEDGE-DONE: the link's own pledge, against the summon the situation shows its controller made (now or earlier this turn);
 * CH-PLEDGE-BATTLE-PHASE: against the Battle Phase the situation's phase shows its controller conducted.
 */
export function pledgeAlreadyBroken(j: Judging): Phrase | null {
  const p = j.e.pledge;
  if (!p) return null;
  // CH-PLEDGE-BATTLE-PHASE: 「自己不能进行战斗阶段」, against the Battle Phase its player already conducted (./pledge-battle-phase.ts).
  const battle = pledgeForbids(p, 'battle-phase') ? battlePhasePledgeBroken(j) : null;
  if (battle) return battle;
  if (p.otherActivations) {
    // CH-PLEDGE-OWN-CARD: 「自己不能把「X」怪兽以外的怪兽效果发动」 binds the activation that makes it: a card of it that is no 「X」 monster
    // now (renamed) cannot activate it.
    if (p.exceptCards && pledgeBarsActivation(p, j.self.card.type.kind, pledgeAllows(p, j.state, j.self.card, j.self.ref, j.me))) {
      return { rule: R.PLEDGE_OWN_CARD, params: {} };
    }
    // 「自己不能把其他的效果发动」: its player activated another effect this turn — lower on this chain, or
    // earlier (an activation that was negated was never made; one whose effect was negated was).
    const below = j.lower.find((l) => l.controller === j.me && l.n < j.link.n && pledgeBarsActivation(p, l.card.type.kind, pledgeAllows(p, j.state, l.card, l.ref, j.me)));
    const earlier = (j.state.scenario.history ?? []).find((h) => h.kind === 'activation' && h.player === j.me && h.negated !== 'activation' && !sameEffect(h, j) && pledgeBarsActivation(p, h.card.type.kind, pledgeAllows(p, j.state, h.card, null, j.me)));
    const card = below ? below.card.name : earlier?.card.name;
    return card ? { rule: R.PLEDGE_DONE, params: { action: otherActivationWords(p), card, inProgress: false } } : null;
  }
  const done = summonBreakingPledge(j.state, p, j.me) ?? earlierSummonBreakingPledge(j.state, p, j.me);
  if (!done) {
    // CH-PLEDGE-FLIP-NOT-NORMAL: a Flip Summon its player made this turn was read and found no Normal Summon — said by id.
    if (pledgeForbids(p, 'summon') && flipSummonedThisTurn(j.state, j.me)) j.rules.push(R.PLEDGE_FLIP_NOT_NORMAL);
    return null;
  }
  // CH-PLEDGE-SUMMONS: the summon broke the pledge by another kind its sentence names (「召唤·…特殊召唤」: a Normal Summon) — said by id.
  if (done.action !== p.forbids) j.rules.push(R.PLEDGE_SUMMONS);
  return { rule: R.PLEDGE_DONE, params: { action: done.action, card: done.card, inProgress: done.inProgress } };
}

/**
 * CH-PLEDGE-AT-RESOLUTION (rules reference docs/c03/誓约.rst:129–132): a pledge binds from its link's
 * activation, so when a lower link of the same player resolves after it, a step of that link doing what
 * the pledge forbids is not done (a pledge against summons chained to a revival: no summon). The pledge's own link is not
 * bound by it, and a pledge whose activation was negated no longer applies. The link above that binds, or null.
 */
export function pledgeAbove(state: EngineState, link: { n: number; controller: Player }, a: { do: string; from?: Place | Place[]; optional?: boolean }): { n: number; name: import('../../i18n/text.js').Text } | null {
  if (a.do !== 'special-summon' && a.do !== 'summon') return null;
  for (const l of state.links) {
    if (l.n <= link.n || l.legal === false || l.controller !== link.controller || l.activationNegatedBy != null) continue;
    const p = l.effect?.pledge;
    if (!p || p.otherActivations) continue;
    if (pledgeCoversStep(p, { do: a.do as ContainedStep['do'], from: [...asArray<Place>(a.from)], optional: Boolean(a.optional) })) return { n: l.n, name: l.name };
  }
  return null;
}

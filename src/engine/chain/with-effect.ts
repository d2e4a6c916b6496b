/**
 * CH-WITH-EFFECT (rules reference docs/c02/卡片·效果的发动.rst:143–183): a Continuous Trap may activate
 * one of its effects in the same chain link as its card activation (notation note `[同时发动③]`), when
 * that effect could be activated right then. The link is then one activation that contains both: what
 * answers it (a summon negation, when the effect summons) reads the effect's steps too, and it resolves
 * the card activation, then the effect.
 *
 * Refused, with the reason:
 * - not a Continuous Trap's card activation: a Continuous/Field/Equip Spell applies its effects only
 *   after its activation resolved, unless its text says the activation does it (then that is the
 *   activation itself, not an effect with it);
 * - the card activation already does something: that chain link is taken;
 * - an effect whose condition is an event (「每次…」「…的场合」): the event happened before the card was
 *   face-up, so it was not met for this card;
 * - an effect whose cost moves the card itself: the card is being activated;
 * - a ● gained by 「表侧表示的这张卡得到以下效果」: the face-up card's, not the card being activated (:183);
 * - a phase-timed effect outside its phase; more than one effect (one of ① and ②, not both).
 * Which phase-timed effects each card allows is decided card by card by the official rulings (:165–168);
 * a curated fact (`notWithActivation`) marks the ones a ruling refuses; the others are allowed.
 */
import type { EffectFacts } from '../../cards/facts.js';
import type { NoteFact } from '../../scenario/types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { phaseMatches } from '../game/phase.js';
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { say } from '../phrases/index.js';
import { pushOnce } from '../game/state.js';
import { eventTypeMatches } from '../game/triggers.js';
import { matchesFilter, onBoard } from '../game/match.js';
import { isField } from '../game/board.js';

type WithEffect = Extract<NoteFact, { kind: 'with-effect' }>;

const refuse = (variant: string, params: Record<string, unknown> = {}): { failure: Phrase } => ({ failure: { rule: R.WITH_EFFECT, params: { variant, ...params } } });

/** A step that does something (the curated "nothing happens at resolution" note does not). */
const doesSomething = (e: EffectFacts): boolean => e.does.some((a) => a.do !== 'other');

/** The link's effect with the noted effect joined to its card activation, or why it cannot be. */
export function withEffect(state: EngineState, link: LinkState, notes: readonly WithEffect[]): { effect: EffectFacts } | { failure: Phrase } {
  const activation = link.effect!;
  const card = link.card;
  const n = notes[0]!.n;
  if (notes.length > 1) return refuse('only-one', { n: notes.map((x) => x.n) });
  if (!link.cardActivation || activation.kind !== 'activation') return refuse('not-card-activation', { n });
  if (card.type.kind !== 'trap' || !card.type.subtypes.includes('continuous')) return refuse('not-continuous-trap', { n });
  const e = card.effects.find((x) => x.n === n && x.kind !== 'activation' && !x.pendulum);
  if (!e || e.kind === 'continuous' || e.kind === 'procedure') return refuse('no-such-effect', { n });
  // A ● gained by 「表侧表示的这张卡得到以下效果」 is the face-up card's: docs/c02/卡片·效果的发动.rst:183 refuses it with the card activation for
  // that wording (「由于描述不同」) — asked before anything the ● itself needs (its cost, its phase), which would give another reason.
  if (e.gainedFaceUp) return refuse('face-up-gained', { n });
  if (doesSomething(activation)) return refuse('activation-does', { n });
  const events = e.trigger ? (Array.isArray(e.trigger.event) ? e.trigger.event : [e.trigger.event]) : [];
  if (events.some((ev) => ev !== 'phase-start')) {
    // CH-WITH-EFFECT-EVENT-BEFORE (docs/c03/诱发类效果.rst:142–144): activated as chain link 1 right after the event happened (the
    // action or the chain the new chain is started after), the card, activated at that moment, may activate with it a 「…的场合」
    // effect that event met; a 「…时」 one only when that event was the last thing to happen (else it missed its timing, said). Only the kind of
    // event is compared.
    const pre = state.prelude;
    let last = -1;
    // (Its subject is read too, on the card as it stands now when it is still on the field — 「那怪兽是5星以上的场合」「效果怪兽攻击表示
    // 特殊召唤的场合」: a Level 3 monster, or one summoned in defense position, does not meet it.)
    const subject = e.trigger?.subject;
    const meets = (ref: string): boolean => {
      if (!subject || subject.self) return true;
      const c = state.board.cards[ref];
      if (!c || !isField(c.zone) || !c.faceUp) return true;
      return matchesFilter({ ...subject, place: undefined }, c, onBoard(state.board, link.ref, link.controller));
    };
    if (link.n === 1) for (let i = 0; i < pre.length; i++) if (events.some((w) => pre[i]!.cards.some((r, k) => eventTypeMatches(pre[i]!, w, k) && meets(r)))) last = i;
    if (last < 0) return refuse('event', { n });
    // (A 「…时」 effect: only when nothing but the rules' own moves — the used Spells/Traps to the GY — happened after that event.)
    if (e.timing !== 'if' && pre.slice(last + 1).some((ev) => ev.cause !== 'rule')) return refuse('event-when', { n });
    pushOnce(state.assumptions, say({ rule: R.WITH_EFFECT_EVENT_BEFORE, params: { name: link.name, n } }));
    link.rules.push(R.WITH_EFFECT_EVENT_BEFORE);
  }
  if (e.trigger?.phase && phaseMatches(state.scenario.phase ?? null, e.trigger.phase) === false) return refuse('phase', { n });
  if ((e.cost ?? []).some((c) => c.what === 'self' && c.do !== 'pay-lp')) return refuse('cost-self', { n });
  if (e.notWithActivation) return refuse('ruling', { n });
  const joined: EffectFacts = {
    ...activation,
    does: [...activation.does.filter((a) => a.do !== 'other'), ...e.does],
    cost: [...(activation.cost ?? []), ...(e.cost ?? [])],
    targets: e.targets ?? activation.targets,
    condition: [...(activation.condition ?? []), ...(e.condition ?? [])],
  };
  if (e.oncePerTurn) joined.oncePerTurn = e.oncePerTurn;
  // An effect activated only in answer to an activation (「…效果发动时才能发动」): the link answers it, judged as the effect would be.
  if (e.respondsTo && !joined.respondsTo) joined.respondsTo = e.respondsTo;
  return { effect: joined };
}

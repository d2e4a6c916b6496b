/**
 * The turn's history (`本回合: …`, Scenario.history): what was activated and summoned earlier this
 * turn, and how its chain treated it. The one reader of those facts; the rules that use them:
 *
 * - CH-HISTORY-USED (docs/c02/卡片·效果的发动.rst:188–203): an effect activated earlier this turn is
 *   used, even when its activation or its effect was negated — a 「这个卡名」 once-per-turn (hard) by
 *   its player and name, a 1回合1次 (soft) by that copy only, unless the copy became a new card since
 *   (FD-MEMORY: its states say 变里侧 / 一时除外; a history entry is earlier than the card's states), or a later entry of the
 *   history summons that copy again (CH-HISTORY-RESUMMONED: made an Equip Card, then Special Summoned back).
 *   A 「这个卡名的卡在1回合只能发动1张」 card activation is not counted when the activation was negated.
 * - CH-PHASE-TRIGGER-ONCE (docs/c03/诱发类效果.rst:48–53): a trigger met by a phase itself is activated
 *   once in that phase by each copy, even when it has no use limit and even when it was negated.
 * - CH-PLEDGE-EARLIER (docs/c03/誓约.rst:41–77): a pledge (「这个效果发动的回合，自己不能…」) is no
 *   effect: it binds its player from the activation for the whole turn, also when the effect was
 *   negated — but not when the activation was.
 * - CH-LINGERING-LOCK (docs/c02/卡片·效果的发动.rst:36–38, 125–129): a restriction on activations an effect leaves
 *   for the rest of the turn when it resolves (「这个回合对方不能把场上发动的效果发动」「这张卡的发动后，直到回合结束
 *   时双方不能把魔法·陷阱卡的效果发动」) binds every later chain of the turn — only when its effect applied: an
 *   activation or an effect negated left nothing.
 * - CH-HISTORY-BY (docs/c02/卡片·效果的发动.rst:229–256): an entry done by another card's effect (`由Y`). A card
 *   activated so counts as activated, but its card activation's own effect did not apply (no lingering lock).
 * - Summons made earlier this turn, not negated: CH-PLEDGE-DONE and CH-SUMMON-COUNT count them
 *   (docs/c03/誓约.rst:100–138: a negated summon was never made).
 */
import { sharesUseLimit, type Action, type Card, type CardKind, type EffectFacts, type Place, type Player } from '../../cards/facts.js';
import type { HistoryFact } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { becameNewCard, saysHowSummoned, summonOriginUnsaid, summonedAs, summonedFrom } from './memory.js';
import { extraDeckMonster } from './field-zones.js';
import { isDamageStep } from './phase.js';
import { phaseWithin } from '../../rules/index.js';
import { pushOnce } from './state.js';
import { say, type Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { sameText } from './copied.js';
import { summonShown } from './perform.js';
import { lingeringRules, type ActiveRule } from './battle-damage.js';
import { namesDeclaredType, narrowDeclaredType } from './declared-type.js';

/**
 * CH-LINGER-NEGATE-EARLIER: does a lasting negation an earlier activation of the turn left still apply now — one lasting the turn,
 * or one lasting until the end of the damage step (「直到伤害步骤结束时」) while the situation is in a damage step (taken as that
 * same damage step: the history does not say which battle it was applied in)?
 */
export function lastsNow(a: Action, phase: string | null): boolean {
  return a.duration === 'turn' || (a.duration === 'damage-step' && isDamageStep(phase)) || (a.duration === 'battle-phase' && phase !== null && phaseWithin(phase, 'battle-phase') === true);
}

/** The effect an entry activated: its number (a Pendulum Effect's with P), else the card's activation. */
export function historyEffect(h: Pick<HistoryFact, 'card' | 'effect' | 'pendulum'>): EffectFacts | null {
  const effects = h.card.effects;
  if (h.effect !== null) {
    const pool = h.pendulum ? effects.filter((e) => e.pendulum) : effects.filter((e) => !e.pendulum);
    return pool.find((e) => e.n === h.effect) ?? pool[h.effect - 1] ?? null;
  }
  // (No number written: the card's activation, else its one effect — a summon procedure (召唤手续) is never activated, so it does not count.)
  const activatable = effects.filter((e) => e.kind !== 'procedure');
  return effects.find((e) => e.kind === 'activation') ?? (effects.length === 1 ? effects[0]! : activatable.length === 1 ? activatable[0]! : null);
}

/**
 * CH-AFTER-CALC-STEP: the monsters an earlier activation targeted (`本回合:A:X(对象:Y)`), as they are on the field now: the face-up
 * monsters of that name in a Monster Zone (its controller's first, as 「选择自己场上…」 asks; else any). Empty when the entry names none.
 */
export function historyTargets(board: Board, h: HistoryFact): string[] {
  if (!h.about?.length) return [];
  const out: string[] = [];
  for (const card of h.about) {
    const here = Object.values(board.cards).filter((c) => c.zone === 'monster' && c.faceUp && c.card.id === card.id);
    const pick = here.find((c) => c.controller === h.player) ?? here[0];
    if (pick && !out.includes(pick.ref)) out.push(pick.ref);
  }
  return out;
}

/**
 * CH-BATTLE-DAMAGE-ORDER: the battle-damage changes (and the battle half of a lasting 「不会被战斗破坏」) the turn's earlier activations
 * left — `本回合:` entries and the chains played before (`…然后`), their effect not negated — each over its written targets. The one
 * reading for every battle calculated after them: the situation's `伤害计算`, a calculation a link performs, the action `直接攻击 X`, the
 * End Phase's lasting changes.
 */
export function earlierBattleRules(history: readonly HistoryFact[] | undefined, board: Board): ActiveRule[] {
  const out: ActiveRule[] = [];
  for (const h of history ?? []) {
    if (h.kind !== 'activation' || h.negated !== null) continue;
    // (CH-AFTER-CALC-STEP: an entry's written target, `对象:Y`, is the monster its 「选择的怪兽…」 changes are about; CH-HISTORY-BY: an
    // entry done by another card's effect left only its battle-damage change.)
    out.push(...lingeringRules(h.card, historyEffect(h), h.player, h.sameAs, historyTargets(board, h), false, h.by !== undefined));
  }
  return out;
}

const activations = (state: EngineState): HistoryFact[] => (state.scenario.history ?? []).filter((h) => h.kind === 'activation');

/**
 * The situation card a board card is, for a 1回合1次 bound to one copy: a link's card is the situation card
 * its instance was bound to (`sameAs`, null when the situation does not list it); a situation card is itself.
 */
export function copyOf(scenario: EngineState['scenario'], ref: string): string | null {
  const inst = scenario.instances.find((i) => i.ref === ref);
  // SIT-THEN-CHAIN: a link's card that is the card of an earlier chain's link is the copy that link was (or that link itself).
  const up = inst?.sameAs ? scenario.instances.find((i) => i.ref === inst.sameAs) : undefined;
  if (up?.chain) return copyOf(scenario, up.ref) ?? up.ref;
  return inst?.sameAs ?? (inst && inst.origin !== 'link' ? inst.ref : null);
}

/**
 * CH-HISTORY-USED, the one reading: the earlier activation (if any) that spent this effect of this card for
 * `controller` — by name for a hard once per turn, by this copy (`ref`, unless it became a new card since)
 * for a soft one, and a 「这个卡名的卡在1回合只能发动1张」 card activation unless that activation was negated.
 */
function earlierUse(
  scenario: EngineState['scenario'],
  card: { id: number; effects: readonly EffectFacts[]; name?: string; copiedFrom?: Card['copiedFrom'] },
  controller: Player,
  e: EffectFacts,
  states: BoardCard['states'],
  ref: string,
  cardActivation: boolean,
  resummoned?: () => void,
  notApplied?: () => void,
  ownUse?: () => void,
): { h: HistoryFact; variant: 'card' | 'hard' | 'soft' | 'self-set' | 'phase'; copy: string | null } | null {
  // CH-GAIN-OWN-NAME: a card using as its own the effects of another card of its very name (`X(得到效果:X)`: one card using the
  // other one's) has two texts, its printed one and the one it gained: the first use this turn of a 1回合1次 of this copy is
  // its printed effect's (the one that negated the other card), so the gained text may still be used once.
  let ownSpared = !(card.copiedFrom?.nameKept && card.copiedFrom.id === card.id);
  for (const h of scenario.history ?? []) {
    // CH-COPY-OPT: a card that took another's name and effects (`复制`) shares that card's text — the same
    // effects list —, so an earlier use of the real card's effect counts for the copy, and the other way round.
    if (h.kind !== 'activation' || (h.card.id !== card.id && !sameText(h.card.effects, card.effects))) continue;
    const used = historyEffect(h);
    // SIT-COPY-HISTORY-OWN: an earlier activation written under the copier's own name (`本回合:A:X#1`, its printed effects) is not one
    // of the effects of another name it took since (`X(复制:Y)`): the number alone does not make them one. A copy of a card of that
    // very name (X taking another X's effects) has that very effect.
    const oneText = sameText(h.card.effects, card.effects) || card.name === undefined || h.card.name === card.name;
    const sameNumber = used === e || (oneText && used !== null && used.n === e.n && Boolean(used.pendulum) === Boolean(e.pendulum));
    const sharing = !sameNumber && oneText && used !== null && Boolean(used.pendulum) === Boolean(e.pendulum) && sharesUseLimit(e, used.n);
    // CMP-OPT-EITHER: an effect sharing this one's hard limit (「①②的效果1回合只能有1次使用其中任意1个」), used earlier, spent it.
    if (sharing && e.oncePerTurn === 'hard' && h.player === controller) return { h, variant: 'hard', copy: null };
    // CUR-OPT-EITHER-SOFT: 「这张卡的①②的效果1回合只能有1次使用其中任意1个」 (a curated card's) — the shared limit of this copy:
    // an earlier use of the other effect counts as this one's, bound to the copy as any 1回合1次.
    const same = sameNumber || (sharing && e.oncePerTurn === 'soft');
    // CH-ONCE-APPLIED: a limit on applications (「只能适用1次」) is not spent by an activation whose effect did not apply.
    if (same && e.onceApplied && h.negated !== null && h.player === controller) {
      notApplied?.();
      continue;
    }
    // CH-PHASE-TRIGGER-ONCE across a control change (docs/c02/基本用语.rst:64–70): the once-in-the-phase of a phase trigger with
    // no use limit binds the card, not the player — the same copy taken by the opponent after its owner activated it in this
    // phase may not be activated again. Every limit its text writes counts per player (the taker may use it again).
    if (h.player !== controller) {
      if (same && !e.oncePerTurn && phaseBound(e) && h.sameAs !== null) {
        const copy = copyOf(scenario, ref);
        if (h.sameAs === copy && !becameNewCard(states)) return { h, variant: 'phase', copy };
      }
      continue;
    }
    // 「这个卡名的卡在1回合只能发动1张」: a negated card activation was never made (卡片·效果的发动.rst:197). The limit is on the card's
    // activation, not on the choice made with it: an earlier activation that chose another ● (●1, then ●3) spent it too.
    const anyCardActivation = oneText && used !== null && used.kind === 'activation' && e.kind === 'activation' && Boolean(used.pendulum) === Boolean(e.pendulum);
    if (cardActivation && card.effects.some((x) => x.cardOncePerTurn) && (same || anyCardActivation) && h.negated !== 'activation') return { h, variant: 'card', copy: null };
    // CH-PHASE-TRIGGER-ONCE: a trigger met by a phase or step itself (「自己准备阶段」「结束阶段」) is activated
    // once in that phase by this copy even with no use limit written, negated or not. The phase comes once a
    // turn and the effect can be activated only in it, so an activation earlier this turn was in this phase.
    if (same && !e.oncePerTurn && phaseBound(e)) {
      const copy = copyOf(scenario, ref);
      if (h.sameAs !== copy || becameNewCard(states)) continue;
      // CH-HISTORY-RESUMMONED: summoned after that activation (its own summon from the GY, then sent back there), it is a new
      // card in this phase and may be activated again (docs/c03/诱发类效果.rst:52).
      if (summonedSince(scenario, h, copy)) {
        resummoned?.();
        continue;
      }
      return { h, variant: 'phase', copy };
    }
    if (!same || !e.oncePerTurn) continue;
    if (e.oncePerTurn === 'hard') return { h, variant: 'hard', copy: null };
    // 1回合1次 binds this copy: the same situation card (or, neither listed, assumed the same), not since a new card.
    const copy = copyOf(scenario, ref);
    // FD-MEMORY-SELF-SET: a 1回合1次 whose effect turns this card itself face-down (「1回合1次，可以变成里侧守备表示」) stays spent
    // after the card flips back up: the flip it makes is what the limit counts, so the new card does not regain it.
    if (h.sameAs !== copy || (becameNewCard(states) && !setsItselfFaceDown(e))) continue;
    // CH-HISTORY-RESUMMONED: summoned again after that activation (a later entry of the turn's history, not negated — a monster
    // made an Equip Card and Special Summoned back): it came to the field as a new card, and the limit of the old one is gone.
    if (summonedSince(scenario, h, copy)) {
      resummoned?.();
      continue;
    }
    if (!ownSpared && !becameNewCard(states)) {
      ownSpared = true;
      ownUse?.();
      continue;
    }
    return { h, variant: becameNewCard(states) ? 'self-set' : 'soft', copy };
  }
  return null;
}

/**
 * CH-HISTORY-RESUMMONED (docs/c02/基本用语.rst:40–43): the copy an earlier activation `h` was made with was summoned after it this
 * turn (a later summon entry of the same situation card, not negated) — it left its place and came back, a new card since.
 */
function summonedSince(scenario: EngineState['scenario'], h: HistoryFact, copy: string | null): boolean {
  const history = scenario.history ?? [];
  if (copy === null) return false;
  return history.slice(history.indexOf(h) + 1).some((x) => x.kind === 'summon' && x.sameAs === copy && x.negated === null);
}

/** An effect that turns its own card face-down (「可以变成里侧守备表示」, with no other card named). */
function setsItselfFaceDown(e: EffectFacts): boolean {
  return e.does.some((a) => a.do === 'flip-face-down' && (a.what === undefined || a.what === 'self'));
}

/** A trigger whose event is the start of a phase or step (its 「准备阶段」「结束阶段」 wording), not an event inside it. */
function phaseBound(e: EffectFacts): boolean {
  const event = e.trigger?.event;
  return e.kind === 'trigger' && (Array.isArray(event) ? event.includes('phase-start') : event === 'phase-start');
}

/** CH-HISTORY-USED for a chain link: the refusal, and the assumption when the copy is not listed. */
export function usedEarlier(state: EngineState, link: LinkState, self: BoardCard, e: EffectFacts): Phrase | null {
  if ((state.scenario.history ?? []).length === 0) return null;
  const use = earlierUse(state.scenario, link.card, link.controller, e, self.states, link.instanceRef, link.cardActivation, () => { if (!link.rules.includes(R.HISTORY_RESUMMONED)) link.rules.push(R.HISTORY_RESUMMONED); }, () => { if (!link.rules.includes(R.ONCE_APPLIED)) link.rules.push(R.ONCE_APPLIED); }, () => {
    if (!link.rules.includes(R.GAIN_OWN_NAME)) link.rules.push(R.GAIN_OWN_NAME);
    pushOnce(state.assumptions, say({ rule: R.GAIN_OWN_NAME, params: { card: link.card.name } }));
  });
  if (!use) return null;
  const params = { card: use.h.card.name, negated: use.h.negated ?? 'none' };
  if (use.h.by) pushOnce(state.assumptions, say({ rule: R.HISTORY_BY, params: { card: use.h.card.name, by: use.h.by.name, variant: 'counted' } }));
  if ((use.variant === 'soft' || use.variant === 'self-set' || use.variant === 'phase') && use.copy === null) pushOnce(state.assumptions, say({ rule: R.HISTORY_USED, params: { ...params, name: link.name, variant: 'assumed-copy' } }));
  if (use.variant === 'phase') return { rule: R.PHASE_TRIGGER_ONCE, params };
  // CH-ONCE-APPLIED: a limit on applications says so (an activation that applied spent it).
  if (use.variant === 'hard' && e.onceApplied) return { rule: R.HISTORY_USED, params: { ...params, variant: 'hard-applied', duel: Boolean(e.oncePerDuel) } };
  // CMP-OPT-EITHER: another effect of the ones sharing the limit was used — said with its number (「①②的效果…只能使用其中1个」).
  // (CUR-OPT-EITHER-SOFT: so is the other effect of this copy sharing a plain 1回合1次.)
  const usedN = use.variant === 'hard' || use.variant === 'soft' ? historyEffect(use.h)?.n : undefined;
  if (usedN !== undefined && usedN !== e.n && e.oncePerTurnWith) return { rule: R.HISTORY_USED, params: { ...params, variant: use.variant === 'hard' ? 'hard-either' : 'soft-either', used: usedN, listed: e.oncePerTurnWith } };
  return { rule: R.HISTORY_USED, params: { ...params, variant: use.variant } };
}

/** The window's view of CH-HISTORY-USED: is this effect of this board card spent by an earlier activation? */
export function spentEarlier(scenario: EngineState['scenario'], ref: string, card: { id: number; effects: readonly EffectFacts[]; name?: string; copiedFrom?: Card['copiedFrom'] }, controller: Player, e: EffectFacts, states: BoardCard['states']): boolean {
  return earlierUse(scenario, card, controller, e, states, ref, false) !== null;
}

/**
 * CH-HISTORY-BY (docs/c02/卡片·效果的发动.rst:229–233): a card activated by another card's effect as that effect resolved
 * (`由Y`: a card that activates a Field Spell from the Deck, or forces a Set Trap) was activated — it counts as its player's activation (CH-HISTORY-USED,
 * CH-ACTIVATION-LIMIT) — but what its card activation does (「这张卡发动时」「作为这张卡的发动时的效果处理」) did not
 * apply: the resolving effect was still going on. So it left no lingering lock or limit.
 */
export function activatedByEffect(h: HistoryFact, e: EffectFacts): boolean {
  return h.by !== undefined && h.kind === 'activation' && e.kind === 'activation';
}

/**
 * CH-HISTORY-CONDITION: did `side` (seen from `me`) activate an effect of a card of `kind` earlier this turn? An activation
 * that was negated was never made (docs/c02/卡片·效果的发动.rst:201); one whose effect was negated was. When the turn's
 * history is written it is taken as the whole of it (false when no entry fits); with none written it cannot be told (null).
 */
export function activatedThisTurn(state: EngineState, side: 'self' | 'opponent' | 'any', me: Player, kind: 'monster' | 'spell' | 'trap' | undefined): boolean | null {
  const history = state.scenario.history ?? [];
  const fits = history.some((h) => h.kind === 'activation' && h.negated !== 'activation' && (side === 'any' || (side === 'self') === (h.player === me)) && (kind === undefined || h.card.type.kind === kind));
  return fits ? true : history.length > 0 ? false : null;
}

/** A kind of summon a count may take (a Tribute Summon is a Normal Summon, `summon`). */
export type SummonKind = 'summon' | 'special-summon' | 'flip-summon';

/**
 * The kind of summon each summon verb of notation form 8/14 makes, as the summon limits, the pledges and the counts of summons made this
 * turn read it — the one table (a Tribute Summon is a Normal Summon; an Xyz, Synchro … Summon is `special-summon` with a method).
 */
const VERB_KIND: Partial<Record<string, SummonKind>> = { summon: 'summon', 'tribute-summon': 'summon', 'flip-summon': 'flip-summon', 'special-summon': 'special-summon' };

/** The kind of summon a summon verb makes; undefined for a verb that is no summon. */
export function summonKindOf(verb: string): SummonKind | undefined {
  return VERB_KIND[verb];
}

/** The kind of summon a monster marked 本回合特召 was made by: a Special Summon, unless its states say it was Normal (or Flip) Summoned. */
function markKind(states: BoardCard['states']): SummonKind {
  if (!saysHowSummoned(states) || summonedAs(states, 'special')) return 'special-summon';
  return summonedAs(states, 'normal') ? 'summon' : 'flip-summon';
}

/** Where a monster marked 本回合特召 was summoned from, as its states say (an Extra Deck method: the Extra Deck); null when they do not. */
function markFrom(states: BoardCard['states']): Place | null {
  if (summonedFrom(states, 'extra')) return 'extra';
  for (const z of ['hand', 'gy', 'deck', 'banished'] as const) if (summonedFrom(states, z)) return z;
  return null;
}

/** One summon `player` made earlier this turn: from the history (`本回合:`) or a monster marked 本回合特召 on the field. */
export interface TurnSummon {
  card: Card;
  kind: SummonKind;
  /** Where it came from, when written (a method from the Extra Deck implies it); null when not. */
  from: Place | null;
  /** The board card of a mark (its states now); null for a history entry. */
  mark: BoardCard | null;
  /** A Pendulum Summon (`(灵摆召唤)`, `(P召唤)`): its origin, when unwritten, may be the hand or the Extra Deck. */
  pendulum: boolean;
  /**
   * FD-EXTRA-ORIGIN (review s59): an Extra Deck monster (Fusion, Synchro, Xyz, Link) written only as Special Summoned — no method
   * (`(同调召唤)` …), no origin (`(从墓地特召)` …): it may have come from the Extra Deck or back from the GY or banishment.
   */
  originUnsaid: boolean;
  /** FD-EXTRA-ORIGIN (review s59): a mark whose summon method the binder took as the usual one of its kind (`(本回合特召)` alone). */
  methodAssumed?: true;
}

/** FD-EXTRA-ORIGIN: does the mark still carry the summon method the binder assumed for it (its instance `summonAssumed`), not one since made? */
function methodAssumed(state: EngineState, c: BoardCard): boolean {
  if (c.summonedHere) return false;
  return state.scenario.instances.find((i) => i.ref === c.ref)?.summonAssumed === true;
}

/**
 * The one reading of the summons `player` made earlier this turn, of these kinds, as the situation writes them — read by the counts
 * (summonsThisTurn) and by a pledge already broken (CH-PLEDGE-DONE):
 * - each summon of the turn's history (`本回合:`) — a negated one was never made (docs/c02/卡片·效果的发动.rst:201);
 * - each of that player's monsters marked 本回合特召 (taken as a Special Summon unless its states say otherwise) — not the one
 *   shown (notation form 14, read apart), not those in `skip` (summoned in this chain, counted apart), and not one whose name a
 *   history entry already lists (the same summon written twice).
 */
export function turnSummons(state: EngineState, player: Player, kinds: readonly SummonKind[], skip?: ReadonlySet<string>): TurnSummon[] {
  return readTurnSummons(state, player, kinds, skip).made;
}

/** turnSummons, with how many marks were read (also those a history entry already lists). */
function readTurnSummons(state: EngineState, player: Player, kinds: readonly SummonKind[], skip?: ReadonlySet<string>): { made: TurnSummon[]; marks: number } {
  const out: TurnSummon[] = [];
  let marks = 0;
  const named = new Map<string, number>();
  for (const s of earlierSummons(state, player)) {
    if (!kinds.includes(s.kind)) continue;
    out.push({ card: s.fact.card, kind: s.kind, from: s.from, mark: null, pendulum: s.fact.method === 'pendulum', originUnsaid: s.fact.fromAssumed === true });
    named.set(s.fact.card.name, (named.get(s.fact.card.name) ?? 0) + 1);
  }
  const subject = summonShown(state.scenario)?.subject ?? null;
  const aliases = state.board.aliases ?? {};
  for (const k in state.board.cards) {
    const c = state.board.cards[k]!;
    if (c.zone !== 'monster' || c.controller !== player || !c.states.includes('summoned-this-turn')) continue;
    const kind = markKind(c.states);
    if (!kinds.includes(kind)) continue;
    if (subject !== null && (c.ref === subject || aliases[subject] === c.ref)) continue;
    if (skip?.has(c.ref)) continue;
    marks++;
    const left = named.get(c.card.name) ?? 0;
    if (left > 0) {
      named.set(c.card.name, left - 1);
      continue;
    }
    const from = markFrom(c.states);
    // FD-EXTRA-ORIGIN (review s59): `X(本回合特召)` with no method — the binder took the usual one (同调召唤 …, from the Extra Deck): as open.
    const usual = methodAssumed(state, c);
    out.push({ card: c.card, kind, from, mark: c, pendulum: c.states.includes('pendulum-summoned'), originUnsaid: kind === 'special-summon' && ((from === null && summonOriginUnsaid(c.states) && extraDeckMonster(c.card)) || usual), ...(usual ? { methodAssumed: true } : {}) });
  }
  return { made: out, marks };
}

/**
 * The one count of the summons `player` made this turn, of these kinds, as the situation writes them — read by a limit on
 * summons a turn (CH-SUMMON-COUNT, CH-SUMMON-COUNT-STEP) and by an activation condition on them (CH-SUMMONED-COUNT-CONDITION):
 * the summon the situation shows (notation form 14 — in progress or done, not negated) and turnSummons.
 * `written`: how many came from the history and the marks (a caller says it assumed they count); `marks`: the marks alone.
 */
export function summonsThisTurn(state: EngineState, player: Player, kinds: readonly SummonKind[], skip?: ReadonlySet<string>): { count: number; written: number; marks: number } {
  const shown = summonShown(state.scenario);
  const shownKind = shown ? VERB_KIND[shown.verb] : undefined;
  const count = shown && shown.player === player && shownKind !== undefined && kinds.includes(shownKind) ? 1 : 0;
  const { made, marks } = readTurnSummons(state, player, kinds, skip);
  return { count: count + made.length, written: made.length, marks };
}

/**
 * CH-SUMMONED-COUNT-CONDITION: did `side` (seen from `me`) Normal or Special Summon at least `count` monsters this turn?
 * Counted by summonsThisTurn (a Flip Summon is neither). Enough counted: met. Fewer, with the turn's history or a mark written:
 * the writing is taken as the whole turn (unmet, as CH-HISTORY-CONDITION takes it). Nothing written: it cannot be told (null —
 * assumed met, said).
 */
export function summonedCountThisTurn(state: EngineState, side: 'self' | 'opponent', me: Player, count: number): boolean | null {
  const player: Player = side === 'self' ? me : me === 'A' ? 'B' : 'A';
  const made = summonsThisTurn(state, player, ['summon', 'special-summon']);
  if (made.count >= count) return true;
  return (state.scenario.history ?? []).length > 0 || made.marks > 0 ? false : null;
}

/** CH-PLEDGE-EARLIER: pledges of `player`'s activations earlier this turn that still bind (not activation-negated). */
export function earlierPledges(state: EngineState, player: Player): { card: string; pledge: NonNullable<EffectFacts['pledge']> }[] {
  const out: { card: string; pledge: NonNullable<EffectFacts['pledge']> }[] = [];
  for (const h of activations(state)) {
    if (h.player !== player || h.negated === 'activation') continue;
    const p = historyEffect(h)?.pledge;
    if (p) out.push({ card: h.card.name, pledge: p });
  }
  return out;
}

/** Summons `player` made earlier this turn that happened (not negated). */
export function earlierSummons(state: EngineState, player: Player): { fact: HistoryFact; kind: 'summon' | 'special-summon' | 'flip-summon'; from: Place | null }[] {
  const out: { fact: HistoryFact; kind: 'summon' | 'special-summon' | 'flip-summon'; from: Place | null }[] = [];
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'summon' || h.player !== player || h.negated === 'summon') continue;
    const kind = h.summon === 'special' ? 'special-summon' : h.summon === 'flip' ? 'flip-summon' : 'summon';
    out.push({ fact: h, kind, from: h.from });
  }
  return out;
}

/**
 * A lock lasting the rest of the turn, or of the Duel (CH-LINGERING-LOCK-DUEL: 「这次决斗中」, `permanent`), or to the end of the opponent's
 * next turn (CH-LINGERING-LOCK-DECLARED: 「直到下次的对方回合结束时」 — the history is this turn's, so it holds for all of it).
 */
const lasts = (a: Action): boolean => a.duration === 'turn' || a.duration === 'permanent' || a.duration === 'opponent-next-turn';

type Lock = Action & { forbidsActivation: NonNullable<Action['forbidsActivation']> };

/**
 * CH-LINGERING-LOCK-DECLARED: a lock on 「宣言的种类的卡」 narrowed to the kind the entry's activation declared (`宣言:魔法`, or its link's
 * `[宣言 魔法]` in a chain before); null when none was written — which kind is not known, so the lock refuses nothing, and that is said.
 */
function declaredLock(state: EngineState, h: HistoryFact, a: Lock, lastTurn: boolean): Lock | null {
  if (!a.forbidsActivation.declaredKind) return a;
  if (!h.declaredKind) {
    pushOnce(state.assumptions, say({ rule: R.LINGERING_LOCK_DECLARED, params: { card: h.card.name, player: h.player, lastTurn } }));
    return null;
  }
  const { declaredKind: _, ...rest } = a.forbidsActivation;
  return { ...a, forbidsActivation: { ...rest, cardKind: h.declaredKind } };
}

/**
 * CH-LINGERING-LOCK: the activation locks lasting the turn (`forbidsActivation` steps, `duration: 'turn'`, of an
 * activated effect) that earlier activations of this turn left — those whose effect applied (not negated).
 */
export function earlierLocks(state: EngineState): { card: string; player: Player; lock: Lock; declared?: CardKind; lastTurn?: true }[] {
  const out: { card: string; player: Player; lock: Lock; declared?: CardKind; lastTurn?: true }[] = [];
  const read = (list: readonly HistoryFact[], lastTurn: boolean) => {
    for (const h of list) {
      if (h.kind !== 'activation' || h.negated !== null) continue;
      const e = historyEffect(h);
      if (!e || e.kind === 'continuous') continue;
      if (activatedByEffect(h, e)) {
        if (e.does.some((a) => a.forbidsActivation && lasts(a))) pushOnce(state.assumptions, say({ rule: R.HISTORY_BY, params: { card: h.card.name, by: h.by!.name, variant: 'no-lock' } }));
        continue;
      }
      for (const a of e.does) {
        if (!a.forbidsActivation || !lasts(a)) continue;
        // CH-LINGERING-LOCK-LAST-TURN: of the turn before, a lock lasting only that turn has ended (said, so the user sees it was read).
        if (lastTurn && !lastsIntoNextTurn(a)) {
          pushOnce(state.assumptions, say({ rule: R.LINGERING_LOCK_LAST_TURN, params: { card: h.card.name, player: h.player } }));
          continue;
        }
        const lock = declaredLock(state, h, a as Lock, lastTurn);
        if (lock) out.push({ card: h.card.name, player: h.player, lock, ...(a.forbidsActivation.declaredKind && h.declaredKind ? { declared: h.declaredKind } : {}), ...(lastTurn ? { lastTurn: true as const } : {}) });
      }
    }
  };
  read(state.scenario.lastTurn ?? [], true);
  read(activations(state), false);
  return out;
}

/**
 * CH-LINGERING-LOCK-LAST-TURN: does a lock left in the turn before still bind this turn? 「这次决斗中」 does; so does 「直到下次的对方回合结束时」
 * — left in its player's own turn, this turn is that opponent's turn; left in the opponent's turn, the opponent's next turn is the one
 * after this. 「这个回合」 ended with that turn.
 */
const lastsIntoNextTurn = (a: Action): boolean => a.duration === 'permanent' || a.duration === 'opponent-next-turn';

/**
 * CH-LINGERING-LOCK, a limit (「直到回合结束时自己只能有1次把…效果发动」, `limitsActivations` with `duration: 'turn'`):
 * each one an earlier activation of this turn left (its effect applied), with the activations listed after it —
 * counted from its resolution, a negated activation included (docs/c02/卡片·效果的发动.rst:195).
 */
export function earlierLimits(state: EngineState): { card: string; player: Player; limit: NonNullable<Action['limitsActivations']>; whose: Action['player']; after: HistoryFact[] }[] {
  const out: { card: string; player: Player; limit: NonNullable<Action['limitsActivations']>; whose: Action['player']; after: HistoryFact[] }[] = [];
  const list = activations(state);
  list.forEach((h, i) => {
    if (h.negated !== null) return;
    const e = historyEffect(h);
    if (!e || e.kind === 'continuous') return;
    if (activatedByEffect(h, e)) {
      if (e.does.some((a) => a.limitsActivations && a.duration === 'turn')) pushOnce(state.assumptions, say({ rule: R.HISTORY_BY, params: { card: h.card.name, by: h.by!.name, variant: 'no-lock' } }));
      return;
    }
    for (const a of e.does) if (a.limitsActivations && a.duration === 'turn') out.push({ card: h.card.name, player: h.player, limit: a.limitsActivations, whose: a.player, after: list.slice(i + 1) });
  });
  return out;
}

/**
 * Added (issue 16, lingering effects, CH-LINGER-NEGATE-EARLIER): the lasting negations earlier activations of this turn
 * left (`本回合:`, their effect applied; not one activated by another card's effect as it resolved): a `negate-effects` step lasting
 * the turn over the cards a filter names (「这个回合，这张卡以外的场上的陷阱卡的效果无效化」「这个回合，墓地发动的卡的效果无效化」).
 * Unlike a negation of the cards a resolution found, it reaches the cards that fit it later in the turn too.
 */
export function earlierNegations(state: EngineState): { card: Card; player: Player; action: Action }[] {
  const out: { card: Card; player: Player; action: Action }[] = [];
  for (const h of activations(state)) {
    if (h.negated !== null) continue;
    const e = historyEffect(h);
    if (!e || e.kind === 'continuous' || activatedByEffect(h, e)) continue;
    for (const a of e.does) {
      if (a.do !== 'negate-effects' || !lastsNow(a, state.scenario.phase) || typeof a.what !== 'object' || a.sameName) continue;
      // CH-LINGER-SUMMON-LOCK-DECLARED: 「场上的宣言种类的怪兽」 is the type its activation declared (`宣言:融合怪兽`); none written, none is taken
      // (declaredTypeLocks says so).
      if (namesDeclaredType(a)) {
        if (h.declaredType) out.push({ card: h.card, player: h.player, action: narrowDeclaredType(a, h.declaredType) });
        continue;
      }
      out.push({ card: h.card, player: h.player, action: a });
    }
  }
  return out;
}

/**
 * CH-SENT-GY-TURN, the turn's history: the earlier card activation this turn (`本回合:A:X`) that put this Spell/Trap in the GY — a
 * Normal, Quick-Play, Ritual or Counter card goes there once its chain resolves, any card whose activation was negated does too
 * (docs/c02/卡片·效果的发动.rst:201); a Continuous, Field or Equip card activated stays on the field, and says nothing. Its player must
 * be this card's owner (a card goes to its owner's GY), and a history entry bound to another situation copy is not this one.
 */
export function sentToGyByEarlierActivation(scenario: EngineState['scenario'], self: BoardCard, ref: string): HistoryFact | null {
  const owner = self.owner ?? self.controller;
  const copy = copyOf(scenario, ref);
  for (const h of scenario.history ?? []) {
    if (h.kind !== 'activation' || h.card.id !== self.card.id || h.player !== owner) continue;
    if (h.card.type.kind !== 'spell' && h.card.type.kind !== 'trap') continue;
    if (historyEffect(h)?.kind !== 'activation') continue;
    if (h.sameAs !== null && copy !== null && h.sameAs !== copy) continue;
    const stays = h.card.type.subtypes.some((s) => s === 'continuous' || s === 'field' || s === 'equip');
    if (!stays || h.negated === 'activation') return h;
  }
  return null;
}

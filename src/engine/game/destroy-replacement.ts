/**
 * Destruction replacement (代替破坏; rules reference docs/c03/卡片的抗性.rst:316–407): a continuous
 * `replace-destruction` fact — 「…被破坏的场合，（可以）作为代替把…」 — applied when a resolving link's effect
 * would destroy the cards it covers. It is no activation (no chain link): the substitute step is done
 * there and then by its card's effect, and the covered cards are not destroyed (no destroyed event, so
 * nothing that waits for their destruction is met).
 *
 * - CH-REPLACE-DESTROY: it applies — the substitute is moved, the covered cards stay. A mandatory one
 *   (「作为代替把这张卡破坏」) always applies; an optional one (「可以作为代替」) only when the user says the
 *   player applies it (`[代替破坏 X]`), and one optional replacement per card; a mandatory one applying
 *   leaves no room for an optional one. 「作为那1只破坏的怪兽的代替」 (`count: 1`) saves one card only.
 * - CH-REPLACE-DESTROY-CANNOT: an optional replacement whose step cannot be done — its substitute is being
 *   destroyed by the same effect (确定被破坏的卡; also `along`: a card a bond destroys with them, CT-BOND), cannot be destroyed or is unaffected by it, is not
 *   there, or is in the GY under a GY lock — does not apply, and the covered cards are destroyed. A mandatory one applies even when its
 *   substitute is being destroyed too (only the substitute is destroyed).
 * - CH-REPLACE-DESTROY-NESTED: a card an optional replacement destroys in its place is a card about to be destroyed:
 *   the mandatory replacements covering it apply, the optional ones do not.
 * - CH-REPLACE-DESTROY-OFFERED: an optional replacement that could apply, that the user did not say was
 *   applied: assumed not applied, and said.
 * - CH-REPLACE-BY-EQUIPPED-CARD: a replacement a Spell's resolution left with the monster card it equipped (`heldByEquipped`,
 *   stated `(由X)` on that equip card, X listed in the situation) is the standing rule of that monster card while it is equipped:
 *   it saves the monster it equips, and that monster card is destroyed instead.
 * - CH-REPLACE-DESTROY-NEGATED: a replacement of a face-up card whose effects a face-up card's continuous negation reaches now
 *   (「场上的表侧表示怪兽的效果无效化」) does not apply, as when the situation states it negated (`效果无效`).
 * Protections from destruction (「不会被破坏」) apply first (the caller has taken those cards out).
 * Destruction by battle is not handled here (the battle's destruction is judged in ./battle-damage.ts).
 */
import { detachMaterials } from './xyz-detach.js';
import { OWN_EQUIPS, type Action, type CardFilter, type Zone } from '../../cards/facts.js';
import { t } from '../../i18n/text.js';
import type { BoardCard, EngineEvent } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { pushOnce } from './state.js';
import { canonical, isField, onField } from './board.js';
import { matchesFilter, onBoard } from './match.js';
import { cardsWith, standing } from './standing.js';
import { activationPending } from './on-chain.js';
import { continuouslyNegated, shieldedBy, unaffectedBy, type Acting } from './protection.js';
import { cannotBeBanished } from './undergo.js';
import { grantedCannotBeBanished } from './banish-grant.js';
import { gyLockOn } from './gy-lock.js';
import { R } from '../rule-ids.js';
import { say } from '../phrases/index.js';
import { pointsAtCard } from './field-zones.js';
import { emit } from './events.js';
import { turnBarOf } from './turn-event.js';

type Mover = (cards: BoardCard[], to: Zone, type: EngineEvent['type'], by: BoardCard) => void;

/** Where the instead-step sends its substitutes. */
const MOVES: Partial<Record<Action['do'], { to: Zone; type: EngineEvent['type'] }>> = {
  destroy: { to: 'gy', type: 'destroyed' },
  banish: { to: 'banished', type: 'banished' },
  'send-to-gy': { to: 'gy', type: 'sent-to-gy' },
  tribute: { to: 'gy', type: 'sent-to-gy' },
  discard: { to: 'gy', type: 'discarded' },
};

/** Is the replacing card where its replacement works: face-up on the field, its effects not negated — or in the place it names (「墓地的这张卡」)? */
function inPlace(state: EngineState, link: LinkState, h: BoardCard, a: Action): boolean {
  if (a.from !== undefined) return h.zone === a.from || (Array.isArray(a.from) && a.from.includes(h.zone as never));
  if (!(onField(h) && h.faceUp && !h.activationNegated && !h.states.includes('effects-negated') && !h.states.includes('cannot-use') && !activationPending(state, h))) return false;
  // CH-REPLACE-DESTROY-NEGATED: nor while a face-up card's continuous negation reaches it — as against battle (./battle-replacement.ts).
  if (state.negators.length > 0 && continuouslyNegated(state, link, h)) {
    if (!link.rules.includes(R.REPLACE_DESTROY_NEGATED)) link.rules.push(R.REPLACE_DESTROY_NEGATED);
    return false;
  }
  return true;
}

/** Where the replacing card is not where its replacement works: left that place ('gone'), or there face-down / negated ('off'). */
function whyOff(h: BoardCard, own: readonly Action[]): 'gone' | 'gone-from' | 'off' {
  const from = own.find((a) => a.from !== undefined)?.from;
  if (from !== undefined) return h.zone === from || (Array.isArray(from) && from.includes(h.zone as never)) ? 'off' : 'gone-from';
  return onField(h) ? 'off' : 'gone';
}

/** CH-REPLACE-PAY-LP-TOO: does the replacing card's controller hold less LP than the replacement pays along with its step? (Said when so.) */
function lpShort(state: EngineState, h: BoardCard, link: LinkState, amount: number): boolean {
  const lp = state.board.lp[h.controller ?? link.controller];
  if (lp === null || lp === undefined || lp >= amount) return false;
  if (!link.rules.includes(R.REPLACE_PAY_LP_TOO)) link.rules.push(R.REPLACE_PAY_LP_TOO);
  pushOnce(state.assumptions, t(`${link.name.zh}：「${h.card.name}」的代替破坏要同时支付${amount}基本分，基本分只有${lp}，不能支付：不能适用。`, `${link.name.en}: ${h.card.name}'s destruction replacement pays ${amount} LP with it; its controller has only ${lp} LP and cannot pay, so it cannot apply.`));
  return true;
}

/** CH-REPLACE-PAY-LP-TOO: the LP a replacement that applied pays along with its step. */
function payAlong(state: EngineState, link: LinkState, h: BoardCard, amount: number): void {
  const me = h.controller ?? link.controller;
  const lp = state.board.lp[me];
  if (lp !== null && lp !== undefined) state.board.lp[me] = lp - amount;
  if (!link.rules.includes(R.REPLACE_PAY_LP_TOO)) link.rules.push(R.REPLACE_PAY_LP_TOO);
  emit(state, { type: 'lp-paid', link: link.n, player: me, amount, cause: 'effect', by: me });
}

/** The cards the replacement could act on instead, the ones the step can be done to. */
function substitutes(state: EngineState, link: LinkState, h: BoardCard, a: Action, doomed: readonly BoardCard[], mandatory: boolean, once: readonly BoardCard[] = [], along: readonly BoardCard[] = []): BoardCard[] {
  const step = a.instead!;
  // (CH-REPLACE-PAY-LP, LP paid instead, is judged against destruction by battle only: ./battle-replacement.ts.)
  if (step.do === 'pay-lp') return [];
  const board = state.board;
  // CH-REPLACE-PAY-LP-TOO: LP paid along with the step — with less LP than that, it cannot be done at all.
  if (step.alsoPayLp !== undefined && lpShort(state, h, link, step.alsoPayLp)) return [];
  const acting: Acting = { ref: h.ref, card: h.card, controller: h.controller ?? link.controller, n: null, name: link.name, rules: link.rules };
  const can = (c: BoardCard): boolean => {
    // (Detaching a material from a card being destroyed is still a step that can be done: 「那1只」 the others are destroyed.)
    if (!mandatory && step.do !== 'detach' && (doomed.includes(c) || along.includes(c))) return false;
    // CH-INDESTRUCTIBLE-ONCE-STATE: kept from this destruction only by a once-only protection, it is still about to be destroyed
    // (docs/c03/卡片的抗性.rst:356–365): no optional replacement's step may be done to it — a permanent protection would allow it.
    if (!mandatory && step.do !== 'detach' && once.includes(c)) {
      if (!link.rules.includes(R.INDESTRUCTIBLE_ONCE_STATE)) link.rules.push(R.INDESTRUCTIBLE_ONCE_STATE);
      return false;
    }
    // CH-REPLACE-BATTLE-DESTROYED: a monster destroyed by battle (确定被战斗破坏, after damage calculation) is not tributed,
    // destroyed, banished or sent by a replacement's step (docs/c03/战斗阶段流程.rst:834–844).
    if (step.do !== 'detach' && c.zone === 'monster' && c.states.includes('battle-destroyed')) {
      if (!link.rules.includes(R.REPLACE_BATTLE_DESTROYED)) link.rules.push(R.REPLACE_BATTLE_DESTROYED);
      return false;
    }
    if (c.ref !== h.ref && unaffectedBy(state, c, acting) !== null) return false;
    if (step.do === 'destroy' && c.ref !== h.ref && shieldedBy(state, acting, c, 'destroy-by-effect')) return false;
    if (step.do === 'banish' && (cannotBeBanished(step, c.card, isField(c.zone) && c.faceUp) || grantedCannotBeBanished(step, board, c, acting.controller))) return false;
    // A substitute in the GY under a GY lock: the step would involve a card in the GY, and is negated.
    if (c.zone === 'gy' && gyLockOn(state, h.ref) !== null) return false;
    return true;
  };
  if (step.what === 'self' || step.what === undefined) return can(h) ? [h] : [];
  if (typeof step.what !== 'object') return [];
  const filter: CardFilter = step.what.filter;
  const ctx = onBoard(board, h.ref, h.controller ?? link.controller);
  const found = Object.values(board.cards).filter((c) => (step.note === OWN_EQUIPS ? c.equippedTo === h.ref : matchesFilter(filter, c, ctx)) && c.zone !== null);
  // CH-REPLACE-DESTROY-LINKED: 「这张卡所连接区1只自己怪兽」 — only a monster in a zone it points at (matchesFilter judges stated zones).
  if (filter.linkedBySelf && !link.rules.includes(R.REPLACE_DESTROY_LINKED)) link.rules.push(R.REPLACE_DESTROY_LINKED);
  return found.filter(can);
}

/**
 * The cards of `doomed` (about to be destroyed by `link`'s effect) that a replacement saves; the
 * substitute steps are done through `move`. Rule ids and what was assumed are said on the link.
 */
export function replaceDestruction(state: EngineState, link: LinkState, doomed: BoardCard[], move: Mover, mandatoryOnly = false, once: readonly BoardCard[] = [], along: readonly BoardCard[] = []): { saved: BoardCard[]; used: BoardCard[] } {
  const carriers = equippedCarriers(state);
  const holders = [...new Set([...cardsWith(state, 'destroyReplacements'), ...carriers.keys()])];
  if (holders.length === 0 || doomed.length === 0) return NONE;
  const board = state.board;
  const noted = link.directives.filter((d) => d.kind === 'chosen' && d.action === 'replace-destruction').map((d) => canonical(board, (d as { card: string }).card));
  const saved = new Set<BoardCard>();
  const used = new Set<BoardCard>();
  const optionalDone = new Set<BoardCard>();
  // Mandatory replacements first: they all apply; then the optional ones the user named.
  for (const pass of mandatoryOnly ? (['mandatory'] as const) : (['mandatory', 'optional'] as const)) {
    for (const h of holders) {
      for (const a of [...standing(h.card).destroyReplacements.filter((x) => !x.heldByEquipped), ...(carriers.get(h) ?? [])]) {
        if (a.against === 'battle') continue;
        if (!inPlace(state, link, h, a)) {
          // CH-REPLACE-DESTROY-NOTED: a noted one whose card is not where it works as the link destroys — why, decided now (the link's
          // destruction may move that very card after).
          if (noted.includes(h.ref)) fate(link, h, whyOff(h, [a]));
          continue;
        }
        // CH-SENT-GY-TURN: 「这个效果在这张卡送去墓地的回合不能使用」 (a destruction replacement from the GY) — none in the turn that happened to its card (./turn-event.ts);
        // not told, it may apply: assumed, and said when the user applies it.
        const bar = a.whileHolds?.length ? turnBarOf(state, h, a) : null;
        if (bar !== null) {
          if (!link.rules.includes(R.SENT_GY_TURN)) link.rules.push(R.SENT_GY_TURN);
          const applied = noted.includes(h.ref);
          if (bar !== 'unknown') {
            if (applied) {
              fate(link, h, 'cannot');
              pushOnce(state.assumptions, say({ rule: R.SENT_GY_TURN, params: { name: link.name, card: h.card.name, event: bar.cond.event, how: bar.cond.how, seen: bar.seen.by, entry: bar.seen.by === 'history' ? { kind: bar.seen.fact.kind, negated: bar.seen.fact.negated, player: bar.seen.fact.player } : null } }));
            }
            continue;
          }
          if (applied) pushOnce(state.assumptions, say({ rule: R.SENT_GY_TURN, params: { name: link.name, card: h.card.name, variant: 'assumed' } }));
        }
        const ctx = onBoard(board, h.ref, h.controller ?? link.controller);
        // CH-REPLACE-DESTROY-NOTED: a noted optional one kept off a card another replacement destroys instead (NESTED) — said so.
        if (mandatoryOnly && a.optional === true && noted.includes(h.ref) && doomed.some((c) => (a.what === 'self' ? c.ref === h.ref : typeof a.what === 'object' && matchesFilter(a.what.filter, c, ctx)))) fate(link, h, 'nested');
        if ((a.optional === true) !== (pass === 'optional')) continue;
        // Every mandatory replacement applies, also to a card another mandatory one already saved (two copies of one equip card on one
        // monster: both are destroyed); an optional one only to a card still to be destroyed.
        let covered = doomed.filter((c) => (pass === 'mandatory' || !saved.has(c)) && (a.what === 'self' ? c.ref === h.ref : typeof a.what === 'object' && matchesFilter(a.what.filter, c, ctx)));
        if (pass === 'optional') covered = covered.filter((c) => !optionalDone.has(c));
        if (covered.length === 0) continue;
        const mandatory = pass === 'mandatory';
        if (!mandatory && !noted.includes(h.ref)) {
          if (substitutes(state, link, h, a, doomed, false, once, along).length > 0) {
            if (!link.rules.includes(R.REPLACE_DESTROY_OFFERED)) link.rules.push(R.REPLACE_DESTROY_OFFERED);
            pushOnce(state.assumptions, t(`${link.name.zh}：「${h.card.name}」可以作为代替适用代替破坏（可选），没有写明适用，假定不适用（适用时写 [代替破坏 ${h.card.name}]）。`, `${link.name.en}: ${h.card.name} could replace this destruction (optional); not said to apply, so assumed not applied (write [代替破坏 ${h.card.name}] to apply it).`));
          }
          continue;
        }
        const subs = substitutes(state, link, h, a, doomed, mandatory, once, along);
        if (subs.length === 0) {
          fate(link, h, 'cannot');
          if (!link.rules.includes(R.REPLACE_DESTROY_CANNOT)) link.rules.push(R.REPLACE_DESTROY_CANNOT);
          // CH-REPLACE-DESTROY-LINKED: 「这张卡所连接区1只自己怪兽」 — none fit in the zones it points at (or none there at all).
          const step0 = a.instead;
          if (step0 && typeof step0.what === 'object' && step0.what.filter.linkedBySelf) pushOnce(state.assumptions, say({ rule: R.REPLACE_DESTROY_LINKED, params: { name: link.name, card: h.card.name, monster: null, variant: 'none' } }));
          else pushOnce(state.assumptions, t(`${link.name.zh}：「${h.card.name}」的代替破坏不能适用：作为代替的处理不能进行（那张卡也确定被破坏，或者不会被破坏·不受影响，或者不存在）。`, `${link.name.en}: ${h.card.name}'s destruction replacement cannot apply: its step cannot be done (its card is being destroyed too, cannot be destroyed or is unaffected, or is not there).`));
          continue;
        }
        const step = a.instead!;
        const n = step.what === 'self' ? 1 : (step.what && typeof step.what === 'object' ? step.what.count ?? 1 : 1);
        // The card the step acts on, when the link's note names it (`[破坏 X]` for a replacement that destroys another card).
        const named = link.directives.filter((d) => d.kind === 'chosen' && d.action === step.do).map((d) => canonical(board, (d as { card: string }).card));
        const pool = subs.filter((c) => !used.has(c));
        const chosen = [...pool.filter((c) => named.includes(c.ref)), ...pool.filter((c) => !named.includes(c.ref))].slice(0, n);
        if (subs.length > n && step.what !== 'self' && !chosen.some((c) => named.includes(c.ref)) && chosen[0]) pushOnce(state.assumptions, t(`${link.name.zh}：「${h.card.name}」作为代替处理的卡没有写明，假定是「${chosen[0].card.name}」（写 [破坏 X] 指定）。`, `${link.name.en}: which card ${h.card.name}'s replacement acts on is not written; assumed ${chosen[0].card.name} (write [破坏 X] to name it).`));
        if (chosen.length === 0) continue;
        // CH-REPLACE-DESTROY-LINKED: the zones not stated, the monster picked is assumed to be in its linked zone — said.
        if (typeof step.what === 'object' && step.what.filter.linkedBySelf) for (const c of chosen) if (pointsAtCard(h, c) === null) pushOnce(state.assumptions, say({ rule: R.REPLACE_DESTROY_LINKED, params: { name: link.name, card: h.card.name, monster: c.card.name } }));
        if (a.count === 1 && covered.length > 1) {
          pushOnce(state.assumptions, t(`${link.name.zh}：「${h.card.name}」只代替1张卡的破坏，假定是「${covered[0]!.card.name}」。`, `${link.name.en}: ${h.card.name} replaces the destruction of one card only; assumed ${covered[0]!.card.name}.`));
          covered = covered.slice(0, 1);
        }
        if (!link.rules.includes(R.REPLACE_DESTROY)) link.rules.push(R.REPLACE_DESTROY);
        // CH-REPLACE-DESTROY-NOTED: the note that applies it is said now that it has applied.
        if (noted.includes(h.ref) && !link.rules.includes(R.REPLACE_DESTROY_NOTED)) link.rules.push(R.REPLACE_DESTROY_NOTED);
        if (noted.includes(h.ref) && link.replaceFate?.[h.ref] !== 'applied') pushOnce(state.assumptions, say({ rule: R.REPLACE_DESTROY_NOTED, params: { n: link.n, card: h.card.name, variant: 'applied' } }));
        (link.replaceFate ??= {})[h.ref] = 'applied';
        if (step.alsoPayLp !== undefined) payAlong(state, link, h, step.alsoPayLp);
        if (a.heldByEquipped && !link.rules.includes(R.REPLACE_BY_EQUIPPED_CARD)) link.rules.push(R.REPLACE_BY_EQUIPPED_CARD);
        for (const c of covered) {
          saved.add(c);
          if (!mandatory) optionalDone.add(c);
        }
        const m = MOVES[step.do];
        // Detaching a material, removing a counter: nothing on the board moves that the answer tracks.
        for (const c of chosen) used.add(c);
        // CH-REPLACE-DESTROY-NESTED: a substitute the step destroys is itself a card about to be destroyed: the mandatory
        // replacements covering it apply (an equipped Union goes instead, an Xyz Monster detaches a material), the
        // optional ones do not (卡片的抗性.rst:377–383).
        let moving = chosen;
        if (step.do === 'destroy' && !mandatoryOnly) {
          const nested = replaceDestruction(state, link, chosen.filter((c) => c.ref !== h.ref), move, true);
          if (nested.saved.length) {
            if (!link.rules.includes(R.REPLACE_DESTROY_NESTED)) link.rules.push(R.REPLACE_DESTROY_NESTED);
            moving = chosen.filter((c) => !nested.saved.includes(c));
            for (const c of nested.used) used.add(c);
          }
        }
        if (m && moving.length) move(moving, m.to, m.type, h);
        // XYZ-DETACH: the material it detaches instead goes to the GY, not from the field (when the situation lists them).
        if (step.do === 'detach' && (step.what === 'self' || step.what === undefined) && h.materials) detachMaterials(state, h, typeof step.count === 'number' ? step.count : 1, link.n, h.controller, 'effect');
      }
    }
  }
  return { saved: doomed.filter((c) => saved.has(c)), used: [...used] };
}

/** Record what became of `h`'s replacement on this link (an applied one is never overwritten). */
function fate(link: LinkState, h: BoardCard, f: 'cannot' | 'nested' | 'gone' | 'gone-from' | 'off'): void {
  const all = (link.replaceFate ??= {});
  if (all[h.ref] === undefined) all[h.ref] = f;
}

/**
 * CH-REPLACE-DESTROY-NOTED: after `link` has resolved, each replacement its note applies (`[代替破坏 X]`) that did not apply and
 * was not yet said: why — its card had left the field (or the place its replacement works from) by then, was there face-down or
 * with its effects negated, or the link destroyed nothing it covers (not resolved, or no such card destroyed).
 */
export function notedReplacementsUnused(state: EngineState, link: LinkState): void {
  const board = state.board;
  const noted = link.directives.filter((d) => d.kind === 'chosen' && d.action === 'replace-destruction').map((d) => canonical(board, (d as { card: string }).card));
  for (const ref of [...new Set(noted)]) {
    const known = link.replaceFate?.[ref];
    if (known === 'applied' || known === 'cannot') continue;
    const h = board.cards[ref];
    if (!h) continue;
    const own = [...standing(h.card).destroyReplacements, ...(equippedCarriers(state).get(h) ?? [])].filter((a) => a.against !== 'battle');
    // (Decided as the link destroyed, when it did: its destruction may have moved the card since — the negated replacing card destroyed itself.)
    const now = () => {
      const why = whyOff(h, own);
      return why === 'off' && own.some((a) => inPlace(state, link, h, a)) ? 'unneeded' : why;
    };
    const variant = known ?? (own.length === 0 ? 'none' : now());
    if (!link.rules.includes(R.REPLACE_DESTROY_NOTED)) link.rules.push(R.REPLACE_DESTROY_NOTED);
    const from = own.find((a) => a.from !== undefined)?.from;
    pushOnce(state.assumptions, say({ rule: R.REPLACE_DESTROY_NOTED, params: { n: link.n, card: h.card.name, variant, from: typeof from === 'string' ? from : null } }));
  }
}

/**
 * CH-REPLACE-BY-EQUIPPED-CARD: the monster cards equipped by a card's effect that left them its replacement (`(由X)` on the equip
 * card, X's `heldByEquipped` replacements), with those replacements.
 */
function equippedCarriers(state: EngineState): Map<BoardCard, Action[]> {
  const out = new Map<BoardCard, Action[]>();
  for (const c of Object.values(state.board.cards)) {
    if (!c.equippedTo || c.card.type.kind !== 'monster') continue;
    // (The board keeps `summonedBy` for a monster in the Monster Zone only: an equip card's `(由X)` is read from the situation.)
    const byName = state.scenario.instances.find((i) => i.ref === c.ref)?.summonedBy;
    const by = byName ? state.scenario.instances.find((i) => i.card.name === byName)?.card : undefined;
    const held = by ? standing(by).destroyReplacements.filter((a) => a.heldByEquipped) : [];
    if (held.length) out.set(c, held);
  }
  return out;
}

const NONE: { saved: BoardCard[]; used: BoardCard[] } = Object.freeze({ saved: [], used: [] }) as never;

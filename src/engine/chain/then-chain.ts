/**
 * SIT-THEN-CHAIN (issue 16): chains one after another — `C1 … 然后 C1 …`. Each chain before the last is played in turn (activated,
 * resolved, its window opened) from the board the one before it left; the last chain is then judged as any chain is, with:
 *
 * - the board the chains before it left (cards moved, ATK/DEF and other changes still applying, equips, counters, LP);
 * - what they did as the turn's history: each link activated (its activation or effect negated, or not) and each monster they
 *   Special Summoned — so a once-per-turn spent there is spent, a 「这个效果发动的回合」 pledge binds, a lock left for the turn holds
 *   (CH-HISTORY-USED, CH-PLEDGE-EARLIER, CH-LINGERING-LOCK read it as they read `本回合:`);
 * - the events of the chain just before as the window it was started in (its triggers' 「那些怪兽」, as after an action).
 *
 * The answer judges the last chain; each earlier one is listed in `earlierChains` (its links, resolution order, events and window).
 */
import type { Text } from '../../i18n/text.js';
import type { HistoryFact, Scenario, ScenarioLink } from '../../scenario/types.js';
import type { Card } from '../../cards/facts.js';
import type { ActionResult, Board, ChainResult, EngineEvent } from '../types.js';
import { renews } from '../game/identity.js';
import type { Window } from '../../answer/types.js';
import { resolveChain } from './resolve.js';
import { startedIn } from './segoc-binds.js';
import { chainEndWindow } from '../window/index.js';
import { armedThrough } from '../window/end-phase-window.js';
import type { EventType } from '../../cards/facts.js';
import { duelEnd } from '../game/duel-end.js';
import { copyOf, historyEffect } from '../game/history.js';
import type { PendingLater } from '../game/end-phase.js';
import type { Lingering } from '../game/state.js';

/** One chain played before the last, as the engine left it. */
export interface PlayedChain {
  links: ScenarioLink[];
  scenario: Scenario;
  result: ChainResult;
  window: Window<Text>;
  /** The Duel ended in it: nothing after it is played. */
  ended: boolean;
}

/** The chains before the last, played in order; the prelude and the history the last one starts from. */
export function playEarlierChains(scenario: Scenario): { played: PlayedChain[]; prelude: ActionResult | null; history: HistoryFact[]; armed: Map<string, EventType[]> } {
  const played: PlayedChain[] = [];
  let prelude: ActionResult | null = null;
  let history: HistoryFact[] = [...(scenario.history ?? [])];
  let pending: PendingLater[] = [];
  let lingering: Lingering[] = [];
  // WIN-END-PHASE-ARMED-ON-CHAIN: the monsters summoned or flipped face-up by the chains played so far, still the same card.
  let armed = new Map<string, EventType[]>();
  for (const links of scenario.earlier ?? []) {
    const s: Scenario = { ...scenario, links, history, earlier: undefined, later: undefined };
    const result: ChainResult = { ...resolveChain(s, prelude), ...(armed.size ? { armedEarlier: armed } : {}) };
    armed = armedThrough(result);
    const ended = duelEnd(prelude ? prelude.before : result.before, result.after) !== null;
    const window = chainEndWindow(s, result);
    rebaseBonds(result.after, result.events);
    pending = rebasePending(result.pending ?? [], result.events, played.length + 1);
    lingering = keptLingering(result.lingering ?? [], played.length + 1);
    played.push({ links, scenario: s, result, window, ended });
    history = [...history, ...carried(s, result)];
    prelude = {
      // The board the next chain starts from: a special win or LP reaching 0 is new against it (one met before ended the Duel there).
      before: result.after,
      after: result.after,
      // The chain just played is the window the next one is started in: its events, as an action's are (no link of this chain).
      // (A summon a link made keeps that link, for whether a summon negation could still answer it: CH-SUMMON-BY-EFFECT.)
      events: result.events.map((e): EngineEvent => ({ ...e, link: null, ...summonMadeBy(s, result, e) })),
      assumptions: [],
      warnings: [],
      fromChain: true,
      // CH-SEGOC-ORDER-BINDS: the next chain is built in this window's order, and what missed its timing there is not in it (./segoc-binds.ts).
      ...startedIn(window),
      ...(pending.length ? { pending } : {}),
      ...(lingering.length ? { lingering } : {}),
    };
    if (ended) break;
  }
  return { played, prelude, history, armed };
}

/**
 * CT-BOND across chains (rules reference docs/c03/里侧·一时除外.rst:334): a bond (持续取对象) records the incarnation its target had,
 * counted from the events of the chain being played (../game/identity.ts). The next chain counts from its own events, so each
 * bond is settled here: one whose target became a new card in this chain — moved, or turned face-down — is cut; the rest are
 * kept as the card the next chain starts from (incarnation 0). Nothing is done on a board with no bond.
 */
function rebaseBonds(board: Board, events: readonly EngineEvent[]): void {
  for (const k in board.cards) {
    const h = board.cards[k]!;
    if (!h.bound) continue;
    const kept = h.bound.filter((b) => renewals(events, b.ref) === b.incarnation).map((b) => ({ ref: b.ref, incarnation: 0 }));
    h.bound = kept.length ? kept : null;
  }
}

/**
 * A step a chain left for a later phase (「直到结束阶段除外」's return, 「这个回合的结束阶段…破坏」) is applied already: a next chain
 * (`然后`) does not drop it — it waits for its phase as the one asked about's own do. Each card it names is settled as for a bond
 * (counted from this chain's events): still the same card, it is the card the next chain starts from (incarnation 0); a new card
 * (moved, turned face-down) is out of its reach (an incarnation no card has). `n`: this chain's number, kept for the answer's
 * words; a step carried from an earlier chain keeps its own.
 */
function rebasePending(list: readonly PendingLater[], events: readonly EngineEvent[], n: number): PendingLater[] {
  return list.map((p) => ({
    ...p,
    chain: p.chain ?? n,
    cards: p.cards === null ? null : p.cards.map((x) => ({ ...x, incarnation: x.incarnation >= 0 && renewals(events, x.ref) === x.incarnation ? 0 : -1 })),
  }));
}

/**
 * 「直到回合结束时…不受…的效果影响」 applied by a link of a chain played is still applying: a next chain (`然后`) keeps it, on the
 * cards it still protects (a card that left the field, or was turned face-down, was dropped from it as it moved — ../game/actions.ts). Only
 * a protection that lasts the turn (or the phase, or for good) is kept; one with no duration said is not. Its link is of no chain played
 * after it: 0, its chain's number kept (`chain`).
 */
function keptLingering(list: readonly Lingering[], n: number): Lingering[] {
  const lasting = new Set(['turn', 'main-phase', 'damage-step', 'permanent']);
  return list
    // (CH-GY-REDIRECT-LINGER: a redirect a resolved effect left lasts into the next chain too — one until the next turn's end.)
    // (CH-LINGER-NEGATE-COLUMN: a column negated for the turn stays so in the next chain.)
    .filter((l) => (l.action.do === 'unaffected' && l.action.duration !== undefined && lasting.has(l.action.duration) && l.cards.length > 0) || (l.action.insteadOfGy !== undefined && l.action.duration === 'permanent') || l.column !== undefined)
    .map((l) => ({ ...l, link: 0, chain: l.chain ?? n, cards: [...l.cards] }));
}

/** How many times the card became a new card in these events (turns face-down counted). */
function renewals(events: readonly EngineEvent[], ref: string): number {
  let n = 0;
  for (const ev of events) ev.cards.forEach((r, i) => { if (r === ref && renews(ev, i, true)) n += 1; });
  return n;
}

const SUMMON_EVENTS = new Set(['summoned', 'special-summoned']);

/**
 * CH-SUMMON-BY-EFFECT: a summon a link of this chain made, as the next chain's window sees it — which link, and whether its effect
 * summons only after it has resolved: a Normal Summon by an effect is made once the effect has resolved (docs/c02/进入连锁·不入连锁的特殊召唤.rst:61);
 * a plain Special Summon within the resolution (:39); an effect that summons as a Synchro/Xyz/Link Summon is not told apart (null).
 */
function summonMadeBy(scenario: Scenario, result: ChainResult, e: EngineEvent): Pick<EngineEvent, 'madeByLink'> {
  if (e.link === null || !SUMMON_EVENTS.has(e.type)) return {};
  if (e.type === 'summoned') return { madeByLink: { n: e.link, after: true } };
  const l = result.links.find((x) => x.n === e.link);
  const inst = l ? scenario.instances.find((i) => i.ref === l.card.ref) : undefined;
  const effect = l && inst ? historyEffect({ card: inst.card, effect: l.effect === 0 ? null : l.effect, pendulum: scenario.links.find((x) => x.n === l.n)?.pendulum }) : null;
  const procedure = effect?.summonsAs?.some((k) => k === 'synchro' || k === 'xyz' || k === 'link') ?? false;
  return { madeByLink: { n: e.link, after: procedure ? null : false } };
}

/** The card of the link that made an event (none for the rules' own). */
function linkCard(scenario: Scenario, result: ChainResult, n: number | null): Pick<HistoryFact, 'by'> {
  const l = n === null ? undefined : result.links.find((x) => x.n === n);
  const inst = l ? scenario.instances.find((i) => i.ref === l.card.ref) : undefined;
  return inst ? { by: inst.card } : {};
}

/** The card a link showed (`[确认 X]`), by name, as the history keeps it. */
function shownBy(scenario: Scenario, link: ScenarioLink | undefined): Pick<HistoryFact, 'shown'> {
  const d = link?.facts.find((x): x is Extract<typeof x, { kind: 'chosen' }> => x.kind === 'chosen' && x.action === 'look');
  const c = d ? scenario.instances.find((i) => i.ref === d.card)?.card : undefined;
  return c ? { shown: c.name } : {};
}

/** The card name (or kind of card) a link declared (`[宣言 X]`), as the history keeps it. */
function declaredBy(link: ScenarioLink | undefined): Pick<HistoryFact, 'declared' | 'declaredKind' | 'declaredType'> {
  const d = link?.facts.find((x): x is Extract<typeof x, { kind: 'declared' }> => x.kind === 'declared');
  // CH-LINGER-SUMMON-LOCK-DECLARED: a monster type declared (`[宣言 融合怪兽]`) is kept as the type, for the lock its effect left.
  if (d?.monsterType) return { declaredType: d.monsterType };
  // CH-LINGERING-LOCK-DECLARED: a kind of card declared (`[宣言 魔法]`) is kept as the kind, for the lock its effect left.
  if (d?.cardKind) return { declaredKind: d.cardKind };
  return d ? { declared: d.card?.name ?? d.name } : {};
}

/**
 * CH-NAME-NEGATE-EARLIER across chains: a link that resolved a negation by name (「那只怪兽以及原本卡名相同的怪兽的效果…无效化」
 * by a target, 「这个效果除外的卡以及原本卡名和那张卡相同的卡的效果无效化」 by a declared name) leaves the cards it was about — those it
 * targeted or banished — on its history entry, as `本回合:…(对象:X)` writes them: an effect of that name activated in a later chain
 * (`然后`) resolves negated. (Before, the entry named none, and a later copy of the negated name resolved.)
 */
function aboutOf(card: Card, l: ChainResult['links'][number], result: ChainResult): Pick<HistoryFact, 'about'> {
  if (l.outcome !== 'resolved') return {};
  const e = card.effects.find((x) => x.n === (l.effect || 1));
  if (!e?.does.some((a) => a.do === 'negate-effects' && a.sameName)) return {};
  const about: Card[] = [];
  for (const ev of result.events) {
    if (ev.link !== l.n || (ev.type !== 'banished' && ev.type !== 'targeted')) continue;
    for (const r of ev.cards) {
      const c = result.after.cards[result.after.aliases?.[r] ?? r] ?? result.before.cards[r];
      if (c && c.card.id && !about.some((x) => x.id === c.card.id)) about.push(c.card);
    }
  }
  return about.length ? { about } : {};
}

/**
 * What a chain played leaves in the turn's history: each link activated (not one that could not be), how it ended, and each
 * monster it Special Summoned or Normal Summoned, in the order they happened.
 */
function carried(scenario: Scenario, result: ChainResult): HistoryFact[] {
  const out: HistoryFact[] = [];
  for (const l of result.links) {
    if (l.outcome === 'illegal') continue;
    const inst = scenario.instances.find((i) => i.ref === l.card.ref);
    if (!inst) continue;
    out.push({
      kind: 'activation',
      player: l.controller,
      playerAssumed: false,
      card: inst.card,
      sameAs: copyOf(scenario, inst.ref) ?? inst.ref,
      effect: l.effect === 0 ? null : l.effect,
      ...(scenario.links.find((x) => x.n === l.n)?.pendulum ? { pendulum: true } : {}),
      summon: null,
      from: null,
      negated: l.outcome === 'activation-negated' ? 'activation' : l.outcome === 'effect-negated' ? 'effect' : null,
      // (Its steps left for a later phase are carried as they were applied — rebasePending — not read again from the history.)
      chained: true,
      // CH-DECLARED-AGAIN: the name it declared, which a later declaration of this effect this turn may not repeat.
      ...declaredBy(scenario.links.find((x) => x.n === l.n)),
      // CH-SHOWN-BY-EARLIER: the card it showed, for a later effect of this card on 「①的效果确认的怪兽」 (only if its effect resolved).
      ...(l.outcome === 'resolved' ? shownBy(scenario, scenario.links.find((x) => x.n === l.n)) : {}),
      ...aboutOf(inst.card, l, result),
      span: scenario.links.find((x) => x.n === l.n)!.span,
    });
  }
  for (const e of result.events) {
    if (e.type !== 'special-summoned' && e.type !== 'summoned') continue;
    for (const ref of e.cards) {
      const c = result.after.cards[result.after.aliases?.[ref] ?? ref];
      if (!c || !c.card.id) continue;
      out.push({
        kind: 'summon',
        player: c.controller ?? e.player ?? scenario.turnPlayer,
        playerAssumed: false,
        card: c.card,
        sameAs: copyOf(scenario, ref) ?? ref,
        effect: null,
        summon: e.type === 'summoned' ? 'normal' : 'special',
        from: null,
        negated: null,
        // The card whose effect summoned it (a link's): no summon by the rules, so not the turn's own Normal Summon (CH-NORMAL-SUMMON-ONCE).
        ...linkCard(scenario, result, e.link),
        span: scenario.links[0]!.span,
      });
    }
  }
  return out;
}

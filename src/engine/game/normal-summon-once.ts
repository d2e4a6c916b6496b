/**
 * CH-NORMAL-SUMMON-ONCE (rules reference docs/c02/基本用语.rst:618, :691; docs/c03/无效.rst:92, :72): by the rules a player Normal Summons
 * (通常召唤: a summon face-up, a Tribute Summon, a Set face-down — a Gemini monster's second summon too) once a turn. A Normal Summon or Set
 * written as the action is refused when the turn's history (`本回合:A:X(召唤)`, `(上级召唤)`) already holds one of that player made by the
 * rules — a negated one too: the right was used all the same (无效.rst:92). Not by the rules, so not counted: a summon an effect made
 * (`(由Y)`, an effect's 「把1只怪兽通常召唤」, a monster a chain played before summoned — 基本用语.rst:677), and the action written as
 * an effect's (`召唤 X (效果)`).
 *
 * More Normal Summons the turn allows (基本用语.rst:670–715): 「这个回合自己可以进行通常召唤最多N次」 (`normalSummonsPerTurn`)
 * applied earlier this turn raises the count to N; 「自己在通常召唤外加上只有1次…召唤」 (`extraSummon`, applied earlier, or a face-up
 * card's continuous grant) adds one — of the monsters its words name, and the summon they allow (`extraSummonFilter`, `extraSummonAs`,
 * checked; words not read are said as not checked) — unless a summon by such a grant was made already. An earlier activation whose effect was not read, or whose unread words speak of a summon, may have granted one: the
 * summon is allowed and that is said.
 */
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { HistoryFact, Scenario, ScenarioAction } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import type { Text } from '../../i18n/text.js';
import { historyEffect } from './history.js';
import { boardView, checkConditions, matchContext, matchesFilter } from './match.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/** An unread clause that may grant a Normal Summon (「可以再1次通常召唤」「在通常召唤外加上…召唤」). */
const UNREAD_GRANT = /通常召唤|(?:外加上|再).{0,12}召唤/;

/** Is this action a Normal Summon or Set by the rules (not one an effect makes)? */
function normalSummonByRule(action: ScenarioAction, subject: BoardCard): boolean {
  if (action.cause === 'effect' && !action.causeAssumed) return false;
  if (action.verb === 'summon' || action.verb === 'tribute-summon') return true;
  return action.verb === 'set' && subject.card.type.kind === 'monster' && subject.zone === 'hand';
}

/**
 * The Normal Summons `player` made by the rules earlier this turn (negated ones too), as the history lists them — a monster Set
 * (`(盖放)`) among them: it uses the same right (基本用语.rst:618). A Spell or Trap Set does not.
 */
function earlierNormalSummons(history: readonly HistoryFact[], player: Player): HistoryFact[] {
  const normal = (h: HistoryFact): boolean => (h.kind === 'summon' && (h.summon === 'normal' || h.summon === 'tribute')) || (h.kind === 'set' && h.card.type.kind === 'monster');
  return history.filter((h) => normal(h) && h.player === player && h.by === undefined);
}

/** One extra Normal Summon a grant allows (基本用语.rst:680–687): the card, and what its words let it summon (EffectFacts.extraSummon*). */
interface Grant {
  by: string;
  e: EffectFacts;
}

/** What the turn allows `player` beyond the rules' one Normal Summon, read from the history and the field. */
function grants(history: readonly HistoryFact[], board: Board, player: Player): { perTurn: number; extra: Grant[]; unread: string | null; idle: string | null } {
  let perTurn = 1;
  // (s61: every grant in reach, in the order met — the player declares which one a summon uses (基本用语.rst:686), so a monster that
  // fits any of them may be summoned on it; before, only the first was kept and its words decided alone.)
  const extra: Grant[] = [];
  let unread: string | null = null;
  // (CH-EXTRA-SUMMON-TURN: a face-up card whose grant holds only the turn it was summoned — 和魂 「这张卡召唤·反转的回合」 — and that the
  // situation does not show so: named in the refusal, so the player sees why it granted nothing and how to write the summon.)
  let idle: string | null = null;
  const isNormalGrant = (e: EffectFacts): boolean => e.extraSummon !== undefined && !e.extraSummon.endsWith('灵摆召唤');
  for (const h of history) {
    // An activation whose effect did not apply (negated, rewritten) granted nothing.
    if (h.kind !== 'activation' || h.player !== player || h.negated !== null) continue;
    const e: EffectFacts | null = h.card.source === 'unknown' ? null : historyEffect(h);
    if (e === null || e.unknown?.some((u) => UNREAD_GRANT.test(u))) unread ??= h.card.name;
    if (e?.normalSummonsPerTurn !== undefined) perTurn = Math.max(perTurn, e.normalSummonsPerTurn);
    if (e && isNormalGrant(e)) extra.push({ by: h.card.name, e });
  }
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (c.controller !== player || !c.faceUp || (c.zone !== 'monster' && c.zone !== 'spell')) continue;
    if (c.states.includes('effects-negated') || c.states.includes('cannot-use')) continue;
    for (const e of c.card.effects) {
      if (e.kind !== 'continuous' || !isNormalGrant(e)) continue;
      if (e.condition?.length && checkConditions(e.condition, boardView(board, new Set()), c, player) !== true) idle ??= c.card.name;
      else extra.push({ by: c.card.name, e });
    }
  }
  // The one extra summon of such grants a turn (基本用语.rst:682–685): spent once a summon was made by one.
  const spent = history.some((h) => h.kind === 'summon' && h.player === player && h.by?.effects.some((x) => x.extraSummon !== undefined));
  return { perTurn, extra: spent ? [] : extra, unread, idle: spent || extra.length > 0 ? null : idle };
}

/**
 * Why `g` cannot summon `subject` this way (s61), or null when it can: its monster words (`extraSummonFilter`: 「「X」以外的1只「Y」
 * 怪兽」), its summon (`extraSummonAs`: 「召唤」 allows no Set, 「上级召唤」 only a Tribute Summon). Words not read are not checked here.
 */
function misfit(g: Grant, action: ScenarioAction, subject: BoardCard, actor: Player): 'monster' | 'set' | 'tribute' | null {
  if (g.e.extraSummonFilter && !matchesFilter(g.e.extraSummonFilter, subject, matchContext(subject.ref, actor, null))) return 'monster';
  if (g.e.extraSummonAs !== undefined && action.verb === 'set') return 'set';
  // (A Tribute Summon: written so, with tributes, or a Level 5+ summon whose tributes are left unwritten — the binder's `untributed`.)
  const tributing = action.verb === 'tribute-summon' || action.tributes.length > 0 || (action.untributed?.fewest ?? 0) > 0;
  if (g.e.extraSummonAs === 'tribute-summon' && !tributing) return 'tribute';
  return null;
}

/** The refusal of a Normal Summon or Set past the turn's count (naming the first one), or the assumption it is allowed on. */
export function normalSummonOnce(scenario: Scenario, board: Board, action: ScenarioAction, subject: BoardCard, actor: Player): { refused: Text | null; assumed: Text | null } {
  const none = { refused: null, assumed: null };
  const history = scenario.history ?? [];
  if (history.length === 0 || !normalSummonByRule(action, subject)) return none;
  const made = earlierNormalSummons(history, actor);
  if (made.length === 0) return none;
  const g = grants(history, board, actor);
  if (made.length < g.perTurn) return none;
  const first = made[0]!.card.name;
  if (made.length === g.perTurn && g.extra.length > 0) {
    // (s60/s61: the grant's words are checked — the monster, and the summon it allows; the first grant the summon fits is the one used.)
    const fit = g.extra.find((x) => misfit(x, action, subject, actor) === null);
    if (!fit) {
      // (Named: the first grant and why it does not fit; the others, if any, fit no better.)
      const x = g.extra[0]!;
      const why = misfit(x, action, subject, actor)!;
      return { refused: say({ rule: R.NORMAL_SUMMON_ONCE, params: { variant: 'not-for', why, card: subject.card.name, first, by: x.by, only: x.e.extraSummonFilter ?? null, others: g.extra.length - 1 } }), assumed: null };
    }
    return { refused: null, assumed: say({ rule: R.NORMAL_SUMMON_ONCE, params: { variant: 'extra', card: subject.card.name, first, by: fit.by, only: fit.e.extraSummonFilter ?? null, unreadWords: fit.e.extraSummonUnread ?? null, anyMonster: fit.e.source !== 'curated' && !fit.e.extraSummonUnread } }) };
  }
  if (g.unread !== null) return { refused: null, assumed: say({ rule: R.NORMAL_SUMMON_ONCE, params: { variant: 'unread', card: subject.card.name, first, by: g.unread } }) };
  return { refused: say({ rule: R.NORMAL_SUMMON_ONCE, params: { variant: 'refused', card: subject.card.name, first, count: made.length, perTurn: g.perTurn, idle: g.idle, player: actor } }), assumed: null };
}

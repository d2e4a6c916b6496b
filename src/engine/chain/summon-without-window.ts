/**
 * CH-SUMMON-BY-EFFECT: a summon made as an effect resolves has no moment 「召唤之际」 a summon negation (a Counter Trap 「…召唤无效」) could
 * answer — the effect is still resolving while the monster is summoned (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:39,
 * :49–51). Read where the situation shows such a summon as the one a Chain Link 1 summon negation would answer:
 *
 * - the action, written as an effect's: `特殊召唤 X (效果)`, `特殊召唤 X [由 Y]`, a Fusion or Ritual Summon `[由 Y]` (Y's resolution makes it);
 * - the chain played just before (`… 然后 C1 …`): a monster a link of it summoned. A summon its effect lets its player make only once
 *   it has resolved (a Normal Summon 「把1只怪兽通常召唤」, docs/c02/进入连锁·不入连锁的特殊召唤.rst:61) has that moment when the effect was Chain Link 1,
 *   not when it was Chain Link 2 or higher — other links were still to resolve (:64–65). An effect that summons as a Synchro/Xyz/Link
 *   Summon is not told apart (within its resolution, or after it): as Chain Link 1 it is not refused, and that is said.
 *
 * A negation's other part, 「特殊召唤的效果发动时」, answers the activation (a link below), not the summon: it is not judged here.
 */
import type { EngineState } from '../game/state.js';
import { cardAt } from '../game/board.js';
import type { Params } from '../phrases/index.js';
import type { ScenarioAction } from '../../scenario/types.js';

/** The summon written as the action is made within an effect's resolution (the phrase's params: the card, when named), or null. */
export function actionSummonedByEffect(action: ScenarioAction): Params | null {
  if (action.verb === 'special-summon' && action.cause === 'effect' && !action.causeAssumed) return {};
  // A Synchro/Xyz/Link Summon `[由 Y]`: within Y's resolution only when Y summons 「当作同调召唤」; Y's plain 「…同调召唤」 is made after it (below).
  if (action.verb === 'special-summon' && action.byEffectNote && madeAfterResolution(action)) return null;
  if (action.verb === 'special-summon' && action.byEffectNote) return { variant: 'noted', by: action.byEffectCard?.name ?? null };
  // A Fusion or Ritual Summon an effect makes is made within its resolution (a Spell that Fusion Summons); 「…同调·超量·连接召唤」 may be after it.
  if (action.byCard && (action.how === 'fusion' || action.how === 'ritual')) return { variant: 'noted', by: action.byCard.name };
  return null;
}

/**
 * A Normal Summon (or Tribute Summon) written as the action made by an effect (`召唤 X (效果)`): an effect that lets its player Normal
 * Summon (「把1只怪兽通常召唤」) has it made once the effect has resolved (docs/c02/进入连锁·不入连锁的特殊召唤.rst:61–65) — answerable
 * when that effect was Chain Link 1, not when it was Chain Link 2 or higher. The action does not say which: Chain Link 1 is assumed
 * (the phrase's params), or null when the action is not such a summon.
 */
export function actionSummonAfterEffect(state: EngineState): Params | null {
  const action = state.scenario.action;
  if (action && action.verb === 'special-summon' && action.byEffectNote && madeAfterResolution(action)) {
    return { variant: 'action-after-extra', card: cardName(state, [action.subject]), by: action.byEffectCard?.name ?? null, how: action.how ?? null };
  }
  if (!action || (action.verb !== 'summon' && action.verb !== 'tribute-summon') || action.cause !== 'effect' || action.causeAssumed) return null;
  return { variant: 'action-after', card: cardName(state, [action.subject]) };
}

/**
 * A Synchro/Xyz/Link Summon written `[由 Y]` where Y is not read to summon 「当作同调召唤」 (within its resolution, .rst:106): Y's 「…同调召唤」
 * (a Spell's 「…把1只同调怪兽同调召唤」) lets its player make it once Y has resolved (.rst:61–68) — answerable when Y was Chain Link 1.
 */
function madeAfterResolution(action: ScenarioAction): boolean {
  return (action.how === 'synchro' || action.how === 'xyz' || action.how === 'link') && action.byEffectCard?.treated !== true;
}

/** Why no summon negation can answer the summon the situation shows (the phrase's params), or null: it may (or it is not told). */
export function summonWithoutWindow(state: EngineState): Params | null {
  const action = state.scenario.action;
  if (action) return actionSummonedByEffect(action);
  if (!state.preludeChain) return null;
  const made = state.prelude.filter((ev) => ev.madeByLink !== undefined);
  // A summon Chain Link 1 let its player make once it had resolved is the one in progress: that one may be answered.
  if (made.length === 0 || made.some((ev) => ev.madeByLink!.n === 1 && ev.madeByLink!.after !== false)) return null;
  const ev = made[0]!;
  return { variant: ev.madeByLink!.after === false ? 'chain' : 'chain-later-link', card: cardName(state, ev.cards), link: ev.madeByLink!.n };
}

/** The name of the first of `refs` on the board (through its aliases: cardAt). */
const cardName = (state: EngineState, refs: readonly string[]): string | null =>
  refs.map((r) => cardAt(state.board, r)?.card.name).find((n) => n !== undefined) ?? null;

/** The summon of the chain just before whose effect was Chain Link 1 but is not told to be made within or after its resolution. */
export function summonWindowUntold(state: EngineState): { card: string | null } | null {
  if (state.scenario.action || !state.preludeChain) return null;
  for (const ev of state.prelude) {
    const made = ev.madeByLink;
    if (!made || made.after !== null || made.n !== 1) continue;
    return { card: cardName(state, ev.cards) };
  }
  return null;
}

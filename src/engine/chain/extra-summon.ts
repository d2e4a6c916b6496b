/**
 * CH-EXTRA-SUMMON (rules reference docs/c02/基本用语.rst:680–715): effects that add Normal Summons this turn.
 *
 * - 「自己在通常召唤外加上只有1次，…可以…召唤」 (`EffectFacts.extraSummon`): once such an effect was applied this turn
 *   (activated earlier — `本回合:` — and neither its activation nor its effect negated), an effect that grants the
 *   same words cannot be activated, even before the extra summon was used (two cards that grant the same words, or
 *   a second copy of one). Different words still may (a continuous grant is not activated at all). The grant is
 *   for its player's own Main Phase: in the opponent's turn it cannot apply, so it cannot be activated, even when
 *   the effect does more.
 * - 「这个回合自己可以进行通常召唤最多N次」 (`normalSummonsPerTurn`): it sets the turn's Normal Summons, so it cannot
 *   be activated when an earlier one of its player already made them N or more (a second 「最多2次」; a 「最多2次」
 *   after a 「最多3次」 — the 「最多3次」 after a 「最多2次」 still raises 2 to 3).
 *
 * - Added (issue 16): a Normal Summon made earlier this turn by such a grant (`本回合: X(召唤,由Y)`) spends it: no effect
 *   that grants an extra Normal Summon can be activated for the rest of the turn, even one with other words.
 *
 * Only the turn's history is read: a link of the same chain cannot have applied yet.
 */
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { EngineState } from '../game/state.js';
import { historyEffect } from '../game/history.js';
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/** The effects `player` applied earlier this turn (activated, neither the activation nor the effect negated). */
function appliedEarlier(state: EngineState, player: Player): { card: string; e: EffectFacts }[] {
  const out: { card: string; e: EffectFacts }[] = [];
  for (const h of state.scenario.history ?? []) {
    if (h.kind !== 'activation' || h.player !== player || h.negated) continue;
    const e = historyEffect(h);
    if (e) out.push({ card: h.card.name, e });
  }
  return out;
}

export function extraSummonRefusal(state: EngineState, e: EffectFacts, me: Player): Phrase | null {
  if (e.extraSummon === undefined && e.normalSummonsPerTurn === undefined) return null;
  if (e.extraSummon !== undefined && me !== state.scenario.turnPlayer) return { rule: R.EXTRA_SUMMON, params: { variant: 'opponent-turn', card: '' } };
  if ((state.scenario.history ?? []).length === 0) return null;
  // A Normal Summon made earlier this turn by an extra-summon grant (`本回合: X(召唤,由Y)`, CH-HISTORY-BY): no such effect
  // may apply any more this turn, whatever its words (docs/c02/基本用语.rst:693–695).
  // (An extra Pendulum Summon, 「…灵摆召唤」, is no Normal Summon: a Normal Summon made by a grant does not spend it.)
  if (e.extraSummon !== undefined && !e.extraSummon.endsWith('灵摆召唤')) {
    const used = (state.scenario.history ?? []).find((h) => h.kind === 'summon' && h.player === me && h.negated === null && (h.summon === 'normal' || h.summon === 'tribute') && h.by?.effects.some((x) => x.extraSummon !== undefined));
    if (used) return { rule: R.EXTRA_SUMMON, params: { variant: 'used', card: used.by!.name } };
  }
  for (const h of appliedEarlier(state, me)) {
    if (e.extraSummon !== undefined && h.e.extraSummon === e.extraSummon) return { rule: R.EXTRA_SUMMON, params: { variant: 'same', card: h.card } };
    if (e.normalSummonsPerTurn !== undefined && (h.e.normalSummonsPerTurn ?? 0) >= e.normalSummonsPerTurn) {
      return { rule: R.EXTRA_SUMMON, params: { variant: 'count', card: h.card, amount: h.e.normalSummonsPerTurn! } };
    }
  }
  return null;
}

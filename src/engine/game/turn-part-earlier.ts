/**
 * Issue 16, CH-TURN-PART-EARLIER (rules reference docs/c03/无效.rst:564–565, docs/c03/誓约.rst:179–193): a limit on summons an
 * effect activated earlier this turn (`本回合:`) left for the rest of the turn as a lasting part of its own (CH-TURN-PART, compiled
 * with its `limits`: 「这个效果的发动后，直到回合结束时自己不能把怪兽特殊召唤」). It is part of the effect, not a pledge: it binds only
 * when that effect applied — not when its activation or its effect was negated, nor when a higher link rewrote it (CH-REWRITE: it
 * resolved the new text only, CH-REWRITE-TURN-PART), nor when the card was activated by another card's effect (CH-HISTORY-BY: its
 * activation's effect did not apply). A pledge of the same activation still binds then (CH-PLEDGE-EARLIER).
 */
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { Scenario } from '../../scenario/types.js';
import { activatedByEffect, historyEffect } from './history.js';

type Limit = NonNullable<EffectFacts['pledge']>;

/** The summon limits `player`'s earlier activations of the turn left, with the card that left each. */
export function earlierTurnPartLimits(scenario: Scenario, player: Player): { card: string; limit: Limit }[] {
  const out: { card: string; limit: Limit }[] = [];
  for (const h of scenario.history ?? []) {
    if (h.kind !== 'activation' || h.player !== player || h.negated !== null) continue;
    const e = historyEffect(h);
    if (!e || activatedByEffect(h, e)) continue;
    for (const part of e.turnParts ?? []) for (const limit of part.limits ?? []) out.push({ card: h.card.name, limit });
  }
  return out;
}

/**
 * The cards whose text may grant a player something for an action (tribute an opponent's monster, use it as material, summon
 * without tributes): face-up cards on the field whose effects are not negated, and cards activated earlier this turn
 * (`本回合:`) whose activation was not negated — with what that activation was about (its target, `对象:X`).
 * `player` null: either player's.
 */
import type { Card, Player } from '../cards/facts.js';
import type { CardInstance, HistoryFact } from './types.js';

export interface GrantSource {
  card: Card;
  about?: readonly Card[];
}

export function grantSources(player: Player | null, instances: readonly CardInstance[], history: readonly HistoryFact[]): GrantSource[] {
  const out: GrantSource[] = [];
  for (const c of instances) {
    if ((player !== null && c.controller !== player) || !c.faceUp || (c.zone !== 'monster' && c.zone !== 'spell')) continue;
    if (!c.states.includes('effects-negated')) out.push({ card: c.card });
  }
  for (const h of history) {
    if (h.kind !== 'activation' || (player !== null && h.player !== player) || h.negated) continue;
    out.push({ card: h.card, ...(h.about ? { about: h.about } : {}) });
  }
  return out;
}

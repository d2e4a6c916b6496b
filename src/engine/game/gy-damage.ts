/**
 * CH-GY-ARRIVAL-DAMAGE (test/RULES.md; rules reference docs/c02/基本用语.rst:1385): a face-up card whose continuous effect says 「每次送卡去墓地，
 * 每1张卡、那些卡的主人基本分受到300的伤害」 (`gyArrivalDamage`) deals that damage to the owner of each card an event puts in a GY, at once and
 * with no chain — a discarded card, a cost, a resolved Spell. Not while its effects are negated, nor for itself. The holders are found
 * once per chain (a board's cards are fixed, ./standing.ts); with none, an event costs one map lookup.
 */
import type { BoardCard, EngineEvent } from '../types.js';
import type { EngineState } from './state.js';
import { onField } from './board.js';
import { specialWinHoldsNow } from './duel-end.js';
import { cardsWith, standing } from './standing.js';
import { isToken } from './undergo.js';

/** A damage to deal: to whom, how much, whose card's effect (`by`), and that card (`card`: the one that dealt it, WIN-DAMAGE-CAUSE). */
type GyDamage = { player: 'A' | 'B'; amount: number; by: 'A' | 'B' | null; card: string };
/** (Shared: most GY events meet no holder, and allocate nothing.) */
const NONE: readonly GyDamage[] = Object.freeze([]);

/** Deals the damage for the cards `ev` put in a GY; returns the damage events to record after it. */
export function gyArrivalDamage(state: EngineState, ev: EngineEvent): readonly GyDamage[] {
  const hs = cardsWith(state, 'gyArrivalDamages');
  if (hs.length === 0) return NONE;
  // A special win met at this moment ends the Duel: the damage is not dealt.
  if (specialWinHoldsNow(state.board)) return NONE;
  const out: GyDamage[] = [];
  for (const h of hs) {
    if (!onField(h) || !h.faceUp || h.states.includes('effects-negated')) continue;
    for (const a of standing(h.card).gyArrivalDamages) {
      for (let i = 0; i < ev.cards.length; i++) {
        // (A card already in the GY — one activated there, whose activation names it where it is — is not sent to it.)
        if (ev.to[i] !== 'gy' || ev.from[i] === 'gy' || ev.cards[i] === h.ref) continue;
        const c = state.board.cards[state.board.aliases?.[ev.cards[i]!] ?? ev.cards[i]!];
        // A Token is no card and never reaches a GY: it vanishes as it leaves the field (docs/c02/基本用语.rst:1032).
        if (c && isToken(c.card)) continue;
        const owner = c?.owner ?? c?.controller;
        if (!owner) continue;
        out.push({ player: owner, amount: a.gyArrivalDamage!.amount, by: h.controller, card: h.ref });
      }
    }
  }
  return out;
}

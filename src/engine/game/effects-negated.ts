/**
 * MATCH-EFFECTS-NEGATED (issue 16; rules reference docs/c03/无效.rst:48, :521): 「效果被无效化的（怪兽·卡）」 is a face-up card on
 * the field whose effects are negated now — one the situation states `(效果无效)`, or one a face-up card's continuous negation of
 * effects reaches (「只要这张卡在怪兽区域存在，对方场上的表侧表示怪兽的效果无效化」), however few effects it has. A card with no
 * effects (a Normal Monster) is none. The negating card must itself apply: face-up on the field, not negated, its activation not
 * negated.
 */
import type { Player } from '../../cards/facts.js';
import { isField } from './board.js';
import { matchContext, matchesFilter, type CardView } from './match.js';
import { standing } from './standing.js';
import type { Board } from '../types.js';

/** Has the card (face-up on the field) its effects negated now, among these other cards? */
export function effectsNegatedNow(c: CardView, others: Iterable<CardView> | undefined, earlier?: Board['earlierNegations']): boolean {
  if (!isField(c.zone) || !c.faceUp || c.activationNegated) return false;
  // A Normal Monster (no effect) is no monster whose effects are negated.
  if (c.card.type.kind === 'monster' && c.card.type.subtypes.includes('normal') && !c.card.type.subtypes.includes('pendulum')) return false;
  if ((c.states ?? []).includes('effects-negated')) return true;
  // 「这张卡的发动和效果不会被无效化」: no negation reaches the card.
  if (c.card.effects.some((e) => e.cannotBeNegated?.card === true)) return false;
  for (const n of earlier ?? []) if (matchesFilter(n.filter, c, matchContext('', n.player, undefined))) return true;
  if (others === undefined) return false;
  for (const k of others) {
    if (k === c || k.ref === c.ref || !isField(k.zone) || !k.faceUp || k.activationNegated || k.controller === null) continue;
    if ((k.states ?? []).includes('effects-negated') || (k.states ?? []).includes('cannot-use')) continue;
    const negations = standing(k.card).negations;
    if (negations.length === 0) continue;
    const me: Player = k.controller;
    const ctx = matchContext(k.ref, me, undefined);
    if (negations.some(({ action }) => typeof action.what === 'object' && matchesFilter(action.what.filter, c, ctx))) return true;
  }
  return false;
}

/**
 * CH-DRAW-COUNT-OF / CMP-STAT-KINDS (issue 16): the kinds of names among cards (「…怪兽每有1种类」「…的怪兽种类×200」) — each card's name
 * now, and, unless an effect or the situation changed its name, the second name its name line gives it by the rules (「这张卡名在规则上
 * 也当作「X」使用」; a card that took another card's name and text, `复制:`, has that card's). Only names holding `archetype` count
 * (for a second name) when one is asked for (rules reference docs/c02/基本用语.rst:418, :424).
 */
import type { BoardCard } from '../types.js';
import { printedName } from '../../scenario/renamed.js';

export function namesAmong(cards: readonly BoardCard[], archetype?: string): number {
  const names = new Set<string>();
  for (const c of cards) {
    const also = c.card.alsoNames ?? [];
    // (A name the rules give it is held as its changed name too: that is no change by an effect.)
    const byRule = c.changed?.name !== undefined && also.includes(c.changed.name);
    const renamed = (c.changed?.name !== undefined && !byRule) || printedName(c.card) !== undefined;
    // (Its own name counts — the card fits what is counted; a second name only when it holds the archetype asked for.)
    names.add(renamed ? (c.changed?.name ?? c.card.name) : c.card.name);
    if (!renamed) for (const n of also) if (!archetype || n.includes(archetype)) names.add(n);
  }
  return names.size;
}

/**
 * Added (issue 16, family "trap monsters and a card's state when it leaves"; CH-TRAP-MONSTER-NEGATED): a trap monster that
 * is also still a Trap Card (「这张卡也当作陷阱卡使用」, SIT-TRAP-MONSTER) whose effects an effect negates as a Spell/Trap Card
 * or as a card (「魔法·陷阱卡的效果无效」, 「卡的效果无效」: the negation's cards are not monsters only) goes back face-up to its
 * controller's Spell & Trap Zone — the summon was done when it was activated, so it stays there, meaningless, even once the
 * negation ends; it does not leave the field. A negation of monster effects only (「怪兽的效果无效」) leaves it in the Monster
 * Zone, its monster effects negated. A card unaffected by the negating effect is not negated and stays a monster
 * (rules reference docs/c02/基本用语.rst:1184–1192).
 */
import type { Card, CardFilter, CardKind } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';

/** A face-up trap monster in the Monster Zone that is also still a Trap Card. */
export function alsoTrapMonster(c: BoardCard): boolean {
  return c.zone === 'monster' && c.faceUp && c.card.type.kind === 'monster' && c.card.type.subtypes.includes('also-trap');
}

/** Whether a negation whose cards are those of this filter reaches a Trap Card (not monster effects only). */
export function negationReachesTraps(filter: CardFilter | undefined): boolean {
  const kinds: readonly CardKind[] | undefined = filter?.kind === undefined ? undefined : Array.isArray(filter.kind) ? filter.kind : [filter.kind];
  return kinds === undefined || kinds.some((k) => k !== 'monster');
}

/** A continuous negation's card kinds, read from the card whose effect it is: 「怪兽的效果无效」 reaches monsters only. */
export function continuousNegationReachesTraps(filter: CardFilter | undefined, source: Card): boolean {
  return negationReachesTraps(filter) && source.type.kind !== 'monster';
}

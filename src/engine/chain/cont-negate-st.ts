/**
 * CH-CONT-NEGATE-ST (issue 16; rules reference docs/c03/无效.rst:218–227): a continuous negation of the Spell/Trap cards on the
 * field (a filter of Spells and/or Traps 「场上的…」, no monster) negates the effects activated on the field by such cards —
 * so a Spell/Trap activated on the field (a card activation always is; an effect, from the Spell & Trap Zone) and gone from it
 * when its link resolves (sent as a cost, destroyed in the chain) is still negated. The card is judged as it is (its kind, its
 * controller when it was activated), not where it is now. A negation of monsters only is not this (a monster that left the
 * Monster Zone has its effect applied, CH-CONT-NEGATE).
 */
import type { CardFilter } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { LinkState } from '../game/state.js';
import { isField, onField } from '../game/board.js';
import { matchesFilter, sideMatches, type MatchContext } from '../game/match.js';
import type { Player } from '../../cards/facts.js';
import { R } from '../rule-ids.js';

const ST: ReadonlySet<string> = new Set(['spell', 'trap']);

/** Does `filter` name Spell/Trap cards on the field only? */
function spellTrapsOnField(f: CardFilter): boolean {
  if (f.place !== 'field') return false;
  const kinds = f.kind === undefined ? [] : Array.isArray(f.kind) ? f.kind : [f.kind];
  return kinds.length > 0 && kinds.every((k) => ST.has(k));
}

/**
 * CH-CONT-NEGATE-FIELD (rules reference docs/c03/无效.rst:236–245): a continuous negation of every card on the field (a filter of 「场上的卡」:
 * `place: field`, no kind) negates the effects activated on the field — a monster's from the Monster Zone too — even when the card has left
 * the field by the time its link resolves (a Spell sent as a cost, a monster that tributed itself).
 */
function wholeField(f: CardFilter): boolean {
  return f.place === 'field' && f.kind === undefined;
}

/** Is `self`, activated on the field and off it now, negated by the continuous `filter` (its negator's view `ctx`)? */
export function negatedOffFieldST(link: LinkState, self: BoardCard, filter: CardFilter, ctx: MatchContext, me: Player): boolean {
  if (onField(self)) return false;
  const whole = wholeField(filter);
  if (!whole && (!spellTrapsOnField(filter) || !ST.has(self.card.type.kind))) return false;
  if (!(link.cardActivation || isField(link.activatedFrom))) return false;
  if (!sideMatches(filter.side, link.controller, me)) return false;
  // (「这张卡以外」: the negating card itself is no card it negates — never this link's card here, which left the field.)
  if (!matchesFilter({ ...filter, place: undefined, side: undefined, notSelf: undefined }, self, ctx)) return false;
  const rule = whole ? R.CONT_NEGATE_FIELD : R.CONT_NEGATE_ST;
  if (!link.rules.includes(rule)) link.rules.push(rule);
  return true;
}

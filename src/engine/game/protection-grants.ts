/**
 * CH-PROTECT-GRANTED: a face-up card's continuous effect that protects OTHER cards — 「场上的10星以上的怪兽不会成为
 * 效果的对象，不会被效果破坏」, 「自己场上的上级召唤的怪兽不会被效果破坏」, 「装备怪兽不会被战斗破坏」. Its subjects
 * are the cards its filter names, read from its own card's side (「自己场上」 is its controller's field). It applies
 * while its card is face-up on the field, its activation resolved and its effects not negated, like the
 * protections a card prints on itself (./protection.ts), which this module extends to the cards it names.
 *
 * The compiler states such a protection with `what: { filter }` only when it read the whole subject (a looser
 * filter would protect cards the text does not name); a destruction protection carries `against`.
 */
import type { Action, CardFilter, EffectFacts } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { isField } from './board.js';
import { matchesFilter, onBoard } from './match.js';
import { standing } from './standing.js';
import { stateUnaffected } from './protection.js';

/** What a protection keeps off: being targeted, an effect applying, destruction by an effect or by battle. */
export type ShieldKind = 'target' | 'unaffected' | 'destroy-by-effect' | 'destroy-by-battle';

/** A protection granted to other cards, with the continuous effect it belongs to. */
export interface Grant {
  effect: EffectFacts;
  action: Action;
}

/** Does protection `a` keep off `kind`? */
function grantCovers(a: Action, kind: ShieldKind): boolean {
  switch (kind) {
    case 'target':
      return a.do === 'cannot-be-targeted';
    case 'unaffected':
      return a.do === 'unaffected';
    case 'destroy-by-effect':
      return (a.do === 'cannot-be-destroyed' || a.do === 'indestructible') && a.against !== undefined && a.against !== 'battle';
    case 'destroy-by-battle':
      return (a.do === 'cannot-be-destroyed' || a.do === 'indestructible') && a.against !== undefined && a.against !== 'effect';
  }
}

/** Can `source`'s continuous effects apply now (face-up on the field, not negated)? `pending`: its activation is still on the chain. */
function applies(source: BoardCard, pending: (c: BoardCard) => boolean): boolean {
  return isField(source.zone) && source.faceUp && !source.states.includes('effects-negated') && !source.states.includes('cannot-use') && !pending(source);
}

/**
 * Of `sources` (the board's cards with grants: `grantSources`), the card whose granted protection of `kind` covers `c` against the acting card (`actor` matches the grant's
 * `fromCards`, read from `c`'s side), its condition holding (`holds`, asked with the granting card) — or null.
 */
export function grantedShield(
  board: Board,
  sources: readonly BoardCard[],
  c: BoardCard,
  kind: ShieldKind,
  actor: (f: CardFilter) => boolean,
  holds: (e: EffectFacts, source: BoardCard) => boolean,
  pending: (c: BoardCard) => boolean = () => false,
): BoardCard | null {
  if (!isField(c.zone)) return null;
  for (const source of sources) {
    const grants = standing(source.card).protectionGrants;
    if (grants.length === 0 || !source.controller || !applies(source, pending)) continue;
    for (const { effect, action } of grants) {
      if (!grantCovers(action, kind) || typeof action.what !== 'object') continue;
      // CH-BATTLE-PROTECT-ONCE: 「在1回合各有1次不会被战斗破坏」 — none of them keeps a monster one already kept this turn.
      if (action.oncePerTurn && c.states.includes('battle-protection-used')) continue;
      // CH-PROTECT-BOUND: 「那只表侧表示怪兽」「选择的卡」 — the card its source keeps targeting (`(对象:X)`), while the bond holds.
      const { keptTarget, ...filter } = action.what.filter;
      if (keptTarget && !source.bound?.some((b) => b.ref === c.ref)) continue;
      if (!matchesFilter(filter, c, onBoard(board, source.ref, source.controller))) continue;
      // CH-PROTECT-BOUND: a protection from destruction (or from effects) affects the card it keeps: a card unaffected by its source does not
      // get it; one from being targeted binds the other player's effects, not the card, and still holds (docs/c03/卡片的抗性.rst:94–99).
      if (kind !== 'target' && stateUnaffected(c, source.card, source.controller)) continue;
      if (action.fromCards && !actor(action.fromCards)) continue;
      if (!holds(effect, source)) continue;
      return source;
    }
  }
  return null;
}

/** The cards of `board` that grant protections (for a caller without a chain's state: the battle). */
export function grantSources(board: Board): BoardCard[] {
  const out: BoardCard[] = [];
  for (const key in board.cards) if (standing(board.cards[key]!.card).protectionGrants.length > 0) out.push(board.cards[key]!);
  return out;
}

/**
 * CH-CANNOT-BE-CHAINED-GRANTED (issue 16; rules reference docs/c03/卡片的抗性.rst:198–204, :228): a face-up card's continuous 「对方不能对应
 * (通常召唤的|自己的「X」)怪兽的效果的发动把…效果发动」 (the compiler's `answerGuardGrant`) keeps its controller's opponent from answering the
 * activation of such a monster's effect with the kinds of card it names. It binds that player, not the monster: a monster unaffected by
 * the card still has it, and an unaffected monster of the opponent still may not answer. The card must apply now (face-up on the field,
 * not negated, its own activation resolved).
 */
import type { Card, EffectFacts, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import { asArray, matchesFilter, onBoard } from '../game/match.js';
import { activationPending } from '../game/on-chain.js';
import { isField } from '../game/board.js';

/**
 * A card's continuous answer guards, found once per card (issue 10: this ran for every face-up card on the field at
 * every link, filtering its effects into a new array; most cards have none and share one empty list).
 */
const NO_GRANTS: readonly EffectFacts[] = Object.freeze([]);
const grantsByCard = new WeakMap<Card, readonly EffectFacts[]>();
function grantsOf(card: Card): readonly EffectFacts[] {
  let grants = grantsByCard.get(card);
  if (!grants) {
    const found = card.effects.filter((e) => e.kind === 'continuous' && e.answerGuardGrant);
    grants = found.length ? found : NO_GRANTS;
    grantsByCard.set(card, grants);
  }
  return grants;
}

/** The card whose guard keeps `answerer` from answering `below` with `answering`, or null. */
export function answerGuardGrantOf(state: EngineState, below: LinkState, answerer: Player, answering: Card): BoardCard | null {
  if (below.card.type.kind !== 'monster' || below.cardActivation) return null;
  const monster = state.board.cards[below.ref];
  if (!monster) return null;
  for (const k in state.board.cards) {
    const c = state.board.cards[k]!;
    if (!c.faceUp || !isField(c.zone) || !c.controller || c.controller !== below.controller) continue;
    if (c.states.includes('effects-negated') || c.states.includes('cannot-use')) continue;
    const grants = grantsOf(c.card);
    if (grants.length === 0 || activationPending(state, c)) continue;
    for (const e of grants) {
      const { of, guard } = e.answerGuardGrant!;
      if (guard.by === 'opponent' && answerer === c.controller) continue;
      if (guard.cardKind && !asArray(guard.cardKind).includes(answering.type.kind)) continue;
      if (!matchesFilter({ ...of, place: undefined }, monster, onBoard(state.board, c.ref, c.controller))) continue;
      return c;
    }
  }
  return null;
}

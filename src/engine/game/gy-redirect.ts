/**
 * 「送去墓地的卡不去墓地而除外」 (the `insteadOfGy` fact, CH-GY-REDIRECT; rules reference docs/c02/基本用语.rst:
 * 125–130, docs/c02/怪兽的效果分类.rst:282): while a face-up card holds it, the cards it covers that would
 * go to the GY are banished instead; nothing can be sent to the GY as a cost (tributes and discards can
 * still be paid, and the cards are banished). Where banishing is forbidden outright (a face-up
 * `forbids: 'banish'`), the redirect cannot be carried out and the cards go to the GY.
 */
import type { Board, BoardCard } from '../types.js';
import type { Player } from '../../cards/facts.js';
import type { EngineState } from './state.js';
import { checkConditions, matchesFilter, onBoard } from './match.js';
import { stateView } from './state.js';
import { cardView, onField } from './board.js';
import { cardsWith, standing } from './standing.js';
import { printedTrap } from '../../scenario/trap-monster.js';
import { negatedNow } from '../chain/on-targeted.js';

/**
 * Whether banishing is forbidden to the player whose redirect would banish (CH-GY-REDIRECT-FORBIDDEN): a face-up, not negated
 * 「双方不能把卡除外」 forbids it to both players, 「对方不能把卡除外」 to its controller's opponent only — the cards a
 * redirect banishes are banished by that redirect's controller, so the opponent's redirect stops and one's own still applies.
 */
const banishForbidden = (board: Board, performer: Player): boolean =>
  Object.values(board.cards).some((c) => onField(c) && c.faceUp && !c.activationNegated && !c.states.includes('effects-negated') && c.card.effects.some((e) => e.kind === 'continuous' && e.does.some((a) => {
    if (a.forbids !== 'banish' || a.forbidsFrom !== undefined || a.what === 'self') return false;
    const who = a.player ?? 'both';
    return who === 'both' || (c.controller !== null && (who === 'self') === (c.controller === performer));
  })));

/** The face-up card whose redirect sends this card to banishment instead of the GY, if any. */
export function gyRedirect(state: EngineState, card: BoardCard, pending: (c: BoardCard) => boolean = () => false, asMaterial = false): BoardCard | null {
  const board = state.board;
  // Only the board's holders of a redirect (./standing.ts) are asked: almost no card has one.
  for (const s of cardsWith(state, 'gyRedirects')) {
    // Its effects negated (效果无效) or its name declared (不能使用, CH-CANNOT-USE): its continuous redirect does not apply.
    if (!onField(s) || !s.faceUp || s.activationNegated || !s.controller || pending(s) || s.states.includes('effects-negated') || s.states.includes('cannot-use')) continue;
    // CH-GY-REDIRECT-NEGATED: nor while a face-up card's continuous negation covers it now — one that arrived in the middle
    // of this resolution included (it applies at once, before the resolved card goes to the GY).
    if (negatedNow(state, s)) continue;
    // A redirect that holds under a state of its card (「只要这张卡的①的效果特殊召唤的这张卡在怪兽区域存在」,
    // FD-SUMMON-CONTINUOUS) applies only while it holds; unknown is taken as holding, as a printed one would.
    const rs = standing(s.card).gyRedirects.filter((a) => !a.whileHolds?.length || checkConditions(a.whileHolds, stateView(state), s, s.controller!) !== false);
    // SIT-TRAP-MONSTER: a trap monster arrives in the GY as its Trap Card: a redirect of monsters does not cover it.
    const trap = printedTrap(card.card);
    const arriving = trap ? cardView(card, { card: trap }) : card;
    // XYZ-DETACH: a detached Xyz Material is no monster on its way to the GY (it becomes a card only there): a redirect of
    // monsters does not cover it, one of every card does (rules reference docs/c02/基本用语.rst:931).
    const hit = rs.some((a) => typeof a.what !== 'object' ? true : asMaterial && a.what.filter.kind === 'monster' ? false : matchesFilter({ ...a.what.filter, place: undefined }, arriving, onBoard(board, s.ref, s.controller!)));
    if (hit) return banishForbidden(board, s.controller!) ? null : s;
  }
  // CH-GY-REDIRECT-LINGER: a redirect a resolved effect left, held by no card on the field; its source card stands for it.
  for (const l of state.lingering) {
    if (!l.action.insteadOfGy) continue;
    const what = l.action.what;
    if (typeof what === 'object' && what !== null && 'filter' in what && !matchesFilter({ ...what.filter, place: undefined }, card, onBoard(board, l.sourceRef, l.controller))) continue;
    const source = board.cards[board.aliases?.[l.sourceRef] ?? l.sourceRef];
    if (source) return banishForbidden(board, l.controller) ? null : source;
  }
  return null;
}

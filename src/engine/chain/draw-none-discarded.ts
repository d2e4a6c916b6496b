/**
 * CH-DRAW-NONE-DISCARDED (issue 16; rules reference docs/c03/特定效果的处理方法.rst:330–332): a draw of as many cards as its
 * player discarded (「各自从卡组抽出自身丢弃的数量」: a `draw` step with `perOwnDiscard`)
 * draws none when that player's hand — listed in the situation — holds no card but the one being activated: a floodgate
 * forbidding that player's draws then does not make it a step that cannot be carried out (CH-FORBIDDEN-MUST-STEP). A hand
 * the situation does not list may hold cards, and is not judged — unless it states the hand's size (`B手卡数:1`: the card activated only).
 */
import type { Action, Player } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';

export function drawsNoneDiscarded(state: EngineState, link: LinkState, self: string, player: Player, step: Action): boolean {
  if (step.do !== 'draw' || !step.perOwnDiscard) return false;
  if (!state.knownZones.has(`${player}:hand`)) {
    // A hand stated by its size (`B手卡数:1`): none left but the card being activated (counted while it is still there).
    const n = state.board.handSize[player];
    if (n === null) return false;
    const own = state.board.cards[self] ?? state.board.cards[link.ref];
    return n - (own?.zone === 'hand' && own.controller === player ? 1 : 0) <= 0;
  }
  return !Object.values(state.board.cards).some((c) => c.zone === 'hand' && c.controller === player && c.ref !== self && c.ref !== link.ref);
}

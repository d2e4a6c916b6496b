/**
 * CH-SUMMON-NONE-TO-ANSWER (review s42): an effect that answers a summon being made (「…召唤·特殊召唤之际」: `respondsToSummon`), with no
 * summon written as the action, has a summon to answer only when one can be made now: a summon that is not inside a chain link's
 * resolution is the turn player's, in their Main Phase (a Normal/Flip Summon, a procedure — rules reference
 * docs/c02/进入连锁·不入连锁的特殊召唤.rst:17). So one answering only the opponent's summon has none in its controller's own turn, and
 * none answers a summon outside a Main Phase (the phase stated). Otherwise the summon is assumed (CH-SUMMON-NEGATION).
 * A summon written as the action but refused (CH-MAIN-PHASE-ACTION, CH-PROCEDURE-TIMING: typed in the Battle Phase, by the other player)
 * was never begun: there is nothing being summoned to answer either (`not-made`).
 */
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { EngineState } from '../game/state.js';
import { isMainPhase } from '../game/phase.js';
import { isSummon } from '../game/perform.js';

export type NoSummon = 'own-turn' | 'not-main-phase' | 'not-made';

export function noSummonToAnswer(state: EngineState, e: EffectFacts, controller: Player): NoSummon | null {
  const p = e.respondsToSummon;
  if (!p) return null;
  if (isSummon(state.scenario.action?.verb)) return state.actionRefused ? 'not-made' : null;
  if (p.by === 'opponent' && state.board.turnPlayer === controller) return 'own-turn';
  if (p.by === 'self' && state.board.turnPlayer !== controller) return 'own-turn';
  const phase = state.board.phase;
  if (phase !== null && !isMainPhase(phase)) return 'not-main-phase';
  return null;
}

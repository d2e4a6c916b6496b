/**
 * CH-GEMINI-TREATED-SUMMONED (issue 16; rules reference docs/c03/无效.rst:69–74): a face-up card whose continuous effect reads
 * 「…当作再1次召唤的状态使用」 (`geminiSummoned`, read by the compiler: 「场上的二重怪兽全部」, 「装备怪兽」) treats the Gemini monsters
 * it names as summoned again while it applies — face-up on the field, its activation resolved, its effects not negated.
 */
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { onField } from './board.js';
import { activationPending } from './on-chain.js';
import { matchesFilter, onBoard } from './match.js';

/** The card whose continuous effect treats Gemini monster `c` as summoned again now, or null. */
export function geminiTreatedSummonedBy(state: EngineState, c: BoardCard): BoardCard | null {
  if (!c.card.type.subtypes.includes('gemini') || !onField(c) || !c.faceUp) return null;
  for (const source of Object.values(state.board.cards)) {
    if (!onField(source) || !source.faceUp || !source.controller) continue;
    if (source.states.includes('effects-negated') || activationPending(state, source)) continue;
    for (const e of source.card.effects) {
      if (e.kind !== 'continuous') continue;
      for (const a of e.does) {
        if (!a.geminiSummoned || typeof a.what !== 'object') continue;
        if (matchesFilter(a.what.filter, c, onBoard(state.board, source.ref, source.controller))) return source;
      }
    }
  }
  return null;
}

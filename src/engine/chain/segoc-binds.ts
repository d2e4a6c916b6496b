/**
 * CH-SEGOC-ORDER-BINDS (issue 16; rules reference docs/c03/诱发类效果.rst:531–541, :580, :598): a chain started in a trigger window
 * whose effects the engine placed (SIT-THEN-CHAIN: the window after the chain played just before) is built in that window's order —
 * the effects met at one moment form the chain level by level (turn player's mandatory, the opponent's, then the optional public
 * ones, then the mandatory quick effects), and only then is priority passed (level 7: hidden hand triggers, speed-2 cards). So an
 * effect the window placed at a level 1–6 cannot be chained above one of a later level, nor above an effect the window did not list
 * (activated once priority passed, level 7): its moment to join the chain was before them.
 *
 * Read only when the chain before left its window's levels (`state.windowLevels`); otherwise returns at once.
 */
import type { EngineState, LinkState } from '../game/state.js';
import { canonical } from '../game/board.js';

/** One effect of the window the chain was started in, at its SEGOC level (1–7). */
export interface WindowLevel {
  ref: string;
  effect: number;
  level: number;
}

const levelOf = (state: EngineState, l: LinkState): number => {
  const levels = state.windowLevels!;
  const ref = canonical(state.board, l.ref);
  const n = l.effect?.n;
  return levels.find((w) => w.effect === n && canonical(state.board, w.ref) === ref)?.level ?? 7;
};

/**
 * The link below (nearest first in `lower`) placed at a later level than this link's, when this link is one of the window's effects
 * of a level 1–6; else null.
 */
export function laterLevelBelow(state: EngineState, link: LinkState, lower: readonly LinkState[]): { below: LinkState; level: number; own: number } | null {
  const levels = state.windowLevels;
  if (!levels || levels.length === 0 || lower.length === 0) return null;
  const own = levelOf(state, link);
  if (own >= 7) return null;
  for (const l of lower) {
    const level = levelOf(state, l);
    if (level > own) return { below: l, level, own };
  }
  return null;
}

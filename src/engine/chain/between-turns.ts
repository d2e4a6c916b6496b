/**
 * CH-BETWEEN-TURNS: after a turn has ended and before the next one begins (`阶段:回合之间`) there is no window, so no card or
 * effect can be activated there — not a trigger whose condition was met there (a mandatory one too), not a quick effect, not a
 * card (rules reference docs/c03/诱发类效果.rst:464–467). The window side of the same rule is WIN-BETWEEN-TURNS (../window/open.ts).
 *
 * Ungated in the CHECKS table: it can refuse any effect, and it is one comparison of the board's phase.
 */
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import type { Judging } from './legality.js';

export function betweenTurns(j: Judging): Phrase | null {
  return j.board.phase === 'between-turns' ? { rule: R.BETWEEN_TURNS, params: {} } : null;
}

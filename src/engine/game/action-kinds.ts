/**
 * Lingering actions (issue 11, CH-LINGER-ACTION): an action with `whenever` is not done when its
 * effect resolves; it is done each time its event happens later (for its duration), outside any chain.
 * The chain judges it as set up, nothing more. It still counts as what the effect does for patterns
 * (a lingering draw is 「抽卡」, so 「从卡组加入手卡」: ./match.ts `includesAction`).
 */
import type { Action } from '../../cards/facts.js';

export function isLingering(a: Action): boolean {
  return a.whenever !== undefined;
}

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

/**
 * CMP-STAYS-COUNTED: its card activation's later self-destruction at a counted phase (「这张卡发动后继续留在场上，…第N回合的结束阶段破坏」,
 * 「2回合以后这张卡破坏」) — the card stays on the field until then.
 */
export function staysUntilCounted(a: Action): boolean {
  return a.what === 'self' && a.do === 'destroy' && !!a.whenever?.counted && a.whenever.event === 'phase-start';
}

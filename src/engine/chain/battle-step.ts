/**
 * CH-BATTLE-STEP-PRIORITY (rules reference docs/c03/战斗阶段流程.rst:95–97, 989–993): entering the battle step, the turn player
 * declares an attack (or not) before priority passes — so before any attack declaration of that battle step (the situation's
 * phase 攻击宣言前, `battle-step-start`), with no chain to answer, the non-turn player cannot start a chain. The plain 战斗步骤
 * with no attack may also be the turn player announcing the end of the battle, when the opponent may: it is not refused. At 攻击宣言前
 * an effect that answers an attack declaration (「攻击宣言时」) is refused as well — the step states that none was made, so its window
 * (CH-ATTACK-WINDOW, which elsewhere assumes a declaration the situation leaves out) is not assumed; a trigger activates when its
 * event happened.
 */
import type { Judging } from './legality.js';
import type { Phrase } from '../phrases/index.js';
import { R } from '../rule-ids.js';

export function battleStepPriority(j: Judging): Phrase | null {
  const b = j.board;
  if (b.phase !== 'battle-step-start' || b.attack || j.below !== null || j.me === b.turnPlayer) return null;
  const e = j.e;
  if (e.kind === 'trigger' || e.kind === 'flip') return null;
  // (An effect that answers an attack declaration 「攻击宣言时」 is refused too: the stated step says no attack was declared yet, so its
  // window is not assumed here.)
  return { rule: R.BATTLE_STEP_PRIORITY, params: {} };
}

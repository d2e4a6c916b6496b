/**
 * CH-BATTLE-STEP-PRIORITY (rules reference docs/c03/战斗阶段流程.rst:95–97, 989–993): entering the battle step, the turn player
 * declares an attack (or not) before priority passes — so before any attack declaration of that battle step (the situation's
 * phase 攻击宣言前, `battle-step-start`), with no chain to answer, the non-turn player cannot start a chain. The plain 战斗步骤
 * with no attack may also be the turn player announcing the end of the battle, when the opponent may: it is not refused. An effect that answers an attack declaration (「攻击宣言时」) is judged
 * by its own window, which assumes the declaration when the situation leaves it out (CH-ATTACK-WINDOW); a trigger activates
 * when its event happened.
 */
import type { Judging } from './legality.js';
import type { Phrase } from '../phrases/index.js';
import { asArray } from '../game/match.js';
import { R } from '../rule-ids.js';

export function battleStepPriority(j: Judging): Phrase | null {
  const b = j.board;
  if (b.phase !== 'battle-step-start' || b.attack || j.below !== null || j.me === b.turnPlayer) return null;
  const e = j.e;
  if (e.kind === 'trigger' || e.kind === 'flip') return null;
  if (e.trigger && asArray(e.trigger.event).includes('attack-declared')) return null;
  return { rule: R.BATTLE_STEP_PRIORITY, params: {} };
}

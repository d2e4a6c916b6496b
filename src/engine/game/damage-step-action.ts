/**
 * CH-DAMAGE-STEP-ACTION-SUMMON (rules reference docs/c03/战斗阶段流程.rst:1033 「伤害步骤内不能直接进行召唤·S召唤·X召唤·连接召唤·融合召唤
 * 以及仪式召唤」; the turn reference src/rules/turn/battle.ts 「战斗阶段中不能召唤、盖放、改变表示形式」): a Normal Summon (a Tribute
 * Summon too), a Set and a Flip Summon are the turn player's Main Phase actions. Written as the action in a part of the Damage Step,
 * the summon is not made — no summon, no 「召唤成功时」 window in the step — and the answer says why. A summon by the monster's own
 * procedure or method is refused by CH-PROCEDURE-TIMING (./procedure-timing.ts); a Special Summon by an effect (`[由 X]`) is untouched.
 * Elsewhere in the Battle Phase the binder's warning stands as before (the summon shown, the mistake said).
 */
import type { Text } from '../../i18n/text.js';
import type { ScenarioAction } from '../../scenario/types.js';
import type { BoardCard } from '../types.js';
import { isDamageStep } from './phase.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/** The action kinds made only by the rules in a Main Phase that the Damage Step refuses. */
const MAIN_PHASE_ONLY_VERBS: ReadonlySet<ScenarioAction['verb']> = new Set<ScenarioAction['verb']>(['summon', 'tribute-summon', 'set', 'flip-summon']);

/** Why this action cannot be made in `phase` (a part of the Damage Step); null when it can or the phase is not the Damage Step. */
export function damageStepActionRefusal(phase: string | null, action: ScenarioAction, subject: BoardCard): Text | null {
  if (!isDamageStep(phase) || !MAIN_PHASE_ONLY_VERBS.has(action.verb)) return null;
  const verb = action.verb === 'tribute-summon' ? 'summon' : action.verb;
  return say({ rule: R.DAMAGE_STEP_ACTION_SUMMON, params: { card: subject.card.name, verb, phase } });
}

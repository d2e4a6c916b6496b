/**
 * CH-MAIN-PHASE-ACTION: a Normal Summon (a Tribute Summon too), a Set and a Flip Summon made by the rules are the turn player's actions
 * in their own Main Phase, in an open game state (the turn reference src/rules/turn/main.ts 「回合玩家持有优先权时…通常召唤…反转召唤…
 * 盖放魔法·陷阱卡」; battle.ts 「战斗阶段中不能召唤、盖放」; draw.ts 「这个阶段不能进行召唤、盖放」). Written as the action by the other
 * player, or in another phase or step (the Draw, Standby, Battle or End Phase), the action is not made — no summon, no 「召唤成功时」
 * window — and the answer says why. In the Damage Step not even an effect makes one directly (rules reference
 * docs/c03/战斗阶段流程.rst:1033 「伤害步骤内不能直接进行召唤…」), so there a Normal Summon or Set an effect lets its player make
 * (`召唤 X (效果)`) is refused too; elsewhere such a one (an effect letting its player Normal Summon in the opponent's Battle Phase)
 * follows that effect's text and is not judged here.
 * A summon by the monster's own procedure or method is CH-PROCEDURE-TIMING's (./procedure-timing.ts); a Special Summon by an effect
 * (`[由 X]`) is untouched. No phase stated: only whose turn it is is judged.
 */
import type { Text } from '../../i18n/text.js';
import type { Player } from '../../cards/facts.js';
import type { ScenarioAction } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import { isDamageStep, isMainPhase } from './phase.js';
import { procedureTimingRefusal } from './procedure-timing.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/** The action kinds the rules make only in the turn player's own Main Phase. */
const MAIN_PHASE_ONLY_VERBS: ReadonlySet<ScenarioAction['verb']> = new Set<ScenarioAction['verb']>(['summon', 'tribute-summon', 'set', 'flip-summon']);

/** Why this Normal/Tribute Summon, Set or Flip Summon cannot be made by `actor` in `phase`; null when it can (or is not one). */
export function mainPhaseActionRefusal(board: Board, phase: string | null, action: ScenarioAction, subject: BoardCard, actor: Player): Text | null {
  if (!MAIN_PHASE_ONLY_VERBS.has(action.verb)) return null;
  const verb = action.verb === 'tribute-summon' ? 'summon' : action.verb;
  const params = { card: subject.card.name, verb, phase, player: actor, turn: board.turnPlayer };
  if (isDamageStep(phase)) return say({ rule: R.MAIN_PHASE_ACTION, params: { ...params, why: 'damage-step' } });
  // A Normal Summon or Set an effect lets its player make (`(效果)`) follows that effect's text, not the turn's rules.
  if (action.cause === 'effect' && !action.causeAssumed) return null;
  if (actor !== board.turnPlayer) return say({ rule: R.MAIN_PHASE_ACTION, params: { ...params, why: 'not-turn-player' } });
  if (phase !== null && !isMainPhase(phase)) return say({ rule: R.MAIN_PHASE_ACTION, params: { ...params, why: 'not-main-phase' } });
  return null;
}

/**
 * The one timing check of a summon or Set written as the action: a summon by the monster's own procedure or method, or a Pendulum Summon
 * (CH-PROCEDURE-TIMING), or a Normal/Tribute Summon, Set or Flip Summon (CH-MAIN-PHASE-ACTION) made when the rules do not allow it. Null
 * when it may be made now. (The first of the action's refusals, ./perform.ts actionRefusal.)
 */
export function actionTimingRefusal(board: Board, phase: string | null, action: ScenarioAction, subject: BoardCard, actor: Player): Text | null {
  return procedureTimingRefusal(board, phase, action, subject, actor) ?? mainPhaseActionRefusal(board, phase, action, subject, actor);
}

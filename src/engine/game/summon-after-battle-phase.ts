/**
 * SIT-SUMMON-PLEDGE-BATTLE-PHASE (s59, round 2; rules reference docs/c03/誓约.rst:225–231): 「把这张卡特殊召唤的回合，自己不能进行战斗阶段」
 * (the compiler's `summonPledge` with `by: 'any'`) is a pledge of the summon: once its player has conducted the Battle
 * Phase this turn, the monster cannot be Special Summoned (:229 「『○○』部分记述的行动已经进行过的回合，不能特殊召唤」) — by its procedure
 * or by a card's effect (:231). 「这个方法特殊召唤过的回合，○○」 (`by: 'procedure'`) is not so: it may still be summoned
 * after the Battle Phase (:246), and is not refused here.
 * The Battle Phase is read as CH-PLEDGE-BATTLE-PHASE reads it (../chain/pledge-battle-phase.ts: the turn player's Battle Phase or Main
 * Phase 2 written); the End Phase or no phase written does not tell (as there), and the summon is judged as written.
 */
import type { Player } from '../../cards/facts.js';
import type { Text } from '../../i18n/text.js';
import type { Scenario, ScenarioAction } from '../../scenario/types.js';
import { battlePhaseConducted } from '../chain/pledge-battle-phase.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import type { BoardCard } from '../types.js';

/** The refusal of `特殊召唤 X` (X pledging its summoner's Battle Phase) when that player has conducted one this turn, or null. */
export function summonAfterBattlePhase(scenario: Scenario, action: ScenarioAction, subject: BoardCard, actor: Player): Text | null {
  if (action.verb !== 'special-summon' || subject.zone === 'monster') return null;
  const pledge = subject.card.effects.find((e) => e.summonPledge)?.summonPledge;
  if (!pledge || pledge.by !== 'any') return null;
  // Only the turn player conducts a Battle Phase (docs/c03/战斗阶段流程.rst:11): on the other player's turn nothing is broken.
  if (!scenario.turnPlayerStated || scenario.turnPlayer !== actor) return null;
  if (battlePhaseConducted(scenario.phase) !== true) return null;
  return say({ rule: R.SUMMON_PLEDGE_BATTLE_PHASE, params: { variant: 'summon-after', card: subject.card.name, player: actor, phase: scenario.phase, words: pledge.words } });
}

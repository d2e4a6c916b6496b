/**
 * CH-FIRST-SPECIAL-SUMMON (issue 16; rules reference docs/c03/里侧·一时除外.rst:387): a monster whose summoning condition says it comes out
 * only 「在自己没有进行特殊召唤的自己主要阶段1，用卡的效果」 (the compiler's `firstSpecialSummon` on its procedure) cannot be Special Summoned
 * from the hand or the Deck once its player has made a Special Summon this turn — one the turn's history lists (`本回合:X(特殊召唤)`,
 * not negated) or a monster of that player marked 本回合特召 on the field (not one the situation says was Normal/Tribute Summoned). Read for `特殊召唤 X` written as the action.
 */
import type { Player } from '../../cards/facts.js';
import type { Scenario, ScenarioAction } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import { newEngineState } from './state.js';
import type { Text } from '../../i18n/text.js';
import { earlierSummons } from './history.js';
import { saysHowSummoned, summonedAs } from './memory.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

export function firstSpecialSummonRefusal(scenario: Scenario, board: Board, action: ScenarioAction, subject: BoardCard, actor: Player): Text | null {
  if (action.verb !== 'special-summon' || (subject.zone !== 'hand' && subject.zone !== 'deck')) return null;
  if (!subject.card.effects.some((e) => e.kind === 'procedure' && e.firstSpecialSummon)) return null;
  const state = newEngineState({ scenario, board, knownZones: new Set() });
  const before = earlierSummons(state, actor).find((s) => s.kind === 'special-summon');
  let by: string | null = before ? before.fact.card.name : null;
  if (by === null) {
    for (const key in board.cards) {
      const c = board.cards[key]!;
      if (c.ref !== subject.ref && c.zone === 'monster' && c.controller === actor && c.states.includes('summoned-this-turn') && !(saysHowSummoned(c.states) && !summonedAs(c.states, 'special'))) {
        by = c.card.name;
        break;
      }
    }
  }
  return by === null ? null : say({ rule: R.FIRST_SPECIAL_SUMMON, params: { card: subject.card.name, by } });
}

/**
 * CH-FORBIDDEN-SUMMON-KIND for a summon written as the action (`融合召唤 X 素材 Y,Z`, `同调召唤 …`): while a face-up card's continuous
 * 「双方玩家不能进行融合召唤」 (the compiler's `forbidsSummonKind`) binds the summoning player, that kind of summon is not made. A Special
 * Summon by a monster's own procedure that is no summon of that kind (a contact procedure: `特殊召唤 X 素材 …`) is not touched.
 */
import type { Player } from '../../cards/facts.js';
import type { ScenarioAction } from '../../scenario/types.js';
import type { Text } from '../../i18n/text.js';
import type { Board } from '../types.js';
import { isField } from './board.js';
import { standing } from './standing.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

export function summonKindRefusal(board: Board, action: ScenarioAction, actor: Player, name: string): Text | null {
  const how = action.how;
  if (action.verb !== 'special-summon' || !how) return null;
  for (const c of Object.values(board.cards)) {
    if (!c.faceUp || !isField(c.zone) || c.activationNegated || !c.controller || c.states.includes('effects-negated') || c.states.includes('cannot-use')) continue;
    for (const a of standing(c.card).floodgates) {
      if (a.forbidsSummonKind !== how) continue;
      const whose = a.player ?? 'both';
      if (whose === 'both' || (whose === 'self') === (c.controller === actor)) {
        return say({ rule: R.FORBIDDEN_SUMMON_KIND, params: { card: name, source: c.card.name, kind: how, both: whose === 'both' } });
      }
    }
  }
  return null;
}

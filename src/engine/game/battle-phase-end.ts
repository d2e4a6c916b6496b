/**
 * CH-BATTLE-PHASE-END-POSITION: `… 战斗阶段结束` — the end of the Battle Phase after the chain. 「和选择的怪兽进行战斗的对方怪兽在战斗阶段
 * 结束时变成守备表示」 (the card's clause, read by src/cards/battled-lock.ts): each face-up Attack Position monster of that card's opponent
 * that battled the chosen monster (`(已战斗:X)`, `(对象:X)` on the card — the same facts as CH-POSITION-LOCK-BATTLED) changes to Defense
 * Position then. Reads the board; changes nothing (the answer lists the steps).
 */
import { t } from '../../i18n/text.js';
import type { CardRef, EndPhaseStepAnswer } from '../../answer/types.js';
import type { Text } from '../../i18n/text.js';
import type { Board, BoardCard } from '../types.js';
import { R } from '../rule-ids.js';
import { chosenLockOn } from './position-change.js';
import { toDefenseAtBattlePhaseEnd } from '../../cards/battled-lock.js';

const refOf = (c: BoardCard): CardRef => ({ id: c.card.id || null, name: c.card.name, controller: c.controller, ref: c.ref });

/** The steps done at the end of the Battle Phase on this board, in board order. */
export function battlePhaseEnd(board: Board): EndPhaseStepAnswer<Text>[] {
  const out: EndPhaseStepAnswer<Text>[] = [];
  for (const c of Object.values(board.cards)) {
    if (c.zone !== 'monster' || !c.faceUp || c.position !== 'attack') continue;
    const lock = chosenLockOn(board, c);
    if (!lock || !toDefenseAtBattlePhaseEnd(lock.clause)) continue;
    const by = lock.card.card.name;
    out.push({
      link: null,
      card: refOf(lock.card),
      do: 'change-position',
      done: [refOf(c)],
      notDone: [],
      rules: [R.BATTLE_PHASE_END_POSITION],
      reason: t(
        `「${c.card.name}」和「${by}」选择的「${lock.chosen}」进行过战斗：战斗阶段结束时变成守备表示（「${by}」的效果），之后只要「${by}」在场上存在，不能把表示形式变更。`,
        `${c.card.name} battled ${lock.chosen}, the monster ${by} chose: at the end of the Battle Phase it changes to Defense Position (${by}'s effect), and cannot change its position while ${by} stays on the field.`,
      ),
    });
  }
  return out;
}

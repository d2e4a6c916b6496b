/**
 * CH-CHANCE-PICK-UNDERGO (test/RULES.md; rules reference docs/c02/基本用语.rst:1069): a step whose card a game of chance picks among
 * several (`pickedByChance`: 「…猜拳…输的玩家必须把那只进行战斗的自身怪兽里侧表示除外」) could fall on any of them, so each must be able to
 * undergo it: when one cannot (a Token in the battle cannot be banished face-down), the effect cannot be activated. Read by
 * ./applies.ts nothingToApply, only for an action marked so.
 */
import type { Action, CardFilter } from '../../cards/facts.js';
import type { Judging } from './legality.js';
import { matchesFilter, onBoard } from '../game/match.js';
import { cannotUndergo } from '../game/undergo.js';
import { R } from '../rule-ids.js';
import type { Phrase } from '../phrases/index.js';

/** The refusal when a card the chance may pick cannot undergo the step, or null. */
export function chancePickRefused(j: Judging, a: Action, filter: CardFilter): Phrase | null {
  const { board, link, me } = j;
  const ctx = onBoard(board, link.ref, me);
  for (const key in board.cards) {
    const c = board.cards[key]!;
    if (c.zone !== 'monster' || c.ref === link.ref || !matchesFilter(filter, c, ctx)) continue;
    const no = cannotUndergo(a, c.card);
    if (!no) continue;
    j.rules.push(R.CHANCE_PICK_UNDERGO, R.TOKEN_FACE_DOWN);
    return { rule: R.CHANCE_PICK_UNDERGO, params: { name: j.name, action: a.do, card: c.card.name, kind: no } };
  }
  return null;
}

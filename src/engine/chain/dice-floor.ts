/**
 * CH-DICE-FLOOR (rules reference docs/c04, the card-specific chapter of two hand traps, line 162): a destruction left to a roll whose text bounds it by the
 * total (「掷N次骰子。等级·阶级比出现的数目合计低的…怪兽全部破坏」) has a part certain whatever the roll — every total is at least N, so a
 * Level/Rank below N is reached (the compiler's `certainly`). At activation that part makes the effect one that "would destroy"
 * (./../game/match.ts `certainPart`); as it resolves, with no roll given, only that part is destroyed, and which of the other cards the
 * text reaches are destroyed too is left to the roll — said as an assumption, never as a fact.
 *
 * Issue 10: any step without `certainly` returns at once, as given, allocating nothing.
 */
import type { Action } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';
import { pushOnce } from '../game/state.js';
import { cardsMatching } from '../game/match.js';
import { isField } from '../game/board.js';
import { cardName, list } from '../phrases/words.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

export function diceFloorStep(state: EngineState, link: LinkState, a: Action): Action {
  if (!a.uncertain || !a.certainly || typeof a.what !== 'object' || !a.what) return a;
  const sure = new Set(cardsMatching(state.board, a.certainly, link.ref, link.controller).filter((c) => isField(c.zone)).map((c) => c.ref));
  const rest = cardsMatching(state.board, a.what.filter, link.ref, link.controller).filter((c) => isField(c.zone) && !sure.has(c.ref));
  if (!link.rules.includes(R.DICE_FLOOR)) link.rules.push(R.DICE_FLOOR);
  if (rest.length) pushOnce(state.assumptions, say({ rule: R.DICE_FLOOR, params: { name: link.name, cards: list(rest.map((c) => cardName(c.card))), max: a.certainly.levelMax ?? 0 } }));
  return { ...a, uncertain: false, what: { ...a.what, filter: a.certainly, scope: 'all' } };
}

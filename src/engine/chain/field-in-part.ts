/**
 * SIT-FIELD-COMPLETE: a condition counting a field the situation writes with some cards but not complete (no `A场只有:`) is judged on
 * the cards written — what the user most likely meant — and, where a card not written could turn that verdict, the answer says it took
 * the written cards as the whole field (the one place that says so: activation, resolution, a step's 「…的场合」, hand / Set-turn
 * activation). A field written `A场只有:` (or written empty) holds only its cards: judged strictly, nothing said. A card that left the
 * field during the chain is gone from the board, so it counts as gone either way.
 */
import type { CardFilter, Condition } from '../../cards/facts.js';
import type { Player } from '../../cards/facts.js';
import type { Text } from '../../i18n/text.js';
import { conditionFieldsInPart, fieldPlayersInPart, mainZoneUnstated, type CardView, type ConditionOptions, type GameView } from '../game/match.js';
import { pushOnce, stateView, type EngineState } from '../game/state.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

/** Which condition of the effect it is (the words the answer names it by). */
export type ConditionRole = 'activation' | 'resolution' | 'step' | 'hand' | 'set-turn' | 'procedure' | 'standing';

/** What to say when the verdict `v` of `cond` rests on a field written in part (null: it does not) — and the players whose field. */
export function fieldInPartPhrase(game: GameView, name: Text, cond: Condition, v: boolean | null, self: CardView | undefined, me: Player, role: ConditionRole = 'activation', opts: ConditionOptions = {}): Text | null {
  const players = conditionFieldsInPart(cond, game, me, v, self, opts);
  if (players.length === 0) return null;
  return say({ rule: R.FIELD_COMPLETE, params: { name, variant: 'condition', cond, players, met: v === true, role } });
}

/** Say (once) that the verdict `v` of `cond` rests on a field written in part, when it does; the rule is added to `rules`. */
export function noteFieldInPart(state: EngineState, rules: string[], name: Text, cond: Condition, v: boolean | null, self: CardView | undefined, me: Player, role: ConditionRole = 'activation', opts: ConditionOptions = {}): void {
  const game = stateView(state);
  // ZONE-MAIN-FILTER: an Extra Deck monster written with no zone, counted by 「主要怪兽区域」 — it may stand in an Extra Monster Zone (a Link
  // monster alone on its field must): taken as in a Main Monster Zone, and said, as a step on it says (review s48: a card needing an empty Main
  // Monster Zone beside a Link monster written with no zone was refused in silence; test/engine/zone-main-filter.test.ts). Written complete or in part alike: it is the card's zone that is not written.
  if (v !== null) {
    const unstated = mainZoneUnstated(cond, game, me, self);
    if (unstated.length && !rules.includes(R.ZONE_MAIN_FILTER)) rules.push(R.ZONE_MAIN_FILTER);
    for (const c of unstated) pushOnce(state.assumptions, say({ rule: 'zone:main-unstated', params: { card: c.card.name } }));
  }
  const said = fieldInPartPhrase(game, name, cond, v, self, me, role, opts);
  if (!said) return;
  if (!rules.includes(R.FIELD_COMPLETE)) rules.push(R.FIELD_COMPLETE);
  pushOnce(state.assumptions, said);
}

/**
 * What to say when an effect that targets only on the field finds no fitting card among those written on a field written in part (null:
 * no such field) — one is assumed there, as a chain link's is (../chain/legality.ts); a trigger in a window is offered on that assumption.
 */
export function targetInPartPhrase(game: GameView, name: Text, filter: CardFilter, me: Player): Text | null {
  const players = fieldPlayersInPart(game, filter, me);
  if (players.length === 0) return null;
  return say({ rule: R.FIELD_COMPLETE, params: { name, filter, players } });
}

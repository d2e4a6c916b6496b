/**
 * CH-PROCEDURE-FORBIDDEN-FROM (issue 16; rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:89): a Special Summon by
 * the monster's own procedure (`特殊召唤 X 素材 Y`) that banishes its cards (「…除外的场合才能特殊召唤」) cannot take one from a
 * place a face-up floodgate closes to banishing (「双方不能把墓地的卡除外」) for the summoning player. The procedure itself is no
 * effect, so the floodgate's negation of effects that involve the GY does not touch it: the monster may still leave the GY by
 * it, with cards banished from elsewhere (the hand).
 */
import type { Text } from '../../i18n/text.js';
import type { Place, Player } from '../../cards/facts.js';
import type { ScenarioAction } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import { newEngineState, type EngineState } from './state.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import { isField } from './board.js';
import { asArray, boardView, checkConditions } from './match.js';
import { cardsWith, standing } from './standing.js';

export function procedureForbiddenFrom(board: Board, action: ScenarioAction, subject: BoardCard, actor: Player, known: ReadonlySet<string>): Text | null {
  if (action.verb !== 'special-summon' || action.procedure !== 'banished' || action.tributes.length === 0) return null;
  const state = newEngineState({ scenario: null as unknown as EngineState['scenario'], board, step: 1, knownZones: new Set(known) });
  for (const c of cardsWith(state, 'placeLocks')) {
    if (c.ref === subject.ref || !c.faceUp || !isField(c.zone) || c.activationNegated || !c.controller) continue;
    if (c.states.includes('effects-negated') || c.states.includes('cannot-use')) continue;
    for (const a of standing(c.card).placeLocks) {
      if (a.forbids !== 'banish') continue;
      const who = a.player ?? 'both';
      if (!(who === 'both' || (who === 'self') === (c.controller === actor))) continue;
      if (a.whileHolds?.length && checkConditions(a.whileHolds, boardView(board, known), c, c.controller) !== true) continue;
      const locked = asArray<Place>(a.forbidsFrom);
      const hit = action.tributes.map((r) => board.cards[r]).find((m) => m && m.zone !== null && locked.includes(m.zone as Place));
      if (hit) return say({ rule: R.PROCEDURE_FORBIDDEN_FROM, params: { card: subject.card.name, banished: hit.card.name, source: c.card.name, places: locked } });
    }
  }
  return null;
}

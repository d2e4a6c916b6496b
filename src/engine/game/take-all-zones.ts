/**
 * CTL-ZONES-FOR-ALL (rules reference docs/c02/基本用语.rst:793): an effect whose first step takes control of every opponent's
 * monster a filter names (「得到对方场上的全部3星以下的怪兽的控制权」) knows at activation which monsters it will take, so it needs a
 * free Main Monster Zone for each of them — counting a zone its cost empties (the monster tributing itself). With fewer, it cannot
 * be activated. (At resolution the monsters with no zone left are destroyed by rule: CH-CONTROL-NO-ZONE.) An effect that picks its
 * monsters only as it resolves, a target (CH-NO-FREE-ZONE) or a mandatory effect are not judged here.
 */
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { firstStep } from './undergo.js';
import { freeMainZones } from './zones.js';
import { cardsMatching } from './match.js';

const EMPTIES = new Set(['tribute', 'send-to-gy', 'banish', 'return-to-hand', 'return-to-deck', 'destroy']);
const OFF_FIELD = new Set(['gy', 'hand', 'deck', 'banished', 'extra']);

/** The monsters it would take and the zones free for them, when too few; null when it may be activated (or is not judged). */
export function tooFewZonesToTakeAll(state: EngineState, e: EffectFacts, self: BoardCard, player: Player): { need: number; free: number } | null {
  if (e.mandatory || !state.knownZones.has(`${player}:field`)) return null;
  const step = firstStep(e.does).find((a) => a.do === 'take-control' && !a.swap && !a.controlTo && typeof a.what === 'object' && a.what !== null && 'scope' in a.what && a.what.scope === 'all');
  if (!step || typeof step.what !== 'object' || step.what === null || !('filter' in step.what)) return null;
  const other = player === 'A' ? 'B' : 'A';
  if (!state.knownZones.has(`${other}:field`)) return null;
  const taken = cardsMatching(state.board, step.what.filter, self.ref, player).filter((c) => c.zone === 'monster' && c.controller === other);
  if (taken.length === 0) return null;
  // A cost that empties a zone: the card itself leaving the Monster Zone is counted; another field cost (which card?) is not judged.
  const leaving: BoardCard[] = [];
  for (const c of e.cost ?? []) {
    if (!EMPTIES.has(c.do)) continue;
    if (c.what === 'self' && self.zone === 'monster') leaving.push(self);
    else if (!(typeof c.from === 'string' && OFF_FIELD.has(c.from)) && c.what !== 'self') return null;
  }
  const free = freeMainZones(state, player, leaving);
  return free < taken.length ? { need: taken.length, free } : null;
}

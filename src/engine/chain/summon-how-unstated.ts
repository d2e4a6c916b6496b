/**
 * CH-SUMMON-HOW-UNSTATED (review s42): an effect whose cards are told by how they were summoned (「特殊召唤的效果怪兽全部破坏」,
 * 「上级召唤的怪兽」: a filter's `specialSummoned` / `summoned` / `notSummoned`) judges each monster the situation lists by what it
 * says of that monster. A face-up monster on the field whose summon the situation does not state (no `(特殊召唤)`, `(上级召唤)`,
 * `(本回合特召)`…; not one of the Extra Deck, which is always Special Summoned) is taken as not summoned that way — the answer
 * depends on it, so it is said, with the monsters it concerns. A monster no longer on the field keeps no summon (FD-MEMORY): not said.
 */
import type { CardFilter } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { Judging } from './legality.js';
import { matchesFilter, onBoard } from '../game/match.js';
import { saysHowSummoned } from '../game/memory.js';
import { extraDeckMonster } from '../game/field-zones.js';
import { pushOnce } from '../game/state.js';
import { R } from '../rule-ids.js';
import { say, type Phrase } from '../phrases/index.js';

/** The filters of the effect's steps that tell cards by how they were summoned. */
function summonFilters(j: Judging): CardFilter[] {
  const out: CardFilter[] = [];
  for (const a of j.e.does) {
    const what = a.what;
    if (!what || typeof what !== 'object' || !('filter' in what)) continue;
    const f = what.filter;
    if (f.specialSummoned || f.summoned !== undefined || f.notSummoned !== undefined) out.push(f);
  }
  return out;
}

export function mayTellBySummon(e: Judging['e']): boolean {
  return e.does.some((a) => {
    const what = a.what;
    if (!what || typeof what !== 'object' || !('filter' in what)) return false;
    const f = what.filter;
    return Boolean(f.specialSummoned) || f.summoned !== undefined || f.notSummoned !== undefined;
  });
}

export function summonHowUnstated(j: Judging): Phrase | null {
  const filters = summonFilters(j);
  if (filters.length === 0) return null;
  const ctx = onBoard(j.board, j.link.ref, j.me);
  const unstated: BoardCard[] = [];
  for (const f of filters) {
    // The filter without its summon part: the monsters it would take if they had been summoned that way.
    const rest: CardFilter = { ...f, specialSummoned: undefined, summoned: undefined, notSummoned: undefined };
    for (const c of Object.values(j.board.cards)) {
      if (c.zone !== 'monster' || !c.faceUp || c.ref === j.link.ref || unstated.includes(c)) continue;
      if (saysHowSummoned(c.states) || c.states.includes('summoned-this-turn') || c.specialSummoned || extraDeckMonster(c.card)) continue;
      if (matchesFilter(rest, c, ctx)) unstated.push(c);
    }
  }
  if (unstated.length === 0) return null;
  j.rules.push(R.SUMMON_HOW_UNSTATED);
  const kind = filters.some((f) => f.specialSummoned || f.summoned === 'special' || f.notSummoned === 'special') ? 'special' : 'other';
  pushOnce(j.state.assumptions, say({ rule: R.SUMMON_HOW_UNSTATED, params: { name: j.name, cards: unstated.map((c) => c.card.name), kind } }));
  return null;
}

/**
 * CH-ZONES-FOR-EACH-SUMMON (rules reference docs/c01/大师规则（2017）变更点.rst:48, :223): an effect whose first step Special
 * Summons several monsters together needs, as it is activated, a usable zone for each of them — else it could not do what it
 * says, and it cannot be activated:
 * - N Tokens (「在自己场上把4只…衍生物…特殊召唤」, `token` with a fixed count): a Token belongs to no Extra Monster Zone, so N free Main
 *   Monster Zones of the field it goes to (the opponent's, 「在对方场上」);
 * - a monster from a Main Deck place (the GY…) and one from the Extra Deck in the same step: the first takes a Main Monster Zone,
 *   the second needs another Main one or a usable Extra Monster Zone (judged when the situation states every monster's zone,
 *   and only for a Fusion/Synchro/Xyz monster, which may go to either under Master Rule 2020).
 * A mandatory effect, one whose cost may empty a Monster Zone, and an effect summoning "up to" N are not judged here.
 * (CH-NO-FREE-ZONE judges one summon: ../game/zones.ts.)
 */
import type { Action, EffectFacts, Player } from '../../cards/facts.js';
import type { Phrase } from '../phrases/index.js';
import type { Judging } from './legality.js';
import { R } from '../rule-ids.js';
import { firstStep } from '../game/undergo.js';
import { freeMainZones } from '../game/zones.js';
import { freeZones, zonesStated } from '../game/field-zones.js';

const EMPTIES = new Set(['tribute', 'send-to-gy', 'banish', 'return-to-hand', 'return-to-deck', 'destroy', 'detach']);
const OFF_FIELD = new Set(['gy', 'hand', 'deck', 'banished', 'extra']);
const MAIN_OR_EXTRA_ZONE = ['fusion', 'synchro', 'xyz'];

const summons = (a: Action): boolean => a.do === 'special-summon' && !a.optional && !a.conditional;
const fromExtra = (a: Action): boolean => a.from === 'extra' || (Array.isArray(a.from) && a.from.includes('extra'));

/** How many Tokens a summon step makes, when fixed (「4只」); null when it is not a Token summon or says 「最多」. */
function tokenCount(a: Action): number | null {
  if (!a.token) return null;
  if (typeof a.what === 'object' && a.what !== null && 'filter' in a.what) {
    if (a.what.countMax !== undefined) return null;
    return a.what.count ?? 1;
  }
  return typeof a.amount === 'number' ? a.amount : 1;
}

/** The gate (effect facts only): a first step summoning Tokens, or two summons one of which is from the Extra Deck. */
export function mayNeedZonesForEach(e: EffectFacts): boolean {
  if (e.mandatory === true) return false;
  const step = firstStep(e.does).filter(summons);
  return step.some((a) => (tokenCount(a) ?? 0) >= 2) || (step.length >= 2 && step.some(fromExtra));
}

export function zonesForEachSummon(j: Judging): Phrase | null {
  const { e, me, state } = j;
  if (e.mandatory === true) return null;
  // A cost that may empty a Monster Zone (which one is the player's choice) is not judged.
  if ((e.cost ?? []).some((c) => EMPTIES.has(c.do) && !(typeof c.from === 'string' && OFF_FIELD.has(c.from)))) return null;
  const step = firstStep(e.does).filter(summons);
  for (const a of step) {
    const n = tokenCount(a);
    if (n === null || n < 2) continue;
    const to: Player = a.player === 'opponent' ? (me === 'A' ? 'B' : 'A') : me;
    if (!state.knownZones.has(`${to}:field`)) continue;
    const free = freeMainZones(state, to);
    if (free < n) {
      j.rules.push(R.ZONES_FOR_EACH_SUMMON);
      return { rule: R.ZONES_FOR_EACH_SUMMON, params: { variant: 'tokens', need: n, free, player: to } };
    }
  }
  if (step.length >= 2 && step.some(fromExtra) && step.some((a) => !fromExtra(a)) && zonesStated(state.board, state.knownZones)) {
    const extra = step.filter(fromExtra);
    const kinds = extra.map((a) => (typeof a.what === 'object' && a.what !== null && 'filter' in a.what ? a.what.filter.subtypes : undefined));
    // Only monsters that may go to a Main Monster Zone or an Extra Monster Zone are counted (a Link monster needs a linked zone).
    if (extra.length !== 1 || !kinds.every((s) => s !== undefined && s.length > 0 && s.every((x) => MAIN_OR_EXTRA_ZONE.includes(x)))) return null;
    const mainCount = step.length - extra.length;
    const free = freeZones(state.board, me);
    const room = free.main.length >= mainCount && (free.main.length - mainCount >= 1 || free.extra);
    if (!room) {
      j.rules.push(R.ZONES_FOR_EACH_SUMMON);
      return { rule: R.ZONES_FOR_EACH_SUMMON, params: { variant: 'extra', need: step.length, free: free.main.length + (free.extra ? 1 : 0), player: me } };
    }
  }
  return null;
}

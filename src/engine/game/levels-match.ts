/**
 * CH-LEVELS-MATCH-NO-ZONE (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:137): 「把仪式召唤的手卡1只「X」仪式怪兽给对方观看。等级合计直到变成和
 * 给人观看的仪式怪兽的等级相同为止，选除外的自己的「X」怪兽任意数量…特殊召唤（同名卡最多1张）。那之后，…仪式召唤」 — it can summon no more
 * monsters than its controller has Main Monster Zones free, one of each name. When there is no monster in the hand it may reveal (one of the
 * kind its text names), or no set of the cards it may choose (one of each name, no more than the free zones) adds up to the level of one it
 * could reveal, nothing is summoned and the effect does not apply at all: the Ritual Summon after it is not made either — and the answer
 * names the cause (no monster to reveal, the free zones, or 「同名卡最多1张」). When a set does add up, the engine picks one (the revealed
 * monster and the cards summoned, said as an assumption). Judged only when the hand and the places it chooses from are listed in full.
 */
import type { Action, Player, Place } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { asArray, cardsMatching } from './match.js';
import { freeMainZones } from './zones.js';
import { levelOf } from './levels.js';

const levelNow = (c: BoardCard): number => levelOf(c)?.value ?? c.card.level ?? 0;

/**
 * A set of `cards` (at most `slots`, one of each name when `oneName`) whose levels add up to `target`; null when there is none. The
 * cards are taken in their order, earliest first. Searched over (card group, level left, zones left) with memory, so a long listed
 * zone costs its length times the level times the zones — never the number of its subsets (input limits allow hundreds of cards).
 */
function pickSet(cards: readonly BoardCard[], target: number, slots: number, oneName: boolean): BoardCard[] | null {
  // One group per name (one of each name; copies of another level are other options), or one per card.
  const groups: BoardCard[][] = [];
  const byName = new Map<string, BoardCard[]>();
  for (const c of cards) {
    if (levelNow(c) <= 0) continue;
    if (!oneName) { groups.push([c]); continue; }
    let g = byName.get(c.card.name);
    if (!g) byName.set(c.card.name, (g = [])), groups.push(g);
    if (!g.some((x) => levelNow(x) === levelNow(c))) g.push(c);
  }
  const memo = new Map<number, boolean>();
  const can = (i: number, left: number, room: number): boolean => {
    if (left === 0) return true;
    if (left < 0 || room === 0 || i >= groups.length) return false;
    const key = (i * (target + 1) + left) * (slots + 1) + room;
    let r = memo.get(key);
    if (r === undefined) {
      r = groups[i]!.some((c) => can(i + 1, left - levelNow(c), room - 1)) || can(i + 1, left, room);
      memo.set(key, r);
    }
    return r;
  };
  if (!can(0, target, slots)) return null;
  const out: BoardCard[] = [];
  for (let i = 0, left = target, room = slots; left > 0; i++) {
    const c = groups[i]!.find((x) => can(i + 1, left - levelNow(x), room - 1));
    if (c) {
      out.push(c);
      left -= levelNow(c);
      room--;
    }
  }
  return out;
}

/** Why the step cannot be made: no monster to reveal, too few zones, or one of each name (`同名卡最多1张`) — or none of these alone. */
export type LevelsShort = { variant: 'no-reveal' | 'zones' | 'names' | 'levels'; level: number; free: number };
/** The step can be made: the monster the engine reveals and the cards it summons (a choice the situation does not state). */
export type LevelsPick = { revealed: BoardCard; cards: BoardCard[] };

/** What the `levelsMatchLooked` summon does: cannot be made (why), or the cards it picks; null when it is not judged. */
export function levelsMatch(state: EngineState, link: LinkState, a: Action, me: Player): { short: LevelsShort } | { pick: LevelsPick } | null {
  if (!a.levelsMatchLooked || typeof a.what !== 'object') return null;
  const does = link.effect?.does ?? [];
  const at = does.indexOf(a);
  const look = does.slice(0, Math.max(at, 0)).reverse().find((x) => x.do === 'look');
  if (!look || typeof look.what !== 'object') return null;
  if (!state.knownZones.has(`${me}:hand`)) return null;
  const free = freeMainZones(state, me, []);
  const revealable = cardsMatching(state.board, look.what.filter, link.ref, me).filter((c) => c.zone === 'hand' && c.owner === me && levelNow(c) > 0);
  // No monster of the kind it names in the hand (a Ritual monster of another archetype does not do): nothing can be revealed.
  if (revealable.length === 0) return { short: { variant: 'no-reveal', level: 0, free } };
  const places = asArray<Place>(a.from ?? a.what.filter.place ?? []);
  if (places.length === 0 || places.some((p) => !state.knownZones.has(`${me}:${p}`))) return null;
  const choosable = cardsMatching(state.board, a.what.filter, link.ref, me).filter((c) => c.owner === me && c.zone !== null && places.includes(c.zone as Place));
  for (const r of revealable) {
    const cards = pickSet(choosable, levelNow(r), free, true);
    if (cards) return { pick: { revealed: r, cards } };
  }
  const levels = revealable.map(levelNow);
  const some = (slots: number, oneName: boolean) => levels.some((l) => pickSet(choosable, l, slots, oneName) !== null);
  // The cause: with every zone it wants, one of each name, it would reach the level — the zones; with the zones it has but copies of a name
  // allowed, it would — 「同名卡最多1张」; else the levels of what it may choose do not add up to it at all.
  const variant = some(choosable.length, true) ? 'zones' : some(free, false) ? 'names' : 'levels';
  return { short: { variant, level: Math.min(...levels), free } };
}

/**
 * CH-LEVELS-MATCH-NO-ZONE (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:137): 「等级合计直到变成和给人观看的仪式怪兽的等级相同为止，
 * 选除外的自己的「X」怪兽任意数量…特殊召唤（同名卡最多1张）。那之后，…仪式召唤」 — it can summon no more monsters than its controller
 * has Main Monster Zones free. When no set of the cards it may choose (one of each name, no more than the free zones) adds up to
 * the level of a monster it could have revealed, nothing is summoned and the effect does not apply at all: the Ritual Summon
 * after it is not made either. Judged only when the places it chooses from are listed in full (the situation's cards are all there are).
 */
import type { Action, Player, Place } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { asArray, cardsMatching } from './match.js';
import { freeMainZones } from './zones.js';
import { levelOf } from './levels.js';

const levelNow = (c: BoardCard): number => levelOf(c)?.value ?? c.card.level ?? 0;

/** Can `count` or fewer of `levels` (each at most once) add up to `target`? */
function reachable(levels: number[], target: number, count: number): boolean {
  const go = (i: number, left: number, slots: number): boolean => {
    if (left === 0) return true;
    if (left < 0 || slots === 0 || i >= levels.length) return false;
    return go(i + 1, left - levels[i]!, slots - 1) || go(i + 1, left, slots);
  };
  return go(0, target, count);
}

/** The level it could not reach and the zones free, when the step cannot be made; null when it can (or is not judged). */
export function levelsUnreachable(state: EngineState, link: LinkState, a: Action, me: Player): { level: number; free: number } | null {
  if (!a.levelsMatchLooked || typeof a.what !== 'object') return null;
  const does = link.effect?.does ?? [];
  const at = does.indexOf(a);
  const look = does.slice(0, Math.max(at, 0)).reverse().find((x) => x.do === 'look');
  if (!look || typeof look.what !== 'object') return null;
  const places = asArray<Place>(a.from ?? a.what.filter.place ?? []);
  if (places.length === 0 || places.some((p) => !state.knownZones.has(`${me}:${p}`))) return null;
  if (!state.knownZones.has(`${me}:hand`)) return null;
  const revealable = cardsMatching(state.board, look.what.filter, link.ref, me).filter((c) => c.zone === 'hand' && c.owner === me);
  if (revealable.length === 0) return null;
  const choosable = cardsMatching(state.board, a.what.filter, link.ref, me).filter((c) => c.owner === me && c.zone !== null && places.includes(c.zone as Place));
  // (同名卡最多1张: one of each name — the best level of each name is enough to ask whether a sum is reachable, names of the same level alike.)
  const byName = new Map<string, number[]>();
  for (const c of choosable) byName.set(c.card.name, [...(byName.get(c.card.name) ?? []), levelNow(c)]);
  const free = freeMainZones(state, me, []);
  // One level per name: try every pick of one level per name (names rarely hold copies of different levels).
  const picks: number[][] = [[]];
  for (const ls of byName.values()) {
    const distinct = [...new Set(ls)];
    const next: number[][] = [];
    for (const p of picks) for (const l of distinct) next.push([...p, l]);
    picks.splice(0, picks.length, ...next.slice(0, 64));
  }
  const ok = (target: number) => picks.some((p) => reachable(p, target, free));
  const failing = revealable.map(levelNow).filter((l) => l > 0);
  if (failing.length === 0 || failing.some(ok)) return null;
  return { level: Math.min(...failing), free };
}

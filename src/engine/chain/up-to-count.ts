/**
 * CH-UP-TO-COUNT: 「选最多有场地区域的卡的数量的以下效果适用（同一效果最多1个）」 — the ● (steps with `upTo`) the player may apply are
 * at most as many as the cards its bound (`upToCountOf`) finds as the effect resolves: with none, no ● is applied; with fewer than
 * the ●, the ones the notes name (`[●n]`), else the first ones written (said).
 */
import type { Action } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';
import { cardsMatching, zonesKnownAt } from '../game/match.js';
import { pushOnce, stateView } from '../game/state.js';
import { R } from '../rule-ids.js';
import { ACTS_ON_CARDS } from './applies.js';
import { say } from '../phrases/index.js';

/** The bounded ● that are applied, or null when the effect has no bound on its ●. */
export function upToCountPick(state: EngineState, link: LinkState, does: readonly Action[]): Set<Action> | null {
  const bounded = does.filter((a) => a.upTo && a.upToCountOf);
  if (!bounded.length) return null;
  const n = cardsMatching(state.board, bounded[0]!.upToCountOf!, link.ref, link.controller).length;
  link.rules.push(R.UP_TO_COUNT);
  const noted = link.directives.flatMap((d) => (d.kind === 'choice' && d.n >= 1 && d.n <= bounded.length ? [d.n - 1] : []));
  // Not noted: the ● with something to apply first (in the order written), then the rest — 「对方场上1张卡破坏」 with the opponent's
  // field known empty gives way to 「给与对方1500伤害」 (the c04 ruling listed in test/RULES.md CH-UP-TO-COUNT: with one Field Spell and no card on the opponent's
  // field the effect is one that deals damage).
  const written = bounded.map((_, i) => i);
  const order = noted.length ? [...new Set(noted)] : [...written.filter((i) => !emptyStep(state, link, bounded[i]!)), ...written.filter((i) => emptyStep(state, link, bounded[i]!))];
  const picked = order.slice(0, n);
  const inOrder = picked.every((i, k) => i === k);
  if (!noted.length && n < bounded.length) pushOnce(state.assumptions, say({ rule: R.UP_TO_COUNT, params: { name: link.name, n, of: bounded.length, ...(inOrder ? {} : { picked: picked.map((i) => i + 1) }) } }));
  return new Set(picked.map((i) => bounded[i]!));
}

/** A ● acting on cards a filter finds, none found where the situation lists every card (the zones known): nothing it could apply to. */
function emptyStep(state: EngineState, link: LinkState, a: Action): boolean {
  if (!ACTS_ON_CARDS.has(a.do) || typeof a.what !== 'object' || a.token) return false;
  const f = a.what.filter;
  const places = f.place === undefined ? [] : Array.isArray(f.place) ? f.place : [f.place];
  if (!zonesKnownAt(stateView(state), f.side, places, link.controller)) return false;
  return cardsMatching(state.board, f, link.ref, link.controller).length === 0;
}

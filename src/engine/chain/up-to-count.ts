/**
 * CH-UP-TO-COUNT: 「选最多有场地区域的卡的数量的以下效果适用（同一效果最多1个）」 — the ● (steps with `upTo`) the player may apply are
 * at most as many as the cards its bound (`upToCountOf`) finds as the effect resolves: with none, no ● is applied; with fewer than
 * the ●, the ones the notes name (`[●n]`), else the first ones written (said).
 */
import type { Action } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';
import { pushOnce } from '../game/state.js';
import { cardsMatching } from '../game/match.js';
import { R } from '../rule-ids.js';
import { say } from '../phrases/index.js';

/** The bounded ● that are applied, or null when the effect has no bound on its ●. */
export function upToCountPick(state: EngineState, link: LinkState, does: readonly Action[]): Set<Action> | null {
  const bounded = does.filter((a) => a.upTo && a.upToCountOf);
  if (!bounded.length) return null;
  const n = cardsMatching(state.board, bounded[0]!.upToCountOf!, link.ref, link.controller).length;
  link.rules.push(R.UP_TO_COUNT);
  const noted = link.directives.flatMap((d) => (d.kind === 'choice' && d.n >= 1 && d.n <= bounded.length ? [d.n - 1] : []));
  const order = noted.length ? [...new Set(noted)] : bounded.map((_, i) => i);
  const picked = order.slice(0, n);
  if (!noted.length && n < bounded.length) pushOnce(state.assumptions, say({ rule: R.UP_TO_COUNT, params: { name: link.name, n, of: bounded.length } }));
  return new Set(picked.map((i) => bounded[i]!));
}

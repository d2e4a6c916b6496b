import type { Action } from '../../cards/facts.js';

/**
 * How many cards a cost moves (丢弃 N 张). Usually the count its subject states (1 when none). A cost whose number the targets share
 * (CH-COST-COUNT-OF-TARGETS, 「把手卡任意数量丢弃去墓地，以丢弃数量的…为对象」) takes as many as the activation targets: the player
 * writes the targets, so the discard follows them — two targets, two cards discarded.
 */
export function costCount(a: Action, targets: readonly string[]): number {
  if (a.countOfTargets && targets.length > 0) return targets.length;
  return typeof a.what === 'object' ? (a.what.count ?? 1) : 1;
}

import type { Action } from '../../cards/facts.js';

/**
 * How many cards a cost moves (丢弃 N 张, 除外 N 只, N 个超量素材取除) — every kind of cost through this one function, so the check at
 * activation (../chain/legality.ts) and the payment (./actions.ts) count alike. Usually the count the text states (1 when none): a
 * detach states it on the action (「2个超量素材取除」), the others on the cards they move. A cost whose number the targets share
 * (CH-COST-COUNT-OF-TARGETS: 「把手卡任意数量丢弃去墓地，以丢弃数量的…为对象」, 「把自己墓地最多2只…除外，以除外数量的…为对象」,
 * 「把这张卡的超量素材任意数量取除，以那个数量的…为对象」) takes as many as the activation targets: the player writes the targets, so
 * the cost follows them — two targets, two cards discarded, banished, detached or returned.
 */
export function costCount(a: Action, targets: readonly string[]): number {
  if (countedByTargets(a, targets)) return targets.length;
  if (a.do === 'detach') return typeof a.count === 'number' ? a.count : typeof a.amount === 'number' ? a.amount : 1;
  return typeof a.what === 'object' && a.what !== null ? (a.what.count ?? 1) : 1;
}

/**
 * Whether the number a cost moves is the activation's targets' (CH-COST-COUNT-OF-TARGETS), with targets written to count — the one
 * test costCount takes that number by (review s56: it was written twice).
 */
export function countedByTargets(a: Action, targets: readonly string[]): boolean {
  return a.countOfTargets === true && targets.length > 0;
}

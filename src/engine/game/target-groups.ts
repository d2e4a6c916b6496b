/**
 * CH-STEP-TARGET-GROUPS (CMP-TRIBUTE-ADDED-TARGET; rules reference docs/c03/特定效果的处理方法.rst:184–193): an effect whose
 * targets come in groups (CH-TARGET-GROUPS) may add a group only with a tribute of an Attribute (the ● 「可以以场上1张卡为对象…」 a
 * WIND tribute adds), and a step may act on the targets of some groups only (`Action.targetGroups`): the effect's own step on its
 * two targets, the added ● on its own one. The targets are shared out among the groups in the order they were written, each to
 * the first group it fits that is not full (a card fitting two groups — a field card — goes to the earlier one).
 */
import type { Action, Card, TargetGroup, Targeting } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';

/** The groups as this card's tributes reach them: a group taken only with a tribute of an Attribute is empty (count 0) without one. */
export function groupsMet(groups: readonly TargetGroup[], own: { materials?: readonly Card[] } | undefined): TargetGroup[] {
  return groups.map((g) => (g.ifTributeAttribute === undefined || (own?.materials ?? []).some((m) => m.attribute === g.ifTributeAttribute) ? g : { ...g, count: 0 }));
}

/** The targeting with its groups met (`groupsMet`): how many targets at most, and how many at least (an optional group may be left empty). */
export function targetingMet(t: Targeting, own: { materials?: readonly Card[] } | undefined): { want: Targeting; least: number } {
  if (!t.groups?.some((g) => g.optional || g.ifTributeAttribute !== undefined)) return { want: t, least: t.count };
  const groups = groupsMet(t.groups, own);
  const count = groups.reduce((n, g) => n + g.count, 0);
  return { want: { ...t, groups, count }, least: groups.filter((g) => !g.optional).reduce((n, g) => n + g.count, 0) };
}

/** The group each card is shared to (by index), in the order written; null when they cannot all be shared out. */
export function shareToGroups(cards: readonly BoardCard[], groups: readonly TargetGroup[], fits: (c: BoardCard, g: TargetGroup) => boolean): number[] | null {
  const left = groups.map((g) => g.count);
  const out: number[] = [];
  const share = (i: number): boolean => {
    if (i === cards.length) return true;
    for (let k = 0; k < groups.length; k++) {
      if (left[k]! > 0 && fits(cards[i]!, groups[k]!)) {
        left[k]!--;
        out[i] = k;
        if (share(i + 1)) return true;
        left[k]!++;
      }
    }
    return false;
  };
  return share(0) ? out.slice(0, cards.length) : null;
}

/** Does a step act on some groups only? */
export function actsOnGroups(a: Action): a is Action & { targetGroups: number[] } {
  return a.what === 'targets' && a.targetGroups !== undefined;
}

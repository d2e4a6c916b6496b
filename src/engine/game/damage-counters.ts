/**
 * CNT-DAMAGE-INSTEAD (issue 16, rules reference docs/c03/攻守计算.rst:139): 「自己受到效果伤害的场合，作为代替给这张卡放置1个…指示物」
 * (「对方的效果让自己受到伤害的场合，…」) — a face-up monster of the player about to take an effect's damage, its effects not
 * negated, takes a counter of that kind instead: the player takes no damage (so nothing a 「受到伤害」 trigger could read). Its
 * own lowering by its counters is no bar (at ATK 0 it still takes the counter). A cap by its own text (「（最多1个）」, CNT-MAX)
 * reached, or 「1回合1次」 used already in this answer, leaves the damage as it is. Read from OwnCounters.insteadOfDamage
 * (src/cards/compile/own-counters.ts).
 */
import type { Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { continuouslyNegated } from './protection.js';

const usedThisTurn = new WeakMap<EngineState, Set<string>>();

/** The card that takes the counter instead of `player`'s damage from `link`'s effect (and places it), or null. */
export function damageAsCounter(state: EngineState, link: LinkState, player: Player): BoardCard | null {
  for (const c of Object.values(state.board.cards)) {
    if (c.zone !== 'monster' || !c.faceUp || c.controller !== player || c.card.type.kind !== 'monster') continue;
    const own = c.card.ownCounters?.find((o) => o.insteadOfDamage && o.part === 'monster');
    if (!own) continue;
    if (own.insteadOfDamage === 'opponent-effect' && link.controller === player) continue;
    if (c.states.includes('effects-negated') || c.states.includes('cannot-use') || continuouslyNegated(state, link, c)) continue;
    const had = c.counters?.[own.kind] ?? 0;
    const cap = c.card.ownCounters!.filter((o) => o.kind === own.kind).every((o) => o.max !== undefined) ? Math.max(...c.card.ownCounters!.filter((o) => o.kind === own.kind).map((o) => o.max!)) : undefined;
    if (cap !== undefined && had >= cap) continue;
    const used = usedThisTurn.get(state) ?? new Set<string>();
    if (own.oncePerTurn && used.has(c.ref)) continue;
    used.add(c.ref);
    usedThisTurn.set(state, used);
    c.counters = { ...(c.counters ?? {}), [own.kind]: had + 1 };
    return c;
  }
  return null;
}

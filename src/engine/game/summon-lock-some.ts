/**
 * CH-SUMMON-LOCK-SOME-AT-RESOLUTION (s54; rules reference docs/c02/怪兽的效果分类.rst:197, a continuous
 * effect applies from the moment it stands): a lock on Special Summoning some monsters only (`forbids: 'special-summon'` with
 * `forbidsOnly`, 「双方不能把5星以上的怪兽特殊召唤」) is read one way wherever a Special Summon is judged — a target an effect would summon
 * at activation (../chain/legality.ts), a summoning step as it resolves (./actions.ts), a summon written as the action (./perform.ts).
 * It binds while its card is face-up on the field, its card activation resolved, its effects not negated and its own condition holding
 * at that moment (「持有超量素材的这张卡」: an Xyz Material still held). So a lock whose card an earlier link turned face-up binds the
 * summon that resolves after it, and one whose card left the field, was turned face-down or lost its last material does not.
 */
import type { Action, CardFilter, Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { stateView } from './state.js';
import { checkConditions, matchesFilter, matchContext } from './match.js';
import { isField } from './board.js';
import { cardsWith, standing } from './standing.js';
import { activationPending } from './on-chain.js';
import { continuouslyNegated } from './protection.js';

export interface SomeMonstersLock {
  card: BoardCard;
  lock: Action & { forbidsOnly: CardFilter };
  /** 「持有超量素材的…」 with the card's materials not written: taken as held (the answer says so). */
  materialsAssumed: boolean;
}

/** Does a lock of `lockCard`'s controller that names `who` (双方 / 自己 / 对方) bind `performer`? */
export function lockBindsPlayer(who: Action['player'], lockController: Player, performer: Player): boolean {
  const w = who ?? 'both';
  return w === 'both' || (w === 'self') === (lockController === performer);
}

/** The locks on Special Summoning some monsters that stand now and bind `performer`, in board order. */
export function someMonstersLocks(state: EngineState, performer: Player, link?: LinkState): SomeMonstersLock[] {
  const out: SomeMonstersLock[] = [];
  for (const c of cardsWith(state, 'floodgates')) {
    if (!c.faceUp || !isField(c.zone) || c.activationNegated || !c.controller) continue;
    if (c.states.includes('effects-negated') || c.states.includes('cannot-use') || (link && continuouslyNegated(state, link, c))) continue;
    if (activationPending(state, c)) continue;
    for (const x of standing(c.card).floodgates) {
      if (x.forbids !== 'special-summon' || !x.forbidsOnly || !lockBindsPlayer(x.player, c.controller, performer)) continue;
      // (Its own condition, read now: checkConditions takes materials not written as held.)
      if (x.whileHolds?.length && checkConditions(x.whileHolds, stateView(state), c, c.controller) !== true) continue;
      const materialsAssumed = c.materials === undefined && (x.whileHolds ?? []).some((h) => h.is === 'exists' && h.filter.hasXyzMaterials === true);
      out.push({ card: c, lock: x as SomeMonstersLock['lock'], materialsAssumed });
    }
  }
  return out;
}

/**
 * Does the lock bind summoning this monster? A monster the situation does not name (a pick 「从卡组把1只…」 with no card written) is the
 * player's choice: bound only when every monster the pick allows is (the pick 「5星以上的怪兽」 under a 「5星以上」 lock) — otherwise the
 * player picks one the lock spares.
 */
export function lockBindsMonster(l: SomeMonstersLock, subject: BoardCard, pick: CardFilter | undefined): boolean {
  if (subject.card.id === 0) return pick !== undefined && pickWhollyLocked(l.lock.forbidsOnly, pick);
  return matchesFilter(l.lock.forbidsOnly, subject, matchContext(l.card.ref, l.card.controller!, null, null, false, true));
}

/** Every monster a pick allows has a Level the lock names (a Level bound of the pick inside the lock's). */
export function pickWhollyLocked(lock: CardFilter, pick: CardFilter): boolean {
  const above = lock.levelMin === undefined || (pick.levelMin !== undefined && pick.levelMin >= lock.levelMin);
  const below = lock.levelMax === undefined || (pick.levelMax !== undefined && pick.levelMax <= lock.levelMax);
  return (lock.levelMin !== undefined || lock.levelMax !== undefined) && above && below;
}

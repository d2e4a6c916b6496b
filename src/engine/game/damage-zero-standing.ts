/**
 * CH-DAMAGE-ZERO-STANDING (CMP-DAMAGE-ZERO-STANDING): a continuous 「（这张卡特殊召唤成功的回合，｜只要这张卡在场上表侧表示存在，）自己受到的（效果／战斗）
 * 伤害变成0」 (`standingDamageZero`) of a face-up card whose effects apply now: the damage of its kind (`effect`, `battle`, `all`) the
 * players it names take becomes 0. Under its condition (the summon turn): judged from the situation; not told (the card's summon this
 * turn not stated), it is not applied, and said — never a guess stated as the ruling. One applied once a turn (「1回合只有1次让那次伤害变成0」)
 * covers the first damage only: a standing one that holds is applied before it (no damage taken, its count not spent).
 */
import type { Player } from '../../cards/facts.js';
import type { Board } from '../types.js';
import { continuousInForce } from './battle-damage.js';
import { boardView, checkConditions } from './match.js';
import { opponent } from '../../scenario/types.js';
import { spentOnce } from './memory.js';

export interface StandingZero {
  /** The card whose effect it is. */
  name: string;
  /** Its card's board key and controller. */
  ref: string;
  controller: Player;
  /** Whether its condition holds (null: the situation does not tell). */
  holds: boolean | null;
  /**
   * 「1回合只有1次让那次伤害变成0」 (`standingDamageZeroOnce`): only the first damage its player takes this turn — not listed once spent (已用 on
   * its card); the one who applies it spends it (marks its card 已用).
   */
  once?: true;
}

/** The standing 「受到的…伤害变成0」 effects in force that cover `player`'s damage of `kind`. */
export function standingZeroes(board: Board, player: Player, kind: 'effect' | 'battle'): StandingZero[] {
  const out: StandingZero[] = [];
  let view: ReturnType<typeof boardView> | null = null;
  for (const { card: c, effect: e } of continuousInForce(board, (x) => x.does.some((a) => a.standingDamageZero !== undefined))) {
    for (const a of e.does) {
      const z = a.standingDamageZero;
      if (z === undefined || (z !== 'all' && z !== kind)) continue;
      const covers = a.player === 'both' || a.player === 'any' ? true : a.player === 'opponent' ? player === opponent(c.controller!) : player === c.controller;
      if (!covers) continue;
      if (a.standingDamageZeroOnce && spentOnce(c.states, e.oncePerTurn ?? 'soft')) continue;
      const holds = e.condition?.length ? checkConditions(e.condition, (view ??= boardView(board, new Set())), c, c.controller!) : true;
      out.push({ name: c.card.name, ref: c.ref, controller: c.controller!, holds, ...(a.standingDamageZeroOnce ? { once: true as const } : {}) });
    }
  }
  return out;
}

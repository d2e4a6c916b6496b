/**
 * CH-STAT-BATTLE-OPPONENT (rules reference docs/c02/连锁基础.rst:144–180): 「…的攻击力上升进行战斗的对方怪兽的攻击力数值」 — the
 * value is the ATK of the opponent's monster in the battle going on, read when the effect resolves (so a raise resolved
 * before, lower in the chain, counts). Once that monster is no longer in a Monster Zone there is nothing to refer to.
 */
import type { Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';

/** The refs of the battle's monsters not controlled by `player` (the opponent's battling monster), as the attack names them. */
export function opponentBattlerRefs(state: EngineState, player: Player): string[] {
  const attack = state.board.attack;
  if (!attack) return [];
  const refs = [attack.attacker, attack.target].filter((r): r is string => Boolean(r)).map((r) => state.board.aliases?.[r] ?? r);
  return refs.filter((r) => {
    const c = state.board.cards[r];
    return c !== undefined && (c.controller ?? c.owner) !== player;
  });
}

/** The opponent's monster in the battle, still in a Monster Zone; null when there is none. */
export function opponentBattler(state: EngineState, player: Player): BoardCard | null {
  for (const r of opponentBattlerRefs(state, player)) {
    const c = state.board.cards[r];
    if (c && c.zone === 'monster' && c.controller !== player) return c;
  }
  return null;
}

/**
 * CH-SUMMONS-PER-ATTACK (issue 16; rules reference docs/c03/里侧·一时除外.rst:380–387): a face-up limit 「回合玩家只能有最多和那个回合攻击过的
 * 次数相同次数把怪兽特殊召唤」 (`fieldLimit: 'summons-per-turn'` with `perAttack`) binds the turn player only, and allows as many Special
 * Summons as the attacks that player declared this turn — read from what the situation says its monsters did (`已攻击`, `已攻击2次`…,
 * wherever they are now) and the attack under way. Counted by ./summon-count.ts as any limit on summons a turn.
 */
import type { Player } from '../../cards/facts.js';
import type { EngineState } from '../game/state.js';
import { attacksDeclared } from '../game/memory.js';

/** How many attacks `player` declared this turn, as the situation shows them. */
export function attacksThisTurn(state: EngineState, player: Player): number {
  let n = 0;
  const at = state.board.attack;
  let current = at ? at.attacker : null;
  for (const key in state.board.cards) {
    const c = state.board.cards[key]!;
    if ((c.controller ?? c.owner) !== player) continue;
    const made = attacksDeclared(c.states).count;
    if (c.ref === current && made > 0) current = null; // the attack under way is already one of its states
    n += made;
  }
  if (current !== null && (state.board.cards[current]?.controller ?? null) === player) n++;
  return n;
}

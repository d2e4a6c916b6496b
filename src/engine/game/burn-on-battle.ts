/**
 * CH-BURN-ON-DAMAGE, for battle damage (rules reference docs/c03/特定效果的处理方法.rst:27, :57): 「每次自己场上的「X」怪兽用战斗·效果给与对方
 * 伤害，给与对方N伤害」 (`burnOnDamage`) is met by battle damage too — the face-up 「X」 monster of the holder's controller that battled deals
 * the opponent battle damage, and the holder (face-up on the field, not negated) deals N more at the same moment, on no chain.
 * The damage calculation shown is a projection of the battle as the board stands: this says what the battle would add, it moves no LP.
 */
import type { Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import { isField } from './board.js';
import { matchesFilter, onBoard } from './match.js';

export interface BattleBurn {
  card: string;
  player: Player;
  amount: number;
}

const other = (p: Player): Player => (p === 'A' ? 'B' : 'A');

/**
 * The face-up, not negated cards of `dealer` whose 「每次自己场上的「X」怪兽用战斗·效果给与对方伤害」 (`burnOnDamage`) the damage `monster`
 * dealt meets: each card and the N it adds. Read by the chain's damage step (./actions.ts) and by the battle below.
 */
export function burnHolders(board: Board, dealer: Player, monster: BoardCard): { card: BoardCard; amount: number }[] {
  const out: { card: BoardCard; amount: number }[] = [];
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (!c.faceUp || !isField(c.zone) || c.controller !== dealer || c.activationNegated || c.states.includes('effects-negated')) continue;
    for (const e of c.card.effects) {
      const b = e.kind === 'continuous' ? e.burnOnDamage : undefined;
      if (b && matchesFilter({ kind: 'monster', archetype: b.archetype }, monster, onBoard(board, c.ref, dealer))) out.push({ card: c, amount: b.amount });
    }
  }
  return out;
}

/** The damage each holder adds to this battle's damage (none when no battling monster of its controller dealt any). */
export function burnOnBattle(board: Board, battle: { attacker: string; target: string | null; damage: Record<Player, number> }): BattleBurn[] {
  const out: BattleBurn[] = [];
  for (const victim of ['A', 'B'] as const) {
    if (!(battle.damage[victim] > 0) || board.damageZero?.includes(victim)) continue;
    const dealer = other(victim);
    // The battling monster of the dealer's field (the attacker, or the monster attacked).
    const fighter = [battle.attacker, battle.target].map((r) => (r ? board.cards[board.aliases?.[r] ?? r] : undefined)).find((c) => c && c.controller === dealer && c.zone === 'monster' && c.faceUp);
    if (!fighter) continue;
    for (const h of burnHolders(board, dealer, fighter)) out.push({ card: h.card.card.name, player: victim, amount: h.amount });
  }
  return out;
}

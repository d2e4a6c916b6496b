/**
 * CMP-OWN-ATTACK-HELD: 「这个回合，这张卡向对方怪兽攻击的伤害步骤内，这张卡的攻击力上升1000，那只对方怪兽的攻击力下降500」 — the raise and the
 * lower are no steps done as the effect resolves: they hold in the Damage Step of each attack this card makes on an opponent's monster
 * for the rest of the turn (`Action.heldToOwnAttack`: `self` the card, `opponent` the monster it attacks). The engine reads them from the
 * turn's history (CH-STAT-OWN-ATTACK-EARLIER, ../../engine/game/stat-held-earlier.ts).
 */
import type { EffectFacts } from '../facts.js';

const HELD = /这个回合[，,]这张卡向对方怪兽攻击的伤害步骤内[，,]/;

export function ownAttackHeldOf(out: EffectFacts[], text: string): void {
  if (!HELD.test(text)) return;
  for (const e of out) {
    for (const a of [...e.does, ...(e.leaves ?? [])]) {
      if (a.do !== 'modify-stats' || a.change?.op !== 'add' || typeof a.change.value !== 'number') continue;
      if (a.what === 'self') a.heldToOwnAttack = 'self';
      else if (a.what === 'event-cards' || a.what === 'battling') a.heldToOwnAttack = 'opponent';
    }
  }
}

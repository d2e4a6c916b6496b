/**
 * CH-GY-ARRIVAL-DAMAGE (issue 16, rules reference docs/c02/基本用语.rst:1385): 「每次送卡去墓地，每1张卡、那些卡的主人基本分受到300的伤害」 — a
 * continuous effect: each card that arrives in a GY costs its owner that much LP, with no chain. Read as the action's `gyArrivalDamage`;
 * the engine deals it (src/engine/game/gy-damage.ts).
 */
import type { Action } from '../facts.js';

const GY_DAMAGE = /^每次(?:有卡)?(?:被)?送卡?去墓地[，,]每1张卡[、，,]那些卡的(?:主人|持有者)(?:基本分)?受到([0-9]+)(?:分)?的?伤害$/;

/** The action the sentence states, or null. */
export function gyArrivalDamageOf(step: string): Action | null {
  const m = step.includes('墓地') ? GY_DAMAGE.exec(step.trim().replace(/。$/, '')) : null;
  return m ? { do: 'other', gyArrivalDamage: { amount: Number(m[1]), to: 'owner' }, note: m[0] } : null;
}

/**
 * CH-DAMAGE-CALC-IN-LINK (rules reference docs/c03/战斗阶段流程.rst:1025–1041): an effect that performs a damage
 * calculation as it resolves (「攻击对象转移为那只怪兽进行伤害计算」, the fact `damageCalculation`) puts the game in the
 * damage step for the links below it. There a Normal Summon and the summons by a procedure of the rules (Fusion,
 * Synchro, Xyz, Link, Ritual Summon) cannot be made: an effect whose summon is all it does does nothing. A Special
 * Summon treated as a Fusion Summon (from the Extra Deck, no materials) is no such summon and still applies.
 */
import type { EffectFacts } from '../../cards/facts.js';
import type { EngineState, LinkState } from '../game/state.js';

/** The link above `link` that already performed a damage calculation in this chain, if any. */
export function damageCalculatedAbove(state: EngineState, link: LinkState): LinkState | null {
  if (!state.board.attack) return null;
  for (const l of state.links) {
    if (l.n > link.n && l.outcome === 'resolved' && l.effect?.damageCalculation) return l;
  }
  return null;
}

/** Is a summon the damage step forbids all that this effect does? */
export function summonsOnly(e: EffectFacts): boolean {
  if (e.summonsByProcedure) return true;
  return e.does.length > 0 && e.does.every((a) => a.do === 'summon');
}

/**
 * CMP-STAT-HELD-ATTACK (rules reference docs/c03/攻守计算.rst:527–529): 「这个效果让那只怪兽攻击的伤害步骤内，那只怪兽的攻击力变成2倍」 — the
 * change is no step done as the effect resolves (it was only marked `conditional`): it holds in the Damage Step of each attack of
 * its target that this effect allows, for the rest of the turn (`Action.heldToAttack`), a 变成 of the current value held to the
 * Damage Step, applied last as such changes are (CH-STAT-RECALC-LAST; the engine reads it from the turn's history: CH-STAT-HELD-EARLIER).
 */
import type { EffectFacts } from '../facts.js';

const HELD = /这个效果让那只怪兽攻击的伤害步骤内[，,]那只怪兽的攻击力变成/;

export function heldToAttackOf(out: EffectFacts[], text: string): void {
  if (!HELD.test(text)) return;
  for (const e of out) {
    if (!e.targets) continue;
    for (const a of e.does) if (a.do === 'modify-stats' && a.what === 'targets' && a.conditional && a.change?.layer === 'current' && a.change.op !== 'add') a.heldToAttack = true;
  }
}

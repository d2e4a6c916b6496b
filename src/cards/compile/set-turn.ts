/**
 * CH-TRAP-SET-TURN-IF: 「自己墓地没有陷阱卡存在的场合，这张卡在盖放的回合也能发动」「「X」卡的效果盖放的这张卡在盖放的回合也能发动」
 * 「那次特殊召唤是超量召唤的场合，这张卡可以在盖放的回合发动」 — a rule of the card (no effect of its own, ./split.ts keeps it out
 * of the effects) letting its card activation be made the turn it was Set, while the condition it names holds. Carried on the
 * activation as `activateSetTurn` (true, or the conditions; a condition the reader cannot read is kept as words, which the
 * engine says it assumed).
 * (「这个效果盖放的卡在盖放的回合也能发动」 lets another card, Set by the effect, be activated — not read here.)
 */
import type { Condition } from '../facts.js';
import { activationConditionsOfAll } from './conditions.js';

const SET_TURN = /^(?:([^。]+?)的场合[，,])?([^。，]*?)这张卡(?:在盖放的回合也能发动|可以在盖放的回合发动|也能在盖放的回合发动)。?$/;

/** Is `s` the card's own 「…这张卡在盖放的回合也能发动」 sentence? */
export function isSetTurnRule(s: string): boolean {
  return s.includes('盖放的回合') && SET_TURN.test(s);
}

/** The card's permission to be activated the turn it was Set, from its rule lines: `true`, its conditions, or null (none). */
export function setTurnActivationOf(rules: readonly string[]): true | { condition: Condition[] } | null {
  for (const r of rules) {
    if (!r.includes('盖放的回合')) continue;
    const m = SET_TURN.exec(r);
    if (!m) continue;
    const condition: Condition[] = [];
    if (m[1]) {
      const read = activationConditionsOfAll(m[1].split(/[，,]/));
      if (read) condition.push(...read);
      else condition.push({ is: 'other', note: m[1] });
    }
    // 「「X」卡的效果盖放的这张卡」: Set by such an effect — how it was Set, which the situation does not say.
    if (m[2]) condition.push({ is: 'other', note: m[2].replace(/的$/, '') });
    return condition.length ? { condition } : true;
  }
  return null;
}

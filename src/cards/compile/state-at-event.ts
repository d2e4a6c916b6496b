/**
 * WIN-STATE-AT-EVENT (issue 16; rules reference docs/c03/诱发类效果.rst:404–407): a trigger written
 * 「○○存在的状态，xx的场合」 needs the state at the moment of its event — whether it still holds once the chain is over
 * does not matter. Its board conditions (exists / none) are marked to be read then. (「xx的场合，若○○存在才能发动」 and
 * the old 「○○存在，xx的场合」 are read after the chain, as before: :409–413.)
 */
import type { EffectFacts } from '../facts.js';

export function stateAtEvent(e: EffectFacts, conditionsText: string): void {
  if (e.kind !== 'trigger' || !e.condition?.length) return;
  if (!/存在的状态[，,]?[^，。]*?(的场合|时)/.test(conditionsText)) return;
  for (const c of e.condition) if (c.is === 'exists' || c.is === 'none') c.atEvent = true;
}

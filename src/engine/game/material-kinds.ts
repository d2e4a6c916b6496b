/**
 * MATCH-MATERIAL-KINDS: a step done only when the effect's own card was summoned with Fusion Materials of at least N kinds
 * (`Action.ifMaterialKinds`, 「●5种类以上：…」, read by the compiler: CMP-MATERIAL-KINDS-TIERS). The kinds are the different names
 * among its stated materials (`素材:X+Y`); with none stated, no such step is counted — what its activation contains is then only
 * what needs no tier.
 */
import type { Action, Card } from '../../cards/facts.js';

/** How many kinds (different names) of materials the card was summoned with (0: none stated). */
export function materialKinds(own: { materials?: readonly Card[] } | undefined): number {
  return new Set((own?.materials ?? []).map((m) => m.name)).size;
}

/**
 * CMP-MATERIAL-ATTRIBUTE-TIERS: the Attributes of the monsters the card was summoned with (its stated materials: for a monster summoned by
 * banishing monsters, the ones banished for its summon) are exactly the step's — 「只有光」 all LIGHT, 「光和暗」 both present and nothing else.
 */
function attributesMet(want: readonly string[], own: { materials?: readonly Card[] } | undefined): boolean {
  const got = new Set((own?.materials ?? []).map((m) => (m.attribute ?? '').replace(/属性$/u, '')).filter(Boolean));
  return got.size === want.length && want.every((w) => got.has(w));
}

/** Whether the step's tier is met by the card. */
export function tierMet(a: Action, own: { materials?: readonly Card[] } | undefined): boolean {
  if (a.ifMaterialAttributes !== undefined && !attributesMet(a.ifMaterialAttributes, own)) return false;
  return a.ifMaterialKinds === undefined || materialKinds(own) >= a.ifMaterialKinds;
}

/** The steps of an effect its own card's materials reach (every step when none has a tier). */
export function stepsMet(does: readonly Action[], own: { materials?: readonly Card[] } | undefined): readonly Action[] {
  return does.some((a) => a.ifMaterialKinds !== undefined || a.ifMaterialAttributes !== undefined) ? does.filter((a) => tierMet(a, own)) : does;
}

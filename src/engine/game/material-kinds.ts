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

/**
 * CH-TRIBUTE-ADDED: a step added by 「这张卡把炎属性怪兽解放作上级召唤成功的场合，那个时候的效果加上以下效果」 (`Action.ifTributeAttribute`)
 * is done only when a monster of that Attribute is among the card's stated tributes (`(上级召唤,素材:X)`); none stated: not done.
 */
export function tributeMet(a: Action, own: { materials?: readonly Card[] } | undefined): boolean {
  return a.ifTributeAttribute === undefined || (own?.materials ?? []).some((m) => m.attribute === a.ifTributeAttribute);
}

/** The steps of an effect its own card's materials reach (every step when none has a tier). */
export function stepsMet(does: readonly Action[], own: { materials?: readonly Card[] } | undefined): readonly Action[] {
  return does.some((a) => a.ifMaterialKinds !== undefined || a.ifMaterialAttributes !== undefined || a.ifTributeAttribute !== undefined) ? does.filter((a) => tierMet(a, own) && tributeMet(a, own)) : does;
}

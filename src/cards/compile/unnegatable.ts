/**
 * 「…不会被无效化」 said of the card's own effects (EffectFacts.cannotBeNegated; rules reference
 * docs/c03/无效.rst:173–174, 504–508): 「这个效果不会被无效化」 protects the effect only (its activation may
 * still be negated), 「这个效果的发动和效果不会被无效化」 both, 「这张卡的发动和效果不会被无效化」 the card
 * activation and the card itself while it is being activated, 「这个卡名的效果的发动和效果不会被无效化」
 * every activated effect. Protections of other cards (「自己场上的「X」卡的效果…不会被无效化」) and of
 * summons are not read here.
 */
import type { EffectFacts } from '../facts.js';

export type Unnegatable = NonNullable<EffectFacts['cannotBeNegated']>;
export type UnnegatableScope = 'this-effect' | 'card-activation' | 'card-effects';

/** The protections a text states about its own effects. */
export function unnegatableIn(text: string): { scope: UnnegatableScope; what: Unnegatable }[] {
  const out: { scope: UnnegatableScope; what: Unnegatable }[] = [];
  if (text.includes('这张卡的发动和效果不会被无效化')) out.push({ scope: 'card-activation', what: { activation: true, effect: true, card: true } });
  if (/这个卡名的(卡的)?效果的发动和效果不会被无效化/.test(text)) out.push({ scope: 'card-effects', what: { activation: true, effect: true } });
  if (text.includes('这个效果的发动和效果不会被无效化')) out.push({ scope: 'this-effect', what: { activation: true, effect: true } });
  else if (/(^|[。，])这个效果不会被无效化/.test(text)) out.push({ scope: 'this-effect', what: { effect: true } });
  return out;
}

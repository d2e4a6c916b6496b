/**
 * 「…不会被无效化」 said of the card's own effects (EffectFacts.cannotBeNegated; rules reference
 * docs/c03/无效.rst:173–174, 504–508): 「这个效果不会被无效化」 protects the effect only (its activation may
 * still be negated), 「这个效果的发动和效果不会被无效化」 both, 「这张卡的发动和效果不会被无效化」 the card
 * activation and the card itself while it is being activated, 「这个卡名的效果的发动和效果不会被无效化」
 * every activated effect. Protections of other cards (「自己场上的「X」卡的效果…不会被无效化」) and of
 * summons are not read here.
 */
import type { EffectFacts } from '../facts.js';
import { compileCondition } from './conditions.js';

export type Unnegatable = NonNullable<EffectFacts['cannotBeNegated']>;
export type UnnegatableScope = 'this-effect' | 'card-activation' | 'card-effects';

/** The protections a text states about its own effects. */
export function unnegatableIn(text: string): { scope: UnnegatableScope; what: Unnegatable }[] {
  const out: { scope: UnnegatableScope; what: Unnegatable }[] = [];
  if (text.includes('这张卡的发动和效果不会被无效化')) out.push({ scope: 'card-activation', what: withCondition(text, '这张卡的发动和效果不会被无效化', { activation: true, effect: true, card: true }) });
  if (/这个卡名的(卡的)?效果的发动和效果不会被无效化/.test(text)) out.push({ scope: 'card-effects', what: { activation: true, effect: true } });
  if (text.includes('这个效果的发动和效果不会被无效化')) out.push({ scope: 'this-effect', what: withCondition(text, '这个效果的发动和效果不会被无效化', { activation: true, effect: true }) });
  else if (text.includes('这个发动和这个效果不会被无效化')) out.push({ scope: 'this-effect', what: withCondition(text, '这个发动和这个效果不会被无效化', { activation: true, effect: true }) });
  else if (/(^|[。，])这个效果不会被无效化/.test(text)) out.push({ scope: 'this-effect', what: { effect: true } });
  return out;
}

/**
 * CH-UNNEGATABLE-IF (issue 16, docs/c03/无效.rst:527–535): 「○○的场合，这张卡的发动和效果不会被无效化」 in one sentence — the protection
 * holds only while that state does (断罪之咒眼: 「自己的魔法与陷阱区域有「太阴之咒眼」存在的场合，…」). A state the compiler cannot read
 * stays a condition the engine cannot judge (it then keeps the protection).
 */
function withCondition(text: string, phrase: string, what: Unnegatable): Unnegatable {
  const at = text.indexOf(phrase);
  const before = text.slice(0, at);
  const m = /([^。：\n，]+)的场合，$/.exec(before);
  if (!m) return what;
  return { ...what, when: [compileCondition(m[1]!)] };
}

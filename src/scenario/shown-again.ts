/**
 * CH-SHOWN-SELF-ONCE (issue 16; rules reference docs/c03/特定效果的处理方法.rst:383–389): an effect whose cost shows the card itself
 * from the hand (「把手卡的这张卡给对方观看…才能发动」, a `look` cost on `self`) leaves the card in the hand. Named again in the same chain
 * by the same player while the situation lists no other copy in the hand, the link is that same card (which the engine then refuses:
 * each card shows itself for such an effect once per chain); a second copy has to be listed to be another card.
 */
import type { Card, EffectFacts } from '../cards/facts.js';

/** Does the effect pay its cost by showing this card from the hand? */
export function showsItself(e: EffectFacts): boolean {
  return (e.cost ?? []).some((c) => c.do === 'look' && c.what === 'self' && (c.from === undefined || c.from === 'hand'));
}

/**
 * Issue 10: whether any effect of a list shows its card (asked for every link bound; nearly every card has none), kept per
 * effects list — settled facts, never changed in place (a card given other effects has another list).
 */
const anyShows = new WeakMap<readonly EffectFacts[], boolean>();

/** Does `card` have such an effect under number `n` (any of its effects when `n` is null)? */
export function showsItselfFromHand(card: Card, n: number | null): boolean {
  const effects = card.effects;
  let any = anyShows.get(effects);
  if (any === undefined) {
    any = effects.some(showsItself);
    anyShows.set(effects, any);
  }
  return any && effects.some((e) => (n === null || e.n === n) && showsItself(e));
}

/**
 * Issue 16, 复制 (rules reference docs/c03/复制.rst): what a gained or copied effect cannot do that the same
 * effect on its own card can.
 *
 * CH-COPY-SUMMON-TURN (复制.rst:102–108): an effect usable only 「召唤·特殊召唤成功的回合」 (in a phase of the
 * turn its card was summoned) cannot be used by a card that gained it after that summon, even in the very
 * turn the copying card itself was summoned — the summon happened before the card had the effect. A
 * condition on *how* the card was summoned (a Normal Summoned or a Fusion Summoned card) is not such a
 * condition: a copy that was summoned that way meets it (复制.rst:93–98).
 */
import type { Card, EffectFacts, TriggerWord } from '../../cards/facts.js';

const SUMMON_ARMS: readonly TriggerWord[] = ['summoned', 'special-summoned', 'flip-summoned'];

/** Does this effect, on this card, need the turn of a summon the card made before it gained the effect? */
export function copiedSummonTurn(card: Card, e: EffectFacts): boolean {
  if (!card.copiedFrom) return false;
  if ((e.condition ?? []).some((c) => c.is === 'self-state' && c.state === 'summoned-this-turn')) return true;
  return (e.trigger?.armedBy ?? []).some((w) => SUMMON_ARMS.includes(w));
}

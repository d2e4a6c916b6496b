/**
 * CH-COPY-UNCOPYABLE (issue 16, 复制; rules reference docs/c03/复制.rst:173–229): an effect that applies another
 * Spell/Trap's activated effect as its own (`copies`: 「这张卡的效果变成和那张…发动时的效果相同」) applies only what
 * that card's effect does at resolution — no cost is paid for it. So it cannot copy
 * - a Trap that becomes a monster or an equip card (its card must be placed as one; the copying card cannot be),
 * - an effect whose resolution reads what its own cost tributed or discarded (a level or ATK taken from the
 *   tributed monster: the copy paid none),
 * - an effect the copy's own payment leaves nothing to work with (a copy that discards its whole hand cannot
 *   then Special Summon from the hand).
 * The copied card is the one targeted (`target`) or the activation answered (`answered`); of a card with a
 * ● choice, it is uncopyable only when every choice is (a position change beside an equip choice may still be copied).
 */
import type { Action, Card, EffectFacts } from '../../cards/facts.js';
import type { Judging } from './legality.js';
import { R } from '../rule-ids.js';
import type { Phrase } from '../phrases/index.js';

const emptiesHand = (a: Action): boolean => a.do === 'discard' && typeof a.what === 'object' && a.what.scope === 'all' && a.what.filter.place === 'hand';
// A step that needs cards in the hand to do anything (a summon from it); discarding an empty hand still applies.
const usesHand = (a: Action): boolean => (a.do === 'special-summon' || a.do === 'summon') && (a.from === 'hand' || (Array.isArray(a.from) && a.from.includes('hand')));

/** Why this copying effect cannot apply this card's (activation) effect, or null. */
function refusal(copier: EffectFacts, card: Card, effect: EffectFacts | null): string | null {
  const records = effect ? [effect] : card.effects.filter((x) => x.kind === 'activation');
  if (records.length === 0) return null;
  if (records.every((x) => x.notCopyable)) return records[0]!.notCopyable!;
  const own = [...(copier.cost ?? []), ...copier.does];
  if (own.some(emptiesHand) && records.every((x) => x.does.some(usesHand))) return 'own-cost';
  return null;
}

export function uncopyable(j: Judging): Phrase | null {
  const { e, link, board, below } = j;
  if (!e.copies) return null;
  let copied: { card: Card; effect: EffectFacts | null } | null = null;
  if (e.copies === 'target') {
    const c = link.targets.length > 0 ? board.cards[link.targets[0]!] : undefined;
    if (c) copied = { card: c.card, effect: null };
  } else if (e.copies === 'answered' && below) {
    copied = { card: below.card, effect: below.effect };
  }
  if (!copied) return null;
  const why = refusal(e, copied.card, copied.effect);
  return why ? { rule: R.COPY_UNCOPYABLE, params: { name: j.name, card: copied.card.name, why } } : null;
}

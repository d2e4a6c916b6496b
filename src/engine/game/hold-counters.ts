/**
 * CNT-CAN-HOLD (issue 16, rules reference docs/c02/基本用语.rst:842–858): 「可以放置魔力指示物的卡」 — a card able to hold counters
 * of a kind is one whose own text places them on itself (Card.ownCounters, read by the compiler). On the field only a text that
 * works where the card stands counts: a monster's text in the Monster Zone (not its 【灵摆】 text; a Gemini monster not summoned
 * again is a Normal Monster there and has none; a Spell or Trap card played as a monster has none), its 【灵摆】 text in a Pendulum
 * Zone, a Spell/Trap's text in the Spell & Trap Zone or Field Zone; a face-down card or one whose effects are negated is none
 * (an effect placing those counters cannot choose it). Off the field (Deck, hand, GY, banished) any such text counts.
 * A Spell/Trap on the chain as a card being activated applies no effect yet (CH-ACTIVATION-NOT-APPLYING): it is none either
 * (rules reference docs/c02/基本用语.rst:853 — a counter effect chained to a Field Spell's activation cannot choose it).
 * The board marks such a card until the chain ends (BoardCard.onChain), so an activation that already resolved earlier
 * in the same chain is still read as pending here.
 */
import type { CardView } from './match.js';
import { monsterAsEquip } from './match.js';

export function canHoldCounters(c: CardView, kind: string): boolean {
  const own = c.card.ownCounters?.filter((o) => o.kind === kind);
  if (!own?.length) return false;
  if (c.zone !== 'monster' && c.zone !== 'spell') return true;
  const states = c.states ?? [];
  if (!c.faceUp || c.activationNegated || states.includes('effects-negated')) return false;
  // CNT-CANNOT-USE: a card that cannot be used (不能使用, its name declared) is no longer a card able to hold them either.
  if (states.includes('cannot-use')) return false;
  if (c.zone === 'spell' && c.onChain !== null && c.onChain !== undefined) return false;
  const type = c.card.type;
  if (c.zone === 'monster') {
    if (type.kind !== 'monster') return false;
    if (type.subtypes.includes('gemini') && !states.includes('gemini-summoned')) return false;
    return own.some((o) => o.part === 'monster');
  }
  if (monsterAsEquip(c)) return false;
  if (type.kind === 'monster') return type.subtypes.includes('pendulum') && own.some((o) => o.part === 'pendulum');
  return own.some((o) => o.part === 'card');
}

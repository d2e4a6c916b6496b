/**
 * SIT-SET-LOCK (rules reference docs/c02/基本用语.rst:618–622): while a face-up card's continuous effect, not negated, says a player
 * cannot Set cards (「对方不能把卡盖放」, the `setLock` fact the compiler reads), that player's `盖放` is refused — a monster's Set
 * included: a Set is a face-down Normal Summon. Under a face-up 「里侧守备表示盖伏的场合，变成表侧守备表示召唤」 (SIT-SET-AS-SUMMON)
 * a monster's "Set" is a face-up summon instead, no Set: the lock does not stop it.
 */
import { t, type Text } from '../i18n/text.js';
import type { Card, Player } from '../cards/facts.js';
import type { CardInstance } from './types.js';

const standing = (c: CardInstance): boolean =>
  c.origin === 'situation' && c.faceUp && (c.zone === 'monster' || c.zone === 'spell') && !c.states.includes('effects-negated');

/** The refusal of `player` Setting `card` while the situation's cards stand as they are, or null. */
export function setLockRefusal(card: Card, player: Player, instances: readonly CardInstance[]): Text | null {
  const monster = card.type.kind === 'monster';
  if (monster && instances.some((c) => standing(c) && c.card.effects.some((e) => e.kind === 'continuous' && e.setAsSummon))) return null;
  for (const c of instances) {
    if (!standing(c) || !c.controller) continue;
    const lock = c.card.effects.find((e) => {
      const l = e.kind === 'continuous' ? e.setLock : undefined;
      if (!l) return false;
      const whom = l.who === 'both' || (l.who === 'self') === (c.controller === player);
      const what = l.what === 'card' || (l.what === 'monster') === monster;
      return whom && what;
    });
    if (!lock) continue;
    return t(
      `「${c.card.name}」的效果${lock.n ? `（${'①②③④⑤⑥⑦⑧⑨⑩'[lock.n - 1] ?? lock.n}）` : ''}适用中，${player}不能把卡盖放（怪兽的盖放即里侧守备表示的通常召唤也包括在内）：「${card.name}」不能盖放。`,
      `${c.card.name}'s effect${lock.n ? ` (${lock.n})` : ''} applies: ${player} cannot Set cards (a monster's Set, a face-down Normal Summon, included), so ${card.name} cannot be Set.`,
    );
  }
  return null;
}

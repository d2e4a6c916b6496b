/**
 * CH-POSITION-LOCK-BATTLED (s52): 「和这张卡进行过战斗的怪兽不能把表示形式变更」 (电气啄木鸟) — a lock its card leaves on each monster it battles.
 * The card text compiler keeps it as a note (`action: position lock: …`, CH-POSITION-LOCK-UNREAD); which monster battled it is a fact of
 * the situation (`已战斗:X`), so the binder reads the words here, from the card's facts, and puts the lock on that monster.
 */
import type { Card } from './facts.js';

const NOTE = 'action: position lock: ';
const BATTLED = /^和这张卡进行过战斗的(?:对方)?怪兽/;

/** The words of the card's lock on the monsters it battled, or null when it has none. */
export function battledPositionLock(card: Card): string | null {
  for (const e of card.effects) {
    for (const u of e.unknown ?? []) {
      if (!u.startsWith(NOTE)) continue;
      const clause = u.slice(NOTE.length);
      if (BATTLED.test(clause)) return clause;
    }
  }
  return null;
}

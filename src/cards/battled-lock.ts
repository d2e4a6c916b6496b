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

const UNREAD_UNDER_STATE = ' (the position lock under it left unread)';
const CHOSEN = /^和选择的怪兽进行战斗的对方怪兽.*不能把表示形式变更/;

/**
 * CH-POSITION-LOCK-BATTLED: 「和选择的怪兽进行战斗的对方怪兽在战斗阶段结束时变成守备表示，只要这张卡在场上存在不能把表示形式变更」 (蜘蛛的领域) — a lock,
 * while this card stands, on the opponent's monsters that battled the monster its effect chose (kept by the compiler as a lock under a state
 * it did not read). The words, or null when the effect has none.
 */
export function chosenBattledLock(e: Card['effects'][number]): string | null {
  for (const u of e.unknown ?? []) {
    if (!u.startsWith('condition: ') || !u.endsWith(UNREAD_UNDER_STATE)) continue;
    const clause = u.slice('condition: '.length, -UNREAD_UNDER_STATE.length);
    if (CHOSEN.test(clause)) return clause;
  }
  return null;
}

const TO_DEFENSE_AT_BATTLE_PHASE_END = /在战斗阶段结束时变成守备表示/;

/**
 * CH-BATTLE-PHASE-END-POSITION: the clause read by chosenBattledLock also says 「在战斗阶段结束时变成守备表示」 — those monsters change to
 * Defense Position at the end of the Battle Phase (a step done then, not a lock).
 */
export function toDefenseAtBattlePhaseEnd(clause: string): boolean {
  return TO_DEFENSE_AT_BATTLE_PHASE_END.test(clause);
}

/**
 * The newer-than-cdb cards the c03 reference chapters need (issue 16), one file per chapter;
 * this file only collects them and their passcode records.
 */
import { c03TriggerCards, c03TriggersNewerThanCdb } from './c03-triggers.js';
import { c03SpecificCards, c03SpecificNewerThanCdb } from './c03-specific.js';
import { c03BattleCards, c03BattleNewerThanCdb } from './c03-battle.js';
import { c03MiscCards, c03MiscNewerThanCdb } from './c03-misc.js';

/** Passcodes of these files that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03NewerThanCdb: Record<number, string> = {
  ...c03TriggersNewerThanCdb,
  ...c03SpecificNewerThanCdb,
  ...c03BattleNewerThanCdb,
  ...c03MiscNewerThanCdb,
};

export const c03NewerCards = [...c03TriggerCards, ...c03SpecificCards, ...c03BattleCards, ...c03MiscCards];

/**
 * The newer-than-cdb cards the c03 reference chapters need (issue 16, helper r16nc3), one file per chapter;
 * this file only collects them and their passcode records.
 */
import { r16nc3TriggerCards, r16nc3TriggersNewerThanCdb } from './r16nc3-triggers.js';
import { r16nc3SpecificCards, r16nc3SpecificNewerThanCdb } from './r16nc3-specific.js';
import { r16nc3BattleCards, r16nc3BattleNewerThanCdb } from './r16nc3-battle.js';
import { r16nc3MiscCards, r16nc3MiscNewerThanCdb } from './r16nc3-misc.js';

/** Passcodes of these files that are newer than ../shared/data/cards.cdb (March 2019). */
export const r16nc3NewerThanCdb: Record<number, string> = {
  ...r16nc3TriggersNewerThanCdb,
  ...r16nc3SpecificNewerThanCdb,
  ...r16nc3BattleNewerThanCdb,
  ...r16nc3MiscNewerThanCdb,
};

export const r16nc3NewerCards = [...r16nc3TriggerCards, ...r16nc3SpecificCards, ...r16nc3BattleCards, ...r16nc3MiscCards];

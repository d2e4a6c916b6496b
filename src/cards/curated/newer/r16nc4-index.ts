/**
 * The newer-than-cdb cards the reference chapters need whose only blocker was the card (issue 16, helper
 * r16nc4), one file per chapter; this file only collects them and their passcode records.
 */
import { r16nc4SpecificCards, r16nc4SpecificNewerThanCdb, r16nc4NegationCards, r16nc4NegationNewerThanCdb } from './r16nc4-specific.js';

/** Passcodes of these files that are newer than ../shared/data/cards.cdb (March 2019). */
export const r16nc4NewerThanCdb: Record<number, string> = {
  ...r16nc4SpecificNewerThanCdb,
  ...r16nc4NegationNewerThanCdb,
};

export const r16nc4NewerCards = [...r16nc4SpecificCards, ...r16nc4NegationCards];

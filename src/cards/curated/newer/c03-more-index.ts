/**
 * The newer-than-cdb cards the reference chapters need whose only blocker was the card (issue 16, helper
 * issue 16), one file per chapter; this file only collects them and their passcode records.
 */
import { c03MoreSpecificCards, c03MoreSpecificNewerThanCdb, c03MoreNegationCards, c03MoreNegationNewerThanCdb } from './c03-more-specific.js';

/** Passcodes of these files that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03MoreNewerThanCdb: Record<number, string> = {
  ...c03MoreSpecificNewerThanCdb,
  ...c03MoreNegationNewerThanCdb,
};

export const c03MoreNewerCards = [...c03MoreSpecificCards, ...c03MoreNegationCards];

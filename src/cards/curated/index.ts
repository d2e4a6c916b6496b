/**
 * The curated card set: hand-written facts for the cards named in the seed documents and the
 * staples of ruling questions. One file per family beside this one; this file only collects them.
 */
import type { Card } from '../facts.js';

export const curatedCards: Card[] = [];

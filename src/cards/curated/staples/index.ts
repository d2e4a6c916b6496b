/** Staples of ruling questions that the seeds do not name. One file per family beside this one. */
import type { Card } from '../../facts.js';

export const stapleCards: Card[] = [];

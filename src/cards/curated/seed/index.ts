/** Cards named in the seed documents (../shared/seeds). One file per family beside this one. */
import type { Card } from '../../facts.js';

export const seedCards: Card[] = [];

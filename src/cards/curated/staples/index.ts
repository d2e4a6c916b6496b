/** Staples of ruling questions that the seeds do not name. One file per family beside this one. */
import type { Card } from '../../facts.js';
import { boardBreakerCards, boardBreakersNewerThanCdb } from './board-breakers.js';
import { counterTrapCards, counterTrapsNewerThanCdb } from './counter-traps.js';
import { floodgateCards, floodgatesNewerThanCdb } from './floodgates.js';
import { handTrapCards, handTrapsNewerThanCdb } from './hand-traps.js';
import { quickEffectCards, quickEffectsNewerThanCdb } from './quick-effects.js';
import { quickSpellCards, quickSpellsNewerThanCdb } from './quick-spells.js';
import { responsiveTrapCards, responsiveTrapsNewerThanCdb } from './responsive-traps.js';
import { spellCards, spellsNewerThanCdb } from './spells.js';

export const stapleCards: Card[] = [
  ...handTrapCards,
  ...counterTrapCards,
  ...floodgateCards,
  ...boardBreakerCards,
  ...responsiveTrapCards,
  ...quickSpellCards,
  ...spellCards,
  ...quickEffectCards,
];

/**
 * Staple cards newer than ../shared/data/cards.cdb (March 2019), passcode → why: written by hand
 * from today's text, so a check against the cdb must skip them (each family file also lists its own
 * in a `newer-than-cdb` comment at its top).
 */
export const stapleNewerThanCdb: Record<number, string> = {
  ...handTrapsNewerThanCdb,
  ...counterTrapsNewerThanCdb,
  ...floodgatesNewerThanCdb,
  ...boardBreakersNewerThanCdb,
  ...responsiveTrapsNewerThanCdb,
  ...quickSpellsNewerThanCdb,
  ...spellsNewerThanCdb,
  ...quickEffectsNewerThanCdb,
};

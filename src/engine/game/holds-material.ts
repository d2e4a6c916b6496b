/**
 * CH-PROTECT-CONDITION: 「有「X」超量怪兽在作为超量素材中的这张卡」 — does this card hold, as Xyz Material now, a card the filter names?
 * Read from its stated materials (`素材:X`): none stated → not told (null); every material detached → no; one fitting and more of them
 * than the materials detached since (which ones went is not stated) → yes; none fitting → no; else not told.
 */
import type { CardFilter, Player } from '../../cards/facts.js';
import { matchesFilter, type CardView } from './match.js';

export function holdsMaterial(filter: CardFilter, self: CardView | undefined, me: Player): boolean | null {
  const mats = self?.materials;
  if (!self || mats === undefined) return null;
  const detached = self.detached ?? 0;
  if (mats.length - detached <= 0) return false;
  const fit = mats.filter((m) => matchesFilter(filter, { ref: '', card: m, zone: null, faceUp: true, controller: null, position: null }, { selfRef: self.ref, me })).length;
  if (fit === 0) return false;
  return fit > detached ? true : null;
}

/**
 * XYZ-MATERIAL-REDIRECT (issue 16, rules reference docs/c02/基本用语.rst:916): 「成为超量素材的这张卡被送去墓地的场合，不去墓地（从游戏中）除外」 —
 * no trigger: the card's own rule while it is the Xyz Material of a monster. Detached from that monster (XYZ-DETACH) it is banished
 * instead of going to the GY; the materials of a negated Xyz Summon were never Xyz Material and go to the GY as usual.
 */
import type { Action } from '../facts.js';

const OWN_MATERIAL_REDIRECT = /^成为超量素材的这张卡被送去墓地的场合[，,]不去墓地(?:从游戏中|而)?除外。?$/;

/** The standing rule a segment that is only 「成为超量素材的这张卡被送去墓地的场合，不去墓地除外」 states, or null. */
export function materialRedirectOf(text: string): Action | null {
  const body = text.trim().replace(/^[①-⑳]：/, '');
  if (!OWN_MATERIAL_REDIRECT.test(body)) return null;
  return { do: 'other', what: 'self', asMaterialInsteadOfGy: 'banished', note: body };
}

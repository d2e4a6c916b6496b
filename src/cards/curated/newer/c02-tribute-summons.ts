/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c02/基本用语.rst on Tribute Summons
 * (:647) need, written as restated card text (textCard). Only the effect the ruling judges is kept, in our own words; each
 * comment says what was left out (nothing that is not known is invented).
 *
 * Passcodes starting 9970 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02TributeSummonsNewerThanCdb: Record<number, string> = {
  997012051: '俱舍怒威族的停泊地 — newer than the database; placeholder id (passcode not known)',
};

export const c02TributeSummonsCards = [
  // ①: its controller may Normal Summon a high-level monster without tributing (基本用语.rst:647: a monster summoned so — a
  // level 7 one there — is not Tribute Summoned). The level it names is restated from that example; its kind of card (taken
  // as a Field Spell), its other effects and its limits are left out.
  textCard({
    id: 997012051,
    name: '俱舍怒威族的停泊地',
    type: 'spell field',
    text: '①：自己可以把7星以上的怪兽不用解放来召唤。',
  }),
];

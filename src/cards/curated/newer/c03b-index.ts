/**
 * The newer-than-cdb cards added for the card-only examples of docs/c03 (卡片的抗性, 特定效果的处理方法, 诱发类效果,
 * 攻守计算): one list and one passcode record for src/cards/curated/index.ts and test/cards/curated.test.ts.
 */
import type { Card } from '../../facts.js';
import { c03bReplacementCards, c03bReplacementNewerThanCdb } from './c03b-replacement.js';
import { c03bAtkZeroCards, c03bAtkZeroNewerThanCdb } from './c03b-atk-zero.js';
import { c03bTriggerCards, c03bTriggersNewerThanCdb } from './c03b-triggers.js';
import { c03bBanishCards, c03bBanishNewerThanCdb } from './c03b-banish.js';
import { c03bStatsCards, c03bStatsNewerThanCdb } from './c03b-stats.js';

export const c03bNewerCards: Card[] = [...c03bReplacementCards, ...c03bAtkZeroCards, ...c03bTriggerCards, ...c03bBanishCards, ...c03bStatsCards];

/** Passcodes of these cards (placeholders starting 9966): newer than ../shared/data/cards.cdb (March 2019). */
export const c03bNewerThanCdb: Record<number, string> = {
  ...c03bReplacementNewerThanCdb,
  ...c03bAtkZeroNewerThanCdb,
  ...c03bTriggersNewerThanCdb,
  ...c03bBanishNewerThanCdb,
  ...c03bStatsNewerThanCdb,
};

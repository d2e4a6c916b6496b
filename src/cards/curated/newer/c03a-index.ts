/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c03 (战斗阶段流程, 复制, 里侧·一时除外, 装备卡, 誓约)
 * need, by theme. This file only collects them and their newer-than-cdb records.
 */
import { c03aBattleDamageCards, c03aBattleDamageNewerThanCdb } from './c03a-battle-damage.js';
import { c03aSummonMemoryCards, c03aSummonMemoryNewerThanCdb } from './c03a-summon-memory.js';
import { c03aCopiedTrapsCards, c03aCopiedTrapsNewerThanCdb } from './c03a-copied-traps.js';
import { c03aAttackRulesCards, c03aAttackRulesNewerThanCdb } from './c03a-attack-rules.js';
import { c03aCopiedSpellsCards, c03aCopiedSpellsNewerThanCdb } from './c03a-copied-spells.js';
import { c03aEquipsCards, c03aEquipsNewerThanCdb } from './c03a-equips.js';
import { c03aPledgesCards, c03aPledgesNewerThanCdb } from './c03a-pledges.js';

export const c03aNewerThanCdb: Record<number, string> = {
  ...c03aBattleDamageNewerThanCdb,
  ...c03aSummonMemoryNewerThanCdb,
  ...c03aCopiedTrapsNewerThanCdb,
  ...c03aAttackRulesNewerThanCdb,
  ...c03aCopiedSpellsNewerThanCdb,
  ...c03aEquipsNewerThanCdb,
  ...c03aPledgesNewerThanCdb,
};

export const c03aNewerCards = [...c03aBattleDamageCards, ...c03aSummonMemoryCards, ...c03aCopiedTrapsCards, ...c03aAttackRulesCards, ...c03aCopiedSpellsCards, ...c03aEquipsCards, ...c03aPledgesCards];

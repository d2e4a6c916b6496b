// CH-SUMMON-NAMED-PROPER (rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:58): a monster whose summoning condition names a card's
// effect as one of its ways (「用仪式召唤以及「X」的效果才能特殊召唤」) may be Special Summoned by that effect from the GY even when it was never
// properly summoned; another effect still may not (苏生限制). The named card is from cards.cdb; the summoned one is restated in
// src/cards/curated/newer/c02-more-newer.ts.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the named-proper summon rule', CARDS_DB);

const summoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-SUMMON-NAMED-PROPER] the effect a summoning condition names is a proper way', () => {
  it('[CH-SUMMON-NAMED-PROPER] 圣占术姬 塔罗光巫女 ③ summons 冥占术姬 塔罗幽巫女 never properly summoned from the GY', () => {
    const a = askCdb('{回合:A 阶段:结束阶段 A场:圣占术姬 塔罗光巫女 A墓:冥占术姬 塔罗幽巫女(未正规出场)} C1 A:圣占术姬 塔罗光巫女③ [特殊召唤 冥占术姬 塔罗幽巫女]');
    expect(a.links[0]!.legal).toBe(true);
    expect(summoned(a)).toEqual(['冥占术姬 塔罗幽巫女']);
  });
  it('[CH-SUMMON-NAMED-PROPER] another effect, 死者苏生, cannot revive it before a proper summon (CH-SUMMON-CONDITION)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:冥占术姬 塔罗幽巫女(未正规出场)} C1 A:死者苏生→冥占术姬 塔罗幽巫女');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-SUMMON-CONDITION');
  });
});

// 「这个卡名在规则上也当作「X」卡使用」 (test/RULES.md CMP-ALSO-ARCHETYPE; rules reference docs/c02/基本用语.rst:405–418): the card
// belongs to the archetype by the rules, as if its name held it — read once as Card.alsoArchetypes, matched by an archetype filter;
// an effect that changed its name ends it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { alsoArchetypes } from '../../src/cards/compile/also-archetype.js';

const added = (deck: string) => askCdb(`{回合:A 阶段:主要1 A卡组:${deck}} C1 A:E-紧急呼唤`).events.filter((e) => e.type === 'added-to-hand').flatMap((e) => e.cards.map((c) => c.name));

describe('reading archetypes by the rules (CMP-ALSO-ARCHETYPE)', () => {
  it('[CMP-ALSO-ARCHETYPE] 「这张卡在规则上也当作「X」卡使用」 and 「这个卡名在规则上也当作「X」卡、「Y」卡使用」 give the archetypes; a name rule (no 卡) gives none', () => {
    expect(alsoArchetypes('这张卡在规则上也当作「甲剑士」卡使用。\n①：这张卡不能攻击。')).toEqual(['甲剑士']);
    expect(alsoArchetypes('这个卡名在规则上也当作「甲英雄」卡、「乙之爱」卡使用。这张卡不能通常召唤。')).toEqual(['甲英雄', '乙之爱']);
    expect(alsoArchetypes('「甲面英雄」怪兽×2\n这张卡在规则上也当作「甲英雄」怪兽使用。')).toEqual(['甲英雄']);
    expect(alsoArchetypes('这张卡的卡名在规则上也当作「甲之龙」使用。')).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('an archetype filter finds a card of the archetype by the rules (CMP-ALSO-ARCHETYPE)', () => {
  it('[CMP-ALSO-ARCHETYPE] E-紧急呼唤 (「元素英雄」怪兽) adds 羽翼栗子球 LV6 (also an 「元素英雄」 card by the rules) and 元素英雄 天空侠; not 三眼怪, nor 精灵圣剑士 (only a 「精灵剑士」 card by the rules)', () => {
    expect(added('羽翼栗子球 LV6')).toEqual(['羽翼栗子球 LV6']);
    expect(added('元素英雄 天空侠')).toEqual(['元素英雄 天空侠']);
    expect(added('三眼怪')).toEqual([]);
    expect(added('精灵圣剑士')).toEqual([]);
  });
});

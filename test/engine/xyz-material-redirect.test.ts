// XYZ-MATERIAL-REDIRECT (test/RULES.md; rules reference docs/c02/基本用语.rst:916): 「成为超量素材的这张卡被送去墓地的场合，不去墓地除外」 is the card's
// own rule as the Xyz Material of a monster — no trigger. Detached, it is banished instead of going to the GY; used in an Xyz Summon that is
// negated it never was Xyz Material and goes to the GY; on the field, destroyed, it goes to the GY and banishes nothing else.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { materialRedirectOf } from '../../src/cards/compile/material-redirect.js';

const moved = (input: string, type: string) => askCdb(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe('XYZ-MATERIAL-REDIRECT, the reader', () => {
  it('[XYZ-MATERIAL-REDIRECT] the sentence alone is the rule; a trigger that does more after 「被送去墓地的场合」 is not', () => {
    expect(materialRedirectOf('成为超量素材的这张卡被送去墓地的场合，不去墓地从游戏中除外。')).toMatchObject({ what: 'self', asMaterialInsteadOfGy: 'banished' });
    expect(materialRedirectOf('③：成为超量素材的这张卡被送去墓地的场合，不去墓地而除外。')).toMatchObject({ asMaterialInsteadOfGy: 'banished' });
    expect(materialRedirectOf('这张卡被送去墓地的场合，不去墓地除外。')).toBeNull();
    expect(materialRedirectOf('成为超量素材的这张卡被送去墓地的场合才能发动。自己抽1张。')).toBeNull();
  });
});

describe.skipIf(!haveCards)('XYZ-MATERIAL-REDIRECT', () => {
  it('[XYZ-MATERIAL-REDIRECT] detached by 银河眼光波刃龙 ①, 机关傀儡-暗影触摸者 is banished; a material without the rule detached instead goes to the GY', () => {
    const first = '{回合:A 阶段:主要1 A场:银河眼光波刃龙(素材:机关傀儡-暗影触摸者+银河眼光子龙) B场:三眼怪} C1 A:银河眼光波刃龙①→三眼怪';
    expect(moved(first, 'banished')).toEqual(['机关傀儡-暗影触摸者']);
    expect(moved(first, 'sent-to-gy')).not.toContain('机关傀儡-暗影触摸者');
    const other = '{回合:A 阶段:主要1 A场:银河眼光波刃龙(素材:银河眼光子龙+机关傀儡-暗影触摸者) B场:三眼怪} C1 A:银河眼光波刃龙①→三眼怪';
    expect(moved(other, 'sent-to-gy')).toContain('银河眼光子龙');
    expect(moved(other, 'banished')).toEqual([]);
  });
  it('[XYZ-MATERIAL-REDIRECT] a negated Xyz Summon sends it to the GY with no trigger of its own; destroyed on the field by the opponent\'s 黑洞 it is no material: nothing is banished', () => {
    const negated = askCdb('{回合:A 阶段:主要1 A场:机关傀儡-暗影触摸者,银河眼光子龙} 超量召唤 No.62 银河眼光子龙皇 素材 机关傀儡-暗影触摸者, 银河眼光子龙 [被无效]');
    expect(negated.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).toContain('机关傀儡-暗影触摸者');
    expect(negated.window.triggers.map((x) => x.card.name)).not.toContain('机关傀儡-暗影触摸者');
    expect(negated.window.triggers.map((x) => x.card.name)).toContain('No.62 银河眼光子龙皇');
    expect(moved('{回合:B 阶段:主要1 A场:机关傀儡-暗影触摸者,三眼怪} C1 B:黑洞', 'banished')).toEqual([]);
  });
});

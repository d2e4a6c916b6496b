// 「有这张卡在作为超量素材中的「X」超量怪兽得到以下效果」 (test/RULES.md FD-MATERIAL-GRANTS; rules reference
// docs/c03/卡片的抗性.rst:258–262): what a card gives the Xyz Monster holding it as material — read like a material grant.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { materialGrant } from '../../src/cards/compile/material-grants.js';
import { compileEffects } from '../../src/cards/compile/index.js';

describe('grants to the Xyz Monster holding the card, the reader', () => {
  it('[FD-MATERIAL-GRANTS] reads 「有这张卡在作为超量素材中的（「X」）超量怪兽得到以下效果」 as an Xyz grant, by archetype when named', () => {
    const g = materialGrant('③：有这张卡在作为超量素材中的「星圣」超量怪兽得到以下效果。\n●这张卡和光·暗属性怪兽进行战斗的伤害计算前才能发动。那只怪兽除外。', compileEffects);
    expect(g).toMatchObject({ method: 'xyz', archetype: '星圣' });
    expect(g?.effects.length).toBeGreaterThan(0);
    expect(materialGrant('有这张卡在作为超量素材中的超量怪兽得到以下效果。\n●这张卡的攻击力上升500。', compileEffects)).toMatchObject({ method: 'xyz' });
    // the other side: no ● list, nothing granted
    expect(materialGrant('有这张卡在作为超量素材中的超量怪兽不会被战斗破坏。', compileEffects)).toBeNull();
  });
});

describe.skipIf(!haveCards)('grants to the Xyz Monster holding the card', () => {
  it('[FD-MATERIAL-GRANTS] the 「星圣」 Xyz holding 星圣商神杖使 gains its ● effect, unaffected by effects or not; an Xyz of another archetype holding it does not', () => {
    const s = (xyz: string, st: string) => `{回合:A 阶段:伤害计算前 攻击:A:${xyz}→B:黑魔术师 A场:${xyz}(素材:星圣商神杖使${st}) B场:黑魔术师} C1 A:${xyz}②`;
    expect(askCdb(s('星圣·欧米伽星云', '')).events.some((e) => e.type === 'banished')).toBe(true);
    expect(askCdb(s('星圣·欧米伽星云', ',不受效果')).events.some((e) => e.type === 'banished')).toBe(true);
    expect(askCdb(s('No.39 希望皇 霍普', '')).events.some((e) => e.type === 'banished')).toBe(false);
  });
});

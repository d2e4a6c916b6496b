// s51: 命运英雄 恐惧人 「这张卡特殊召唤的回合，自己场上的名字带有「命运英雄」的怪兽不会被破坏，对控制者造成的战斗伤害变成0」 — the battle-damage half was
// left unread (a note), so in the turn it was summoned its controller still took the damage of its 命运英雄 monsters' battles.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;
const DREAD = '通过「幽狱之时计塔」的效果特殊召唤的场合，自己场上的名字带有「命运英雄」的怪兽以外的自己怪兽全部破坏。之后，可以从自己墓地特殊召唤最多2只名字带有「命运英雄」的怪兽。这张卡特殊召唤的回合，自己场上的名字带有「命运英雄」的怪兽不会被破坏，对控制者造成的战斗伤害变成0。';

describe('the compiler', () => {
  it('[CMP-BATTLE-ZERO-SUMMON-TURN] the summon-turn sentence: a 0 of the battle damage its 命运英雄 monsters deal their controller, held to the effect\'s condition — no longer an unread note', () => {
    const e = compileEffects(DREAD, monster).find((x) => x.kind === 'continuous');
    expect(e?.condition).toEqual([{ is: 'self-state', state: 'summoned-this-turn' }]);
    expect(e?.battleDamage).toEqual([{ op: 'zero', receiver: 'controller', of: 'filter', filter: expect.objectContaining({ archetype: '命运英雄', side: 'self' }), conditionKnown: true }]);
    expect((e?.unknown ?? []).join('')).not.toContain('战斗伤害');
  });
});

describe.skipIf(!haveCards)('命运英雄 恐惧人\'s summon turn, answered', () => {
  const battle = (state: string, attack: string) => askCdb(`{回合:B 阶段:伤害计算 A场:命运英雄 恐惧人${state},命运英雄 钻石人,三眼怪 B场:青眼白龙 攻击:${attack}} 伤害计算`);
  it('[CH-BATTLE-ZERO-SUMMON-TURN] summoned this turn (本回合特召): 青眼白龙 attacking 命运英雄 钻石人 deals A no damage (was 1600)', () => {
    const a = battle('(本回合特召)', 'B:青眼白龙→A:命运英雄 钻石人');
    expect(a.battle?.damage).toEqual({ A: 0, B: 0 });
    expect(a.battle?.changedBy).toContain('命运英雄 恐惧人');
  });
  it('[CH-BATTLE-ZERO-SUMMON-TURN] the other side: 三眼怪 (no 命运英雄) or a direct attack — A takes the damage; its summon this turn not stated — not applied, and the answer says so', () => {
    expect(battle('(本回合特召)', 'B:青眼白龙→A:三眼怪').battle?.damage).toEqual({ A: 2000, B: 0 });
    expect(battle('(本回合特召)', 'B:青眼白龙→A').battle?.damage).toEqual({ A: 3000, B: 0 });
    const u = battle('', 'B:青眼白龙→A:命运英雄 钻石人');
    expect(u.battle?.damage).toEqual({ A: 1600, B: 0 });
    expect(u.assumptions.join('')).toContain('这张卡特殊召唤的回合，…对控制者造成的战斗伤害变成0');
  });
});

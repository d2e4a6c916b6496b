// CMP-OLD-CONTINUOUS-SPLIT (s49): an old unnumbered text whose continuous sentences follow a trigger — 命运英雄 恐惧人's 「这张卡特殊召唤的回合，
// …不会被破坏，…战斗伤害变成0」 and 「这张卡的攻击力·守备力变成…原本攻击力合计数值」 — had them compiled as steps of the trigger before them
// (/card showed one trigger that 「处理：…攻击力变化」). Each is now a continuous effect of its own; the summon turn is the protection's condition.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from './data.js';

const kinds = (name: string) => {
  const c = cdbJudge().card(name, { lang: 'zh-CN' });
  return c.ok ? c.effects.map((e) => `${e.n}:${e.kind}`) : [];
};

describe.skipIf(!haveCards)('CMP-OLD-CONTINUOUS-SPLIT', () => {
  it('[CMP-OLD-CONTINUOUS-SPLIT] 命运英雄 恐惧人: its trigger, then two continuous effects (the summon-turn protection, the ATK/DEF sum) — no longer steps of the trigger', () => {
    expect(kinds('命运英雄 恐惧人')).toEqual(['1:trigger', '2:continuous', '3:continuous']);
    const c = cdbJudge().card('命运英雄 恐惧人', { lang: 'zh-CN' });
    expect(c.ok && c.effects[0]!.categories).not.toContain('atk-change');
    // The battle damage under the summon turn is not read as holding always: attacking with it unsummoned this turn, A takes the damage.
    const a = askCdb('{回合:A 阶段:战斗 A场:命运英雄 恐惧人,命运英雄 圆盘人 B场:青眼白龙 攻击:A:命运英雄 恐惧人→B:青眼白龙} 伤害计算');
    // (Its ATK is the original ATK of 命运英雄 圆盘人, 300 — CMP-STAT-SUM-ORIGINAL: 3000 − 300.)
    expect(a.battle!.damage).toEqual({ A: 2700, B: 0 });
  });

  it('[CMP-OLD-CONTINUOUS-SPLIT] the same sentence shape elsewhere: 暴君海王星 「这张卡的攻击力·守备力上升…合计数值」 is a continuous effect of its own; 机皇神龙 星标\'s sum of what 「这个效果」 sent stays with its trigger', () => {
    expect(kinds('暴君海王星').filter((k) => k.endsWith('continuous')).length).toBe(1);
    expect(kinds('暴君海王星')).toContain('3:continuous');
    expect(kinds('机皇神龙 星标').filter((k) => k.endsWith('continuous'))).toEqual([]);
  });
});

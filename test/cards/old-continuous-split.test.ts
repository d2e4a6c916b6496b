// CMP-OLD-CONTINUOUS-SPLIT (s49): an old unnumbered text whose continuous sentences follow a trigger — 命运英雄 恐惧人's 「这张卡特殊召唤的回合，
// …不会被破坏，…战斗伤害变成0」 and 「这张卡的攻击力·守备力变成…原本攻击力合计数值」 — had them compiled as steps of the trigger before them
// (/card showed one trigger that 「处理：…攻击力变化」). Each is now a continuous effect of its own; the summon turn is the protection's condition.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from './data.js';
import { linkOf } from '../engine/build.js';

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
  // (s57) 「以这张卡为对象的…无效并破坏。」 after another sentence was joined to it as a step (no moment, no 「可以」 to open an effect).
  it('[CMP-OLD-CONTINUOUS-SPLIT] 龙战士: 「可以支付1000分使通常陷阱的效果无效化」 and 「以这张卡为对象的魔法卡的效果无效并破坏」 are two effects (②③), no longer one ②', () => {
    expect(kinds('龙战士')).toEqual(['0:procedure', '1:procedure', '2:continuous', '3:continuous']);
    const c = cdbJudge().card('龙战士', { lang: 'zh-CN' });
    // (② negates only: the destruction is ③'s, the Spell targeting it.)
    expect(c.ok && c.effects.slice(2).map((e) => e.categories)).toEqual([['negate-effect'], ['negate-effect', 'destroy']]);
  });

  it('[CMP-OLD-CONTINUOUS-SPLIT] 暴君龙: a Trap targeting it is negated and destroyed (was a step of its ignition effect: 落穴 resolved)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:暴君龙 B场:三眼怪} C1 B:落穴→A:暴君龙');
    expect(linkOf(a, 1).outcome).toBe('effect-negated');
    expect(a.events.some((e) => e.type === 'destroyed' && e.cards.some((x) => x.name === '落穴'))).toBe(true);
  });

  it('[CMP-OLD-CONTINUOUS-SPLIT] 死亡恶魔龙: 「以这张卡为对象的陷阱卡无效并破坏」 negates and destroys the Trap (was read as destroying 死亡恶魔龙 itself)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:死亡恶魔龙 B场:三眼怪} C1 B:强制脱出装置→A:死亡恶魔龙');
    expect(linkOf(a, 1).outcome).toBe('effect-negated');
    const gone = a.events.filter((e) => e.type === 'destroyed' || e.type === 'returned-to-deck').flatMap((e) => e.cards.map((x) => x.name));
    expect(gone).toEqual(['强制脱出装置']);
  });
});

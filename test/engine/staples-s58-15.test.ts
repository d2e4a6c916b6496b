// Head-judge checks of Link-era staples (2017–2019, round 15): what the answer says about each, over the real card database.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('staples round 15', CARDS_DB);

const offered = (input: string) => askCdb(input).window.triggers;

describe.skipIf(!haveCards)('[WIN-LEFT-SUMMON-HOW] 星遗物-『星杯』②: 「通常召唤的表侧表示的这张卡从场上离开的场合」', () => {
  it('[WIN-LEFT-SUMMON-HOW] Special Summoned (stated), then destroyed: the summon it names is not met — not offered', () => {
    expect(offered('{回合:A 阶段:主要1 A场:《星遗物-『星杯』》(特殊召唤) B场:} 破坏 《星遗物-『星杯』》 (效果)').map((t) => t.card.name)).not.toContain('星遗物-『星杯』');
  });

  it('[WIN-LEFT-SUMMON-HOW] Normal or Tribute Summoned (stated): offered, with no assumption — a Tribute Summon is a Normal Summon', () => {
    for (const how of ['通常召唤', '上级召唤']) {
      const t = offered(`{回合:A 阶段:主要1 A场:《星遗物-『星杯』》(${how}) B场:} 破坏 《星遗物-『星杯』》 (效果)`).filter((x) => x.card.name === '星遗物-『星杯』');
      expect(t).toHaveLength(1);
      expect(t[0]!.rules).not.toContain('WIN-LEFT-SUMMON-HOW');
    }
  });

  it('[WIN-LEFT-SUMMON-HOW] its summon not stated: offered as Normal Summoned, and the window says it assumed so', () => {
    const t = offered('{回合:A 阶段:主要1 A场:《星遗物-『星杯』》 B场:} 破坏 《星遗物-『星杯』》 (效果)').filter((x) => x.card.name === '星遗物-『星杯』');
    expect(t).toHaveLength(1);
    expect(t[0]!.rules).toContain('WIN-LEFT-SUMMON-HOW');
    expect(t[0]!.reason).toContain('情境没有写明它怎样出场，假定是通常召唤');
  });
});

describe.skipIf(!haveCards)('[CH-BATTLE-INDESTRUCTIBLE] 转生炎兽的圣域②: 「自己怪兽进行战斗的伤害计算时」', () => {
  const sanctuary = (attack: string) =>
    askCdb(`{回合:B 阶段:伤害计算 A场:转生炎兽的圣域(场地),转生炎兽 日光狼 B场:青眼白龙 攻击:${attack}} C1 A:转生炎兽的圣域②→A:转生炎兽 日光狼`);

  it('[CH-BATTLE-INDESTRUCTIBLE] a direct attack on its controller: no monster of theirs battles — it cannot be activated', () => {
    const a = sanctuary('B:青眼白龙→A');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('自己的怪兽进行战斗');
    expect(a.events.some((e) => e.type === 'lp-paid' || (e as { amount?: number }).amount === 1000)).toBe(false);
  });

  it('[CH-BATTLE-INDESTRUCTIBLE] the opponent attacks its Link Monster: activated in that damage calculation, ATK 0 and LP gained', () => {
    const a = sanctuary('B:青眼白龙→A:转生炎兽 日光狼');
    expect(a.links[0]!.legal).toBe(true);
    expect(String(a.links[0]!.reason ?? '')).toContain('「转生炎兽 日光狼」攻击力1800→0，回复1800基本分');
  });
});

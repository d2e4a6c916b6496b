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

describe.skipIf(!haveCards)('[CH-PROTECT-CONDITION] 「连接状态的这张卡不会被…破坏」 (自奏圣乐·伽拉忒亚①, 自奏圣乐·朗基尔苏①)', () => {
  const galatea = (fields: string) => askCdb(`{回合:B 阶段:伤害计算 ${fields} 攻击:B:青眼白龙→A:自奏圣乐·伽拉忒亚} 伤害计算`);
  const lost = (a: ReturnType<typeof askCdb>) => (a.battle?.destroyed ?? []).map((c) => c.name);

  it('[CH-PROTECT-CONDITION] 伽拉忒亚 in EX左 pointing (bottom-left) at its 主1 monster is linked: not destroyed by battle, A still takes 1200', () => {
    const a = galatea('A场:自奏圣乐·伽拉忒亚(EX左),自奏圣乐·谐谑曲骷髅(主1) B场:青眼白龙(主1)');
    expect(lost(a)).not.toContain('自奏圣乐·伽拉忒亚');
    expect(a.battle!.damage.A).toBe(1200);
  });

  it('[CH-PROTECT-CONDITION] the other side: fields written in full, nothing in its linked zones — destroyed by battle', () => {
    expect(lost(galatea('A场只有:自奏圣乐·伽拉忒亚(EX左),自奏圣乐·谐谑曲骷髅(主2) B场只有:青眼白龙(主1)'))).toContain('自奏圣乐·伽拉忒亚');
  });

  // (s58-staples15b: battle reads the unknown link state as effects do — assumed met and said; before, it was read as not met here.)
  it('[CH-PROTECT-CONDITION] no zones stated: the link state is assumed in battle as against an effect — not destroyed, and the assumptions say so', () => {
    const a = galatea('A场:自奏圣乐·伽拉忒亚 B场:青眼白龙');
    expect(lost(a)).not.toContain('自奏圣乐·伽拉忒亚');
    expect(a.assumptions.join('\n')).toContain('「自奏圣乐·伽拉忒亚」的不会被战斗破坏的效果有适用条件（这张卡是连接状态），情境看不出是否满足，和被效果破坏时一样假定满足');
  });

  it('[CH-PROTECT-CONDITION] 朗基尔苏 against 黑洞: unlinked on a field written in full it is destroyed; no zones, its protection is assumed met and said', () => {
    const alone = askCdb('{回合:B 阶段:主要1 A场只有:自奏圣乐·朗基尔苏(EX左) B场只有:} C1 B:黑洞');
    expect(String(alone.links[0]!.reason ?? '')).toContain('「自奏圣乐·朗基尔苏」被破坏');
    const unstated = askCdb('{回合:B 阶段:主要1 A场:自奏圣乐·朗基尔苏 B场:} C1 B:黑洞');
    expect(String(unstated.links[0]!.reason ?? '')).toContain('「自奏圣乐·朗基尔苏」不会被效果破坏');
    expect(unstated.assumptions.join('\n')).toContain('「自奏圣乐·朗基尔苏」的保护效果有适用条件');
  });
});

describe.skipIf(!haveCards)('[CMP-TARGET-COUNTED-BY] 转生炎兽 暴晒野牛②: 「以最多有对方场上的表侧表示的卡数量的自己墓地的炎属性连接怪兽为对象」', () => {
  it('[CMP-TARGET-COUNTED-BY] the opponent holds 2 face-up cards: 2 FIRE Link Monsters of its GY may be targeted, both return to the Extra Deck', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:转生炎兽 暴晒野牛 A墓:转生炎兽 日光狼,转生炎兽 炽热多头狮 B场:青眼白龙,黑魔术师} C1 A:转生炎兽 暴晒野牛②→转生炎兽 日光狼,转生炎兽 炽热多头狮');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.illegalReason ?? '').not.toContain('只能选1个对象');
    expect(String(a.links[0]!.reason ?? '')).toContain('「转生炎兽 日光狼」、「转生炎兽 炽热多头狮」回到');
  });

  it('[CMP-TARGET-COUNTED-BY] the other side: a target that is no FIRE Link Monster (青眼白龙 in its GY) is still refused', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:转生炎兽 暴晒野牛 A墓:转生炎兽 日光狼,青眼白龙 B场:青眼白龙,黑魔术师} C1 A:转生炎兽 暴晒野牛②→A:青眼白龙');
    expect(a.links[0]!.legal).toBe(false);
  });
});

describe.skipIf(!haveCards)('[CMP-TARGET-GROUPS] 转生炎兽的炎阵 ●2: 「以用和自身同名的怪兽为素材作连接召唤的自己场上1只「转生炎兽」连接怪兽为对象」', () => {
  it('[CMP-TARGET-GROUPS] the 和 of 「用和自身同名的怪兽」 splits no group: one target, not two', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:转生炎兽 炽热多头狮(素材:转生炎兽 炽热多头狮),转生炎兽 日光狼 B场:} C1 A:转生炎兽的炎阵[●2]→转生炎兽 炽热多头狮,转生炎兽 日光狼');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('只能选1个对象');
  });

  it('[CMP-TARGET-GROUPS] the target is the player\'s own 「转生炎兽」 monster: the opponent\'s 青眼白龙 is refused (any card was taken before)', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:转生炎兽 炽热多头狮 B场:青眼白龙} C1 A:转生炎兽的炎阵[●2]→B:青眼白龙').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:转生炎兽 炽热多头狮(素材:转生炎兽 炽热多头狮) B场:} C1 A:转生炎兽的炎阵[●2]→转生炎兽 炽热多头狮').links[0]!.legal).toBe(true);
  });
});

// Head-judge follow-ups of the Link-era staples round (s58-staples15): one reading of a protection's condition for battle and effects,
// and one spell speed for the card view and the chain — over the real card database.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('staples round 15 follow-ups', CARDS_DB);

describe.skipIf(!haveCards)('[CH-SPEED-KIND] 转生炎兽的圣域②: an effect of a Field Spell face-up on the field is spell speed 1 (基本用语.rst:456)', () => {
  it('[CH-SPEED-KIND] /card says 1速 for ②, as the chain does (it said 2速: a Spell\'s trigger was read as a Trap\'s)', () => {
    const card = cdbJudge().card('转生炎兽的圣域', { lang: 'zh-CN' });
    if (!card.ok) throw new Error('card not found');
    expect(card.effects.find((e) => e.n === 2)!.speed).toBe(1);
    const a = askCdb('{回合:B 阶段:伤害计算 A场:转生炎兽的圣域(场地),转生炎兽 日光狼 B场:青眼白龙 攻击:B:青眼白龙→A:转生炎兽 日光狼} C1 A:转生炎兽的圣域②→A:转生炎兽 日光狼');
    expect(a.links[0]!.speed).toBe(1);
  });

  it('[CH-SPEED-KIND] the other side: a Trap\'s effect on the field stays 2速 in /card (虚无空间②, a Continuous Trap\'s trigger)', () => {
    const trap = cdbJudge().card('虚无空间', { lang: 'zh-CN' });
    if (!trap.ok) throw new Error('card not found');
    expect(trap.effects.filter((e) => e.kind !== 'continuous' && e.kind !== 'procedure').every((e) => e.speed === 2)).toBe(true);
  });
});

describe.skipIf(!haveCards)('[CH-PROTECT-CONDITION] 「连接状态的这张卡不会被战斗·效果破坏」 in battle (管弦乐琴机械乐团①, 星杯神乐 夏娃①): the condition the effect path reads', () => {
  const orcustrion = (fields: string) => askCdb(`{回合:B 阶段:伤害计算 ${fields} 攻击:B:青眼白龙→A:自奏圣乐·管弦乐琴机械乐团} 伤害计算`);
  const lost = (a: ReturnType<typeof askCdb>) => (a.battle?.destroyed ?? []).map((c) => c.name);

  it('[CH-PROTECT-CONDITION] linked by the zones written (EX左 pointing at its 主1 monster), on the opponent\'s turn: not destroyed by battle (it was, linked or not)', () => {
    const a = orcustrion('A场:自奏圣乐·管弦乐琴机械乐团(EX左),自奏圣乐·谐谑曲骷髅(主1) B场:青眼白龙(主1)');
    expect(lost(a)).toEqual(['青眼白龙']);
    expect(String(a.battle!.reason)).toContain('「自奏圣乐·管弦乐琴机械乐团」不会被战斗破坏');
  });

  it('[CH-PROTECT-CONDITION] the other side: fields written in full, its only other monster in 主5 (no arrow there) — destroyed by battle, as 黑洞 destroys it', () => {
    const a = orcustrion('A场只有:自奏圣乐·管弦乐琴机械乐团(EX左),自奏圣乐·谐谑曲骷髅(主5) B场只有:青眼白龙(主1)');
    expect(lost(a)).toContain('自奏圣乐·管弦乐琴机械乐团');
    const hole = askCdb('{回合:B 阶段:主要1 A场只有:自奏圣乐·管弦乐琴机械乐团(EX左),自奏圣乐·谐谑曲骷髅(主5) B场只有:} C1 B:黑洞');
    expect(String(hole.links[0]!.reason ?? '')).toContain('「自奏圣乐·管弦乐琴机械乐团」、「自奏圣乐·谐谑曲骷髅」被破坏');
  });

  it('[CH-PROTECT-CONDITION] no zones written: battle and 黑洞 read it alike — assumed linked, not destroyed by either, and each answer says it assumed so', () => {
    const battle = askCdb('{回合:B 阶段:伤害计算 A场:星杯神乐 夏娃 B场:青眼白龙 攻击:B:青眼白龙→A:星杯神乐 夏娃} 伤害计算');
    expect((battle.battle?.destroyed ?? []).map((c) => c.name)).not.toContain('星杯神乐 夏娃');
    expect(battle.battle!.damage.A).toBe(1200);
    expect(battle.battle!.rules).toContain('CH-PROTECT-CONDITION');
    expect(battle.assumptions.join('\n')).toContain('「星杯神乐 夏娃」的不会被战斗破坏的效果有适用条件（这张卡是连接状态），情境看不出是否满足，和被效果破坏时一样假定满足');
    const hole = askCdb('{回合:B 阶段:主要1 A场:星杯神乐 夏娃 B场:} C1 B:黑洞');
    expect(String(hole.links[0]!.reason ?? '')).toContain('「星杯神乐 夏娃」不会被效果破坏');
    expect(hole.assumptions.join('\n')).toContain('「星杯神乐 夏娃」的保护效果有适用条件');
  });
});

describe.skipIf(!haveCards)('[CH-PROTECT-FROM] 转生炎兽的炎阵 ●2: 「那只连接怪兽不受自身以外的怪兽的效果影响」', () => {
  const input = '{回合:A 阶段:主要1 A场:转生炎兽 炽热多头狮(素材:转生炎兽 炽热多头狮) B场:} C1 A:转生炎兽的炎阵[●2]→转生炎兽 炽热多头狮';
  it('[CH-PROTECT-FROM] the answer keeps 「自身以外」 (it said 「不受怪兽卡的效果影响」, as if its own effects no longer reached it)', () => {
    expect(String(askCdb(input).links[0]!.reason ?? '')).toContain('「转生炎兽 炽热多头狮」不受自身以外的怪兽卡的效果影响');
    const en = cdbJudge().chain(input, { lang: 'en' });
    if (!en.ok) throw new Error('no answer');
    expect(String(en.links[0]!.reason ?? '')).toContain('unaffected by monster cards other than itself');
  });
});

describe.skipIf(!haveCards)('[CMP-TARGET-COUNTED-BY] 转生炎兽 暴晒野牛②: 「以最多有对方场上的表侧表示的卡数量的…为对象」 — the most is not checked, and said', () => {
  it('[CMP-TARGET-COUNTED-BY] two targets: the answer says the bound (the opponent\'s face-up cards) was not checked (it said nothing)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:转生炎兽 暴晒野牛 A墓:转生炎兽 日光狼,转生炎兽 炽热多头狮 B场:青眼白龙} C1 A:转生炎兽 暴晒野牛②→转生炎兽 日光狼,转生炎兽 炽热多头狮');
    expect(a.assumptions.join('\n')).toContain('的对象最多是「对方场上的表侧表示的卡」的数量；本程序没有检查这个上限，这里写的2个对象假定没有超过');
    expect(a.links[0]!.rules).toContain('CMP-TARGET-COUNTED-BY');
  });

  it('[CMP-TARGET-COUNTED-BY] the other side: one target needs no bound — nothing said', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:转生炎兽 暴晒野牛 A墓:转生炎兽 日光狼 B场:青眼白龙} C1 A:转生炎兽 暴晒野牛②→转生炎兽 日光狼');
    expect(a.assumptions.join('\n')).not.toContain('本程序没有检查这个上限');
  });
});

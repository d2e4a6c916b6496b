// A head judge's spot-check of small wrong answers (session s57, misc4): each test is an answer a player saw wrong before
// its fix. Cards of the shared cards.cdb and the curated set over it.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { renderCardText } from '../../src/answer/render/text.js';

describe.skipIf(!haveCards)('spot-check (s57 misc4)', () => {
  it('[CH-COND] 自奏圣乐之阶 ① with only a non-Link 「自奏圣乐」 monster: refused, and the reason names the Link Monster its text asks for (it said 「「自奏圣乐」怪兽」, as if any would do); with a Link one it negates', () => {
    const l = askCdb('{回合:A A场:青眼白龙 B场:自奏圣乐之阶(盖),自奏圣乐·梦幻崩影} C1 A:黑洞 C2 B:自奏圣乐之阶').links[1]!;
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('有自己场上的「自奏圣乐」连接怪兽存在');
    const en = cdbJudge().chain('{回合:A A场:青眼白龙 B场:自奏圣乐之阶(盖),自奏圣乐·梦幻崩影} C1 A:黑洞 C2 B:自奏圣乐之阶', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.links[1]!.illegalReason).toContain('an "Orcust" Link monster') // s60: the archetype in English (ANS-EN-ARCHETYPE);
    expect(askCdb('{回合:A A场:青眼白龙 B场:自奏圣乐之阶(盖),自奏圣乐·伽拉忒亚} C1 A:黑洞 C2 B:自奏圣乐之阶').links[1]!.legal).toBe(true);
  });

  it('[CMP-SUMMON-RESTRICTION] 龙战士 (and 死亡恶魔龙, 魔人 暗黑护持师): 「融合召唤这只怪兽，必须用上面所写的卡融合召唤」 is a summoning condition (召唤限制), not an effect — written as a chain link it special summoned two unnamed monsters', () => {
    for (const name of ['龙战士', '死亡恶魔龙', '魔人 暗黑护持师']) {
      const c = cdbJudge().card(name, { lang: 'zh-CN' });
      if (!c.ok) throw new Error(name);
      expect(renderCardText(c, 'zh-CN'), name).toContain('① 召唤限制（召唤条件');
      expect(c.effects.some((e) => e.kind === 'continuous' && e.categories.includes('special-summon')), name).toBe(false);
    }
    const a = askCdb('{回合:A 阶段:主要1 A场:龙战士} C1 A:龙战士①');
    expect(a.events.some((e) => e.type === 'special-summoned' || e.type === 'summoned')).toBe(false);
  });

  it('[CMP-UNTIL-NEXT-PHASE] PSY骨架王·Ω ① 「直到下次的自己准备阶段」: the answer says when both come back (its controller\'s Standby Phase, the hand card to the hand) and that Standby Phase brings them back; nothing was left for later before', () => {
    const theirs = askCdb('{回合:B 阶段:主要1 A场:PSY骨架王·Ω B手:青眼白龙} C1 A:PSY骨架王·Ω 准备阶段');
    expect(theirs.delayed!.map((l) => l.what)).toEqual([
      '下个回合（A的回合）的准备阶段时，「青眼白龙」回到手卡（那时不入连锁）',
      '下个回合（A的回合）的准备阶段时，「PSY骨架王·Ω」回到场上（不是召唤）（那时不入连锁）',
    ]);
    expect(theirs.standbyPhase!.map((x) => x.reason)).toEqual([
      '准备阶段：C1「PSY骨架王·Ω」留下的处理：「青眼白龙」回到持有者的手卡。',
      '准备阶段：C1「PSY骨架王·Ω」留下的处理：「PSY骨架王·Ω」回到持有者（A）的场上（不是召唤）。',
    ]);
  });

  it('[CH-STANDBY-PHASE-PLAYED] PSY骨架王·Ω ① in its controller\'s own Main Phase: the next Standby Phase is the opponent\'s, nothing comes back yet — and the hand card is not said to come back to the field', () => {
    const own = askCdb('{回合:A 阶段:主要1 A场:PSY骨架王·Ω B手:青眼白龙} C1 A:PSY骨架王·Ω 准备阶段');
    expect(own.delayed!.map((l) => l.what)[0]).toBe('A的下个回合（再下个回合）的准备阶段时，「青眼白龙」回到手卡（那时不入连锁）');
    expect(own.standbyPhase!.map((x) => x.reason)).toEqual([
      '准备阶段（B的）：「青眼白龙」要在A自己的下次准备阶段才回来，这个准备阶段还不会回来。',
      '准备阶段（B的）：「PSY骨架王·Ω」要在A自己的下次准备阶段才回来，这个准备阶段还不会回来。',
    ]);
  });
});

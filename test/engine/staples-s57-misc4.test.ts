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
    expect(en.links[1]!.illegalReason).toContain('"自奏圣乐" Link monster');
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
});

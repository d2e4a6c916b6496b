// CARD-SUMMON-KIND (s61): /card names the summon facts a judge needs of a Fusion/Synchro/Xyz/Link/Ritual Monster. Before, 元素英雄 大地侠 ①
// 「这张卡融合召唤成功的场合」 showed 「条件：特殊召唤」 (as if any Special Summon met it), and nothing said how the card comes out or whether it
// can be revived. Now the trigger says 「条件：融合召唤」, and a note says its proper summon and, by its current text, either its summoning
// condition (「这张卡不用融合召唤不能特殊召唤」: never revived by an effect) or its revival limit (「用融合召唤才能从额外卡组特殊召唤」: revivable once
// properly summoned) — docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:23–45, 107–131. The other side: a monster whose own procedure is no
// summon of its kind (圣灵兽骑 火狮, 「…才能特殊召唤（不需要「融合」）」) and a Main Deck monster get no such note.
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from './data.js';
import { renderCardText } from '../../src/answer/render/text.js';

const zh = (name: string) => renderCardText(cdbJudge().card(name, { lang: 'zh-CN' }), 'zh-CN');
const en = (name: string) => renderCardText(cdbJudge().card(name, { lang: 'en' }), 'en');

describe.skipIf(!haveCards)('[CARD-SUMMON-KIND] the summon facts of an Extra Deck or Ritual monster in /card', () => {
  it('[CARD-SUMMON-KIND] 元素英雄 大地侠: ① 「条件：融合召唤」, and its summoning condition (only a Fusion Summon, never revived)', () => {
    const text = zh('元素英雄 大地侠');
    expect(text).toContain('① 诱发效果 · 1速 · 条件：融合召唤 ·');
    expect(text).toContain('正规手续是从额外卡组融合召唤');
    expect(text).toContain('召唤限制：卡片文本写明只能融合召唤出场——即使正规出场过，之后也不能被「死者苏生」等效果特殊召唤');
    expect(en('元素英雄 大地侠')).toContain('on its Fusion Summon');
  });
  it('[CARD-SUMMON-KIND] 霸魔导士 奥金魔术师 「用融合召唤才能从额外卡组特殊召唤」: revivable once Fusion Summoned (zh, en)', () => {
    expect(zh('霸魔导士 奥金魔术师')).toContain('苏生限制：融合召唤出场过、之后送去墓地·除外的，可以被效果特殊召唤');
    expect(en('霸魔导士 奥金魔术师')).toContain('Revival: once Fusion Summoned and then sent to the GY or banished, an effect may Special Summon it');
  });
  it('[CARD-SUMMON-KIND] 破灭之天使 露茵 (Ritual): ② 「条件：仪式召唤」, proper summon a Ritual Summon', () => {
    const text = zh('破灭之天使 露茵');
    expect(text).toContain('② 诱发效果 · 1速 · 条件：仪式召唤 ·');
    expect(text).toContain('正规手续是仪式召唤');
  });
  it('[CARD-SUMMON-KIND] the other side: 圣灵兽骑 火狮 (its own procedure, no Fusion Summon) and 青眼白龙 get no note; a trigger on any Special Summon keeps 特殊召唤', () => {
    expect(zh('圣灵兽骑 火狮')).not.toContain('召唤方法');
    expect(zh('青眼白龙')).not.toContain('召唤方法');
    // 苍眼银龙 ① 「这张卡特殊召唤成功的场合」: any Special Summon — said so.
    expect(zh('苍眼银龙')).toMatch(/① 诱发效果 · 1速 · 条件：特殊召唤 ·/);
  });
});

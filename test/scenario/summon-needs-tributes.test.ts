// SIT-SUMMON-NEEDS-TRIBUTES: a Normal Summon or Set of a Level 5+ monster from the hand takes tributes (Level 5–6: 1, 7+: 2). Written
// without them, it is made, and the answer says what was assumed: a text in reach that may waive them (the monster's own 「不用解放」,
// a face-up card's, an activation this turn), or tributes left out, with the form to write them. Imported cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'summoned' || e.type === 'set').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('SIT-SUMMON-NEEDS-TRIBUTES', () => {
  const said = (input: string) => askCdb(input).assumptions.join('\n');
  it('[SIT-SUMMON-NEEDS-TRIBUTES] 青眼白龙 (Level 8) Normal Summoned or Set with no tributes written: made, and the answer says 2 tributes are assumed and how to write them', () => {
    expect(summoned('{回合:A 阶段:主要1 A手:青眼白龙} 召唤 青眼白龙')).toEqual(['青眼白龙']);
    expect(said('{回合:A 阶段:主要1 A手:青眼白龙} 召唤 青眼白龙')).toMatch(/「青眼白龙」是8星怪兽：通常召唤需要解放2只怪兽.*假定已经解放.*上级召唤 青眼白龙 解放/);
    expect(said('{回合:A 阶段:主要1 A手:青眼白龙} 盖放 青眼白龙')).toMatch(/盖放需要解放2只怪兽/);
    expect(said('{回合:A 阶段:主要1 A手:暗黑骑士 盖亚} 召唤 暗黑骑士 盖亚')).toMatch(/7星怪兽：通常召唤需要解放2只/);
  });
  it('[SIT-SUMMON-NEEDS-TRIBUTES] the other side: a Level 4, a Tribute Summon with its tributes, a level stated lower in the hand, and a monster whose own text waives the tributes (assumed, and said)', () => {
    expect(said('{回合:A 阶段:主要1 A手:三眼怪} 召唤 三眼怪')).not.toMatch(/需要解放/);
    expect(said('{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪,黑魔术师} 上级召唤 青眼白龙 解放 三眼怪,黑魔术师')).not.toMatch(/需要解放/);
    expect(said('{回合:A 阶段:主要1 A手:青眼白龙(等级4)} 召唤 青眼白龙')).not.toMatch(/需要解放/);
    const shark = askCdb('{回合:A 阶段:主要1 A手:鹰鲨 B场:三眼怪,黑魔术师} 召唤 鹰鲨');
    expect(shark.events.some((e) => e.type === 'summoned')).toBe(true);
    expect(shark.assumptions.join('\n')).toMatch(/假定「鹰鲨」的不用解放的效果适用/);
  });
  // s55: before, on a field written in full (`A场只有:`) with too few monsters, `召唤 X` was made with its tributes assumed, `上级召唤 X`
  // with none named was made in silence, and 神之宣告 negated it; a named tribute missing from the field was assumed there.
  const refusal = (input: string) => askCdb(input).warnings.join('\n');
  it('[SIT-SUMMON-NEEDS-TRIBUTES] a field listed in full with fewer monsters than the Level needs: not summoned, the answer says why, and 神之宣告 has nothing to answer', () => {
    for (const verb of ['召唤', '上级召唤']) {
      const input = `{回合:A 阶段:主要1 A手:光与暗之龙 A场只有:} ${verb} 光与暗之龙`;
      expect(summoned(input), input).toEqual([]);
      expect(refusal(input), input).toMatch(/「光与暗之龙」是8星怪兽：通常召唤需要解放2只怪兽，A 场上写全了（没有怪兽），可以解放的怪兽不够：不能召唤/);
      expect(said(input), input).not.toMatch(/假定已经解放/);
    }
    expect(summoned('{回合:A 阶段:主要1 A手:青眼白龙 A场只有:三眼怪} 盖放 青眼白龙')).toEqual([]);
    expect(refusal('{回合:A 阶段:主要1 A手:青眼白龙 A场只有:三眼怪} 盖放 青眼白龙')).toMatch(/盖放需要解放2只怪兽.*只有「三眼怪」.*不能盖放/);
    // A text allowing fewer (「这张卡可以把1只上级召唤的怪兽解放作上级召唤」) is counted: 1 needed, none there.
    expect(refusal('{回合:A 阶段:主要1 A手:冥帝 厄瑞玻斯 A场只有:} 召唤 冥帝 厄瑞玻斯')).toMatch(/需要解放1只怪兽（它的文本允许解放1只）/);
    const declared = askCdb('{回合:A 阶段:主要1 A手:光与暗之龙 A场只有:三眼怪} 召唤 光与暗之龙 C1 神之宣告');
    expect(declared.links[0]!.legal).toBe(false);
    expect(declared.links[0]!.illegalReason).toContain('写的召唤没有进行');
    expect(declared.events.map((e) => e.type)).toEqual([]);
  });
  it('[SIT-SUMMON-NEEDS-TRIBUTES] the other side: enough monsters on a field listed in full, a field written in part, a text allowing fewer met — made, the tributes assumed and said; 神之宣告 negates it', () => {
    for (const input of ['{回合:A 阶段:主要1 A手:光与暗之龙 A场只有:三眼怪,黑魔术师} 召唤 光与暗之龙', '{回合:A 阶段:主要1 A手:光与暗之龙 A场:三眼怪} 上级召唤 光与暗之龙', '{回合:A 阶段:主要1 A手:冥帝 厄瑞玻斯 A场只有:三眼怪(上级召唤)} 召唤 冥帝 厄瑞玻斯']) {
      expect(summoned(input).length, input).toBe(1);
      expect(said(input), input).toMatch(/需要解放2只怪兽.*假定已经解放/);
    }
    const declared = askCdb('{回合:A 阶段:主要1 A手:光与暗之龙 A场只有:三眼怪,黑魔术师} 召唤 光与暗之龙 C1 神之宣告');
    expect(declared.links[0]!.legal).toBe(true);
    expect(declared.events.map((e) => e.type)).toContain('destroyed');
  });
  it('[SIT-SUMMON-NEEDS-TRIBUTES] a tribute named that is not on the field (written in the hand, or not written): on a field listed in full, refused, saying where it is; on a field written in part one not written is assumed there, one written in the hand or a GY refused', () => {
    const refused = (input: string) => {
      const a = cdbJudge().chain(input, { lang: 'zh-CN' });
      return a.ok ? '' : a.error.message;
    };
    expect(refused('{回合:A 阶段:主要1 A手:光与暗之龙 A场只有:三眼怪,黑魔术师} 上级召唤 光与暗之龙 解放 三眼怪,青眼白龙')).toMatch(/解放的「青眼白龙」不在 A 场上（A 场上的怪兽：「三眼怪」「黑魔术师」）.*不能进行/);
    expect(refused('{回合:A 阶段:主要1 A手:光与暗之龙,青眼白龙 A场只有:三眼怪} 上级召唤 光与暗之龙 解放 三眼怪,青眼白龙')).toMatch(/「青眼白龙」写在 A 的手卡/);
    // s56: a tribute written in the hand or a GY is not on the field whatever else is left unwritten there — refused on a field written
    // in part (or not at all) too, in the opponent's own turn alike (before: made, the tribute "sent from the hand", with a warning).
    expect(refused('{回合:A 阶段:主要1 A手:光与暗之龙,青眼白龙 A场:三眼怪} 上级召唤 光与暗之龙 解放 三眼怪,青眼白龙')).toMatch(/解放的「青眼白龙」不在 A 场上（A 场上写出的怪兽：「三眼怪」；「青眼白龙」写在 A 的手卡）.*不能进行/);
    expect(refused('{回合:B 阶段:主要1 B手:暗黑骑士 盖亚 B墓:三眼怪} 上级召唤 暗黑骑士 盖亚 解放 三眼怪,黑魔术师')).toMatch(/解放的「三眼怪」不在 B 场上.*「三眼怪」写在 B 的墓地/);
    const partial = askCdb('{回合:A 阶段:主要1 A手:光与暗之龙 A场:三眼怪} 上级召唤 光与暗之龙 解放 三眼怪,青眼白龙');
    expect(summoned('{回合:A 阶段:主要1 A手:光与暗之龙 A场:三眼怪} 上级召唤 光与暗之龙 解放 三眼怪,青眼白龙')).toEqual(['光与暗之龙']);
    expect(partial.assumptions.join('\n')).toMatch(/「青眼白龙」不在情境中，假定为 A 场上/);
  });
  it('[SIT-SUMMON-NEEDS-TRIBUTES] a Tribute Set written with its tributes (`盖放 X 解放 Y`): the tributes go to the GY first, the monster is Set; judged as a Tribute Summon\'s are (count, on the field); a Spell Set takes none', () => {
    // s57: before, `盖放 X 解放 Y` was a parse error (「只有上级召唤才写“解放 …”」): a Tribute Set could not be written with its tributes.
    const set = askCdb('{回合:A 阶段:主要1 A手:光帝 克赖斯 A场:三眼怪 B场:旋风(盖)} 盖放 光帝 克赖斯 解放 三眼怪');
    expect(set.ok).toBe(true);
    expect(set.events.map((e) => [e.type, e.cards.map((c) => c.name)])).toEqual([['sent-to-gy', ['三眼怪']], ['set', ['光帝 克赖斯']]]);
    expect(set.window.triggers.map((c) => `${c.controller}:${c.card.name}`)).toEqual(['A:三眼怪']);
    // Too few for Level 8, on a field listed in full: refused as a Tribute Summon would be.
    const few = cdbJudge().chain('{回合:A 阶段:主要1 A手:青眼白龙 A场只有:三眼怪} 盖放 青眼白龙 解放 三眼怪', { lang: 'zh-CN' });
    expect(few.ok).toBe(false);
    expect(JSON.stringify(few)).toMatch(/需要解放2只怪兽/);
    const spell = cdbJudge().chain('{回合:A 阶段:主要1 A手:旋风 A场:三眼怪} 盖放 旋风 解放 三眼怪', { lang: 'zh-CN' });
    expect(spell.ok).toBe(false);
    expect(JSON.stringify(spell)).toMatch(/只有怪兽的盖放（上级盖放）才写“解放 …”：「旋风」不是怪兽/);
  });
  it('[SIT-SUMMON-NEEDS-TRIBUTES] a Tribute Set refused is said as the Set it is (盖放, a Level 4 one: 「请写 盖放 X」), in Chinese and English', () => {
    // s57: before, every refusal of a Tribute Set said 上级召唤 (「这次上级召唤不能进行」「请写 召唤 三眼怪」).
    const refusal = (input: string, lang: 'zh-CN' | 'en') => JSON.stringify(cdbJudge().chain(input, { lang }));
    const few = '{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪} 盖放 青眼白龙 解放 三眼怪';
    expect(refusal(few, 'zh-CN')).toMatch(/盖放「青眼白龙」需要解放2只怪兽.*这次盖放不能进行/);
    expect(refusal(few, 'zh-CN')).not.toMatch(/上级召唤「青眼白龙」/);
    expect(refusal(few, 'en')).toMatch(/A Tribute Set of Blue-Eyes White Dragon needs 2.*this Tribute Set cannot be made/);
    const low = '{回合:A 阶段:主要1 A手:三眼怪 A场:魔知青蛙} 盖放 三眼怪 解放 魔知青蛙';
    expect(refusal(low, 'zh-CN')).toMatch(/不用解放就能盖放.*请写 盖放 三眼怪/);
    expect(refusal(low, 'en')).toMatch(/is Set without tributes.*write 盖放 Sangan/);
    // A Tribute Summon keeps its words.
    expect(refusal('{回合:A 阶段:主要1 A手:三眼怪 A场:魔知青蛙} 上级召唤 三眼怪 解放 魔知青蛙', 'zh-CN')).toMatch(/请写 召唤 三眼怪/);
    // The other refusals of its tributes alike: off the field, the opponent's, a Spell.
    expect(refusal('{回合:A 阶段:主要1 A手:青眼白龙,三眼怪 A场只有:魔知青蛙} 盖放 青眼白龙 解放 三眼怪,魔知青蛙', 'zh-CN')).toMatch(/上级盖放解放的是场上的怪兽：这次上级盖放不能进行/);
    expect(refusal('{回合:A 阶段:主要1 A手:光帝 克赖斯 A场只有: B场:三眼怪} 盖放 光帝 克赖斯 解放 三眼怪', 'zh-CN')).toMatch(/上级盖放只能解放自己场上的怪兽.*不能盖放「光帝 克赖斯」/);
    expect(refusal('{回合:A 阶段:主要1 A手:光帝 克赖斯 A场:旋风} 盖放 光帝 克赖斯 解放 旋风', 'en')).toMatch(/a Tribute Set tributes monsters/);
  });
});

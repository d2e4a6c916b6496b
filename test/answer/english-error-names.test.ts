// ANS-EN-ERROR-NAMES: an English error names the cards of the input in English (a Tribute Summon refused by the binder).
import { describe, expect, it } from 'vitest';
import { cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('English names in an error', CARDS_DB);

function message(input: string, lang: 'en' | 'zh-CN'): string {
  const a = cdbJudge().chain(input, { lang });
  if (a.ok) throw new Error(`${input}: expected an error`);
  return a.error.message;
}

describe.skipIf(!haveCards)('ANS-EN-ERROR-NAMES', () => {
  it('[ANS-EN-ERROR-NAMES] a Tribute Summon of 青眼白龙 with one tribute: the English error says Blue-Eyes White Dragon and Sangan, no Chinese name', () => {
    const en = message('{回合:A 阶段:主要1 A场:三眼怪} 上级召唤 青眼白龙 解放 三眼怪', 'en');
    expect(en).toContain('A Tribute Summon of Blue-Eyes White Dragon needs 2 monster(s)');
    expect(en).toContain('the tributes given are Sangan');
    expect(en).not.toMatch(/青眼白龙|三眼怪/);
  });
  it('[ANS-EN-ERROR-NAMES] a level 3 monster Tribute Summoned: English names in English, the Chinese error unchanged', () => {
    const input = '{回合:A 阶段:主要1 A场:三眼怪} 上级召唤 三眼怪 解放 黑魔术师';
    expect(message(input, 'en')).toContain('Sangan is level 3 and is summoned without tributes; it cannot be Tribute Summoned with Dark Magician');
    expect(message(input, 'zh-CN')).toContain('「三眼怪」是3星怪兽，不用解放就能召唤，不能解放「黑魔术师」上级召唤');
  });
});

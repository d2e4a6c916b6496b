// Review s48 (leftovers): English answers name in English the cards of the turn's history too (ANS-EN-HISTORY), and the
// English hint for a field written in part does not end its marker with a second colon (「B场只有::」).
import { describe, expect, it } from 'vitest';
import { cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('ANS-EN-HISTORY', CARDS_DB);

/** The English answer's warnings and assumptions, one string. */
function english(input: string): string {
  const a = cdbJudge().chain(input, { lang: 'en' });
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return [...a.warnings, ...a.assumptions].join('\n');
}

describe.skipIf(!haveCards)('ANS-EN-HISTORY', () => {
  it('[ANS-EN-HISTORY] a Normal Summon refused after one in the history (`本回合:A:灰流丽(召唤)`, CH-NORMAL-SUMMON-ONCE): the English answer names that card in English; one with no English name known is said to be shown in Chinese', () => {
    const text = english('{回合:A 阶段:主要1 本回合:A:灰流丽(召唤)} 召唤 三眼怪');
    expect(text).toMatch(/one was made already \(Ash Blossom[^;]*;/);
    expect(text).not.toMatch(/灰流丽/);
    expect(english('{回合:A 阶段:主要1 本回合:A:元素英雄 天空侠(召唤)} 召唤 三眼怪')).toMatch(/No English name is known for 元素英雄 天空侠/);
  });

  it('[ANS-EN-HISTORY] the English hint to write a field in full (SIT-FIELD-COMPLETE) shows 「A场只有:」 once, never followed by a second colon', () => {
    const text = english('{回合:A 阶段:主要1 A场:六武之门(武士道指示物2) B场:} C1 A:六武之门② [●1]');
    expect(text).toContain('A场只有:');
    expect(text).not.toContain('只有::');
  });
});

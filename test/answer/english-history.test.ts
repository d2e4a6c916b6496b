// Review s48 (leftovers): English answers name in English the cards of the turn's history too (ANS-EN-HISTORY), and the
// English hint for a field written in part does not end its marker with a second colon (「B场只有::」).
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import { ALIASES_DB, cdbJudge, CARDS_DB, haveAliases, haveCards, skipMessage } from '../cards/data.js';

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

  it.skipIf(!haveAliases)('[ANS-EN-HISTORY] the Xyz Materials the situation lists (`素材:X+Y`) are named in English where the answer names them — sent to the GY with the monster (XYZ-MATERIALS-LEAVE) and offered in the window', () => {
    // (English names of most cards come from the alias table, as in the bot.)
    const a = createJudge({ cardsDb: CARDS_DB, aliasesDb: ALIASES_DB }).chain('{回合:B 阶段:主要1 A场:彼岸的旅人 但丁(素材:彼岸的恶鬼 格拉菲亚卡内+三眼怪)} C1 B:雷击', { lang: 'en' });
    if (!a.ok) throw new Error(a.error.message);
    const text = JSON.stringify([a.events, a.window]);
    expect(text).toContain('Graff, Malebranche of the Burning Abyss');
    expect(text).toContain('Sangan');
    expect(text).not.toMatch(/格拉菲亚卡内|三眼怪/);
  });
});

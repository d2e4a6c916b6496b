// s60 (English /phase follow-up): leftovers of the English sentences an engineer listed — a resolution line ending in a bare
// verb in brackets, a chain link named without its brackets, a summon method in lower case. The Chinese words are unchanged.
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import { renderChainText } from '../../src/answer/render/text.js';
import { ALIASES_DB, CARDS_DB, haveAliases, haveCards, skipMessage } from '../cards/data.js';

skipMessage('ANS-EN-AFFECTED-TOO', ALIASES_DB);

/** The judge as the bot runs it: English names from the alias table. */
const judge = () => createJudge({ cardsDb: CARDS_DB, aliasesDb: ALIASES_DB });
const text = (input: string, lang: 'en' | 'zh-CN') => renderChainText(judge().chain(input, { lang }), lang);

describe.skipIf(!haveCards || !haveAliases)('English sentence leftovers (s60)', () => {
  it('[ANS-EN-AFFECTED-TOO] cards in zones the situation does not list: 「… is destroyed too.」 (it read 「is affected too (destroy).」); Chinese 「也一并破坏」 unchanged', () => {
    const input = '{A场:青眼白龙} C1 A:黑洞';
    const en = text(input, 'en');
    expect(en).toContain('Any monster on the field in a zone the situation does not list is destroyed too.');
    expect(en).not.toContain('affected too (');
    expect(text(input, 'zh-CN')).toContain('情境没有列出的区域里如果还有场上的怪兽，也一并破坏。');
  });

  it('[ANS-EN-AFFECTED-TOO] a position change: 「… has its battle position changed too.」 (it read 「is affected too (change the position of).」)', () => {
    const en = text('{A场:青眼白龙} C1 A:地震', 'en');
    expect(en).toContain('in a zone the situation does not list has its battle position changed too.');
    expect(en).not.toContain('(change the position of)');
  });

  it('[ANS-EN-LINK-BRACKETS] a link whose card is written for the other player: 「Chain Link 2 (Magic Deflector) is written as A\'s」, bracketed like every 「Chain Link N (card)」 (it read 「Chain Link 2 Magic Deflector is written as A\'s」); Chinese 「C2「魔法偏转器」写的是A的」 unchanged', () => {
    const input = '{B场:魔法偏转器} C1 A:黑洞 C2 A:魔法偏转器';
    const en = text(input, 'en');
    expect(en).toContain("Chain Link 2 (Magic Deflector) is written as A's, but the situation lists Magic Deflector for B only");
    expect(en).not.toMatch(/Chain Link \d [A-Z]/);
    expect(text(input, 'zh-CN')).toContain('C2「魔法偏转器」写的是A的，但情境只给B列了「魔法偏转器」');
  });

  it('[ANS-EN-GAME-TERMS] a requirement the engine does not read says 「this card was Synchro Summoned」 (it said 「synchro summoned」)', () => {
    const en = text('{回合:B 阶段:主要1} C1 B:黑洞 C2 A:青眼精灵龙③', 'en');
    expect(en).toContain('its activation requirement (this card was Synchro Summoned) is not one the engine reads');
    expect(en).not.toMatch(/synchro summoned/);
  });
});

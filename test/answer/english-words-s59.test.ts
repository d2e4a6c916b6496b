// s59 (English answers): a step titled by a preposition is named as a step (ANS-EN-PHASE-ARTICLE), and an event whose cards are not
// known says so instead of a bare verb (ANS-EVENT-UNNAMED).
import { describe, expect, it } from 'vitest';
import { renderChainText } from '../../src/answer/render/text.js';
import { cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('ANS-EN-PHASE-ARTICLE', CARDS_DB);

describe.skipIf(!haveCards)('English words (s59)', () => {
  it('[ANS-EN-PHASE-ARTICLE] 欧尼斯特② in Main Phase 1 is refused 「during the Start of the Damage Step or the step before damage calculation」 — it said 「the Before Damage Calculation」', () => {
    const a = cdbJudge().chain('{回合:A 阶段:主要1} C1 A:欧尼斯特②', { lang: 'en' });
    if (!a.ok) throw new Error(a.error.message);
    expect(JSON.stringify(a.links[0])).toContain('during the Start of the Damage Step or the step before damage calculation');
    expect(JSON.stringify(a.links[0])).not.toContain('the Before');
  });

  it('[ANS-EVENT-UNNAMED] 升天之黑角笛 with no summon written destroys cards not named: the event line says so in both languages — it read a bare 「C1: destroyed」', () => {
    for (const [lang, line] of [['en', 'C1: cards not named: destroyed'], ['zh-CN', 'C1: （未写明的卡）破坏']] as const) {
      const a = cdbJudge().chain('C1 B:升天之黑角笛', { lang });
      const text = renderChainText(a, lang);
      expect(text, lang).toContain(line);
      expect(text, lang).not.toMatch(/C1: (destroyed|破坏)\n/);
    }
  });

  it('[CH-PROTECT-TARGET] in English: a target its own continuous effect protects (双穹之骑士 阿斯特拉姆, 禁忌的圣杯 from the opponent): the English says whose effect keeps it from being targeted, and that the link cannot be activated — it read 「by effects of a card like Chain Link 1 (…) (its continuous effect), so it cannot be activated」', () => {
    const a = cdbJudge().chain('{回合:A 阶段:主要1 B场:双穹之骑士 阿斯特拉姆} C1 A:禁忌的圣杯→双穹之骑士 阿斯特拉姆', { lang: 'en' });
    if (!a.ok) throw new Error(a.error.message);
    const why = a.links[0]!.illegalReason ?? '';
    expect(why).toMatch(/'s own continuous effect keeps it from being targeted by effects like that of Chain Link 1 \(.+\), so Chain Link 1 \(.+\) cannot be activated targeting it\./);
    expect(why).not.toContain('of a card like');
  });

  it('[ANS-EVENT-UNNAMED] the other side: 闪光弹 ending the Battle Phase — an event of the turn, with no cards by nature — reads 「C1: 战斗阶段结束」, not as cards not named', () => {
    for (const [lang, line] of [['en', 'C1: Battle Phase ended'], ['zh-CN', 'C1: 战斗阶段结束']] as const) {
      const a = cdbJudge().chain('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B A场:青眼白龙 B场:闪光弹(盖)} C1 B:闪光弹', { lang });
      const text = renderChainText(a, lang);
      expect(text, lang).toContain(line);
      expect(text, lang).not.toMatch(/cards not named: Battle Phase|未写明的卡）战斗阶段/);
    }
  });
});

// s59 (English answers): a Token an effect makes is named in English where the catalog knows one (ANS-EN-MADE-CARDS), and an
// English card name never replaces part of a longer Chinese name (ANS-EN-NAME-WHOLE).
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import { ALIASES_DB, CARDS_DB, haveAliases, haveCards, skipMessage } from '../cards/data.js';

skipMessage('ANS-EN-MADE-CARDS', CARDS_DB);

/** The judge as the bot runs it: English names from the alias table. */
const judge = () => createJudge({ cardsDb: CARDS_DB, aliasesDb: ALIASES_DB });

describe.skipIf(!haveCards || !haveAliases)('English card names (s59)', () => {
  it('[ANS-EN-MADE-CARDS] the Token 原始生命态 尼比鲁 makes on the opponent\'s field is 「Primal Being Token」 in the English resolution and events — it was left 「原始生命态衍生物」, the one Chinese name in the answer, with no word said', () => {
    const a = judge().chain('{回合:A 阶段:主要1 A场:青眼白龙,黑魔术师 B手:原始生命态 尼比鲁} C1 B:原始生命态 尼比鲁', { lang: 'en' });
    if (!a.ok) throw new Error(a.error.message);
    const text = JSON.stringify([a.links, a.events]);
    expect(text).toContain('Primal Being Token Special Summoned');
    expect(text).not.toContain('原始生命态衍生物');
  });

  it('[ANS-EN-MADE-CARDS] a Token with no English name known (替罪羊\'s 羊衍生物) is said to be shown in Chinese, as any card of the answer is', () => {
    const a = judge().chain('{回合:A 阶段:主要1 A场:三眼怪} C1 A:替罪羊', { lang: 'en' });
    if (!a.ok) throw new Error(a.error.message);
    expect(a.assumptions.join('\n')).toContain('No English name is known for 羊衍生物');
  });

  it('[ANS-EN-NAME-WHOLE] an English error naming the cards a name may mean keeps each other card\'s Chinese name whole: 「电子龙核」, not 「Cyber Dragon核」', () => {
    const a = judge().chain('{回合:A A墓:电子龙} C1 A:活死人的呼声→电子龙 然后', { lang: 'en' });
    if (a.ok) throw new Error('expected an error');
    expect(a.error.message).toContain('「电子龙核」');
    expect(a.error.message).toContain('「电子龙·无限」');
    expect(a.error.message).not.toMatch(/Cyber Dragon[\u4e00-\u9fff·]/);
  });
});

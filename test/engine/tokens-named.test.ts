// CH-TOKENS-NAMED: a step that summons several Tokens it names puts that many on the field, each called by the Token's name in both
// languages — not one placeholder 「（未写明的怪兽）」. The other side: a summon of one named card summons that card alone.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { createJudge } from '../../src/judge.js';

skipMessage('CH-TOKENS-NAMED', CARDS_DB);

const summoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe('CH-TOKENS-NAMED', () => {
  it('[CH-TOKENS-NAMED] 替罪羊 Special Summons four 「羊衍生物」, named so in Chinese and English', () => {
    const judge = createJudge();
    for (const lang of ['zh', 'en'] as const) {
      const a = judge.chain('{回合:A 阶段:主要1 A手:替罪羊} C1 A:替罪羊', { lang }) as ChainAnswer;
      expect(summoned(a)).toEqual(['羊衍生物', '羊衍生物', '羊衍生物', '羊衍生物']);
      expect(String(a.links[0]!.reason)).not.toContain('未写明');
      expect(a.links[0]!.rules).toContain('CH-TOKENS-NAMED');
    }
  });
  it.skipIf(!haveCards)('[CH-TOKENS-NAMED] the other side: a summon of one card the situation names summons that card only, no Token', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:死者苏生 A墓:青眼白龙} C1 A:死者苏生→青眼白龙');
    expect(summoned(a)).toEqual(['青眼白龙']);
    expect(a.links[0]!.rules).not.toContain('CH-TOKENS-NAMED');
  });
});

// DECK-NAME-BY-RULE (rules reference docs/c02/基本用语.rst:406–410): a card 「这个卡名在规则上（也）当作「X」使用」 is (also) named X, so it
// and X count together for the 3-copies limit; each alone, or three together, is fine. Over the real card database.
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import { CARDS_DB, haveCards } from '../reference/judge.js';
import type { DeckAnswer } from '../../src/answer/types.js';

const ydk = (main: number[], extra: number[] = []) => `#main\n${main.join('\n')}\n#extra\n${extra.join('\n')}\n!side\n`;
const copiesProblems = (a: DeckAnswer) => a.problems.filter((p) => p.kind === 'too-many-copies').map((p) => p.count);

describe.skipIf(!haveCards)('names shared by rule', () => {
  const judge = createJudge({ cardsDb: CARDS_DB });
  const check = (input: string): DeckAnswer => {
    const a = judge.deck(input, { lang: 'zh-CN' });
    if (!a.ok) throw new Error(a.error.kind);
    return a;
  };
  it('[DECK-NAME-BY-RULE] 幻煌之都 帕西菲斯 (named 「海」 by rule) and 海: 2 + 2 are 4 copies of one name', () => {
    expect(copiesProblems(check(ydk([2819435, 2819435, 22702055, 22702055])))).toEqual([4]);
  });
  it('[DECK-NAME-BY-RULE] the other side: 2 + 1 is within the limit, and either card alone counts only itself', () => {
    expect(copiesProblems(check(ydk([2819435, 2819435, 22702055])))).toEqual([]);
    expect(copiesProblems(check(ydk([2819435, 2819435, 2819435])))).toEqual([]);
  });
});

// CMP-CANNOT-BE-CHAINED (test/RULES.md): 「(对方)不能对应这个效果的发动把魔法·陷阱卡发动」 is read from the card text as what may not
// answer the activation (whose, which kinds), judged by CH-CANNOT-BE-CHAINED; a ban under a board condition is not read.
import { describe, expect, it } from 'vitest';
import { answerGuardsIn } from '../../src/cards/compile/answer-guard.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('CMP-CANNOT-BE-CHAINED', CARDS_DB);

const legalAt = (input: string, n: number) => askCdb(input).links.find((l) => l.n === n)?.legal;

describe('CMP-CANNOT-BE-CHAINED, the reader', () => {
  it('[CMP-CANNOT-BE-CHAINED] whose and which kinds; 「选择的卡」 bans only the targets; a conditioned ban is not read', () => {
    expect(answerGuardsIn('把那张对方的卡确认。对方不能对应这个效果的发动把魔法·陷阱卡发动。')).toEqual([{ scope: 'this-effect', guard: { by: 'opponent', cardKind: ['spell', 'trap'] } }]);
    expect(answerGuardsIn('不能对应这张卡的发动让卡的效果发动。')[0]).toEqual({ scope: 'card-activation', guard: { by: 'any', cardKind: ['monster', 'spell', 'trap'] } });
    expect(answerGuardsIn('对方不能对应这个效果的发动把选择的卡发动。')[0]!.guard.targetedOnly).toBe(true);
    expect(answerGuardsIn('自己场上有7星以上的怪兽存在的场合，对方不能对应这张卡的发动把效果发动。')).toEqual([]);
  });
});

describe.skipIf(!haveCards)('CMP-CANNOT-BE-CHAINED, what a user sees', () => {
  it('[CMP-CANNOT-BE-CHAINED] 久远之魔术师 米拉①: the opponent cannot chain a Spell/Trap to it; its own player may', () => {
    expect(legalAt('{回合:A B场:旋风(盖)} 召唤 久远之魔术师 米拉 C1 A:久远之魔术师 米拉①→旋风 C2 B:旋风', 2)).toBe(false);
    expect(legalAt('{回合:A A场:旋风(盖) B场:旋风(盖)} 召唤 久远之魔术师 米拉 C1 A:久远之魔术师 米拉①→B:旋风 C2 A:旋风', 2)).toBe(true);
  });
});

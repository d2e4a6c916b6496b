// Issue 16, c03 里侧·一时除外: CH-FIRST-SPECIAL-SUMMON — a monster that comes out only 「在自己没有进行特殊召唤的自己主要阶段1，用卡的效果」
// cannot be Special Summoned from the hand once its player made a Special Summon this turn.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-FIRST-SPECIAL-SUMMON', CARDS_DB);

const summoned = (input: string) => {
  const a = askCdb(input);
  return { cards: a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name)), warnings: a.warnings.map(String) };
};

describe.skipIf(!haveCards)('CH-FIRST-SPECIAL-SUMMON', () => {
  it('[CH-FIRST-SPECIAL-SUMMON] a monster of A marked 本回合特召 on the field is a Special Summon made this turn: 放电枪野马 is not summoned, and the warning names it', () => {
    const r = summoned('{回合:A 阶段:主要1 A场:青眼白龙(本回合特召) A手:放电枪野马} 特殊召唤 放电枪野马');
    expect(r.cards).toEqual([]);
    expect(r.warnings.some((w) => w.includes('青眼白龙'))).toBe(true);
  });
  it('[CH-FIRST-SPECIAL-SUMMON] the other side: the opponent’s Special Summon this turn does not count — 放电枪野马 is summoned', () => {
    expect(summoned('{回合:A 阶段:主要1 本回合:B:刻读之魔术士(特殊召唤) A手:放电枪野马} 特殊召唤 放电枪野马').cards).toEqual(['放电枪野马']);
  });
  it('[CH-FIRST-SPECIAL-SUMMON] a monster the situation says was Tribute Summoned this turn is no Special Summon: 放电枪野马 is summoned', () => {
    expect(summoned('{回合:A 阶段:主要1 A场:邪帝 盖乌斯(上级召唤,本回合特召) A手:放电枪野马} 特殊召唤 放电枪野马').cards).toEqual(['放电枪野马']);
  });
});

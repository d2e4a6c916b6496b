// Issue 16, lingering effects: CH-NEGATED-OFF-FIELD — a card the situation marks `(效果无效)` in the GY, banished or face-up in the
// Extra Deck (a negation that lasts there: a monster destroyed by battle by a card that negates it in the GY, 「…破坏的怪兽的效果不能发动
// 并无效化」): an effect it activates there resolves negated, also once its cost has moved it away.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-NEGATED-OFF-FIELD', CARDS_DB);

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('CH-NEGATED-OFF-FIELD', () => {
  it('[CH-NEGATED-OFF-FIELD] 死灵守卫者 negated in the GY banishes itself to activate ①: the activation stands, its effect does not apply; unmarked, it applies', () => {
    const a = askCdb('{回合:B 阶段:主要1 A墓:死灵守卫者(效果无效)} C1 A:死灵守卫者');
    expect(a.links.map((l) => l.outcome)).toEqual(['effect-negated']);
    expect(a.links[0]!.rules).toContain('CH-NEGATED-OFF-FIELD');
    expect(outcomes('{回合:B 阶段:主要1 A墓:死灵守卫者} C1 A:死灵守卫者')).toEqual(['C1:resolved']);
  });
  it('[CH-NEGATED-OFF-FIELD] the other side: only a card the situation marks is negated — 水晶机巧-柠晶龙 in the GY marked is negated, unmarked it applies its effect', () => {
    expect(outcomes('{回合:B 阶段:主要1 A墓:水晶机巧-柠晶龙(效果无效)} C1 A:水晶机巧-柠晶龙②')).toEqual(['C1:effect-negated']);
    expect(outcomes('{回合:B 阶段:主要1 A墓:水晶机巧-柠晶龙} C1 A:水晶机巧-柠晶龙②')).toEqual(['C1:resolved']);
  });
});

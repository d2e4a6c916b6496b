// Issue 16: SIT-COST-PAID-ONCE (src/scenario/bind.ts) — a card paid as the cost of one link (`[cost:回到手卡 X]`) is not the card
// another link of the same chain pays with: a second cost note naming X is the next copy the situation lists.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('SIT-COST-PAID-ONCE', CARDS_DB);

const TWO = '{回合:A 阶段:主要1 A场:霞之谷的雷神鬼,霞之谷的雷神鬼,霞之谷的雷鸟,霞之谷的雷鸟} C1 A:霞之谷的雷神鬼[cost:回到手卡 霞之谷的雷鸟] C2 A:霞之谷的雷神鬼[cost:回到手卡 霞之谷的雷鸟]';

describe.skipIf(!haveCards)('SIT-COST-PAID-ONCE', () => {
  it('[SIT-COST-PAID-ONCE] two 霞之谷的雷神鬼 each returning a 霞之谷的雷鸟 as the cost return the two listed copies: both 雷鸟 are offered as mandatory triggers', () => {
    const a = askCdb(TWO);
    const returned = a.events.filter((e) => e.type === 'returned-to-hand').map((e) => e.cards[0]!.ref);
    expect(returned.length).toBe(2);
    expect(new Set(returned).size).toBe(2);
    expect(a.window.triggers.filter((t) => t.card.name === '霞之谷的雷鸟').length).toBe(2);
  });

  it('[SIT-COST-PAID-ONCE] with one 雷鸟 listed, the second note has no other copy to name: it stays that card (one trigger)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:霞之谷的雷神鬼,霞之谷的雷神鬼,霞之谷的雷鸟} C1 A:霞之谷的雷神鬼[cost:回到手卡 霞之谷的雷鸟] C2 A:霞之谷的雷神鬼[cost:回到手卡 霞之谷的雷鸟]');
    expect(a.window.triggers.filter((t) => t.card.name === '霞之谷的雷鸟').length).toBe(1);
  });
});

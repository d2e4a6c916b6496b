// Issue 16: CH-COPY-RIDER (src/engine/game/actions.ts, src/engine/chain/resolve.ts) — a copied step (复制: 黑暗中的陷阱 applying a Normal
// Trap's effect as its own) leaves on the monster it Special Summons what the copied card's effect leaves (魂之接力's 「那只怪兽从场上离开时
// 对方决斗胜利」), not what the copying card's own text would.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-COPY-RIDER', CARDS_DB);

const COPY = '{回合:A 阶段:主要1 A基本分:3000 A手:青眼白龙 A墓:魂之接力 A场:黑暗中的陷阱(盖)} C1 A:黑暗中的陷阱→魂之接力[特殊召唤 青眼白龙]';

describe.skipIf(!haveCards)('CH-COPY-RIDER', () => {
  it('[CH-COPY-RIDER] the monster 黑暗中的陷阱 summons copying 魂之接力 carries the win: destroyed by its own controller’s 黑洞 in the next chain, the opponent wins', () => {
    const a = askCdb(`${COPY} 然后 C1 A:黑洞`);
    expect(a.gameResult).toMatchObject({ winner: 'B', by: 'special-win' });
    expect(a.gameResult!.rules).toContain('CH-SPECIAL-WIN-LEAVES');
    expect(a.window.kind).toBe('none');
    expect(a.earlierChains![0]!.links[0]!.rules).toContain('CH-COPY-RIDER');
  });

  it('[CH-COPY-RIDER] while that monster stays on the field nothing ends; the copy itself, resolving, ends nothing either', () => {
    expect(askCdb(`${COPY} 然后 C1 A:强欲之壶`).gameResult).toBeUndefined();
    const first = askCdb(COPY);
    expect(first.gameResult).toBeUndefined();
    expect(first.events.some((e) => e.type === 'special-summoned' && e.cards[0]!.name === '青眼白龙')).toBe(true);
  });
});

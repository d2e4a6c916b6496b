// Issue 16: CH-SEGOC-ORDER-BINDS (src/engine/chain/segoc-binds.ts) — a chain started in the window after the chain before it is built in
// that window's SEGOC order: an effect placed there at a level 1–6 is not chained above one of a later level.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-SEGOC-ORDER-BINDS', CARDS_DB);

// A's 黑洞 destroys both sides: the opponent's mandatory 暖虫 (level 2), the turn player's optional 青龙召唤士 (level 3), and
// 刻读之魔术士 in the hand (hidden: level 7, after priority passes).
const BASE = '{回合:A 阶段:主要1 A场:青龙召唤士 B场:暖虫 A手:刻读之魔术士} C1 A:黑洞 然后';

describe.skipIf(!haveCards)('CH-SEGOC-ORDER-BINDS', () => {
  it('[CH-SEGOC-ORDER-BINDS] the opponent’s mandatory trigger (level 2) cannot be chained above the turn player’s optional one (level 3); in order both are legal', () => {
    const wrong = askCdb(`${BASE} C1 A:青龙召唤士① C2 B:暖虫①`);
    expect(wrong.links.map((l) => l.legal)).toEqual([true, false]);
    expect(wrong.links[1]!.rules).toContain('CH-SEGOC-ORDER-BINDS');
    expect(wrong.links[1]!.illegalReason).toMatch(/暖虫」在那个时点是顺序2，C1「青龙召唤士」是顺序3/);
    const right = askCdb(`${BASE} C1 B:暖虫① C2 A:青龙召唤士①`);
    expect(right.links.map((l) => l.legal)).toEqual([true, true]);
  });

  it('[CH-SEGOC-ORDER-BINDS] a hidden hand trigger (level 7) may follow the public triggers, but a public trigger cannot be chained above it', () => {
    const late = askCdb(`${BASE} C1 B:暖虫① C2 A:刻读之魔术士① C3 A:青龙召唤士①`);
    expect(late.links.map((l) => l.legal)).toEqual([true, true, false]);
    expect(late.links[2]!.illegalReason).toMatch(/刻读之魔术士」是顺序7/);
    const inOrder = askCdb(`${BASE} C1 B:暖虫① C2 A:青龙召唤士① C3 A:刻读之魔术士①`);
    expect(inOrder.links.map((l) => l.legal)).toEqual([true, true, true]);
  });

  it('[CH-SEGOC-ORDER-BINDS] with no window placed before it (the situation only, no chain just before), the order is not judged by this rule', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:青龙召唤士 B场:暖虫} C1 A:青龙召唤士① C2 B:暖虫①');
    expect(a.links[1]!.rules).not.toContain('CH-SEGOC-ORDER-BINDS');
  });
  it('[CH-SEGOC-ORDER-BINDS] the other side: in B’s turn, B’s mandatory 暖虫 is level 1 and A’s optional 青龙召唤士 level 4 — 暖虫 cannot be chained above it', () => {
    const wrong = askCdb('{回合:B 阶段:主要1 A场:青龙召唤士 B场:暖虫} C1 B:黑洞 然后 C1 A:青龙召唤士① C2 B:暖虫①');
    expect(wrong.links.map((l) => l.legal)).toEqual([true, false]);
    expect(wrong.links[1]!.rules).toContain('CH-SEGOC-ORDER-BINDS');
    expect(askCdb('{回合:B 阶段:主要1 A场:青龙召唤士 B场:暖虫} C1 B:黑洞 然后 C1 B:暖虫① C2 A:青龙召唤士①').links.map((l) => l.legal)).toEqual([true, true]);
  });
});

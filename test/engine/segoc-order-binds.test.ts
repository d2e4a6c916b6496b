// Issue 16: CH-SEGOC-ORDER-BINDS (src/engine/chain/segoc-binds.ts) — a chain started in the window after the chain before it is built in
// that window's SEGOC order: an effect placed there at a level 1–6 is not chained above one of a later level.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

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

  // s58 (winorder2): an action written before the chain opens the window that chain is built in — the same rule, the same verdict
  // (before, the action path only warned: 「C2「三眼怪」写的位置不对…」, the link legal).
  const gaia = '{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪,疾走的暗黑骑士 盖亚 B场:旋风(盖),魔法筒(盖)} 上级召唤 青眼白龙 解放 三眼怪,疾走的暗黑骑士 盖亚';
  const attack = (tp: 'A' | 'B', links: string) => {
    const [me, them] = tp === 'A' ? ['A', 'B'] : ['B', 'A'];
    return askCdb(`{回合:${tp} 阶段:战斗 ${me}场:勇气机关车 勇敢噗噗 ${them}场:连接栗子球,三眼怪,旋风(盖)} 攻击宣言 勇气机关车 勇敢噗噗 → 三眼怪 ${links}`);
  };

  it('[CH-SEGOC-ORDER-BINDS] after an action (a Tribute Summon): the tribute\'s mandatory trigger (level 1) cannot be chained above the other tribute\'s optional one (level 3)', () => {
    const wrong = askCdb(`${gaia} C1 A:疾走的暗黑骑士 盖亚 C2 A:三眼怪 C3 B:旋风`);
    expect(wrong.links.map((l) => l.legal)).toEqual([true, false, true]);
    expect(wrong.links[1]!.rules).toContain('CH-SEGOC-ORDER-BINDS');
    expect(wrong.links[1]!.illegalReason).toMatch(/^这个连锁是在连锁之前写出的动作（召唤、攻击宣言、破坏等）之后的时点开始的：.*C2「三眼怪」在那个时点是顺序1，C1「疾走的暗黑骑士 盖亚」是顺序3/);
    const en = cdbJudge().chain(`${gaia} C1 A:疾走的暗黑骑士 盖亚 C2 A:三眼怪`, { lang: 'en' });
    if (!en.ok) throw new Error('refused');
    expect(en.links[1]!.illegalReason).toMatch(/^This chain was started in the window the action written before it .* opened: .*level 1 there and Chain Link 1 \(.+\) at level 3/);
    expect(askCdb(`${gaia} C1 A:三眼怪 C2 A:疾走的暗黑骑士 盖亚 C3 B:旋风`).links.map((l) => l.legal)).toEqual([true, true, true]);
  });

  it('[CH-SEGOC-ORDER-BINDS] after an attack declaration, in either player\'s turn: the turn player\'s mandatory trigger cannot be chained above the opponent\'s optional one (level 4)', () => {
    for (const tp of ['A', 'B'] as const) {
      const [me, them] = tp === 'A' ? ['A', 'B'] : ['B', 'A'];
      const wrong = attack(tp, `C1 ${them}:连接栗子球 C2 ${me}:勇气机关车 勇敢噗噗`);
      expect(wrong.links.map((l) => l.legal)).toEqual([true, false]);
      expect(wrong.links[1]!.illegalReason).toMatch(/C2「勇气机关车 勇敢噗噗」在那个时点是顺序1，C1「连接栗子球」是顺序4/);
      expect(attack(tp, `C1 ${me}:勇气机关车 勇敢噗噗 C2 ${them}:连接栗子球`).links.map((l) => l.legal)).toEqual([true, true]);
    }
  });

  it('[CH-SEGOC-ORDER-BINDS] above a trigger the window did not list (its condition assumed met), the order cannot be told: not refused, said in the assumptions', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪,魔知青蛙,青龙召唤士 B场:旋风(盖)} 上级召唤 青眼白龙 解放 三眼怪,魔知青蛙 C1 A:青龙召唤士 C2 A:三眼怪');
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
    expect(a.links[1]!.rules).toContain('CH-SEGOC-ORDER-BINDS');
    expect(a.assumptions).toContainEqual(expect.stringMatching(/C2「三眼怪」在那个时点有同时诱发的顺序，而C1「青龙召唤士」不在那个时点列出的效果里.*假定可以/));
  });
});

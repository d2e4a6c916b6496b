// CH-COIN-NEGATE: 秘仪之力0-愚者 「●表：这张卡为对象的自己的魔法·陷阱·效果怪兽的效果无效并破坏。●里：这张卡为对象的对方的…」 — the face its summon's
// coin showed decides whose effects on it are negated and destroyed. Before s52 the ● were read as no one's negation (nothing negated
// with the face written), and with the face not written a face was taken as met.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const FOOL = '秘仪之力0-愚者';

describe.skipIf(!haveCards)('a negation held by a coin face', () => {
  it('[CH-COIN-NEGATE] heads: its own player\'s 月之书 on it is negated and destroyed, the opponent\'s resolves', () => {
    const own = askCdb(`{回合:A 阶段:主要1 A场:${FOOL}(硬币表)} C1 A:月之书→A:${FOOL}`);
    expect(own.links[0]!.outcome).toBe('effect-negated');
    expect(own.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '月之书'))).toBe(true);
    expect(askCdb(`{回合:A 阶段:主要1 A场:${FOOL}(硬币表)} C1 B:月之书→A:${FOOL}`).links[0]!.outcome).toBe('resolved');
  });
  it('[CH-COIN-NEGATE] tails: the opponent\'s 月之书 on it is negated, its own player\'s resolves', () => {
    expect(askCdb(`{回合:A 阶段:主要1 A场:${FOOL}(硬币里)} C1 B:月之书→A:${FOOL}`).links[0]!.outcome).toBe('effect-negated');
    expect(askCdb(`{回合:A 阶段:主要1 A场:${FOOL}(硬币里)} C1 A:月之书→A:${FOOL}`).links[0]!.outcome).toBe('resolved');
  });
  it('[CH-COIN-NEGATE] no face written: nothing negated, and the assumptions say the coin is not given and what that face would do', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:${FOOL}} C1 B:月之书→A:${FOOL}`);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.assumptions.some((x) => x.includes('投掷硬币的结果情境没有写出') && x.includes('(硬币里)'))).toBe(true);
  });
});

// CH-DAMAGE-ZERO-ANSWERED: 「那个效果让自己受到的伤害变成0」 (an answer to a damaging effect) — the effect it answers deals that player no
// damage; the rest of that effect (a destruction, damage to the other player) still happens, and without the answer the damage is dealt.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DAMAGE-ZERO-ANSWERED', CARDS_DB);

const damageTo = (a: ChainAnswer, p: 'A' | 'B') => a.events.filter((e) => e.type === 'damage' && e.player === p).map((e) => e.amount);

describe.skipIf(!haveCards)('CH-DAMAGE-ZERO-ANSWERED', () => {
  it('[CH-DAMAGE-ZERO-ANSWERED] 雨衣山羊 chained to 火球: B takes no damage from it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:火球 B手:娱乐伙伴 雨衣山羊} C1 A:火球 C2 B:娱乐伙伴 雨衣山羊①');
    expect(a.links[1]!.legal).toBe(true);
    expect(damageTo(a, 'B')).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-ZERO-ANSWERED');
    expect(a.links[0]!.reason).toContain('不受到伤害');
  });
  it('[CH-DAMAGE-ZERO-ANSWERED] the other side: the answered effect still does the rest — 破坏轮 destroys and deals its own player damage; unanswered, 火球 deals its damage', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:破坏轮(盖) B场:青眼白龙 B手:娱乐伙伴 雨衣山羊} C1 A:破坏轮→B:青眼白龙 C2 B:娱乐伙伴 雨衣山羊①');
    expect(damageTo(a, 'B')).toEqual([]);
    expect(damageTo(a, 'A')).toEqual([3000]);
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toContain('青眼白龙');
    expect(damageTo(askCdb('{回合:A 阶段:主要1 A手:火球 B手:娱乐伙伴 雨衣山羊} C1 A:火球'), 'B')).toEqual([500]);
  });
});

// CMP-LP-PAID-EVENT (s54): 长世国王恶魔① 「自己把基本分支付的场合才能发动。和那个数值相同的攻击力或守备力的1只恶魔族怪兽从卡组送去墓地。」 — its
// event was left unread (a condition 「未理解」) and the effect was never offered after its player paid LP. Cards from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const offered = (a: ChainAnswer) => (a.window?.triggers ?? []).filter((t) => t.card.name === '长世国王恶魔').map((t) => `${t.controller}:${t.effect}`);

describe.skipIf(!haveCards)('[CMP-LP-PAID-EVENT] a trigger on its player paying LP', () => {
  it('[CMP-LP-PAID-EVENT] the compiler reads 「自己把基本分支付的场合」 as the LP-paid event of this card’s player; the bound by the amount paid is marked unread', () => {
    const r = cdbJudge().catalog.resolve('长世国王恶魔');
    if (!r.ok) throw new Error('长世国王恶魔');
    const e = r.card.effects.find((x) => x.n === 1)!;
    expect(e.trigger).toMatchObject({ event: 'lp-paid', subject: { side: 'self' } });
    expect(e.condition ?? []).toEqual([]);
    expect(e.unknown).toEqual(['action: 和那个数值相同的攻击力或守备力的1只恶魔族怪兽从卡组送去墓地']);
  });
  it('[CMP-LP-PAID-EVENT] A pays half its LP for 神之宣告: A’s 长世国王恶魔① is offered after the chain; B paying it is no event of A’s', () => {
    expect(offered(askCdb('{回合:B 阶段:主要1 A场:长世国王恶魔,神之宣告(盖) B场:死者苏生(盖) B墓:黑魔术师} C1 B:死者苏生 C2 A:神之宣告'))).toEqual(['A:1']);
    expect(offered(askCdb('{回合:A 阶段:主要1 A场:长世国王恶魔 B场:神之宣告(盖),死者苏生(盖) B墓:黑魔术师} C1 B:死者苏生 C2 B:神之宣告'))).toEqual([]);
  });
});

// CMP-LP-PAID-EVENT (s54): 长世国王恶魔① 「自己把基本分支付的场合才能发动。和那个数值相同的攻击力或守备力的1只恶魔族怪兽从卡组送去墓地。」 — its
// event was left unread (a condition 「未理解」) and the effect was never offered after its player paid LP. Cards from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const offered = (a: ChainAnswer) => (a.window?.triggers ?? []).filter((t) => t.card.name === '长世国王恶魔').map((t) => `${t.controller}:${t.effect}`);

describe.skipIf(!haveCards)('[CMP-LP-PAID-EVENT] a trigger on its player paying LP', () => {
  it('[CMP-LP-PAID-EVENT] the compiler reads 「自己把基本分支付的场合」 as the LP-paid event of this card’s player, and the pick bounded by the amount paid (「和那个数值相同的攻击力或守备力的」) as such', () => {
    const r = cdbJudge().catalog.resolve('长世国王恶魔');
    if (!r.ok) throw new Error('长世国王恶魔');
    const e = r.card.effects.find((x) => x.n === 1)!;
    expect(e.trigger).toMatchObject({ event: 'lp-paid', subject: { side: 'self' } });
    expect(e.condition ?? []).toEqual([]);
    // (s54 marked the bound unread; s55 reads it: CH-LP-PAID-VALUE.)
    expect(e.unknown ?? []).toEqual([]);
    expect(e.does[0]).toMatchObject({ do: 'send-to-gy', from: 'deck', statIsPaid: 'atk-or-def', what: { filter: { race: '恶魔族', place: 'deck' } } });
  });
  it('[CMP-LP-PAID-EVENT] A pays half its LP for 神之宣告: A’s 长世国王恶魔① is offered after the chain; B paying it is no event of A’s', () => {
    expect(offered(askCdb('{回合:B 阶段:主要1 A场:长世国王恶魔,神之宣告(盖) B场:死者苏生(盖) B墓:黑魔术师} C1 B:死者苏生 C2 A:神之宣告'))).toEqual(['A:1']);
    expect(offered(askCdb('{回合:A 阶段:主要1 A场:长世国王恶魔 B场:神之宣告(盖),死者苏生(盖) B墓:黑魔术师} C1 B:死者苏生 C2 B:神之宣告'))).toEqual([]);
  });
});

// CH-LP-PAID-VALUE (s55): 「和那个数值相同的」 is the LP the payment paid — read from the chain written before (神之宣告 paying half of 4000).
const PAID = '{回合:B 阶段:主要1 A基本分:4000 A场:长世国王恶魔,神之宣告(盖) A卡组:暗影骑士恶魔,恶魔召唤 B场:死者苏生(盖) B墓:黑魔术师} C1 B:死者苏生 C2 A:神之宣告 然后 C1 A:长世国王恶魔①';
const sent = (a: ChainAnswer) => a.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-LP-PAID-VALUE] the value taken from the LP paid', () => {
  it('[CH-LP-PAID-VALUE] A paid 2000 for 神之宣告: 长世国王恶魔① sends the Fiend with ATK or DEF 2000 (暗影骑士恶魔 2000/1600), not 恶魔召唤 (2500/1200), and says the amount', () => {
    const a = askCdb(PAID);
    expect(sent(a)).toEqual(['暗影骑士恶魔']);
    expect(a.links[0]!.reason).toContain('支付的基本分是2000');
    expect(a.links[0]!.rules).toContain('CH-LP-PAID-VALUE');
    const none = askCdb(PAID.replace('A卡组:暗影骑士恶魔,恶魔召唤', 'A卡组:恶魔召唤'));
    expect(sent(none)).toEqual([]);
    expect(none.links[0]!.reason).toContain('没有这样的卡可选');
  });
  it('[CH-LP-PAID-VALUE] the amount not known — A’s LP not given for 「支付一半」, or no payment written — is said, and the pick is not narrowed', () => {
    const noLp = askCdb(PAID.replace('A基本分:4000 ', ''));
    expect(noLp.assumptions.join('\n')).toContain('之前写出的支付没有数值');
    expect(sent(noLp)).toEqual([]);
    const alone = askCdb('{回合:A 阶段:主要1 A场:长世国王恶魔 A卡组:暗影骑士恶魔,恶魔召唤} C1 A:长世国王恶魔①');
    expect(alone.assumptions.join('\n')).toContain('之前没有写出支付基本分');
    expect(alone.links[0]!.reason).not.toContain('支付的基本分是');
  });
});

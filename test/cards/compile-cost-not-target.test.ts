// CMP-COST-NOT-TARGET: 波动龙骑士 「可以把墓地存在的1只龙族的同调怪兽从游戏中除外，直到结束阶段时当作和那只怪兽同名卡使用，得到相同效果」 — the
// Synchro Monster is paid (a cost), not targeted: the answer shows it banished as the cost, never 「成为对象」, and the copy still takes it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

describe.skipIf(!haveCards)('[CMP-COST-NOT-TARGET] a copied card paid as the cost is no target', () => {
  it('[CMP-COST-NOT-TARGET] 波动龙骑士 ② banishes 古代妖精龙 as its cost — not 「成为对象」 — and takes its name as it resolves', () => {
    for (const input of ['{回合:A 阶段:主要1 A场:波动龙骑士 A墓:古代妖精龙} C1 A:波动龙骑士②', '{回合:A 阶段:主要1 A场:波动龙骑士 A墓:古代妖精龙} C1 A:波动龙骑士→古代妖精龙']) {
      const a = askCdb(input);
      expect(a.events.filter((e) => e.type === 'targeted')).toEqual([]);
      const banished = a.events.filter((e) => e.type === 'banished' && e.link === 1);
      expect(banished.map((e) => [e.cause, e.cards.map((c) => c.name)])).toEqual([['cost', ['古代妖精龙']]]);
      expect(a.links[0]!.reason!).toContain('当作「古代妖精龙」使用');
    }
  });

  it('[CH-COST-NOT-TARGET] only an effect that targets keeps its target out of its cost: 波动龙骑士 (no target) written → 古代妖精龙 pays with it, no 「用没写出的卡支付」', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:波动龙骑士 A墓:古代妖精龙} C1 A:波动龙骑士→古代妖精龙');
    expect(a.links[0]!.rules).not.toContain('CH-COST-NOT-TARGET');
    expect(a.assumptions.join()).not.toContain('用没写出的卡支付');
    expect(a.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['古代妖精龙']);
  });
});

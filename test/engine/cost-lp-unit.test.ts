// CH-COST-LP / CH-COST-LP-UNIT: 「这张卡发动时，支付以1000为单位的基本分」 is the card activation's price, any multiple of 1000: with less than
// 1000 LP it cannot be paid; otherwise the least (1000) is assumed paid, and said.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { linkOf } from './build.js';

const wall = (lp: number) => askCdb(`{回合:A A基本分:${lp} A场:光之护封壁(盖)} C1 A:光之护封壁`);

describe.skipIf(!haveCards)('LP paid in units (CH-COST-LP-UNIT)', () => {
  it('[CH-COST-LP] 500 LP cannot pay a cost in units of 1000: 光之护封壁 cannot be activated', () => {
    const a = wall(500);
    expect(linkOf(a, 1).legal).toBe(false);
    expect(linkOf(a, 1).rules).toContain('CH-COST-LP');
    expect(a.events.some((e) => e.type === 'lp-paid')).toBe(false);
  });
  it('[CH-COST-LP-UNIT] with enough LP (1000, 5000) it is activated paying 1000, the least multiple — said as assumed', () => {
    for (const lp of [1000, 5000]) {
      const a = wall(lp);
      expect(linkOf(a, 1).legal, String(lp)).toBe(true);
      const paid = a.events.find((e) => e.type === 'lp-paid');
      expect(paid?.amount).toBe(1000);
      expect(linkOf(a, 1).rules).toContain('CH-COST-LP-UNIT');
      expect(a.assumptions.join()).toContain('以1000为单位');
    }
  });
  it('[CH-COST-LP-UNIT] a note states the multiple paid: that amount is paid (nothing assumed), and must be payable', () => {
    const a = askCdb('{回合:A A基本分:5000 A场:光之护封壁(盖)} C1 A:光之护封壁[支付3000]');
    expect(linkOf(a, 1).legal).toBe(true);
    expect(a.events.find((e) => e.type === 'lp-paid')?.amount).toBe(3000);
    expect(a.assumptions.join()).not.toContain('以1000为单位');
    expect(linkOf(askCdb('{回合:A A基本分:2000 A场:光之护封壁(盖)} C1 A:光之护封壁[支付3000]'), 1).legal).toBe(false);
  });
});

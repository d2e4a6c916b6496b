// CMP-STAT-DOUBLE-ORIGINAL-BARE: 「变成原本攻击力2倍的数值」 (空手道家) / 「变成原本守备力2倍的数值」 (D2护盾) say the doubling of the original
// value without 的 — read as 「变成原本攻击力的2倍」 is. Before, the change was left unread and the monster kept its value.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

const stats = (input: string, name: string) => {
  const s = askCdb(input).stats.find((x) => x.card.name === name)!;
  return [s.atk, s.def];
};

describe.skipIf(!haveCards)('CMP-STAT-DOUBLE-ORIGINAL-BARE', () => {
  it('[CMP-STAT-DOUBLE-ORIGINAL-BARE] 空手道家① doubles its original ATK (1000 → 2000); D2护盾 doubles the original DEF of its target (三眼怪 600 → 1200)', () => {
    expect(stats('{回合:A 阶段:主要1 A场:空手道家} C1 A:空手道家①', '空手道家')).toEqual([2000, 1000]);
    expect(stats('{回合:A 阶段:主要1 A场:三眼怪(守),D2护盾(盖)} C1 A:D2护盾→三眼怪', '三眼怪')).toEqual([1000, 1200]);
  });
  it('[CMP-STAT-DOUBLE-ORIGINAL-BARE] the other side: it is the original that is doubled — 空手道家 raised first (攻+500) still becomes 2000', () => {
    expect(stats('{回合:A 阶段:主要1 A场:空手道家(攻+500)} C1 A:空手道家①', '空手道家')[0]).toBe(2000);
  });
});

// CMP-STAT-SWAP-UNTIL (issue 16, rules reference docs/c02/怪兽的效果分类.rst:146): a swap of ATK and DEF that says for how
// long between the values and the verb — 「攻击力·守备力直到回合结束时交换」, 「原本的攻击力·守备力直到回合结束时交换」 — is read
// as the same swap as 「攻击力·守备力交换」 (CMP-STAT-SWAP), lasting the turn. Before, the words in between kept the verb unread:
// the effect swapped nothing. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { readStatChange } from '../../src/cards/compile/stats.js';

const stats = (input: string, name: string) => {
  const s = askCdb(input).stats?.find((x) => x.card.name === name);
  return s ? [s.atk, s.def] : null;
};

describe('CMP-STAT-SWAP-UNTIL, the reader', () => {
  it('[CMP-STAT-SWAP-UNTIL] 「直到回合结束时」 or 「直到结束阶段时」 between the values and 「交换」 is still a swap, of the current or the original values', () => {
    expect(readStatChange('攻击力·守备力直到回合结束时交换')).toEqual({ layer: 'current', op: 'swap' });
    expect(readStatChange('原本的攻击力·守备力直到回合结束时交换')).toEqual({ layer: 'original', op: 'swap' });
    expect(readStatChange('攻击力·守备力直到结束阶段时交换')).toEqual({ layer: 'current', op: 'swap' });
    // the other side: a duration alone is no change
    expect(readStatChange('攻击力·守备力直到回合结束时')).toBeNull();
  });
});

describe.skipIf(!haveCards)('CMP-STAT-SWAP-UNTIL, what a user sees', () => {
  it('[CMP-STAT-SWAP-UNTIL] 颠倒蛙’s Pendulum effect swaps the opponent’s face-up monster’s current values, a raise included', () => {
    expect(stats('{回合:A 阶段:主要1 A场:娱乐伙伴 颠倒蛙(灵摆左) B场:青眼白龙} C1 A:娱乐伙伴 颠倒蛙P①→B:青眼白龙', '青眼白龙')).toEqual([2500, 3000]);
    expect(stats('{回合:A 阶段:主要1 A场:娱乐伙伴 颠倒蛙(灵摆左) B场:青眼白龙(攻+500)} C1 A:娱乐伙伴 颠倒蛙P①→B:青眼白龙', '青眼白龙')).toEqual([2500, 3500]);
  });

  it('[CMP-STAT-SWAP-UNTIL] 颠倒蛙’s monster effect flips a Set 指挥骑士: the swap is made first (1900/1200) and its own +400 to Warriors applies after the resolution — 2300/1200', () => {
    expect(stats('{回合:A 阶段:战斗步骤 A场:娱乐伙伴 颠倒蛙,指挥骑士(盖)} C1 A:娱乐伙伴 颠倒蛙①→指挥骑士', '指挥骑士')).toEqual([2300, 1200]);
  });

  it('[CMP-STAT-SWAP-UNTIL] 黑羽-热风之基布利 ② swaps its original values (0/1600 → 1600/0): a raise it already had is counted again on the new original', () => {
    expect(stats('{回合:A 阶段:主要1 A场:黑羽-热风之基布利} C1 A:黑羽-热风之基布利②', '黑羽-热风之基布利')).toEqual([1600, 0]);
    expect(stats('{回合:A 阶段:主要1 A场:黑羽-热风之基布利(攻+500)} C1 A:黑羽-热风之基布利②', '黑羽-热风之基布利')).toEqual([2100, 0]);
  });
});

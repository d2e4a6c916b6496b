// CH-STAT-CONTINUOUS-SWAP (rules reference docs/c03/攻守计算.rst:425–429): a continuous swap of the original ATK/DEF
// (扰乱之乡) does not touch a value an earlier effect fixed (「变成」 made once: 黑色花园's halving, No.64 古狸 三太夫's
// token): that value stays; the other value, never fixed, is made again from the swapped original. A value not fixed
// follows the swap. Here a Continuous Spell written as text and 黑魔术师.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

const swapper = textCard({ id: 99160641, name: '测试用攻守原本交换场', type: 'spell continuous', text: '①：只要这张卡在魔法与陷阱区域存在，场上的表侧表示怪兽的原本攻击力·守备力交换。' });
const stat = (input: string) => {
  const s = judgeWith(input, [swapper]).stats?.find((x) => x.card.name === '黑魔术师');
  return [s?.atk, s?.def, s?.rules ?? []] as const;
};

describe('a continuous swap of the originals after a fixed value', () => {
  it('[CH-STAT-CONTINUOUS-SWAP] ATK made 1250 earlier stays 1250; the DEF, never fixed, is the swapped original 2500', () => {
    const [atk, def, rules] = stat('{回合:A A场:黑魔术师(攻1250),测试用攻守原本交换场} 攻守计算');
    expect([atk, def]).toEqual([1250, 2500]);
    expect(rules).toContain('CH-STAT-CONTINUOUS-SWAP');
  });

  it('[CH-STAT-CONTINUOUS-SWAP] the other side: with nothing fixed both values follow the swap — 2100/2500', () => {
    const [atk, def, rules] = stat('{回合:A A场:黑魔术师,测试用攻守原本交换场} 攻守计算');
    expect([atk, def]).toEqual([2100, 2500]);
    expect(rules).not.toContain('CH-STAT-CONTINUOUS-SWAP');
  });
});

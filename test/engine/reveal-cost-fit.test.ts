// CH-COST-REVEAL-PUBLIC (rules reference docs/c03/特定效果的处理方法.rst:405–411): a look cost showing 「手卡1只攻击力2400/守备力1000的怪兽
// 或者1只攻击力2800/守备力1000的怪兽」 (帝王的深怨) takes a monster of one of those ATK/DEF pairs: with the only one already kept revealed, or
// none in a hand listed in full, it cannot be paid. Before, the pairs were not read and any monster in hand paid it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const legal = (input: string): boolean | undefined => askCdb(input).links[0]?.legal;

describe.skipIf(!haveCards)('a look cost of one of two ATK/DEF pairs', () => {
  it('[CH-COST-REVEAL-PUBLIC] 帝王的深怨: a hidden 2400/1000 monster pays it; revealed it does not; a hand of other monsters cannot', () => {
    expect(legal('{回合:A 阶段:主要1 A场:帝王的深怨(盖) A手:冰帝 梅比乌斯,三眼怪} C1 A:帝王的深怨')).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:帝王的深怨(盖) A手:冰帝 梅比乌斯(公开),三眼怪} C1 A:帝王的深怨')).toBe(false);
    const none = askCdb('{回合:A 阶段:主要1 A场:帝王的深怨(盖) A手:三眼怪} C1 A:帝王的深怨');
    expect(none.links[0]?.legal).toBe(false);
    expect(none.links[0]?.rules).toContain('CH-COST-REVEAL-PUBLIC');
  });
  it('[CH-COST-REVEAL-PUBLIC] the other pair (2800/1000: 冥帝 厄瑞玻斯) pays it; a hand not listed in full is not judged', () => {
    expect(legal('{回合:A 阶段:主要1 A场:帝王的深怨(盖) A手:冥帝 厄瑞玻斯} C1 A:帝王的深怨')).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:帝王的深怨(盖) A手:三眼怪 A手卡数:3} C1 A:帝王的深怨')).toBe(true);
  });
});

// CH-COUNT-MOVED (s60): the count a cost moved is said with the measure word of what was counted — monsters 只, cards 张 (zh only;
// the English says "card(s)" either way). Before, every count was said in 张: 「作为代价解放了2张」 for 影王 阴暗公爵's two Tributed monsters.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const said = (input: string) => askCdb(input).assumptions.join('');

describe.skipIf(!haveCards)('the measure word of a count the cost moved (CH-COUNT-MOVED)', () => {
  it('[CH-COUNT-MOVED] monsters Tributed are said in 只, known or not (a Tribute is always of monsters)', () => {
    expect(said('{回合:A 阶段:主要1 A场只有:恶魔召唤,黑魔术师 A手:影王 阴暗公爵} C1 A:影王 阴暗公爵① [cost:解放 恶魔召唤,黑魔术师]')).toContain('作为代价解放了2只，攻守变化按2×500计算');
    expect(said('{回合:A 阶段:主要1 A手:影王 阴暗公爵} C1 A:影王 阴暗公爵①')).toContain('攻守变化（每只500）有多少不知道');
  });
  it('[CH-COUNT-MOVED] cards that are not all monsters (a Spell among them) are said in 张', () => {
    const a = said('{回合:A 阶段:主要1 A场:卡片炮击士 A卡组:青眼白龙,黑洞,三眼怪} C1 A:卡片炮击士 [cost:送去墓地 青眼白龙,黑洞]');
    expect(a).toContain('作为代价送去墓地了2张，攻守变化按2×500计算');
    expect(said('{回合:A 阶段:主要1 A场:卡片炮击士} C1 A:卡片炮击士')).toContain('攻守变化（每张500）有多少不知道');
  });
});

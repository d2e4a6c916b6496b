// CH-LEAVES-BANISH-SELF (rules reference docs/c03/特定效果的处理方法.rst:746–750): a face-up card whose own rule banishes it when it
// leaves the field (「表侧表示的这张卡从场上离开的场合除外」), banished — or destroyed and so banished — by the opponent's effect, is
// banished by that rule: by its own controller, not by the opponent's effect, so 「被对方的效果除外时」 (反转次元) is not met.
// Its effects negated, the rule does not apply and the opponent's effect banishes it.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

const offered = (input: string) => chain(input).window.triggers.map((x) => x.card.name);

describe.skipIf(!haveCards)('a card banished by its own leave rule', () => {
  it('[CH-LEAVES-BANISH-SELF] 喔喔公鸡 banished by the opponent’s 黑核 is banished by its own ③: 反转次元 is not offered; a monster without that rule is', () => {
    expect(offered('{回合:B 阶段:主要1 A场:喔喔公鸡,反转次元(盖) B手:黑核,三眼怪} C1 B:黑核→A:喔喔公鸡')).not.toContain('反转次元');
    expect(offered('{回合:B 阶段:主要1 A场:黑魔术师,反转次元(盖) B手:黑核,三眼怪} C1 B:黑核→A:黑魔术师')).toContain('反转次元');
  });
  it('[CH-LEAVES-BANISH-SELF] with its effects negated (效果无效) the rule still holds — a monster\'s no-kind effect applies while negated (docs/c03/特定效果的处理方法.rst:658–663): banished by its own rule, 反转次元 is not offered', () => {
    const a = chain('{回合:B 阶段:主要1 A场:喔喔公鸡(效果无效),反转次元(盖) B手:黑核,三眼怪} C1 B:黑核→A:喔喔公鸡');
    expect(a.window.triggers.map((x) => x.card.name)).not.toContain('反转次元');
    expect(a.links[0]!.rules).toContain('CH-LEAVES-BANISH-SELF');
  });
  it('[CH-LEAVES-BANISH-SELF] the other side: its name declared (不能使用) the rule does not hold — the opponent\'s effect banishes it and 反转次元 is offered', () => {
    const a = chain('{回合:B 阶段:主要1 A场:喔喔公鸡(不能使用),反转次元(盖) B手:黑核,三眼怪} C1 B:黑核→A:喔喔公鸡');
    expect(a.window.triggers.map((x) => x.card.name)).toContain('反转次元');
    expect(a.links[0]!.rules).not.toContain('CH-LEAVES-BANISH-SELF');
  });
});

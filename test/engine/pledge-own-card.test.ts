// CH-PLEDGE-OWN-CARD (issue 16, rules reference docs/c03/誓约.rst:40–45): 「…发动的回合，自己不能把「X」怪兽／光属性以外的怪兽(的)效果发动」
// is a pledge, applied as the effect is activated — so it binds that activation too: a card that is not such a monster now cannot
// activate it. Other monster effects of its player are judged by the same allowed cards.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link = (input: string, n: number) => askCdb(input).links[n - 1]!;

describe.skipIf(!haveCards)('a pledge on monster effects binds its own activation', () => {
  it('[CH-PLEDGE-OWN-CARD] 幻奏的音姬 殊荣之弗朗索瓦 (pledge: only LIGHT monster effects) made DARK by DNA移植手术 cannot activate ①; LIGHT as printed, or declared LIGHT, it may', () => {
    const dark = link('{回合:A 阶段:主要1 A场:幻奏的音姬 殊荣之弗朗索瓦,DNA移植手术(宣言:暗) A墓:心钥妖精} C1 A:幻奏的音姬 殊荣之弗朗索瓦①→心钥妖精', 1);
    expect(dark.legal).toBe(false);
    expect(dark.rules).toContain('CH-PLEDGE-OWN-CARD');
    expect(link('{回合:A 阶段:主要1 A场:幻奏的音姬 殊荣之弗朗索瓦 A墓:心钥妖精} C1 A:幻奏的音姬 殊荣之弗朗索瓦①→心钥妖精', 1).legal).toBe(true);
    const light = link('{回合:A 阶段:主要1 A场:幻奏的音姬 殊荣之弗朗索瓦,DNA移植手术(宣言:光) A墓:心钥妖精} C1 A:幻奏的音姬 殊荣之弗朗索瓦①→心钥妖精', 1);
    expect(light.legal).toBe(true);
    expect(light.rules).not.toContain('CH-PLEDGE-OWN-CARD');
  });
  it('[CH-PLEDGE-OWN-CARD] the other monster effects of its player: a DARK one activated earlier this turn forbids it (CH-PLEDGE-DONE), a DARK one chained to it is refused (CH-PLEDGE)', () => {
    const earlier = link('{回合:A 阶段:主要1 本回合:A:死灵骑士#1 A场:幻奏的音姬 殊荣之弗朗索瓦 A墓:心钥妖精} C1 A:幻奏的音姬 殊荣之弗朗索瓦①→心钥妖精', 1);
    expect(earlier.legal).toBe(false);
    expect(earlier.rules).toContain('CH-PLEDGE-DONE');
    const chained = link('{回合:A 阶段:主要1 A场:幻奏的音姬 殊荣之弗朗索瓦,死灵骑士 A墓:心钥妖精 B场:三眼怪} C1 A:幻奏的音姬 殊荣之弗朗索瓦①→心钥妖精 C2 A:死灵骑士', 2);
    expect(chained.legal).toBe(false);
    expect(chained.rules).toContain('CH-PLEDGE');
  });
});

// CH-WHEN-CONDITION (test/RULES.md): a card activation that may be activated only 「…时」 on an event (激流葬 「怪兽召唤·反转召唤·特殊召唤成功时」,
// 魂之纲 「自己场上的怪兽被卡的效果破坏送去墓地时」) is judged by what the input says happened just before the chain — an action of another kind
// of event rules it out — and, with nothing stated, the event is assumed and said. Before, it was accepted silently either way.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('an activation on an event, judged by what happened before', () => {
  it('[CH-WHEN-CONDITION] after a Normal Summon, 魂之纲 (「…被卡的效果破坏送去墓地时」) cannot be activated; 激流葬 (「…召唤…成功时」) can', () => {
    const rope = askCdb('{回合:B 阶段:主要1 A场:魂之纲(盖) B手:三眼怪} 召唤 B:三眼怪 C1 A:魂之纲');
    expect(rope.links[0]!.legal).toBe(false);
    expect(rope.links[0]!.rules).toContain('CH-WHEN-CONDITION');
    expect(askCdb('{回合:B 阶段:主要1 A场:激流葬(盖) B手:三眼怪} 召唤 B:三眼怪 C1 A:激流葬').links[0]!.legal).toBe(true);
  });
  it('[CH-WHEN-CONDITION] with nothing stated before the chain, 激流葬 chained to 旋风 is judged with its event assumed — and the answer says so', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:激流葬(盖),三眼怪 B手:旋风} C1 B:旋风→激流葬 C2 A:激流葬');
    expect(a.links[1]!.legal).toBe(true);
    expect(a.assumptions.some((x) => x.includes('假定那个事件刚刚发生'))).toBe(true);
  });
});

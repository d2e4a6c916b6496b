// CH-ZERO-SET-ALREADY (rules reference docs/c03/特定效果的处理方法.rst:440–446): an effect that must be activated and whose only change
// on the field is 「攻击力变成0」 for one monster (超重武者 手套-V②: 「那只攻击怪兽的攻击力变成0」, its other steps on the Deck) cannot be
// activated against a monster whose ATK is already 0 — read as it shows now. A halving of 0 (No.102 光天使 辉环) still applies and may be
// activated. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { ask, haveCards, legal } from '../reference/judge.js';

describe.skipIf(!haveCards)('CH-ZERO-SET-ALREADY', () => {
  it('[CH-ZERO-SET-ALREADY] 超重武者 手套-V② cannot be activated on the direct attack of an ATK 0 Token, nor of 三眼怪 whose ATK was brought to 0; against 三眼怪 at 1000 it can', () => {
    const zero = ask('{回合:B 阶段:战斗步骤 攻击:B:幻兽机衍生物 A墓:超重武者 手套-V B场:幻兽机衍生物} C1 A:超重武者 手套-V②');
    expect(legal(zero, 1)).toBe(false);
    expect(zero.links[0]!.rules).toContain('CH-ZERO-SET-ALREADY');
    expect(legal('{回合:B 阶段:战斗步骤 攻击:B:三眼怪 A墓:超重武者 手套-V B场:三眼怪(攻0)} C1 A:超重武者 手套-V②', 1)).toBe(false);
    const some = ask('{回合:B 阶段:战斗步骤 攻击:B:三眼怪 A墓:超重武者 手套-V B场:三眼怪} C1 A:超重武者 手套-V②');
    expect(legal(some, 1)).toBe(true);
    expect(some.links[0]!.rules).not.toContain('CH-ZERO-SET-ALREADY');
  });
  it('[CH-ZERO-SET-ALREADY] the other side: 「攻击力变成一半」 on an ATK 0 monster still applies (0 halved), so No.102 光天使 辉环① may target the ATK 0 Token', () => {
    const half = ask('{回合:A 阶段:主要1 A场:No.102 光天使 辉环(超量召唤,素材:三眼怪+三眼怪+三眼怪) B场:幻兽机衍生物} C1 A:No.102 光天使 辉环①→幻兽机衍生物');
    expect(legal(half, 1)).toBe(true);
    expect(half.links[0]!.rules).not.toContain('CH-ZERO-SET-ALREADY');
  });
});

// CH-PLEDGE-FLIP-NOT-NORMAL (rules reference docs/c02/基本用语.rst:617–618 — a Normal Summon is a summon or a Set; :719–722 — a Flip Summon is a
// change of position by the player): 武器洞's pledge 「这张卡发动的回合，自己不能通常召唤」 is not broken by a Flip Summon made this turn —
// earlier (`本回合:A:X(反转召唤)`) or as the action before the chain — while a Normal Summon still is.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a Flip Summon is no Normal Summon for a pledge (武器洞)', () => {
  it('[CH-PLEDGE-FLIP-NOT-NORMAL] after a Flip Summon earlier this turn, 武器洞 can be activated (it was refused as 「已经通常召唤」)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:武器洞(盖) 本回合:A:三眼怪(反转召唤)} C1 A:武器洞');
    expect(a.links[0]!.legal).not.toBe(false);
    expect(a.links[0]!.illegalReason ?? '').not.toContain('通常召唤');
    expect(a.links[0]!.rules).toContain('CH-PLEDGE-FLIP-NOT-NORMAL');
  });
  it('[CH-PLEDGE-FLIP-NOT-NORMAL] in the window after a Flip Summon written as the action, 武器洞 can be activated', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:三眼怪(盖),武器洞(盖)} 反转召唤 三眼怪 C1 A:武器洞').links[0]!.legal).not.toBe(false);
  });
  it('[CH-PLEDGE-FLIP-NOT-NORMAL] the other side: a Normal Summon earlier this turn still keeps 武器洞 from being activated, naming it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:武器洞(盖) 本回合:A:三眼怪(召唤)} C1 A:武器洞');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-PLEDGE-DONE');
    expect(a.links[0]!.rules).not.toContain('CH-PLEDGE-FLIP-NOT-NORMAL');
    expect(a.links[0]!.illegalReason).toContain('通常召唤');
  });
});

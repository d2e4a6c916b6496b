// CH-SUMMONED-COUNT-CONDITION: 原始生命态 尼比鲁's 「对方在这个回合把怪兽5只以上召唤·特殊召唤」 — counted from what the situation writes of the
// turn: the history (`本回合:`; a negated summon was never made), the summon it shows, the monsters marked 本回合特召. Enough: legal;
// fewer written: the writing is taken as the whole turn (illegal, as CH-HISTORY-CONDITION reads activations); nothing written: assumed met, said.
// (Before, the condition was an unread note: assumed met whatever the situation said.)
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const five = 'B:效果遮蒙者(特殊召唤),B:灰流丽(特殊召唤),B:增殖的G(特殊召唤),B:召唤师 阿莱斯特(召唤),B:闪刀姬-零衣(特殊召唤)';

describe.skipIf(!haveCards)('CH-SUMMONED-COUNT-CONDITION', () => {
  it('[CH-SUMMONED-COUNT-CONDITION] 尼比鲁 after five summons of the opponent written in the turn’s history: legal, nothing assumed about the count', () => {
    const a = askCdb(`{回合:B 阶段:主要1 本回合:${five}} C1 A:原始生命态 尼比鲁`);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-SUMMONED-COUNT-CONDITION');
    expect(a.assumptions.join('\n')).not.toContain('5只以上');
  });
  it('[CH-SUMMONED-COUNT-CONDITION] only one summon written: illegal, the reason names the count needed', () => {
    const a = askCdb('{回合:B 阶段:主要1 本回合:B:效果遮蒙者(特殊召唤)} C1 A:原始生命态 尼比鲁');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('5只以上');
  });
  it('[CH-SUMMONED-COUNT-CONDITION] a negated summon is not counted; the summon the situation shows is (the other side of the count)', () => {
    const negated = five.replace('B:闪刀姬-零衣(特殊召唤)', 'B:闪刀姬-零衣(特殊召唤,无效)');
    expect(askCdb(`{回合:B 阶段:主要1 本回合:${negated}} C1 A:原始生命态 尼比鲁`).links[0]!.legal).toBe(false);
    // Four earlier and the one the action shows make five: 尼比鲁 is offered in the window after it.
    const four = five.replace(',B:闪刀姬-零衣(特殊召唤)', '');
    const w = askCdb(`{回合:B 阶段:主要1 A手:原始生命态 尼比鲁 本回合:${four}} 特殊召唤 B:闪刀姬-零衣`);
    expect(w.window.triggers.some((c) => c.card.name === '原始生命态 尼比鲁')).toBe(true);
  });
  it('[CH-SUMMONED-COUNT-CONDITION] the summons of the player activating it do not count: five of its own controller leave it illegal', () => {
    const own = five.replace(/B:/g, 'A:');
    expect(askCdb(`{回合:B 阶段:主要1 本回合:${own}} C1 A:原始生命态 尼比鲁`).links[0]!.legal).toBe(false);
  });
  it('[CH-SUMMONED-COUNT-CONDITION] nothing written of the turn: assumed met, and the answer says so', () => {
    const a = askCdb('{回合:B 阶段:主要1 B场:效果遮蒙者} C1 A:原始生命态 尼比鲁');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.join('\n')).toMatch(/5只以上的怪兽召唤·特殊召唤[^\n]*假定满足/);
  });
});

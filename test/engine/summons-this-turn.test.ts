// The one count of the summons a player made this turn (s48: src/engine/game/history.ts summonsThisTurn), read by both 原始生命态 尼比鲁's
// condition (CH-SUMMONED-COUNT-CONDITION) and the limits on summons a turn (CH-SUMMON-COUNT). Before, two counters disagreed: 尼比鲁's took
// a Flip Summon as 「召唤·特殊召唤」; the limits counted a monster both written in `本回合:` and marked 本回合特召 twice, and never counted
// a marked monster the situation says was Normal (Tribute) Summoned, even under a limit on summons of every kind (召唤限制器).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('one count of the summons of the turn', () => {
  it('[CH-SUMMONED-COUNT-CONDITION] a Flip Summon is no 「召唤·特殊召唤」: four summons and a Flip Summon of the opponent leave 尼比鲁 unmet', () => {
    const four = 'B:效果遮蒙者(特殊召唤),B:灰流丽(特殊召唤),B:增殖的G(特殊召唤),B:召唤师 阿莱斯特(召唤)';
    const flip = askCdb(`{回合:B 阶段:主要1 本回合:${four},B:闪刀姬-零衣(反转召唤)} C1 A:原始生命态 尼比鲁`);
    expect(flip.links[0]!.legal).toBe(false);
    expect(flip.links[0]!.illegalReason).toContain('5只以上');
    expect(askCdb(`{回合:B 阶段:主要1 本回合:${four},B:闪刀姬-零衣(特殊召唤)} C1 A:原始生命态 尼比鲁`).links[0]!.legal).toBe(true);
  });

  it('[CH-SUMMON-COUNT] under 召唤限制器, a monster written in 本回合: and marked 本回合特召 is one summon; a marked monster said Tribute Summoned is one too', () => {
    const once = askCdb('{回合:A 本回合:A:青眼白龙(特殊召唤) A场:召唤限制器,青眼白龙(本回合特召) A墓:黑魔术师} C1 A:死者苏生→黑魔术师');
    expect(once.links[0]!.legal).toBe(true);
    const tribute = askCdb('{回合:A A场:召唤限制器,光帝 克赖斯(上级召唤,本回合召唤),青眼白龙(本回合特召) A墓:黑魔术师} C1 A:死者苏生→黑魔术师');
    expect(tribute.links[0]!.legal).toBe(false);
    expect(tribute.links[0]!.rules).toContain('CH-SUMMON-COUNT');
  });
});

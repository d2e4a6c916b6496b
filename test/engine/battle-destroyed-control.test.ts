// CH-BATTLE-DESTROYED-CONTROL (docs/c03/战斗阶段流程.rst:858–864): a monster destroyed by battle waits in the Monster Zone for
// the damage step to end and does not change control — an effect that would take it leaves it with its controller; a monster
// not destroyed by battle is taken as usual. 头位审判 (newer than the database) is curated in
// src/cards/curated/newer/c03-battle-destroyed-newer.ts; the monsters are read from the shared cards.cdb. The ruling is about a wrong
// call, so the inputs say so (`[猜错]`, CH-COIN-BRANCH).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the control of a monster destroyed by battle', CARDS_DB);

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('the control of a monster destroyed by battle', () => {
  it('[CH-BATTLE-DESTROYED-CONTROL] 头位审判 answering 超念导体 比蒙巨兽 destroyed by battle: its activation is negated, its control does not move; answering 红莲魔龙① (not destroyed), 红莲魔龙 is taken', () => {
    const a = askCdb('{回合:A 阶段:伤害计算后 攻击:A:超念导体 比蒙巨兽→B:青眼白龙 A场:超念导体 比蒙巨兽(战斗破坏) B场:青眼白龙,头位审判} C1 A:超念导体 比蒙巨兽 C2 B:头位审判[猜错]');
    expect(a.links[1]!.legal).toBe(true);
    expect(moved(a, 'activation-negated')).toEqual(['超念导体 比蒙巨兽']);
    expect(moved(a, 'control-changed')).toEqual([]);
    expect(a.links[1]!.rules).toContain('CH-BATTLE-DESTROYED-CONTROL');
    const b = askCdb('{回合:A 阶段:伤害计算后 攻击:A:红莲魔龙→B:三眼怪 A场:红莲魔龙 B场:三眼怪(战斗破坏),头位审判} C1 A:红莲魔龙① C2 B:头位审判[猜错]');
    expect(moved(b, 'control-changed')).toEqual(['红莲魔龙']);
    expect(b.links[1]!.rules).not.toContain('CH-BATTLE-DESTROYED-CONTROL');
  });
});

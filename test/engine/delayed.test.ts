// CH-DELAYED (r16steps, rules reference docs/c03/特定效果的处理方法.rst:167, docs/c04/冰剑龙 幻冰龙.rst): a step a resolved link leaves for a
// later phase (「这个回合的结束阶段，…破坏」) is no chain link then and is not applied now: the answer lists it under `delayed`, with
// the cards it names as the link resolved.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DELAYED', CARDS_DB);

describe.skipIf(!haveCards)('CH-DELAYED', () => {
  it('[CH-DELAYED] 刻印之调停者② on the opponent’s monster: nothing is destroyed now, the answer lists its End Phase destruction of that monster', () => {
    const a = askCdb('{回合:B A场:刻印之调停者 B场:黑魔术师} C1 A:刻印之调停者②→黑魔术师');
    expect(a.events.some((e) => e.type === 'destroyed')).toBe(false);
    expect(a.delayed?.map((d) => [d.link, d.card.name, d.phase])).toEqual([[1, '刻印之调停者', 'end-phase']]);
    expect(a.delayed?.[0]?.what).toContain('黑魔术师');
  });
  it('[CH-DELAYED] the target gone before it resolves: it does nothing, and nothing is left for later', () => {
    const a = askCdb('{回合:B A场:刻印之调停者 B场:黑魔术师,强制脱出装置(盖)} C1 A:刻印之调停者②→黑魔术师 C2 B:强制脱出装置→黑魔术师');
    expect(a.links[0]!.outcome).toBe('no-effect');
    expect(a.delayed).toBeUndefined();
  });
  it('[CH-DELAYED] an effect with nothing left for later has no `delayed` in its answer', () => {
    expect(askCdb('{回合:A A场:三眼怪 B场:旋风(盖),黑魔术师} C1 B:旋风→黑魔术师').delayed).toBeUndefined();
  });
  it('[CH-DELAYED] 光之封札剑 (「用对方回合计算的第4回合的对方准备阶段，那张卡回到对方手卡」): the card is banished now and comes back only then — no return in this chain, the answer lists it as left for later', () => {
    const a = askCdb('{回合:A 阶段:主要1 B手:三眼怪} C1 A:光之封札剑');
    expect(a.events.some((e) => e.type === 'returned-to-hand')).toBe(false);
    expect(a.events.some((e) => e.type === 'banished' && e.link === 1)).toBe(true);
    expect(a.delayed?.length).toBe(1);
  });
  // Head-judge review s42: the return of 「直到结束阶段除外」 was played in the End Phase but never listed as left for later.
  it('[CH-DELAYED] 亚空间物质传送装置 (「直到结束阶段除外」): the monster is banished now, its return to the field is listed for the End Phase (CH-TEMP-BANISH-RETURN); its target gone first (强制脱出装置), nothing is listed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪} C1 A:亚空间物质传送装置→三眼怪');
    expect(a.delayed?.map((d) => [d.link, d.card.name, d.phase])).toEqual([[1, '亚空间物质传送装置', 'end-phase']]);
    expect(String(a.delayed![0]!.what)).toContain('三眼怪');
    expect(a.delayed![0]!.rules).toEqual(expect.arrayContaining(['CH-DELAYED', 'CH-TEMP-BANISH-RETURN']));
    const left = askCdb('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪 B场:强制脱出装置(盖)} C1 A:亚空间物质传送装置→三眼怪 C2 B:强制脱出装置→三眼怪');
    expect(left.delayed).toBeUndefined();
  });
});

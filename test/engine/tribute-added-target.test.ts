// 烈风帝 莱扎's 「这张卡把风属性怪兽解放作上级召唤成功的场合，那个时候的效果加上以下效果。●可以以场上1张卡为对象回到持有者手卡。」 (test/RULES.md
// CMP-TRIBUTE-ADDED-TARGET, CH-STEP-TARGET-GROUPS; rules reference docs/c03/特定效果的处理方法.rst:184–193): the ● adds a target
// group of its own to the trigger — taken only with a WIND tribute, and may be left empty —, and each step acts on its own groups.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a target the tribute’s Attribute adds', () => {
  it('[CMP-TRIBUTE-ADDED-TARGET] 烈风帝 莱扎 Tribute Summoned with a WIND monster targets three cards: the field card and the GY card go to the Deck, the ●’s own field target to the hand', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤,素材:风魔女-冰铃) B场:三眼怪,魔法筒(盖) B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师,魔法筒');
    expect(a.links[0]!.legal).toBe(true);
    expect(moved(a, 'returned-to-deck').sort()).toEqual(['三眼怪', '黑魔术师'].sort());
    expect(moved(a, 'returned-to-hand')).toEqual(['魔法筒']);
  });
  it('[CMP-TRIBUTE-ADDED-TARGET] the ● is optional (「可以」): with a WIND tribute, two targets are enough — both go to the Deck, none to the hand', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤,素材:风魔女-冰铃) B场:三眼怪 B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师');
    expect(a.links[0]!.legal).toBe(true);
    expect(moved(a, 'returned-to-deck').sort()).toEqual(['三眼怪', '黑魔术师'].sort());
    expect(moved(a, 'returned-to-hand')).toEqual([]);
  });
  it('[CH-STEP-TARGET-GROUPS] the other side: tributing a DARK monster adds no group — a third target is refused, two return to the Deck', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤,素材:三眼怪) B场:三眼怪,魔法筒(盖) B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师,魔法筒').links[0]!.legal).toBe(false);
    const two = askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤,素材:三眼怪) B场:三眼怪 B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师');
    expect(two.links[0]!.legal).toBe(true);
    expect(moved(two, 'returned-to-deck').sort()).toEqual(['三眼怪', '黑魔术师'].sort());
    expect(moved(two, 'returned-to-hand')).toEqual([]);
  });
  it('[CH-STEP-TARGET-GROUPS] a target that left the field in the chain keeps its group: 三眼怪 bounced by 强制脱出装置, the GY target still goes to the Deck and the ●’s target (not 三眼怪’s place) to the hand', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤,素材:风魔女-冰铃) B场:三眼怪,魔法筒(盖),强制脱出装置(盖) B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师,魔法筒 C2 B:强制脱出装置→三眼怪');
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
    expect(moved(a, 'returned-to-deck')).toEqual(['黑魔术师']);
    expect(moved(a, 'returned-to-hand')).toEqual(['魔法筒']);
  });
});

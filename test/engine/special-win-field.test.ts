// A special win on what the fields hold (test/RULES.md CH-SPECIAL-WIN-FIELD): 「这张卡在怪兽区域表侧表示存在，双方场上的其他怪兽只有
// 4种类的「被封印」通常怪兽的场合，对方决斗胜利」 (真艾克佐迪亚, rules reference docs/c03/无效.rst:89, docs/c02/基本用语.rst:1393) —
// checked at any time like every continuous special win (CH-SPECIAL-WIN): the other monsters of BOTH fields count, each a face-up
// Normal Monster of the archetype with a name of its own.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { ownSpecialWin } from '../../src/cards/compile/special-win.js';
import { decodeType, encodeType } from '../../src/cards/import/decode.js';

const monster = decodeType(encodeType('monster', ['effect']));
const THREE = '被封印者的右腕,被封印者的左腕,被封印者的右足';

describe('a special win on the monsters of both fields', () => {
  it('[CH-SPECIAL-WIN-FIELD] the compiler reads the clause as the field-only condition, checked at any time, won by the opponent', () => {
    expect(ownSpecialWin('这张卡在怪兽区域表侧表示存在，双方场上的其他怪兽只有4种类的「被封印」通常怪兽的场合，对方决斗胜利。', monster)).toEqual({ winner: 'opponent', condition: { kind: 'field-only', archetype: '被封印', kinds: 4 }, applies: 'continuous' });
  });
  it.skipIf(!haveCards)('[CH-SPECIAL-WIN-FIELD] the fourth piece Special Summoned by 死者苏生: the opponent wins once it resolved', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:真艾克佐迪亚,${THREE} A墓:被封印者的左足} C1 A:死者苏生→被封印者的左足`);
    expect(a.gameResult).toMatchObject({ winner: 'B', by: 'special-win' });
    expect(a.gameResult!.rules).toContain('CH-SPECIAL-WIN-FIELD');
  });
  it.skipIf(!haveCards)('[CH-SPECIAL-WIN-FIELD] a second copy of one piece, or a monster on the opponent’s field, keeps it unmet; that monster destroyed by 雷破, it is met', () => {
    expect(askCdb(`{回合:A 阶段:主要1 A场:真艾克佐迪亚,${THREE} A墓:被封印者的右足} C1 A:死者苏生→被封印者的右足`).gameResult).toBeUndefined();
    expect(askCdb(`{回合:A 阶段:主要1 A场:真艾克佐迪亚,${THREE} A墓:被封印者的左足 B场:三眼怪} C1 A:死者苏生→被封印者的左足`).gameResult).toBeUndefined();
    const a = askCdb(`{回合:A 阶段:主要1 A场:真艾克佐迪亚,${THREE},被封印者的左足,雷破(盖) A手:黑魔术师 B场:三眼怪} C1 A:雷破→三眼怪 [cost:丢弃 黑魔术师]`);
    expect(a.gameResult).toMatchObject({ winner: 'B', by: 'special-win' });
  });
});

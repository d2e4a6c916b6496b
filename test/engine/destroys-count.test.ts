// CH-DESTROYS-COUNT: an answer to an activation that would destroy at least N cards (「要让场上的卡2张以上破坏的…发动时」, 反大革命)
// counts what it would certainly destroy, and CMP-ATK-BOUND: 「攻击力2500以上的怪兽」 names the ATK a card shows (rules reference
// docs/c04/灰流丽·星尘龙.rst:182). 黑洞 / 雷破 / a card written as text instead of the reference's 糖果屋; cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { filterOf } from '../../src/cards/compile/words.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';
import { askCdb, haveCards } from '../cards/data.js';

const low = textCard({ id: 99160601, name: '测试用低攻破坏', type: 'spell normal', text: '①：对方场上的攻击力1500以下的怪兽全部破坏。' });
const second = (input: string) => askCdb(input).links[1]!.legal;

describe('how many cards a destruction reaches', () => {
  it('[CMP-ATK-BOUND] 「攻击力N以上／以下的怪兽」 is read as an ATK bound (not 「原本的攻击力」); the destruction reaches only those', () => {
    expect(filterOf('对方场上的攻击力2500以上的怪兽')).toMatchObject({ atkMin: 2500 });
    expect(filterOf('攻击力1500以下的怪兽')).toMatchObject({ atkMax: 1500 });
    expect(filterOf('原本攻击力1500以下的怪兽').atkMax).toBeUndefined();
    const a = judgeWith('{回合:A 阶段:主要1 B场:三眼怪,青眼白龙} C1 A:测试用低攻破坏', [low]);
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['三眼怪']);
  });
});

describe.skipIf(!haveCards)('how many cards a destruction reaches, answered', () => {
  it('[CH-DESTROYS-COUNT] 反大革命 answers 黑洞 with two monsters on the field, not with one, nor a 雷破 on one card; a field not listed is assumed to hold enough', () => {
    expect(second('{回合:A A场: B场:黑魔术师,三眼怪} C1 A:黑洞 C2 B:反大革命')).toBe(true);
    expect(askCdb('{回合:A A场: B场:黑魔术师} C1 A:黑洞 C2 B:反大革命').links[1]!.rules).toContain('CH-DESTROYS-COUNT');
    expect(second('{回合:A A场: B场:黑魔术师} C1 A:黑洞 C2 B:反大革命')).toBe(false);
    expect(second('{回合:A B场:黑魔术师,三眼怪} C1 A:雷破→黑魔术师 C2 B:反大革命')).toBe(false);
    expect(second('{回合:A} C1 A:黑洞 C2 B:反大革命')).toBe(true);
  });
});

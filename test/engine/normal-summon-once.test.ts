// CH-NORMAL-SUMMON-ONCE (s48; rules reference docs/c02/基本用语.rst:618, :670–715; docs/c03/无效.rst:92): by the rules one Normal Summon
// (summon, Tribute Summon or Set) a turn. Before, a second one written as the action after `本回合:A:X(召唤)` was made in silence.
// Effects that allow more (二重召唤, a face-up 宝石骑士·斜绿) still do; summons an effect made (血之代偿, `(由Y)`) use no part of it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const warned = (a: ReturnType<typeof askCdb>) => a.warnings.join('\n');
const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'summoned' || e.type === 'set').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('one Normal Summon a turn by the rules (CH-NORMAL-SUMMON-ONCE)', () => {
  it('[CH-NORMAL-SUMMON-ONCE] after 本回合:A:X(召唤), a second summon, Set or Tribute Summon of A is refused, naming X; a negated one counted too; B is not bound by A\'s', () => {
    const a = askCdb('{回合:A 本回合:A:元素英雄 天空侠(召唤)} 召唤 A:哥布林突击部队');
    expect(warned(a)).toContain('1回合只能进行1次');
    expect(warned(a)).toContain('「元素英雄 天空侠」');
    expect(summoned(a)).toEqual([]);
    const set = askCdb('{回合:A 本回合:A:元素英雄 天空侠(召唤,无效)} 盖放 A:哥布林突击部队');
    expect(warned(set)).toContain('被无效的也算用过');
    expect(summoned(set)).toEqual([]);
    const tribute = askCdb('{回合:A 本回合:A:元素英雄 天空侠(上级召唤) A场:三眼怪} 上级召唤 A:人造人-念力震慑者 解放 三眼怪');
    expect(warned(tribute)).toContain('「人造人-念力震慑者」的这次通常召唤不能进行');
    const other = askCdb('{回合:B 本回合:A:元素英雄 天空侠(召唤)} 召唤 B:哥布林突击部队');
    expect(warned(other)).not.toContain('1回合只能进行');
    expect(summoned(other)).toEqual(['哥布林突击部队']);
  });

  it('[CH-NORMAL-SUMMON-ONCE] 二重召唤 applied earlier allows a second (not a third); a face-up 宝石骑士·斜绿 an extra one, said as assumed — not once a summon by it was made', () => {
    expect(summoned(askCdb('{回合:A 本回合:A:二重召唤, A:元素英雄 天空侠(召唤)} 召唤 A:哥布林突击部队'))).toEqual(['哥布林突击部队']);
    const third = askCdb('{回合:A 本回合:A:二重召唤, A:元素英雄 天空侠(召唤), A:三眼怪(召唤)} 盖放 A:哥布林突击部队');
    expect(warned(third)).toContain('1回合只能进行2次');
    // A negated 二重召唤 raised nothing.
    expect(warned(askCdb('{回合:A 本回合:A:二重召唤(发动无效), A:元素英雄 天空侠(召唤)} 召唤 A:哥布林突击部队'))).toContain('1回合只能进行1次');
    const extra = askCdb('{回合:A 本回合:A:元素英雄 天空侠(召唤) A场:宝石骑士 斜绿} 召唤 A:宝石骑士·红榴');
    expect(summoned(extra)).toEqual(['宝石骑士·红榴']);
    expect(extra.assumptions.join('\n')).toContain('追加的那1次通常召唤');
    const spent = askCdb('{回合:A 本回合:A:元素英雄 天空侠(召唤), A:宝石骑士·红榴(召唤,由宝石骑士 斜绿) A场:宝石骑士 斜绿} 召唤 A:宝石骑士·珍珠');
    expect(warned(spent)).toContain('1回合只能进行1次');
  });

  it('[CH-NORMAL-SUMMON-ONCE] a Normal Summon an effect made uses none of it: after 血之代偿\'s (history `由血之代偿`, or a chain played before) the rules\' one is still there; and 血之代偿 still summons after the rules\' one', () => {
    expect(summoned(askCdb('{回合:A 本回合:A:元素英雄 天空侠(召唤,由血之代偿)} 召唤 A:哥布林突击部队'))).toEqual(['哥布林突击部队']);
    const then = askCdb('{回合:A A手:哥布林突击部队 A场:血之代偿} C1 A:血之代偿#2[召唤 哥布林突击部队] 然后 召唤 A:三眼怪');
    expect(warned(then)).not.toContain('1回合只能进行');
    expect(summoned(then)).toContain('三眼怪');
    // …but two by the rules, one in a chain's window after 血之代偿: the second is refused.
    expect(warned(askCdb('{回合:A 本回合:A:元素英雄 天空侠(召唤) A手:哥布林突击部队 A场:血之代偿} C1 A:血之代偿#2[召唤 哥布林突击部队] 然后 召唤 A:三眼怪'))).toContain('1回合只能进行1次');
    const chain = askCdb('{回合:A 本回合:A:元素英雄 天空侠(召唤) A手:三眼怪 A场:血之代偿} C1 A:血之代偿#2[召唤 三眼怪]');
    expect(chain.events.filter((e) => e.type === 'summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['三眼怪']);
  });
  it('[CH-NORMAL-SUMMON-ONCE] a monster Set written in the history (`本回合:A:X(盖放)`, `本回合:A:盖放 X`) used the Normal Summon: a summon or Set after it is refused, naming X; a Spell Set, or B\'s Set, is none', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:元素英雄 天空侠(盖放)} 召唤 A:哥布林突击部队');
    expect(warned(a)).toContain('1回合只能进行1次');
    expect(warned(a)).toContain('「元素英雄 天空侠」');
    expect(summoned(a)).toEqual([]);
    const verbFirst = askCdb('{回合:A 阶段:主要1 本回合:A:盖放 元素英雄 天空侠} 盖放 A:哥布林突击部队');
    expect(warned(verbFirst)).toContain('「哥布林突击部队」的这次通常召唤不能进行');
    const spell = askCdb('{回合:A 阶段:主要1 本回合:A:旋风(盖放)} 召唤 A:哥布林突击部队');
    expect(warned(spell)).not.toContain('1回合只能进行');
    expect(summoned(spell)).toEqual(['哥布林突击部队']);
    const theirs = askCdb('{回合:A 阶段:主要1 本回合:B:元素英雄 天空侠(盖放)} 召唤 A:哥布林突击部队');
    expect(summoned(theirs)).toEqual(['哥布林突击部队']);
  });
});

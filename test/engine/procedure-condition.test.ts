// CH-PROCEDURE-CONDITION (rules reference docs/c01/大师规则（2017）变更点.rst:34): a Special Summon monster's own procedure
// needs the state its text says (「自己场上没有怪兽存在的场合可以特殊召唤」, compiled as the procedure's condition): `特殊召唤 X`
// by that procedure is not made when the state does not hold. The same action said to be by an effect is another summon.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const summoned = (input: string): string[] =>
  askCdb(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('the condition of a summoning procedure', () => {
  it('[CH-PROCEDURE-CONDITION] 黑羽-胧影之业风 (「自己场上没有怪兽存在的场合可以特殊召唤」): not with a monster on its controller\'s field, a face-down one too; yes with none there (the opponent\'s do not count), and said to be by an effect it is another summon', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 A手:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风');
    expect(a.events).toEqual([]);
    expect(a.warnings.join()).toContain('条件');
    expect(summoned('{回合:A 阶段:主要1 A场:三眼怪(盖) A手:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风')).toEqual([]);
    expect(summoned('{回合:A 阶段:主要1 A场: B场:青眼白龙 A手:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风')).toEqual(['黑羽-胧影之业风']);
    // A Spell/Trap is no monster: the procedure can be used.
    expect(summoned('{回合:A 阶段:主要1 A场:旋风(盖) A手:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风')).toEqual(['黑羽-胧影之业风']);
    expect(summoned('{回合:A 阶段:主要1 A场:三眼怪 A墓:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风 (效果)')).toEqual(['黑羽-胧影之业风']);
  });
  it('[CH-PROCEDURE-CONDITION] the refusal says the card\'s own condition, not a fixed example: 超级机械多哥兰 needs a 「坏兽」 monster on the opponent\'s field, 暗黑创世神 5 DARK monsters in its GY', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:对坏兽用决战兵器 超级机械多哥兰 B场:三眼怪} 特殊召唤 对坏兽用决战兵器 超级机械多哥兰');
    expect(a.events).toEqual([]);
    const why = a.warnings.join();
    expect(why).toContain('「坏兽」');
    expect(why).not.toContain('例如自己场上没有怪兽存在');
    const b = askCdb('{回合:A 阶段:主要1 A手:暗黑创世神 A场:三眼怪 A墓:} 特殊召唤 暗黑创世神');
    expect(b.events).toEqual([]);
    expect(b.warnings.join()).toContain('暗属性');
    expect(b.warnings.join()).toContain('5');
  });

  it('[CH-PROCEDURE-CONDITION] a condition the situation cannot tell (暗黑创世神 with its GY and field not listed) lets the summon be made, assumed met and said so; with the board listed and the condition held, no assumption', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:暗黑创世神} 特殊召唤 暗黑创世神');
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['暗黑创世神']);
    expect(a.assumptions.join()).toMatch(/暗黑创世神.*假定满足/);
    const b = askCdb('{回合:A 阶段:主要1 A场: B场:青眼白龙 A手:黑羽-胧影之业风} 特殊召唤 黑羽-胧影之业风');
    expect(b.assumptions.join()).not.toContain('假定满足');
  });
});

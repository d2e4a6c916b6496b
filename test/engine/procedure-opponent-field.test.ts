// CH-PROCEDURE-OPPONENT-FIELD (rules reference docs/c03/只能有○○存在.rst:78–80, 173, 204): a summon by the monster's own procedure
// that puts it on the opponent's field (tributing their monsters) is judged against the limits of the opponent's field.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const arrived = (input: string): string[] =>
  askCdb(input).events.filter((e) => e.type === 'summoned' || e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a procedure that summons to the opponent\'s field', () => {
  it('[CH-PROCEDURE-OPPONENT-FIELD] a 坏兽 face-up on the opponent\'s field blocks another 坏兽 tributing their monster (that 坏兽 too); an equipped one does not; the other procedure, to my own field, still may be used', () => {
    expect(arrived('{回合:A 阶段:主要1 B场:坏星坏兽 席兹奇埃鲁,黑魔术师 A手:怪粉坏兽 加达拉} 特殊召唤 怪粉坏兽 加达拉 素材 B:黑魔术师')).toEqual([]);
    expect(arrived('{回合:A 阶段:主要1 B场:坏星坏兽 席兹奇埃鲁,黑魔术师 A手:怪粉坏兽 加达拉} 特殊召唤 怪粉坏兽 加达拉 素材 B:坏星坏兽 席兹奇埃鲁')).toEqual([]);
    expect(arrived('{回合:A 阶段:主要1 B场:黑魔术师 A手:怪粉坏兽 加达拉} 特殊召唤 怪粉坏兽 加达拉 素材 B:黑魔术师')).toEqual(['怪粉坏兽 加达拉']);
    expect(arrived('{回合:A 阶段:主要1 B场:黑魔术师,坏星坏兽 席兹奇埃鲁(装备:黑魔术师) A手:怪粉坏兽 加达拉} 特殊召唤 怪粉坏兽 加达拉 素材 B:黑魔术师')).toEqual(['怪粉坏兽 加达拉']);
    expect(arrived('{回合:A 阶段:主要1 B场:坏星坏兽 席兹奇埃鲁 A手:怪粉坏兽 加达拉} 特殊召唤 怪粉坏兽 加达拉')).toEqual(['怪粉坏兽 加达拉']);
  });
});

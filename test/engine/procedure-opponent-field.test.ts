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

  const controllers = (input: string, type: string): string[] =>
    askCdb(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`));

  // Whose 圣炎王 大鹏不死鸟 (「原本属性是炎属性的自己怪兽被战斗·效果破坏的场合」) the destroyed monster being summoned wakes.
  const phoenixes = (input: string): string[] => askCdb(input).window.triggers.filter((t) => t.card.name === '圣炎王 大鹏不死鸟').map((t) => t.card.controller ?? '?');

  it('[CH-PROCEDURE-OPPONENT-FIELD] the monster a procedure puts on the opponent\'s field is that player\'s: summoned, it is theirs; being summoned (怒炎坏兽 多哥兰), negated and destroyed by 神之宣告, it is their monster destroyed: their 圣炎王 大鹏不死鸟 wakes, not the summoner’s (docs/c03/无效.rst:25–27)', () => {
    expect(controllers('{回合:A 阶段:主要1 B场:黑魔术师 A手:怪粉坏兽 加达拉} 特殊召唤 怪粉坏兽 加达拉 素材 B:黑魔术师', 'special-summoned')).toEqual(['B:怪粉坏兽 加达拉']);
    expect(phoenixes('{回合:A 阶段:主要1 A手:怒炎坏兽 多哥兰,圣炎王 大鹏不死鸟 B场:黑魔术师,神之宣告(盖) B墓:圣炎王 大鹏不死鸟} 特殊召唤 怒炎坏兽 多哥兰 素材 B:黑魔术师 C1 B:神之宣告')).toEqual(['B']);
  });

  it('[CH-PROCEDURE-OPPONENT-FIELD] the other side: a procedure to its own field (加达拉 with a 坏兽 on the opponent\'s field) keeps it its summoner\'s, summoned or negated (then the summoner\'s 圣炎王 大鹏不死鸟 wakes)', () => {
    expect(controllers('{回合:A 阶段:主要1 B场:坏星坏兽 席兹奇埃鲁 A手:怪粉坏兽 加达拉} 特殊召唤 怪粉坏兽 加达拉', 'special-summoned')).toEqual(['A:怪粉坏兽 加达拉']);
    expect(phoenixes('{回合:A 阶段:主要1 A手:怒炎坏兽 多哥兰,圣炎王 大鹏不死鸟 B场:坏星坏兽 席兹奇埃鲁,神之宣告(盖) B墓:圣炎王 大鹏不死鸟} 特殊召唤 怒炎坏兽 多哥兰 C1 B:神之宣告')).toEqual(['A']);
  });
});

describe.skipIf(!haveCards)('熔岩魔神: its procedure puts it on the opponent\'s field', () => {
  const controllers = (input: string): string[] =>
    askCdb(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`));
  it('[CH-PROCEDURE-OPPONENT-FIELD] 熔岩魔神 tributing 2 of the opponent\'s monsters lands on their field (docs/c03/只能有○○存在.rst:173)', () => {
    expect(controllers('{回合:A 阶段:主要1 B场:青眼白龙,青眼白龙,青眼白龙 A手:熔岩魔神} 特殊召唤 熔岩魔神 素材 B:青眼白龙,B:青眼白龙')).toEqual(['B:溶岩魔神']);
  });
  it('[CH-PROCEDURE-OPPONENT-FIELD] under 群雄割据 it is judged against the opponent\'s field only: refused next to their Dragon, allowed among their Fiends whatever Type its summoner controls', () => {
    expect(controllers('{回合:A 阶段:主要1 A场:群雄割据 B场:青眼白龙,青眼白龙,青眼白龙 A手:熔岩魔神} 特殊召唤 熔岩魔神 素材 B:青眼白龙,B:青眼白龙')).toEqual([]);
    expect(controllers('{回合:A 阶段:主要1 A场:群雄割据,青眼白龙 B场:三眼怪,三眼怪 A手:熔岩魔神} 特殊召唤 熔岩魔神 素材 B:三眼怪,B:三眼怪')).toEqual(['B:溶岩魔神']);
  });
});

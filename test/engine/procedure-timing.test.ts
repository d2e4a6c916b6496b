// CH-PROCEDURE-TIMING (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:14–24): a summon by the monster's own procedure
// (条件特殊召唤: 黑羽-疾风之盖尔's 「这张卡可以从手卡特殊召唤」, 电子龙's, 混沌战士 -开辟的使者-'s with its cards) and a Synchro, Xyz or Link
// Summon by its method are no effect: only the turn player makes them, in their own Main Phase, with no chain going on. Written as
// the action in another phase or step (the Damage Step), or for the other player, they are not made; as a chain link, refused.
// The same summon said to be by an effect (`(效果)`, `[由 X]`) is another summon, not judged so.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const summoned = (input: string): string[] =>
  askCdb(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
const said = (input: string): string => askCdb(input).warnings.join();

describe.skipIf(!haveCards)('[CH-PROCEDURE-TIMING] a summoning procedure only in the turn player\'s own Main Phase', () => {
  it('[CH-PROCEDURE-TIMING] 黑羽-疾风之盖尔 (imported, 「…的场合，这张卡可以从手卡特殊召唤」): made in its controller\'s Main Phase 1 or 2; not in the Battle Step, the Damage Step nor the End Phase — the answer says why', () => {
    const field = 'A场:黑羽-苍炎之修罗 A手:黑羽-疾风之盖尔';
    expect(summoned(`{回合:A 阶段:主要1 ${field}} 特殊召唤 黑羽-疾风之盖尔`)).toEqual(['黑羽-疾风之盖尔']);
    expect(summoned(`{回合:A 阶段:主要2 ${field}} 特殊召唤 黑羽-疾风之盖尔`)).toEqual(['黑羽-疾风之盖尔']);
    for (const phase of ['战斗步骤', '伤害步骤', '伤害计算时', '结束']) {
      const a = askCdb(`{回合:A 阶段:${phase} ${field}} 特殊召唤 黑羽-疾风之盖尔`);
      expect(a.events, phase).toEqual([]);
      expect(a.warnings.join(), phase).toContain('主要阶段');
    }
    expect(said(`{回合:A 阶段:伤害步骤 ${field}} 特殊召唤 黑羽-疾风之盖尔`)).toContain('伤害步骤');
  });

  it('[CH-PROCEDURE-TIMING] 电子龙\'s procedure in the Battle Phase\'s End Step: refused, the step named with its phase (「战斗阶段结束时（战斗阶段的结束步骤）」, "Battle Phase\'s End Step"), not a bare 「结束步骤」', () => {
    const input = '{回合:A 阶段:结束步骤 A场: A手:电子龙} 特殊召唤 电子龙';
    const a = askCdb(input);
    expect(a.events).toEqual([]);
    expect(a.warnings.join()).toContain('情境写的是战斗阶段结束时（战斗阶段的结束步骤）。');
    const en = cdbJudge().chain(input, { lang: 'en' });
    expect(en.ok && en.warnings.join()).toContain("the situation says Battle Phase's End Step.");
  });

  it('[CH-PROCEDURE-TIMING] both sides: 电子龙\'s procedure by A in B\'s turn is refused, by B in B\'s own Main Phase made; by A in A\'s, made', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场: A手:电子龙 B场:青眼白龙} 特殊召唤 A:电子龙');
    expect(a.events).toEqual([]);
    expect(a.warnings.join()).toContain('回合玩家');
    expect(summoned('{回合:B 阶段:主要1 B场: B手:电子龙 A场:青眼白龙} 特殊召唤 B:电子龙')).toEqual(['电子龙']);
    expect(summoned('{回合:A 阶段:主要1 A场: A手:电子龙 B场:青眼白龙} 特殊召唤 A:电子龙')).toEqual(['电子龙']);
  });

  it('[CH-PROCEDURE-TIMING] the other side of the rule: a Special Summon said to be by an effect (`(效果)`, `[由 死者苏生]`) is made in the Damage Step; a procedure as a chain link is refused (curated 电子龙 and the imported 黑羽-疾风之盖尔①)', () => {
    expect(summoned('{回合:A 阶段:伤害步骤 A场: A手:电子龙 B场:青眼白龙} 特殊召唤 电子龙 (效果)')).toEqual(['电子龙']);
    expect(summoned('{回合:A 阶段:伤害步骤 A场:三眼怪 A墓:电子龙 B场:青眼白龙} 特殊召唤 电子龙 [由 死者苏生]')).toEqual(['电子龙']);
    for (const input of ['{回合:A 阶段:主要1 A场: A手:电子龙 B场:三眼怪} C1 A:电子龙', '{回合:A 阶段:主要1 A场:黑羽-苍炎之修罗 A手:黑羽-疾风之盖尔} C1 A:黑羽-疾风之盖尔①']) {
      const a = askCdb(input);
      expect(a.links[0]!.legal, input).toBe(false);
      expect(a.links[0]!.rules, input).toContain('CH-PROCEDURE-TIMING');
      expect(a.events.filter((e) => e.type === 'special-summoned'), input).toEqual([]);
    }
  });

  it('[CH-PROCEDURE-TIMING] a procedure with its cards (混沌战士 -开辟的使者-, banishing monsters that left the field for the GY) and an Xyz Summon by its method: made in the Main Phase, not in the Battle Phase', () => {
    const chaos = 'A手:混沌战士 -开辟的使者- A墓:三眼怪,黑魔术师} 特殊召唤 混沌战士 -开辟的使者- 素材 三眼怪,黑魔术师';
    expect(summoned(`{回合:A 阶段:主要1 ${chaos}`)).toEqual(['混沌战士 -开辟的使者-']);
    const b = askCdb(`{回合:A 阶段:战斗步骤 ${chaos}`);
    expect(b.events).toEqual([]);
    expect(b.warnings.join()).toContain('主要阶段');
    const xyz = 'A场:元素英雄 水泡侠,元素英雄 水泡侠} 超量召唤 No.39 希望皇 霍普 素材 元素英雄 水泡侠,元素英雄 水泡侠';
    expect(summoned(`{回合:A 阶段:主要2 ${xyz}`)).toEqual(['No.39 希望皇 霍普']);
    expect(summoned(`{回合:A 阶段:伤害步骤 ${xyz}`)).toEqual([]);
  });
});

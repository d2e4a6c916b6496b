// CH-PROCEDURE-CONDITION (rules reference docs/c01/大师规则（2017）变更点.rst:34): a Special Summon monster's own procedure
// needs the state its text says (「自己场上没有怪兽存在的场合可以特殊召唤」, compiled as the procedure's condition): `特殊召唤 X`
// by that procedure is not made when the state does not hold. The same action said to be by an effect is another summon.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

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
  it('[CH-PROCEDURE-CONDITION] 电子龙, read from its current text (「只有对方场上才有怪兽存在的场合，这张卡可以从手卡特殊召唤」): not with a monster of its own on the field (face-down too), nor with none on the opponent\'s; yes with the opponent\'s only — B in B\'s turn the same; a monster of its own that left the field (in the GY) does not count', () => {
    const own = askCdb('{回合:A 阶段:主要1 A手:电子龙 A场:三眼怪 B场:青眼白龙} 特殊召唤 电子龙');
    expect(own.events).toEqual([]);
    expect(own.warnings.join()).toContain('条件');
    expect(summoned('{回合:A 阶段:主要1 A手:电子龙 A场:三眼怪(盖) B场:青眼白龙} 特殊召唤 电子龙')).toEqual([]);
    expect(summoned('{回合:A 阶段:主要1 A手:电子龙 A场: B场:} 特殊召唤 电子龙')).toEqual([]);
    expect(summoned('{回合:A 阶段:主要1 A手:电子龙 A场: B场:青眼白龙} 特殊召唤 电子龙')).toEqual(['电子龙']);
    expect(summoned('{回合:B 阶段:主要1 B手:电子龙 B场: A场:青眼白龙} 特殊召唤 B:电子龙')).toEqual(['电子龙']);
    expect(summoned('{回合:B 阶段:主要1 B手:电子龙 B场:三眼怪 A场:青眼白龙} 特殊召唤 B:电子龙')).toEqual([]);
    expect(summoned('{回合:A 阶段:主要1 A手:电子龙 A场: A墓:三眼怪 B场:青眼白龙} 特殊召唤 电子龙')).toEqual(['电子龙']);
    // Said to be by an effect, it is another summon: the procedure's condition is not asked.
    expect(summoned('{回合:A 阶段:主要1 A手:电子龙 A场:三眼怪 B场:青眼白龙} 特殊召唤 电子龙 (效果)')).toEqual(['电子龙']);
  });
  it('[CH-PROCEDURE-CONDITION] a procedure written as facts — its own Special Summon of itself from the hand — is judged too: 元素英雄 水泡侠 (「手卡只有这张卡」) not with another card in the hand', () => {
    expect(summoned('{回合:A 阶段:主要1 A手:元素英雄 水泡侠,三眼怪} 特殊召唤 元素英雄 水泡侠')).toEqual([]);
    expect(summoned('{回合:A 阶段:主要1 A手:元素英雄 水泡侠} 特殊召唤 元素英雄 水泡侠')).toEqual(['元素英雄 水泡侠']);
  });
  // CH-PROCEDURE-CONDITION-UNREAD (review s45 a-summon (3)): a procedure condition the compiler could not read was dropped, and the summon
  // stated legal silently; now the card carries it as unread (`condition: …`) and the answer says it was not judged.
  it('[CH-PROCEDURE-CONDITION-UNREAD] 狱火机·别西卜 (「自己场上的全部效果怪兽的等级·阶级的合计是8以下时，…才能从手卡特殊召唤」) and 鹰鲨 (「自己场上有「豹鲨」存在的场合」), conditions not read: made, the answer saying the condition was not read (zh and en); 电子龙, whose condition is read, is judged on it with nothing said', () => {
    // (光灵神 福斯奥拉热's 「自己墓地的光属性怪兽是5只的场合」 stood here; it is read now — CMP-COUNT-EXACT, test/engine/staples-s57-staples13.test.ts.)
    const a = askCdb('{回合:A 阶段:主要1 A手:狱火机·别西卜 A墓:狱火机·拿玛} 特殊召唤 狱火机·别西卜');
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(true);
    expect(a.assumptions.join('\n')).toContain('没有被读懂');
    expect(a.assumptions.join('\n')).toContain('自己场上的全部效果怪兽的等级·阶级的合计是8以下时');
    // (鹰鲨 stood here too, its 「此外，自己场上有「豹鲨」存在的场合」 unread and the summon made beside 三眼怪 alone — a wrong ruling: the
    // clause is read now (「此外」 is no condition) and judged, below.)
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A手:狱火机·别西卜 A场:三眼怪 A墓:狱火机·拿玛} 特殊召唤 狱火机·别西卜', { lang: 'en' });
    expect(en.ok && en.assumptions.join('\n')).toContain('was not read');
    const cyber = askCdb('{回合:A 阶段:主要1 A手:电子龙 A场:三眼怪 B场:青眼白龙} 特殊召唤 电子龙');
    expect(cyber.events).toEqual([]);
    expect(cyber.assumptions.join('\n')).not.toContain('没有被读懂');
    // (By an effect it is no procedure: nothing said of its condition.)
    expect(askCdb('{回合:A 阶段:主要1 A墓:鹰鲨} 特殊召唤 鹰鲨 (效果)').assumptions.join('\n')).not.toContain('没有被读懂');
  });
  it('[CH-PROCEDURE-CONDITION] 鹰鲨 (「…作召唤。此外，自己场上有「豹鲨」存在的场合，这张卡可以从手卡特殊召唤」): 「此外」 only joins the sentence — the condition is read: not beside 三眼怪 alone, the refusal naming 「豹鲨」; yes with 豹鲨 there, nothing said unread', () => {
    const no = askCdb('{回合:A 阶段:主要1 A手:鹰鲨 A场:三眼怪} 特殊召唤 鹰鲨');
    expect(no.events.some((e) => e.type === 'special-summoned')).toBe(false);
    expect(no.warnings.join('\n')).toContain('「豹鲨」');
    expect(no.assumptions.join('\n')).not.toContain('没有被读懂');
    const yes = askCdb('{回合:A 阶段:主要1 A手:鹰鲨 A场:豹鲨} 特殊召唤 鹰鲨');
    expect(yes.events.some((e) => e.type === 'special-summoned')).toBe(true);
    expect(yes.assumptions.join('\n')).not.toContain('没有被读懂');
  });
  it('[CH-PROCEDURE-CONDITION-UNREAD] the other side, in the damage step: the procedure of 狱火机·别西卜 is refused by its timing (CH-PROCEDURE-TIMING), not judged on its unread condition; a clause that moves its own cards (罪 青眼白龙 「从卡组把1只「青眼白龙」除外的场合」) is its materials, not an unread condition', () => {
    const a = askCdb('{回合:B 阶段:伤害步骤 A手:狱火机·别西卜 A场:三眼怪 A墓:狱火机·拿玛} 特殊召唤 狱火机·别西卜');
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(false);
    expect(a.assumptions.join('\n')).not.toContain('没有被读懂');
    const mon = { kind: 'monster', subtypes: ['effect', 'special-summon'] } as const;
    const unread = (text: string) => compileEffects(text, mon).filter((e) => e.kind === 'procedure').flatMap((e) => e.unknown ?? []);
    expect(unread('这张卡不能通常召唤。从卡组把1只「青眼白龙」除外的场合可以特殊召唤。')).toEqual([]);
    expect(unread('这张卡不能通常召唤。自己场上的全部效果怪兽的等级·阶级的合计是8以下时，从自己的手卡·墓地把1只「狱火机」怪兽除外的场合才能从手卡特殊召唤。')).toEqual(['condition: 自己场上的全部效果怪兽的等级·阶级的合计是8以下时']);
  });
});

// A Fusion/Synchro/Xyz/Link monster Special Summoned as the action with no place stated (test/RULES.md WIN-EXTRA-ORIGIN; rules
// reference docs/c03/只能有○○存在.rst:273): it is taken as summoned from the Extra Deck, where such a monster is kept, and the answer
// says so. Read from the card text: 星遗物-『星枪』③ 「从额外卡组有怪兽特殊召唤的场合发动」.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (input: string): string[] => askCdb(input).window.triggers.map((t) => `${t.card.name}#${t.effect}`);

describe.skipIf(!haveCards)('an Extra Deck monster summoned from no stated place', () => {
  it('[WIN-EXTRA-ORIGIN] 解码语者 Special Summoned with no place stated comes from the Extra Deck: 星遗物-『星枪』③ is offered, and the answer says what was assumed', () => {
    const a = askCdb('{回合:B A场:《星遗物-『星枪』》} 特殊召唤 解码语者');
    expect(a.window.triggers.map((t) => `${t.card.name}#${t.effect}`)).toContain('星遗物-『星枪』#3');
    expect(a.assumptions.some((s) => s.includes('当作从额外卡组特殊召唤'))).toBe(true);
  });

  it('[WIN-EXTRA-ORIGIN] not assumed where it must not be: a Main Deck monster (三眼怪), or 解码语者 whose place the situation gives (its GY — it left the field before), does not meet 星遗物-『星枪』③', () => {
    expect(offered('{回合:B A场:《星遗物-『星枪』》} 特殊召唤 三眼怪')).not.toContain('星遗物-『星枪』#3');
    const fromGy = askCdb('{回合:B A场:《星遗物-『星枪』》 B墓:解码语者} 特殊召唤 解码语者');
    expect(fromGy.window.triggers.map((t) => `${t.card.name}#${t.effect}`)).not.toContain('星遗物-『星枪』#3');
    expect(fromGy.assumptions.some((s) => s.includes('当作从额外卡组特殊召唤'))).toBe(false);
    // The same monster named with its method (`连接召唤`) comes from the Extra Deck without assuming anything.
    const linked = askCdb('{回合:B A场:《星遗物-『星枪』》} 连接召唤 解码语者');
    expect(linked.window.triggers.map((t) => `${t.card.name}#${t.effect}`)).toContain('星遗物-『星枪』#3');
    expect(linked.assumptions.some((s) => s.includes('当作从额外卡组特殊召唤'))).toBe(false);
  });
  it('[WIN-EXTRA-ORIGIN] the card that summons it says where from (`[由 X]`, read from its text): 青眼究极龙 revived by 死者苏生 (「…墓地1只怪兽…特殊召唤」) comes from the GY — 星枪③ is not offered and nothing is assumed; by 简易融合 (「从额外卡组…特殊召唤」) it comes from the Extra Deck, stated, not assumed', () => {
    const reborn = askCdb('{回合:A 阶段:主要1 A场:《星遗物-『星枪』》} 特殊召唤 青眼究极龙[由死者苏生]');
    expect(reborn.window.triggers.map((t) => `${t.card.name}#${t.effect}`)).not.toContain('星遗物-『星枪』#3');
    expect(reborn.assumptions.some((s) => s.includes('当作从额外卡组特殊召唤'))).toBe(false);
    const instant = askCdb('{回合:A 阶段:主要1 A场:《星遗物-『星枪』》} 特殊召唤 千眼纳祭神[由简易融合]');
    expect(instant.window.triggers.map((t) => `${t.card.name}#${t.effect}`)).toContain('星遗物-『星枪』#3');
    expect(instant.assumptions.some((s) => s.includes('当作从额外卡组特殊召唤'))).toBe(false);
  });
});

// CH-FORBIDDEN-SUMMON-AT-RESOLUTION (issue 16, rules reference docs/c02/怪兽的效果分类.rst:197): a floodgate forbidding Special Summons
// (「双方不能把怪兽特殊召唤」) that stands face-up on the field as a summoning step comes stops that step — one an earlier step of the
// same resolution turned face-up applies at once, and so does one a higher chain link put there; the effect's other steps apply.
// A face-down floodgate, or one whose activation resolves only after the summon, does not. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
const rulesOf = (input: string, n: number) => askCdb(input).links.find((l) => l.n === n)!.rules;

describe.skipIf(!haveCards)('CH-FORBIDDEN-SUMMON-AT-RESOLUTION', () => {
  it('[CH-FORBIDDEN-SUMMON-AT-RESOLUTION] 混沌无限 flips a face-down 虚无魔人 with its first step: the lock applies at once, the 机皇 summon is not made, the rest of the effect still applies', () => {
    const input = '{回合:A A场:混沌无限(盖) B场:虚无魔人(盖) A卡组:机皇兵 神陆一型} C1 A:混沌无限 [特殊召唤 机皇兵 神陆一型]';
    expect(summoned(input)).toEqual([]);
    expect(askCdb(input).events.some((e) => e.type === 'flipped' && e.cards.some((c) => c.name === '虚无魔人'))).toBe(true);
    expect(rulesOf(input, 1)).toContain('CH-FORBIDDEN-SUMMON-AT-RESOLUTION');
  });

  it('[CH-FORBIDDEN-SUMMON-AT-RESOLUTION] a Continuous Trap chained to the summon (虚无空间 over 死者苏生) resolves first and stops it; activated first, below the summon, it does not', () => {
    const above = '{回合:A 阶段:主要1 A墓:黑魔术师 B场:虚无空间(盖)} C1 A:死者苏生→黑魔术师 C2 B:虚无空间';
    expect(summoned(above)).toEqual([]);
    expect(rulesOf(above, 1)).toContain('CH-FORBIDDEN-SUMMON-AT-RESOLUTION');
    expect(summoned('{回合:A 阶段:主要1 A墓:黑魔术师 B场:虚无空间(盖)} C1 B:虚无空间 C2 A:活死人的呼声→黑魔术师')).toEqual(['黑魔术师']);
  });

  it('[CH-FORBIDDEN-SUMMON-AT-RESOLUTION] the other side: a face-down 虚无魔人 that nothing flips forbids nothing', () => {
    expect(summoned('{回合:A 阶段:主要1 A墓:黑魔术师 B场:虚无魔人(盖)} C1 A:死者苏生→黑魔术师')).toEqual(['黑魔术师']);
  });

  it('[CH-FORBIDDEN-SUMMON-AT-RESOLUTION] a floodgate whose effects are negated forbids nothing: 虚无魔人 flipped under a face-up 技能抽取 does not stop the summon, nor does a 虚无魔人(效果无效) stop 死者苏生', () => {
    expect(summoned('{回合:A A场:混沌无限(盖),技能抽取 B场:虚无魔人(盖) A卡组:机皇兵 神陆一型} C1 A:混沌无限 [特殊召唤 机皇兵 神陆一型]')).toEqual(['机皇兵 神陆一型']);
    expect(summoned('{回合:A 阶段:主要1 A墓:黑魔术师 B场:虚无魔人(效果无效)} C1 A:死者苏生→黑魔术师')).toEqual(['黑魔术师']);
    expect(summoned('{回合:A 阶段:主要1 A墓:黑魔术师 A场:技能抽取 B场:虚无魔人} C1 A:死者苏生→黑魔术师')).toEqual(['黑魔术师']);
  });
});

// SIT-SPELL-TRAP-AS-MONSTER (docs/c02/基本用语.rst:885): a Spell or Trap that another card's effect Special Summoned as a monster
// (魔术礼帽) is listed `X(当作怪兽,由Y)`: Y's effect must summon Spell/Trap cards; X is then a Normal Monster (0/0) in the Monster
// Zone whose text (and the names it mentions) is its own. Without such a Y it cannot be written so.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a Spell/Trap summoned as a monster (SIT-SPELL-TRAP-AS-MONSTER)', () => {
  it('[SIT-SPELL-TRAP-AS-MONSTER] 死者苏生 summoned by 魔术礼帽 is a monster: 月之书 may target it, a 「魔法·陷阱卡」 effect (旋风) may not', () => {
    expect(askCdb('{回合:B 阶段:主要1 A场:死者苏生(当作怪兽,由魔术礼帽)} C1 B:月之书 → 死者苏生').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:B 阶段:主要1 A场:死者苏生(当作怪兽,由魔术礼帽)} C1 B:旋风 → 死者苏生').links[0]!.legal).toBe(false);
  });
  it('[SIT-SPELL-TRAP-AS-MONSTER] the other side: without a card whose effect summons Spells/Traps (none, or 死者苏生, which summons monsters) it is refused as before', () => {
    for (const input of ['{A场:死者苏生(当作怪兽)} C1 B:月之书 → 死者苏生', '{A场:死者苏生(当作怪兽,由死者苏生)} C1 B:月之书 → 死者苏生']) {
      const a = cdbJudge().chain(input, { lang: 'zh-CN' });
      expect(a.ok, input).toBe(false);
      if (!a.ok) expect(a.error.message).toContain('不是场上的陷阱怪兽');
    }
  });
  it('[SIT-SPELL-TRAP-AS-MONSTER] as that Normal Monster none of its effects applies: two 龙魂之城 flipped face-up are both kept (its 「只能有1张表侧表示存在」 is no rule for them)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:龙魂之城(当作怪兽,由魔术礼帽,盖),龙魂之城(当作怪兽,由魔术礼帽,盖),停战协定(盖)} C1 A:停战协定');
    expect(a.events.filter((e) => e.type === 'destroyed')).toEqual([]);
    expect(a.assumptions.join('')).not.toContain('只能有1张表侧表示存在');
  });
});

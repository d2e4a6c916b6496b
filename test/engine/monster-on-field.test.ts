// MATCH-MONSTER-ON-FIELD, on cards imported from cards.cdb (read from their text): 「场上的怪兽」 is what stands in a Monster
// Zone. A Pendulum card in a Pendulum Zone, a monster card placed as a Continuous Spell or used as an equip card stands in the
// Spell & Trap Zone: a monster card, but no monster on the field — only 「怪兽卡」 (or 「灵摆区域的卡」) finds it there.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a monster on the field is one in a Monster Zone (MATCH-MONSTER-ON-FIELD)', CARDS_DB);

const moved = (input: string, type: string) =>
  askCdb(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name)).sort();

describe.skipIf(!haveCards)('a monster on the field is one in a Monster Zone', () => {
  it('[MATCH-MONSTER-ON-FIELD] 破坏剑一闪 (「对方场上的怪兽全部除外」) banishes 三眼怪 and 青眼白龙, not the Pendulum card 慧眼之魔术师 in a Pendulum Zone', () => {
    const out = moved('{回合:B 阶段:主要1 A场:三眼怪,青眼白龙,慧眼之魔术师(灵摆左) B场:龙破坏的剑士-破坏之剑士,破坏剑一闪(盖)} C1 B:破坏剑一闪', 'banished');
    expect(out).toEqual(['三眼怪', '青眼白龙'].sort());
  });

  it('[MATCH-MONSTER-ON-FIELD] 黑洞 destroys the monsters of both fields, not the Pendulum cards in Pendulum Zones nor 宝玉兽 翠玉龟 placed as a Continuous Spell', () => {
    const out = moved('{回合:A 阶段:主要1 A场:三眼怪,慧眼之魔术师(灵摆左),宝玉兽 翠玉龟(魔陷3) A手:黑洞 B场:青眼白龙,贵龙之魔术师(灵摆右)} C1 A:黑洞', 'destroyed');
    expect(out).toContain('三眼怪');
    expect(out).toContain('青眼白龙');
    for (const kept of ['慧眼之魔术师', '贵龙之魔术师', '宝玉兽 翠玉龟']) expect(out, kept).not.toContain(kept);
  });

  it('[MATCH-MONSTER-ON-FIELD] the other side: 「灵摆区域1张卡」 finds the card in a Pendulum Zone — 爆龙剑士 点火星·日珥 ① may target it and destroys it', () => {
    const input = '{回合:A 阶段:主要1 A场:爆龙剑士 点火星·日珥 B场:慧眼之魔术师(灵摆左)} C1 A:爆龙剑士 点火星·日珥①→慧眼之魔术师';
    expect(askCdb(input).links[0]!.legal).toBe(true);
    expect(moved(input, 'destroyed')).toContain('慧眼之魔术师');
  });

  it('[MATCH-MONSTER-ON-FIELD] the condition 「自己场上的怪兽只有灵摆怪兽」 (灵摆区) reads the Monster Zones: Pendulum Zone cards alone are no monsters, so it cannot be activated; with a Pendulum monster on the field it can', () => {
    const input = (extra: string) => `{回合:A A场:灵摆区,慧眼之魔术师(灵摆左),贵龙之魔术师(灵摆右)${extra}} C1 A:灵摆区→慧眼之魔术师,贵龙之魔术师`;
    const alone = askCdb(input('')).links[0]!;
    expect(alone.legal).toBe(false);
    expect(askCdb(input(',龙剑士 光辉星·灵摆')).links[0]!.legal).toBe(true);
    expect(askCdb(input(',龙剑士 光辉星·灵摆,三眼怪')).links[0]!.legal).toBe(false);
  });

  it('[MATCH-MONSTER-ON-FIELD] a target too: 月之书 (「场上1只表侧表示怪兽」) cannot target a Pendulum card in a Pendulum Zone', () => {
    const input = '{回合:A 阶段:主要1 A场:月之书(盖) B场:三眼怪,慧眼之魔术师(灵摆左)} C1 A:月之书→慧眼之魔术师';
    const link = askCdb(input).links[0]!;
    expect(link.legal).toBe(false);
    expect(link.rules).toContain('CH-TARGET-QUALIFY');
  });
});

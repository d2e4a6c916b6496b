// CH-TRAP-MONSTER-SET (issue 16; rules reference docs/c02/基本用语.rst:1167, 1174, 1219): a trap monster that is also still a Trap
// Card, turned face-down by an effect, is Set in its controller's Spell & Trap Zone — a `set` event, so a trigger on a Spell/Trap
// being Set there (「自己场上有魔法·陷阱卡被盖放的场合」) meets it. A trap monster that is a monster only (「不当作陷阱卡使用」) just
// turns face-down in the Monster Zone: no Spell/Trap is Set.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
const setCards = (input: string) => askCdb(input).events.filter((e) => e.type === 'set').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-TRAP-MONSTER-SET', () => {
  it('[CH-TRAP-MONSTER-SET] 金属反射史莱姆 (also a Trap) turned face-down by 月之书 is Set in the Spell & Trap Zone: 娱乐伙伴 五虹之魔术师 ① in its controller’s GY may answer', () => {
    const input = '{回合:A 阶段:主要1 B场:金属反射史莱姆(当作怪兽) B墓:娱乐伙伴 五虹之魔术师} C1 A:月之书→金属反射史莱姆';
    expect(setCards(input)).toEqual(['金属反射史莱姆']);
    expect(askCdb(input).links[0]!.rules).toContain('CH-TRAP-MONSTER-SET');
    expect(offered(input)).toContain('娱乐伙伴 五虹之魔术师');
  });
  it('[CH-TRAP-MONSTER-SET] the other side: 机壳的冻结 (a monster only) turned face-down stays in the Monster Zone — no Set, no trigger; nor is a plain monster turned face-down a Set', () => {
    const input = '{回合:A 阶段:主要1 B场:机壳的冻结(当作怪兽) B墓:娱乐伙伴 五虹之魔术师} C1 A:月之书→机壳的冻结';
    expect(setCards(input)).toEqual([]);
    expect(offered(input)).not.toContain('娱乐伙伴 五虹之魔术师');
    expect(offered('{回合:A 阶段:主要1 B场:三眼怪 B墓:娱乐伙伴 五虹之魔术师} C1 A:月之书→三眼怪')).not.toContain('娱乐伙伴 五虹之魔术师');
  });
});

// CH-PICK-UP-TO (test/RULES.md): 「最多N张（只）」 is the player's choice of how many and which — with more than one card to choose from
// and none written, no pick is taken for them, and the answer says so. Before, 混源龙 巨涡始祖神's ●光和暗 (「选场上最多2张卡破坏」)
// destroyed the opponent's 死灵骑士 and itself, with nothing chosen and nothing said.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const chaos = (rest = '') =>
  `{回合:A 阶段:主要1 A场:混源龙 巨涡始祖神(自身特召,素材:青眼白龙+青眼白龙+黑魔术师) A墓:旋风 B手卡数:0 B场:死灵骑士} C1 A:混源龙 巨涡始祖神①${rest}`;
const named = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('「最多N张」 is the player\'s choice', () => {
  it('[CH-PICK-UP-TO] 「选场上最多2张卡破坏」 with two cards on the field and none chosen: neither is named destroyed, and the choice is said', () => {
    const a = askCdb(chaos());
    expect(named(a, 'destroyed')).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-PICK-UP-TO');
    expect(a.assumptions.join()).toMatch(/最多2/);
  });
  it('[CH-PICK-UP-TO] the other side: the cards chosen (`[破坏 B:死灵骑士]`) are the ones destroyed — just that one', () => {
    const a = askCdb(chaos('[破坏 B:死灵骑士]'));
    expect(named(a, 'destroyed')).toEqual(['死灵骑士']);
    expect(a.links[0]!.rules).not.toContain('CH-PICK-UP-TO');
  });
  it('[CH-PICK-UP-TO] 蛮族的狂宴LV5 (「选最多2只战士族·5星怪兽特殊召唤」): two fit in the GY — no summon is named for the player; with one only, that one is summoned', () => {
    const two = askCdb('{回合:A 阶段:主要1 A场:蛮族的狂宴LV5(盖) A墓:喷气战士,传说的渔人 A手:} C1 A:蛮族的狂宴LV5');
    expect(named(two, 'special-summoned')).not.toContain('喷气战士');
    expect(two.assumptions.join()).toMatch(/最多2/);
    const one = askCdb('{回合:A 阶段:主要1 A场:蛮族的狂宴LV5(盖) A墓:喷气战士 A手:} C1 A:蛮族的狂宴LV5');
    expect(named(one, 'special-summoned')).toEqual(['喷气战士']);
    expect(one.links[0]!.rules).not.toContain('CH-PICK-UP-TO');
  });
});

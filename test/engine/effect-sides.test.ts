// Issue 16 (rules reference docs/c03/特定效果的处理方法.rst, 无效.rst): whose effect a rule speaks of, read from
// the card's own words — who draws (CH-DRAW-PLAYER), whose effects a protection is against (CH-PROTECT-FROM),
// an unaffected monster's effect a negation cannot reach (CH-UNAFFECTED-NEGATION), and damage counted as the gap
// between a monster's current and original value (CH-DAMAGE-STAT-DIFF). All cards here are imported (compiled
// from their text), so each test checks the compiler's reading and the engine's use of it together.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const drawn = (a: ReturnType<typeof askCdb>, link: number) => a.events.filter((x) => x.type === 'drawn' && x.link === link).map((x) => x.player);
const destroyed = (a: ReturnType<typeof askCdb>) => a.events.filter((x) => x.type === 'destroyed').flatMap((x) => x.cards ?? []);

describe.skipIf(!haveCards)('whose effect: drawer, protection side, unaffected negation, stat-gap damage', () => {
  it('[CH-DRAW-PLAYER] 无偿交换 (「对方从卡组抽1张」): the opponent of the Trap’s controller draws, not its controller', () => {
    const a = askCdb('{回合:B B场:邪龙星-睚眦,炎龙星-狻猊 A场:无偿交换(盖),黑魔术师} C1 B:邪龙星-睚眦② → 炎龙星-狻猊,黑魔术师 C2 A:无偿交换');
    expect(drawn(a, 2)).toEqual(['B']);
    expect(a.links[1]?.rules).toContain('CH-DRAW-PLAYER');
  });

  it('[CH-DRAW-PLAYER] the other side: a draw with no subject (强欲之壶) is its controller’s, and the rule is not named', () => {
    const a = askCdb('{回合:A} C1 A:强欲之壶');
    expect(drawn(a, 1)).toEqual(['A']);
    expect(a.links[0]?.rules).not.toContain('CH-DRAW-PLAYER');
  });

  it('[CH-PROTECT-FROM] 「不会成为对方的效果的对象」 does not stop its own controller’s effects: 邪龙星-睚眦② may target itself, and 月之书 of its controller may target 青眼混沌龙', () => {
    const own = askCdb('{回合:A A场:邪龙星-睚眦 B场:黑魔术师} C1 A:邪龙星-睚眦② → 邪龙星-睚眦,黑魔术师');
    expect(own.links[0]?.legal).toBe(true);
    expect(own.links[0]?.rules).toContain('CH-PROTECT-FROM');
    expect(askCdb('{回合:A A场:青眼混沌龙} C1 A:月之书 → 青眼混沌龙').links[0]?.legal).toBe(true);
  });

  it('[CH-PROTECT-FROM] the other side: the opponent’s effects still cannot target them', () => {
    const a = askCdb('{回合:B A场:邪龙星-睚眦} C1 B:雷破 → 邪龙星-睚眦');
    expect(a.links[0]?.legal).toBe(false);
    expect(a.links[0]?.rules).toContain('CH-PROTECT-TARGET');
    expect(askCdb('{回合:B A场:青眼混沌龙} C1 B:月之书 → 青眼混沌龙').links[0]?.legal).toBe(false);
  });

  it('[CH-PROTECT-FROM] 「不受陷阱卡的效果影响」 is against Traps only: 天下人 紫炎 is changed by a Spell (月之书), not destroyed by a Trap (激流葬)', () => {
    expect(askCdb('{回合:B A场:天下人 紫炎} C1 B:月之书 → 天下人 紫炎').events.some((x) => x.type === 'position-changed')).toBe(true);
    expect(destroyed(askCdb('{回合:B A场:天下人 紫炎 B场:激流葬(盖)} C1 B:激流葬'))).toEqual([]);
  });

  it('[CH-UNAFFECTED-NEGATION] a monster unaffected by Traps (芙莉西亚之虫惑魔): 无偿交换 negates nothing and destroys nothing, but the opponent still draws', () => {
    const a = askCdb('{回合:B B场:芙莉西亚之虫惑魔 A场:无偿交换(盖)} C1 B:芙莉西亚之虫惑魔③ C2 A:无偿交换');
    expect(a.links[0]?.outcome).toBe('resolved');
    expect(a.links[0]?.rules).toContain('CH-UNAFFECTED-NEGATION');
    expect(destroyed(a)).toEqual([]);
    expect(drawn(a, 2)).toEqual(['B']);
    // The same with another Counter Trap (神之通告): not negated.
    expect(askCdb('{回合:B B场:芙莉西亚之虫惑魔 A场:神之通告(盖)} C1 B:芙莉西亚之虫惑魔③ C2 A:神之通告').links[0]?.outcome).toBe('resolved');
  });

  it('[CH-UNAFFECTED-NEGATION] the other side: a monster effect (PSY骨架装备·γ) negates it; 无偿交换 negates and destroys a monster with no such protection', () => {
    expect(askCdb('{回合:B B场:芙莉西亚之虫惑魔} C1 B:芙莉西亚之虫惑魔③ C2 A:PSY骨架装备·γ').links[0]?.outcome).toBe('activation-negated');
    const a = askCdb('{回合:B B场:邪龙星-睚眦,炎龙星-狻猊 A场:无偿交换(盖),黑魔术师} C1 B:邪龙星-睚眦② → 炎龙星-狻猊,黑魔术师 C2 A:无偿交换');
    expect(a.links[0]?.outcome).toBe('activation-negated');
    expect(a.links[0]?.rules).not.toContain('CH-UNAFFECTED-NEGATION');
  });

  it('[CH-DAMAGE-STAT-DIFF] 混沌No.103 神葬零娘 暮永: damage is the gap between the target’s ATK and its original ATK (500 for +500), then the target is banished', () => {
    const a = askCdb('{回合:A A场:混沌No.103 神葬零娘 暮永 B场:三眼怪(攻+500)} C1 A:混沌No.103 神葬零娘 暮永①→三眼怪');
    expect(a.events.filter((x) => x.type === 'damage').map((x) => x.amount)).toEqual([500]);
    expect(a.events.some((x) => x.type === 'banished')).toBe(true);
    expect(a.links[0]?.rules).toContain('CH-DAMAGE-STAT-DIFF');
  });

  it('[CH-DAMAGE-STAT-DIFF] no gap, no damage, and the step joined by 「，」 (the banish) is not applied; the DEF form (超重武者装留 破坏铠) counts DEF', () => {
    const a = askCdb('{回合:A A场:混沌No.103 神葬零娘 暮永 B场:三眼怪} C1 A:混沌No.103 神葬零娘 暮永①→三眼怪');
    expect(a.events.filter((x) => x.type === 'damage' || x.type === 'banished')).toEqual([]);
    const def = askCdb('{回合:A 阶段:主要1 A墓:超重武者装留 破坏铠 A场:超重武者 大弁庆-K(守-1000)} C1 A:超重武者装留 破坏铠②→超重武者 大弁庆-K');
    expect(def.events.filter((x) => x.type === 'damage').map((x) => x.amount)).toEqual([1000]);
  });
});

// Staples of 2019–2024 OCG, round 19: what the answer says about each, over the real card database.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('staples round 19', CARDS_DB);

describe.skipIf(!haveCards)('staples of 2019–2024, round 19', () => {
  // 闪刀起动-交闪 (current text): 「…加入手卡。那之后，自己墓地有魔法卡3张以上存在的场合，自己可以从卡组抽1张。」
  const engage = '{回合:A 阶段:主要1 A场: A卡组:闪刀姬-零衣,灰流丽 A墓:死者苏生,黑洞,雷击} C1 A:闪刀起动-交闪';

  it('[CH-CHOOSE] 闪刀起动-交闪 with 3 Spells in the GY: 「自己可以从卡组抽1张」 is A’s choice — not drawn for A, said as A may draw (zh and en); noted, the draw is made', () => {
    const a = askCdb(engage);
    expect(a.events.some((e) => e.type === 'drawn')).toBe(false);
    // The search itself is done.
    expect(a.events.some((e) => e.type === 'added-to-hand')).toBe(true);
    const reason = String(a.links[0]!.reason ?? '');
    expect(reason).toContain('A可以从卡组抽1张（是否抽卡由A决定，未写明');
    expect(reason).not.toMatch(/，抽1张卡/);
    expect(a.links[0]!.rules).toContain('CH-CHOOSE');
    const en = cdbJudge().chain(engage, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(String(en.links[0]!.reason ?? '')).toContain('A may draw 1 card (whether to is A’s choice and was not given');
    // The other side: with the draw noted (`[抽卡 灰流丽]`) A drew that card; with 2 Spells in the GY even the note draws nothing.
    const drew = askCdb(`${engage} [抽卡 灰流丽]`);
    expect(drew.events.filter((e) => e.type === 'drawn').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['灰流丽']);
    expect(String(drew.links[0]!.reason ?? '')).not.toContain('是否抽卡');
    const two = askCdb('{回合:A 阶段:主要1 A场: A卡组:闪刀姬-零衣,灰流丽 A墓:死者苏生,黑洞} C1 A:闪刀起动-交闪 [抽卡 灰流丽]');
    expect(two.events.some((e) => e.type === 'drawn')).toBe(false);
    // One 「可以」 for the whole effect is the choice to activate it: 一击魔杖 「…伤害计算后，可以把这张卡破坏并从卡组抽1张卡」, activated, draws.
    const wand = askCdb('{回合:A 阶段:伤害计算后 A场:黑魔术师,一击魔杖(装备:黑魔术师) B场:三眼怪 攻击:A:黑魔术师→B:三眼怪} C1 A:一击魔杖');
    expect(wand.events.some((e) => e.type === 'drawn')).toBe(true);
    expect(String(wand.links[0]!.reason ?? '')).not.toContain('是否抽卡');
    // A draw glued to the first step (自然栗子 「可以选择…2只…回到卡组，从自己卡组抽1张卡」): that 「可以」 is the choice to activate, the draw is made.
    const chestnut = askCdb('{回合:A A场:自然栗子 A墓:自然蚊,自然兽} C1 A:自然栗子②');
    expect(chestnut.events.some((e) => e.type === 'drawn')).toBe(true);
  });

  // 光帝 克赖斯 (current text): 「那些卡破坏，破坏的卡的控制者可以从卡组抽出破坏的数量。」
  it('[CH-DRAW-PLAYER] 光帝 克赖斯 destroying only B’s 青眼白龙: only B may draw, 1 card — A draws nothing (it said 「双方各自从自己的卡组抽1张卡」)', () => {
    const a = askCdb('{回合:A A场:光帝 克赖斯 B场:青眼白龙} C1 A:光帝 克赖斯→青眼白龙');
    const reason = String(a.links[0]!.reason ?? '');
    expect(reason).toContain('B可以从卡组抽1张');
    expect(reason).not.toContain('A可以从卡组抽');
    expect(reason).not.toContain('双方各自');
    expect(a.events.some((e) => e.type === 'drawn')).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-DRAW-PLAYER');
  });

  it('[CH-DRAW-PLAYER] the other side: one card of each player destroyed — each may draw 1; B noting the draw of both of theirs draws', () => {
    const both = askCdb('{回合:A A场:光帝 克赖斯,三眼怪 B场:青眼白龙} C1 A:光帝 克赖斯→三眼怪,青眼白龙');
    const reason = String(both.links[0]!.reason ?? '');
    expect(reason).toContain('A可以从卡组抽1张');
    expect(reason).toContain('B可以从卡组抽1张');
    const noted = askCdb('{回合:A A场:光帝 克赖斯 B场:青眼白龙,黑魔术师 B卡组:灰流丽,增殖的G} C1 A:光帝 克赖斯→青眼白龙,黑魔术师 [抽卡 B:灰流丽,B:增殖的G]');
    const drawn = noted.events.filter((e) => e.type === 'drawn');
    expect(drawn.flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['增殖的G', '灰流丽']);
  });

  it('[CH-DRAW-PLAYER] compiled from the text: 吸收壶 「破坏的卡的控制者从卡组抽出破坏数量的卡」 — A draws 1 for its 旋风, B 2 for its two (it drew 1 for A only)', () => {
    const a = askCdb('{回合:A A场:吸收壶(盖),旋风(盖) B场:魔法筒(盖),神之宣告(盖),青眼白龙} C1 A:吸收壶');
    const drawn = a.events.filter((e) => e.type === 'drawn').map((e) => [e.player, e.amount]);
    expect(drawn).toEqual([['A', 1], ['B', 2]]);
    expect(String(a.links[0]!.reason ?? '')).toContain('B抽2张卡（被破坏的B的卡的数量）');
  });
});

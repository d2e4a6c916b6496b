// CH-PLACE-PENDULUM (issue 16, rules reference docs/c02/基本用语.rst 指代的卡片 / 取对象 / 指示物): 「那只灵摆怪兽在自己的灵摆区域放置」 puts a
// face-up Pendulum Monster from the Monster Zone in its player's Pendulum Zone — still on the field, but a new card there. Through
// the real pipeline over cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a monster placed in the Pendulum Zone', () => {
  it('[CH-PLACE-PENDULUM] 灵摆切换 ② moves 异色眼灵摆龙 into the Pendulum Zone in answer to 月之书: a new card there, 月之书 no longer has its target', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:异色眼灵摆龙,灵摆切换 A场:月之书(盖)} C1 A:月之书 → 异色眼灵摆龙 C2 B:灵摆切换#2 → 异色眼灵摆龙');
    expect(a.links.map((l) => `${l.n}:${l.outcome}`)).toEqual(['1:no-effect', '2:resolved']);
    expect(a.links[1]!.rules).toContain('CH-PLACE-PENDULUM');
    expect(a.links[0]!.rules).toContain('CH-TARGET-ZONE-MOVE');
    expect(a.events.some((e) => e.type === 'placed' && e.link === 2 && e.cards.some((c) => c.name === '异色眼灵摆龙'))).toBe(true);
  });

  it('[CH-PLACE-PENDULUM] with both of its player’s Pendulum Zones taken the monster stays: 月之书 still turns it face-down', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:异色眼灵摆龙,灵摆切换,魔力诱导者(灵摆左),时读之魔术师(灵摆右) A场:月之书(盖)} C1 A:月之书 → 异色眼灵摆龙 C2 B:灵摆切换#2 → 异色眼灵摆龙');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).not.toContain('CH-TARGET-ZONE-MOVE');
    expect(a.events.some((e) => e.type === 'placed')).toBe(false);
  });

  it('[CH-PLACE-PENDULUM] only a Pendulum Monster is placed: 黑魔术师 chosen for 灵摆切换 ② stays in the Monster Zone', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:黑魔术师,灵摆切换 A场:月之书(盖)} C1 A:月之书 → 黑魔术师 C2 B:灵摆切换#2 → 黑魔术师');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.events.some((e) => e.type === 'placed')).toBe(false);
  });

  it('[CH-PLACE-PENDULUM] the compiler reads the self form too: 希望之魔术师 ①「那之后，可以把表侧表示的这张卡在自己的灵摆区域放置」 is an optional step on itself', async () => {
    const { compileEffects } = await import('../../src/cards/compile/index.js');
    const effects = compileEffects('①：把这张卡1个超量素材取除才能发动。从手卡把1只7星以下的灵摆怪兽效果无效守备表示特殊召唤。那之后，可以把表侧表示的这张卡在自己的灵摆区域放置。', { kind: 'monster', subtypes: ['xyz', 'pendulum', 'effect'] } as never);
    const step = effects[0]!.does.find((a) => a.placesInPendulumZone);
    expect(step).toMatchObject({ what: 'self', optional: true });
    // 「从卡组选1只灵摆怪兽在自己的灵摆区域放置」 (from the Deck) is no such step.
    const fromDeck = compileEffects('①：1回合1次才能发动。从卡组选1只灵摆怪兽在自己的灵摆区域放置。', { kind: 'spell', subtypes: [] } as never);
    expect(fromDeck[0]!.does.some((a) => a.placesInPendulumZone)).toBe(false);
  });
});

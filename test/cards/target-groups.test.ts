// CMP-TARGET-GROUPS / CH-TARGET-GROUPS (issue 16; rules reference docs/c03/特定效果的处理方法.rst:62, :257–260, docs/c03/无效.rst:623):
// 「以A和B为对象」 — each group of targets keeps its own side, place and number; every target must fit a group of its own, and a
// step that names its group by where it was taken from (「那张场上的卡破坏，那只墓地的怪兽特殊召唤」) acts on that group only.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };
const trap = { kind: 'trap' as const, subtypes: [] };

describe('CMP-TARGET-GROUPS, the reader', () => {
  it('[CMP-TARGET-GROUPS] 「以自己场上1只爬虫类族怪兽和对方场上2张卡为对象」: two groups, each with its own filter and number (3 targets in all)', () => {
    const e = compileEffects('①：以自己场上1只爬虫类族怪兽和对方场上2张卡为对象才能发动。那1只自己的爬虫类族怪兽和那2张对方的卡破坏。', trap)[0]!;
    expect(e.targets).toMatchObject({ count: 3, fixed: true, groups: [{ count: 1, filter: { side: 'self', place: 'field' } }, { count: 2, filter: { side: 'opponent', place: 'field' } }] });
  });
  it('[CMP-TARGET-GROUPS] a mandatory effect ending 「…为对象发动。」 reads its targets too; 「1只4星以下的怪兽」 is one monster (the 「以下」 is the level’s), not up to one', () => {
    const e = compileEffects('①：这张卡上级召唤成功的场合，以场上1张卡和自己或者对方的墓地1张卡为对象发动。那些卡回到持有者卡组。', monster)[0]!;
    expect(e.targets).toMatchObject({ count: 2, groups: [{ count: 1, filter: { place: 'field' } }, { count: 1, filter: { place: 'gy' } }] });
    const low = compileEffects('①：以自己墓地1只4星以下的怪兽为对象才能发动。那只怪兽特殊召唤。', monster)[0]!;
    expect(low.targets).toMatchObject({ count: 1, filter: { place: 'gy', levelMax: 4 } });
    expect(low.targets?.upTo).toBeUndefined();
  });
  it('[CMP-TARGET-GROUPS] the other side: one group (「以场上2张卡为对象」) has no groups, and each step of 「那张场上的卡破坏，那只墓地的怪兽特殊召唤」 names its place', () => {
    const one = compileEffects('①：以场上2张卡为对象才能发动。那些卡破坏。', monster)[0]!;
    expect(one.targets?.groups).toBeUndefined();
    const two = compileEffects('①：以自己场上1张卡和自己墓地1只4星以下的怪兽为对象才能发动。那张场上的卡破坏，那只墓地的怪兽特殊召唤。', monster)[0]!;
    expect(two.does.map((a) => `${a.do}:${a.targetPlace}`)).toEqual(['destroy:field', 'special-summon:gy']);
  });
});

describe.skipIf(!haveCards)('CH-TARGET-GROUPS, what a user sees', () => {
  it('[CH-TARGET-GROUPS] 生者之书-禁断的咒术-: one Zombie of my GY and one monster of the opponent’s GY may be targeted; two of my GY may not', () => {
    const ok = askCdb('{回合:A A墓:龙骨鬼 B墓:三眼怪} C1 A:生者之书-禁断的咒术-→龙骨鬼,三眼怪');
    expect(ok.links.map((l) => l.legal)).toEqual([true]);
    expect(ok.links[0]!.rules).toContain('CH-TARGET-GROUPS');
    const mine = askCdb('{回合:A A墓:龙骨鬼,三眼怪} C1 A:生者之书-禁断的咒术-→龙骨鬼,三眼怪');
    expect(mine.links.map((l) => l.legal)).toEqual([false]);
  });
  it('[CH-TARGET-GROUPS] 辉龙星-蚣蝮②: a card of my field and a monster of my GY — the field card is destroyed, the GY monster summoned (CH-STEP-TARGETS); a card of the opponent’s field is no target', () => {
    const a = askCdb('{回合:A A场:辉龙星-蚣蝮,旋风(盖) A墓:三眼怪} C1 A:辉龙星-蚣蝮②→旋风,三眼怪');
    expect(a.links.map((l) => l.legal)).toEqual([true]);
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['旋风']);
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['三眼怪']);
    const theirs = askCdb('{回合:A A场:辉龙星-蚣蝮 A墓:三眼怪 B场:旋风(盖)} C1 A:辉龙星-蚣蝮②→旋风,三眼怪');
    expect(theirs.links.map((l) => l.legal)).toEqual([false]);
  });
});

describe.skipIf(!haveCards)('CH-TARGET-GROUPS: a group keeps its archetype and kind', () => {
  const c1 = (input: string) => askCdb(input).links[0]!;
  it('[CH-TARGET-GROUPS] 幻变骚灵·网络傀儡师② 「以自己场上1张「幻变骚灵」卡和自己墓地1只「幻变骚灵」怪兽为对象」: a 黑洞 and a 真红眼黑龙 are no such targets', () => {
    const link = c1('{回合:A 阶段:主要1 A场:幻变骚灵·网络傀儡师,黑洞(盖) A墓:真红眼黑龙} C1 A:幻变骚灵·网络傀儡师②→黑洞,真红眼黑龙');
    expect(link.legal).toBe(false);
    expect(link.illegalReason).toContain('「幻变骚灵」');
  });
  it('[CH-TARGET-GROUPS] the other side: a 「幻变骚灵」 card and a 「幻变骚灵」 monster in the GY are its targets', () => {
    expect(c1('{回合:A 阶段:主要1 A场:幻变骚灵·网络傀儡师,幻变骚灵协议 A墓:幻变骚灵·像素妖精} C1 A:幻变骚灵·网络傀儡师②→幻变骚灵协议,幻变骚灵·像素妖精').legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('CH-TARGET-GROUPS: a group keeps its Attribute', () => {
  // 炎王炎环: 「以自己场上1只炎属性怪兽和自己墓地1只炎属性怪兽为对象才能发动」 — each target must be FIRE.
  it('[CH-TARGET-GROUPS] 炎王炎环 cannot target a monster that is not FIRE, on the field or in the GY; two FIRE monsters it can', () => {
    const field = askCdb('{回合:A 阶段:主要1 A场:青眼白龙 A墓:炎王兽 巴隆} C1 A:炎王炎环→青眼白龙,炎王兽 巴隆');
    expect(field.links[0]!.legal).toBe(false);
    expect(field.events.some((e) => e.type === 'special-summoned')).toBe(false);
    const gy = askCdb('{回合:A 阶段:主要1 A场:炎王兽 甘尼许 A墓:黑魔术师} C1 A:炎王炎环→炎王兽 甘尼许,黑魔术师');
    expect(gy.links[0]!.legal).toBe(false);
    const fire = askCdb('{回合:A 阶段:主要1 A场:炎王兽 甘尼许 A墓:炎王兽 巴隆} C1 A:炎王炎环→炎王兽 甘尼许,炎王兽 巴隆');
    expect(fire.links[0]!.legal).toBe(true);
    expect(fire.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['炎王兽 巴隆']);
  });
});

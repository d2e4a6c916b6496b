// CH-COST-DETACH-COUNT (rules reference docs/c02/基本用语.rst:76–77, cost is paid before the activation; docs/c02/基本用语.rst:922–931,
// X素材): 「把这张卡N个超量素材取除」 needs N Xyz Materials under the card. `(素材:X+Y)` on a face-up Xyz Monster states the
// materials it holds (docs/NOTATION.md: the monsters it was summoned with; XYZ-DETACH detaches exactly those): fewer than N, the
// cost cannot be paid and the effect cannot be activated (nor is it offered in a window); with none stated, N is assumed and said.
// 鸟铳士 卡斯泰尔 is read from cards.cdb by the compiler; 天霆号 阿宙斯 is curated.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (input: string) => askCdb(input).window.triggers.map((x) => `${x.card.name}${x.effect ?? ''}`);

describe.skipIf(!haveCards)('a detach cost counts the stated materials', () => {
  it('[CH-COST-DETACH-COUNT] 鸟铳士 卡斯泰尔② (「把这张卡2个超量素材取除」, read from its text) with one stated material cannot be activated; the reason says 1 of 2', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:三眼怪) B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔② → 青眼白龙');
    const l = a.links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-COST-DETACH-COUNT');
    expect(l.illegalReason).toContain('2个超量素材');
    expect(l.illegalReason).toContain('只有1个');
    expect(a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).not.toContain('三眼怪');
  });
  it('[CH-COST-DETACH-COUNT] the other side: two stated materials pay 卡斯泰尔②, and one pays 卡斯泰尔① (「1个」)', () => {
    const two = askCdb('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:三眼怪+黑魔术师) B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔② → 青眼白龙');
    expect(two.links[0]!.legal).toBe(true);
    const one = askCdb('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:三眼怪) B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔① → 青眼白龙');
    expect(one.links[0]!.legal).toBe(true);
    expect(one.links[0]!.rules).not.toContain('CH-COST-DETACH-COUNT');
  });
  it('[CH-COST-DETACH-COUNT] 天霆号 阿宙斯① (取除2个) with one material is refused and not offered after a summon; with two it is offered and pays both', () => {
    const one = askCdb('{回合:A 阶段:主要1 A场:天霆号 阿宙斯(素材:三眼怪)} C1 A:天霆号 阿宙斯①');
    expect(one.links[0]!.legal).toBe(false);
    expect(one.links[0]!.rules).toContain('CH-COST-DETACH-COUNT');
    expect(offered('{回合:A 阶段:主要1 A场:天霆号 阿宙斯(素材:三眼怪)} 召唤 异次元的女战士').join()).not.toContain('天霆号 阿宙斯');
    expect(offered('{回合:A 阶段:主要1 A场:天霆号 阿宙斯(素材:三眼怪+黑魔术师)} 召唤 异次元的女战士').join()).toContain('天霆号 阿宙斯');
    const two = askCdb('{回合:A 阶段:主要1 A场:天霆号 阿宙斯(素材:三眼怪+黑魔术师)} C1 A:天霆号 阿宙斯①');
    expect(two.links[0]!.legal).toBe(true);
    expect(two.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).toEqual(expect.arrayContaining(['三眼怪', '黑魔术师']));
  });
  it('[CH-COST-DETACH-COUNT] no materials stated: the count is assumed and said; in the GY (left the field) the card has none (CH-COST-SELF)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:天霆号 阿宙斯} C1 A:天霆号 阿宙斯①');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.join()).toContain('假定它有2个以上超量素材');
    const gone = askCdb('{回合:A 阶段:主要1 A墓地:鸟铳士 卡斯泰尔 B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔② → 青眼白龙');
    expect(gone.links[0]!.legal).toBe(false);
    expect(gone.links[0]!.rules).not.toContain('CH-COST-DETACH-COUNT');
  });
  // s57: `(素材:)` (notation: 没有超量素材) was read as materials not stated — No.39 希望皇 霍普① detached 1 of none and negated the attack.
  it('[CH-COST-DETACH-COUNT] `(素材:)` states no Xyz Material: 「把这张卡1个超量素材取除」 cannot be paid (No.39 希望皇 霍普①), said with 0; not written, assumed and said; one written, paid', () => {
    const none = askCdb('{回合:B 阶段:战斗 攻击:B:青眼白龙→A:No.39 希望皇 霍普 A场:No.39 希望皇 霍普(素材:) B场:青眼白龙} C1 A:No.39 希望皇 霍普①');
    expect(none.links[0]!.legal).toBe(false);
    expect(none.links[0]!.illegalReason).toContain('只有0个超量素材');
    const unwritten = askCdb('{回合:B 阶段:战斗 攻击:B:青眼白龙→A:No.39 希望皇 霍普 A场:No.39 希望皇 霍普 B场:青眼白龙} C1 A:No.39 希望皇 霍普①');
    expect(unwritten.links[0]!.legal).toBe(true);
    expect(unwritten.assumptions.join()).toContain('假定它有1个以上超量素材');
    expect(askCdb('{回合:B 阶段:战斗 攻击:B:青眼白龙→A:No.39 希望皇 霍普 A场:No.39 希望皇 霍普(素材:黑魔术师) B场:青眼白龙} C1 A:No.39 希望皇 霍普①').links[0]!.legal).toBe(true);
  });
});

// XYZ-DETACH (rules reference docs/c02/基本用语.rst:922–931): an Xyz Material is no card on the field. Detached — as a
// cost or as a destruction replacement — it goes to the GY from no place on the field; on the way it is no monster.
// Materials are the ones the situation lists (`素材:X+Y`). Cards read from cards.cdb, as the compiler reads them.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const names = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));
const triggered = (a: ReturnType<typeof askCdb>) => a.window.triggers.map((x) => x.card.name);

describe.skipIf(!haveCards)('detached Xyz Materials', () => {
  it('[XYZ-DETACH] a detach cost sends the first listed material to the GY: 「从场上送去墓地」 (黑森林的魔女) is not met, the others stay attached', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:黑森林的魔女+黑魔术师) B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔① → 青眼白龙');
    expect(names(a, 'sent-to-gy')).toEqual(['黑森林的魔女']);
    expect(triggered(a)).not.toContain('黑森林的魔女');
    expect(a.assumptions.join()).toContain('黑森林的魔女');
  });
  it('[XYZ-DETACH] a plain 「被送去墓地的场合」 is met by a detached material (元素英雄 影雾女郎 ②); a cost is no effect, so 「被效果送去墓地」 (影依蜥蜴 ②) is not', () => {
    const plain = askCdb('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:元素英雄 影雾女郎+黑魔术师) B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔① → 青眼白龙');
    expect(triggered(plain)).toContain('元素英雄 影雾女郎');
    const byEffect = askCdb('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:影依蜥蜴+黑魔术师) B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔① → 青眼白龙');
    expect(names(byEffect, 'sent-to-gy')).toEqual(['影依蜥蜴']);
    expect(triggered(byEffect)).not.toContain('影依蜥蜴');
  });
  it('[XYZ-DETACH] a material detached instead of a destruction is sent by that monster\'s effect: 影依蜥蜴 ② may be activated', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:No.101 寂静荣誉方舟骑士(素材:影依蜥蜴+黑魔术师)} C1 B:黑洞 [代替破坏 No.101 寂静荣誉方舟骑士]');
    expect(names(a, 'destroyed')).not.toContain('No.101 寂静荣誉方舟骑士');
    expect(names(a, 'sent-to-gy')).toContain('影依蜥蜴');
    expect(triggered(a)).toContain('影依蜥蜴');
  });
  it('[XYZ-DETACH] 「把这张卡2个超量素材取除」 detaches two (the compiler reads the count of a cost on its own materials)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:No.101 寂静荣誉方舟骑士(素材:黑森林的魔女+元素英雄 影雾女郎+黑魔术师) B场:元素英雄 绝对零度侠(特殊召唤)} C1 A:No.101 寂静荣誉方舟骑士① → 元素英雄 绝对零度侠');
    expect(names(a, 'sent-to-gy')).toEqual(['黑森林的魔女', '元素英雄 影雾女郎']);
    expect(triggered(a)).toEqual(['元素英雄 影雾女郎']);
  });
  it('[XYZ-DETACH] on its way a material is no monster: 次元的裂缝 (monsters) lets it reach the GY, 大宇宙 (every card) banishes it', () => {
    const fissure = askCdb('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:黑魔术师+三眼怪),次元的裂缝 B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔① → 青眼白龙');
    expect(names(fissure, 'sent-to-gy')).toContain('黑魔术师');
    expect(names(fissure, 'banished')).not.toContain('黑魔术师');
    const cosmos = askCdb('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:黑魔术师+三眼怪),大宇宙 B场:青眼白龙} C1 A:鸟铳士 卡斯泰尔① → 青眼白龙');
    expect(names(cosmos, 'banished')).toContain('黑魔术师');
  });
});
